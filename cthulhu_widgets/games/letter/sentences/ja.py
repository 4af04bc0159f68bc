"""Japanese sentences of Lovecraft Letter (kana and kanji; our translation, with the Japanese card names
of cards.py and the table words of widgets/letter_words.json: あなたの山札, 手がかり, 正気, 狂気):
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
    "play_plain": "「{card}」をプレイする。",
    "play_forced": "「{card}」を出すしかない：5 以上のカードも持っている。",   # LS-TURN-6 (review 26, letter_en 3)
    "opponent_plays": "相手が「{card}」をプレイする。",
    "eliminated": "相手の「{card}」が脱落する。",
    "guess_right": "{value} を宣言：的中。",
    "guess_wrong": "{value} を宣言：はずれ。",
    "top_known": "相手の一番上のカードが公開される：「{card}」。",
    "deck_top_known": "あなたの山札の一番上のカードが公開される：「{card}」。",
    "partner_discarded": "山札の一番上の「{card}」を捨てる（{to}）。",
    "hand_discarded": "手札から「{card}」を捨てる。",
    "protected": "{side_protected}",
    "void_protected": "「{card}」は効果なし：{side}は保護されている。",
    "no_effect": "「{card}」は効果なし：{why}。",
    "taken": "「{card}」が取られる。",
    "braincase_to_opponent": "「ミ＝ゴの脳髄缶」が相手の一番上のカード（公開）になる。",
    "braincase_to_deck": "「ミ＝ゴの脳髄缶」があなたの山札の一番上に表向きで置かれる。",
    "braincase_to_hand": "「ミ＝ゴの脳髄缶」があなたの手札に入る。",
    "swapped": "手札は「{taken}」に、「{given}」は相手へ。",
    "swapped_deck": "山札の上は「{taken}」に、「{given}」は相手へ。",
    "partner_discarded_n": "山札の上の「{card}」を捨てた：狂気 N {was} → {n}。",
    "partner_discarded_same": "山札の上の「{card}」を捨てた：狂気カードではなく N は {n} のまま。",
    "plays_next": "相手はすぐに次のカードをプレイする。",
    "sane_row": "ミ＝ゴは正気の効果を使う：{why}。",
    "answer": "「{card}」に{side_yours}で応じる。",
    "compared": "{side_yours}「{mine}」（{mine_value}）を相手の「{card}」（{value}）と比べた：{result}。",
    "compare_kept": "比べた結果：{side_yours}「{mine}」（{mine_value}）は相手の「{card}」（{value}）{how}ので、"
                    "何も捨てられない。両方のカードが公開される。",
    "only_answer": "「{card}」には{side_yours}でしか応じられない：{why}。",
    "no_answer": "「{card}」に応じるカードがない：効果なし。",
    "game_over": "{cause_text}",
}

CAUSES = {
    "cthulhu_sealed": "あなたの勝ち：クトゥルフは再び封印された。",
    "cthulhu_played": "あなたの負け：相手がクトゥルフをプレイした。",
    "check_impossible": "あなたの負け：狂気チェックの途中で山札が尽きた。",
    "insanity_revealed": "あなたの負け：狂気チェックで狂気カードがめくれた。",
    "empty_draw": "あなたの負け：尽きた山札から引かなければならなかった。",
    "hand_knocked_out": "あなたの負け：手札のカードが脱落した。",
    "partner_knocked_out": "あなたの負け：公開された山札の一番上が脱落した。",
    "braincase_played": "あなたの負け：「ミ＝ゴの脳髄缶」をプレイした。",
    "braincase_discarded": "あなたの負け：「ミ＝ゴの脳髄缶」を捨てた。",
    "no_card_to_play": "あなたの負け：プレイできるカードがなかった。",
}

# Words that fill the sentences: sides, rows, reasons (`why`), where a discarded deck top goes.
WORDS = {
    "side": {"player": "あなた", "opponent": "相手"},
    # whose next turn, said (newcomer review 11, finding 5: "次の自分の番" left it to the reader; LS-TURN-7)
    "side_protected": {"player": "あなたは次のあなたの番まで保護される。", "opponent": "相手は次の相手の番まで保護される。"},
    "side_yours": {"hand": "手札のカード", "deck": "あなたの山札の一番上のカード"},
    "row": {"sane": "正気", "insane": "狂気"},
    "to": {"player": "あなたの捨て札へ", "removed": "ゲームから除外"},
    "result": {"higher": "大きい", "lower_hand": "小さいのであなたの負け",
               "lower_deck": "小さい", "tie": "同じ値なので何も起きない"},
    # the hand side of TEXTS["compare_kept"] (texts.event_text): the hand card is never "made known" (newcomer review
    # 16b, finding 4)
    # one phone row, values only (the line before names the card made known): review 30, letter_zh 2, 082
    "compare_kept_hand": "比較：手札 {mine_value} は相手 {value} {how}ので何も起きない。",
    "how": {"higher": "より大きい", "tie": "と同じ値な"},
    "why": {
        "nothing_to_compare": "比べるカードがない",
        "opponent_discard_insane": "相手の捨て札に狂気カードがある",
        "triggers_in_hand": "このカードは手札にあるあいだ働く",
        "seven": "この 7 はプレイしても何も起きない",
        "seven_sane": "正気の効果は何もしない（除外できるのは、狂気に陥っているときの狂気の効果だけ）",
        "seven_weak": "もう 1 枚の手札が 5 未満",
        "seven_opponent": "相手がプレイした 7 はあなたに何もしない",
        "cthulhu_cannot_be_taken": "クトゥルフは取れない",
        "empty_hand": "手札にほかのカードがない",
        "braincase": "ミ＝ゴの脳髄缶は脱落するだけ",
        "player_insane": "あなたは狂気に陥っている",
        "next_is_cthulhu": "相手の次のカードはクトゥルフ",
        "empty_deck": "山札が尽きている",
        "hand_only": "このルールでは猟犬は手札だけを狙う",
        "braincase_in_play": "ミ＝ゴの脳髄缶はすでに場に出ている",
    },
    "won": "クトゥルフを封印した！", "lost": "クトゥルフの勝利",
    "won_by_bot": "あなたの席のボットがクトゥルフを封印した！",
    "bot_turn": "ターン {turn}：あなたの番（あなたの席のボットがプレイ）。",
    "bot_play": "ボットが「{card}」をプレイした（{row}の効果）。",
    "bot_play_forced": "ボットは「{card}」を出すしかなかった：5 以上のカードも持っていた。",
}

# What each choice does: the player's plays (by card and row), the named values, the answers, the opponent's step.
PROMPTS = {
    "investigators_zero": "「{card}」をプレイ：0 を宣言。相手の一番上のカードは 0 の唯一のカード「ミ＝ゴの脳髄缶」"
                          "なので、0 を宣言すれば脱落する。",
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
    "yith_void": "「{card}」をプレイする。",
    "yith_nothing": "「{card}」をプレイ：効果なし（比べるカードがない）。",
    "hound_insane": "「{card}」を狂気でプレイ：相手の捨て札に狂気カードがなければ、"
                    "相手の一番上のカードを脱落させる。",
    "protection": "「{card}」をプレイ：次のあなたの番まで相手のカードから保護される。",
    "armitage_self": "「{card}」を自分に使う：手札の「{other}」を効果なしで捨て、1 枚引く。",
    "armitage_opponent": "「{card}」を相手に使う：相手の一番上のカードを脱落させる。",
    "mi_go_insane": "「{card}」を狂気でプレイ：相手の一番上のカードを手札に取り、"
                    "「ミ＝ゴの脳髄缶」が相手の一番上になる。その後もう一度プレイする。",
    "carter": "「{card}」をプレイ：手札の「{other}」を相手の一番上のカードと交換する。",
    "nyarlathotep_insane": "「{card}」を狂気でプレイ：相手の一番上のカードを見る（公開される）。",
    "seven": "「{card}」をプレイ：効果なし。",
    "trapezohedron_weak": "「{card}」を狂気でプレイ：効果なし（もう 1 枚の手札「{other}」は {value} で、5 未満）。",
    "trapezohedron_insane": "「{card}」を狂気でプレイ：もう 1 枚の手札が 5 以上なら、"
                            "相手の一番上のカードを脱落させる。",
    "braincase": "「{card}」をプレイ：あなたの負けになる。",
    "plain": "「{card}」をプレイする。",
    "void": "相手は保護されている：効果なし。",
    "void_play": "「{card}」をプレイ：効果なし（相手は保護中）。",
    "guess_zero": "0 を宣言：相手の一番上のカードは 0 の唯一のカード「ミ＝ゴの脳髄缶」なので、脱落する。",
    "guess": "{value} を宣言：相手の一番上のカードが {value} なら脱落する。",
    "answer_hand": "「{card}」に手札の「{other}」で応じる。",
    "answer_deck": "「{card}」に山札の一番上のカードで応じる。",
    "answer_compare_hand": "「{card}」に手札の「{other}」（{value}）で応じる：相手の次のカードと比べる。"
                           "小さければあなたの負け。大きいか同じなら何も起きず、手札はそのまま、相手のカードが判明する。",
    "answer_compare_hand_tie": "「{card}」に手札の「{other}」（{value}）で応じる：相手の次のカードと比べる。"
                               "小さいか同じならあなたの負け。大きければ何も起きず、手札はそのまま、相手のカードが判明する。",
    "answer_compare_deck": "「{card}」に山札の一番上のカードで応じる：相手の次のカードと比べ、"
                           "小さければ捨てられ、そうでなければ何も捨てられず両方公開される。",
    "answer_compare_deck_tie": "「{card}」に山札の一番上のカードで応じる：相手の次のカードと比べ、"
                               "小さいか同じなら捨てられ、そうでなければ何も捨てられず両方公開される。",
    "answer_knock_hand": "「{card}」に手札の「{other}」で応じる：それが脱落し、あなたの負けになる。",
    "answer_knock_deck": "「{card}」に山札の一番上のカードで応じる：それが脱落する（公開済みならあなたの負け、"
                         "未公開なら捨てられる）。",
    "answer_armitage_hand": "「{card}」に手札の「{other}」で応じる：それを捨てて 1 枚引く。",
    "answer_armitage_deck": "「{card}」に山札の一番上のカードで応じる：それが捨てられる。",
    "answer_mi_go_hand": "「{card}」に手札の「{other}」で応じる：相手がそれを取ってプレイし、あなたは"
                         "「ミ＝ゴの脳髄缶」を受け取る。",
    "answer_mi_go_deck": "「{card}」に山札の一番上のカードで応じる：相手がそれを取ってプレイし、"
                         "ミ＝ゴの脳髄缶が山札の一番上になる。",
    "answer_carter_hand": "「{card}」に手札の「{other}」で応じる：相手の次のカードと交換される。",
    "answer_carter_deck": "「{card}」に山札の一番上のカードで応じる：相手の次のカードと交換される。",
    "answer_nyarlathotep_hand": "「{card}」に手札の「{other}」で応じる：公開される（ほかは何も変わらない）。",
    "answer_nyarlathotep_deck": "「{card}」に山札の一番上のカードで応じる：公開される。",
    "opponent_play": "相手に一番上のカードをプレイさせる。",
}

# チップの短い言葉：チップの上の指示が、プレイする札や応じる札をすでに言っている（「〜の使い方」「〜にどう応じる
# か」）。狂気のプレイヤーが効果を選ぶときは、前に効果を付ける（`ROW_LABEL`）。
LABELS = {
    "investigators_zero": "0 を宣言（ミ＝ゴの脳髄缶）",
    "investigators": "{guess} を宣言",
    "deep_ones_insane": "一番上が 1 なら脱落、違えば数字を宣言",
    "cats": "一番上のカードを見る",
    "golden_mead_insane": "見てから 1 枚引いて 1 枚プレイ",
    "yith_hand": "「{other}」（{value}）で比べる",
    "yith_deck": "山札の一番上で比べる",
    "yith_void": "「{card}」をプレイ",
    "yith_nothing": "「{card}」をプレイ：効果なし（比べるカードがない）",
    "hound_insane": "相手の捨て札に狂気カードがなければ一番上を脱落",
    "protection": "自分を保護する",
    "armitage_self": "自分に：「{other}」を捨てて 1 枚引く",
    "armitage_opponent": "相手に：一番上のカードを脱落",
    "mi_go_insane": "一番上のカードを取り、もう一度プレイ",
    "carter": "「{other}」を一番上のカードと交換",
    "nyarlathotep_insane": "一番上のカードを見る",
    "seven": "「{card}」をプレイ：効果なし",
    "trapezohedron_weak": "「{card}」をプレイ：効果なし（もう 1 枚は {value}）",
    "trapezohedron_insane": "一番上を脱落（手札の「{other}」が {value} なので）",
    "braincase": "プレイするとあなたの負け",
    "plain": "「{card}」をプレイ",
    "void": "（相手は保護中：効果なし）",
    "void_play": "「{card}」をプレイ：効果なし（相手は保護中）",
    "guess_zero": "0 を宣言（ミ＝ゴの脳髄缶）",
    "guess": "{value} を宣言",
    "answer_hand": "手札の「{other}」",
    "answer_deck": "山札の一番上のカード",
    "answer_compare_hand": "小さければ負け、でなければ何も起きない：手札の「{other}」（{value}）対 相手の次のカード",
    "answer_compare_hand_tie": "小さいか同じなら負け、でなければ何も起きない：手札の「{other}」（{value}）対 相手の次のカード",
    "answer_compare_deck": "山札の一番上：小さければ捨てられ、でなければ両方公開",
    "answer_compare_deck_tie": "山札の一番上：小さいか同じなら捨てられ、でなければ両方公開",
    "answer_knock_hand": "手札の「{other}」：あなたの負け",
    "answer_knock_deck": "山札の一番上：脱落する",
    "answer_armitage_hand": "手札の「{other}」：捨てて 1 枚引く",
    "answer_armitage_deck": "山札の一番上：捨てられる",
    "answer_mi_go_hand": "手札の「{other}」：相手が取る",
    "answer_mi_go_deck": "山札の一番上：相手が取る",
    "answer_carter_hand": "手札の「{other}」：交換される",
    "answer_carter_deck": "山札の一番上：交換される",
    "answer_nyarlathotep_hand": "手札の「{other}」：何も変わらない",
    "answer_nyarlathotep_deck": "山札の一番上：公開される",
    "opponent_play": "相手がプレイ ▶",
}
ROW_LABEL = "{row}：{label}"

# いま卓が求めていること。合法手から作る（frames/letter.py `prompt`）：できることだけを言う。
ASKS = {
    "play": "あなたの番：光っている札をクリックし、相手（手がかりの山）の一番上のカードに対してプレイする。",
    "play_forced": "「{card}」をプレイしなければならない：5 以上のカードと一緒に持つ 7 は必ずプレイする。",
    "play_sevens": "7 を 2 枚持っている：どちらか 1 枚をプレイしなければならない（どちらでもよい。5 以上のカードと一緒に持つ 7 は"
                   "必ずプレイする）。",
    "guess": "相手の一番上のカードの数字を宣言する。",
    "answer_both": "相手の「{card}」があなたを対象にする：手札か山札の一番上のカードで応じる。",
    "answer_hand": "相手の「{card}」があなたを対象にする：手札で応じる。",
    "answer_deck": "相手の「{card}」があなたを対象にする：山札の一番上のカードで応じる。",
    "opponent": "相手（手がかりの山）が一番上のカードをあなたに対してプレイする。",
}

# アプリの題名とルールのおさらい（ページの「?」の欄）、卓の見方（`guide`）。各ルールはここで一度だけ言う。
HELP = {
    "title": "ラブクラフト・レター — ソロ",
    "rules": [
        "目標：クトゥルフを封印する。あなたは一人で「相手」と戦う。相手は人ではなく手がかりの山（伏せた手がかり、"
        "一番下にクトゥルフ）で、カードを引かない。相手の番ごとに、一番上のカードをあなたに対してプレイする。"
        "あなたの番にクトゥルフを脱落させるか、取るか、交換して取り除けば勝ち。",
        "手がかりはランダムに配られた正気カード（星・実線の枠）。確率はまだ見ていないカードだけで数える。",
        "あなたの番ごと：狂気チェック、1 枚引く、2 枚の手札から 1 枚を相手の一番上のカードに対してプレイする。狂気 N = "
        "自分の捨て札にある狂気カード（目の記号・破線の枠）の数（ミ＝ゴの脳髄缶も数える）。チェックでは山札から N 枚を"
        "効果なしで自分の捨て札に置く（その中の狂気カードで N が増える）。山札が N 枚より少なければチェックは失敗して"
        "あなたの負け、チェックの後に引くカードがなくても負け。",
        "続いて相手が一番上のカードをあなたに対してプレイする：手札かあなたの山札の一番上のカードで応じる。"
        "あなたの公開されたカードが脱落すると負け。",
        "あなたの番の終わりにクトゥルフが相手の一番上にあれば、相手がそれをプレイしてあなたの負け。だから最後の手がかりを"
        "自分で脱落させてはいけない：相手にプレイさせてから、あなたの番にクトゥルフを封印する。",
        "旧神の印の罠：相手が自分の旧神の印をプレイすると、次の番まで保護される。だからクトゥルフの上の最後の手がかりが"
        "旧神の印なら負け：脱落させればクトゥルフが一番上に来て相手がプレイし、残せば相手がそれをプレイして、保護された"
        "クトゥルフはあなたの番に封印できない。逃げ道は先に取り除くことだけ：交換する（ランドルフ・カーター、"
        "ナイアーラトテップ）か、奪う（ミ＝ゴの狂気の効果）。旧神の印（全 2 枚）が未見のうちは、そのカードを最後まで残そう。",
        "自分の捨て札に狂気カードがあると、あなたは狂気に陥っている：そのとき出す狂気カードは狂気の効果を使える。",
        "銀の鍵（7）：5 以上のカードと一緒に持っていれば必ず出す。効果はない。",   # LS-TURN-6 (review 26, letter_en 3)
    ],
    "guide": [
        "上段：相手＝手がかりの山（一番下にクトゥルフ。クリックすると相手の動き方が読める）と相手の捨て札。",
        "中段：いまゲームが求めていることと、選択肢ごとのチップ。チップにマウスを重ねると手の全文が読める。",
        "下段：あなたの手札（光っている札はプレイできる）、山札、自分の捨て札。目の記号と破線の枠は狂気の札、"
        "星と実線の枠は正気の札。狂気 N と次のチェックの結果は自分の捨て札の下に出る（クリックで説明）。",
        "何も起きない札をクリックするか、マウスを重ねるか、フォーカスして I を押すと、その札のテキストが読める。",
        "水色の破線の枠は直前の手で動いたもの（引いた札、プレイした札、移った札）を次の手まで示す。同じ札が 2 枚あれば"
        "枠は動いた 1 枚だけ。光っている札には複数の出し方がありうる：クリックすると選択肢が出る。",
    ],
    # the opponent's card rules, from card_texts.json (texts.py HELP; newcomer review 18, finding 5): the head, and
    # the words its rows begin with, dropped after the card's name
    "opponent_head": "相手が各カードをプレイしたとき（カードの説明と同じ）：", "opponent_prefix": "相手がプレイした場合",
    "seats": "プレイヤー：自分で操作するか、「ボット（観戦）」を選んでボットに任せて観戦する。",
    "controls": "「新しいゲーム」はランダムに配る：遊んでいる間シードは秘密で、ゲーム終了時に「シード」欄に表示される。"
                "シードを入力して「このシードで遊ぶ」を押すと、配札を再現・共有できる。「元に戻す」は直前の自分のプレイを"
                "相手の応手ごと取り消す。ゲーム終了後は、まだ見ていなかったカードが配り直される。言語の欄で卓の言語が変わる。"
                "Tab か矢印キーで手を選び、Enter でプレイ、U で元に戻す、I で選んだカードのテキストを読む。",
}
