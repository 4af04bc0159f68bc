"""Japanese sentences of Lovecraft Letter (kana and kanji; our translation, with the Japanese card names
of cards.py and the table words of widgets/letter_words.json: 山札（相棒）, 手がかり, 正気, 狂気):
the tables of texts.py in Japanese."""

TEXTS = {
    "setup": "準備：クトゥルフの上に手がかり {clues} 枚、山札 {deck} 枚、手札 1 枚。",
    "player_turn": "ターン {turn}：あなたの番。",
    "opponent_turn": "ターン {turn}：相手の番。",
    "protection_ends": "{side}の保護が終わる。",
    "insanity_check": "狂気チェック：山札から {n} 枚をあなたの捨て札に置く。",
    "check_reveal": "狂気チェックで「{card}」がめくれる。",
    "draw": "「{card}」を引く。",
    "draw_skipped": "山札が尽きている：カードを引かない。",
    "play": "「{card}」をプレイする（{row}の効果）。",
    "opponent_plays": "相手が「{card}」をプレイする。",
    "eliminated": "相手の「{card}」が脱落する。",
    "guess_right": "{value} を宣言：的中。",
    "guess_wrong": "{value} を宣言：はずれ。",
    "top_known": "相手の一番上のカードが公開される：「{card}」。",
    "deck_top_known": "山札の一番上のカードが公開される：「{card}」。",
    "partner_discarded": "山札の一番上の「{card}」を捨てる（{to}）。",
    "hand_discarded": "手札から「{card}」を捨てる。",
    "protected": "{side}は次の自分の番まで保護される。",
    "void_protected": "「{card}」は効果なし：{side}は保護されている。",
    "no_effect": "「{card}」は効果なし：{why}。",
    "taken": "「{card}」が取られる。",
    "braincase_to_opponent": "「ミ＝ゴの脳髄缶」が相手の一番上のカード（公開）になる。",
    "swapped": "「{given}」と「{taken}」が入れ替わる。",
    "plays_next": "相手はすぐに次のカードをプレイする。",
    "sane_row": "ミ＝ゴは正気の効果を使う：{why}。",
    "answer": "「{card}」に{side_yours}で応じる。",
    "only_answer": "「{card}」には{side_yours}でしか応じられない。",
    "no_answer": "「{card}」に応じるカードがない：効果なし。",
    "game_over": "{cause_text}",
}

CAUSES = {
    "cthulhu_sealed": "あなたの勝ち：クトゥルフは再び封印された。",
    "cthulhu_played": "あなたの負け：相手がクトゥルフをプレイし、クトゥルフが目覚めた。",
    "check_impossible": "あなたの負け：狂気チェックの途中で山札が尽きた。",
    "insanity_revealed": "あなたの負け：狂気チェックで狂気カードがめくれた。",
    "empty_draw": "あなたの負け：尽きた山札から引かなければならなかった。",
    "hand_knocked_out": "あなたの負け：手札のカードが脱落した。",
    "partner_knocked_out": "あなたの負け：公開されていた山札の一番上のカード（相棒）が脱落した。",
    "braincase_played": "あなたの負け：「ミ＝ゴの脳髄缶」をプレイした。",
    "braincase_discarded": "あなたの負け：「ミ＝ゴの脳髄缶」を捨てた。",
    "no_card_to_play": "あなたの負け：プレイできるカードがなかった。",
}

# Words that fill the sentences: sides, rows, reasons (`why`), where a discarded deck top goes.
WORDS = {
    "side": {"player": "あなた", "opponent": "相手"},
    "side_yours": {"hand": "手札のカード", "deck": "山札の一番上のカード（相棒）"},
    "row": {"sane": "正気", "insane": "狂気"},
    "to": {"player": "あなたの捨て札へ", "removed": "ゲームから除外"},
    "why": {
        "nothing_to_compare": "比べるカードがない",
        "opponent_discard_insane": "相手の捨て札に狂気カードがある",
        "triggers_in_hand": "このカードは手札にあるあいだ働く",
        "seven": "7 はプレイしても効果がない",
        "cthulhu_cannot_be_taken": "クトゥルフは取れない",
        "empty_hand": "手札にほかのカードがない",
        "braincase": "脳髄缶は脱落するだけ",
        "player_insane": "あなたは狂気に陥っている",
        "next_is_cthulhu": "相手の次のカードはクトゥルフ",
        "empty_deck": "山札が尽きている",
        "braincase_in_play": "脳髄缶はすでに場に出ている",
    },
    "won": "クトゥルフを封印した！", "lost": "クトゥルフの勝利",
}

# What each choice does: the player's plays (by card and row), the named values, the answers, the opponent's step.
PROMPTS = {
    "investigators": "「{card}」をプレイ：{guess} を宣言。相手の一番上のカードが {guess} なら脱落し、"
                     "違えば公開される。",
    "deep_ones_insane": "「{card}」を狂気でプレイ：相手の一番上のカードが 1 なら脱落し、"
                        "違えば公開されて数字を宣言する。",
    "cats": "「{card}」をプレイ：相手の一番上のカードを見る（公開される）。",
    "golden_mead_insane": "「{card}」を狂気でプレイ：相手の一番上のカードを見てから、1 枚引いて 1 枚プレイする。",
    "yith_hand": "「{card}」をプレイ：手札の「{other}」（{value}）を相手の一番上のカードと比べる。"
                 "大きければ脱落させ、小さければあなたの負け。",
    "yith_deck": "「{card}」をプレイ：山札の一番上のカードを相手の一番上のカードと比べる。大きければ脱落させ、"
                 "小さければ山札の一番上を捨てる。",
    "yith_nothing": "「{card}」をプレイ：比べるカードがないので効果なし。",
    "hound_insane": "「{card}」を狂気でプレイ：相手の捨て札に狂気カードがなければ、"
                    "相手の一番上のカードを脱落させる。",
    "protection": "「{card}」をプレイ：次の自分の番まで相手のカードから保護される。",
    "armitage_self": "「{card}」を自分に使う：手札の「{other}」を効果なしで捨て、1 枚引く。",
    "armitage_opponent": "「{card}」を相手に使う：相手の一番上のカードを脱落させる。",
    "mi_go_insane": "「{card}」を狂気でプレイ：相手の一番上のカードを手札に取り、"
                    "「ミ＝ゴの脳髄缶」が相手の一番上になる。その後もう一度プレイする。",
    "carter": "「{card}」をプレイ：手札の「{other}」を相手の一番上のカードと交換する。",
    "nyarlathotep_insane": "「{card}」を狂気でプレイ：相手の一番上のカードを見る（公開される）。",
    "seven": "「{card}」をプレイ：効果なし。",
    "trapezohedron_insane": "「{card}」を狂気でプレイ：もう 1 枚の手札が 5 以上なら、"
                            "相手の一番上のカードを脱落させる。",
    "braincase": "「{card}」をプレイ：あなたの負けになる。",
    "plain": "「{card}」をプレイする。",
    "void": "相手は保護されている：効果なし。",
    "guess": "{value} を宣言：相手の一番上のカードが {value} なら脱落する。",
    "answer_hand": "「{card}」に手札の「{other}」で応じる。",
    "answer_deck": "「{card}」に山札の一番上のカードで応じる。",
    "answer_compare_hand": "「{card}」に手札の「{other}」（{value}）で応じる：相手の次のカードと比べ、"
                           "小さければあなたの負け。",
    "answer_compare_deck": "「{card}」に山札の一番上のカードで応じる：相手の次のカードと比べ、"
                           "小さければ捨てられる。",
    "answer_knock_hand": "「{card}」に手札の「{other}」で応じる：それが脱落し、あなたの負けになる。",
    "answer_knock_deck": "「{card}」に山札の一番上のカードで応じる：それが脱落する（公開済みならあなたの負け、"
                         "未公開なら捨てられる）。",
    "answer_armitage_hand": "「{card}」に手札の「{other}」で応じる：それを捨てて 1 枚引く。",
    "answer_armitage_deck": "「{card}」に山札の一番上のカードで応じる：それが捨てられる。",
    "answer_mi_go_hand": "「{card}」に手札の「{other}」で応じる：相手がそれを取ってプレイし、あなたは"
                         "「ミ＝ゴの脳髄缶」を受け取る。",
    "answer_mi_go_deck": "「{card}」に山札の一番上のカードで応じる：相手がそれを取ってプレイし、"
                         "脳髄缶が山札の一番上になる。",
    "answer_carter_hand": "「{card}」に手札の「{other}」で応じる：相手の次のカードと交換される。",
    "answer_carter_deck": "「{card}」に山札の一番上のカードで応じる：相手の次のカードと交換される。",
    "answer_nyarlathotep_hand": "「{card}」に手札の「{other}」で応じる：公開される（ほかは何も変わらない）。",
    "answer_nyarlathotep_deck": "「{card}」に山札の一番上のカードで応じる：公開される。",
    "opponent_play": "相手に一番上のカードをプレイさせる。",
}
