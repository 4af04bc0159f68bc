"""The state of a Mythos game: players, the round (refill, turns, passes, combat, discard) and the end."""
from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Action
from ...core.rng import Rng
from ...core.state import GameState
from ...core.state import Result as BaseResult
from .card_effects import passes_to_end, phobias_at_turn_start, sanity_gain_blocked
from .combat import Combat
from .conversions import end_of_round
from .event_play import EventPlay
from .places import clear_mods
from .sanity_cause import sanity_cause
from .story import Story
from .texts import event_text
from .values import bury_worthless_allies, hand_limits
from .combat_tasks import Reveal
from .decisions import Discard, PlayTurn
from .plays import Plays
from .view import Views

PASS, ARRIVE, DONE, KEEP = Action("pass"), Action("arrive"), Action("done"), Action("keep")


@dataclass(frozen=True)
class Result(BaseResult):
    """How a game ended: the winner ("p0", "p1", …) or "draw", a cause, the rule, scores, rounds."""

    scores: tuple
    rounds: int


class State(Plays, Story, EventPlay, Combat, Views, GameState):
    """One Mythos game; change it only through `apply` / `act`."""

    __slots__ = ("rules", "seed", "setup", "history", "card_set", "card", "owner", "players", "rng", "round", "turn",
                 "order", "idx", "passes", "phase", "pending", "to_act", "result", "events", "determinized",
                 "_log", "_legal", "combat_queue", "discard_queue", "lead", "fights", "marked", "commands", "rooms")
    NAME = "mythos"
    PROGRESS = "round"
    event_text = staticmethod(event_text)

    # ----- helpers -------------------------------------------------------------------------------
    def revealed(self) -> bool:
        """Return whether this combat's threats have been turned face up (MY-COMBAT-4)."""
        return self.phase == "combat" and not any(isinstance(t, Reveal) for t in self.combat_queue)

    def card_of(self, inst: int):
        """Return the card (data) of an instance."""
        return self.card_set.cards[self.card[inst]]

    @property
    def seats(self) -> tuple[str, ...]:
        """Return the seat names, "p0", "p1", …"""
        return tuple(f"p{i}" for i in range(len(self.players)))

    def seat_index(self, seat: str) -> int:
        return int(seat[1:])

    # ----- sanity ----------------------------------------------------------------------------------
    def _gain(self, p: int, amount: int, rule: str, why: str, **about) -> None:
        """Change a player's Sanity (capped at the investigator's maximum, MY-INV-2); 0 ends the game. `about`: facts
        of the cause the story says (a phobia's charge: the top story card that set it off)."""
        if amount == 0:
            return
        if amount > 0 and sanity_gain_blocked(self):
            self._ev("MY-CARD-5", "no_gain", player=f"p{p}", why=why)
            return
        pl = self.players[p]
        top = self.card_set.investigators[pl.inv].sanity_max
        pl.sanity = max(0, min(top, pl.sanity + amount))
        pl.sanity_last = sanity_cause(self, p, amount, why)      # said by the panel (review 27, mythos_ja 2)
        self._ev(rule, "sanity", player=f"p{p}", delta=amount, sanity=pl.sanity, why=why, **about)
        if pl.sanity == 0 and self.result is None and not pl.eliminated:
            if self.rules.sanity_zero == "eliminate":
                self._eliminate(p)
            else:
                self._finish("sanity_zero", "MY-END-2")

    def _gain_together(self, p: int, changes) -> None:
        """Apply Sanity changes that happen at once, each (amount, rule, why): every gain first (capped at the
        maximum), then every loss (MY-INV-2), each logged as it applies."""
        for amount, rule, why in sorted(changes, key=lambda change: change[0] < 0):
            if self.result is None:
                self._gain(p, amount, rule, why)

    def _eliminate(self, p: int) -> None:
        """MY-END-2 (eliminate): the investigator leaves the game; its cards stay where they lie, it takes no
        more turns, is no longer a target, and cannot win. The last investigator standing ends the game."""
        self.players[p].eliminated = True
        self._ev("MY-END-2", "eliminated", player=f"p{p}")
        if len(self.active()) <= 1:
            self._finish("last_investigator", "MY-END-2")

    # ----- the round ---------------------------------------------------------------------------------
    def _start_round(self, opening=None, exact=()) -> None:
        """MY-ROUND-1 refill, MY-ROUND-6 first player, then card play; `opening(state)` (a scenario's first round,
        setup_round.py) may then name the first player, the passes made and the seat whose turn opens; the players
        in `exact` (a scenario's "hand_exact") keep their hands as named, not refilled."""
        self.round += 1
        self._ev("MY-ROUND-1", "round", round=self.round)
        for p, pl in enumerate(self.players):
            hand_size = 0 if p in exact else self.card_set.investigators[pl.inv].hand
            while len(pl.hand) < hand_size and self.result is None and not pl.eliminated:
                if not self._draw(p):
                    break  # nothing left to draw anywhere
            pl.passed = False
        if self.result is not None:
            return
        self.passes = 0
        self.idx = self.lead = self._first_player()
        if opening is not None:
            opening(self)
        self._ev("MY-ROUND-6", "first_player", player=f"p{self.order[self.lead]}")
        self.phase = "play"
        self._open_turn(self.order[self.idx])

    def _draw(self, p: int) -> bool:
        """Draw one card; an empty deck is reshuffled from the discards at the cost of 1 Sanity (MY-ROUND-1).

        Return False when nothing could be drawn (no cards left, or the game ended).
        """
        pl = self.players[p]
        if not pl.deck:
            if not pl.discard:
                self._ev("MY-ROUND-1", "no_cards", player=f"p{p}")
                return False
            pl.deck = pl.discard[:]
            pl.discard.clear()
            self.rng.shuffle(pl.deck)
            self._ev("MY-ROUND-1", "reshuffle", player=f"p{p}")
            self._gain(p, -1, "MY-ROUND-1", "reshuffle")
            if self.result is not None:
                return False
        card = pl.deck.pop()
        pl.hand.append(card)
        self._ev("MY-ROUND-1", "draw", seats=(f"p{p}",), player=f"p{p}", card=self.card[card])
        return True

    def _first_player(self) -> int:
        """Return the index (in order) of the round's first player (MY-ROUND-6)."""
        if self.rules.first_player == "rotate" and self.round > 1:
            nxt = (self.lead + 1) % len(self.order)
            while self.players[self.order[nxt]].eliminated:
                nxt = (nxt + 1) % len(self.order)
            return nxt
        def rank(p):
            return self.players[p].sanity, self.card_set.investigators[self.players[p].inv].education

        top = max(rank(p) for p in self.active())
        tied = [p for p in self.active() if rank(p) == top]
        # The spec stops at Education; a full tie (mirror decks) must not always favour the lowest seat.
        best = self.rng.choice(tied) if len(tied) > 1 and self.rules.first_player_tie == "random" else min(tied)
        return self.order.index(best)

    def _next_turn(self) -> None:
        """After a turn: card play ends at the `passes_to_end`-th pass (MY-ROUND-3), else the next player acts."""
        if self.result is not None:
            return
        bury_worthless_allies(self)                        # MY-CLAR-5: at once, after the turn that lowered it
        if self.passes >= passes_to_end(self):
            self._ev("MY-ROUND-3", "card_play_ends", passes=self.passes)
            self._start_combat()
            return
        self.turn += 1
        self.idx = (self.idx + 1) % len(self.order)
        while self.players[self.order[self.idx]].eliminated:
            self.idx = (self.idx + 1) % len(self.order)
        self._open_turn(self.order[self.idx])

    def _open_turn(self, p: int) -> None:
        """A player's turn of card play opens: its phobias strike first (phobia block), then it acts."""
        phobias_at_turn_start(self, p)
        if self.result is None and self.players[p].eliminated:
            self._next_turn()                              # a phobia drove it out of the game
        elif self.result is None:
            self._ask(f"p{p}", PlayTurn(p))

    def _end_round(self) -> None:
        """MY-ROUND-5: discard down to the limits, spells and flipped cards turn up, the points check."""
        self.phase = "discard"
        self.discard_queue = [p for p in self.active() if self._may_discard(p)]
        self._next_discard()

    def _may_discard(self, p: int) -> bool:
        return len(self.players[p].hand) > hand_limits(self, p)[0]

    def _next_discard(self) -> None:
        while self.discard_queue:
            p = self.discard_queue[0]
            if self._may_discard(p):
                self._ask(f"p{p}", Discard(p))
                return
            self.discard_queue.pop(0)
        end_of_round(self)                                 # petrified allies return
        for p, pl in enumerate(self.players):
            for t in pl.tomes:
                t["used"].clear()
            for a in pl.allies + pl.artifacts:
                a["flipped"] = False
            clear_mods(self, p)                            # changes that lasted while a card stayed flipped
        self._ev("MY-ROUND-5", "round_end", round=self.round)
        if any(pl.points >= self.rules.target_points for pl in self.players if not pl.eliminated):
            self._finish("adventure_points", "MY-END-3")
            return
        if self.rules.max_rounds and self.round >= self.rules.max_rounds:
            self._finish("round_limit", "MY-END-1")
            return
        self._start_round()

    def _discarded(self, p: int, action) -> None:
        pl = self.players[p]
        low, high = hand_limits(self, p)
        if action.kind == "keep":
            self.discard_queue.pop(0)
        else:
            inst = action["card"]
            pl.hand.remove(inst)
            pl.discard.append(inst)
            self._ev("MY-ROUND-5", "discards", player=f"p{p}", card=self.card[inst], low=low, high=high)
            if len(pl.hand) <= low:
                self.discard_queue.pop(0)
        self._next_discard()

    def _discard_actions(self, p: int) -> list[Action]:
        pl = self.players[p]
        out = [Action("discard", card=i) for i in sorted(set(pl.hand), key=pl.hand.index)]
        if len(pl.hand) <= hand_limits(self, p)[1]:
            out.append(KEEP)  # above the minimum, at most the maximum: discarding more is optional
        return out

    # ----- the end ------------------------------------------------------------------------------------
    def scores(self) -> tuple:
        """Return each player's score: Sanity + completed adventure points (MY-END-1)."""
        return tuple(pl.sanity + pl.points for pl in self.players)

    def _finish(self, cause: str, rule: str) -> None:
        scores = self.scores()
        alive = [p for p in range(len(scores)) if not self.players[p].eliminated]   # the eliminated cannot win
        best = max(scores[p] for p in alive)
        tops = [p for p in alive if scores[p] == best]
        if len(tops) > 1:  # tie: the higher adventure total wins, else a draw (MY-END-1)
            adv = max(self.players[p].points for p in tops)
            tops = [p for p in tops if self.players[p].points == adv]
        outcome = f"p{tops[0]}" if len(tops) == 1 else "draw"
        self._over(Result(outcome, cause, rule, scores, self.round), scores=list(scores))

    # ----- copies, saving, equality ---------------------------------------------------------------------
    def clone(self) -> State:
        """Return an independent copy."""
        c = State.__new__(State)
        c.rules, c.seed, c.setup = self.rules, self.seed, self.setup
        c.card_set, c.card, c.owner = self.card_set, self.card, self.owner
        c.history = self.history[:]
        c.players = [pl.copy() for pl in self.players]
        c.rng = self.rng.clone()
        c.round, c.turn, c.idx, c.passes, c.phase = self.round, self.turn, self.idx, self.passes, self.phase
        c.lead, c.order = self.lead, list(self.order)
        c.pending, c.to_act, c.result = self.pending, self.to_act, self.result
        c.combat_queue, c.discard_queue = list(self.combat_queue), list(self.discard_queue)
        c.fights, c.marked = [dict(f) for f in self.fights], self.marked[:]
        c.commands, c.rooms = dict(self.commands), dict(self.rooms)
        c.events = None if self.events is None else self.events[:]
        c.determinized, c._log, c._legal = self.determinized, None, self._legal
        return c

    def determinize(self, seat, rng) -> State:
        """Return a copy in which what `seat` cannot see is redealt: other players' hands, threats (monsters stay
        monsters) and every deck's order, and the generator of future shuffles. The copy cannot be saved."""

        copy = self.clone()
        copy._legal = None                                 # the copy's choices are its own
        if seat is None:
            return copy
        if seat not in self.seats:
            raise ValueError(f"seat must be one of {self.seats} or None, not {seat!r}")
        copy.determinized = True
        copy.rng = Rng(rng.randrange(2**32))
        me = self.seat_index(seat)
        for q, pl in enumerate(copy.players):
            rng.shuffle(pl.deck)
            if q == me:
                continue
            if self.revealed():
                pool = pl.hand + pl.deck                   # threats face up since MY-COMBAT-4: nothing to redeal
                rng.shuffle(pool)
                pl.hand, pl.deck = pool[:len(pl.hand)], pool[len(pl.hand):]
                continue
            # a monster taken from another player's threat (Dust of Suleiman) stays: it is not from this deck
            taken = [i for i in pl.threat if self.owner[i] != q]
            own = [i for i in pl.threat if self.owner[i] == q]
            pool = pl.hand + pl.deck + own
            rng.shuffle(pool)
            monsters = [i for i in pool if self.card_of(i).type == "monster" and self.card_of(i).subtype not in (
                "Great Old One", "Outer God")]
            threat = monsters[:len(own)] if len(monsters) >= len(own) else own[:]
            rest = [i for i in pool if i not in threat]
            pl.threat, pl.hand, pl.deck = taken + threat, rest[:len(pl.hand)], rest[len(pl.hand):]
        return copy

    def zones(self) -> dict[str, list[int]]:
        """Return every zone of every player (for conservation checks)."""
        return {f"p{i}:{z}": cards for i, pl in enumerate(self.players) for z, cards in pl.zones().items()}

    def _key(self) -> tuple:
        """Return what makes two games the same: the designer's view of the table, what is pending (the combat
        queue included), the history and the generator."""
        return (self.view(None), self.pending, self.combat_queue, self.discard_queue, [p.loc_mods for p in self.players],
                [p.defends for p in self.players],
                [(p.train_recruit, p.upside_down) for p in self.players], self.commands, self.rooms,
                [str(a) for a in self.history], self.rng.getstate())
