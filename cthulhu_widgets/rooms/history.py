"""A room's game rebuilt from its journal: the actions replayed (`replay`), each step's digest checked (`restore`),
and the digest chain itself (`genesis`, `chain`)."""
from __future__ import annotations

import hashlib

from ..core.save import digest
from ..core.views import to_json_text
from ..games import get_game
from .spec import RoomSpec

CHECKPOINT = 64           # every this many steps, and at the end, a step's digest also covers the whole position


def replay(spec: RoomSpec, actions: list[dict]):
    """Return the room's game: its start with every journaled action replayed and checked (InvalidSave if not)."""
    from ..core.save import load

    return load(spec.record(actions), spec.game, get_game(spec.game).new_game)


def restore(spec: RoomSpec, steps: list, strict: bool = True):
    """Return (state, last digest, unverified steps) of a journaled room: its start with every action replayed and
    each step's digest checked against the journal's. ValueError (InvalidSave) names the first step that does not
    replay or does not reach its digest; a step without a digest is refused when `strict` (a journal made with
    digests), else counted as unverified while no step before it had one (a journal upgraded from version 1)."""
    from ..core.actions import Action
    from ..core.errors import CthulhuError, InvalidSave
    from ..core.save import parse, start

    data = parse(spec.record([entry for entry, _ in steps]), spec.game)   # shape and MAX_ACTIONS
    state = start(data, get_game(spec.game).new_game, events=True)
    link, unverified = genesis(spec), 0
    for i, (entry, stored) in enumerate(steps):
        try:
            state.apply(Action.from_dict(entry))
        except CthulhuError as e:
            raise InvalidSave(f"step {i} does not replay: {e}") from None
        link = chain(link, entry, state)
        if stored is None and (strict or unverified < i):   # unverified: only the steps before the upgrade
            raise InvalidSave(f"step {i} has no digest (this journal was made with digests, or it follows one that "
                              "has)")
        if stored is None:
            unverified += 1
        elif stored != link:
            raise InvalidSave(f"step {i} does not reach its journaled digest: the journal was changed, or this "
                              "server plays that game differently")
    return state, link, unverified


def genesis(spec: RoomSpec) -> str:
    """Return the digest the chain of a room's steps starts from: its spec's (game, seed, rules, setup, seats)."""
    return digest(spec.to_dict())


def chain(previous: str, entry: dict, state) -> str:
    """Return the digest of a step: SHA-256 over the previous step's digest, the action (canonical JSON) and who is
    to act after it; every CHECKPOINT steps and at the game's end, also over the whole position (save.digest of the
    designer's view), so a replay that drifts is caught within CHECKPOINT steps."""
    step = len(state.history)
    whole = digest(state.view(None)) if step % CHECKPOINT == 0 or state.result is not None else ""
    text = "\n".join((previous, to_json_text(entry), str(state.to_act), whole))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
