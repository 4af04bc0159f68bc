"""MY-MSGS-3: a set file's schema error is found without running jsonschema over the whole file (the compiled check
finds the failing card, investigator or deck first), and its message is the one the whole-file check gave: the
first error in file order, naming the card and the field."""
from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_mythos_data import JSON_VALUES, RAW, mutate
from widget_support import scaled

from cthulhu_widgets.games.mythos import schema_check
from cthulhu_widgets.games.mythos.schema_check import InvalidCardData, _check_schema

ALLOWED = "format, version, set, name, investigators, cards, decks"
# The whole-file reference costs ~0.15 s an example on an idle machine, over a second in make test's busy workers:
# 8 examples each in make test (fewer under a smaller hypothesis profile), 100 times CTHULHU_TEST_SCALE when set.
# 666 examples (the "thorough" profile's third) agreed when this was written (round Q).
EXAMPLES = settings(max_examples=scaled(100, ci=min(8, settings.default.max_examples)))


def _whole_file_message(data) -> str | None:
    """The algorithm before round Q: every jsonschema error of the whole file, sorted, the first described."""
    fast = schema_check._fast_check()
    if fast is not None and fast(data):
        return None
    errors = sorted(schema_check._validator().iter_errors(data),
                    key=lambda e: [(isinstance(p, str), p) for p in e.absolute_path])
    return schema_check._describe(errors[0], data) if errors else None


def _message(data) -> str | None:
    """What a player loading the data is told, or None when it passes the schema."""
    try:
        _check_schema(data)
    except InvalidCardData as e:
        return str(e)
    return None


def _edited(edit):
    data = copy.deepcopy(RAW)
    edit(data)
    return data


@EXAMPLES
@given(st.data())
def test_random_mutations_get_the_whole_file_message_my_msgs_3(data):
    """Up to four random edits anywhere in msgs.json: the same message (or none) as the whole-file check."""
    mutated = copy.deepcopy(RAW)
    for _ in range(data.draw(st.integers(1, 4))):
        mutate(mutated, data.draw)
    assert _message(mutated) == _whole_file_message(mutated)


@EXAMPLES
@given(st.data())
def test_edits_in_several_items_get_the_whole_file_message_my_msgs_3(data):
    """Edits inside two to four cards, investigators or decks (so several items fail, in several lists): the
    first in file order is named, as by the whole-file check."""
    mutated = copy.deepcopy(RAW)
    for _ in range(data.draw(st.integers(2, 4))):
        owner = data.draw(st.sampled_from(["cards", "cards", "investigators", "decks"]))
        index = data.draw(st.integers(0, len(mutated[owner]) - 1))
        if isinstance(mutated[owner][index], dict) and mutated[owner][index]:
            mutate(mutated[owner][index], data.draw)
        else:
            mutated[owner][index] = data.draw(JSON_VALUES)
    assert _message(mutated) == _whole_file_message(mutated)


def _occupation_5(d):
    d["cards"][18]["effects"][0]["target"]["filter"]["occupation"] = 5
    d["cards"][30]["x"] = 1


# Each message checked against _whole_file_message when written (these files cost the whole-file check ~0.15 s
# each on an idle machine, over a second in make test's busy workers).
EDITS = [
    (lambda d: None, None),
    (lambda d: d.clear() or d.update({"x": 1}), f"set file: field 'format': missing; this object needs {ALLOWED}"),
    (lambda d: d.update(zzz=1) or d["cards"][3].pop("name"),
     f"set file: field 'zzz': unknown field; the fields allowed here are {ALLOWED}"),
    (lambda d: d.pop("version") or d["cards"][0].update(value="x"),
     f"set file: field 'version': missing; this object needs {ALLOWED}"),
    (lambda d: d.update(set=3) or d["cards"][5].update(value=True),
     "card 'bellevue_hospital': field 'value': True is not of type integer or null"),
    (lambda d: d.update(version=True), "set file: field 'version': True is not allowed; allowed are 1"),
    (lambda d: d["cards"].clear(), "set file: field 'cards': [] is not valid: [] should be non-empty"),
    (lambda d: d.update(cards={"a": 1}), "set file: field 'cards': {'a': 1} is not of type array"),
    (lambda d: d["cards"].insert(7, 3), "card #8: the object: 3 is not of type object"),
    (lambda d: d["cards"][9].update(sanity=1.5) or d["cards"][2].update(sanity="1"),
     "card 'arkham_mystical_supply': field 'sanity': '1' is not of type integer"),
    (lambda d: d["cards"][4].update(value="v", type="person", zz=1),
     "card 'the_athenaeum': field 'type': 'person' is not allowed; allowed are 'location', 'ally', "),
    (lambda d: d["decks"][0].update(x=1) or d["investigators"][1].pop("id"),
     "deck 'corrupt': field 'x': unknown field; the fields allowed here are name, investigators, cards"),
    (lambda d: d["cards"][-1]["effects"].append({"block": "join"}),
     "card 'whispers_in_darkness': field 'effects[1].block': 'join' is not allowed; allowed are 'none', "),
    (_occupation_5, "card 'miskatonic_university_commons': field 'effects[0].target.filter.occupation': 5 fits "
                    "none of the allowed forms (5 is not of type 'string')"),
]


@pytest.mark.parametrize("edit, expected", EDITS)
def test_chosen_edits_name_the_first_error_in_file_order_my_msgs_3(edit, expected):
    """Errors at the top and in a list itself come first (top-level keys in sorted order), then the first
    failing item of a list by index, and in one item the first field: a top-level error before a card's, a
    deck's before an investigator's ('decks' < 'investigators'), card 3 before card 10, 'type' before 'value'."""
    message = _message(_edited(edit))
    assert message is None if expected is None else message.startswith(expected)   # two cut before the allowed list


@pytest.mark.parametrize("data", [[RAW], 3, None, "x", []])
def test_a_file_that_is_not_an_object_gets_the_whole_file_message_my_msgs_3(data):
    assert _message(data) == _whole_file_message(data) and _message(data).startswith("set file: the object: ")


def test_an_error_in_the_last_card_runs_jsonschema_on_that_card_alone_my_msgs_3(monkeypatch):
    """make test spent ~109 s on test_mythos_data's random mutations, ~1.8 s a bad file in busy workers: the error
    path runs jsonschema on the failing card alone, never over the whole list of cards (the time is measured by
    benchmarks, not here); the message is the one the whole-file check gave."""
    data = _edited(lambda d: d["cards"][-1].update(value="seven"))
    expected = _whole_file_message(data)
    real = schema_check._validator()
    seen = []

    class Spy:
        def iter_errors(self, instance, *a, **k):
            seen.append(instance)
            return real.iter_errors(instance, *a, **k)

        def descend(self, instance, *a, **k):
            seen.append(instance)
            return real.descend(instance, *a, **k)
    monkeypatch.setattr(schema_check, "_validator", lambda: Spy())
    assert _message(data) == expected
    assert expected.startswith(f"card {RAW['cards'][-1]['id']!r}: field 'value'")
    whole = [x for x in seen if isinstance(x, dict) and x.get("cards") == data["cards"]]
    assert seen and not whole, "jsonschema ran over the whole list of cards"
