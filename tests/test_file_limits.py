"""Every file input is hostile: saves, CHAOS map files and Mythos card files are read within limits.

Findings from fuzzing, one test each: JSON nested 100,000 deep or holding a 5,000-digit integer, a save
naming a local file as its map, a 20 MB save and a 30,000-key card object (slow to refuse), a 1000×1000
map, an investigator with hand_min above hand_max. Then properties: a randomly mutated save, map or card
set either loads into a valid state or raises the package's own error, never another exception.
"""
import copy
import json
import re
import time
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cthulhu_widgets.core.errors import InvalidSave
from cthulhu_widgets.games import GAMES, chaos, get_game, letter
from cthulhu_widgets.games.chaos.maps import InvalidMap, Map, load_map, map_from_dict
from cthulhu_widgets.games.mythos.data import DEFAULT_SET, CardSet, InvalidCardData, card_set_from_dict, load_set
from cthulhu_widgets.match import Match

DEEP = "[" * 100_000 + "]" * 100_000
DEEP_SMALL = "[" * 30_000 + "]" * 30_000    # still far past Python's recursion limit, but inside a map file's size
HUGE_INT = "1" + "0" * 5_000
CARDS = json.loads(DEFAULT_SET.read_text(encoding="utf-8"))
ASYLUM = load_map("asylum").to_dict()
QUICK = 5.0   # seconds: a generous bound (2 shared cores) for refusing the slow inputs; they took 17–30 s before


@cache
def saved(name: str, seed=2, steps=30) -> dict:
    """Return the save record of a game after up to `steps` first-legal actions (a shared copy: do not change it)."""
    module = get_game(name)
    state = module.new_game(seed=seed)
    for _ in range(steps):
        if state.to_act is None:
            break
        state.apply(state.legal_actions()[0])
    return module.to_dict(state)


def write(tmp_path, name: str, text: str):
    """Return the path of a new file holding `text`."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# ------------------------------------------------------------------------------ deep nesting, huge integers

@pytest.mark.parametrize("text", [DEEP, '{"format": ' + DEEP + "}"], ids=["bare", "in-a-field"])
def test_a_deeply_nested_save_is_an_invalid_save_naming_the_depth_limit(tmp_path, text):
    """100,000 nested brackets: InvalidSave saying how deep is allowed, not a RecursionError."""
    with pytest.raises(InvalidSave, match=r"at most \d+ levels"):
        Match.load(write(tmp_path, "deep.json", text))
    with pytest.raises(InvalidSave, match=r"at most \d+ levels"):
        letter.from_json(text)


def test_a_huge_integer_in_a_save_is_an_invalid_save_naming_the_digit_limit(tmp_path):
    """A 5,001-digit seed: InvalidSave saying how many digits are allowed, not Python's int-string ValueError."""
    text = json.dumps({**saved("letter"), "seed": 0}).replace('"seed": 0', '"seed": ' + HUGE_INT)
    with pytest.raises(InvalidSave, match=r"at most \d+ digits"):
        Match.load(write(tmp_path, "huge.json", text))
    with pytest.raises(InvalidSave, match=r"at most \d+ digits"):
        chaos.from_json(text)


@pytest.mark.parametrize("text, limit", [(DEEP_SMALL, r"at most \d+ levels"),
                                         ('{"version": ' + HUGE_INT + "}", r"at most \d+ digits")],
                         ids=["deep", "huge-int"])
def test_a_hostile_map_file_is_an_invalid_map(tmp_path, text, limit):
    """A map file nested 30,000 deep or with a 5,001-digit number raises InvalidMap naming the file and the limit."""
    with pytest.raises(InvalidMap, match=r"hostile\.json.*" + limit):
        load_map(write(tmp_path, "hostile.json", text))


@pytest.mark.parametrize("text, limit", [(DEEP, r"at most \d+ levels"),
                                         ('{"version": ' + HUGE_INT + "}", r"at most \d+ digits")],
                         ids=["deep", "huge-int"])
def test_a_hostile_card_file_is_invalid_card_data(tmp_path, text, limit):
    """A card file nested 100,000 deep or with a 5,001-digit number raises InvalidCardData naming the limit."""
    with pytest.raises(InvalidCardData, match=r"hostile\.json.*" + limit):
        load_set(write(tmp_path, "hostile.json", text))


# ------------------------------------------------------------------------------------ a save names no file

def test_a_save_whose_map_is_a_path_is_refused_without_reading_the_file(tmp_path):
    """A CHAOS save must embed its map: setup.map naming a path is refused, whether or not the file exists,
    with the same message (a save must not tell whether a local file exists)."""
    real = write(tmp_path, "mine.json", json.dumps({**ASYLUM, "name": "mine"}))
    assert chaos.new_game(seed=1, setup={"map": str(real)}).map.name == "mine"   # Python code may still read it
    messages = []
    for path in (real, tmp_path / "absent.json"):
        data = {**saved("chaos"), "setup": {"map": str(path)}, "actions": []}
        for load in (chaos.from_json, Match.from_dict):
            with pytest.raises(InvalidSave, match="embeds its map") as e:
                load(json.dumps(data))
            # the quoted value is the path, capped: apart from it the messages must not differ
            messages.append(re.sub(r"'[^']*'", "'PATH'", str(e.value), count=1))
    assert len(set(messages)) <= 2 and messages[:2] == messages[2:]


def test_a_save_of_a_game_on_a_file_map_holds_the_map_and_loads():
    """new_game with a map file stores the map itself in the save, so the save loads with no file at hand."""
    game = chaos.new_game(seed=1, setup={"map": ASYLUM | {"name": "mine"}})
    assert chaos.from_json(json.dumps(chaos.to_dict(game))).map.name == "mine"


# ------------------------------------------------------------------------------------ size and time limits

def test_a_20_mb_save_is_refused_quickly_naming_the_size_limit(tmp_path):
    """A 20 MB save (real actions repeated) is refused before its actions are parsed, in well under 30 s."""
    data = saved("chaos")
    repeat = 20_000_000 // len(json.dumps(data["actions"])) + 1
    text = json.dumps({**data, "actions": data["actions"] * repeat})
    assert len(text) > 20_000_000
    path = write(tmp_path, "big.json", text)
    start = time.perf_counter()
    with pytest.raises(InvalidSave, match=r"too large.*at most [\d,]+ bytes"):
        Match.load(path)
    with pytest.raises(InvalidSave, match=r"too large.*at most [\d,]+ bytes"):
        chaos.from_json(text)
    assert time.perf_counter() - start < QUICK


def test_a_save_of_too_many_actions_is_refused_before_they_are_checked():
    """Under the size limit, a save of 50,000 actions is refused by its count, before the schema or a replay."""
    data = saved("chaos")
    text = json.dumps({**data, "actions": (data["actions"] * (50_000 // len(data["actions"]) + 1))[:50_000]})
    start = time.perf_counter()
    with pytest.raises(InvalidSave, match=r"50,000 entries; at most [\d,]+ are allowed"):
        chaos.from_json(text)
    assert time.perf_counter() - start < QUICK


def test_a_card_object_of_30000_keys_is_refused_quickly(tmp_path):
    """A card file whose object has 30,000 keys (one written twice) is refused in linear time, not 20 s (CPU time of
    this process: a loaded machine's waiting is not the parser's)."""
    keys = ", ".join(f'"k{i}": {i}' for i in range(30_000))
    path = write(tmp_path, "keys.json", "{" + keys + ', "k7": 0}')
    start = time.process_time()
    with pytest.raises(InvalidCardData, match="'k7' appears twice"):
        load_set(path)
    assert time.process_time() - start < QUICK
    path = write(tmp_path, "many.json", "{" + keys + "}")
    start = time.process_time()
    with pytest.raises(InvalidCardData):
        load_set(path)
    assert time.process_time() - start < QUICK


def square_map(size: int) -> dict:
    """Return a valid-looking map dict of size×size open cells: gate top-left, spawns in the corners."""
    rows = [["."] * size for _ in range(size)]
    rows[0][0], rows[0][-1], rows[1][-1], rows[-1][0], rows[-1][1] = "G", "B", "b", "A", "a"
    return {**ASYLUM, "name": f"square {size}", "grid": ["".join(r) for r in rows],
            "dice_area": {"rows": [1, 6], "cols": [1, 6]}}


def test_a_1000_by_1000_map_is_refused_naming_the_size_limit(tmp_path):
    """Maps are at most 32×32 cells: a 1000×1000 map (dict or file) is an InvalidMap naming the limit."""
    with pytest.raises(InvalidMap, match=r"1000 rows.*at most 32"):
        map_from_dict(square_map(1000))
    with pytest.raises(InvalidMap, match=r"at most 32"):
        map_from_dict({**square_map(8), "grid": [row * 5 for row in square_map(8)["grid"]]})
    with pytest.raises(InvalidMap, match=r"too large"):
        load_map(write(tmp_path, "huge.json", json.dumps(square_map(1000))))


def test_a_32_by_32_map_is_allowed():
    """The limit itself is a legal size."""
    assert isinstance(map_from_dict(square_map(32)), Map)


# ----------------------------------------------------------------------------------------- Mythos hand limits

def test_an_investigator_with_hand_min_above_hand_max_is_refused_naming_it():
    """MY-ROUND-5 needs hand_min ≤ hand_max; a card file saying otherwise is InvalidCardData naming the card."""
    data = copy.deepcopy(CARDS)
    inv = data["investigators"][0]
    inv["hand_min"], inv["hand_max"] = inv["hand_max"] + 1, inv["hand_max"]
    with pytest.raises(InvalidCardData, match=rf"investigator {inv['id']!r}.*hand_min.*hand_max"):
        card_set_from_dict(data)


# ----------------------------------------------------------------------------------------------- properties

ODD_VALUES = [None, True, False, -1, 0, 7, 2**40, 1.5, "", "x", "asylum", "/etc/passwd", [], [1], {}, {"a": 1}]


def paths(value, here=()):
    """Yield the path (tuple of keys / indices) of every node inside `value`, itself excluded."""
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, child in items:
        yield here + (key,)
        yield from paths(child, here + (key,))


def mutate(data, draw):
    """Return a copy of `data` with 1–3 random edits: a field deleted, a value of another type, an entry moved
    or copied within its list."""
    data = copy.deepcopy(data)
    for _ in range(draw(st.integers(1, 3))):
        every = list(paths(data))
        if not every:
            break
        path = every[draw(st.integers(0, len(every) - 1))]
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        key, how = path[-1], draw(st.sampled_from(["delete", "swap", "move", "copy"]))
        if how == "delete":
            del parent[key]
        elif how == "swap":
            parent[key] = copy.deepcopy(draw(st.sampled_from(ODD_VALUES)))   # never share (or nest) one list
        elif isinstance(parent, list):
            other = draw(st.integers(0, len(parent) - 1))
            parent.insert(other, parent[key] if how == "copy" else parent.pop(key))
        else:
            parent[draw(st.sampled_from([key, "kind", "card", "seat", "extra"]))] = copy.deepcopy(parent[key])
    return data


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(list(GAMES)), st.data())
def test_a_mutated_save_loads_into_a_valid_game_or_raises_invalid_save(name, data):
    """Fields deleted, types swapped, actions moved or copied: InvalidSave or a game that is whole (every registered
    game, the toy duel too)."""
    module = get_game(name)
    record = mutate(saved(name), data.draw)
    try:
        game = module.from_json(json.dumps(record))
    except InvalidSave:
        return
    assert module.from_json(json.dumps(module.to_dict(game))) == game
    json.dumps(game.view(None))
    assert game.to_act is None or game.legal_actions()


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_a_mutated_map_dict_is_a_map_or_an_invalid_map(data):
    """A map dict randomly edited either validates into a Map or raises InvalidMap."""
    try:
        result = map_from_dict(mutate(ASYLUM, data.draw))
    except InvalidMap:
        return
    assert isinstance(result, Map)


@settings(max_examples=15, deadline=None)
@given(st.data())
def test_a_mutated_card_set_is_a_card_set_or_invalid_card_data(data):
    """A card set randomly edited either validates into a CardSet or raises InvalidCardData."""
    try:
        result = card_set_from_dict(mutate(CARDS, data.draw))
    except InvalidCardData:
        return
    assert isinstance(result, CardSet)
