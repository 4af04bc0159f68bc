"""Round AY, fixer AY3 (newcomer review 32, mythos_ja 5): the Yithian shows Sanity -1 on its card, but its button
said 「（正気度 -2）」 with no reason. The engine is right (MY-MON-1 pays the monster's -1; Lonely Akeley Farmhouse's
gate, reused with Speech Machine in play, costs its -1 again: MY-LOC-7, test_mythos_blind_issue21); the button says
why the cost differs from the card."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos.texts import card_name, move_words

SETUP = {"first_player": "p0",
         "players": [{"story": ["lonely_akeley_farmhouse"], "gate_used": True, "sanity": 10,
                      "artifacts": ["speech_machine"], "hand": ["yithian"]}, {}]}
GATE = {"en": "gate", "ja": "ゲート"}


def _play(s):
    """Return the legal play of the Yithian in p0's hand."""
    inst = next(i for i in s.players[0].hand if s.card[i] == "yithian")
    return next(a for a in s.legal_actions() if a.kind == "play" and a.get("card") == inst)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round33ay3_a_reused_gate_says_why_the_yithian_costs_2(lang):
    s = mythos.new_game(0, None, SETUP)
    label = move_words(s, _play(s), lang)["label"]
    assert "-2" in label and "-1" in label, label                  # the total and the card's own -1
    assert GATE[lang] in label.split("-2", 1)[1], label            # and the reason, after the total
    assert card_name("lonely_akeley_farmhouse", lang) in label, label


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round33ay3_a_first_gate_use_says_only_the_cards_cost(lang):
    setup = {**SETUP, "players": [{**SETUP["players"][0], "gate_used": False}, {}]}
    s = mythos.new_game(0, None, setup)
    label = move_words(s, _play(s), lang)["label"]
    assert "-1" in label and "-2" not in label and GATE[lang] not in label.split("-1", 1)[1], label
