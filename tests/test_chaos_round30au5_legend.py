"""Review 29, chaos_en 10 / chaos_ja 11: the rules sheet's legend listed the numbered move markers twice, "Last moves
①②③" and "①②③ steps" (034). One row says what the markers are, in every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.chaos import texts  # noqa: F401  (loads every sentence module's legend rows)
from cthulhu_widgets.games.chaos.sentences import en, ja, zh, zh_tw


@pytest.mark.parametrize("module", [en, zh, zh_tw, ja], ids=["en", "zh", "zh-TW", "ja"])
def test_the_move_markers_have_one_legend_row(module):
    rows = [row for row in module.HELP["legend"] if "①②③" in row[0] + row[1]]
    assert len(rows) == 1, rows
