"""What a move costs by a phobia, said on its chip before it is made (newcomer r6c item 2), per language: merged into
the Mythos PROMPTS (texts.py)."""

PHOBIA_CHIPS = {
    "en": {
        # what any other move costs, said on its chip before it is made (newcomer r6c item 2)
        "cost_phobia_now": "⚠ your phobia {card} costs {n} Sanity",
        "cost_phobia_turn": "⚠ your phobia {card} then costs {n} Sanity at the start of each of your turns{cond}",
        # the condition a start-of-turn phobia charges on, said with its warning (newcomer review 19: a Car's warning was
        # read as a sure cost, and the location it took the reader to was Inside)
        "cost_while_agoraphobia": " while you are Outside (walking or in transit too)",
        "cost_while_portaphobia": " while your location has a gate",
        # a chip's words (its card's zoom says the sentence): short (newcomer review 19: 4–5-line buttons)
        "cost_phobia_turn_short": "⚠ {card}: −{n} Sanity a turn{cond}",
        "cost_phobia_transit": "⚠ your phobia {card} then costs {n} Sanity at the start of each of your turns if you end this turn Outside (in transit or at an Outside location)",
        "cost_phobia_transit_short": "⚠ {card}: −{n} Sanity a turn if you end this turn Outside",
        "cost_while_short_agoraphobia": " while Outside", "cost_while_short_portaphobia": " while at a gate",
    },
    "ja": {
        # ほかの手の代償。出す前にチップで言う（新規プレイヤー r6c 項目 2）
        "cost_phobia_now": "⚠ あなたの恐怖症「{card}」で正気度 -{n}",
        "cost_phobia_turn": "⚠ この後、あなたの恐怖症「{card}」であなたの各ターンの開始時に正気度 -{n}{cond}",
        # 開始時の恐怖症が効く条件も警告で言う（新規プレイヤー 19：自動車の警告を確実な代償と読んだが、行き先は屋内だった）
        "cost_while_agoraphobia": "：屋外にいる間（近隣移動中・移動中も）",
        "cost_while_portaphobia": "：現在地にゲートがある間",
        # チップの言葉は短く（カードの拡大表示に文全体）（新規プレイヤー 19：4〜5 行のボタン）
        "cost_phobia_turn_short": "⚠「{card}」：毎ターン正気度 -{n}{cond}",
        "cost_phobia_transit": "⚠ このターンを屋外（移動中または屋外の場所）で終えると、あなたの恐怖症「{card}」であなたの各ターンの開始時に正気度 -{n}",
        "cost_phobia_transit_short": "⚠ このターンを屋外で終えると「{card}」で毎ターン正気度 -{n}",
        "cost_while_short_agoraphobia": "（屋外の間）", "cost_while_short_portaphobia": "（ゲートの場所の間）",
    },
}
