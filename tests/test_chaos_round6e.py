"""Issue 23, round E (CHAOS), newcomer R3-C: the words say no more than the table knows.

- e18: "The key moves to g4." when the key stayed on g4: the key is placed again each round and may stay (CH-MAP-4),
  so the story, its note, the panel line and the help say "placed again", never that it moved.
- d64: a partner's bomb sent the reader home and nothing had said a team's own bombs hurt its patient (CH-MOVE-4): the
  Hidden bombs coach moment, the planted-bombs moment and the help say so.
"""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.frames import chaos as frame
from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos.sentences.coach import MOMENTS
from cthulhu_widgets.match import Match

LANGS = ("en", "zh", "ja")
BASE = {"first": "A", "bombs": [], "key": [8, 8], "pieces": {"A1": [8, 1], "A2": [6, 6], "B1": [6, 7], "B2": [1, 8]}}
MOVED = {"en": "moves to", "zh": "移到", "ja": "へ移る"}
OWN_BOMBS = {"en": "own team", "zh": "自己组", "ja": "味方の爆弾"}


def _idle_round(match: Match) -> None:
    start = match.state.round
    while match.state.round == start and match.state.result is None:
        for kind in ("stay", "end"):
            match.apply(next(a for a in match.state.legal_actions() if a.kind == kind))


@pytest.mark.parametrize("lang", LANGS)
def test_the_key_is_placed_again_never_said_to_move(lang):
    """e18: the round's end places the key again (it may land where it was): its line and note never say it moved."""
    match = Match.new(chaos, seed=1, setup=BASE)
    _idle_round(match)
    lines = Frames("chaos").log(MatchPositions(match), "A1", lang)
    key = [line for line in lines if line.get("big") and "note" in line and ("key" in line["text"].lower()
                                                                             or "钥匙" in line["text"]
                                                                             or "鍵" in line["text"])]
    assert key, [line["text"] for line in lines]
    for line in key:
        assert MOVED[lang] not in line["text"] and MOVED[lang] not in line["note"], line
    catalog = frame.catalog()
    assert MOVED[lang] not in catalog["ui"][lang]["key_moves"]
    assert not any(MOVED[lang] in rule for rule in catalog["help"][lang]["rules"])


@pytest.mark.parametrize("lang", LANGS)
def test_own_team_bombs_hurt_you_is_said(lang):
    """d64: the Hidden bombs moment, the planted-bombs moment and the help say a team's own bombs hurt its patient."""
    words = MOMENTS[lang]
    assert OWN_BOMBS[lang] in words["unseen"]
    assert OWN_BOMBS[lang] in words["bomb_planted"] or "自己组" in words["bomb_planted"]
    rules = frame.catalog()["help"][lang]["rules"]
    assert any(OWN_BOMBS[lang] in rule or "味方" in rule for rule in rules)


@pytest.mark.parametrize("lang, word", [("ja", "勝\u2060利"), ("zh", "胜\u2060利")])
def test_the_win_headline_never_breaks_inside_its_word(lang, word):
    """m57 (ja phone): the winner's headline wrapped as '…の勝 / 利'; a word joiner keeps the word whole (kinsoku)."""
    from types import SimpleNamespace
    won = SimpleNamespace(outcome="A", cause="gate")
    assert word in frame.banner(won, "A1", lang)["title"]


@pytest.mark.parametrize("lang, partner", [("en", "partner"), ("zh", "队友"), ("ja", "パートナー")])
def test_cover_is_explained_where_it_is_offered(lang, partner):
    """'…or cover your team with a card' was never explained (CH-COVER-1/2): the offer says what covering does."""
    from cthulhu_widgets.games.chaos import texts
    offer = texts.OPTIONS[lang]["cover"]
    assert partner in offer
