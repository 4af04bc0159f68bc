"""CHAOS round AI (newcomer review 21): one statement of who plays after a reversal (CH-P1). The reversal's line names
the seats from the reverser's turn on, as the engine brings them (Views.upcoming), so it is still true when read at
the reader's later turn beside 'Order now' (room_zh finding 2, 039: '接下来电脑A2 再次行动…你要往后等' stood in
B1's summary at B1's own turn, under '现在的顺序：你 → A1 → A2 → B2'); a seat whose turn comes later is named in
its place, never told it 'waits' (room_en finding 10: read as a lost turn)."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.core.actions import Action
from cthulhu_widgets.frames.build import Frames
from cthulhu_widgets.rooms.spec import RoomSpec

# The review's room (/tmp/r21 room 6-kKoJNi): its spec and its first 46 journaled actions. A1 (a person) reverses
# the order at the end of round 2 (action 39); action 46 brings B1's turn of round 3.
SPEC = {"game": "chaos", "seed": 4749185763139386, "rules": {"max_rounds": 20}, "setup": None,
        "seats": {"A1": "human", "A2": "bot:heuristic", "B1": "human", "B2": "bot:heuristic"}, "secret": True,
        "listed": True, "name": "", "open_seats": False, "number": 1}
ACTIONS = [
    {"kind": "move", "col": 7, "row": 1}, {"kind": "play", "card": "amnesia_skull", "target": "A1"}, {"kind": "end"},
    {"kind": "move", "col": 8, "row": 3}, {"kind": "play", "card": "mischief_eye", "mode": "plant"},
    {"kind": "pick", "col": 1, "row": 7}, {"kind": "pick", "col": 1, "row": 6},
    {"kind": "play", "card": "brainwash_moon"}, {"kind": "end"}, {"kind": "move", "col": 3, "row": 8},
    {"kind": "play", "card": "prank_skull", "target": "B1"}, {"kind": "play", "card": "vanish_skull"},
    {"kind": "end"}, {"kind": "move", "col": 1, "row": 7}, {"kind": "play", "card": "amnesia_eye", "target": "B1"},
    {"kind": "play", "card": "protection_moon"}, {"kind": "end"}, {"kind": "move", "col": 6, "row": 1},
    {"kind": "play", "card": "checkup_skull"}, {"kind": "pick", "col": 5, "row": 1},
    {"kind": "pick", "col": 4, "row": 1}, {"kind": "pick", "col": 3, "row": 1}, {"kind": "end"},
    {"kind": "move", "col": 8, "row": 4}, {"kind": "play", "card": "mischief_skull", "mode": "plant"},
    {"kind": "pick", "col": 1, "row": 7}, {"kind": "pick", "col": 3, "row": 8},
    {"kind": "play", "card": "vanish_moon"}, {"kind": "end"}, {"kind": "move", "col": 4, "row": 8},
    {"kind": "play", "card": "brainwash_skull"}, {"kind": "end"}, {"kind": "play", "card": "checkup_eye"},
    {"kind": "pick", "col": 2, "row": 8}, {"kind": "pick", "col": 2, "row": 7}, {"kind": "pick", "col": 3, "row": 8},
    {"kind": "move", "col": 2, "row": 8}, {"kind": "play", "card": "sprint_eye"},
    {"kind": "play", "card": "schizophrenia_eye"}, {"kind": "end"}, {"kind": "move", "col": 2, "row": 7},
    {"kind": "move", "col": 5, "row": 8}, {"kind": "end"}, {"kind": "move", "col": 8, "row": 5},
    {"kind": "play", "card": "prank_eye", "target": "A2"}, {"kind": "end"}]
YOU = {"en": "you", "zh": "你", "ja": "あなた"}
REVERSED = {"en": "A1 played Schizophrenia: the turn order now runs backwards", "zh": "A1 打出了精神分裂：行动顺序从此倒转",
            "ja": "A1 が「統合失調症」を出した：手番の順番はこれから逆回り"}


def _room_at(steps: int):
    """Return the review room's state after `steps` actions and its positions (as rooms/room.py Room.positions)."""
    spec = RoomSpec.from_dict(SPEC)
    state, frames = spec.new_state(), Frames("chaos")
    positions = [frames.step(state)]
    for entry in ACTIONS[:steps]:
        state.apply(Action.from_dict(entry))
        positions.append(frames.step(state))
    return state, frames, positions


def _seats_named(text: str, reader: str, lang: str) -> list[str]:
    """Return the seats a sentence names, in order, the reader's 'you' as its seat."""
    found = re.findall(rf"[AB][12]|\b{YOU[lang]}\b" if lang == "en" else rf"[AB][12]|{YOU[lang]}", text)
    return [reader if s.lower() == YOU[lang] else s for s in found]


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_CH_P1_the_reversal_line_at_the_readers_later_turn_agrees_with_the_order_now(lang):
    """Review 21, room_zh 2 (039): at B1's turn of round 3 its summary still told the reversal of round 2 as what
    comes next ('next Bot A2 plays again, then B2; you wait'), beside 'Order now: you → A1 → A2 → B2'. The line
    says the seats from A1's turn on: A2 again, then B2, then B1, the same cycle the view's next seats go."""
    state, frames, positions = _room_at(46)
    assert state.to_act == "B1" and state.direction == -1
    lines = frames.of(state, positions, "B1", lang, compact=False, log_from=0, bots=("A2", "B2"))["log_lines"]
    line = next(line["text"] for line in lines if line["text"].startswith(REVERSED[lang]))
    named = _seats_named(line, "B1", lang)
    cycle = ["B1", *state.upcoming(3)]                       # the order now, from the reader on: B1 A1 A2 B2
    assert named == ["A1", "A1", "A2", "B2", "B1"], line     # who reversed; after A1's turn: A2, B2, then B1
    at = cycle.index("A1")
    assert named[1:] == (cycle[at:] + cycle[:at]), line       # the same cycle, from the reverser on
    # the turn's heading names the turn only since round AX1 (the summary was told in the box, the log and the heading):
    # the line is said once, in the log
    assert line not in lines[-1].get("note", "")
    assert not re.search(r"waits?\b|往后等|後回し", line), line


@pytest.mark.parametrize("reader, said", [
    ("A1", "You played Schizophrenia: the turn order now runs backwards. After your turn, your partner A2 plays "
           "again, then Bot B2, then B1."),
    ("B1", "A1 played Schizophrenia: the turn order now runs backwards. After A1's turn, Bot A2 plays again, then "
           "your partner B2, then you."),
])
def test_CH_P1_a_seat_whose_turn_comes_later_is_named_in_its_place_not_told_it_waits(reader, said):
    """Review 21, room_en 10 (029): 'The turn order is reversed by you: … B1 waits' sounded like B1 lost a turn; B1
    plays third after the reverser's turn, and the line says so."""
    state, frames, positions = _room_at(39)
    lines = frames.of(state, positions, reader, "en", compact=False, log_from=0, bots=("A2", "B2"))["log_lines"]
    assert said in [line["text"] for line in lines]
