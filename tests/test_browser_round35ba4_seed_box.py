"""Newcomer review 33 (letter_en 6, 135/139): after Play this seed the story said "deal of seed 419729599482246" but
the Seed box showed "4197295994": a reader copying what they saw shared the wrong deal. In the real Voilà app at
1280×800, the Seed box shows a whole 16-digit seed (the widgets deal seeds below 2**53) and the bar keeps one row."""
from __future__ import annotations

import pytest

from browser_support import DESK, voila_app_page

pytestmark = pytest.mark.browser

MEASURE = """(seed) => { const input = document.querySelector('.cw-bar input[type=number]'); input.value = seed;
    const bar = document.querySelector('.cw-bar');
    return { over: input.scrollWidth - input.clientWidth, bar: bar.getBoundingClientRect().height }; }"""


def test_the_seed_box_shows_a_whole_seed_and_the_bar_keeps_one_row():
    with voila_app_page("letter", "round35ba4_seed", "5", DESK) as page:
        for lang in ("en", "ja", "zh"):
            page.evaluate("(l) => { const s = document.querySelector('select[data-cmd=lang]'); s.value = l;"
                          " s.dispatchEvent(new Event('change')); }", lang)
            page.wait_for_timeout(1500)
            empty = page.evaluate(MEASURE, "")
            assert empty["bar"] < 40, (lang, empty)   # one row (a second made it ~52 px)
            for seed in ("419729599482246", str(2**53 - 1)):
                seen = page.evaluate(MEASURE, seed)
                assert seen["over"] <= 0, (lang, seed, seen)
                assert seen["bar"] == empty["bar"], (lang, seed, seen, empty)
        assert page.errors == []
