"""Dysentery's chip always says what becomes of the reader's own allies (review 39, mythos_en 12: it told whether
Gomes was safe at 125 and said nothing at 311, where the reader had no ally; MY-CARD-6, "the caster too")."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.mythos_costs import move_cost
from cthulhu_widgets.games import mythos

NONE = {"en": "you have no face-up ally: none of yours flips", "ja": "あなたの表向きの味方はいない：裏返るものはない"}


def dysentery_cost(lang: str, bot_story: str = "miskatonic_university_commons", bot_hand=()) -> str:
    """Return the cost said on the reader's Dysentery chip, the reader with no ally, aimed at the bot."""
    s = mythos.new_game(0, None, {"players": [
        {"story": ["arkham_mystical_supply"], "hand": ["dysentery"]},
        {"story": [bot_story], "allies": ["harry_houdini"], **({"hand": list(bot_hand)} if bot_hand else {})}],
        "first_player": "p0"}, decks=["corrupt", "steadfast"])
    card = next(i for i in s.players[0].hand if s.card[i] == "dysentery")
    action = next(a for a in s.legal_actions() if a.kind == "play" and dict(a.fields).get("card") == card)
    return move_cost(s, action, lang)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("bot_story", ["miskatonic_university_commons", "essex_institute"])
def test_round44jj6_dysentery_says_no_ally_of_yours_flips_when_you_have_none(lang, bot_story):
    """Review 39, mythos_en 12 (125 vs 311): with no ally of the reader's, in the target's sub-region or not, the chip
    says none of the reader's flips (MY-CARD-6), as it says Gomes stays up or flips when there is one."""
    assert NONE[lang] in dysentery_cost(lang, bot_story)


def test_round44jj6_dysentery_no_ally_words_do_not_read_the_bots_hand():
    """MY-HIDE-1: two deals differing only in the bot's hidden hand say the same words."""
    assert dysentery_cost("en") == dysentery_cost("en", bot_hand=["granny_orne"])
