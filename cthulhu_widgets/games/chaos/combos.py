"""Combos (CH-COMBO, CH-C1..C5): a joint turn of two teammates, the enemy's reaction, the effects."""
from __future__ import annotations

from .cards import SUIT, combo_part
from .seats import MATE
from .cells import public_cell
from .decisions import COMBO_MOVE, DIRECTION, DIRECTIONS, MOVE, Join, Jump, React


class Combos:
    """Mixin of State: starting, joining, reacting to and resolving combos."""

    __slots__ = ()

    def _start_combo(self, leader: str, action) -> None:
        """CH-COMBO-1: the leader puts down its card; its teammate joins with the matching card or declines."""
        combo, card = action["combo"], action["card"]
        self.hand[leader].remove(card)
        self._forget(card)
        self.combo_tried = True
        self.combo = {"combo": combo, "team": self.team(leader), "leader": leader, "partner": self._mate(leader),
                      "cards": {leader: card}, "reaction": {}, "effect": None, "lost": False}
        self._ev("CH-COMBO-1", "combo_started", seat=leader, combo=combo, card=card)
        self._ask(self._mate(leader), Join(combo, leader, card))

    def _joined(self, join, action) -> None:
        """CH-COMBO-1/2: the teammate joins the combo (`join`, pending) or declines it."""
        combo, leader, card = join.combo, join.leader, join.card
        partner = self.to_act
        c = self.combo
        if action.kind == "decline":
            unable = len(join.actions(self)) == 1   # no card to join with: the table declined for the seat
            self.hand[leader].append(card)
            self._shown(card, leader)  # CH-HIDE-4: everyone saw it go back
            self.combo = None
            self._declined_told(join, partner, unable)
            self._ask(leader, MOVE)
            return
        self.hand[partner].remove(action["card"])
        self._forget(action["card"])
        c["cards"][partner] = action["card"]
        self.phase_cards = 1
        self.done |= {leader, partner}  # the joint turn is both seats' turn this round, even if the order reverses
        full = SUIT[card] == SUIT[action["card"]]
        c["effect"] = "full" if full else "weak"
        self._ev("CH-COMBO-2", "combo_joined", seat=partner, combo=combo, card=action["card"], effect=c["effect"],
                 joined=c["effect"])   # its words say the suits only (outcome_words.py; review 24, room_en 3)
        self._open_turn(partner)  # CH-DUR-1/2: a joint turn is a turn of both seats
        c["lost"] = self._joint_turn_lost(partner)
        self._open_reaction()

    def _declined_told(self, join, partner: str, unable: bool) -> None:
        """CH-COMBO-1: the decline, public; a seat that held no card to join reads why instead (CH-HIDE-3: what it
        lacks is its own), never "you do not join" (newcomer review 20, room_zh finding 3: never shown an offer)."""
        others = None
        if unable:
            self._ev("CH-HIDE-3", "join_unable", seats=(partner,), seat=partner, leader=join.leader, combo=join.combo,
                     need=combo_part(join.combo, self.role[partner]))
            others = tuple(s for s in self.role if s != partner)
        self._ev("CH-COMBO-1", "combo_declined", seats=others, seat=partner, combo=join.combo, card=join.card)

    # ----- CH-C4: the enemy team's reaction --------------------------------------------------------
    def _open_reaction(self) -> None:
        """CH-C4: the enemy ghost may answer with Prank, then the enemy patient with Schizophrenia."""
        enemy = "B" if self.combo["team"] == "A" else "A"
        ghosts, patients = self.seats_of(enemy, "ghost"), self.seats_of(enemy, "patient")
        if not ghosts or not patients:
            self._combo_move_stage(self.combo["leader"])
            return
        self._ask_reaction(ghosts[0], "ghost")

    def _ask_reaction(self, seat: str, stage: str) -> None:
        """CH-HIDE-3: the seat is asked whether or not it holds a card to react with (its only answer may be
        'pass'), so the prompt tells nobody what it holds."""
        self._ask(seat, React(stage))

    def _reacted(self, react, action) -> None:
        """CH-C4: the seat asked (`react`, pending) reacts with its card, or passes."""
        seat = self.to_act
        stage = react.stage
        c = self.combo
        if action.kind == "pass":
            if len(react.actions(self)) == 1:   # no card to react with: the seat was not asked (its own story says
                self._ev("CH-HIDE-3", "passed_for", seats=(seat,), seat=seat)   # no "you do not react": review 10)
            self._ev("CH-C4", "no_reaction", seat=seat)
            if stage == "patient":  # the Prank alone does nothing: it goes back to its hand
                ghost, card = next(iter(c["reaction"].items()))
                self.hand[ghost].append(card)
                self._shown(card, ghost)  # CH-HIDE-4
                c["reaction"] = {}
                self._ev("CH-C4", "reaction_withdrawn", seat=ghost, card=card)
            self._combo_move_stage(c["leader"])
            return
        card = action["card"]
        self.hand[seat].remove(card)
        self._forget(card)
        c["reaction"][seat] = card
        self._ev("CH-C4", "reaction", seat=seat, card=card)
        if stage == "ghost":
            enemy = self.team(seat)
            self._ask_reaction(self.seats_of(enemy, "patient")[0], "patient")
            return
        prank, schizo = list(c["reaction"].values())
        c["reflect"] = "full" if SUIT[prank] == SUIT[schizo] else "cancel"
        self._ev("CH-C4", "reflected" if c["reflect"] == "full" else "cancelled", combo=c["combo"],
                 team=seat[0], cards=[prank, schizo])   # who won and with what, for its one line (review 35)
        self._combo_move_stage(c["leader"])

    # ----- the joint turn ---------------------------------------------------------------------------
    def _combo_move_stage(self, seat: str) -> None:
        """CH-COMBO-1: both teammates move (leader first), then the combo resolves, then both draw."""
        self._ask(seat, COMBO_MOVE)

    def _combo_moved(self, seat: str) -> None:
        """The leader has moved: its teammate moves, unless the joint turn is its lost one (CH-MOVE-4); then the
        combo resolves."""
        c = self.combo
        if seat == c["leader"] and not c["lost"]:
            self._combo_move_stage(c["partner"])
            return
        self._resolve_combo()

    def _resolve_combo(self) -> None:
        c = self.combo
        reflect = c.get("reflect")
        if reflect == "cancel":
            self._finish_combo()
            return
        team = c["team"] if reflect != "full" else ("B" if c["team"] == "A" else "A")
        c["acting_team"] = team
        combo, full = c["combo"], c["effect"] == "full"
        rule = {"C1": "CH-C1", "C2": "CH-C2", "C3": "CH-C3", "C5": "CH-C5"}[combo]
        self._ev(rule, "combo_resolves", combo=combo, team=team, effect=c["effect"])
        if combo == "C1":
            if self._combo_c1(team, full):
                return  # the patient's seat decides whether to jump (CH-C1-2)
        elif combo == "C2":
            self._combo_c2(team, full)
        elif combo == "C3":
            chooser = c["leader"] if reflect != "full" else next(iter(c["reaction"]))
            self._ask(chooser, DIRECTION)
            return
        else:
            self._combo_c5(team, full)
        if self.result is None:
            self._finish_combo()

    def _finish_combo(self) -> None:
        c = self.combo
        for card in list(c["cards"].values()) + list(c["reaction"].values()):
            self._discard(card)
        self.combo = None
        self._end_turn([c["leader"]] if c["lost"] else [c["leader"], c["partner"]])

    # ----- effects ------------------------------------------------------------------------------------
    def _combo_c1(self, team: str, full: bool) -> bool:
        """CH-C1: the patient joins its ghost (full: it may jump within 3×3, CH-C1-2; weak: two steps toward it).
        Return True when the patient's seat is asked whether to jump."""
        ghosts, patients = self.seats_of(team, "ghost"), self.seats_of(team, "patient")
        if not ghosts or not patients:
            return False
        ghost, patient = ghosts[0], patients[0]
        (gr, gc), (pr, pc) = self.pos[ghost], self.pos[patient]
        if full:
            if max(abs(gr - pr), abs(gc - pc)) <= 1:
                return self._ask(patient, Jump(ghost))
            self._ev("CH-C1", "too_far", seat=patient)
            return False
        for _ in range(2):  # weak: two steps toward the ghost
            nxt = self._toward(patient, self.pos[ghost])
            if nxt is None or self._step(patient, nxt, "CH-C1"):
                break
        return False

    def _jump_decided(self, jump, action) -> None:
        """CH-C1-2: the patient jumps to its ghost's cell and follows the ghost's next turn (CH-DUR-1), or stays."""
        ghost, patient = jump.ghost, self.to_act
        if action.kind == "decline":
            self._ev("CH-C1-2", "no_jump", seat=patient)
            self._finish_combo()
            return
        self._step(patient, self.pos[ghost], "CH-C1-2")
        if self.result is not None:
            return
        if self.role[patient] == "patient" and self.role[ghost] == "ghost":
            self.follow[patient] = self._timer(ghost, 1)
            self._ev("CH-C1-2", "follows", seat=patient, ghost=ghost)
        self._finish_combo()

    def _toward(self, seat: str, goal):
        """Return the neighbour cell that brings the piece closest to `goal` (rows first), or None."""
        r, c = self.pos[seat]
        best, best_d = None, abs(goal[0] - r) + abs(goal[1] - c)
        for cell in self._forced_options(seat):
            d = abs(goal[0] - cell[0]) + abs(goal[1] - cell[1])
            if d < best_d:
                best, best_d = cell, d
        return best

    def _combo_c2(self, team: str, full: bool) -> None:
        """CH-C2: the two enemy seats swap roles (full: and hands)."""
        a, b = (s for s in self.role if self.team(s) != team)
        self.role[a], self.role[b] = self.role[b], self.role[a]
        for s in (a, b):
            self.vanish.pop(s, None)
            self.unseen_met.pop(s, None)   # a Vanish ended so publishes no path, nor its meetings
            self.anchor.pop(s, None)
            self.follow.pop(s, None)
            if self.role[s] == "ghost" and self.time and self.time[0] == "dawn":
                self.anchor[s] = self.pos[s]  # CH-TIME-3: a new ghost anchors where it stands
        if full:
            self.hand[a], self.hand[b] = self.hand[b], self.hand[a]
            for seen in self.card_seen.values():  # the swap is public: known cards change hands with it
                for card, holder in seen.items():
                    seen[card] = b if holder == a else a if holder == b else holder
            for card in self.hand[a]:
                self.card_seen[b][card] = a
            for card in self.hand[b]:
                self.card_seen[a][card] = b
        self._ev("CH-C2", "roles_swapped", first=a, second=b, hands=full)
        self._off_obstacles((a, b), "CH-C2")
        self._check_swap(None)  # CH-SWAP-5: a new ghost may stand on an enemy patient's cell

    def _direction_chosen(self, direction: str) -> None:
        """CH-C3: push both enemy pieces 3 cells (weak: 1) in the chosen direction."""
        c = self.combo
        team = c["acting_team"]
        distance = 3 if c["effect"] == "full" else 1
        dr, dc = DIRECTIONS[direction]
        self._ev("CH-C3", "push", team=team, dir=direction, cells=distance, by=self.to_act)   # who chose (review 10)
        for seat in [s for s in self.role if self.team(s) != team]:
            if seat in self.protected and self.rules.protection_blocks_forced_moves:  # any role (CH-COVER-2)
                self._ev("CH-P5", "not_pushed", seat=seat)
                continue
            hidden = seat in self.vanish  # CH-HIDE-4: how far a vanished piece goes is not public
            for _ in range(distance):
                r, col = self.pos[seat]
                cell = (r + dr, col + dc)
                if not self._can_enter(seat, cell) or self._step(seat, cell, "CH-C3", counted=not hidden):
                    break
            if self.result is not None:
                return
            if hidden:
                self._ev("CH-C3", "pushed_hidden", seats=self.outsiders(seat, MATE[seat]), seat=seat)
        self._finish_combo()

    def _combo_c5(self, team: str, full: bool) -> None:
        """CH-C5: the team's patients see every bomb (full: for the rest of the game, later bombs too)."""
        for seat in self.seats_of(team, "patient"):
            if full:
                self.vision.add(seat)
            else:   # "every bomb now" is a Checkup of the bombs: marks of this turn, kept and doubted as its ✗ are
                self._checkup_marks(seat, self.bombs | self.temp_bombs)   # (review 27, room_en 4: they vanished)
            self.known[seat] |= self.bombs | self.temp_bombs
            self._ev("CH-C5", "bomb_vision", seats=(seat,), seat=seat, full=full,
                     cells=[public_cell(x) for x in sorted(self.bombs | self.temp_bombs)])
