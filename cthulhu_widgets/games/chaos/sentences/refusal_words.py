"""Why Possession cannot be played when an enemy patient does stand in the ghost's 3×3 (CH-G1): it is protected
(CH-P5: no forced move until its next turn starts) or it cannot be pushed a step (walled in, CH-MAP-7). Newcomer review
23, chaos_ja finding 2 (113_g87): "no enemy patient in the 3×3 around you" while B1 stood beside the ghost under
Protection. texts.why_not says them, possession_blocker picks which; registered into each language's BOARD when the sentences load.

zh-TW is zh converted by OpenCC s2twp, as tools/gen_zh_tw.py converts zh.py."""
from __future__ import annotations

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

for _lang, _module in {"en": en, "zh": zh, "ja": ja, "zh-TW": zh_tw}.items():
    for _key, _words in POSSESSION_REFUSED[_lang].items():
        _module.BOARD.setdefault(_key, _words)


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
