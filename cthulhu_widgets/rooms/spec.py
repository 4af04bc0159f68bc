"""What a room is made of, from an untrusted create request: game, rules, seed, setup, seats, label."""
from __future__ import annotations

import secrets
from dataclasses import dataclass, field

from ..core.errors import CthulhuError
from ..core.save import FORMAT, VERSION, parse, start
from ..games import GAMES, get_game

SEED_BITS = 53              # a dealt (secret) seed, as the widgets deal them
MAX_SEED = 2**64
BOTS = ("random", "heuristic")  # bots a room may seat: fast enough to run in the server's event loop
MAX_NAME = 80
REQUEST_KEYS = {"game", "seats", "rules", "seed", "setup", "listed", "name", "open_seats", "takeover"}
TAKEOVER_MINUTES = 3   # a stalled seat: minutes before the others may let a bot play it (0: never)
TAKEOVER_CHOICES = (0, 1, 3, 5, 10)   # the lobby form's menu (review 24, AP8 finding 6): the server takes only these


class RoomError(ValueError):
    """A request the server refuses; `status` is the HTTP status to answer with."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.status = status


@dataclass
class RoomSpec:
    """Everything needed to start a room's game again: replaying its journaled actions on it gives the room."""

    game: str
    seed: int
    rules: dict = field(default_factory=dict)       # the rules' changes from the defaults
    setup: dict | None = None
    seats: dict = field(default_factory=dict)        # seat -> "human" | "bot:<name>"
    secret: bool = False                             # the seed was dealt by the server: shown only at game over
    listed: bool = True
    name: str = ""
    open_seats: bool = False                         # a listed room's untaken human seats may be claimed from the list
    number: int = 0                                  # an unnamed room's number among its game's ("Letter table 3")
    takeover: int = TAKEOVER_MINUTES                 # minutes a person may think before a bot may play it (0: never)
    after: str = ""                                  # the finished room this one is the next game of (Hub.rematch)

    def to_dict(self) -> dict:
        """Return the spec as JSON-able data (what the journal stores)."""
        data = {"game": self.game, "seed": self.seed, "rules": self.rules, "setup": self.setup, "seats": self.seats,
                "secret": self.secret, "listed": self.listed, "name": self.name,
                "open_seats": self.open_seats}
        data = {**data, "number": self.number} if self.number else data   # older journals' specs digest unchanged
        data = data if self.takeover == TAKEOVER_MINUTES else {**data, "takeover": self.takeover}   # likewise
        return {**data, "after": self.after} if self.after else data   # likewise

    @classmethod
    def from_dict(cls, data: dict) -> RoomSpec:
        """Return the spec a `to_dict` record holds (from the journal: trusted)."""
        return cls(**data)

    def record(self, actions=()) -> dict:
        """Return the spec as a saved-game record with `actions` (what core.save checks and replays)."""
        return {"format": FORMAT, "version": VERSION, "game": self.game, "seed": self.seed, "rules": self.rules,
                "setup": self.setup, "actions": list(actions)}

    def new_state(self):
        """Return the room's game at its start (rules and setup checked like a saved game's)."""
        return start(parse(self.record(), self.game), get_game(self.game).new_game)

    def bot(self, seat: str) -> str | None:
        """Return the name of the bot playing `seat`, or None for a human seat."""
        kind = self.seats.get(seat, "human")
        return kind[4:] if kind.startswith("bot:") else None


def human_seats(state, module) -> tuple:
    """Return the seats of a game that someone plays (not automata like the Letter opponent)."""
    return tuple(s for s in getattr(state, "seats", module.SEATS) if s not in module.AUTOMATA)


def spec_from_request(body) -> tuple[RoomSpec, object]:
    """Return (spec, state at its start) for a create request (parsed JSON); raise RoomError saying what is wrong."""
    if not isinstance(body, dict):
        raise RoomError("a room request is a JSON object: {\"game\": ..., \"seats\": {...}, ...}")
    unknown = set(body) - REQUEST_KEYS
    if unknown:
        raise RoomError(f"unknown field(s) {sorted(unknown)}; a room request may hold {sorted(REQUEST_KEYS)}")
    game = body.get("game")
    if game not in GAMES:
        raise RoomError(f"game must be one of {sorted(GAMES)}, not {str(game)[:40]!r}")
    seed, secret = body.get("seed"), False
    if seed is None:
        seed, secret = secrets.randbits(SEED_BITS), True
    elif type(seed) is not int or not 0 <= seed < MAX_SEED:
        raise RoomError(f"seed must be an integer from 0 to 2**64 - 1, or null for a secret deal, not {str(seed)[:40]}")
    rules, setup = body.get("rules") or {}, body.get("setup")
    if not isinstance(rules, dict) or not (setup is None or isinstance(setup, dict)):
        raise RoomError("rules must be an object of rule options, and setup an object or null")
    listed, name = body.get("listed", True), body.get("name", "")
    if type(listed) is not bool or not isinstance(name, str) or len(name) > MAX_NAME:
        raise RoomError(f"listed must be true or false, and name a text of at most {MAX_NAME} characters")
    open_seats = body.get("open_seats", False)
    if type(open_seats) is not bool:
        raise RoomError("open_seats must be true (anyone who sees the listed room may take a seat nobody has taken) "
                        "or false (only the seat links open seats)")
    takeover = body.get("takeover", TAKEOVER_MINUTES)
    if type(takeover) is not int or takeover not in TAKEOVER_CHOICES:
        allowed = ", ".join(map(str, TAKEOVER_CHOICES[:-1])) + f" or {TAKEOVER_CHOICES[-1]}"
        raise RoomError(f"takeover is the minutes a person may think on one turn before the others may let a bot play "
                        f"their seat: {allowed} (0: never), not {str(takeover)[:20]}")
    spec = RoomSpec(game=game, seed=seed, rules=rules, setup=setup, secret=secret, listed=listed, name=name,
                    open_seats=open_seats, takeover=takeover)
    try:
        state = spec.new_state()
    except CthulhuError as e:
        raise RoomError(str(e)[:500]) from None
    spec.rules = state.rules.changes()   # normalised: what differs from the defaults
    spec.seats = _seats(body.get("seats"), human_seats(state, get_game(game)))
    return spec, state


def _seats(raw, seats: tuple) -> dict:
    """Return the checked seats config: every seat of the game, each "human" or "bot:<name>"."""
    allowed = ["human"] + [f"bot:{b}" for b in BOTS]
    if raw is None:
        return dict.fromkeys(seats, "human")
    if not isinstance(raw, dict) or set(raw) != set(seats):
        shown = sorted(raw) if isinstance(raw, dict) else type(raw).__name__
        raise RoomError(f"seats must name every seat of this game exactly, {list(seats)}, not {str(shown)[:80]} "
                        "(a Mythos game has one seat per deck of setup.decks, 2 by default)")
    bad = {s: v for s, v in raw.items() if v not in allowed}
    if bad:
        raise RoomError(f"each seat is one of {allowed}; not {str(bad)[:80]}")
    return {s: raw[s] for s in seats}
