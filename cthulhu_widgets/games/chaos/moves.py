"""Movement (CH-MOVE): own steps, forced steps, and what entering a cell does (gate, key, bombs, swaps)."""
from __future__ import annotations

from .cells import public_cell
from .decisions import EXTRA
from .seats import MATE

DELTAS = ((-1, 0), (1, 0), (0, -1), (0, 1))
COMPASS = ("up", "down", "left", "right")


class Moves:
    """Mixin of State: moving pieces and the effects of entering a cell."""

    __slots__ = ()

    def _mate(self, seat: str) -> str:
        """Return the seat's teammate."""
        return MATE[seat]

    def _can_enter(self, seat: str, cell) -> bool:
        """CH-MOVE-2/3: patients avoid obstacles and a closed gate; ghosts pass obstacles, never the gate."""
        if not self.map.inside(cell):
            return False
        if self.role[seat] == "ghost":
            return cell != self.map.gate
        if cell in self.map.obstacles:
            return False
        return cell != self.map.gate or self.gate_open

    def _blocker(self, cell) -> str:
        """Return what keeps a patient off `cell` (CH-MOVE-2): the board's edge, a wall or the closed gate."""
        return "edge" if not self.map.inside(cell) else "wall" if cell in self.map.obstacles else "gate"

    def _own_move_options(self, seat: str) -> list:
        """Return the cells the seat may step to by itself now (Dawn keeps ghosts on their line, CH-TIME-3)."""
        r, c = self.pos[seat]
        cells = [(r + dr, c + dc) for dr, dc in DELTAS]
        options = [x for x in cells if self._can_enter(seat, x)]
        if self.role[seat] == "ghost" and self.time and self.time[0] == "dawn":
            ar, ac = self.anchor.setdefault(seat, self.pos[seat])
            options = [x for x in options if x[0] == ar or x[1] == ac]
        return options

    def _forced_options(self, seat: str) -> list:
        """Return the cells a forced step may push the seat's piece to."""
        r, c = self.pos[seat]
        return [x for x in ((r + dr, c + dc) for dr, dc in DELTAS) if self._can_enter(seat, x)]

    # ----- own movement --------------------------------------------------------------------------
    def _own_step(self, seat: str, action, decision) -> None:
        """Step the seat's own piece (CH-MOVE-1; a compass spin at Midnight, CH-TIME-2); `decision` (the pending
        movement) says what follows."""
        if action.kind == "spin":
            name = self._spin(COMPASS)
            dr, dc = DELTAS[COMPASS.index(name)]
            r, c = self.pos[seat]
            cell = (r + dr, c + dc)
            self._ev("CH-TIME-2", "compass", seat=seat, dir=name)
            if not self._can_enter(seat, cell):   # where it stays and what blocked it (review 21, room_zh 3)
                self._ev("CH-TIME-2", "step_lost", seat=seat, cell=public_cell(self.pos[seat]),
                         blocker=self._blocker(cell))
                decision.stepped(self, seat, False)
                return
        else:
            cell = (action["row"] - 1, action["col"] - 1)
        hurts = self._hurts(seat, cell)
        stopped = self._step(seat, cell, "CH-MOVE-1")
        if self.result is not None:
            return
        if stopped and hurts:
            self.halted = "bomb"  # §11 Movement: the table says why a Sprint played now gives no step
        decision.stepped(self, seat, stopped)

    def _cards_done(self, seat: str) -> None:
        """CH-CARD-4: after the cards come the extra steps they granted, then the draw."""
        if self.extra > 0 and not self.halted and (self._own_move_options(seat) or self._spins(seat)):
            self._ask(seat, EXTRA)
        else:
            self._steps_done(seat)

    def _steps_done(self, seat: str) -> None:
        """The seat's movement is over: its turn ends, or in a team cover its teammate moves next (CH-COVER-1)."""
        if self.cover:
            self._cover_seat_done(seat)
        else:
            self._end_turn([seat])

    def _stayed(self, seat: str) -> None:
        """CH-MOVE-1: a stay is the seat's move: the story tells it (review 9: it never said "You stay"); a vanished
        ghost's only to its team, which sees where it is (CH-G5), and in a hidden form, without its cell, to the
        other seats and the spectators (CH-HIDE-4; newcomer review 14: they read nothing for that turn)."""
        if seat not in self.vanish:
            self._ev("CH-MOVE-1", "stays", seat=seat, cell=public_cell(self.pos[seat]))
            return
        team = tuple(s for s in self.role if self.team(s) == self.team(seat))
        self._ev("CH-MOVE-1", "stays", seats=team, seat=seat, cell=public_cell(self.pos[seat]))
        self._ev("CH-MOVE-1", "stays_hidden", seats=self.outsiders(*team), seat=seat)

    def _spins(self, seat: str) -> bool:
        return self.role[seat] == "patient" and self.time is not None and self.time[0] == "midnight"

    def _hurts(self, seat: str, cell) -> bool:
        """Return whether entering `cell` hurts the seat's patient (CH-MOVE-4: a bomb, no Protection)."""
        bomb = cell in self.bombs or cell in self.temp_bombs
        return self.role[seat] == "patient" and bomb and seat not in self.protected

    # ----- entering cells ---------------------------------------------------------------------------
    def _step(self, seat: str, cell, rule: str, counted: bool = True) -> bool:
        """Move a piece one cell and resolve the cell; return True when its movement must stop.

        `rule`: what moves it (CH-MOVE-1 its own step; else the card or combo forcing it: CH-G1, CH-C1, CH-C3 …).
        `counted=False`: the other team does not even learn that a hidden (vanished) piece took this step.
        """
        start = self.pos[seat]
        self.pos[seat] = cell
        self._record_move(seat, start, cell, rule, counted)
        stopped = self._enter(seat, cell, own=rule == "CH-MOVE-1")
        if not stopped and self.result is None:
            self._drag_followers(seat, (cell[0] - start[0], cell[1] - start[1]))
        return stopped or self.result is not None

    def _record_move(self, seat: str, start, cell, rule: str, counted: bool = True) -> None:
        if seat in self.vanish:
            self.vanish[seat][2].append(cell)
            team = self.team(seat)
            seats = tuple(s for s in self.role if self.team(s) == team)
            self._ev("CH-G5", "moves", seats=seats, seat=seat, to=public_cell(cell))
            if counted:
                self._ev("CH-G5", "moves_hidden", seats=self.outsiders(*seats), seat=seat)
        else:   # a push (CH-G1 Possession, CH-C3) also says from where and who pushed: the story tells it so
            pushed = {"start": public_cell(start), "by": self.to_act} if rule in ("CH-G1", "CH-C3") else {}
            self._ev(rule, "moves", seat=seat, to=public_cell(cell), **pushed)

    def _enter(self, seat: str, cell, own: bool) -> bool:
        """Resolve gate (CH-WIN-1), key (CH-MOVE-5), bombs (CH-MOVE-4) and role swaps (CH-SWAP-1 after the seat's
        own step, `own`; CH-SWAP-5 after any other relocation)."""
        patient = self.role[seat] == "patient"
        if patient and cell == self.map.gate and self.gate_open:
            return self._end(self.team(seat), "gate", "CH-WIN-1", seat=seat, cell=public_cell(cell))
        if cell == self.key and (patient or self.rules.key_opens == "any"):
            self.key = None
            self.gate_open = True
            self._ev("CH-MOVE-5", "gate_opened", seat=seat)
        if patient and (cell in self.bombs or cell in self.temp_bombs):
            if seat not in self.protected:
                return self._hurt(seat, cell)
            self._ev("CH-P5", "protected_from_bomb", seats=(seat,), seat=seat)
        elif patient and seat not in self.protected:
            self.cleared.add(cell)  # everyone saw an unprotected patient walk here unhurt
        return self._check_swap(seat, own)

    def _hurt(self, seat: str, cell) -> bool:
        """CH-MOVE-4: the bomb is revealed and removed; the patient pays by the bomb_effect option. The planter's
        team (and a seat seeing every bomb) reads that it was a temporary bomb and whose (CH-G2, CH-HIDE-2)."""
        owner = self.plant_owner.get(cell) if cell in self.temp_bombs else None   # a permanent bomb under it or not
        planters = sorted(p for p in self.stands if p)   # public: whose plants stand (the other team's maybe-line)
        if owner:
            knew = tuple(s for s in self.role if self.team(s) == self.team(owner) or s in self.vision)
            self._ev("CH-MOVE-4", "bomb_temporary", seats=knew, seat=seat, cell=public_cell(cell), by=owner)
        self.bombs.discard(cell)
        self.temp_bombs.discard(cell)
        self.plant_owner.pop(cell, None)
        for known in self.known.values():
            known.discard(cell)
        for marks in (*self.checked.values(), *self.doubt.values()):   # the bomb is gone, in public: no ✗ stays
            marks.pop(cell, None)
        self.cleared.add(cell)
        # public: any standing plant may have lost a bomb, whose it was is not (view.py _hidden_plants)
        self.stands = {p: stand._replace(blasts=stand.blasts + 1) for p, stand in self.stands.items()}
        effect = self.rules.bomb_effect
        self._ev("CH-MOVE-4", "bomb", seat=seat, cell=public_cell(cell), effect=effect,
                 **({"plants": planters} if planters else {}))
        if effect == "respawn":
            spawn = self.map.spawns[seat]
            self.pos[seat] = spawn
            self._ev("CH-MOVE-4", "respawn", seat=seat, to=public_cell(spawn))
            self._check_swap(seat)  # CH-SWAP-5: a respawn is a relocation
        elif effect == "skip_next_turn":
            self.skip.add(seat)
        else:
            for card in self.hand[seat]:
                self._discard(card)
            self.hand[seat].clear()
        return True

    def _check_swap(self, seat: str | None, own: bool = False) -> bool:
        """CH-SWAP-1/5: after a relocation (of `seat`, or None: roles changed), every enemy patient–ghost pair on
        one cell swaps, `seat`'s pairs first, until none is left (each pair at most once in the chain: a swap
        re-rolls, which may leave the new patient on another enemy ghost). Return True if `seat` swapped.

        The swap is logged under CH-SWAP-1 when `seat`'s own step (`own`) made the meeting, else under CH-SWAP-5
        (a push, a following step, a respawn, a Vanish's end, C2's role change, an earlier swap of the chain)."""
        swapped: set = set()
        while (pair := self._meeting(seat, swapped)) is not None:
            self._swap(*pair, "CH-SWAP-1" if own and not swapped and seat in pair else "CH-SWAP-5")
            swapped.add(frozenset(pair))
        self._off_obstacles([one for pair in swapped for one in pair], "CH-SWAP-1")
        self._note_unseen_meetings(seat)
        return any(seat in pair for pair in swapped)

    def _note_unseen_meetings(self, seat: str | None) -> None:
        """CH-G5: `seat`'s relocation put a vanished ghost on an enemy patient's cell: no swap. Kept to be told to the
        other team as the ghost reappears, its path public then (newcomer review 24, chaos_ja 3: the swap came once,
        not the second time, and nothing said why); its own team reads it at once (story_chaos_facts)."""
        if seat is None or self.rules.vanished_can_meet:
            return
        for other in self.enemies(seat):
            if self.pos[other] != self.pos[seat] or self.role[other] == self.role[seat]:
                continue
            ghost, patient = (seat, other) if self.role[seat] == "ghost" else (other, seat)
            met = (patient, self.pos[seat])
            if ghost in self.vanish and met not in self.unseen_met.get(ghost, []):
                self.unseen_met.setdefault(ghost, []).append(met)

    def _off_obstacles(self, changed, rule: str) -> None:
        """CH-MOVE-2 after any role change (a meeting, CH-SWAP-1/5, or C2; the spec is silent: option
        patient_on_obstacle, docs/rules/chaos.md): a new patient on an obstacle stays and may only step off it, or
        moves to the nearest free cell (rows first on a tie). `rule` names the role change in the story."""
        for seat in changed:
            cell = self.pos[seat]
            if self.role[seat] != "patient" or cell not in self.map.obstacles or self.result is not None:
                continue
            if self.rules.patient_on_obstacle == "stay":
                self._ev(rule, "patient_on_obstacle", seat=seat, cell=public_cell(cell))
                continue
            taken = set(self.pos.values()) | set(self.map.obstacles) | {self.map.gate}
            free = [(r, c) for r in range(self.map.rows) for c in range(self.map.cols) if (r, c) not in taken]
            if free:
                self._step(seat, min(free, key=lambda x: (abs(x[0] - cell[0]) + abs(x[1] - cell[1]), x)), rule)

    def _meeting(self, seat: str | None, swapped: set):
        """Return the first (patient, ghost) pair of enemies on one cell not yet in `swapped`, or None."""
        hidden = set() if self.rules.vanished_can_meet else set(self.vanish)  # CH-G5: no swaps while vanished
        seats = [s for s in self.role if s != seat]
        for one in ([seat] if seat else []) + seats:
            for other in self.enemies(one):
                if (self.pos[other] != self.pos[one] or self.role[other] == self.role[one] or one in hidden
                        or other in hidden or frozenset((one, other)) in swapped):
                    continue
                return (one, other) if self.role[one] == "patient" else (other, one)
        return None

    def _swap(self, patient: str, ghost: str, rule: str) -> None:
        """CH-SWAP-1..3: roles change; the new ghost re-rolls its cell; hands are redrawn (option). `rule` names
        the meeting: CH-SWAP-1 (a move) or CH-SWAP-5 (another relocation)."""
        self.role[patient], self.role[ghost] = "ghost", "patient"
        self._ev(rule, "swap", patient=patient, ghost=ghost)
        for seat in (patient, ghost):
            self.follow.pop(seat, None)
            self.anchor.pop(seat, None)
            self.vanish.pop(seat, None)
            self.unseen_met.pop(seat, None)   # a Vanish ended so publishes no path, nor its meetings
        for follower, (leader, _end) in list(self.follow.items()):
            if leader in (patient, ghost):
                del self.follow[follower]
        self._reroll(patient)
        if self.rules.swap_hands == "redraw":
            for seat in (patient, ghost):
                for card in self.hand[seat]:
                    self._discard(card)
                self.hand[seat].clear()
                self._draw(seat, 3)
            self._ev("CH-SWAP-3", "hands_redrawn", patient=patient, ghost=ghost)

    def _reroll(self, seat: str) -> None:
        """CH-SWAP-2: two d6 pick the row and the column in the dice area; occupied, obstacle, gate: roll again.

        CH-HIDE-4: a roll that failed only because of a hidden (vanished) piece is shown only to the seats that
        see that piece; everyone sees the public rolls and the final cell."""
        others = [s for s in self.pos if s != seat]
        occupied = {self.pos[s] for s in others}
        free = [(r, c) for r in self.map.dice_rows for c in self.map.dice_cols
                if (r, c) not in occupied and (r, c) not in self.map.obstacles and (r, c) != self.map.gate]
        cell = None
        for _ in range(30):
            dr, dc = self._die(), self._die()
            roll = self.map.dice_cell(dr, dc)
            witnesses = None  # everyone: the roll is free, or taken by something everyone sees
            if roll in occupied and roll not in self.map.obstacles and roll != self.map.gate:
                blockers = [s for s in others if self.pos[s] == roll]
                if all(s in self.vanish for s in blockers):
                    witnesses = [w for w in self.role if all(self.sees_piece(w, s) for s in blockers)]
            self._ev("CH-SWAP-2", "dice", seats=witnesses, seat=seat, row_die=dr, col_die=dc, ok=roll in free)
            if roll in free:
                cell = roll
                break
        if cell is None:  # designer decision: after 30 failed rolls, a uniform pick among the free cells
            cell = self.rng.choice(free)
        self.pos[seat] = cell
        self._ev("CH-SWAP-2", "rerolled", seat=seat, cell=public_cell(cell))
        if self.time and self.time[0] == "dawn":
            self.anchor[seat] = cell

    def _drag_followers(self, ghost: str, delta) -> None:
        """CH-C1 (full): a following patient repeats its ghost's step, ignoring obstacles (not the edge)."""
        for patient, (leader, _end) in list(self.follow.items()):
            if leader != ghost or self.role[patient] != "patient":
                continue
            r, c = self.pos[patient]
            cell = (r + delta[0], c + delta[1])
            if not self.map.inside(cell) or (cell == self.map.gate and not self.gate_open):
                self._ev("CH-C1", "follow_blocked", seat=patient)
                continue
            start = self.pos[patient]
            self.pos[patient] = cell
            self._record_move(patient, start, cell, "CH-C1")
            self._enter(patient, cell, own=False)
            if self.result is not None:
                return
