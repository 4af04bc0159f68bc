"""Round AO, newcomer review 23 (Mythos en desk), finding 4: the desk's round-end discard marks several cards and
confirms once ("Discard these 3"); the page sends the marked discards one after another, each at the step the one
before leads to (js/src/mythos/discard.js sendMarked). The kernel checks each: a bad one (a stale step, a card not in
hand, a second discard of the same card) is refused and changes nothing, the good ones before it stand."""
import json
from pathlib import Path

from tests.test_mythos_round19aa_phone import at_discard

WORDS = json.loads((Path(__file__).resolve().parents[1] / "cthulhu_widgets" / "widgets" / "mythos_words.json")
                   .read_text(encoding="utf-8"))["ui"]


def _hand(w):
    return [c["inst"] for c in next(p for p in w.view["players"] if p["seat"] == "p0")["hand"]]


def test_a_bad_discard_in_the_sequence_changes_nothing():
    w = at_discard()
    moves = [a["id"] for a in w.legal if a["kind"] == "discard"][:2]
    step, hand = w.step_index, _hand(w)
    w._on_command(w, {"cmd": "act", "id": moves[0], "step": step})
    assert not w.error, w.error
    after_one = (w.step_index, _hand(w), w.state.to_act)
    assert len(after_one[1]) == len(hand) - 1
    for bad in ({"cmd": "act", "id": moves[0], "step": step + 1},     # the same card again: no longer in hand
                {"cmd": "act", "id": moves[1], "step": step},         # a stale step
                {"cmd": "act", "id": "discard card=999999", "step": step + 1}):
        w._on_command(w, bad)
        # a stale step is dropped without a word in play mode (round AV1, eca1111a: a double press said a developer's
        # sentence to the player); the others are refused aloud
        assert w.error or bad["step"] == step, bad
        assert (w.step_index, _hand(w), w.state.to_act) == after_one, bad


def test_desk_words_say_click_in_every_language():
    for lang in ("en", "ja"):
        for key in ("discard_mark_left_click", "discard_mark_ready_click"):
            assert "{n}" in WORDS[lang][key], (lang, key)
    assert "Click" in WORDS["en"]["discard_mark_left_click"]
    assert "クリック" in WORDS["ja"]["discard_mark_left_click"]
