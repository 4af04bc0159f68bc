"""LetterWidget: the Python API, the command protocol through the real ipywidgets dispatcher, bad input,
one message per step, and no hidden card in what play mode syncs to the browser."""
import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cthulhu_widgets.core.errors import IllegalAction
from cthulhu_widgets.games import letter
from cthulhu_widgets.widgets import LetterWidget
from cthulhu_widgets.widgets.base import COMMANDS


# The opening the tests below play from (the deal of seed 7 before LS-SETUP-9 changed the seeded deal):
# Mi-Go dealt, Liber Ivonis drawn; clues and the rest of the deck dealt from the seed.
OPENING = {"hand": ["mi_go"], "deck": ["liber_ivonis", "..."]}


def opening(**options) -> LetterWidget:
    """Return a widget at the player's first decision, holding Mi-Go and Liber Ivonis."""
    return LetterWidget(seed=7, setup=OPENING, **options)


def send(w, content):
    """Deliver a custom message as the browser would: through ipywidgets' own comm dispatcher."""
    w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def test_traits_and_python_api():
    w = opening()
    state = w.get_state()
    assert state["step"] == 0 and state["game"] == "letter" and state["seat"] == "player"
    assert w.view == w.state.view("player") and w.mode == "play"
    assert repr(w) == "LetterWidget(seed=7, step=0/0, mode='play', player to act)"
    w.play("play", card="liber_ivonis")
    assert w.get_state()["step"] == 1 and w.legal == [] and w.state.to_act == "opponent"
    assert w.step() == 1 and w.state.to_act == "player"
    with pytest.raises(IllegalAction):
        w.play("play", card="necronomicon")
    with pytest.raises(ValueError):
        w.step(-1)


def test_exact_undo_in_play_mode_skips_automaton_steps_and_redo_returns():
    """undo="exact" (the kernel's choice; fair undo is tested in test_widget_security.py)."""
    w = opening(undo="exact")
    w.play("play", card="liber_ivonis")
    w.step()
    w.undo()
    assert w.match.index == 0 and w.state.to_act == "player"
    w.redo()
    assert w.match.index == 2
    w.mode = "design"
    w.undo()
    assert w.match.index == 1


def test_reveal_switches_to_the_designer_view():
    w = LetterWidget(seed=7)
    assert all("id" not in c for c in w.view["deck"]["cards"])
    w.reveal = True
    assert w.mode == "design" and all("id" in c and c["hidden"] for c in w.view["deck"]["cards"])
    w.reveal = False
    assert w.view == w.state.view("player")


def test_assigning_rules_restarts_the_same_deal():
    w = opening()
    w.play("play", card="liber_ivonis")
    w.rules = {"clue_count": 4}
    assert w.match.index == 0 and w.seed == 7 and w.state.clues == 4
    assert w.rules == letter.Rules(clue_count=4)


def test_commands_from_the_browser():
    w = opening(undo="exact")  # exact time travel: redo and seek (a play table's fair undo has neither)
    send(w, {"cmd": "act", "id": "play card=liber_ivonis", "step": 0})
    assert w.match.index == 1 and w.error == ""
    send(w, {"cmd": "bot_step"})
    assert w.match.index == 2 and w.state.to_act == "player"
    send(w, {"cmd": "undo"})
    assert w.match.index == 0
    send(w, {"cmd": "redo"})
    send(w, {"cmd": "seek", "index": 1})
    assert w.match.index == 1
    send(w, {"cmd": "seek", "index": 99})
    assert "seek takes" in w.error and w.match.index == 1
    send(w, {"cmd": "lang", "value": "ja"})
    assert w.lang == "ja"
    send(w, {"cmd": "reveal", "on": True})
    assert w.mode == "design"
    send(w, {"cmd": "restart", "seed": 12})
    assert w.seed == 12 and w.match.index == 0 and w.error == ""


@pytest.mark.parametrize("content,message", [
    ({"cmd": "act", "id": "play card=necronomicon"}, "not a legal move"),
    ({"cmd": "act", "id": 3}, "action id"),
    ({"cmd": "act", "id": "play card=liber_ivonis", "step": 5}, "offered at step 5"),
    ({"cmd": "fly"}, "unknown command"),
    ("act", "unknown command"),
    (None, "unknown command"),
    ({"cmd": "seek", "index": "2"}, "integer"),
    ({"cmd": "seek", "index": 99}, "seek is exact time travel"),
    ({"cmd": "undo"}, "nothing to undo"),
    ({"cmd": "lang", "value": "fr"}, "lang must be"),
    ({"cmd": "restart", "seed": -4}, "seed"),
    ({"cmd": "restart", "seed": 1.5}, "integer"),
])
def test_bad_commands_set_error_and_change_nothing(content, message):
    w = LetterWidget(seed=7)
    before = (w.match.index, w.state.clone(), json.dumps(w.view))
    send(w, content)
    assert message in w.error
    assert (w.match.index, w.state, json.dumps(w.view)) == before


def test_reveal_can_be_switched_off_for_a_public_table():
    w = LetterWidget(seed=7, can_reveal=False)
    send(w, {"cmd": "reveal", "on": True})
    assert w.mode == "play" and "switched off" in w.error


def test_act_for_the_automaton_is_refused_in_play_mode():
    w = opening()
    w.play("play", card="liber_ivonis")
    send(w, {"cmd": "act", "id": "opponent_play"})
    assert "not a legal move" in w.error and w.match.index == 1


scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20)
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)
commands = st.fixed_dictionaries({"cmd": st.sampled_from(COMMANDS)},
                                 optional={"id": json_values, "step": json_values, "index": json_values,
                                           "seed": json_values, "on": json_values, "value": json_values})


@given(st.one_of(json_values, commands), st.integers(0, 50))
def test_fuzzed_messages_never_raise_and_errors_change_nothing(content, seed):
    """Any message from the browser is handled without raising into the kernel; a refused one changes nothing."""
    w = LetterWidget(seed=seed)
    before = (w.match.index, w.state.clone(), len(w.match), w.mode, w.lang)
    send(w, content)
    if w.error:
        assert (w.match.index, w.state, len(w.match), w.mode, w.lang) == before


def test_one_update_message_per_step():
    w = opening()
    sent = []
    w._send = lambda msg, buffers=None: sent.append(msg)
    w.play("play", card="liber_ivonis")
    assert len(sent) == 1 and sent[0]["method"] == "update"
    assert {"view", "legal", "log_lines", "step", "history_len"} <= set(sent[0]["state"])


def _known_kinds(view) -> set:
    found = set()

    def walk(node):
        if isinstance(node, dict):
            if "id" in node and "value" in node:
                found.add(node["id"])
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
    walk(view)
    return found


def _assert_no_hidden_card(w, before_kinds):
    design = w.state.view(None)
    synced = w.view
    for zone in ("deck", "opponent"):
        for d, p in zip(design[zone]["cards"], synced[zone]["cards"], strict=True):
            assert p == ({"hidden": True} if d.get("hidden") else d)
    assert synced["unused"] == [{"hidden": True}] * len(design["unused"])
    known = before_kinds | _known_kinds(synced)
    legal_text, log_text = json.dumps(w.legal), json.dumps(w.log_lines, ensure_ascii=False)
    for hidden in [d["id"] for d in design["deck"]["cards"] + design["opponent"]["cards"] + design["unused"]
                   if d.get("hidden")]:
        if hidden not in known:
            assert hidden not in legal_text and letter.KIND_BY_ID[hidden].en not in log_text


def test_play_mode_never_syncs_a_hidden_card_over_300_random_games():
    """LS-KNOW: what the browser receives in play mode (view, legal, log) names no card the player cannot know."""
    for seed in range(300):
        rng = random.Random(seed)
        w = LetterWidget(seed=seed)
        while w.state.result is None:
            before = _known_kinds(w.view)
            if w.state.to_act == "player":
                send(w, {"cmd": "act", "id": rng.choice(w.legal)["id"], "step": w.match.index})
            else:
                send(w, {"cmd": "bot_step"})
            assert w.error == ""
            _assert_no_hidden_card(w, before)
