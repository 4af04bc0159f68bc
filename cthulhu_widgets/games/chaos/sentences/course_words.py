"""More words of CHAOS's "Learn to play" course (frames/coach_waited.py, frames/coach.py farewell), kept apart from
coach.py (under 400 lines): what the bots did while the reader waited between two steps, and the farewell's sentence
once the gate is open (newcomer review 26, chaos_ja 1 and chaos_en 6)."""

# "While you waited": told in the next step's "What just happened" (chaos_ja 1: step 5 came after a whole round of
# the bots, A2's Brainwash and B2's Vanish, with no word on it). `items` are joined by `join` after `lead`; the
# violet cells are the board's tint of a vanished enemy ghost's reach (js/src/chaos/board.js REACH_LEGEND).
WAITED = {
    "en": {"lead": "While you waited: ", "join": "; ", "end": ".",
           "brainwashed": "{seat}'s Brainwash gave team {team} new hands",
           "vanished": "{seat} vanished (violet cells: where it may be)"},
    "zh": {"lead": "你等待时：", "join": "；", "end": "。",
           "brainwashed": "{seat} 的洗脑换掉了 {team} 组的手牌",
           "vanished": "{seat} 消隐了（紫色格：它可能在那里）"},
    "zh-TW": {"lead": "你等待時：", "join": "；", "end": "。",
              "brainwashed": "{seat} 的洗腦換掉了 {team} 組的手牌",
              "vanished": "{seat} 消隱了（紫色格：它可能在那裡）"},
    "ja": {"lead": "待っている間に、", "join": "。", "end": "。",
           "brainwashed": "{seat} の洗脳でチーム {team} の手札が入れ替わった",
           "vanished": "{seat} が消えた（紫のマス：いるかもしれない場所）"},
}

# The farewell's sentence of the gate, where the gate is already open when it shows (chaos_en 6: "Bring your patient
# out through the gate (the key opens it)" after the reader had opened it at step 4): (said while shut, said open).
GATE_OPEN = {
    "en": ("Bring your patient out through the gate (the key opens it) before",
           "The gate is open: bring your patient out through it before"),
    "zh": ("在 B1 之前、轮数上限之前，让你的病人从大门走出去（钥匙打开大门）。",
           "大门已经打开：在 B1 之前、轮数上限之前，让你的病人从大门走出去。"),
    "zh-TW": ("在 B1 之前、輪數上限之前，讓你的病人從大門走出去（鑰匙開啟大門）。",
              "大門已經打開：在 B1 之前、輪數上限之前，讓你的病人從大門走出去。"),
    "ja": ("B1 より先に、ラウンド上限までに、あなたの患者を門から（鍵で開く）脱出させよう。",
           "門は開いている：B1 より先に、ラウンド上限までに、あなたの患者を門から脱出させよう。"),
}
