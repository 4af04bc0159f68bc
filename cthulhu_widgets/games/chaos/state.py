"""The state of one CHAOS game: the board, seats, decks, knowledge, and whose decision is pending."""
from __future__ import annotations

from dataclasses import dataclass

from ...core.state import GameState
from ...core.state import Result as BaseResult
from .cells import public_cell
from .combos import Combos
from .cover import Covers
from .decisions import MOVE
from .effects import Effects
from .knowledge import Knowledge
from .legal import Legal
from .moves import Moves
from .seats import PUBLIC, SEATS, TEAM
from .texts import event_text
from .view import Views

TURNS_PER_ROUND = 4
# Every named cause of an ending, with its outcome kind.
CAUSES = {"gate": "team", "round_limit": "draw"}


@dataclass(frozen=True)
class Result(BaseResult):
    """How a game ended: the winning team ("A", "B") or "draw", a named cause, the rule, rounds and turns."""

    rounds: int
    turns: int


class State(Moves, Effects, Combos, Covers, Legal, Views, Knowledge, GameState):
    """One CHAOS game in progress; change it only through `apply` / `act`. `pending` is the decision the seat
    `to_act` takes (a record of decisions.py), None when the game is over.

    Timed effects end as a seat's own turn number n opens (`own_turns`, CH-DUR-1): `protected` seat -> n, `vanish`
    ghost -> [(counting seat, n), start cell, path], `follow` patient -> (ghost, n), `time` (kind, seat, n).
    `chance` holds the setup's fixed dice and compass spins, used before the seeded RNG."""

    __slots__ = (
        "rules", "seed", "setup", "history", "map", "rng",
        "role", "pos", "hand", "protected", "skip", "vanish", "anchor", "follow",
        "decks", "discards", "bombs", "temp_bombs", "plant_owner", "key", "gate_open",
        "known", "checked", "checked_round", "checked_turn", "doubt", "moved_clear", "placed_by", "vision", "cleared", "stands", "card_seen",
        "unseen_met",   # ghost -> [(patient, cell)]: where a vanished ghost met an enemy patient, told as it reappears
        "order", "direction", "idx", "round", "turn_in_round", "turn", "first_team", "acted", "done", "own_turns",
        "time", "phase_cards", "extra", "halted", "combo_tried", "pending", "to_act", "combo", "cover", "result",
        "chance", "events", "determinized", "_log", "_legal",
    )
    NAME = "chaos"
    PROGRESS = "round"
    event_text = staticmethod(event_text)

    # ----- small helpers ------------------------------------------------------------------------
    def team(self, seat: str) -> str:
        """Return the team of a seat ("A" or "B")."""
        return TEAM[seat]

    def enemies(self, seat: str) -> tuple[str, ...]:
        """Return the two seats of the other team."""
        return tuple(s for s in SEATS if TEAM[s] != TEAM[seat])

    def outsiders(self, *knowing: str) -> tuple[str, ...]:
        """Return the audiences of an event's hidden form: every seat not in `knowing`, and the spectators
        (PUBLIC), who must learn that it happened, never the secret (CH-HIDE-1, CH-HIDE-4)."""
        return tuple(s for s in SEATS if s not in knowing) + (PUBLIC,)

    def seats_of(self, team: str, role: str) -> list[str]:
        """Return the seats of `team` now in `role`."""
        return [s for s in SEATS if TEAM[s] == team and self.role[s] == role]

    def _end(self, outcome: str, cause: str, rule: str, **escaped) -> bool:
        """End the game; return True (the step stops here). Everything is public then: a vanished ghost shows where
        it is and the path it took (review 9: hidden on the game-over board and to spectators). `escaped`: the seat
        and cell of the patient that escaped, carried by the game_over event so the story and the end panel name one
        cause (review 10)."""
        for ghost in sorted(self.vanish):
            self._end_vanish(ghost, meet=False)
        return self._over(Result(outcome, cause, rule, self.round, self.turn), **escaped)

    # ----- turns and rounds ----------------------------------------------------------------------
    def _begin_turn(self) -> None:
        """CH-CARD-4: a seat's turn opens (`_open_turn`), then its move."""
        seat = self.order[self.idx]
        self._open_turn(seat)
        self.phase_cards = 0
        self.extra = 0
        self.halted = False
        self.combo_tried = False
        self._ev("CH-TEAM-3", "turn", seat=seat, round=self.round)
        if seat in self.skip:
            self.skip.discard(seat)
            self._ev("CH-MOVE-4", "turn_skipped", seat=seat)
            self._next_turn()
            return
        self._ask(seat, MOVE)

    def _joint_turn_lost(self, seat: str) -> bool:
        """CH-MOVE-4, CH-DUR-1: a joint turn `seat` takes part in is its turn, so a seat that must skip its next turn
        loses this one: it neither moves nor draws in it (its card and the effects on it still count). Return True
        when it is so, the skip then spent."""
        if seat not in self.skip:
            return False
        self.skip.discard(seat)
        self._ev("CH-DUR-1", "joint_turn_lost", seat=seat)
        return True

    def _open_turn(self, seat: str) -> None:
        """CH-DUR-1..3: a turn of `seat` opens, its own or a joint turn it takes part in: effects counted on its
        turns run out, its protection and the bombs it planted end; under a straight Dawn its line starts here."""
        self.own_turns[seat] += 1
        self._expire(seat)
        if self.protected.get(seat, self.own_turns[seat] + 1) <= self.own_turns[seat]:
            del self.protected[seat]
            self._ev("CH-DUR-2", "protection_ends", seat=seat)
        if self.rules.plant_duration == "next_turn":
            self._plants_gone({seat})
        if self.time and self.time[0] == "dawn" and self.rules.dawn_line == "straight" and self.role[seat] == "ghost":
            self.anchor[seat] = self.pos[seat]
            self._ev("CH-TIME-5", "dawn_line", seat=seat)
        self.acted.add(seat)

    def _timer(self, seat: str, turns: int) -> tuple[str, int]:
        """CH-DUR-1: return (seat, n) for an effect lasting the rest of this turn and `seat`'s next `turns` turns:
        it ends as `seat`'s own turn number n opens."""
        return (seat, self.own_turns[seat] + turns + 1)

    def _end_turn(self, seats) -> None:
        """CH-CARD-3: the seats whose turn ends draw, then the next seat's turn begins."""
        for seat in seats:
            self._draw_end_of_turn(seat)
        self._next_turn()

    def _next_turn(self) -> None:
        """Advance the cycle (CH-TEAM-3), closing rounds and skipping turns already taken in a combo."""
        while True:
            self.turn += 1
            self.turn_in_round += 1
            if self.turn_in_round == TURNS_PER_ROUND and self._end_round():
                return
            self.idx = (self.idx + self.direction) % 4
            if self.order[self.idx] not in self.done:
                break
            self._ev("CH-COMBO-1", "turn_taken_in_combo", seat=self.order[self.idx])
        self._begin_turn()

    def _end_round(self) -> bool:
        """Close a round: temporary bombs go (all of them, or those no seat planted: CH-DUR-3), a seat a reversal
        left without a turn is told so (review 18), the key moves; return True if the round limit ended the game."""
        everything = self.rules.plant_duration == "round_end"
        self._plants_gone(set(self.stands) if everything else {None})
        for seat in (s for s in self.order if s not in self.acted):   # its slot fell to a seat played twice (CH-P1)
            self._ev("CH-P1", "turn_lost_to_reversal", seat=seat, round=self.round)
        self._ev("CH-TEAM-3", "round_end", round=self.round)
        if self.rules.max_rounds and self.round >= self.rules.max_rounds:
            return self._end("draw", "round_limit", "CH-WIN-2")
        self.round += 1
        self.turn_in_round = 0
        self.acted.clear()
        self.done.clear()
        self._place_key()
        return False

    def _place_key(self) -> None:
        """CH-MAP-4/6: while the gate is closed, the key goes to a random free normal cell each round, bomb or not
        (unless `key_avoids_bombs`); a hidden (vanished) piece does not make a cell taken, or the key would tell."""
        if self.gate_open:
            return
        occupied = {cell for seat, cell in self.pos.items() if seat not in self.vanish}
        bombs = self.bombs | self.temp_bombs if self.rules.key_avoids_bombs else set()
        free = [c for c in self.map.normal_cells() if c not in occupied and c not in bombs]
        self.key = self.rng.choice(free) if free else None
        if self.key is not None:
            self._ev("CH-MAP-4", "key_placed", cell=public_cell(self.key))

    def _expire(self, seat: str) -> None:
        """CH-DUR-1: end the Vanish, following and time of day counted on `seat`'s turns once they have run out."""
        now = self.own_turns[seat]
        for ghost, ((clock, end), _start, _path) in list(self.vanish.items()):
            if clock == seat and end <= now:
                self._end_vanish(ghost)
        for patient, (ghost, end) in list(self.follow.items()):
            if ghost == seat and end <= now:
                del self.follow[patient]
                self._ev("CH-DUR-1", "follow_ends", seat=patient)
        if self.time and self.time[1] == seat and self.time[2] <= now:
            self._ev("CH-DUR-1", "time_ends", time=self.time[0])
            self.time = None
            self.anchor.clear()

    # ----- chance ---------------------------------------------------------------------------------
    def _die(self) -> int:
        """Return a d6: the setup's next fixed die while any is left, else a seeded roll (CH-TEAM-3, CH-SWAP-2)."""
        return self.chance["dice"].pop(0) if self.chance["dice"] else self.rng.randint(1, 6)

    def _spin(self, directions: tuple) -> str:
        """Return a compass spin: the setup's next fixed one while any is left, else a seeded one (CH-TIME-2)."""
        return self.chance["compass"].pop(0) if self.chance["compass"] else self.rng.choice(directions)

    # ----- decks ----------------------------------------------------------------------------------
    def _draw(self, seat: str, n: int = 1) -> None:
        """Draw `n` cards of the seat's current role; an empty deck is refilled from its discards (CH-CARD-3)."""
        role = self.role[seat]
        deck = self.decks[role]
        for _ in range(n):
            if not deck:
                if not self.discards[role]:
                    self._ev("CH-CARD-3", "deck_empty", role=role)
                    return
                deck.extend(self.discards[role])
                self.discards[role].clear()
                self.rng.shuffle(deck)
                self._ev("CH-CARD-3", "deck_reshuffled", role=role)
            card = deck.pop()
            self.hand[seat].append(card)
            self._ev("CH-CARD-3", "draw", seats=(seat,), seat=seat, card=card)
            self._ev("CH-CARD-3", "draws", seat=seat, role=role)
            if not deck and not self.discards[role]:   # told once, in the drawer's turn (room review 14)
                self._ev("CH-CARD-3", "deck_runs_dry", seat=seat, role=role)

    def _draw_end_of_turn(self, seat: str) -> None:
        self._draw(seat, 1)
        if len(self.hand[seat]) < 3:
            self._draw(seat, 3 - len(self.hand[seat]))

    def clone(self) -> State:
        """Return an independent copy."""
        from .game import clone
        return clone(self)

    def zones(self) -> dict[str, list[str]]:
        """Return where every card is (for conservation checks): 30 cards in all."""
        out = {f"hand:{s}": self.hand[s] for s in SEATS}
        out.update({f"deck:{r}": self.decks[r] for r in self.decks})
        out.update({f"discard:{r}": self.discards[r] for r in self.discards})
        if self.combo:
            out["combo"] = list(self.combo["cards"].values()) + list(self.combo["reaction"].values())
        return out

    def _key(self) -> tuple:
        return (self.seed, self.rules, [str(a) for a in self.history], self.role, self.pos, self.hand, self.decks,
                self.discards, self.bombs, self.temp_bombs, self.plant_owner, self.own_turns, self.cover, self.key,
                self.gate_open, self.known, self.checked, self.checked_turn, self.doubt, self.moved_clear, self.placed_by, self.vision, self.stands, self.card_seen,
                self.unseen_met, self.order, self.direction,
                self.idx, self.round, self.turn, self.turn_in_round, self.time, self.pending, self.to_act,
                self.result, self.protected, self.skip, self.vanish, self.follow, self.extra, self.halted,
                self.combo_tried, self.phase_cards, self.acted, self.done, self.chance, self.rng.getstate())

    def _discard(self, card: str) -> None:
        from .cards import ROLE
        self.discards[ROLE[card]].append(card)
        self._forget(card)
