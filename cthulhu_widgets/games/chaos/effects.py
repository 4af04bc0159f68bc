"""Card effects: patient cards (CH-P1..P5), ghost cards (CH-G1..G5), time cards (CH-TIME)."""
from __future__ import annotations

from typing import NamedTuple

from .cards import FUNCTION, ROLE
from .cells import public_cell
from .decisions import CARDS, Pick, Push


class Stand(NamedTuple):
    """A seat's Mischief plants as the whole table saw them (CH-G2, CH-DUR-3, CH-HIDE-2): first planted on turn
    `since`, last on `last`, `bombs` in all (`most` in one Mischief: two may land on the same cells), `blasts` bombs
    set off anywhere since. It stands until its public end (the planter's next turn), whatever went off: which
    blasts were its bombs is the planting team's secret."""

    since: int
    last: int
    bombs: int
    most: int
    blasts: int = 0


class Effects:
    """Mixin of State: playing cards and resolving them."""

    __slots__ = ()

    def _protect(self, seat: str, rule: str) -> None:
        """CH-P5, CH-DUR-2: protect `seat` until its next turn opens (a longer protection, set by a setup, stays)."""
        end = self._timer(seat, 0)[1]
        self.protected[seat] = max(end, self.protected.get(seat, end))
        self._ev(rule, "protected", seat=seat)

    def _forget(self, card: str) -> None:
        """Drop every seat's knowledge of which hand holds `card` (it moved)."""
        for seen in self.card_seen.values():
            seen.pop(card, None)

    def _shown(self, card: str, holder: str) -> None:
        """CH-HIDE-4: every seat saw `card` shown in public and go back to `holder`'s hand: all now know it is there."""
        for seen in self.card_seen.values():
            seen[card] = holder

    def _take_card(self, seat: str, card: str) -> None:
        self.hand[seat].remove(card)
        self._ev(_rule(card), "plays", seat=seat, card=card)
        self._count_card(seat)

    def _count_card(self, seat: str) -> None:
        """Count a card played this turn; CH-TIME-4: say so when it was the one card the time of day allows."""
        self.phase_cards += 1
        if self.phase_cards == 1 and self._card_limit_reached(seat):
            self._ev("CH-TIME-4", "card_limit", seat=seat, time=self.time[0])

    def _play(self, seat: str, action, back) -> None:
        """Play one card of the seat's role and resolve it (CARD_EFFECTS); `back` is the decision to return to,
        once the card's own choices (a Checkup's cells, a Possession's pushes, …) are made."""
        card = action["card"]
        self._take_card(seat, card)
        self._discard(card)
        if not CARD_EFFECTS[FUNCTION[card]](self, seat, action, back):
            self._ask(seat, back)

    # ----- patient cards: each returns True when it asks the seat for more (the step stops there) ---------
    def _schizophrenia(self, seat: str, action, back) -> bool:
        """CH-P1: the order of play reverses."""
        self.direction = -self.direction
        self._ev("CH-P1", "order_reversed", direction=self.direction)
        return False

    def _checkup_card(self, seat: str, action, back) -> bool:
        """CH-P2: the seat picks three cells to check."""
        return self._ask(seat, Pick("checkup", (), 3, back))

    def _amnesia(self, seat: str, action, back) -> bool:
        """CH-P3: take a random card of the target."""
        self._steal(seat, action["target"], "CH-P3")
        return False

    def _sprint(self, seat: str, action, back) -> bool:
        """CH-P4: one extra step after the cards."""
        if self.halted:  # §11 Movement: a hurting or swapping step ended the seat's movement this turn
            # each event named in full: the texts' test finds every event the engine can log by its literal name
            if self.halted == "bomb":
                self._ev("CH-P4", "no_extra_step_bomb", seat=seat)
            else:
                self._ev("CH-P4", "no_extra_step_swap", seat=seat)
            return False
        self.extra += 1
        self._ev("CH-P4", "extra_step", seat=seat, extra=self.extra)
        return False

    def _protection(self, seat: str, action, back) -> bool:
        """CH-P5: the seat is protected until its next turn."""
        self._protect(seat, "CH-P5")
        return False

    # ----- ghost cards ------------------------------------------------------------------------------
    def _possession(self, seat: str, action, back) -> bool:
        """CH-G1: the seat pushes the possessed patient up to two cells."""
        return self._ask(seat, Push(action["target"], 2, back))

    def _mischief(self, seat: str, action, back) -> bool:
        """CH-G2: the seat picks where every bomb goes (relocate) or two cells to plant."""
        mode = action["mode"]
        need = len(self.bombs) if mode == "relocate" else 2
        return self._ask(seat, Pick(mode, (), need, back))

    def _brainwash_card(self, seat: str, action, back) -> bool:
        """CH-G3 (see `_brainwash`)."""
        self._brainwash(seat)
        return False

    def _prank(self, seat: str, action, back) -> bool:
        """CH-G4: take a random card of the target."""
        self._steal(seat, action["target"], "CH-G4")
        return False

    def _vanish_card(self, seat: str, action, back) -> bool:
        """CH-G5 (see `_vanish`)."""
        self._vanish(seat)
        return False

    # ----- taking and shuffling hands ------------------------------------------------------------
    def _steal(self, seat: str, victim: str, rule: str) -> None:
        """CH-P3 / CH-G4: take a random card from the victim's hand; only the two of them learn which."""
        if not self.hand[victim]:
            self._ev(rule, "nothing_to_take", seat=seat, victim=victim)
            return
        card = self.rng.choice(self.hand[victim])
        self.hand[victim].remove(card)
        self.hand[seat].append(card)
        self._forget(card)  # whoever knew where it was no longer does; the victim knows who has it now
        self.card_seen[victim][card] = seat
        self._ev(rule, "takes", seats=(seat, victim), seat=seat, victim=victim, card=card)
        self._ev(rule, "takes_hidden", seats=self.outsiders(seat, victim), seat=seat,
                 victim=victim)

    def _brainwash(self, seat: str) -> None:
        """CH-G3: both enemy seats shuffle their hands into their role's deck and draw 3."""
        for enemy in self.enemies(seat):
            for card in self.hand[enemy]:
                self.decks[ROLE[card]].append(card)
                for seen in self.card_seen.values():
                    seen.pop(card, None)
            self.hand[enemy].clear()
        for deck in self.decks.values():
            self.rng.shuffle(deck)
        self._ev("CH-G3", "brainwashed", seat=seat)
        for enemy in self.enemies(seat):
            self._draw(enemy, 3)

    # ----- Vanish ------------------------------------------------------------------------------------
    def _vanish(self, seat: str, rule: str = "CH-G5") -> None:
        """CH-G5, CH-DUR-1: the ghost's position is hidden from the other team for its next `effect_rounds` turns
        (`rule` CH-COVER-2: the teammate of a Vanish cover)."""
        turns = self.rules.effect_rounds
        self.vanish[seat] = [self._timer(seat, turns), self.pos[seat], []]
        self._ev(rule, "vanished", seat=seat, cell=public_cell(self.pos[seat]), turns=turns)

    def _end_vanish(self, seat: str, meet: bool = True) -> None:
        """CH-DUR-1, CH-G5: the Vanish has run its turns (or the game is over, `meet` False: everything is public
        then, no meeting): the ghost reappears and its path is published."""
        _end, start, path = self.vanish.pop(seat)
        self._ev("CH-DUR-1", "reappears", seat=seat, start=public_cell(start), path=[public_cell(c) for c in path],
                 cell=public_cell(self.pos[seat]))
        for patient, cell in self.unseen_met.pop(seat, []) if meet else ():   # why no swap came (review 24, chaos_ja 3)
            team = (s for s in self.role if self.team(s) == self.team(seat))   # it read it at once
            self._ev("CH-G5", "met_unseen", seats=self.outsiders(*team), seat=seat,
                     patient=patient, cell=public_cell(cell))
        if meet:
            self._check_swap(seat)  # CH-SWAP-5: reappearing on an enemy's cell is a meeting

    # ----- picks: Checkup and Mischief ---------------------------------------------------------------
    def _pick_cells(self, pick) -> list:
        """Return the cells a Checkup or a Mischief (`pick`, pending) may choose next."""
        if pick.purpose == "checkup":
            cells = [c for c in self.map.cells() if c not in self.map.obstacles and c != self.map.gate]
        else:
            cells = self._free_normal_cells(self.to_act)
        return [c for c in cells if c not in pick.picked]

    def _free_normal_cells(self, seat: str) -> list:
        """Return normal cells with no piece `seat` can see (Mischief never changes a cell under a piece, CH-G2;
        a vanished enemy ghost does not block a cell, or the choice would reveal where it is)."""
        occupied = {p for s, p in self.pos.items() if self.sees_piece(seat, s)}
        return [c for c in self.map.normal_cells() if c not in occupied]

    def _picked(self, pick, cell) -> None:
        """One more cell of a Checkup or a Mischief (`pick`, pending) is chosen; once all are, it resolves."""
        picked = pick.picked + (cell,)
        seat = self.to_act
        if len(picked) < pick.need:
            self.pending = Pick(pick.purpose, picked, pick.need, pick.back)
            return
        _PICKED[pick.purpose](self, seat, picked)
        self._ask(seat, pick.back)

    def _checkup(self, seats: tuple, cells) -> None:
        """CH-P2: `seats` (the player, or both teammates of a cover: CH-COVER-2) learn privately which of three
        cells hold bombs (CH-HIDE-2)."""
        bombs = [c for c in cells if c in self.bombs or c in self.temp_bombs]
        for seat in seats:
            self._checkup_marks(seat, cells)
            self.known[seat].update(bombs)
        rule = "CH-P2" if len(seats) == 1 else "CH-COVER-2"
        self._ev(rule, "checkup", seats=seats, seat=seats[0], cells=[public_cell(c) for c in cells],
                 bombs=[public_cell(c) for c in bombs], round=self.round)   # the round its marks name ("R7 ✓")
        self._ev(rule, "checkup_public", seats=self.outsiders(*seats), seat=seats[0])

    def _checkup_marks(self, seat: str, cells) -> None:
        """`seat` learns now whether each of `cells` holds a bomb (CH-P2; C5 weak's bombs): its marks of this turn."""
        for cell in cells:
            self.checked[seat][cell] = cell in self.bombs or cell in self.temp_bombs
            self.checked_round[seat][cell], self.checked_turn[seat][cell] = self.round, self.turn
            self.doubt[seat].pop(cell, None)
            self.moved_clear[seat].discard(cell)

    def _mischief_team(self, seat: str) -> tuple:
        """CH-G2: the ghost and its team's patient learn where Mischief put bombs."""
        return tuple(s for s in self.role if self.team(s) == self.team(seat))

    def _relocate(self, seat: str, cells) -> None:
        """CH-G2 (move): every permanent bomb moves to the chosen cells, for the rest of the game."""
        self.bombs = set(cells)
        self.placed_by = self.team(seat)   # that team knows every permanent bomb for certain (see `_doubt_checks`)
        team = self._mischief_team(seat)
        for s in self.role:
            self._relocated_marks(s, team)
            self.known[s] = (set(cells) | (self.known[s] & self.temp_bombs)) if s in team else set()
            if s in self.vision:
                self.known[s] |= self.bombs
        self.cleared.clear()
        self._ev("CH-G2", "bombs_moved", seats=team, seat=seat, cells=[public_cell(c) for c in cells])
        self._ev("CH-G2", "bombs_moved_hidden", seats=self.outsiders(*self._mischief_team(seat)), seat=seat)

    def _relocated_marks(self, seat: str, team: tuple) -> None:
        """CH-G2, CH-HIDE-2: after a relocation `seat` keeps the Checkup marks it can still be sure of, the rest go
        (newcomer review 17, finding 2: every mark went). The relocating team knows every permanent bomb now: its ✓
        stays but where one came, its ✗ only on a new one or its own team's plant. The other team cannot place them:
        each of its marks stays, in doubt with its round, a ✓ as "✓?" and a ✗ as "✗?" (newcomer review 26, chaos_en 2:
        the r5 ✓ marks vanished where the Story promises a grey ✓?)."""
        if seat not in team and seat not in self.vision:
            for cell, bomb in list(self.checked[seat].items()):
                if bomb:
                    self.doubt[seat][cell] = self.checked_round[seat].get(cell, self.round)
                    del self.checked[seat][cell]
                else:
                    self.moved_clear[seat].add(cell)
            return
        self.doubt[seat].clear()
        self.moved_clear[seat].clear()
        live = self.bombs | self.temp_bombs
        sure = live if seat in self.vision else self.bombs | self._sure_bombs(seat)
        for cell, bomb in list(self.checked[seat].items()):
            if (bomb and cell not in sure) or (not bomb and cell in live and cell in sure):
                del self.checked[seat][cell]

    def _plant(self, seat: str, cells) -> None:
        """CH-G2 (terrain): two cells become bombs until the planting seat's next turn (CH-DUR-3) or the round's end."""
        self.temp_bombs |= set(cells)
        self.plant_owner.update(dict.fromkeys(cells, seat))
        old = self.stands.get(seat) or Stand(self.turn, self.turn, 0, 0)
        self.stands[seat] = old._replace(last=self.turn, bombs=old.bombs + len(cells), most=max(old.most, len(cells)))
        team = self._mischief_team(seat)
        for s in team:
            self.known[s] |= set(cells)
        for s in self.vision:
            self.known[s] |= set(cells)
        for cell in cells:
            self.cleared.discard(cell)
        self._ev("CH-G2", "bombs_planted", seats=team, seat=seat, cells=[public_cell(c) for c in cells],
                 until=self.rules.plant_duration)   # CH-DUR-3: the story tells the team until when they stand
        self._ev("CH-G2", "bombs_planted_hidden", seats=self.outsiders(*self._mischief_team(seat)), seat=seat)
        for s in self.enemies(seat):   # a ✓ says "no bomb then": now one of these may be there (review 10)
            unsure = self.unsure_clear(s)
            if unsure:
                self._ev("CH-HIDE-2", "checks_unsure", seats=(s,), seat=s, cells=[public_cell(c) for c in sorted(unsure)])

    def _plants_gone(self, planters) -> None:
        """CH-G2, CH-DUR-3: the plants of `planters` (None: the setup's, planted by no seat) standing in public end,
        their bombs still there disappear (a permanent bomb on the same cell stays). The planting team reads which
        cells, the other team only whose bombs went, as when they were planted (CH-HIDE-2), even when every one went
        off before: that the word comes says nothing of which blasts were theirs (round AL, the lead's read-through);
        bombs of the setup go with a public word."""
        by_planter: dict = {}
        for planter in sorted((p for p in planters if p in self.stands), key=str):
            gone = sorted(c for c in self.temp_bombs if self.plant_owner.get(c) == planter)
            for cell in gone:
                self.plant_owner.pop(cell, None)
            self.temp_bombs -= set(gone)
            by_planter[planter] = (self.stands.pop(planter), gone)
        doubted = self._doubt_checks(by_planter)
        for seat, (_, gone) in by_planter.items():
            if seat is None:
                self._ev("CH-DUR-3", "temporary_bombs_gone")
                continue
            if gone:   # the team knows the others went off
                self._ev("CH-DUR-3", "planted_bombs_gone", seats=self._mischief_team(seat), seat=seat,
                         cells=[public_cell(c) for c in gone])
            self._ev("CH-DUR-3", "planted_bombs_gone_hidden", seats=self.outsiders(*self._mischief_team(seat)),
                     seat=seat)
        for s, gone in sorted(doubted.items()):   # its own ✗ that may have been among them, named (review 10)
            self._ev("CH-DUR-3", "checks_doubted", seats=(s,), seat=s, cells=[public_cell(c) for c in sorted(gone)])

    # ----- Possession ------------------------------------------------------------------------------
    def _possessable(self, seat: str) -> list[str]:
        """CH-G1: enemy patients in the ghost's 3×3 neighbourhood (not protected, if Protection blocks) that can be
        pushed a step (a patient walled in on an obstacle cannot: CH-MAP-7, no empty choice)."""
        r, c = self.pos[seat]
        out = []
        for t in self.enemies(seat):
            if self.role[t] != "patient":
                continue
            tr, tc = self.pos[t]
            if max(abs(tr - r), abs(tc - c)) > 1:
                continue
            if t in self.protected and self.rules.protection_blocks_forced_moves:
                continue
            if not self._forced_options(t):
                continue
            out.append(t)
        return out

    def _pushed(self, push, cell) -> None:
        """CH-G1: the possessed piece (`push`, pending) is pushed to `cell`; it may be pushed again."""
        target, seat = push.target, self.to_act
        stopped = self._step(target, cell, "CH-G1")
        if self.result is not None:
            return
        steps = push.steps - 1
        if steps > 0 and not stopped and self.role[target] == "patient" and self._forced_options(target):
            self.pending = Push(target, steps, push.back)
            return
        self._ask(seat, push.back)

    # ----- time cards ----------------------------------------------------------------------------------
    def _declare_time(self, seat: str, action) -> None:
        """CH-TIME-1: three cards of one suit set Midnight or Dawn for the next rounds."""
        cards = action["cards"].split("+")
        for card in cards:
            self.hand[seat].remove(card)
            self._discard(card)
        kind = action["time"]
        self.time = (kind, *self._timer(seat, self.rules.effect_rounds))  # CH-DUR-1
        self.anchor = {s: self.pos[s] for s in self.role if self.role[s] == "ghost"} if kind == "dawn" else {}
        self._ev("CH-TIME-1", "time_set", seat=seat, time=kind, cards=cards)
        if kind == "midnight":
            self._ev("CH-TIME-2", "midnight_rules")
        elif self.rules.dawn_line == "anchored":
            self._ev("CH-TIME-3", "dawn_rules")
        else:
            self._ev("CH-TIME-5", "dawn_rules_straight")
        self._count_card(seat)  # the three cards are the turn's card play (CH-TIME-4)
        self._ask(seat, CARDS)


# What each card function does when played (CH-P1..P5, CH-G1..G5): function -> effect(seat, action, back).
CARD_EFFECTS = {
    "schizophrenia": Effects._schizophrenia, "checkup": Effects._checkup_card, "amnesia": Effects._amnesia,
    "sprint": Effects._sprint, "protection": Effects._protection, "possession": Effects._possession,
    "mischief": Effects._mischief, "brainwash": Effects._brainwash_card, "prank": Effects._prank,
    "vanish": Effects._vanish_card,
}
# What a completed pick does, by its purpose: Checkup (CH-P2, both teammates in a cover) or Mischief (CH-G2).
_PICKED = {"checkup": lambda s, seat, cells: s._checkup(s._covered(seat), cells),
           "relocate": Effects._relocate, "plant": Effects._plant}


def _rule(card: str) -> str:
    from .cards import FUNCTIONS
    return FUNCTIONS[FUNCTION[card]][1]
