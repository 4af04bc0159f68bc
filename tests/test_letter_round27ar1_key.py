"""Round AR, fixer AR1 (newcomer review 26, letter_en finding 3, shots 106/108/110): the Silver Key's forced play
(LS-TURN-6, LS-ORIG-8: a 7 held with a card of 5 or more must be played) decided a game and was told only in the
Key's tooltip. The choice that keeps the Key warns with the odds, the rules list says the rule, and "What decided it"
names a forced Key."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter import texts
from cthulhu_widgets.games.letter.cards import CARD_KIND, VALUE
from cthulhu_widgets.games.letter.game import new_game

LANGS = ("en", "zh", "ja")


def _labels(s, lang="en") -> dict:
    """Return each play's chip label by the card played."""
    return {a["card"]: texts.move_words(s, a, lang)["label"] for a in s.legal_actions() if a.kind == "play"}


@pytest.mark.parametrize("lang", LANGS)
def test_LS_TURN_6_keeping_the_key_warns_with_the_odds(lang):
    """Silver Key + Cats of Ulthar, deck top unknown: playing the Cats keeps the Key, ⚠ with the odds of a 5+."""
    s = new_game(seed=3, setup={"hand": ["silver_key"], "deck": ["cats_of_ulthar", "..."]})
    labels = _labels(s, lang)
    kept = labels["cats_of_ulthar"]
    assert "⚠" in kept and "5" in kept.split("⚠")[1], kept   # "5 or 6" in words since review 29 (letter_en 2)
    assert any(ch.isdigit() for ch in kept.split("⚠")[1]), kept   # the odds, as the other ⚠ chips
    assert "⚠" not in labels["silver_key"], labels      # playing the Key itself keeps nothing
    said = texts.move_words(s, next(a for a in s.legal_actions() if a["card"] == "cats_of_ulthar"), lang)["text"]
    assert "5" in said and texts.card_name("silver_key", lang) in said, said


def test_LS_TURN_6_odds_count_only_unseen_cards_of_5_or_more():
    """The odds are counted from the cards the seat has not seen: the 5s and 6s among them (never the other 7,
    which would let either 7 be played)."""
    s = new_game(seed=3, setup={"hand": ["silver_key"], "deck": ["cats_of_ulthar", "..."]})
    from cthulhu_widgets.games.letter.dangers import key_forced_odds
    odds, of = key_forced_odds(s, "cats_of_ulthar")
    assert odds == 5 and of > odds   # Armitage ×2, Mi-Go, Randolph Carter, Nyarlathotep, all unseen
    assert key_forced_odds(s, "silver_key") is None


def test_LS_TURN_6_rules_list_says_the_forced_key():
    """The "?" panel's rules say the Silver Key's forced play (not only the opponent's "no effect" row)."""
    for lang, words in (("en", "5"), ("zh", "5"), ("ja", "5")):
        rules = texts.LANGUAGE_MODULES[lang].HELP["rules"]   # the rules themselves, not the opponent's card rows
        key = texts.card_name("silver_key", lang)
        assert any(key in r and words in r for r in rules), (lang, rules)
        assert rules[0] in texts.HELP[lang]["rules"]


FORCED = {"en": "you had to play The Silver Key", "zh": "你必須打出銀鑰匙", "ja": "「銀の鍵」を出すしかなかった"}


def _forced_key_loss(lang: str):
    """Shot 106-110: Cthulhu on top, the Silver Key held, Armitage (5) drawn: the Key must be played (LS-TURN-6), no
    card seals Cthulhu, and the opponent plays it (LS-TURN-2)."""
    from cthulhu_widgets.widgets.letter import LetterWidget
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["cats_of_ulthar"], "clues": ["cats_of_ulthar"],
                                               "deck": ["silver_key", "professor_armitage",
                                                        "..."]})
    w.command({"cmd": "act", "id": "play card=cats_of_ulthar"})
    for _ in range(12):
        if w.view["result"]:
            return w
        ids = [a["id"] for a in w.legal]
        if ids:
            w.command({"cmd": "act", "id": ids[0]})
        else:
            w.step(1)
    raise AssertionError(w.view)


@pytest.mark.parametrize("lang", LANGS)
def test_LS_TURN_6_what_decided_it_names_a_forced_key(lang):
    w = _forced_key_loss(lang)
    assert w.view["result"]["cause"] == "cthulhu_played", w.view["result"]
    assert FORCED[lang] in w.banner["moment"], w.banner
