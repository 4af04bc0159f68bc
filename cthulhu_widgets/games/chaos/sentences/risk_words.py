"""The words of a patient's step onto a cell it has not checked (frames/chaos_risk.py): the risk from public counts
and what would show it (review 37, chaos_en and chaos_ja, Q1: "hidden bombs are luck", nothing to decide)."""
from __future__ import annotations

# {cell} unchecked; {n} the most hidden bombs there may be (CH-MAP-3's 4 less the blasts, and enemy plants, CH-G2);
# {cells} the cells a bomb may lie on that the seat has not seen clear; {odds} about 1 in {odds}
RISK = {"en": "{cell} is unchecked: up to {n} hidden bombs among {cells} unchecked cells, about 1 in {odds}.",
        "zh": "{cell} 未查过：{cells} 个未查过的格子里最多藏着 {n} 颗炸弹，约 {odds} 格中有 1 颗。",
        "zh-TW": "{cell} 未查過：{cells} 個未查過的格子裡最多藏著 {n} 顆炸彈，約 {odds} 格中有 1 顆。",
        "ja": "{cell} は未確認：未確認の {cells} マスに隠れた爆弾は最大 {n} 個、約 {odds} マスに 1 個。"}
# no hidden bomb can be left: the 4 went off and no enemy plant stands
NONE_LEFT = {"en": "{cell} is unchecked, but no hidden bomb can be left on the map.",
             "zh": "{cell} 未查过，但地图上已不可能还有隐藏的炸弹。",
             "zh-TW": "{cell} 未查過，但地圖上已不可能還有隱藏的炸彈。",
             "ja": "{cell} は未確認だが、盤にもう隠れた爆弾は残っていない。"}
# a cell a bomb went off on while enemy plants stand (public: the blast, the plants' count): it may hold a new one
# (CH-G2; review 38, chaos_en 2: the burst mark read as "used up", a plant there sent the reader home)
BLAST_PLANTS = {"en": "A bomb went off on {cell} before, but enemy {card} bombs stand now: a new one may lie here.",
                "zh": "{cell} 之前炸过，但敌方的{card}炸弹还在：这里可能埋了新的炸弹。",
                "zh-TW": "{cell} 之前炸過，但敵方的{card}炸彈還在：這裡可能埋了新的炸彈。",
                "ja": "{cell} では前に爆弾が爆発したが、今は敵の「{card}」の爆弾がある：ここに新しい爆弾があるかもしれない。"}
# a spawn never holds a bomb (CH-MAP-3, CH-G2)
SPAWN = {"en": "{cell} is a spawn: no bomb is ever placed on a spawn.",
         "zh": "{cell} 是出生点：出生点永远不会有炸弹。",
         "zh-TW": "{cell} 是出生點：出生點永遠不會有炸彈。",
         "ja": "{cell} はスタート地点：スタート地点に爆弾が置かれることはない。"}
# a ✓ of the seat's Checkup that no enemy plant or move since has put in doubt (the view's `doubt`, CH-G2, CH-HIDE-2)
SAFE = {"en": "{cell} is safe now: your Checkup saw no bomb here, and no enemy has planted or moved bombs since.",
        "zh": "{cell} 现在是安全的：你的体检看到这里没有炸弹，之后敌方也没有埋下或移动炸弹。",
        "zh-TW": "{cell} 現在是安全的：你的體檢看到這裡沒有炸彈，之後敵方也沒有埋下或移動炸彈。",
        "ja": "{cell} は今は安全：検診でここに爆弾がないとわかり、その後敵は爆弾を置きも動かしもしていない。"}
# CH-CARD-4: Checkup is the only card played before moving; CH-P2: it shows 3 cells
CHECK_FIRST = {"en": "Play {card} first: it shows 3 cells before you move.",
               "zh": "先打出{card}：移动前可以查 3 个格子。",
               "zh-TW": "先打出{card}：移動前可以查 3 個格子。",
               "ja": "先に{card}を：動く前に 3 マスを調べられる。"}
CHECK_LATER = {"en": "A {card}, played before moving, shows 3 cells.",
               "zh": "{card}在移动前打出，可以查 3 个格子。",
               "zh-TW": "{card}在移動前打出，可以查 3 個格子。",
               "ja": "{card}は動く前に使え、3 マスを調べられる。"}
# the prompt's line when every step the patient may take is onto an unchecked cell
ALL_UNCHECKED = {"en": "Every step is unchecked: about 1 in {odds} hides a bomb.",
                 "zh": "每一步都是未查过的格子：约 {odds} 格中有 1 颗炸弹。",
                 "zh-TW": "每一步都是未查過的格子：約 {odds} 格中有 1 顆炸彈。",
                 "ja": "どの一歩も未確認のマス：約 {odds} マスに 1 個が爆弾。"}
# after the reader's own step onto a bomb on a cell it had not checked, what would have shown it (CH-P2, CH-CARD-4):
# its own Checkup when it held one at that step, else what a Checkup does
HURT_HELD = {"en": "{cell} was unchecked: your {card}, played before moving, would have shown 3 cells.",
             "zh": "{cell} 当时未查过：移动前打出你的{card}，本可以查 3 个格子。",
             "zh-TW": "{cell} 當時未查過：移動前打出你的{card}，本可以查 3 個格子。",
             "ja": "{cell} は未確認だった：動く前に手札の{card}を使えば 3 マスを調べられた。"}
HURT = {"en": "{cell} was unchecked: a {card}, played before moving, shows 3 cells.",
        "zh": "{cell} 当时未查过：移动前打出{card}，可以查 3 个格子。",
        "zh-TW": "{cell} 當時未查過：移動前打出{card}，可以查 3 個格子。",
        "ja": "{cell} は未確認だった：動く前に{card}を使えば 3 マスを調べられる。"}
# the legend's note under the board while the patient may step onto unchecked lit cells (review 39, room_en 1 and
# chaos_en 3, 212 -> 217: "a lit cell looks safe"): lit means reachable, not safe
LIT_UNCHECKED = {"en": ("A lit cell you have not checked may still hide a bomb (about 1 in {odds}): "
                        "a {card} shows 3 cells."),
                 "zh": "亮起的格子没查过也可能藏着炸弹（约 {odds} 格中有 1 颗）：{card}能查 3 个格子。",
                 "zh-TW": "亮起的格子沒查過也可能藏著炸彈（約 {odds} 格中有 1 顆）：{card}能查 3 個格子。",
                 "ja": "光るマスも未確認なら爆弾があるかもしれない（約 {odds} マスに 1 個）：{card}で 3 マスを調べられる。"}
