"""Newcomer review 19 (Mythos ja phone), finding 2: "神話デッキ went from 33 (discard 1) to 39 (discard 0) after I
scored the adventure ... the log never says the deck was reshuffled." MY-ADV-3: completing an adventure shuffles the
discard pile into the deck (no Sanity lost). The rule was buried in the adventure's long line; the story now says the
reshuffle on a line of its own, to every seat (en, ja)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import mythos as frame
from cthulhu_widgets.frames.story import Teller
from cthulhu_widgets.frames.story_mythos import story
from cthulhu_widgets.games.mythos import texts
from cthulhu_widgets.games.mythos.data import load_set

from test_mythos_engine import _assign, game

SAID = {"en": "discard pile is shuffled back into the deck", "ja": "捨て札をシャッフルして神話デッキに戻す"}
ADVENTURE = "alone_in_the_world"


@pytest.fixture(scope="module")
def completed():
    """Return p0's position before and after completing Alone in the World (its story deck built to meet it)."""
    cs = load_set()
    deck = cs.decks["corrupt"]
    reqs = sorted(cs.cards[ADVENTURE].requirements, key=lambda r: sum(cs.matches(r, cs.cards[i]) for i in deck.cards))
    cards = _assign(cs, reqs, [cs.cards[i] for i in deck.cards if i != ADVENTURE])
    cards.sort(key=lambda i: cs.cards[i].type == "location")
    s = game(p0={"story": cards, "hand": [ADVENTURE], "sanity": 5, "discard": ["mi_go_worker"]})
    if s.to_act != "p0":
        s.act("pass")
    before = s.clone()
    s.act("play", card=s.players[0].hand[0])
    return before, s


@pytest.mark.parametrize("viewer", ["p0", "p1"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_ADV_3_the_reshuffle_is_a_line_of_its_own(completed, viewer, lang):
    before, after = completed
    lines = [line["text"] for line in Teller(story, frame.sentence, frame.sentence).lines(
        after, before, viewer, lang, False, [], bots=("p1",))]
    name = texts.card_name(ADVENTURE, lang)
    own = [t for t in lines if SAID[lang] in t and name not in t]
    assert len(own) == 1, lines
    done = next(k for k, t in enumerate(lines) if name in t and ("+7" in t))
    assert lines.index(own[0]) > done, lines          # after the adventure's line, where the deck grew
