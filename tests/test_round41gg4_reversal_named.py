"""Review 38, chaos_en 8 (shots 181, 206): the order reversed and the story said a bot reversed it, not with which
card nor what it means. The reversal's line names Schizophrenia and says the order now runs backwards (CH-P1)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

ORDER = ["A1", "A2", "B2", "B1"]     # team A first (CH-TEAM-3)
SAID = {"en": "B1 played Schizophrenia: the turn order now runs backwards. After B1's turn, B2 plays again, then "
              "your partner A2, then you.",
        "zh": "B1 打出了精神分裂：行动顺序从此倒转。B1的回合之后，B2 再次行动，然后是队友A2，再轮到你。",
        "zh-TW": "B1 打出了精神分裂：行動順序從此倒轉。B1的回合之後，B2 再次行動，然後是隊友A2，再輪到你。",
        "ja": "B1 が「統合失調症」を出した：手番の順番はこれから逆回り。B1の番のあと、B2 がもう一度手番、続いて味方の A2、"
              "その次にあなた。"}


def _reversal(seat: str, hands: dict | None = None) -> Match:
    """`seat` stays and plays Schizophrenia (CH-P1); the others hold `hands` (hidden from the reader)."""
    setup = {"first": "A", "start": seat, "turn_in_round": ORDER.index(seat), "bombs": [], "gate_open": True,
             "hands": {s: (["schizophrenia_moon"] if s == seat else (hands or {}).get(s, [])) for s in ORDER}}
    match = Match.new(chaos, seed=3, setup=setup)
    for kind, fields in (("stay", {}), ("play", {"card": "schizophrenia_moon"})):
        match.apply(next(a for a in match.state.legal_actions()
                         if a.kind == kind and all(a[k] == v for k, v in fields.items())))
    return match


@pytest.mark.parametrize("lang", list(SAID))
def test_round41gg4_reversal_names_its_card_and_what_changes(lang):
    """Review 38, chaos_en 8: 'B1 played Schizophrenia: the turn order now runs backwards. After B1's turn, …' "
      "(CH-P1)."""
    last = Frames("chaos").log(MatchPositions(_reversal("B1")), "A1", lang)[-1]
    assert last["text"] == SAID[lang]


def test_round41gg4_reversal_words_read_the_public_play_only():
    """CH-HIDE: two deals differing only in the others' hidden hands give the reader the same reversal line."""
    one = Frames("chaos").log(MatchPositions(_reversal("B1")), "A1", "en")[-1]["text"]
    two = Frames("chaos").log(MatchPositions(_reversal("B1", {"B2": ["checkup_eye"], "A2": ["mischief_skull"]})),
                              "A1", "en")[-1]["text"]
    assert one == two == SAID["en"]
