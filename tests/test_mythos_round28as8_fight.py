"""Round AS8 (review 27, mythos_ja 1): the commit stop says, before the reader chooses defenders, that an opponent's
weapon in play can bury the reader's monster before the fight (MY-COMBAT-3: the Faithful Hounds are discarded in the
use step to bury a random monster of a directed threat), so the opponent's threat then hits in full."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import mythos as frame
from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos.texts import card_name

from test_mythos_blind_issue21 import drive

LANGS = ("en", "ja")


def _at_commit(hounds=True):
    """Return a game at p0's commit stop: p0's Dark Young aimed at p1, whose Granny Orne carries the Hounds."""
    ally = {"card": "granny_orne", **({"weapon": "faithful_hounds"} if hounds else {})}
    s = mythos.new_game(0, None, {"first_player": "p0", "players": [
        {"story": ["the_athenaeum"], "threat": ["dark_young"], "allies": [{"card": "gomes"}]},
        {"story": ["red_hook"], "threat": ["deep_one"], "allies": [ally]}]})
    s.act("pass")
    s.act("pass")
    drive(s, stop=lambda st: st.to_act == "p0" and st.pending is not None and st.pending.kind == "commit")
    assert s.to_act == "p0" and s.pending.kind == "commit"
    return s


@pytest.mark.parametrize("lang", LANGS)
def test_MY_COMBAT_3_the_commit_stop_warns_the_hounds_can_bury_your_monster(lang):
    """The ask names the opponent's Hounds and the reader's monster they can bury before the fight (failed before:
    the ask said only 'Commit allies to defend, then Done')."""
    s = _at_commit()
    said = frame.prompt(s, s.legal_actions(), lang)
    assert card_name("faithful_hounds", lang) in said and card_name("dark_young", lang) in said, said


def test_MY_COMBAT_3_no_warning_without_a_weapon_that_buries():
    """No Hounds in play: the ask has no warning."""
    s = _at_commit(hounds=False)
    said = frame.prompt(s, s.legal_actions(), "en")
    assert "⚠" not in said and card_name("faithful_hounds", "en") not in said, said


@pytest.mark.parametrize("lang", LANGS)
def test_MY_MON_1_a_face_down_play_says_when_it_will_count(lang):
    """MY-MON-1, MY-ADV-2 (review 27, mythos_ja 6, 130): the play's warning says both facts in order, in one sentence
    — not now, only after it fights and is buried — where it said only 'does not count' beside
    the zoom's 'counts once buried' (failed before: no burial in the warning)."""
    s = mythos.new_game(0, None, {"to_act": "p0", "players": [
        {"story": ["lonely_akeley_farmhouse"], "hand": ["dark_young", "alone_in_the_world"]}, {}]},
        decks=("corrupt", "corrupt"))
    young = next(i for i in s.players[0].hand if s.card[i] == "dark_young")
    plays = [e for e in frame.legal(s, s.legal_actions(), lang, "p0")
             if e["fields"].get("card") == young and not e["fields"].get("as_ally")]
    said = {"en": ("only after", "buried"), "ja": ("戦って埋葬された後",)}[lang]
    assert plays and all(all(w in e["label"] for w in said) for e in plays), [e["label"] for e in plays]


@pytest.mark.parametrize("lang", LANGS)
def test_MY_CARD_6_midnight_names_the_allies_it_will_flip(lang):
    """Midnight flips every Steadfast ally carrying a weapon (review 27, mythos_en 8, 117): its play names the
    opponent's Harry Houdini, who carries a rifle, and not Granny Orne, who carries none (failed before: it named
    none)."""
    s = mythos.new_game(0, None, {"to_act": "p0", "players": [
        {"story": ["the_athenaeum"], "hand": ["midnight"]},
        {"story": ["red_hook"], "allies": [{"card": "harry_houdini", "weapon": "dot_30_06_bolt_action_rifle"},
                                           {"card": "granny_orne"}]}]})
    midnight = s.players[0].hand[0]
    plays = [e for e in frame.legal(s, s.legal_actions(), lang, "p0") if e["fields"].get("card") == midnight]
    assert plays and all(card_name("harry_houdini", lang) in e["label"] for e in plays), [e["label"] for e in plays]
    assert not any(card_name("granny_orne", lang) in e["label"] for e in plays)
