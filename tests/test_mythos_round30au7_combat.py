"""Review 29, mythos_en 2 (037): the bot sent two allies to defend, the fight read "3 cancelled by the threat aimed
back; no Sanity lost" and the allies did nothing visible. MY-COMBAT-5 before MY-COMBAT-6: the threats cancel first,
allies absorb only what gets through; the fight line, the course's battle words and the Rules say so."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games import mythos

LANGS = ("en", "ja")


def _cancelled_with_defender():
    """p0's N'gah-Kthun 2 against p1's Hunting Horror 3, Granny Orne defending p1: all of p0's points cancel."""
    from test_mythos_blind_issue21 import drive, legal, pview
    from test_mythos_round9m import fight_outcomes_raw
    s = mythos.new_game(0, None, {"first_player": "p0", "players": [
        {"story": ["the_athenaeum"], "threat": ["ngah_kthun"]},
        {"story": ["red_hook"], "threat": ["hunting_horror"], "allies": [{"card": "granny_orne"}]}]})
    granny = pview(s, "p1")["allies"][0]["inst"]
    s.act("pass")
    s.act("pass")
    drive(s, stop=lambda st: st.to_act == "p1" and legal(st, "defend", ally=granny))
    s.apply(legal(s, "defend", ally=granny)[0])
    drive(s, stop=lambda st: all("defenders" in f for f in fight_outcomes_raw(st)) and fight_outcomes_raw(st))
    return s


@pytest.mark.parametrize("lang", LANGS)
def test_MY_COMBAT_5_a_fight_all_cancelled_says_its_idle_defender_had_nothing_to_absorb(lang):
    """The fight line names the defender that absorbed nothing and says why: threats cancel first."""
    from cthulhu_widgets.frames.story_mythos import fight_outcomes, outcome_sentence
    from cthulhu_widgets.games.mythos.sentences.story import STORY
    from cthulhu_widgets.games.mythos.texts import card_name
    s = _cancelled_with_defender()
    fact = fight_outcomes(s)["fight:p0"]
    assert fact["cancelled"] == fact["points"] and not fact["absorbed"], fact
    line = outcome_sentence(STORY[lang], fact, lang)
    assert card_name("granny_orne", lang) in line, line
    assert ("first" in line) if lang == "en" else ("先に" in line), line


@pytest.mark.parametrize("lang", LANGS)
def test_MY_COMBAT_5_course_battle_and_rules_say_threats_cancel_before_allies(lang):
    """The course's battle words and the Rules' combat line put the cancelling before the allies."""
    from cthulhu_widgets.games.mythos.sentences.coach import BATTLE
    from cthulhu_widgets.games.mythos import texts
    first = "first" if lang == "en" else "先に"
    assert first in BATTLE[lang]["cancel"]
    line = next(r for r in texts.HELP[lang]["rules"] if ("Combat" in r or "バトル" in r))
    cancel = line.find("cancel" if lang == "en" else "相殺")
    ally = line.find("allies" if lang == "en" else "味方")
    assert 0 <= cancel < ally, line


def test_MY_COMBAT_5_a_defender_is_idle_only_when_the_cancelling_left_it_nothing():
    """The blind review of round AU: 'had nothing left to absorb' was said whenever some points cancelled and nothing
    was absorbed, also when normal or invisible points were left over (MY-COMBAT-5 cancels normal, then invisible)."""
    from cthulhu_widgets.frames.story_mythos_fights import _idle
    granny = [{"card": "granny_orne"}]
    whole = {"normal": 2, "invisible": 1, "bypass": 4, "cancelled": 3, "absorbed": [], "defenders": granny}
    assert _idle(whole) == ["granny_orne"]   # nothing a defender could take is left; the Bypass points skip it anyway
    left = {**whole, "cancelled": 2}          # 1 invisible point got past the cancelling
    assert _idle(left) == []
