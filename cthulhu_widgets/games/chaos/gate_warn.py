"""A push that walks an enemy patient onto the open gate wins the game for its team (CH-G1, CH-WIN-1): that cell is a
danger move, drawn red and asked to confirm, its words first (review 29, chaos_ja 9, 126: Possession offered the open
gate a1 for B2, one tap from losing, while a C1 jump out of reach said "⚠ 跳べない")."""
from __future__ import annotations

from . import texts
from .decisions import Push

WORDS = {"en": "⚠ {target} escapes through the gate: team {team} wins.", "zh": "⚠ {target} 会从门逃出：{team} 组获胜。",
         "zh-TW": "⚠ {target} 會從門逃出：{team} 組獲勝。", "ja": "⚠ {target} が門から脱出し、チーム {team} の勝ち。"}


def gate_push_words(state, action, lang: str, text: str) -> dict:
    """Return `danger` and the warned text for a push of an enemy patient onto the open gate, else {}."""
    push = state.pending
    if action.kind != "pick" or not isinstance(push, Push) or not state.gate_open:
        return {}
    target = push.target
    if (action["row"] - 1, action["col"] - 1) != state.map.gate or state.role.get(target) != "patient":
        return {}
    if state.team(target) == state.team(state.to_act):
        return {}
    warn = WORDS.get(texts.table_lang(lang), WORDS["en"]).format(target=target, team=state.team(target))
    return {"danger": 1, "text": f"{warn} {text}".strip()}
