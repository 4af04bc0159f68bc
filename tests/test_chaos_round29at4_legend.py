"""CHAOS after newcomer review 28 (round AT, fixer AT4), chaos_ja 5 and room_zh 5: the board's numbered move markers
(①②③ with arrows) and the violet dotted cells (where a vanished enemy ghost may be) were in no legend, and a marker
said nothing on hover or tap."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.chaos.sentences import en, ja, zh, zh_tw

LANGS = {"en": en, "zh": zh, "zh-TW": zh_tw, "ja": ja}


@pytest.mark.parametrize("lang", sorted(LANGS))
def test_the_help_legend_reads_the_numbered_steps_and_the_dotted_cells(lang):
    """The help's "how to read the board" has a row for the numbered steps and one for the dotted cells, short."""
    rows = LANGS[lang].HELP["legend"]
    steps = [r for r in rows if "①" in r[0]]
    dotted = [r for r in rows if r[0] != steps[0][0] and any(w in r[0] for w in ("dotted", "点线", "點線", "点線"))] \
        if steps else []
    assert steps and dotted, rows
    for name, words in steps + dotted:
        assert 0 < len(words) <= 90, (name, words)


@pytest.mark.parametrize("lang", sorted(LANGS))
def test_a_numbered_marker_has_its_own_reading(lang):
    """A marker's one-line reading names its seat and its number ("② B1's 2nd move since your turn")."""
    said = LANGS[lang].BOARD["trail_tip"].format(mark="②", seat="B1", n=2, of=3)
    assert "②" in said and "B1" in said and "2" in said.replace("②", "")
    assert len(said) <= 50


@pytest.mark.parametrize("lang", sorted(LANGS))
def test_a_cell_a_pick_cannot_take_has_its_words(lang):
    """chaos_en 10 (078): a Checkup click on the gate did nothing, without a word: the board's tip for such a cell."""
    said = LANGS[lang].BOARD["pick_not_here"]
    assert 0 < len(said) <= 26 and "{" not in said
