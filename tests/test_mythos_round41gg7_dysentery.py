"""Dysentery's chip says whether the reader's own allies flip (review 38, mythos_en 11, 086: the popup said it flips
allies "in the target's sub-region (the caster too)" but not whether the reader's Gomes would; MY-CARD-6, MY-ZONE-3)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.mythos_costs import move_cost
from cthulhu_widgets.games import mythos

SPARED = {"en": "your Gomes stays face up: your location is not in the target's sub-region",
          "ja": "あなたのゴメスは裏返らない：現在地が対象と別の地域にある"}
FLIPS = {"en": "also flips your Gomes", "ja": "あなたのゴメスも裏返る"}


def dysentery_cost(bot_story: str, lang: str, bot_hand=()) -> str:
    """Return the cost said on the reader's Dysentery chip aimed at the bot standing at `bot_story`."""
    s = mythos.new_game(0, None, {"players": [
        {"story": ["arkham_mystical_supply"], "allies": ["gomes"], "hand": ["dysentery"]},
        {"story": [bot_story], "allies": ["harry_houdini"], **({"hand": list(bot_hand)} if bot_hand else {})}],
        "first_player": "p0"}, decks=["corrupt", "steadfast"])
    card = next(i for i in s.players[0].hand if s.card[i] == "dysentery")
    action = next(a for a in s.legal_actions() if a.kind == "play" and dict(a.fields).get("card") == card)
    return move_cost(s, action, lang)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round41gg7_dysentery_says_the_readers_ally_stays_up(lang):
    """Return nothing; aimed at a bot in another sub-region (Salem, the reader in Arkham), the chip says the reader's
    Gomes stays face up and why; in the same sub-region it says Gomes flips too."""
    assert SPARED[lang] in dysentery_cost("essex_institute", lang)
    said = dysentery_cost("miskatonic_university_commons", lang)
    assert FLIPS[lang] in said and SPARED[lang] not in said


def test_round41gg7_dysentery_words_do_not_read_the_bots_hand():
    """Return nothing; two deals differing only in the bot's hidden hand say the same words."""
    assert dysentery_cost("essex_institute", "en") == dysentery_cost("essex_institute", "en", ["granny_orne"])
