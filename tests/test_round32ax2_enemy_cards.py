"""Round AX, fixer AX2 (newcomer review 31, room_en 1): the course taught only the reader's own cards; the first time
an enemy ghost played Prank, Brainwash, Mischief or Possession the reader did not know what happened or what it meant
for them (Vanish has its tip since review 28). Each is now a first-time coach moment of two short sentences (what it
did to your team, what you can do), read from the public "plays" event, once a game. Failed before: no such moment."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from cthulhu_widgets.frames.coach import MOMENTS
from cthulhu_widgets.frames.coach_moments import moment_now, moments_at

ENEMY = ("prank", "brainwash", "mischief", "possession")


class Event(SimpleNamespace):
    def visible_to(self, seat):
        return self.seats is None or seat in self.seats


def position(to_act, events=(), legal=("move",)):
    """Return a constructed CHAOS position: who acts, the events there ((name, data, seats)), its legal kinds."""
    acts = [SimpleNamespace(kind=k) for k in legal]
    return SimpleNamespace(to_act=to_act, result=None,
                           events=[Event(name=n, data=d, seats=s) for n, d, s in events],
                           role={"A1": "patient", "A2": "ghost", "B1": "patient", "B2": "ghost"},
                           pending=None, time=None, legal_actions=lambda: acts)


def plays(seat, card, seats=None):
    return ("plays", {"seat": seat, "card": card}, seats)


@pytest.mark.parametrize("kind", ENEMY)
def test_an_enemy_card_is_told_the_first_time_it_is_played(kind):
    """B2 plays it: the reader A1 reads its tip until A1's next decision, and never again this game."""
    game = [position("A1"), position("B2", [plays("B2", f"{kind}_moon")]), position("A2"), position("A1"),
            position("B1"), position("B2", [plays("B2", f"{kind}_eye")]), position("A1")]
    assert moment_now(game[:1], "A1", 0) is None
    assert [moment_now(game[:k], "A1", 0) for k in (2, 3, 4)] == [(kind, kind)] * 3
    assert [moment_now(game[:k], "A1", 0) for k in (5, 6, 7)] == [None] * 3


@pytest.mark.parametrize("kind", ENEMY)
def test_the_partners_card_is_no_enemy_card(kind):
    """A2 (the reader's partner) plays it on team B: no enemy-card tip for A1; B1 reads it."""
    seen = position("A2", [plays("A2", f"{kind}_moon")])
    assert kind not in moments_at(seen, "A1")
    assert kind in moments_at(seen, "B1")


def test_an_event_the_seat_may_not_see_tells_nothing():
    """Read from the events the seat may see only (CH-HIDE): a play shown to team B alone is no tip for A1."""
    assert "mischief" not in moments_at(position("B2", [plays("B2", "mischief_moon", ("B1", "B2"))]), "A1")


@pytest.mark.parametrize("lang", ["en", "zh", "zh-TW", "ja"])
def test_each_enemy_tip_is_two_short_sentences_naming_the_card(lang):
    """At most 2 lines on a phone (≤ 120 characters, 60 in zh/ja): the card's name, what it did, what to do."""
    words = MOMENTS["chaos"][lang]
    names = {"en": ("Prank", "Brainwash", "Mischief", "Possession"), "zh": ("恶作剧", "洗脑", "捣蛋", "附身"),
             "zh-TW": ("惡作劇", "洗腦", "搗蛋", "附身"), "ja": ("いたずら", "洗脳", "撹乱", "憑依")}[lang]
    for kind, name in zip(ENEMY, names):
        said = words[kind]
        assert words["head"][kind] == name and said.startswith(name) and "\n" not in said
        assert len(said) <= (120 if lang == "en" else 60), (kind, len(said), said)
        assert said.count("." if lang == "en" else "。") == 2, said
