"""Review 39, chaos_ja 7 (shot 167): at Midnight the reader's compass spun "up" against the board's edge (CH-TIME-2:
the step is lost), the piece did not move, and only a tiny grey bar on the board said so. The line by the reader's
piece (frames/chaos_news.py) now says it: "Compass: up → the board's edge, A1 stays on d1", in every language."""
from __future__ import annotations

import pytest

from chaos_support import game
from cthulhu_widgets.frames.chaos_news import news

SAID = {"en": "Compass: {dir} → the board's edge, A1 stays on a8",
        "zh": "罗盘：{dir} → 棋盘边缘，A1 留在 a8", "zh-TW": "羅盤：{dir} → 棋盤邊緣，A1 留在 a8",
        "ja": "羅針盤：{dir} → 盤の端、A1 は a8 にとどまる"}
DIRS = {"en": {"down": "down", "left": "left"}, "zh": {"down": "下", "left": "左"},
        "zh-TW": {"down": "下", "left": "左"}, "ja": {"down": "下", "left": "左"}}


def lost_spin():
    """Return A1 (a patient on its corner spawn a8) after a Midnight spin the board's edge blocked, and the spin's
    direction."""
    for seed in range(40):
        s = game(seed, time={"kind": "midnight", "rounds": 2})
        s.act("spin")
        if any(e.name == "step_lost" for e in s.events):
            return s, next(e.data["dir"] for e in s.events if e.name == "compass")
    raise AssertionError("no lost spin in 40 seeds")


@pytest.mark.parametrize("lang", list(SAID))
def test_round43ii1_a_lost_compass_step_is_said_by_the_readers_piece(lang):
    s, way = lost_spin()
    assert news(s, list(s.events), lang).get("piece") == SAID[lang].format(dir=DIRS[lang][way])


def test_round43ii1_a_compass_step_made_says_no_lost_line():
    for seed in range(40):
        s = game(seed, time={"kind": "midnight", "rounds": 2})
        s.act("spin")
        if not any(e.name == "step_lost" for e in s.events):
            assert "stays" not in news(s, list(s.events), "en").get("piece", "")


def test_round43ii1_the_lost_step_line_is_the_same_whatever_the_hidden_bombs():
    """Hidden information (CH-HIDE): two deals differing only in where the hidden bombs lie give the same line."""
    _, way = lost_spin()
    seed = next(n for n in range(40) if _spun(n, [[8, 8]])[1] == way)
    said = {str(bombs): news(*_spun(seed, bombs)[::2], "en").get("piece") for bombs in ([[8, 8]], [[8, 7], [1, 3]])}
    assert len(set(said.values())) == 1 and "stays on a8" in next(iter(said.values())), said


def _spun(seed: int, bombs: list):
    """Return (state, direction, events) after A1's Midnight spin on a deal with hidden `bombs`."""
    s = game(seed, time={"kind": "midnight", "rounds": 2}, bombs=bombs)
    s.act("spin")
    return s, next(e.data["dir"] for e in s.events if e.name == "compass"), list(s.events)
