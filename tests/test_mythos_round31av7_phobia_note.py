"""Review 30, mythos_en 4 (035/037 then 063): the Phobia requirement's note said "the one on you counts for your
opponent", then, once the reader cured Portaphobia, "a cured one for the deck it is buried in: you have one": read as
a contradiction. The note on a phobia lying on the reader says now what curing it does (MY-ADV-2, MY-CARD-6)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos.rules import Rules
from cthulhu_widgets.games.mythos.sentences import en, ja
from test_mythos_table_why_not import NEWCOMER

# review 35, mythos_en 4: "cured, for you" was a riddle; what curing is (bury it where you remain, MY-CARD-6) is said
CURED = {"en": "yours once you bury it", "ja": "埋葬すれば自分の分"}
KEPT = {"en": "cured or not", "ja": "治しても相手の条件"}


def _note(rules=None) -> str:
    s = mythos.new_game(0, rules, {"decks": ["corrupt", "steadfast"], **NEWCOMER})
    return s.view("p0")["players"][0]["goals"][0]["notes"][0]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r31av7_MY_ADV_2_the_note_on_a_phobia_on_you_says_curing_makes_it_yours(lang):
    """MY-CARD-6 (a cured phobia is buried in the story deck of the investigator it affected): cured, it counts for
    the reader, so the later "✓ … you have one" is no contradiction."""
    note = {"en": en.NOTES, "ja": ja.NOTES}[lang][_note()]
    assert CURED[lang] in note, note


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r31av7_MY_CARD_6_with_cured_phobias_buried_with_their_owner_the_note_says_it_stays_theirs(lang):
    """The variant cured_phobia="owner": a cured phobia goes to its owner's deck, so the note never promises it."""
    note = {"en": en.NOTES, "ja": ja.NOTES}[lang][_note(Rules(cured_phobia="owner"))]
    assert KEPT[lang] in note and CURED[lang] not in note, note
