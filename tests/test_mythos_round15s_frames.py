"""Newcomer review 14 on the Mythos table (issue 23), round S: recorded frames, with the seat's story, that the front
end's tests lay out (js/src/mythos/round15s.test.js).

What p0's browser receives through real play (heuristic bots from a seed), frame after frame: the synced traits the
layout reads and the lines the page's copy of the story gained (`log`: [from, lines], as the kernel sends them), in
Japanese and English, over card play, a combat and the round's discard. js/src/mythos/round15s_frames.json holds them;
regenerate with UPDATE_GOLDEN=1 (this file alone) and review the diff.
"""
from pathlib import Path

from conftest import check_fixture
from test_js_fixtures_mythos import payload

from cthulhu_widgets.widgets import MythosWidget

FRAMES = Path(__file__).resolve().parents[1] / "js" / "src" / "mythos" / "round15s_frames.json"


def recorded(seed: int, lang: str, last: int) -> list[dict]:
    """Return p0's payloads of seed `seed`'s heuristic game in `lang` up to round `last` (included), each with the
    story lines it added to the page's copy (`log`: [from, lines])."""
    w = MythosWidget(seed=seed, autoplay=False, lang=lang)
    out, seen = [], []
    for _ in range(600):
        v = w.view
        if v["round"] > last or v.get("result"):
            return out
        whole = list(w.log_lines) if not w.log_from else seen[: w.log_from] + list(w.log_lines)
        same = next((i for i, (a, b) in enumerate(zip(seen, whole)) if a != b), min(len(seen), len(whole)))
        out.append({**payload(w), "log": [same, whole[same:]]})
        seen = whole
        assert w.step(1) == 1, "the game ended before the recorded frames"
    raise AssertionError("the frames did not come within 600 steps")


def frames() -> dict:
    """Return the recorded games: seed 3's first three rounds in Japanese and in English (combats resolved between two looks, a discard)."""
    return {"ja": recorded(3, "ja", 3), "en": recorded(3, "en", 3)}


def test_recorded_frames_are_current_and_hold_card_play_combat_and_the_discard():
    data = frames()
    check_fixture(FRAMES, data)
    for game in data.values():
        phases = {f["view"]["phase"] for f in game}
        assert {"play", "combat"} <= phases, phases
        assert any(f["view"]["to_act"] == "p1" for f in game), "the bot acts in the recorded frames"
