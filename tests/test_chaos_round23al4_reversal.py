"""CHAOS round AL (fixer AL4, the lead's read-through, speed): a Schizophrenia's chip and sentence preview the order
it leaves ("B1 → you → A2") and whose turn of the round it takes. texts._reversal played the card on a clone of the
whole state for that, on every legal-move build of a seat holding the card; it now reads the order reversed
(Views.upcoming and round_rest take a direction). Its words must stay those of the card played on a copy."""
from __future__ import annotations

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos import texts
from cthulhu_widgets.games.chaos.sentences import chip_words
from cthulhu_widgets.match import Match

LANGS = ("en", "zh", "zh-TW", "ja")
SEEDS = range(5, 17)


def _played_on_a_copy(state, action, lang: str) -> dict:
    """The preview as it was made before (round AE's texts._reversal): the card played on a clone."""
    after, seat = state.clone(), state.to_act
    after.apply(action)
    order = " → ".join(chip_words.YOU[lang] if s == seat else s for s in after.upcoming())
    lost = after.turns_lost()
    return {"order": order, "skips": "".join(texts.fmt(chip_words.SKIPS[lang][0], seat=s) for s in lost),
            "skipped": "".join(texts.fmt(chip_words.SKIPS[lang][1], seat=s) for s in lost)}


def _reversals():
    """Every (state, Schizophrenia play) the heuristic bots' games of SEEDS meet, as the recorded games play."""
    for seed in SEEDS:
        match = Match.new(chaos, seed=seed)
        bots = {s: make_bot("heuristic", "chaos", seed=i) for i, s in enumerate(chaos.SEATS)}
        while match.state.to_act is not None and len(match) <= 200:
            s = match.state
            for action in s.legal_actions():
                if action.kind == "play" and action["card"].startswith("schizophrenia"):
                    yield s, action
            match.step(bots, n=1)


def test_the_preview_says_what_the_card_played_on_a_copy_leaves():
    """Over the bots' games, in every language: the same order and lost turns, word for word."""
    met = 0
    for state, action in _reversals():
        met += 1
        for lang in LANGS:
            said = texts._reversal(state, lang)
            # (and the order it changes, "now", since review 27, chaos_ja 6: the order without the card)
            now = " → ".join(chip_words.YOU[lang] if s == state.to_act else s for s in state.upcoming())
            assert said.pop("now") == now, (str(action), lang)
            # the chip's tight forms (no spaces: a phone's band, 660ca68) are the same orders
            assert said.pop("now_tight") == now.replace(" → ", "→"), (str(action), lang)
            assert said.pop("order_tight") == said["order"].replace(" → ", "→"), (str(action), lang)
            # the chip's whole new order (review 31, room_en 4): the next four turns after the card, the reader's too
            after = state.clone()
            after.apply(action)
            whole = "→".join(chip_words.YOU[lang] if s == state.to_act else s for s in after.upcoming(4))
            assert said.pop("whole_tight") == whole, (str(action), lang)
            # the chip (review 33, chaos_en 7): the turns the card takes first, then that whole order
            lost = after.turns_lost()
            assert said.pop("order_chip") == chip_words.order_chip(lang, whole, lost), (str(action), lang)
            assert said == _played_on_a_copy(state, action, lang), (str(action), lang)
    assert met >= 20, met


def test_the_preview_plays_nothing_on_a_copy(monkeypatch):
    """The preview reads the reversed order where it is: no clone of the state for each legal-move build."""
    state, action = next(_reversals())
    monkeypatch.setattr(type(state), "clone", lambda self: pytest.fail("the preview cloned the state"))
    assert texts._reversal(state, "en")["order"]
