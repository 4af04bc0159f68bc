"""Newcomer review 24, room_zh finding 3: the room's first-round tip said "a combo's joint turn is one step, no cards",
and the reader played a card after moving on its own turn. The rules (CH-CARD-4, CH-COMBO-1, CH-COVER-1): a seat's own
turn is a step, then cards; a combo's cards (one per teammate) or a cover's one card go down as the joint turn begins,
then both seats move, no other card is played, and the turn ends. The tip (js/src/room/first_tip.js) says both, in
every room language; the engine is checked to play them so."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from cthulhu_widgets.games import chaos

TIP = Path(__file__).resolve().parents[1] / "js" / "src" / "room" / "first_tip.js"
# own turn: a step, then cards; joint turn: its cards first, then both move and it ends (no card after the step). Since
# review 26 (AR8: "3 things to know") the tip's turn line and its partner line say them, in plain words; since review
# 29 (room_zh 7: "先出牌" read against point 2's "走一格，再出牌") the joint turn is chosen "instead, before you move";
# since review 34 (room_zh 2) zh/ja say whose turn may ("每轮你方首个回合…"); the desk's English tip has no room for it
SAYS = {"en": (r"Your turn: move one cell .*then play cards", r"Instead, before you move: .*both move, the turn ends"),
        "ja": (r"自分の番：1 マス動く.*次にカードを出す", r"最初の番だけ、動く前に：.*2 人が動いて番は終わり"),
        "zh-CN": (r"你的回合：走一格.*再出牌", r"首个回合可在移动前改为：.*两人移动后回合结束"),
        "zh-TW": (r"你的回合：走一格.*再出牌", r"首個回合可在移動前改為：.*兩人移動後回合結束")}


def _tips() -> dict:
    """The tip's lines of each language, read from first_tip.js (its quoted strings of that language, joined)."""
    source = TIP.read_text(encoding="utf-8")
    out = {}
    for lang in SAYS:
        key = re.escape(f'"{lang}"' if "-" in lang else lang)
        body = re.search(key + r': \{ head: (.*?)\},', source, re.S).group(1)
        out[lang] = " ".join(re.findall(r'"((?:[^"\\]|\\.)*)"', body))
    return out


@pytest.mark.parametrize("lang", sorted(SAYS))
def test_the_tip_tells_the_own_turn_from_the_joint_turn(lang):
    """CH-CARD-4 vs CH-COMBO-1/CH-COVER-1, in every room language."""
    tip = _tips()[lang]
    own, joint = SAYS[lang]
    assert re.search(own, tip) and re.search(joint, tip), tip


def test_CH_CARD_4_CH_COMBO_1_the_engine_plays_what_the_tip_says():
    """Own turn: cards after the step. Joint turn of a combo: both step, no card phase, the combo acts."""
    hands = {"A1": ["sprint_moon", "checkup_eye"], "A2": ["vanish_moon", "prank_eye"]}
    own = chaos.new_game(3, setup={"first": "A", "start": "A1", "hands": hands})
    own.act("stay")
    assert own.pending.kind == "cards" and any(a.kind == "play" for a in own.legal_actions())
    joint = chaos.new_game(3, setup={"first": "A", "start": "A1", "hands": hands})
    joint.act("combo", card="sprint_moon", combo="C1")
    joint.act("join", card="vanish_moon")
    while joint.pending.kind != "combo_move":
        joint.act("pass")
    for seat in ("A1", "A2"):
        assert joint.to_act == seat and {a.kind for a in joint.legal_actions()} <= {"move", "stay"}
        joint.act("stay")
