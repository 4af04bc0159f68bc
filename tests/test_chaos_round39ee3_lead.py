"""CHAOS round EE3 (newcomer review 37, chaos_en finding 4, shot 178): a cover refused because the partner already
took the team's first turn of the round was explained as "Not now: cards are played after your step", which read as
if a cover should work. The refusal now gives the real reason (CH-COMBO-1, CH-COVER-1: only the team's first-acting
seat of the round may start a combo or cover), in every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.chaos import legal
from cthulhu_widgets.games import chaos

LANGS = ("en", "zh", "zh-TW", "ja")
SAID = {"en": "A2 already took your team's first turn", "zh": "A2 已用掉你方本轮的第一个回合",
        "zh-TW": "A2 已用掉你方本輪的第一個回合", "ja": "A2 がチームの最初の手番を使った"}


def _a1_after_a2():
    """A1 (patient) to act after its partner A2 led the round, holding Protection (a covering card) and Checkup."""
    setup = {"first": "A", "start": "A2", "bombs": [], "key": [6, 2],
             "pieces": {"A2": [4, 4], "B1": [1, 8], "B2": [2, 8], "A1": [8, 1]},
             "hands": {"A1": ["protection_moon", "checkup_eye"], "A2": [], "B1": [], "B2": []}}
    s = chaos.new_game(seed=1, setup=setup)
    while s.to_act != "A1":
        acts = s.legal_actions()
        s.apply(next(a for a in acts if a.kind in ("stay", "end", "stop")))
    assert s.to_act == "A1" and s.pending.kind == "move", (s.to_act, s.pending)
    assert not any(a.kind in ("cover", "combo") for a in s.legal_actions())
    return s


def _why_not(state, lang):
    return next(a for a in legal(state, state.legal_actions(), lang) if a["kind"] == "move")["target"]["why_not"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_cover_refused_after_the_partner_led_names_the_partner(lang):
    """CH-COVER-1: Protection could cover the team, but A2 took the team's first turn: the refusal says so."""
    why = _why_not(_a1_after_a2(), lang)["protection_moon"]
    assert SAID[lang] in why, why


def test_a_card_that_never_covers_keeps_the_after_your_step_reason():
    """CH-CARD-4 (1): a card that could not start a combo or cover anyway keeps 'cards are played after your step'."""
    s = _a1_after_a2()
    s.hand["A1"].append("schizophrenia_moon")
    why = _why_not(s, "en").get("schizophrenia_moon", "")
    assert "after your step" in why and "first turn" not in why, why
