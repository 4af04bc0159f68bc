"""Mythos, round AA: newcomer review 18's findings on Mythos's story.

4. "The log hides my own card from me: 'You: Sanity -1 (a face-down monster)' for my own Dark Young": the owner's
   lines name its own face-down cards; another seat still reads "a face-down monster".
"""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import mythos as frame
from cthulhu_widgets.frames.story import Teller
from cthulhu_widgets.frames.story_mythos import story
from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos import texts

LANGS = ("en", "ja")
HIDDEN = {"en": "a face-down monster", "ja": "裏向きのモンスター"}


def _played(names):
    """Return p0's position before and after playing the face-down group whose cards are `names` (a gate in play)."""
    s = mythos.new_game(0, None, {"first_player": "p0", "players": [
        {"story": ["arkham_mystical_supply"], "sanity": 10,
         "hand": ["mi_go_worker", "mi_go_soldier", "ngah_kthun", "dark_young"]}, {}]})
    group = lambda a: sorted(s.card[a[k]] for k in ("card", "joined", "joined2", "joined3") if a.get(k) is not None)
    play = next(a for a in s.legal_actions() if a.kind == "play" and group(a) == sorted(names))
    before = s.clone()
    s.apply(play)
    return before, s


def _sanity_lines(before, after, viewer, lang):
    lines = Teller(story, frame.sentence, frame.sentence).lines(after, before, viewer, lang, False, [], bots=("p1",))
    mark = "Sanity" if lang == "en" else "正気度"
    return [line for line in lines if mark in line["text"]]


@pytest.mark.parametrize("lang", LANGS)
def test_aa_4_the_owner_reads_its_own_face_down_monster_by_name(lang):
    """Dark Young costs its player 1 Sanity as it goes face down: its player's line names it (a click opens it)."""
    before, after = _played(["dark_young"])
    mine = _sanity_lines(before, after, "p0", lang)
    name = texts.card_name("dark_young", lang)
    assert len(mine) == 1 and name in mine[0]["text"] and HIDDEN[lang] not in mine[0]["text"], mine
    assert any(c[0] == name for c in mine[0].get("cards", [])), mine


@pytest.mark.parametrize("lang", LANGS)
def test_aa_4_another_seat_still_reads_a_face_down_monster(lang):
    """The opponent may not know which monster went face down: its line keeps "a face-down monster"."""
    before, after = _played(["dark_young"])
    theirs = _sanity_lines(before, after, "p1", lang)
    name = texts.card_name("dark_young", lang)
    assert len(theirs) == 1 and HIDDEN[lang] in theirs[0]["text"] and name not in theirs[0]["text"], theirs
    assert "dark_young" not in str(theirs)

