"""The Dawn tag of a ghost pushed off both of its lines (CH-TIME-3; the view's dawn_anchor.off): newcomer review 20,
chaos_en finding 7 and chaos_ja finding 5 ("A2 · Dawn line: row 8 · column c" while A2 stood on d7, on neither line).
"back": a neighbour cell is on a line, the ghost may step only onto it; "stuck": none is, it cannot move until Dawn
ends. Registered into each language's BOARD (the table's tag words) when the sentences load.

zh-TW is zh converted by OpenCC s2twp, as tools/gen_zh_tw.py converts zh.py."""
from __future__ import annotations

from . import en, ja, zh, zh_tw

TAG_DAWN_OFF = {
    "en": {"tag_dawn_back": "pushed off its Dawn lines (row {row} · column {col}): it may step only back onto one",
           "tag_dawn_stuck": "pushed off its Dawn lines (row {row} · column {col}): it cannot move until Dawn ends"},
    "zh": {"tag_dawn_back": "被推离了黎明线（第 {row} 行 · {col} 列）：只能一步走回线上",
           "tag_dawn_stuck": "被推离了黎明线（第 {row} 行 · {col} 列）：黎明结束前不能移动"},
    "zh-TW": {"tag_dawn_back": "被推離了黎明線（第 {row} 行 · {col} 列）：只能一步走回線上",
              "tag_dawn_stuck": "被推離了黎明線（第 {row} 行 · {col} 列）：黎明結束前不能移動"},
    "ja": {"tag_dawn_back": "夜明けの線（{row} 行 · {col} 列）から押し出された：線の上に戻る一歩しか動けない",
           "tag_dawn_stuck": "夜明けの線（{row} 行 · {col} 列）から押し出された：夜明けが終わるまで動けない"},
}

for _lang, _module in {"en": en, "zh": zh, "ja": ja, "zh-TW": zh_tw}.items():
    for _key, _words in TAG_DAWN_OFF[_lang].items():
        _module.BOARD.setdefault(_key, _words)
