"""Newcomer review 24, room_en finding 2: "Protection can never protect the move about to be made, and nothing warns
of it". The rule is as the engine plays it: Protection is played after the base move (CH-CARD-4: only Checkup comes
before it) and lasts until the start of the seat's next turn (CH-P5, CH-DUR-2), so it covers this turn's extra steps
and the others' turns, never the next turn's step. The chip that offers it says so in a few words, in every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import of
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

# "until your next turn starts": the next turn is not covered (review 24, room_en 2)
STARTS = {"en": "until your next turn starts", "ja": "次の自分の手番が始まるまで", "zh": "下一回合开始前",
          "zh-TW": "下一回合開始前"}


def _match(hand, **setup) -> Match:
    base = {"first": "A", "start": "A1", "key": [4, 4], "hands": {"A1": hand}}
    return Match.new(chaos, seed=3, setup={**base, **setup})


def _do(match, kind, **fields) -> None:
    match.apply(next(a for a in match.state.legal_actions()
                     if a.kind == kind and all(a.get(k) == v for k, v in fields.items())))


@pytest.mark.parametrize("lang", sorted(STARTS))
def test_the_protection_chip_says_it_lasts_until_the_next_turn_starts(lang):
    """CH-P5, CH-DUR-2: the move and chip that play Protection name when it ends: as the seat's next turn starts."""
    match = _match(["protection_moon"])
    _do(match, "stay")
    move = next(m for m in of(match, "A1", lang)["legal"] if m["id"] == "play card=protection_moon")
    assert STARTS[lang] in move["text"], move["text"]
    assert STARTS[lang] in move["label"], move["label"]


def test_CH_P5_CH_DUR_2_protection_covers_the_extra_step_not_the_next_turns_step():
    """A1 (patient, a8) plays Protection, then Sprint's extra step onto a bomb on a6: unhurt. Its protection ends
    as its next turn opens: stepping onto the bomb on a5 then hurts it (CH-MOVE-4, back to its spawn)."""
    match = _match(["protection_moon", "sprint_eye"], bombs=[[6, 1], [5, 1]])
    _do(match, "move", row=7, col=1)
    _do(match, "play", card="protection_moon")
    _do(match, "play", card="sprint_eye")
    _do(match, "end")
    _do(match, "move", row=6, col=1)
    assert match.state.pos["A1"] == (5, 0) and "A1" in match.state.protected
    while match.state.to_act != "A1":   # the others pass their turns
        kinds = {a.kind for a in match.state.legal_actions()}
        _do(match, next(k for k in ("stay", "end", "stop", "pass", "decline") if k in kinds))
    assert "A1" not in match.state.protected
    _do(match, "move", row=5, col=1)
    assert match.state.pos["A1"] == (7, 0)   # hurt: back to its spawn a8
