"""Letter, newcomer review 25 (round AQ, fixer AQ2), letter_zh finding 3: the reader mis-tapped a losing card, the
opponent's reply ended the game, and Undo was greyed at once (075 -> 077). Undo now goes back from the end too, to
before the reader's own last play, the opponent's reply included; the cards the reader had not seen are dealt afresh
there (the deal's seed is shown at the end: the game must not go on along it), and the table says Undo may
(`undo_at_end`, read by js/src/ui/toolbar.js)."""
from __future__ import annotations

import random

from cthulhu_widgets.widgets.letter import LetterWidget


def lost_game(seed: int = 3) -> LetterWidget:
    """A game of `seed` played to its end by seeded random clicks."""
    w, rng = LetterWidget(seed=seed), random.Random(seed)
    while w.state.result is None:
        if w.state.to_act == w.seat:
            w.command({"cmd": "act", "id": rng.choice(w.legal)["id"]})
        else:
            w.step(1)
    return w


def test_undo_steps_back_from_the_end_to_the_readers_last_play():
    """The end's Undo: the reader's last decision again, with a move to make, the game on again."""
    w = lost_game()
    m = w.match
    last = max(i for i in range(m.index) if m.state_at(i).to_act == w.seat)
    w.command({"cmd": "undo"})
    assert w.error == ""
    assert w.state.result is None and w.state.to_act == w.seat
    assert w.match.index == last and w.legal
    assert w.undo_at_end


def test_undo_from_the_end_deals_the_unseen_afresh():
    """What the reader had not seen at its last play (the deck's order) is dealt afresh, not the seed's: over seeds,
    some undo from the end gives a deck unlike the game's."""
    changed = 0
    for seed in range(1, 9):
        w = lost_game(seed)
        m = w.match
        last = max(i for i in range(m.index) if m.state_at(i).to_act == w.seat)
        before = list(m.state_at(last).deck)
        w.command({"cmd": "undo"})
        changed += list(w.state.deck) != before
    assert changed >= 3, changed
