"""Round CC, fixer CC2 (newcomer review 35, chaos_en 2, 184: a cancelled combo and the reaction both said "cancelled",
who won was unclear; room_zh 4). The line that decides a reaction says who won and why, once: the reacting team, its
two cards, whether the suits match, and what became of the other team's combo (CH-C4)."""
from __future__ import annotations

import pytest

from test_chaos_round25ap5_combo_story import _combo, _log

# (reader, lang) -> the one line that decides it: B2 + B1 (team B) combo Possession + Protection; A2 Prank (Skull),
# A1 Schizophrenia (Eye: other suits, cancelled; Skull: same suit, turned round)
CANCELLED = {
    ("A1", "en"): "Your team's reaction (Prank + Schizophrenia, other suits) cancelled team B's combo "
                  "(Possession + Protection): it does nothing.",
    ("B1", "en"): "Team A's reaction (Prank + Schizophrenia, other suits) cancelled your team's combo "
                  "(Possession + Protection): it does nothing.",
    ("public", "en"): "Team A's reaction (Prank + Schizophrenia, other suits) cancelled team B's combo "
                      "(Possession + Protection): it does nothing.",
    ("B1", "zh"): "A 组的反制（恶作剧 + 精神分裂，花色不同）抵消了你们的合作（附身 + 保护）：没有效果。",
    ("B1", "ja"): "チーム A の対抗（いたずら + 統合失調症、違うマーク）であなたたちのコンボ（憑依 + 保護）は打ち消された：効果なし。",
}
# "took over", not "turned round": no direction changed (review 41, chaos_ja 5; round45kk5_words)
TURNED = {
    ("B1", "en"): "Team A's reaction (Prank + Schizophrenia, same suit) took over your team's combo "
                  "(Possession + Protection): it works for team A.",
    ("A1", "en"): "Your team's reaction (Prank + Schizophrenia, same suit) took over team B's combo "
                  "(Possession + Protection): it works for your team.",
}


@pytest.mark.parametrize("reader,lang", sorted(CANCELLED))
def test_a_cancelled_combo_says_who_won_and_why_in_one_line_CH_C4(reader, lang):
    lines = _log(_combo("eye"), reader, lang)
    assert CANCELLED[reader, lang] in lines, lines


@pytest.mark.parametrize("reader,lang", sorted(TURNED))
def test_a_combo_turned_round_says_who_won_and_why_in_one_line_CH_C4(reader, lang):
    lines = _log(_combo("skull"), reader, lang)
    assert TURNED[reader, lang] in lines, lines


def test_every_language_has_the_words():
    for lang in ("en", "zh", "zh-TW", "ja"):
        assert len(_log(_combo("eye"), "A1", lang)) == len(_log(_combo("eye"), "A1", "en"))
