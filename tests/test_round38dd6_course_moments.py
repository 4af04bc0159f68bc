"""Newcomer review 36 (round DD, fixer DD6), letter_en 5: the course never taught the Silver Key's forced play
(LS-TURN-6) nor the Elder Sign trap (LS-TURN-7, LS-O4). The fixed deal cannot bring them, so the coach says each the
first time it happens in a game, as CHAOS's moments do, true of the board when shown, in every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.coach import FINDERS, MOMENTS
from cthulhu_widgets.frames.letter import coach_moments_at
from cthulhu_widgets.games.letter.cards import CARD_KIND, VALUE
from cthulhu_widgets.games.letter.rules import difficulty_rules
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja", "zh-TW")


def positions(seed: int) -> list:
    """Return every position of a standard game of `seed` the bots played to its end."""
    w = LetterWidget(seed=seed, rules=difficulty_rules("standard"))
    w.bots = {"player": "heuristic", **w.default_bots()}
    for _ in range(400):
        if w.state.result is not None:
            break
        w.step(1)
    return [w.match.state_at(i) for i in range(w.match.index + 1)]


def first(seed: int, moment: str):
    """Return the first position of seed's game where the Letter coach finds `moment`, or None."""
    return next((p for p in positions(seed) if moment in coach_moments_at(p, "player")), None)


def test_LS_TURN_6_the_first_forced_silver_key_is_a_moment():
    """Seed 4, turn 7: the hand is The Silver Key and Nyarlathotep (6); the only play is the Key."""
    at = first(4, "key")
    assert at is not None
    plays = {a["card"] for a in at.legal_actions() if a.kind == "play"}
    assert plays == {"silver_key"}
    assert any(VALUE[c] >= 5 and CARD_KIND[c] != "silver_key" for c in at.hand)


def test_LS_TURN_7_the_opponents_protection_is_a_moment():
    """Seed 4 never protects the opponent; a game where the opponent plays Elder Sign or Liber Ivonis does."""
    found = [s for s in range(1, 40) if (at := first(s, "sign")) is not None]
    assert found
    at = first(found[0], "sign")
    assert at.o_protected


@pytest.mark.parametrize("lang", LANGS)
def test_the_moments_have_words_in_every_language(lang):
    words = MOMENTS["letter"][lang]
    for moment in ("key", "sign"):
        assert moment in FINDERS["letter"][1]
        assert words["head"][moment] and words[moment]
    name = {"en": "The Silver Key", "zh": "銀鑰匙", "ja": "銀の鍵", "zh-TW": "銀鑰匙"}[lang]
    assert name in words["key"]
    # the protection named by what it does, never by a card's name (it may be a hidden one: LS-KNOW-1)
    sign = {"en": "protected", "zh": "保護", "ja": "守られ", "zh-TW": "保護"}[lang]
    assert sign in words["sign"]
    assert "Elder Sign" not in words["sign"] and "Liber Ivonis" not in words["sign"]


@pytest.mark.parametrize("lang", ("en", "ja"))
def test_a_learn_game_tells_the_key_when_it_is_forced(lang):
    """Through the coach's own mark (frames/coach.moment_mark): at seed 4's turn 7 (the Key forced), after the course's
    steps, the bubble says the Key's moment, and only while the Key is still to be played."""
    from cthulhu_widgets.frames.coach import moment_mark
    game = positions(4)
    at = next(i for i, p in enumerate(game) if "key" in coach_moments_at(p, "player"))
    mark = moment_mark("letter", game[:at + 1], "player", lang, "Tip", 1)
    if mark.get("moment") == "key":
        assert mark["text"] == MOMENTS["letter"][lang]["key"]
    later = moment_mark("letter", game[:at + 3], "player", lang, "Tip", 1)
    assert later.get("moment") != "key" or "key" in coach_moments_at(game[at + 2], "player")
