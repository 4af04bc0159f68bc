"""Newcomer review 12 on the Mythos table (issue 23), round P: recorded frames the front end's tests lay out.

Finding 4 (text that does not fit): the Arrive chip's words in en and ja, laid out by round12p.test.js.
Finding 1 (the hand): js/src/mythos/round12p.test.js lays out, frame after frame with one page memory, what p0's
browser receives through real play (heuristic bots from a seed): a play that opens a step of its turn (a Car's move),
the bot's turns, combat, a round's end where p0 discards four cards in a row, then the next round. The file
js/src/mythos/round12p_frames.json holds them; regenerate with UPDATE_GOLDEN=1 (this file alone) and review the diff.
"""
from pathlib import Path

from conftest import check_fixture
from test_js_fixtures_mythos import payload

from cthulhu_widgets.frames.mythos_arrival import with_note
from cthulhu_widgets.games.mythos import texts
from cthulhu_widgets.widgets import MythosWidget

FRAMES = Path(__file__).resolve().parents[1] / "js" / "src" / "mythos" / "round12p_frames.json"


def recorded(seed: int, start, stop) -> list[dict]:
    """Return p0's payloads of seed `seed`'s heuristic game from the first frame where `start(view)` holds to the first
    where `stop(view)` does (both included)."""
    w = MythosWidget(seed=seed, autoplay=False)
    out = []
    for _ in range(400):
        v = w.view
        if out or start(v):
            out.append(payload(w))
        if out and stop(v):
            return out
        assert w.step(1) == 1, "the game ended before the recorded frames"
    raise AssertionError("the frames did not come within 400 steps")


def frames() -> dict:
    """Return the recorded games: `car` (seed 3, round 1: p0's Car, a step of its turn) and `discard` (seed 2, round
    2's end: p0 discards four cards, then the bot, then round 3 deals)."""
    car = recorded(3, lambda v: v["round"] == 1 and v["turn"] == 10, lambda v: v["round"] == 2)
    discard = recorded(2, lambda v: v["round"] == 2 and v["turn"] == 31, lambda v: v["round"] == 3)
    return {"car": car, "discard": discard, "arrive": {lang: arrive_label(lang) for lang in ("en", "ja")}}


def arrive_label(lang: str) -> str:
    """Return the Arrive chip's words at Waterbury State Hospital (Sanity +4, then the deck's top card turned up),
    the longest arrival a chip says (finding 4: '…続いて神話デッキの…' cut on the chip)."""
    words = texts.PROMPTS[texts.table_lang(lang)]
    said = words["arrive"].format(arrival=words["arrival"].format(sanity=4))
    return with_note(said, words["arrive_then"] + words["arrive_deck_top"], lang)


def test_recorded_frames_are_current_and_hold_what_the_hand_test_needs():
    data = frames()
    check_fixture(FRAMES, data)
    steps = [(f["view"]["step"], f["view"]["to_act"]) for f in data["car"]]
    assert ("car", "p0") in steps, "p0 plays a Car: a step within its own turn"
    discards = [f for f in data["discard"] if f["view"]["step"] == "discard" and f["view"]["to_act"] == "p0"]
    assert len(discards) >= 3, "p0 discards several cards in a row at the round's end"
