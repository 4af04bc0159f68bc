"""Duel, the tests' toy fourth game: a three-card duel with one hidden card, on the shared contract (GameState,
RulesBase, Decision, GameSpec, the save codec). Registered once by tests/conftest.py, so every generic suite plays it.

Rules (prefix DU): seven cards valued 1 to 7 are shuffled; north and south get three each and one lies face down,
seen by nobody until the end (DU-DEAL). Each trick the leader plays a card face up, then the other seat (DU-PLAY);
the higher card wins the trick, and its winner leads the next (DU-TRICK; the `lead` option: the seats alternate).
After `tricks` tricks the seat with more tricks wins, else it is a draw (DU-END); the hidden card is then shown.
"""
from __future__ import annotations

from dataclasses import dataclass

from cthulhu_widgets.bots.base import Bot
from cthulhu_widgets.core import Action, Decision, GameSpec, GameState, InvalidSetup, Result, RulesBase, option
from cthulhu_widgets.core.rng import Rng
from cthulhu_widgets.core.save import codec

from .texts import event_text

NAME = "duel"
SEATS = ("north", "south")
AUTOMATA = ()
CARDS = tuple(range(1, 8))


@dataclass(frozen=True)
class Rules(RulesBase):
    """The duel's options."""

    tricks: int = option(3, "how many tricks are played (the hands hold three cards)", range(1, 4), "DU-END")
    lead: str = option("winner", "who leads the next trick", ("winner", "alternate"), "DU-TRICK")


@dataclass(frozen=True)
class DuelResult(Result):
    """How a duel ended: the tricks each seat won."""

    tricks: tuple


@dataclass(frozen=True, slots=True)
class Play(Decision):
    """DU-PLAY: the seat to act plays one card of its hand."""

    kind = "play"

    def actions(self, state) -> list:
        return [Action("play", card=c) for c in sorted(state.hands[state.to_act])]

    def resolve(self, state, action) -> None:
        state._play(action["card"])


class State(GameState):
    """One duel in progress."""

    __slots__ = ("rules", "seed", "setup", "history", "hands", "hidden", "table", "won", "trick", "leader",
                 "to_act", "pending", "result", "events", "determinized", "_log", "_legal")
    NAME = NAME
    PROGRESS = "trick"
    event_text = staticmethod(event_text)

    def _play(self, card: int) -> None:
        seat = self.to_act
        self.hands[seat].remove(card)
        self.table.append((seat, card))
        self._ev("DU-PLAY", "plays", seat=seat, card=card)
        if len(self.table) == 1:
            self._ask(_other(seat), Play())
            return
        winner = max(self.table, key=lambda played: played[1])[0]
        self.won[winner] += 1
        self.trick, self.table = self.trick + 1, []
        self._ev("DU-TRICK", "trick", seat=winner)
        if self.trick < self.rules.tricks:
            self.leader = winner if self.rules.lead == "winner" else _other(self.leader)
            self._ask(self.leader, Play())
            return
        tricks = tuple(self.won[s] for s in SEATS)
        outcome = "draw" if tricks[0] == tricks[1] else SEATS[tricks.index(max(tricks))]
        self._over(DuelResult(outcome, "tricks", "DU-END", tricks))

    def view(self, seat: str | None = "north") -> dict:
        """Return what `seat` may know ("public": a spectator; None: the designer's view of everything)."""
        if seat is not None and seat not in (*SEATS, "public"):
            raise ValueError(f"seat must be one of {SEATS}, 'public' or None (designer), not {seat!r}")
        over = self.result is not None
        hands = {s: sorted(h) if seat in (None, s) else [None] * len(h) for s, h in self.hands.items()}
        return {"game": NAME, "seat": seat, "trick": self.trick, "to_act": self.to_act,
                "phase": self.pending.kind if self.pending else "over", "hands": hands,
                "table": [{"seat": s, "card": c} for s, c in self.table], "won": dict(self.won),
                "hidden": self.hidden if seat is None or over else None,
                "result": self.result.to_dict() if over else None}

    def determinize(self, seat, rng) -> State:
        """Return a copy in which what `seat` cannot see (the other hand, the hidden card) is dealt afresh."""
        copy = self.clone()
        if seat is None:
            return copy
        if seat not in SEATS:
            raise ValueError(f"determinize takes a seat of {SEATS} or None, not {seat!r}")
        other = _other(seat)
        pool = sorted(self.hands[other] + [self.hidden])
        rng.shuffle(pool)
        copy.hands[other], copy.hidden = pool[:-1], pool[-1]
        copy.determinized, copy._legal = True, None
        return copy

    def clone(self) -> State:
        """Return an independent copy."""
        s = State.__new__(State)
        for name in State.__slots__:
            setattr(s, name, getattr(self, name))
        s.history, s.table, s.won = self.history[:], self.table[:], dict(self.won)
        s.hands = {seat: hand[:] for seat, hand in self.hands.items()}
        s.events, s._log = None if self.events is None else self.events[:], None
        return s

    def _key(self) -> tuple:
        return (self.rules, self.seed, [str(a) for a in self.history], self.hands, self.hidden, self.table,
                self.won, self.trick, self.to_act, self.result)


def _other(seat: str) -> str:
    return SEATS[1 - SEATS.index(seat)]


def new_game(seed: int | None = None, rules=None, setup: dict | None = None, events: bool = True) -> State:
    """Return a new duel at north's first play (DU-DEAL); the duel takes no setup."""
    if setup is not None:
        raise InvalidSetup(f"the duel takes no setup (setup=None), not {str(setup)[:40]}")
    s = State.opening(Rules, seed, rules, events)
    cards = list(CARDS)
    Rng(s.seed).shuffle(cards)
    s.setup, s.hands, s.hidden = None, {"north": cards[:3], "south": cards[3:6]}, cards[6]
    s.table, s.won, s.trick, s.leader = [], dict.fromkeys(SEATS, 0), 0, "north"
    s._ev("DU-DEAL", "deal")
    s._ask("north", Play())
    return s.opened()


to_dict, to_json, from_json = codec(NAME, new_game)


class HighBot(Bot):
    """The duel's heuristic: win the trick with the lowest card that can, else throw the lowest card."""

    name = "heuristic"

    def choose(self, state) -> Action:
        """Return the play the heuristic picks."""
        legal = self.legal(state)
        beating = [a for a in legal if all(a["card"] > c for _, c in state.table)]
        return (beating or legal)[0]


SPEC = GameSpec(
    name=NAME, module="toy_game", seats=SEATS, heuristic="toy_game:HighBot", rule_prefix="DU", title="Duel",
    label="Duel (toy)", texts="toy_game.texts", schema="toy_game:duel_view.json", frame="toy_game.frame",
    widget="toy_game.widget:DuelWidget", summary=lambda state: {"tricks": state.result.tricks},
)
