"""Newcomer review 26, room_zh 9: a CHAOS room's end said "平局，达到轮数上限" with the final roles only, joined by a
half-width comma ("A1：病人, A2：鬼魂"). The end card now says in one line what decided a draw at the round limit
(CH-WIN-2: whether the gate ever opened, CH-MOVE-5, and that no patient walked in, CH-WIN-1), in every language, and a
Chinese or Japanese row joins the seats with full-width punctuation."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from cthulhu_widgets.frames.ending import ending

PIECES = [{"seat": "A1", "team": "A", "role": "patient"}, {"seat": "A2", "team": "A", "role": "ghost"},
          {"seat": "B1", "team": "B", "role": "patient"}, {"seat": "B2", "team": "B", "role": "ghost"}]
DRAW = SimpleNamespace(outcome="draw", cause="round_limit")


def _end(lang: str, gate_open: bool) -> dict:
    view = {"round": 12, "gate_open": gate_open, "pieces": PIECES, "map": {"gate": [1, 1]}}
    return ending("chaos", view, DRAW, lang, [])


@pytest.mark.parametrize(("lang", "opened", "shut"), [
    ("en", "The gate opened, but no patient walked in.", "The gate never opened: nobody stepped on the key."),
    ("zh", "大门开了，但没有病人走进去。", "大门一直没打开：没人踩到钥匙。"),
    ("zh-TW", "大門開了，但沒有病人走進去。", "大門一直沒打開：沒人踩到鑰匙。"),
    ("ja", "門は開いたが、患者はだれも入らなかった。", "門は開かなかった：だれも鍵を踏まなかった。")])
def test_CH_WIN_2_a_draw_at_the_round_limit_says_what_decided_it(lang, opened, shut):
    assert _end(lang, True)["moment"] == opened
    assert _end(lang, False)["moment"] == shut


@pytest.mark.parametrize(("lang", "team_a"), [("zh", "A1：病人，A2：鬼魂"), ("ja", "A1：患者、A2：幽霊"),
                                              ("en", "A1: patient, A2: ghost")])
def test_the_roles_row_joins_with_the_languages_own_comma(lang, team_a):
    rows = dict((r[0], r[1]) for r in _end(lang, False)["rows"])
    assert team_a in rows.values(), rows
