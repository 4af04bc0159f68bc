"""Newcomer review 36 (round DD, fixer DD6), letter_en 1: "The deck cannot save you now" was said with 10 cards in the
deck, when the coming loss was a forced Silver Key play (LS-TURN-6). The Story's lost line names the real cause, and
speaks of the deck only when the deck is the cause (LS-END-2)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.rules import difficulty_rules
from cthulhu_widgets.games.letter.verdict import verdict
from cthulhu_widgets.frames.story_letter import story
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
DECK = {"en": "The deck cannot save you", "zh": "牌堆已救不了你", "ja": "山札ではもう助からない"}


def lost_told(seed: int, lang: str, level: str = "standard") -> tuple[str, object]:
    """Return the Story's line telling the game is lost in a bots' game of `seed`, and the state it was told at."""
    w = LetterWidget(seed=seed, rules=difficulty_rules(level), lang=lang)
    w.bots = {"player": "heuristic", **w.default_bots()}
    at = None
    for _ in range(400):
        if w.state.result is not None:
            break
        if at is None and story.own_facts(w.state, "player"):
            at = w.state
        w.step(1)
    told = [line["text"] for line in w.log_lines if story.told_lost(line, lang) in ("lost", "every")]
    assert told, w.log_lines
    return told[0], at


@pytest.mark.parametrize("lang", LANGS)
def test_LS_TURN_6_a_forced_silver_key_is_named_as_the_cause(lang):
    """Seed 4 (standard): at turn 7 the deck holds 5 cards and the only play is the forced Silver Key, after which the
    clues cannot all leave: the line names the Key and why it is forced, not the deck as the thing that failed."""
    line, at = lost_told(4, lang)
    plays = {a["card"] for a in at.legal_actions() if a.kind == "play"}
    assert plays == {"silver_key"}, plays
    key = {"en": "The Silver Key", "zh": "銀鑰匙", "ja": "銀の鍵"}[lang]
    assert key in line, line
    assert "5" in line, line            # why it is forced: a card of 5 or more held beside it
    assert DECK[lang] not in line, line


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("seed,why", ((13, "top"), (38, "sign")))
def test_LS_END_2_cthulhu_on_top_or_protected_is_not_told_as_the_deck(lang, seed, why):
    """Seeds 13 and 38 (standard) are lost with 6 cards in the deck: Cthulhu on top that no play seals, or a protection
    card over it. The line says that, never that the deck cannot save the player."""
    line, at = lost_told(seed, lang)
    assert verdict(at) == why
    assert DECK[lang] not in line, line
    cthulhu = {"en": "Cthulhu", "zh": "克蘇魯", "ja": "クトゥルフ"}[lang]
    assert cthulhu in line, line


GUARD = {"en": ("is protected until its next turn", "until the opponent plays it"),
         "zh": ("受保護直到它的下一回合", "直到對手打出它"),
         "ja": ("相手の次の番までクトゥルフは守られ", "相手が出すまで")}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("seed", (38, 51))
def test_LS_TURN_7_a_shield_the_opponent_played_guards_until_its_next_turn(lang, seed):
    """Seeds 38 and 51 (standard) are lost to the opponent's protection (LS-TURN-7): it has played its shield, so Cthulhu
    is safe until the opponent's next turn. The line says so, not "until the opponent plays it" (said of a face-up last
    clue over Cthulhu; the diff review of round DD found it on these seeds)."""
    line, at = lost_told(seed, lang)
    assert verdict(at) == "sign" and at.o_protected
    said, wrong = GUARD[lang]
    assert said in line and wrong not in line, line
