"""Newcomer review 24, chaos_ja finding 4: a partner's team card cut the reader's turn without asking. The rule is
so (CH-COVER-1: the team's first-acting seat may cover the team with one card; the two turns become one joint turn,
the teammate plays no card; the seed and the spec ask no consent, unlike a combo's join, CH-COMBO-1). The table says
plainly what happened and why, when the partner is asked to step: whose cover took its turn, and that a cover does
not ask."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import of
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

NO_ASKING = {"en": "does not ask", "ja": "同意を求めない", "zh": "无需你同意", "zh-TW": "無需你同意"}


def _covered() -> Match:
    """A1 covers team A with Protection and stays: A2's step of the joint turn is asked."""
    match = Match.new(chaos, seed=3, setup={"first": "A", "start": "A1", "key": [4, 4],
                                            "hands": {"A1": ["protection_moon"], "A2": ["vanish_moon"]}})
    for kind, fields in (("cover", {"card": "protection_moon"}), ("stay", {})):
        match.apply(next(a for a in match.state.legal_actions()
                         if a.kind == kind and all(a.get(k) == v for k, v in fields.items())))
    return match


@pytest.mark.parametrize("lang", sorted(NO_ASKING))
def test_CH_COVER_1_the_partner_is_told_whose_cover_took_its_turn(lang):
    """A2's prompt names A1's cover and says a cover does not ask; its step and stay stay offered."""
    match = _covered()
    assert match.state.to_act == "A2" and match.state.pending.kind == "combo_move"
    frame = of(match, "A2", lang)
    assert "A1" in frame["prompt"] and NO_ASKING[lang] in frame["prompt"], frame["prompt"]
    assert any(m["kind"] == "stay" for m in frame["legal"])


@pytest.mark.parametrize("lang", sorted(NO_ASKING))
def test_the_leader_keeps_the_joint_turns_words(lang):
    """The seat that covered chose it: it is not told 'a cover does not ask'."""
    match = Match.new(chaos, seed=3, setup={"first": "A", "start": "A1", "key": [4, 4],
                                            "hands": {"A1": ["protection_moon"]}})
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "cover"))
    assert NO_ASKING[lang] not in of(match, "A1", lang)["prompt"]
