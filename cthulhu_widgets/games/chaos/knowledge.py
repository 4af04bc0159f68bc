"""Determinization: a copy where everything hidden from one seat is redealt consistently with its knowledge."""
from __future__ import annotations

from ...core.rng import Rng
from .cards import ROLE


class Knowledge:
    """Mixin of State: `determinize(seat, rng)`."""

    __slots__ = ()

    def determinize(self, seat, rng):
        """Return a copy in which other seats' unknown cards, deck orders, unknown bombs, hidden ghosts' cells and
        the future dice are redealt; everything `seat` knows (its view) stays. The copy cannot be saved.

        Approximation: each other hand keeps its count of patient and of ghost cards.
        """
        copy = self.clone()
        if seat is None:
            return copy
        if seat not in self.role:
            raise ValueError(f"seat must be one of {tuple(self.role)} or None, not {seat!r}")
        copy.determinized = True
        copy._legal = None  # the cached legal actions name the real hands: the copy computes its own
        copy.rng = Rng(rng.randrange(2**32))
        self._redeal_cards(copy, seat, rng)
        self._redeal_bombs(copy, seat, rng)
        self._redeal_vanished(copy, seat, rng)
        return copy

    def _doubt_checks(self, by_planter: dict) -> dict:
        """CH-DUR-3, CH-HIDE-2: plants ended (`by_planter`: planter, None for the setup's -> (its Stand, the cells
        that went then)). A seat drops the bombs it knows went (its team's plants); when some went that it never saw
        planted (an enemy's, the setup's), every ✗ and bomb it learnt since the first of those was planted and cannot
        be sure of becomes "a bomb was here at round r, it may be gone" (`doubt`), whatever each cell was: which
        cells were temporary is the other team's secret (review 9); a ✗ learnt before they were planted was no bomb of
        theirs and stays (review 10, room finding 3). Return the ✗ so doubted, by seat."""
        doubted = {}
        for s in self.role:
            if s in self.vision:   # C5: it sees every bomb, so its marks are the truth
                self._vision_checks(s)
                continue
            sure = self._sure_bombs(s)
            ours = {c for p, (_, went) in by_planter.items() if p and self.team(p) == self.team(s) for c in went}
            told = ours - sure
            since = [stand.since for p, (stand, _) in by_planter.items() if p is None or self.team(p) != self.team(s)]
            unsure = {c for c in (*self.known[s], *self.checked[s]) if c not in sure
                      and self.checked_turn[s].get(c, min(since)) >= min(since)} if since else told
            self.known[s] -= unsure
            for cell in sorted(unsure & {c for c, bomb in self.checked[s].items() if bomb}):
                del self.checked[s][cell]
                if cell not in told:
                    self.doubt[s][cell] = self.checked_round[s].get(cell, self.round)
                    doubted.setdefault(s, []).append(cell)
        return doubted

    def _vision_checks(self, s: str) -> None:
        """A seat that sees every bomb (CH-C5) drops its ✗ of bombs gone: its marks are the truth."""
        self.doubt[s].clear()
        for cell in [c for c, bomb in self.checked[s].items() if bomb and c not in self.bombs | self.temp_bombs]:
            del self.checked[s][cell]

    def unsure_clear(self, seat: str) -> dict:
        """Return `seat`'s ✓ cells -> the Checkup's round, for each ✓ older than a live temporary bomb of the enemy it
        cannot place, or older than an enemy's relocation (`moved_clear`; CH-G2, CH-HIDE-2): "no bomb then" may have
        changed since (review 10 finding 1, review 26). From what the seat knows only: that the enemy planted or moved
        the bombs, and when, is public; where is not."""
        if seat in self.vision:
            return {}
        turns = [stand.last for p, stand in self.stands.items() if p is not None and self._hidden_plants(p, seat)]
        moved = self.moved_clear[seat]   # a ✓ from before an enemy's relocation (review 26, chaos_en 2)
        return {c: self.checked_round[seat].get(c, self.round) for c, bomb in self.checked[seat].items()
                if not bomb and (c in moved or (turns and self.checked_turn[seat].get(c, -1) < max(turns)))}

    def _sure_bombs(self, seat: str) -> set:
        """Return the bombs `seat` knows for certain whoever's temporary bombs go: its team's live plants, and every
        permanent bomb when its team's Mischief placed them (a hurt since removes one in public)."""
        ours = {s for s in self.role if self.team(s) == self.team(seat)}
        sure = {c for c in self.temp_bombs if self.plant_owner.get(c) in ours}
        return sure | (self.bombs if self.placed_by == self.team(seat) else set())

    def _redeal_cards(self, copy, seat, rng) -> None:
        fixed = {c for c, holder in self.card_seen[seat].items() if c in self.hand.get(holder, ())}
        for role in ("patient", "ghost"):
            slots = []  # (owner, index) of hand slots hidden from `seat`
            pool = list(copy.decks[role])
            for other in self.role:
                if other == seat:
                    continue
                for i, card in enumerate(copy.hand[other]):
                    if ROLE[card] == role and card not in fixed:
                        slots.append((other, i))
                        pool.append(card)
            rng.shuffle(pool)
            for (other, i), card in zip(slots, pool, strict=False):
                copy.hand[other][i] = card
            copy.decks[role] = pool[len(slots):]
        for s, seen in copy.card_seen.items():
            if s != seat:
                seen.clear()

    def _redeal_bombs(self, copy, seat, rng) -> None:
        known = self.known_bombs(seat)
        # A Checkup's ✓ or a patient seen walking unhurt says "no bomb then", not "safe": a permanent bomb cannot have
        # come since (a ✓ from before an enemy's relocation is left out), but an enemy's Mischief may have planted a temporary one there
        # unseen (CH-G2, CH-HIDE-2), the rule by which the table greys a ✓ (js/src/chaos/checks.js; issue 23 round
        # F item 6: the bots' guesses took an old ✓ for safe).
        then = self.cleared | {c for c, bomb in self.checked[seat].items() if not bomb and c not in self.moved_clear[seat]}
        occupied = set(self.pos.values())
        free = [c for c in self.map.normal_cells() if c not in known and c not in occupied]
        rng.shuffle(free)
        hidden_perm = [c for c in self.bombs if c not in known]
        hidden_temp = [c for c in self.temp_bombs if c not in known]
        new_perm = [c for c in free if c not in then][:len(hidden_perm)]
        taken = set(new_perm)
        new_temp = [c for c in free if c not in taken][:len(hidden_temp)]
        if len(new_perm) < len(hidden_perm) or len(new_temp) < len(hidden_temp):
            return  # no room to redeal consistently: keep the real bombs (rare, tiny maps)
        copy.bombs = (self.bombs & known) | set(new_perm)
        copy.temp_bombs = (self.temp_bombs & known) | set(new_temp)
        # Who planted which temporary bomb is public (CH-DUR-3: they go as the planter's next turn opens).
        copy.plant_owner = {c: o for c, o in self.plant_owner.items() if c in known}
        copy.plant_owner.update((new, self.plant_owner[old]) for old, new in zip(hidden_temp, new_temp, strict=True)
                                if old in self.plant_owner)
        # What the other seats know is private to them: the copy gives each the bombs `seat` knows (a guess made
        # from `seat`'s knowledge only, so a search never depends on an enemy's Checkup results).
        for s in self.role:
            if s != seat:
                copy.known[s] = set(known & (copy.bombs | copy.temp_bombs))

    def _redeal_vanished(self, copy, seat, rng) -> None:
        for ghost, (end, start, path) in self.vanish.items():
            if self.team(ghost) == self.team(seat):
                continue
            cell, walk = start, []
            for _ in range(len(path)):  # the number of hidden steps is public ("moves_hidden" events)
                r, c = cell
                options = [x for x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                           if self.map.inside(x) and x != self.map.gate]
                cell = rng.choice(options)
                walk.append(cell)
            copy.pos[ghost] = cell
            copy.vanish[ghost] = [end, start, walk]
            copy.unseen_met.pop(ghost, None)   # where it met a patient is as hidden as its path
