"""Newcomer review 34, room_en finding 2: a vanished ghost (A1) played Possession and chose its own cell for B1's
step, to swap roles; Possession offered the cell and only the story said after: 'a vanished ghost does not swap
roles' (CH-G5). The step that lands the possessed patient on the vanished ghost says so where the reader chooses;
the other team never reads where a vanished ghost stands."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import of
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

NO_SWAP = {"en": "(no swap: you are vanished)", "zh": "（不交换身份：你已消隐）", "zh-TW": "（不交換身份：你已消隱）",
           "ja": "（入れ替えなし：あなたは消失中）"}


def _possessing() -> Match:
    """A1, a vanished ghost on e6, plays Possession on B1 (a patient on f6): B1's first step is asked."""
    match = Match.new(chaos, seed=3, setup={
        "first": "A", "start": "A1", "key": [6, 6],
        "roles": {"A1": "ghost", "A2": "patient", "B1": "patient", "B2": "ghost"},
        "pieces": {"A1": [6, 5], "A2": [8, 2], "B1": [6, 6], "B2": [2, 8]},
        "vanish": {"A1": {"turns_left": 1}}, "hands": {"A1": ["possession_moon"]}})
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "stay"))
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "play" and a.get("target") == "B1"))
    assert match.state.pending.kind == "push", match.state.pending
    return match


@pytest.mark.parametrize("lang", sorted(NO_SWAP))
def test_the_step_onto_the_vanished_ghost_says_no_swap(lang):
    frame = of(_possessing(), "A1", lang)
    cells = [m for m in frame["legal"] if m["kind"] == "pick"]
    onto = [m for m in cells if m["target"]["cell"] == [6, 5]]
    others = [m for m in cells if m["target"]["cell"] != [6, 5]]
    assert onto and NO_SWAP[lang] in onto[0]["text"], frame["legal"]
    assert others and not any(NO_SWAP[lang] in m["text"] for m in others)
