"""Round 19aa, newcomer review 18 of Mythos (ja phone), finding 1: the phone's quick discard (js/src/mythos/discard.js)
sends the marked cards' discards one after another, each at the step the one before leads to. The kernel takes them
all: the seat stays to act through its discards, each discard one step."""
import json
from pathlib import Path

from cthulhu_widgets.widgets import MythosWidget

WORDS = json.loads((Path(__file__).resolve().parents[1] / "cthulhu_widgets" / "widgets" / "mythos_words.json")
                   .read_text(encoding="utf-8"))["ui"]


def at_discard(limit: int = 400) -> MythosWidget:
    """Return a table of heuristic bots played until p0 must discard at a round's end with two cards or more to spare."""
    for seed in range(20):
        w = MythosWidget(seed=seed, autoplay=False)
        for _ in range(limit):
            v = w.view
            me = next(p for p in v["players"] if p["seat"] == "p0")
            if v.get("step") == "discard" and v["to_act"] == "p0" and len(me["hand"]) - me["hand_limits"][0] >= 2:
                return w
            if w.state.result is not None or w.step(1) != 1:
                break
    raise AssertionError("no seed reaches a discard of two cards or more")


def test_marked_discards_sent_in_turn_all_land():
    w = at_discard()
    hand = len(next(p for p in w.view["players"] if p["seat"] == "p0")["hand"])
    moves = [a["id"] for a in w.legal if a["kind"] == "discard"][:2]
    step = w.step_index
    for i, move in enumerate(moves):            # what sendMarked sends: step, step + 1, ...
        w._on_command(w, {"cmd": "act", "id": move, "step": step + i})
        assert not w.error, w.error
    assert len(next(p for p in w.view["players"] if p["seat"] == "p0")["hand"]) == hand - 2


def test_quick_discard_words_in_every_language():
    keys = ["discard_mark_left", "discard_mark_ready", "discard_marked", "discard_marked_1", "discard_marked_0"]
    for lang in ("en", "ja"):
        for key in keys:
            assert WORDS[lang].get(key), (lang, key)
        assert "{n}" in WORDS[lang]["discard_marked"] and "{n}" in WORDS[lang]["discard_mark_left"]
