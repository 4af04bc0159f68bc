"""Letter, newcomer review 17 round Z (en desk 1280×800, 繁體中文 phone 390×844): the table tells the truth."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.letter import UI
from cthulhu_widgets.widgets.letter import LetterWidget
from test_letter_round17y import _doomed_hand

LANGS = ("en", "zh", "ja")


@pytest.mark.parametrize("lang", LANGS)
def test_finding1_every_play_that_dooms_the_next_check_is_marked_for_the_insanity_line(lang):
    """newcomer review 17 (round Z), finding 1: the Insanity line said "about 1 more turn" while every play lost at
    the next check; the line reads the frame's `dooms` on each play (dangers.play_dooms, LS-CHECK-1/3/4)."""
    w = LetterWidget(seed=3, lang=lang, setup=_doomed_hand())
    plays = [a for a in w.legal if a["kind"] in ("play", "guess")]
    assert plays and all(a.get("dooms") for a in plays), plays
    assert "{next}" in UI[lang]["insanity_raised"]


def test_finding1_a_play_that_does_not_doom_is_not_marked():
    """A fresh game's plays leave the next check safe: no `dooms` on them."""
    w = LetterWidget(seed=3, lang="en")
    assert w.legal and not any(a.get("dooms") for a in w.legal)


WIN = {"en": "you win", "zh": "你獲勝", "ja": "あなたの勝ち"}
TAKES = {"en": "takes Cthulhu", "zh": "拿走克蘇魯", "ja": "クトゥルフを奪う"}
ELIMINATES = {"en": "eliminates Cthulhu", "zh": "淘汰克蘇魯", "ja": "クトゥルフを脱落"}


def _on_top(lang, hand, **rules):
    """Return a table whose opponent's top card is Cthulhu (no clue left) on the player's turn holding `hand`."""
    return LetterWidget(seed=3, lang=lang, rules=rules or None,
                        setup={"hand": hand, "clues": [], "deck": ["cats_of_ulthar", "investigators", "..."]})


def _move(w, prefix):
    return next(a for a in w.legal if a["id"].startswith(prefix))


@pytest.mark.parametrize("lang", LANGS)
def test_finding2_carters_swap_of_cthulhu_says_it_wins(lang):
    """newcomer review 17 round Z, finding 2: with Cthulhu on top, Carter's chip said only "swap your Cat of Ulthar
    with the top card"; the swap takes Cthulhu away and wins (LS-P6, LS-P9, `cthulhu_taken_wins` true)."""
    carter = _move(_on_top(lang, ["randolph_carter"]), "play card=randolph_carter")
    label = carter["label"].replace("\u2060", "")   # the name's joiner (round AQ2: its line never breaks inside it)
    assert TAKES[lang] in label and WIN[lang] in label, carter["label"]
    assert WIN[lang] in carter["text"], carter["text"]
    look = _move(_on_top(lang, ["randolph_carter"]), "play card=cats_of_ulthar")
    assert WIN[lang] not in look["label"]


@pytest.mark.parametrize("lang", LANGS)
def test_finding2_naming_8_on_cthulhu_says_it_wins_and_7_does_not(lang):
    """Investigators naming 8 with Cthulhu (8) face up on top eliminates it: a win (LS-P1, LS-P9)."""
    w = _on_top(lang, ["investigators"])
    assert ELIMINATES[lang] in _move(w, "play card=investigators guess=8")["text"]   # its chip: name_wins (JS)
    assert WIN[lang] not in _move(w, "play card=investigators guess=7")["text"]
    assert WIN[lang].removeprefix("你") in UI[lang]["name_wins"]   # zh "獲勝": two lines on a 360 px chip (round AQ2)


def test_finding2_no_win_is_claimed_where_the_rules_give_none():
    """`cthulhu_taken_wins` false: Carter's swap of Cthulhu fizzles (LS-P9); a protected opponent voids it (LS-TURN-7)."""
    w = _on_top("en", ["randolph_carter"], cthulhu_taken_wins=False)
    assert "win" not in _move(w, "play card=randolph_carter")["label"]


SHIELD = {"en": "the opponent is protected", "zh": "對手受到保護", "ja": "相手は保護されている"}


def _shielded(lang, card="investigators", clue="elder_sign"):
    """Return the player's turn after the opponent played `clue` (Elder Sign: protected, LS-O4), holding `card` and
    Professor Henry Armitage."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["silver_key"], "deck": [card, "professor_armitage", "..."],
                                               "clues": [clue, "cats_of_ulthar", "golden_mead"]})
    w.command({"cmd": "act", "id": "play card=silver_key"})
    w.command({"cmd": "bot_step"})
    return w


@pytest.mark.parametrize("lang", LANGS)
def test_finding4_armitage_says_why_it_cannot_target_a_protected_opponent(lang):
    """newcomer review 17 round Z, finding 4: Armitage's "on the opponent" chip vanished unexplained while the opponent
    was protected (LS-TURN-7: Armitage must then target the player); its chip and sentence say why."""
    armitage = [a for a in _shielded(lang).legal if a["id"].startswith("play card=professor_armitage")]
    assert [a["fields"].get("target") for a in armitage] == ["self"]
    assert SHIELD[lang] in armitage[0]["text"].replace("The opponent", "the opponent").replace("次の番まで", ""), \
        armitage[0]["text"]
    assert SHIELD[lang] in armitage[0]["label"], armitage[0]["label"]
    plain = _shielded(lang, clue="cats_of_ulthar").legal
    assert not any(SHIELD[lang] in a["text"] for a in plain)
