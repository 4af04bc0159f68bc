"""The rules sheet's legend rows of the temporary bomb and the Checkup marks, as the board draws them: newcomer review
27, chaos_ja 9 and room_zh 3 (the bomb with an hourglass was in no legend, shots 056, 008/010) and chaos_en 7 (the
words said grey, the board draws the marks in doubt amber). Added to each language's HELP legend when the sentences
load. The numbered markers have this one row (review 29, chaos_en 10 / chaos_ja 11: HELP's older "Last moves" row
said them twice).

zh-TW is zh converted as tools/gen_zh_tw.py converts zh.py."""
from __future__ import annotations

from . import en, ja, zh, zh_tw

LEGEND = {
    "en": [["Temporary bomb", "A bomb with an hourglass: a ghost's Mischief planted it. It hurts every patient, of "
                              "either team, and goes when its time ends."],
           ["Checkup marks", "✓ no bomb then · ✗ a bomb · amber ✓? or ✗?: may have changed since."],
           ["①②③ steps", "Each piece's last move since your turn, in order; the arrow ends where it is now."],
           ["Violet dotted cells", "Where a vanished enemy ghost may be now."]],
    "zh": [["临时炸弹", "带沙漏的炸弹：鬼魂用捣蛋放置。对所有病人都有效，包括己方，时间到就消失。"],
           ["体检标记", "✓ 当时无炸弹 · ✗ 有炸弹 · 橙色的 ✓? 或 ✗? 表示之后可能已变。"],
           ["①②③ 步", "你上回合后每个棋子的最后一步，按先后编号；箭头指向它现在的位置。"],
           ["紫色点线格", "消隐的敌方鬼魂现在可能在的格子。"]],
    "zh-TW": [["臨時炸彈", "帶沙漏的炸彈：鬼魂用搗蛋放置。對所有病人都有效，包括己方，時間到就消失。"],
              ["體檢標記", "✓ 當時無炸彈 · ✗ 有炸彈 · 橙色的 ✓? 或 ✗? 表示之後可能已變。"],
              ["①②③ 步", "你上回合後每個棋子的最後一步，按先後編號；箭頭指向它現在的位置。"],
              ["紫色點線格", "消隱的敵方鬼魂現在可能在的格子。"]],
    "ja": [["一時的な爆弾", "砂時計付きの爆弾。幽霊の撹乱が置いたもの。味方も含めどの患者にも効き、時間が来ると消える。"],
           ["検診の印", "✓ その時爆弾なし・✗ 爆弾あり・橙色の ✓? や ✗? はその後変わったかもしれない。"],
           ["①②③ の歩み", "前の手番から各駒が最後に動いた順。矢印の先が今いるマス。"],
           ["紫の点線のマス", "消失した敵の幽霊が今いるかもしれないマス。"]],
}

# A numbered marker's one-line reading on hover or tap (trail.js; review 28, chaos_ja 5, room_zh 5)
TRAIL_TIP = {"en": "{mark} {seat}'s move: {n} of {of} since your turn",
             "zh": "{mark} {seat} 的移动：你上回合后 {of} 步中的第 {n} 步",
             "zh-TW": "{mark} {seat} 的移動：你上回合後 {of} 步中的第 {n} 步",
             "ja": "{mark} {seat} の移動：前の手番から {of} 件中 {n} 番目"}

# The board's corner mark of an enemy's hidden Mischief bombs (board.js hiddenPlants), on hover, tap or click: how many,
# whose, where they may be (review 32, chaos_en 4: "(?)" said nothing; "cells unknown" told no more)
HIDDEN_PLANTS_TIP = {   # plain sentences, how long after them (review 33, chaos_en 11: "… since · ends when …")
    # "more" than the 4 from the start (CH-MAP-3): "B2 planted 2–4 bombs" beside the lesson's "4 bombs lie hidden
    # from the start" left the count open (review 37, chaos_en 3)
    "en": "{seat} planted {n} more hidden {n:bomb|bombs} (temporary). Any cell not checked since may hold one "
          "({left}).",
    "zh": "{seat} 又放了 {n} 颗你看不到的临时炸弹。之后没体检过的格子都可能有。（{left}）",
    "zh-TW": "{seat} 又放了 {n} 顆你看不到的臨時炸彈。之後沒體檢過的格子都可能有。（{left}）",
    "ja": "{seat} が見えない一時的な爆弾をさらに {n} 個置いた。その後に検診していないマスはどこでもあり得る。（{left}）"}
# Two Mischiefs of one turn (or a blast since) leave their count open (CH-HIDE-2): one number, the most there may be
# (review 37, chaos_en 3: "2–4 bombs" read against the lesson's "4 bombs")
HIDDEN_UP_TO = {"en": "up to {n}", "zh": "最多 {n}", "zh-TW": "最多 {n}", "ja": "最大 {n}"}

# The key's line beside the board ("The key is at h7 · " and this): when it moves next and that it moves at random
# (CH-MAP-4: placed again as every round ends). Over the sentence tables' "moves each round (after round 2)", read as
# "from round 2 on" (review 32, chaos_en 5). It fits the line of a 930 px table; the tooltip keeps the whole rule.
KEY_NEXT = {"en": "Key · jumps at random when this round ends",
            "zh": "钥匙 · 本轮结束时随机跳到一个格子",
            "zh-TW": "鑰匙 · 本輪結束時隨機跳到一個格子",
            "ja": "鍵 · このラウンドの終わりに無作為なマスへ移る"}

# A cell a pick cannot take, on tap (board.js pickRefused; review 28, chaos_en 10, 078: the gate did nothing, no word)
PICK_NOT_HERE = {"en": "You can't pick this cell", "zh": "这一格不能选", "zh-TW": "這一格不能選", "ja": "このマスは選べない"}

# A past blast's cell, on hover or tap (board.js wentOff): a bomb that went off is removed (CH-MOVE-4), so the words never
# say one is still there (review 35, chaos_ja 3: d7 looked plain after its blast, and a bomb there was hit again)
# ... and a new one may lie there since (review 38, chaos_en 2: "is gone" read as a cell made safe, 236→245)
BLAST_PAST = {"en": "{cell}: a bomb went off in round {round}. That one is gone, but a ghost's Mischief may have planted a "
                    "new hidden one here since.",
              "zh": "{cell}：第 {round} 轮这里的炸弹已爆炸。那颗没了，但之后鬼魂的捣蛋可能在这里埋了新的隐藏炸弹。",
              "zh-TW": "{cell}：第 {round} 輪這裡的炸彈已爆炸。那顆沒了，但之後鬼魂的搗蛋可能在這裡埋了新的隱藏炸彈。",
              "ja": "{cell}：ラウンド {round} に爆弾が爆発した。それは無いが、その後幽霊の撹乱で新しい隠れた爆弾が置かれたかもしれない。"}

# The numbered markers' key, a legend line while the board draws them (panel.js trailKey; review 41, chaos_en 3 and
# chaos_ja 8: ①②③ were never explained on the table)
TRAIL_KEY = {"en": "①②③ by a piece: the order the pieces last moved since your last turn",
             "zh": "棋子旁的 ①②③：自你上个回合以来各棋子最后移动的先后",
             "zh-TW": "棋子旁的 ①②③：自你上個回合以來各棋子最後移動的先後",
             "ja": "駒のそばの ①②③：あなたの前の手番から駒が最後に動いた順"}

for _lang, _module in {"en": en, "zh": zh, "ja": ja, "zh-TW": zh_tw}.items():
    _module.BOARD.setdefault("trail_key", TRAIL_KEY[_lang])
    _module.HELP["legend"] += [row for row in LEGEND[_lang] if row not in _module.HELP["legend"]]
    _module.BOARD.setdefault("trail_tip", TRAIL_TIP[_lang])
    _module.BOARD.setdefault("pick_not_here", PICK_NOT_HERE[_lang])
    _module.BOARD.setdefault("hidden_plants_tip", HIDDEN_PLANTS_TIP[_lang])
    _module.BOARD.setdefault("hidden_up_to", HIDDEN_UP_TO[_lang])
    _module.BOARD.setdefault("blast_past", BLAST_PAST[_lang])
    _module.BOARD["tag_key"] = KEY_NEXT[_lang]
