"""Review 29, mythos_ja 4 (142, 149, 197): from round 4 the prompt said 場のカードを使う (use a card in play) with no card
named nor highlighted, and the reader never found what it meant. The prompt names the card(s) it means (MY-TURN-1:
a spell cast from a tome, an ability used)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos import texts


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r30au7_the_prompts_use_option_names_the_card_in_play(lang):
    s = mythos.new_game(0, None, {"first_player": "p0", "players": [
        {"story": ["the_athenaeum"], "tomes": [{"card": "hutchinson_cipher", "spells": ["petrify"]}]},
        {"story": ["red_hook"], "allies": ["granny_orne"]}]})
    acts = s.legal_actions()
    assert any(a.kind == "cast" for a in acts)
    said = texts.prompt(s, acts, lang)
    assert texts.card_name("petrify", lang) in said, said


def test_r30au7_an_allys_attach_names_the_ally_in_play_not_the_hand_card():
    """The blind review of round AU: an ally's "as your turn" slot (Miss Anna Tilton takes an 'any location' artifact
    from the hand, MY-CARD-3) is the card in play used; the prompt named the hand's artifact as "(in play)"."""
    s = mythos.new_game(0, None, {"first_player": "p0", "players": [
        {"story": ["the_athenaeum"], "allies": ["miss_anna_tilton"], "hand": ["dot_32_revolver"]},
        {"story": ["red_hook"]}]})
    acts = [a for a in s.legal_actions() if a.kind == "attach"]
    assert acts, [a.kind for a in s.legal_actions()]
    said = texts.prompt(s, acts, "en")
    assert texts.card_name("miss_anna_tilton", "en") in said and texts.card_name("dot_32_revolver", "en") not in said, said
