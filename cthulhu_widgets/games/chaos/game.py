"""Starting, copying, saving and loading CHAOS games; `setup` builds any scenario (tests, tutorials)."""
from __future__ import annotations


from ...core.errors import InvalidSave, InvalidSetup, listing
from ...core.rng import Rng
from ...core.save import codec
from .cards import CARDS, DECK_CARDS, ROLE
from .maps import BUILTIN as BUILTIN_MAPS
from .maps import load_map
from . import scenario
from .rules import Rules
from .scenario import cell as _cell
from .scenario import seat_dict as _seat_dict
from .seats import SEATS
from .state import State

GAME = "chaos"
SETUP_KEYS = ("map", "first", "start", "roles", "pieces", "hands", "bombs", "temp_bombs", "key", "gate_open",
              "time", "decks", "protected", "skip", "vanish", "follow", "anchors", "reversed", "round",
              "turn_in_round", "dice", "compass")
START_ROLE = {"A1": "patient", "A2": "ghost", "B1": "patient", "B2": "ghost"}


def new_game(seed: int | None = None, rules=None, setup: dict | None = None, events: bool = True) -> State:
    """Return a new game at the first seat's first decision.

    `setup` (cells 1-based [row, col], card ids like "sprint_moon") may set: map (a map dict or file path),
    first (team), start (seat), roles, pieces, hands, bombs, temp_bombs (cells, or {"cell", "planter"}), key,
    gate_open, time ({"kind", "rounds"}), decks ({"patient": [...], "ghost": [...]}, top first), and the keys of
    scenario.py: protected, skip, vanish, follow, anchors, reversed, round, turn_in_round, dice, compass; the rest
    comes from the seed. docs/games/chaos.md ("Setup for scenarios") shows each key with an example.
    """
    s = State.opening(Rules, seed, rules, events)
    setup = _check_setup(setup)
    s.map = load_map(setup["map"] if "map" in setup else s.rules.map)
    if "map" in setup and not isinstance(setup["map"], str | dict):
        raise InvalidSetup("setup['map'] must be a map name, a map dict or a path to a map file")
    if isinstance(setup.get("map"), str) and setup["map"] not in ("asylum", "ward"):
        setup = {**setup, "map": s.map.to_dict()}  # a file's map is stored in the save itself
    s.setup = setup or None
    s.rng = Rng(s.seed)
    s.chance = scenario.chance(setup)
    _place_everything(s, setup)
    _choose_order(s, setup)
    s._begin_turn()
    return s.opened()


def _check_setup(setup) -> dict:
    """Return a copy of `setup` once its keys are known ones."""
    if setup is None:
        return {}
    if not isinstance(setup, dict):
        raise InvalidSetup(f"setup must be a dict with keys from {listing(SETUP_KEYS)}, not {type(setup).__name__}")
    unknown = [k for k in setup if k not in SETUP_KEYS]
    if unknown:
        raise InvalidSetup(f"unknown setup key(s) {listing(unknown)}; keys are {listing(SETUP_KEYS)}")
    return dict(setup)


def _place_pieces(s: State, setup: dict) -> None:
    """Lay out roles, pieces (a vanished ghost where its path ends) and their timed effects (CH-TEAM-1, scenario.py)."""
    s.role = dict(START_ROLE)
    for seat, role in _seat_dict(setup.get("roles", {}), "setup['roles']").items():
        if role not in ("patient", "ghost"):
            raise InvalidSetup(f"setup['roles'][{seat!r}] must be 'patient' or 'ghost', not {role!r}")
        s.role[seat] = role
    s.pos = {seat: s.map.spawns[seat] for seat in SEATS}
    for seat, value in _seat_dict(setup.get("pieces", {}), "setup['pieces']").items():
        s.pos[seat] = _cell(s, value, f"setup['pieces'][{seat!r}]")
    scenario.place_vanished(s, setup)
    for seat, cell in s.pos.items():
        if cell == s.map.gate or (s.role[seat] == "patient" and cell in s.map.obstacles):
            raise InvalidSetup(f"{seat} cannot stand at {[cell[0] + 1, cell[1] + 1]}: the gate, or an obstacle "
                               "for a patient (CH-MOVE-2/3)")
    scenario.timed_effects(s, setup)


def _place_everything(s: State, setup: dict) -> None:
    """Lay out pieces, decks, hands, bombs, key and time (CH-TEAM-1, CH-MAP-3, CH-CARD-3)."""
    _place_pieces(s, setup)
    _deal_cards(s, setup)
    s.gate_open = bool(setup.get("gate_open", False))
    s.known = {seat: set() for seat in SEATS}
    s.checked = {seat: {} for seat in SEATS}
    s.checked_round, s.doubt, s.placed_by = {seat: {} for seat in SEATS}, {seat: {} for seat in SEATS}, None
    s.checked_turn = {seat: {} for seat in SEATS}   # when each mark came (CH-HIDE-2); each plant's: `stands`
    s.moved_clear = {seat: set() for seat in SEATS}   # ✓ from before an enemy's relocation: "✓?" (review 26)
    s.vision, s.cleared, s.stands = set(), set(), {}   # stands: each seat's plants as the table saw them
    s.unseen_met = {}
    s.card_seen = {seat: {} for seat in SEATS}
    normal = set(s.map.normal_cells())
    if "bombs" in setup:
        s.bombs = {_cell(s, v, "setup['bombs'] cell") for v in setup["bombs"]}
        if not s.bombs <= normal:
            raise InvalidSetup("setup['bombs'] must be on normal cells: not a spawn, the gate or an obstacle "
                               "(CH-MAP-3)")
    else:
        s.bombs = set(s.rng.sample(sorted(normal), s.map.bombs))  # CH-MAP-3
    scenario.temp_bombs(s, setup, normal)
    time = setup.get("time")
    s.time = None
    if time is not None:
        if not isinstance(time, dict) or time.get("kind") not in ("midnight", "dawn"):
            raise InvalidSetup("setup['time'] must be {'kind': 'midnight' or 'dawn', 'rounds': n}")
        rounds = time.get("rounds", s.rules.effect_rounds)
        if type(rounds) is not int or rounds < 1:
            raise InvalidSetup(f"setup['time']['rounds'] must be a whole number ≥ 1, not {rounds!r}")
        s.time = (time["kind"], rounds)  # counted on the first seat's turns, see _choose_order
    scenario.anchors(s, setup)
    s.key = None
    if "key" in setup and setup["key"] is not None:
        s.key = _cell(s, setup["key"], "setup['key']")
        if s.key not in normal:
            raise InvalidSetup("setup['key'] must be a normal cell (CH-MAP-4)")


def _deal_cards(s: State, setup: dict) -> None:
    """Shuffle both decks; named hands and deck tops come from the setup, others draw 3 (CH-CARD-3)."""
    hands = _seat_dict(setup.get("hands", {}), "setup['hands']")
    decks = setup.get("decks", {})
    if not isinstance(decks, dict) or any(k not in ("patient", "ghost") for k in decks):
        raise InvalidSetup("setup['decks'] must be a dict with keys 'patient' and/or 'ghost'")
    used: set = set()

    def take(cards, what):
        if not isinstance(cards, list):
            raise InvalidSetup(f"{what} must be a list of card ids, not {cards!r}")
        for i, card in enumerate(cards):
            if not isinstance(card, str) or card not in ROLE:
                raise InvalidSetup(f"{what}[{i}] = {card!r} is not a card id; ids look like 'sprint_moon': "
                                   f"{listing(CARDS, 8)}")
            if card in used:
                raise InvalidSetup(f"{what}[{i}]: {card!r} is placed twice (each card exists once)")
            used.add(card)
        return list(cards)

    s.hand = {seat: take(hands[seat], f"setup['hands'][{seat!r}]") if seat in hands else [] for seat in SEATS}
    tops = {role: take(decks.get(role, []), f"setup['decks'][{role!r}]") for role in ("patient", "ghost")}
    for role, cards in tops.items():
        wrong = [c for c in cards if ROLE[c] != role]
        if wrong:
            raise InvalidSetup(f"setup['decks'][{role!r}] holds {listing(wrong)}, cards of the other deck")
    s.decks, s.discards = {}, {"patient": [], "ghost": []}
    for role in ("patient", "ghost"):
        rest = [c for c in DECK_CARDS[role] if c not in used]
        s.rng.shuffle(rest)
        s.decks[role] = rest + tops[role][::-1]  # top = last
    for seat in SEATS:
        if seat not in hands:
            deck = s.decks[s.role[seat]]
            for _ in range(min(3, len(deck))):
                s.hand[seat].append(deck.pop())


def _choose_order(s: State, setup: dict) -> None:
    """CH-TEAM-3: each team rolls 2d6 (ties re-rolled); order first patient, first ghost, other ghost, other patient."""
    first = setup.get("first")
    if first is None:
        while True:
            rolls = {t: (s._die(), s._die()) for t in ("A", "B")}
            for t, dice in rolls.items():
                s._ev("CH-TEAM-3", "roll", team=t, dice=list(dice), total=sum(dice))
            if sum(rolls["A"]) != sum(rolls["B"]):
                break
        first = "A" if sum(rolls["A"]) > sum(rolls["B"]) else "B"
    elif first not in ("A", "B"):
        raise InvalidSetup(f"setup['first'] must be 'A' or 'B', not {first!r}")
    other = "B" if first == "A" else "A"
    s.first_team = first
    s.order = [f"{first}1", f"{first}2", f"{other}2", f"{other}1"]
    s.own_turns = dict.fromkeys(SEATS, 0)
    s.phase_cards = s.extra = 0
    s.halted = s.combo_tried = False
    s.combo = s.cover = None
    start = setup.get("start", s.order[0])
    if start not in SEATS:
        raise InvalidSetup(f"setup['start'] must be a seat {listing(SEATS)}, not {start!r}")
    s.idx = s.order.index(start)
    scenario.turn_position(s, setup)
    s._ev("CH-TEAM-3", "first_team", team=first, order=s.order)
    for role in sorted(s.decks):   # a setup's hands may leave a deck dry: told now, as a draw that empties it is
        if not s.decks[role] and not s.discards[role]:
            s._ev("CH-CARD-3", "deck_dry_at_start", role=role)
    if s.key is None:
        s._place_key()
    if s.time is not None:  # CH-DUR-1: as if the first seat had set it just before its first turn
        s.time = (s.time[0], *s._timer(start, s.time[1]))


def clone(s: State) -> State:
    """Return an independent copy (hand-written: no deepcopy on the hot path)."""
    c = State.__new__(State)
    c.rules, c.seed, c.setup, c.map = s.rules, s.seed, s.setup, s.map
    c.history = s.history[:]
    c.rng = s.rng.clone()
    c.role, c.pos = dict(s.role), dict(s.pos)
    c.hand = {k: v[:] for k, v in s.hand.items()}
    c.protected, c.skip, c.chance = dict(s.protected), set(s.skip), {k: v[:] for k, v in s.chance.items()}
    c.vanish = {k: [v[0], v[1], v[2][:]] for k, v in s.vanish.items()}
    c.anchor, c.follow = dict(s.anchor), dict(s.follow)
    c.decks = {k: v[:] for k, v in s.decks.items()}
    c.discards = {k: v[:] for k, v in s.discards.items()}
    c.bombs, c.temp_bombs, c.key, c.gate_open = set(s.bombs), set(s.temp_bombs), s.key, s.gate_open
    c.plant_owner, c.own_turns = dict(s.plant_owner), dict(s.own_turns)
    c.known = {k: set(v) for k, v in s.known.items()}
    c.checked = {k: dict(v) for k, v in s.checked.items()}
    c.checked_round = {k: dict(v) for k, v in s.checked_round.items()}
    c.checked_turn = {k: dict(v) for k, v in s.checked_turn.items()}
    c.doubt = {k: dict(v) for k, v in s.doubt.items()}
    c.moved_clear = {k: set(v) for k, v in s.moved_clear.items()}
    c.placed_by = s.placed_by
    c.vision, c.cleared, c.stands = set(s.vision), set(s.cleared), dict(s.stands)   # Stand tuples: shared
    c.card_seen = {k: dict(v) for k, v in s.card_seen.items()}
    c.unseen_met = {k: list(v) for k, v in s.unseen_met.items()}
    c.order, c.direction, c.idx, c.round = s.order, s.direction, s.idx, s.round
    c.turn_in_round, c.turn, c.first_team = s.turn_in_round, s.turn, s.first_team
    c.acted, c.done = set(s.acted), set(s.done)
    c.time, c.phase_cards, c.extra, c.pending, c.to_act = s.time, s.phase_cards, s.extra, s.pending, s.to_act
    c.halted, c.combo_tried = s.halted, s.combo_tried
    c.cover = None if s.cover is None else dict(s.cover)
    c.combo = None if s.combo is None else {**s.combo, "cards": dict(s.combo["cards"]),
                                             "reaction": dict(s.combo["reaction"])}
    c.result = s.result
    c.events = None if s.events is None else s.events[:]
    c.determinized, c._log, c._legal = s.determinized, None, s._legal
    return c


def _check_saved_setup(setup) -> None:
    """Refuse a saved setup whose map is not a built-in name or a map dict: a save never names a file."""
    # new_game stores a file's map as a dict, so only a crafted save names a path; reading it would let a
    # save read local files (and tell whether they exist).
    chosen = setup.get("map") if isinstance(setup, dict) else None
    if isinstance(chosen, str) and chosen not in BUILTIN_MAPS:
        raise InvalidSave(f"the saved setup names the map {chosen[:80]!r}; a save embeds its map (a built-in "
                          f"name, {listing(BUILTIN_MAPS)}, or a map dict) and never names a file")


to_dict, to_json, from_json = codec(GAME, new_game, _check_saved_setup)  # the save format (core.save)
