"""Why Possession cannot be played when an enemy patient does stand in the ghost's 3×3 (CH-G1): it is protected
(CH-P5: no forced move until its next turn starts) or it cannot be pushed a step (walled in, CH-MAP-7). Newcomer review
23, chaos_ja finding 2 (113_g87): "no enemy patient in the 3×3 around you" while B1 stood beside the ghost under
Protection. texts.why_not says them, possession_blocker picks which; registered into each language's BOARD when the sentences load.
A neighbour cell the seat's step does not offer says why too (step_refusals; review 35, room_zh 1: no word said why).

zh-TW is zh converted by OpenCC s2twp, as tools/gen_zh_tw.py converts zh.py."""
from __future__ import annotations

import copy

from . import en, ja, zh, zh_tw

POSSESSION_REFUSED = {
    "en": {"why_not_possession_protected": "Not now: {seat} is protected ({card}): no forced move until its next turn "
                                           "starts.",
           "why_not_possession_stuck": "Not now: {seat} is in your 3×3 but cannot be pushed a step from its cell."},
    "zh": {"why_not_possession_protected": "现在不能出：{seat} 受保护（{card}），到它的下一回合开始前不会被强制移动。",
           "why_not_possession_stuck": "现在不能出：{seat} 在你周围 3×3 内，但一步也推不动。"},
    "zh-TW": {"why_not_possession_protected": "現在不能出：{seat} 受保護（{card}），到它的下一回合開始前不會被強制移動。",
              "why_not_possession_stuck": "現在不能出：{seat} 在你周圍 3×3 內，但一步也推不動。"},
    "ja": {"why_not_possession_protected": "今は出せない：{seat} は保護中（「{card}」）。次の手番が始まるまで強制移動を受けない。",
           "why_not_possession_stuck": "今は出せない：{seat} はあなたの 3×3 にいるが、どのマスへも押せない。"},
}

# why a neighbour cell is not a step now (CH-MOVE-2, CH-MOVE-3, CH-TIME-3), one line on the cell's hover or tap
STEP_REFUSED = {
    "en": {"wall": "A wall: a patient cannot step onto it (a ghost can).",
           "gate": "The gate is closed: a patient may enter it once a piece has taken the key.",
           "gate_ghost": "The gate: a ghost never enters it.",
           "dawn": "Dawn: a ghost keeps to its row or column (the dash-dot lines)."},
    "zh": {"wall": "障碍物：病人不能走上去（鬼魂可以）。",
           "gate": "大门关着：有棋子拿到钥匙后，病人才能进入。",
           "gate_ghost": "大门：鬼魂永远不能进入。",
           "dawn": "黎明：鬼魂只能沿所在的行或列移动（点划线）。"},
    "zh-TW": {"wall": "障礙物：病人不能走上去（鬼魂可以）。",
              "gate": "大門關著：有棋子拿到鑰匙後，病人才能進入。",
              "gate_ghost": "大門：鬼魂永遠不能進入。",
              "dawn": "黎明：鬼魂只能沿所在的行或列移動（點劃線）。"},
    "ja": {"wall": "障害物：患者は入れない（幽霊は通り抜けられる）。",
           "gate": "門は閉じている：どれかの駒が鍵を取ると、患者が入れる。",
           "gate_ghost": "門：幽霊は決して入れない。",
           "dawn": "夜明け：幽霊は自分の行か列（一点鎖線）に沿ってしか動けない。"},
}

# a card that would start a combo or cover, before the step, when the partner took the team's first turn of the round
# (CH-COMBO-1, CH-COVER-1; review 37, chaos_en 4: "cards are played after your step" read as if a cover should work)
NOT_LEADING = {
    "en": "Not now: {partner} already took your team's first turn this round, and only the team's first seat to act "
          "may start a combo or cover. Play it after your step.",
    "zh": "现在不能出：{partner} 已用掉你方本轮的第一个回合，只有本队本轮先行动的人能发起合作或全队生效的出牌。走完一步后再出。",
    "zh-TW": "現在不能出：{partner} 已用掉你方本輪的第一個回合，只有本隊本輪先行動的人能發起合作或全隊生效的出牌。走完一步後再出。",
    "ja": "今は出せない：{partner} がチームの最初の手番を使った。コンボやチーム全体へのカードを始められるのは、"
          "このラウンドでチームの最初に動く人だけ。1 歩移動した後に出そう。",
}

for _lang, _module in {"en": en, "zh": zh, "ja": ja, "zh-TW": zh_tw}.items():
    for _key, _words in POSSESSION_REFUSED[_lang].items():
        _module.BOARD.setdefault(_key, _words)
    _module.BOARD.setdefault("why_not_lead", NOT_LEADING[_lang])


def before_step(state, seat: str, card: str, words: dict) -> str:
    """Return why `seat` may not play `card` before its step (CH-CARD-4 (1)): its partner took the team's first turn
    and the card would have started a combo or cover then (CH-COMBO-1, CH-COVER-1), else cards come after the step."""
    mate = state._mate(seat)
    if mate in state.acted or mate in state.done:
        led = copy.copy(state)   # the same seat as its team's first this round: would the card lead?
        led.acted, led.done = state.acted - {mate}, state.done - {mate}
        if any(a["card"] == card for a in led._combo_starts(seat) + led._cover_starts(seat)):
            return words["why_not_lead"].format(partner=mate)
    return words["why_not_move"]


def possession_blocker(state, seat: str) -> tuple[str, str]:
    """Return (the why-not key, the seat it names) for a Possession of `seat` that finds no one to push: the enemy
    patient in its 3×3 that Protection guards (CH-P5), else the one that cannot step (CH-MAP-7), else none (CH-G1)."""
    r, c = state.pos[seat]
    near = [t for t in state.enemies(seat) if state.role[t] == "patient"
            and max(abs(state.pos[t][0] - r), abs(state.pos[t][1] - c)) <= 1]
    guarded = [t for t in near if t in state.protected and state.rules.protection_blocks_forced_moves]
    if guarded:
        return "why_not_possession_protected", guarded[0]
    if near:
        return "why_not_possession_stuck", near[0]
    return "why_not_possession", ""


def step_refusals(state, actions, words: dict) -> dict:
    """Return {"row,col" (1-based, as the view): why the seat to act may not step there} for each neighbour cell of its
    piece inside the board that its step does not offer now; {} when it is not choosing a step (or the compass is)."""
    kinds = {a.kind for a in actions}
    if "spin" in kinds or not kinds & {"move", "stay", "stop"}:
        return {}
    seat = state.to_act
    offered = {(dict(a.fields)["row"] - 1, dict(a.fields)["col"] - 1) for a in actions if a.kind == "move"}
    (r, c), ghost = state.pos[seat], state.role[seat] == "ghost"
    out = {}
    for cell in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if cell in offered or not state.map.inside(cell):
            continue
        why = "dawn" if ghost and cell != state.map.gate else "gate_ghost" if ghost else state._blocker(cell)
        if why in words:
            out[f"{cell[0] + 1},{cell[1] + 1}"] = words[why]
    return out
