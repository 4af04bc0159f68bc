"""CHAOS round AV3: a declined combo says why, as far as the leader may know (review 30, room_zh 1, chaos_en 3)."""
from __future__ import annotations

from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos import texts

LANGS = ("en", "ja", "zh", "zh-TW")


def _declined(a2_hand):
    """Return the leader A1's prompts after A2 declines its Vanish + Sprint combo, by language."""
    g = chaos.new_game(seed=7, setup={"first": "A", "bombs": [], "gate_open": True, "start": "A1",
                                      "hands": {"A1": ["sprint_moon"], "A2": a2_hand}})
    g.act("combo", combo="C1", card="sprint_moon")
    g.act("decline")
    assert g.to_act == "A1"
    return {lang: texts.prompt(g, g.legal_actions(), lang) for lang in LANGS}


def test_CH_COMBO_1_CH_HIDE_3_the_decline_names_the_card_the_partner_needed_and_reveals_nothing():
    """review 30, room_zh 1 ('B2 不加入你的合作', no reason) and chaos_en 3: the leader reads which card its partner
    needed to join (a Vanish), and the same words whether the partner held one or not (CH-HIDE-3)."""
    held, lacked = _declined(["vanish_moon"]), _declined(["prank_moon"])
    for lang in LANGS:
        vanish = texts.function_name("vanish", lang)
        assert held[lang].count(vanish) >= 2, (lang, held[lang])   # the combo's name, then the reason
        assert held[lang] == lacked[lang], lang
