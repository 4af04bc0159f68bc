"""The game-wide keys of a setup: which round card play opens in, who played first, the passes made, the seat to
act, and the time of day (setup.py lays out each player's zones; setup_cards.py the card set and the decks).

- "round": the round number (default 1); the refill of that round has been made (MY-ROUND-1), but for the players
  whose "hand_exact" is true (setup.py: their hand is as named).
- "first_player": the round's first player (MY-ROUND-6), default the rules' choice; "to_act": the seat whose turn
  opens (default the first player), as if the turns before it had been played.
- "passes": the passes made this round (MY-ROUND-3), default the number of players whose "passed" is true; fewer
  than card play needs to end; a player who passed only passes, so passes > 0 needs a player who passed.
- "time_of_day": "day" or "night". The time is what the Day/Night event in play says (day when none, MY-INV-3), so
  "night" with no Night event named in a player's "events" puts the first free Night event of the decks (seat
  order) into its owner's events; a named Day/Night event must agree with it.
Every problem is an InvalidSetup naming the key and what is allowed.
"""
from __future__ import annotations

from ...core.errors import InvalidSetup, listing
from .card_effects import passes_to_end, time_locked
from .conditions import DAY_NIGHT, _time_blocks, time_of_day
from .movement import travel_kind

GAME_KEYS = ("decks", "players", "cards", "round", "first_player", "to_act", "passes", "time_of_day")
ROUND_KEYS = ("passed", "ambush", "recruited_on_train")      # a player's keys that last for this round
TIMES = ("day", "night")


def check_keys(setup: dict) -> None:
    """Refuse a setup key the game does not know."""
    unknown = [k for k in setup if k not in GAME_KEYS]
    if unknown:
        raise InvalidSetup(f"unknown setup key(s) {listing(map(repr, unknown))}; keys: {', '.join(GAME_KEYS)} "
                           f"(a player's zones go in setup['players'])")


def start(s) -> None:
    """Open card play: round 1 by default, or the round, first player, passes and seat to act the setup names."""
    hook = _opening(s)
    s.round = s.setup.get("round", 1) - 1
    exact = [p for p, spec in enumerate(s.setup.get("players", [])) if spec.get("hand_exact")]
    s._start_round(hook, exact)


def _opening(s):
    """Check the round keys against the laid-out table; return the hook that sets them as the round opens."""
    setup, seats = s.setup, list(s.seats)
    rnd = setup.get("round", 1)
    top = s.rules.max_rounds or None
    if type(rnd) is not int or rnd < 1 or (top and rnd > top):
        raise InvalidSetup(f"setup['round'] must be an int from 1{f' to {top} (max_rounds)' if top else ''}, "
                           f"not {rnd!r}")
    for key in ("first_player", "to_act"):
        if key in setup and setup[key] not in seats:
            raise InvalidSetup(f"setup[{key!r}] must be one of {listing(seats)}, not {setup[key]!r}")
    passed = [p for p, spec in enumerate(setup.get("players", [])) if isinstance(spec, dict) and spec.get("passed")]
    passes, end = setup.get("passes", len(passed)), passes_to_end(s)
    if type(passes) is not int or not len(passed) <= passes < end or (passes and not passed):
        raise InvalidSetup(f"setup['passes'] (passes made this round) must be an int from {len(passed)} (the "
                           f"players whose 'passed' is true) to {end - 1} (card play ends at pass {end}), and 0 "
                           f"when no player has passed, not {passes!r}")
    if not {"first_player", "to_act", "passes"} & set(setup) and not passed:
        return None

    def opening(state) -> None:
        if "first_player" in setup:
            state.lead = state.order.index(seats.index(setup["first_player"]))
        state.idx = state.order.index(seats.index(setup["to_act"])) if "to_act" in setup else state.lead
        state.passes = passes
        for p in passed:
            state.players[p].passed = True
    return opening


def _is_day_night(s, inst: int) -> bool:
    return any(b.get("kind") in DAY_NIGHT for b in _time_blocks(s, inst))


def place_time(s, pools: list) -> None:
    """Check the Day/Night events in play (one at most: they replace one another, MY-CARD-6; none while a Great Old
    One keeps it Day) and make it the setup's "time_of_day", taking a Night event from a deck if none is named."""
    named = [i for pl in s.players for i in pl.events if _is_day_night(s, i)]
    if len(named) > 1:
        raise InvalidSetup(f"setup 'events': Day and Night events replace one another (MY-CARD-6): at most one in "
                           f"play, not {listing(s.card[i] for i in named)}")
    if named and time_locked(s):
        raise InvalidSetup(f"setup 'events': a Great Old One in play keeps it Day and buries Day/Night cards, so "
                           f"{s.card[named[0]]!r} cannot be in play")
    want = s.setup.get("time_of_day")
    if want is None:
        return
    if want not in TIMES:
        raise InvalidSetup(f"setup['time_of_day'] must be one of {listing(TIMES)}, not {want!r}")
    if named or want == "day":
        if time_of_day(s) != want:
            raise InvalidSetup(f"setup['time_of_day'] is {want!r} but {s.card[named[0]]!r} in play makes it "
                               f"{time_of_day(s)!r}")
        return
    if time_locked(s):
        raise InvalidSetup("setup['time_of_day'] cannot be 'night' while a Great Old One in play keeps it Day")
    nights = [cid for cid, c in s.card_set.cards.items()
              if c.type == "event" and any(b.is_("time_of_day", kind="night", timing="persistent") for b in c.effects)]
    for q, pool in enumerate(pools):
        for cid in nights:
            if pool.free.get(cid):
                s.players[q].events.append(pool.take(cid, "setup['time_of_day']"))
                return
    raise InvalidSetup(f"setup['time_of_day'] 'night' needs a Night event in play, and no deck has one left "
                       f"(Night events of this card set: {listing(nights)})")


def round_state(s, p: int, pl, spec: dict) -> None:
    """Lay out what lasts for this round once every story deck is laid: "passed" (set as the round opens), an
    "ambush" in force, an ally already "recruited_on_train", spells "used" in tomes, and the allies and artifacts
    "used" for their change of the current location (Samuel Winsor, the Tiara: flipped, the change in force)."""
    for key in ROUND_KEYS:
        if type(spec.get(key, False)) is not bool:
            raise InvalidSetup(f"player p{p}: setup[{key!r}] must be true or false, not {spec[key]!r}")
    pl.ambush = spec.get("ambush", False)
    if spec.get("recruited_on_train"):
        if pl.top_state != "transit" or travel_kind(s.card_of(pl.story[-1])) != "train":
            raise InvalidSetup(f"player p{p}: setup['recruited_on_train'] needs a Train on top of the story deck, "
                               f"in transit (setup['story'] ending with 'train')")
        pl.train_recruit = pl.story[-1]
    for tome, entry in zip(pl.tomes, spec.get("tomes", []), strict=True):
        _used_spells(s, p, tome, entry)
    laid = pl.allies + [a for a in pl.artifacts if not a.get("petrified")]
    entries = [e for e in spec.get("allies", []) if not (isinstance(e, dict) and e.get("petrified"))]
    if any(isinstance(e, dict) and e.get("petrified") and e.get("used") for e in spec.get("allies", [])):
        raise InvalidSetup(f"player p{p}: a petrified ally lies face down: it cannot be 'used' this round")
    for holder, entry in zip(laid, entries + spec.get("artifacts", []), strict=True):
        if isinstance(entry, dict) and entry.get("used", False) is not False:
            _used_change(s, p, holder, entry["used"])


def _used_spells(s, p: int, tome: dict, entry) -> None:
    """A tome's spells "used" this round: cast by the investigator, face down until the round's end (MY-CARD-4)."""
    used = entry.get("used", []) if isinstance(entry, dict) else []
    loaded = list(tome["spells"])
    if not isinstance(used, list) or (used and tome.get("holder") is not None):
        raise InvalidSetup(f"player p{p}: setup['tomes'] 'used' lists spells of the tome cast this round (a list "
                           f"of its 'spells'; none in a tome an ally holds: its spells are buried once cast), not "
                           f"{used!r}")
    for cid in used:
        inst = next((i for i in loaded if s.card[i] == cid), None)
        if inst is None:
            raise InvalidSetup(f"player p{p}: setup['tomes'] 'used' names {cid!r}, not a spell of its 'spells' "
                               f"({listing(s.card[i] for i in tome['spells'])})")
        loaded.remove(inst)
        tome["used"].append(inst)


def _used_change(s, p: int, holder: dict, used) -> None:
    """An ally or artifact flipped for its change of the current location this round (attribute_change)."""
    inst, here = holder["card"], s.arrived(p)
    blocks = [b for b in s.card_of(inst).effects if b.kind == "attribute_change"]
    copies = any(b.get("copy_from") for b in blocks)
    others = [f"p{q}" for q in range(len(s.players)) if q != p and s.arrived(q) is not None]
    if not blocks or here is None or (copies and used not in others) or (not copies and used is not True):
        raise InvalidSetup(
            f"player p{p}: 'used' marks a card flipped for its change of the current location (an upright story "
            f"top): true for one that adds to it (Samuel Winsor), the seat whose current location it copies for one "
            f"that copies ({listing(others)}: the Tiara); not {used!r} on {s.card[inst]!r}")
    holder["flipped"] = True
    for b in blocks:
        if b.get("copy_from"):
            q = int(used[1:])
            s.players[p].loc_mods.append({"loc": here, "source": inst, "copy": s.arrived(q), "from": q})
        else:
            s.players[p].loc_mods.append({"loc": here, "source": inst, "add": list(b.get("add", ()))})
