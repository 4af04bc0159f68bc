"""Letter, newcomer review 23 (round AO, fixer AO1), letter_en finding 3 / letter_zh finding 3 (093/094, 068_e11): the
Elder Sign trap was warned ('if the last clue is Elder Sign (2 unseen) it protects Cthulhu: you lose') but never taught.
An Elder Sign the opponent plays protects it until its next turn (LS-O4, LS-TURN-7); as the last clue over Cthulhu it
loses either way (eliminated on the player's turn: Cthulhu on top, LS-P10, LS-TURN-2; played by the opponent: Cthulhu
protected through the player's turn); only taking it away without eliminating it escapes (LS-P6 swap, LS-P5 Insane
take). Rules and help says all that, and Learn to play's last bubble says the trap, in every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.cards import KIND_BY_ID
from cthulhu_widgets.games.letter.sentences.coach import COACH
from cthulhu_widgets.games.letter.texts import HELP

LANGS = ("en", "zh", "ja")
LAST_CLUE = {"en": "last clue", "zh": "最後一張線索", "ja": "最後の手がかり"}
LOSE = {"en": "you lose", "zh": "你就會輸", "ja": "負け"}
LAST_LOSES = {"en": ("Cthulhu too if it was the last clue", "you lose"),
              "zh": ("它若是最後一張線索", "保護了克蘇魯", "你會輸"),
              "ja": ("最後なら", "クトゥルフも守られ", "負け")}


def _name(kind: str, lang: str) -> str:
    return getattr(KIND_BY_ID[kind], lang)


@pytest.mark.parametrize("lang", LANGS)
def test_rules_and_help_teach_the_elder_sign_trap_and_its_way_out(lang):
    """One rule of the "?" panel names Elder Sign as the last clue, the loss, and the cards that take it away."""
    rules = [r for r in HELP[lang]["rules"] if _name("elder_sign", lang) in r and LAST_CLUE[lang] in r]
    assert len(rules) == 1, HELP[lang]["rules"]
    rule = rules[0]
    assert LOSE[lang] in rule, rule
    for kind in ("randolph_carter", "nyarlathotep", "mi_go"):   # LS-P6 swap, LS-P5 Insane take
        assert _name(kind, lang).split("（")[0] in rule, (kind, rule)


@pytest.mark.parametrize("lang", (*LANGS, "zh-TW"))
def test_the_course_says_the_trap_where_it_lets_go(lang):
    """Learn to play's last bubble, where it says the opponent's own Elder Sign, says it loses as the last clue."""
    free = COACH[lang]["free"]
    assert _name("elder_sign", "zh" if lang == "zh-TW" else lang) in free, free
    for words in LAST_LOSES["zh" if lang == "zh-TW" else lang]:
        assert words in free, (words, free)
