"""Newcomer review 22 (round AL, fixer AL2), Letter en finding 9 (048, 071): "What decided it" named the check of an
earlier turn ("Insanity check: 3 cards go …" of turn 7), not the check that failed at the end (turn 9). It leads now
with the final failed check, its turn, N and the deck, then says when the loss became certain (LS-CHECK-3/4)."""
from __future__ import annotations

import random
from functools import cache

import pytest

from cthulhu_widgets.frames.story_letter import story
from cthulhu_widgets.widgets.letter import LetterWidget

SEEDS = range(30)


@cache
def played(seed: int, lang: str) -> LetterWidget:
    """A game of `seed` played to its end by random clicks."""
    w, rng = LetterWidget(seed=seed, lang=lang), random.Random(seed)
    for _ in range(300):
        if w.state.result is not None:
            break
        if w.state.to_act == w.seat:
            w.command({"cmd": "act", "id": rng.choice(w.legal)["id"]})
        else:
            w.step(1)
    return w


def final_check(w: LetterWidget) -> tuple[int, int, int]:
    """The turn, N and deck of the check that lost, from the engine's own events and state."""
    log = w.match.log()
    start = max(i for i, e in enumerate(log) if e.name == "player_turn")
    turn = log[start].data["turn"]
    check = next((e for e in log[start:] if e.name == "insanity_check"), None)
    if w.state.result.cause == "check_impossible" or check is None:
        return turn, w.state.insanity, len(w.state.deck)
    return turn, check.data["n"], sum(e.name == "check_reveal" for e in log[start:])


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_what_decided_it_leads_with_the_final_failed_check(lang):
    """The moment names the last turn first, with its N and the deck's cards; the earlier turn that made it certain
    comes after it (never the earlier check alone)."""
    words = story.words(lang)
    doom = (words["doom_check"].split("{")[0], words["doom_draw"])
    tried = 0
    for seed in SEEDS:
        w = played(seed, lang)
        if w.state.result.cause not in ("check_impossible", "empty_draw"):
            continue
        moment = w.banner.get("moment", "")
        turn, n, deck = final_check(w)
        lead = moment.removeprefix(words["decided"].format(text=""))
        assert f"{turn}" in lead[:12 + len(str(turn))], (seed, moment)      # the final turn leads
        assert f"{n}" in lead and f"{deck}" in lead, (seed, moment, n, deck)
        if any(line["text"].startswith(doom) for line in w.log_lines):
            tried += 1
            certain = words["certain"].split("{")[0]
            assert certain in lead and lead.rindex(certain) > 10, (seed, moment)
    assert tried >= 3, tried
