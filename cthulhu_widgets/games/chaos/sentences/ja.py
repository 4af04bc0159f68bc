"""Japanese sentences of CHAOS (kana and kanji; our translation, with the table words of
widgets/chaos_words.json: 患者, 幽霊, 手番, 真夜中, 夜明け, 羅針盤, コンボ, 対抗): the tables of
texts.py in Japanese."""

TEXTS = {
    "roll": "チーム {team} がダイスを 2 個振る：{dice}、合計 {total}。",
    "first_team": "チーム {team} が先に行動する：順番 {order}。",
    "turn": "ラウンド {round}：{seat} の手番。",
    "turn_skipped": "{seat} はこの手番を休む（爆弾）。",
    "joint_turn_lost": "{seat} はこの合同手番の自分の分を失う（爆弾）：移動も引きもしない。",
    "turn_lost_to_reversal": "{seat} のラウンド {round} の手番は飛ばされた：番が来る前に手番の順番が逆になった（統合失調症）。",
    "turn_taken_in_combo": "{seat} はこのラウンド、合同手番ですでに行動した。",
    "protection_ends": "{seat} の保護が終わる。",
    "round_end": "ラウンド {round} 終了。",
    "temporary_bombs_gone": "一時的な爆弾が消える。前に検診で見つけた爆弾もその一つだったかもしれない：その ✗ は盤から"
                            "消える。今そこに爆弾があるかどうかは分からない。",
    "planted_bombs_gone": "{seat} が前に {cells} に置いた一時的な爆弾が消える。",
    "planted_bombs_gone_hidden": "{seat} が前に置いた一時的な爆弾が消える。",
    "checks_doubted": "検診で見つけた {cells} の ✗ は、もう消えた一時的な爆弾だったかもしれない。盤はその ✗ を橙色の ✗? で示す。今そこに爆弾があるかは分からない。",
    "checks_unsure": "検診の {cells} の ✓（その時は爆弾なし）はこの爆弾より前のもの：今はそこにあるかもしれない"
                     "（盤はそういう ✓ を橙色の ✓? で示す。そこへの移動は確認なしにすぐ行われる）。",
    "key_placed": "鍵が {cell} に置かれる。",
    "time_ends": "{time}が終わる。",
    "follow_ends": "{seat} は幽霊の後を追うのをやめる。",
    "deck_runs_dry": "{seat} が最後の{role}のカードを引く：{role}の山札も捨て札も尽きた。ゲームは続く：{role}のカードが捨てられる"
                     "までは{role}のカードを引かない。捨てられたら、捨て札を切って新しい山札にする。",
    "deck_dry_at_start": "{role}の山札も捨て札も尽きている。ゲームは続く：{role}のカードが捨てられるまでは{role}のカードを引かない。"
                         "捨てられたら、捨て札を切って新しい山札にする。",
    "deck_empty": "{role}の山札も捨て札も尽きている：{role}のカードが捨てられるまで、{role}のカードは引かない。",
    "deck_reshuffled": "{role}の捨て札をシャッフルして新しい山札にする。",
    "draw": "{seat} は「{card}」を引く。",
    "draws": "{seat} は{role}カードを 1 枚引く。",
    "game_over": "{cause_text}",
    "compass": "羅針盤が {seat} を{dir}へ動かす。",
    "step_lost": "{seat} の 1 歩はふさがれて失われる。",
    "moves": "{seat} は {to} へ移動する。",
    "stays": "{seat} は {cell} にとどまる。",
    "stays_hidden": "{seat} は人知れずその場にとどまる。",
    "moves_hidden": "{seat} は人知れず移動する。",
    "gate_opened": "{seat} が鍵を見つける：門が開く。",
    "protected_from_bomb": "{seat} は保護されていて、ここの爆弾を受けない。",
    "bomb_temporary": "{cell} の爆弾は {by} が置いた一時的な爆弾。",
    "bomb": "{seat} は {cell} で爆弾を踏む：{effect}。",
    "respawn": "{seat} はスタート地点 {to} に戻る。",
    "swap": "{patient} と {ghost} が出会う：{patient} は幽霊に、{ghost} は患者になる。",
    "patient_on_obstacle": "{seat} は障害物 {cell} の上で患者になった：そこに残り、降りる移動しかできない。",
    "dice": "{seat} はダイスで {row_die}（行）と {col_die}（列）を出す（いちばん外側の列を除いたダイスの範囲の中で数える）。",
    "rerolled": "{seat} は {cell} に降り立つ。",
    "hands_redrawn": "{patient} と {ghost} は手札を捨てて 3 枚引く。",
    "follow_blocked": "{seat} はそこへは幽霊について行けない。",
    "plays": "{seat} は「{card}」を出す。",
    "order_reversed": "手番の順番が逆になる。",
    "extra_step": "{seat} は追加の移動を得る（{extra}）。",
    "no_extra_step_bomb": "{seat} の移動は爆弾で終わった：この手番は追加の移動なし。",
    "no_extra_step_swap": "{seat} の移動は役割の入れ替わりで終わった：この手番は追加の移動なし。",
    "protected": "{seat} は次の自分の手番まで保護される。",
    "nothing_to_take": "{victim} には取れるカードがない。",
    "takes": "{seat} は {victim} から「{card}」を取る。",
    "takes_hidden": "{seat} は {victim} からカードを 1 枚取る。",
    "brainwashed": "{seat} の洗脳：敵の手札はそれぞれの山札に戻り、3 枚引き直す。",
    "vanished": "{seat} は {cell} から消える。",
    "reappears": "{seat} は {cell} に再び現れる。通った道：{path}。",
    "checkup": "{seat} は {cells} を調べる：爆弾は {bombs}。",
    "checkup_public": "{seat} は 3 マスを調べる。",
    "bombs_moved": "{seat} は爆弾を {cells} へ移す。",
    "bombs_moved_hidden": "{seat} は爆弾を移す。",
    "bombs_planted": "{seat} は {cells} に一時的な爆弾を置く。",
    "bombs_planted_hidden": "{seat} は一時的な爆弾を 2 つ置く。",
    "time_set": "{seat} は同じマークのカードを 3 枚捨てる：{time}になる。",
    "midnight_rules": "真夜中は、患者の 1 歩ごとに羅針盤を回して方向を決める（ふさがれた 1 歩は失われる）。",
    "dawn_rules": "夜明けは、幽霊はいま立っている行か列の上しか動けない。",
    "dawn_rules_straight": "夜明けは、幽霊は 1 回の手番の移動を 1 本の直線に保つ。",
    "dawn_line": "{seat} はこの手番、出発したマスの行か列の上しか動けない（夜明け）。",
    "card_limit": "{seat} はこの手番、ほかのカードを出せない（{time}）。",
    "combo_started": "{seat} は「{card}」でコンボ（{combo_name}）を始める。",
    "combo_declined": "{seat} はコンボ（{combo_name}）に加わらない。",
    "combo_joined": "{seat} は「{card}」で参加する：{joined}。",
    "no_reaction": "{seat} は対抗しない。",
    "passed_for": "{seat} は対抗に使えるカードを持っていないので、自動で見送る。",
    "reaction": "{seat} は「{card}」で対抗する。",
    "reaction_withdrawn": "相方のカードがないので対抗は失敗：「{card}」は {seat} の手札に戻る。",
    "reflected": "対抗により、コンボ（{combo_name}）は向きを変え、対抗したチームのものとして働く。",
    "cancelled": "対抗により、コンボ（{combo_name}）は取り消される。",
    "combo_resolves": "コンボ（{combo_name}）がチーム {team} のために解決する：{effect}。",
    "follows": "{seat} は {ghost} のもとへ跳び、次の手番はその後を追う。",
    "no_jump": "{seat} は跳ばない。",
    "cover": "{seat} は「{card}」をチーム全体に適用する：{seat} と {partner} に効き、2 人は合同手番を 1 回行う。",
    "too_far": "{seat} は幽霊から遠すぎて跳べない。",
    "roles_swapped": "{first} と {second} が役割を入れ替える。",
    "push": "チーム {team} は敵を{dir}へ {cells} マス押す（方向は {by} が選んだ）。",
    "not_pushed": "{seat} は保護されていて押されない。",
    "pushed_hidden": "{seat} は人知れず押される。",
    "bomb_vision": "{seat} には爆弾が見える：{cells}。",
}

CAUSES = {"gate": "チーム {outcome} の勝ち：患者が開いた門から脱出した。",
          "round_limit": "引き分け：どの患者も脱出しないまま、ラウンドの上限に達した。"}

WORDS = {
    "role": {"patient": "患者", "ghost": "幽霊"},
    "dir": {"up": "上", "down": "下", "left": "左", "right": "右"},
    "time": {"midnight": "真夜中", "dawn": "夜明け"},
    "bound": {"midnight": "すべての患者（1 歩ごとの方向は羅針盤が決め、1 手番に 1 枚だけ出せる）",
              "dawn": "すべての幽霊（自分の行か列に沿ってしか動けず、1 手番に 1 枚だけ出せる）"},
    "effect": {"full": "完全な効果（同じマーク）", "weak": "弱い効果（違うマーク）",
               "respawn": "スタート地点に戻る", "skip_next_turn": "次の手番を休む", "discard_hand": "手札を捨てる"},
    "suit": {"moon": "月", "eye": "目", "skull": "髑髏"},
    "undo_bomb": "隠れた爆弾を知った一手（検診で見つけた・踏んだ）は取り消せない：もう見てしまった",  # review 17, 41
    "none": "なし", "no_bomb": "：爆弾はない。", "won": "チーム {outcome} の勝利", "draw": "引き分け",
    # U+2060 (word joiner) keeps "の勝利" on one line: a phone broke the headline as 勝 / 利 (round E, m57)
    "we_won": "あなたのチーム（チーム {outcome}）の\u2060勝\u2060利",
    "we_lost": "チーム {outcome} の勝利：あなたのチームの負け",
}

# What each choice does, by action kind (and the card function for a play).
PROMPTS = {
    "combo_c1_out": "⚠ そこからは跳べない：幽霊 {ghost} まで {n} マス（跳ぶには隣にいる必要がある）。",
    "combo_c1_far": "⚠ 味方の {partner} は {n} マス先：ジャンプには合同の移動（各 1 歩）の後に {patient} が幽霊 {ghost} の隣にいる"
                    "必要があり、今は届かないので同じマークでも「遠すぎて跳べない」で終わり、2 枚とも無駄になる。違うマークなら "
                    "{patient} は {ghost} へ 2 歩動く。",
    "move_bomb_maybe": "⚠ {cell}：調べたとき（{round} ラウンド目）ここに爆弾があった。一時的な爆弾で、もう消えているかもしれない。",
    "move_check_maybe": "⚠ {cell}：調べたとき（{round} ラウンド目）は爆弾がなかったが、その後に相手が見えない一時的な爆弾を"
                        "置いた：ここにあるかもしれない。",
    "move_bomb_respawn": "⚠ {cell} は分かっている爆弾：踏むとスタート地点に戻される。",
    "move_bomb_skip_next_turn": "⚠ {cell} は分かっている爆弾：踏むと次の手番を失う。",
    "move_bomb_discard_hand": "⚠ {cell} は分かっている爆弾：踏むと手札をすべて捨てる。",
    "move": "{cell} へ移動する。",
    "spin": "羅針盤を回す：この 1 歩の方向は羅針盤が決める（真夜中）。",
    "stay": "その場にとどまり、カードを出す。",
    "stay_joint": "その場にとどまる。",
    "stop": "移動をやめる：手番を終えてカードを引く。",
    "end": "手番を終える：1 枚引き、3 枚未満なら 3 枚まで引く（手札の上限はない）。",
    "end_extra": "カードを出し終える：続いて追加の {n} 歩を移動し、それから手番を終えてカードを引く。",
    "decline": "断る。",
    "decline_join": "コンボを断る：{leader} はカードを手札に戻し、1 人で手番を行う。",
    "decline_join_none": "参加に使える「{part}」がない：{leader} が 1 人で手番を行う。",
    "pass": "対抗しない：敵のコンボはそのまま効果を表す。",
    "pass_none": "対抗に使える「{card}」がない：敵のコンボはそのまま効果を表す。",
    "jump": "幽霊のいるマスへ跳ぶ。次のラウンドは障害物を無視して幽霊の動きを追う。",
    "decline_jump": "跳ばない：その場に留まり、次のラウンドも幽霊に追従しない。",
    "push": "敵を{dir}へ押す",   # a chip's words, not a sentence: no 。 (review 11, 046)
    "pick_checkup": "{cell} に爆弾があるか調べる（{need} マス中 {n} マス目）。",
    "pick_relocate": "爆弾を {cell} へ移す（{need} 個中 {n} 個目）。",
    "pick_plant": "{cell} に一時的な爆弾を置く（{need} 個中 {n} 個目）。",
    "pick_push": "憑依した {target} を {cell} へ動かす。",
    "pick": "{cell} を選ぶ。",
    "declare_time": "{cards}（同じマーク 3 枚）を捨てる：あなたの次の 2 手番のあいだ{time}になる。{bound}を縛り、自分のチームも例外ではない。",
    "combo": "「{card}」でコンボ（{combo}）を始める：味方の {partner} に「{part}」を 1 枚出すよう頼む（持っていなければ断るしかない）。{partner} が参加"
             "すれば 2 人は合同手番を 1 回行い（2 人とも移動し、それからコンボの効果が出る）、同じマークなら：{effect}違うマークなら：{weak}。"
             "{partner} が断れば「{card}」は手札に戻り、あなたは 1 人で手番を行う。",
    "join": "「{card}」でコンボに参加する：{suited}。参加：これがあなたの手番のすべて（合同の 1 歩だけで、自分のカードは出さない）。あなたと {leader} が移動し、"
            "それからコンボの効果が出る：{effect}。",
    "react": "「{card}」で対抗する（敵チームがコンボを始めたときに使える）：続いて味方の {partner} が「{other}」を出さなければ"
             "対抗は失敗し、「{card}」は手札に戻る。同じマークなら敵のコンボはあなたのチームのものとして働く。違うマークなら"
             "敵のコンボを打ち消す。",
    "react_complete": "「{card}」で味方の {partner} の対抗（{other}）を完成させる：同じマークなら敵のコンボは"
                      "あなたのチームのものとして働く。違うマークなら敵のコンボを打ち消す。",
    "pass_complete": "対抗しない：{other}は {partner} の手札に戻り、敵のコンボはそのまま効果を表す。",
    "cover": "「{card}」をチーム全体に適用する：あなたと {partner} に効き、2 人は合同手番を 1 回行う。",
    "react_steal": "同じマーク：敵のコンボが味方のものに", "react_cancel": "違うマーク：{enemy} のコンボを打ち消す",
    "react_steal_push": "同じマーク：敵の押しが味方のものに",   # CH-C3/C4: who aims it, in the sentence (react_aims)
    "react_aims": "ここは同じマーク：奪った押しの向きは {partner} が選ぶ。",
    "same_suit": "同じマーク、完全な効果", "other_suit": "違うマーク、弱い効果",
    "play_schizophrenia": "「{card}」を出す：手番の順番を逆にする。",
    "play_checkup": "「{card}」を出す：3 マスに爆弾があるか調べる（結果を知るのはあなただけ）。",
    "play_amnesia": "「{card}」を出す：{target} の手札から無作為に 1 枚取る。",
    "play_sprint": "「{card}」を出す：カードを出し終えてから、もう 1 歩移動する。",
    "play_sprint_halted": "「{card}」を出す：⚠ 移動は爆弾で終わった：この手番は追加の移動なし。",
    "play_sprint_swapped": "「{card}」を出す：⚠ 移動は役割の入れ替わりで終わった：この手番は追加の移動なし。カードは無駄になる。",
    "play_protection": "「{card}」を出す：今から次の自分の手番が始まるまで、爆弾と強制移動で傷つかない（入れ替えは防げない）。",
    "play_possession": "「{card}」を出す：{target}（あなたの 3×3 の範囲内）を 2 歩動かす。",
    "play_mischief_relocate": "「{card}」を出す：すべての爆弾をほかのマスへ移す（ゲーム終了まで）。",
    "play_mischief_plant": "「{card}」を出す：一時的な爆弾を 2 つ置く。",
    "play_brainwash": "「{card}」を出す：敵は手札をそれぞれの山札に混ぜ、3 枚引く。",
    "play_prank": "「{card}」を出す：{target} の手札から無作為に 1 枚取る。",
    "play_vanish": "「{card}」を出す：次の 2 手番のあいだ、あなたの駒を隠す。隠れている間は誰とも役割を入れ替えない。",
    "play": "「{card}」を出す。",
}

# チップの短い言葉（出すカードは選択中か、横に名前がある）。ない手は卓の言葉のまま（マス、方向、時刻）。
LABELS = {
    "combo_c1_far": " ⚠ 跳べない：{ghost} が遠い（{n} マス）",
    "play_schizophrenia": "手番の順番を逆にする",
    "play_checkup": "3 マスの爆弾を調べる",
    "play_amnesia": "{target} から無作為に 1 枚取る",
    "play_sprint": "もう 1 歩（カードを出し終えてから）",
    "play_sprint_halted": "⚠ 移動は爆弾で終わった：追加の移動なし",
    "play_sprint_swapped": "⚠ 移動は役割の入れ替わりで終わった：追加の移動なし",
    "play_protection": "次の自分の手番が始まるまで保護（入れ替えは防げない）",
    "play_possession": "{target} を 2 歩動かす",
    "play_mischief_relocate": "すべての爆弾を移す",
    "play_mischief_plant": "一時的な爆弾を 2 つ置く",
    "play_brainwash": "敵が手札を引き直す",
    "play_prank": "{target} から無作為に 1 枚取る",
    "play_vanish": "2 手番のあいだ駒を隠す",
    "play": "出す",
    "combo": "{partner} とコンボ：{combo}（断られたらカードは戻る）",
    "join": "「{card}」で参加（1 歩だけ）：{suited}",
    "react": "「{card}」で対抗：{partner} の「{other}」が必要",
    "react_complete": "{partner} の対抗を完成：「{card}」— {outcome}",
    "pass_complete": "対抗しない",
    "cover": "チーム全体に適用（あなたと {partner}）",
    "end": "カードを出し終えて引く",
    "end_extra": "カードを出し終え、追加で {n} 歩",
    "stay": "とどまる", "stay_joint": "とどまる", "stop": "移動をやめる", "spin": "羅針盤を回す",
    "decline": "断る", "decline_join": "断る：{leader} が 1 人で行う", "pass": "対抗しない",
    "decline_join_none": "断る：{leader} が 1 人で行う", "pass_none": "対抗しない",
    "jump": "幽霊のもとへ跳ぶ", "decline_jump": "跳ばない",
}

# 手番の席に卓が求めること。合法手から作る（frames/chaos.py `prompt`）：`{options}` はいま合法な OPTIONS だけを
# OR でつないだもの。
ASKS = {
    "declined": "{seat} はコンボ（{combo}）に加わらない：「{part}」がないか、出さなかった。あなたの「{card}」は手札に戻り、ひとりで行う。",
    "move": "あなたの手番：{options}。",
    "combo_move": "合同手番：{options}。",
    "combo_after": "コンボ {combo} は、2 人とも移動したあとに効果を発揮する。",
    "combo_cancel": "あなたたちのコンボ {combo} は敵の対抗で打ち消された：効果はない。",   # CH-C4 (review 19)
    "combo_full": "あなたたちのコンボ {combo} は敵の対抗で奪われた：2 人とも移動したあと、敵チームのために効果を発揮する。",
    "cards": "移動の後：{options}。",
    "extra": "追加の移動（残り {n} 歩）：{options}。",
    "pick_checkup_first": "検診：爆弾を調べるマスを {n} マス選ぶ。",
    "pick_plant_first": "撹乱：一時的な爆弾を置くマスを {n} マス選ぶ。",
    "pick_checkup": "検診：爆弾を調べるマスをあと {n} マス選ぶ。",
    "pick_relocate": "撹乱：それぞれの爆弾の新しいマスを選ぶ（残り {n} 個）。",
    "pick_plant": "撹乱：一時的な爆弾を置くマスをあと {n} マス選ぶ。",
    "push": "憑依：{target} を動かす — 次の 1 歩のマスを選ぶ（残り {n} 歩）。",
    "direction": "コンボ {combo}：敵を押す方向を選ぶ。",
    "join": "味方の {leader} が「{card}」でコンボ {combo} を始め、あなたに「{part}」を求める：参加する（これがあなたの手番のすべて：合同の 1 歩だけで、自分のカードは出さない。"
            "それからコンボの効果が出る。敵は対抗できる）か、断る（{leader} はカードを手札に戻し、1 人で行う）。",
    "join_none": "味方の {leader} が「{card}」でコンボ {combo} を始める：参加には自分の「{part}」が必要だが、手札にないので断る。",
    "react": "敵チームがコンボ {combo} を始める：「{card}」で対抗する（続いて味方の {partner} が「{other}」を出す必要が"
             "ある）か、対抗しない。",
    "react_complete": "味方の {partner} が{other}で敵のコンボ {combo} に対抗する：「{card}」を出して完成させるか、対抗"
                      "しない（{other}は {partner} の手札に戻る）。",
    "react_none": "敵チームがコンボ {combo} を始める：対抗には「{card}」が必要だが、手札にないので対抗しない。",
    "jump": "コンボ {combo}：幽霊 {ghost} のもとへ跳ぶかどうか。",
}
OPTIONS = {
    "move": "1 歩移動する（強調されたマスをクリック）",
    "spin": "羅針盤を回して 1 歩進む（真夜中）",
    "stay": "その場にとどまる",
    "checkup": "移動の前に「{card}」を出す",
    "combo": "味方とコンボを始める（カードをクリック）",
    "cover": "カード 1 枚をチーム全体に適用する（効果がパートナーにも効き、2 人で合同手番を 1 回行う）",
    "play": "カードを出す（クリック）",
    "time": "同じマークのカード 3 枚を捨てて真夜中か夜明けにする",
    "end": "カードを出し終えて引く",
    "end_extra": "カードを出し終え、追加の {n} 歩を移動する",
    "stop": "移動をやめる",
}
OR = ("、", "、または")   # OPTIONS のつなぎ方：項目の間と、最後の項目の前

# 盤のタグの言葉（カタログの `ui` に合わせる）：駒のそばの持続効果、一時爆弾を仕掛けた席、夜明けの線。
BOARD = {
    "head_react": "{seat} のコンボに対抗する",
    "head_join": "味方からコンボの誘い",   # whole after "ラウンド 17/60 · " at 360 px (review 33, chaos_ja 6)
    "head_cards": "あなたの番：カードを出すか手番を終える",
    "head_extra": "あなたの番：追加の歩数を進む",
    "head_why_react": "敵のコンボの効果がこれから出る：味方チームは先にカードで対抗して打ち消すか、そのまま通すかを選べる。"
                      "効果と選択肢は盤の下 ↓",
    "head_why_join": "{leader} がコンボを始めた：あなたのカードも 1 枚要る。断れば {leader} が 1 人で行う。"
                     "詳しい説明と選択肢は盤の下 ↓",
    "tap_rule": "ボタンは 1 回のタップで決まる。カードは最初のタップで文を表示し、もう一度タップすると出す。",
    "tap_rule_chip": "ボタンは 1 回のタップで決まる。",
    "checked_safe": "検診：{cell} に爆弾なし", "checked_bomb": "検診：{cell} に爆弾あり",
    "why_not_move": "今は出せない：カードは 1 歩移動した後に出す（移動の前に出せるのは検診と、コンボを始めるカード・チーム全体に適用するカードだけ）。",
    "why_not_now": "今は出せない：まず目の前の選択を終えよう。",
    "why_not_possession": "今は出せない：あなたの駒のまわり 3×3 に敵の患者がいない。",
    "why_not_time": "時間カード：手札の同じマークのカード 3 枚（患者カードでも幽霊カードでもよい）で真夜中か夜明けにできる。"
                    "自分の手番で 1 歩動いた後に。真夜中や夜明けでカードが 1 枚に限られているときは、カードを出す前に。",
    "why_not_role": "今は出せない：{card_role}カードだが、あなたは今は{role}。時間カード（同じマーク 3 枚）にしか使えない。",
    "why_not_joint": "今は出せない：合同手番にはカードを出す段階がない。出すのは手番の始めに置いたコンボかチーム全体に使った"
                     "カードだけ（2 人とも移動し、効果が出て、2 人とも引く）。",
    "why_not_extra": "今は出せない：追加の移動を始めたら、もうカードは出せない。",
    "why_not_limit": "今は出せない：{time}はあなたの役割は 1 手番に 1 枚だけで、もう出した。",
    "why_not_amnesia": "今は出せない：手札のある敵の患者がいない。",
    "why_not_prank": "今は出せない：手札のある敵がいない。",
    "why_not_mischief": "今は出せない：爆弾を置ける空きマスが足りない。",
    "why_not_vanish": "今は出せない：あなたの駒はもう隠れている。この消失が終わってから出せる。",
    "why_not_need": "今は出せない：カードの文に必要なものが盤上にないか、役割か時間帯がそれを許さない。",
    # "6R" as a race's "11R": "R6" was guessed at (review 33, chaos_ja 7), "6回" read as "6 times" (review 34, chaos_ja 4)
    "check_round": "{round}R",
    "checked_safe_now": "この手番の検診：今 {cell} に爆弾はない。ずっと安全ではない：敵の撹乱が後でそこに"
                        "爆弾を置くかもしれず、あなたには見えない。",
    "checked_safe_then": "第 {round} ラウンドの検診：そのとき {cell} に爆弾はなかった。その後、敵の撹乱が見えない"
                         "爆弾を置いたかもしれない：今は安全とは限らない。",
    "checked_safe_earlier": "以前の検診：そのとき {cell} に爆弾はなかった。その後、敵の撹乱が見えない爆弾を"
                            "置いたかもしれない：今は安全とは限らない。",
    "click_word": "クリック", "tap_word": "タップ",
    "tag_follows": "{seat} に追従 · {left}",
    "combo_cancelled_by": "チーム {team} の対抗で取り消し", "combo_reflected_by": "チーム {team} の対抗で奪われた",
    "tag_vanish": "消失 · {left}",
    "tag_vanish_faint": "消失（薄い駒：敵から見えず、入替なし） · {left}",
    "tag_vanish_unseen": "消失：動きは見えず、入替なし · {left}",
    "tag_protected": "保護 · {left}",
    "tag_skip": "次の手番を休む（爆弾）",
    "card_one": "枚",
    "bot_turn_tip": "{seat} はボットが操作する：卓が一手ずつ自動で進めるので、流れを追える。「▶▶ 自分の番まで」（スマホでは「▶▶ 自分の番へ」）で次の自分の判断まで飛ばせる。",
    "tag_dawn": "夜明けの線：{row} 行 · {col} 列",
    "left_more": "あと {n} 手番",
    "left_more_of": "{seat} の手番あと {n} 回分続く",
    "left_next": "{seat} の次の手番が始まると終わる",
    "left_this": "この手番のあいだは続き、{seat} の次の手番が始まると終わる",
    "legend_bomb": "{cell} の一時的な爆弾：{seat} が設置", "next_seat": "次：{seat} ▸", "order_reversed": "逆回り",
    "move_swap": "⇄ {seat} と役割を交換：あなたは{role}に、{seat} は{other}になる。新しい幽霊はランダムなマスへ振り直される。",
    "risk_maybe": "未確認のマス：ここに爆弾が隠れているかもしれない",
    "risk_seen": "ここに爆弾はない：あなたのチームにはすべての爆弾が見えている",
    "legend_dawn": "夜明け：幽霊は一点鎖線の行か列に沿ってのみ動く",
    "legend_midnight": "真夜中：患者のマスの小さな羅針盤＝その一歩の向きは羅針盤を回して決まる",
    "legend_checkup": "検診：✓ 爆弾なし・✗ 爆弾あり・? その後変わったかも",
    "legend_compass": "羅針盤：赤い矢印は回した結果患者が進んだ向き、棒で止まる灰色の矢印は失われた一歩",
    # 時間チップの短い説明：押す前に、誰に何が起きるか（新規レビュー 14、指摘 1）
    "midnight_brief": "あなたの次の 2 手番、患者は全員（味方も）ランダムに進む",
    "dawn_brief": "あなたの次の 2 手番、幽霊は全員（味方も）直線のみ：自分の行か列の上だけを動く",
    # review 25, chaos_ja 6: "味方も患者は羅針盤へ" read ungrammatically
    "midnight_short": "患者は全員ランダムに進む", "dawn_short": "幽霊は全員直線のみ",
    "time_suit": "{mark}{suit}のマーク",
    "planted_by": "{seat} が設置",
    "tag_key": "鍵 · 毎ラウンド移動（ラウンド {round} の後）",
    "key_moves": "鍵は {cell} にある：ラウンド {round} の終わりに空いたマスへ無作為に置き直される（同じマスのこともある）。"
                 "駒が鍵を踏んで門を開くまで、毎ラウンドそうなる。",
    "combo_how": "コンボはチームがそのラウンドで最初に手番を行うときに始められる：同じチームの患者と幽霊が 1 枚ずつ出す。"
                 "頼まれた味方はカードを出して参加する（2 人で合同手番を 1 回行い、それからコンボの効果が出る）か、断る（始めた"
                 "側はカードを手札に戻し、1 人で行う）。",
    "window_react": "対抗の機会：チーム {enemy} のコンボの効果が出る前に、チーム {team} は対抗して打ち消せる",
    "window_join": "{leader} が味方の {seat} にコンボへの参加を求めている",
    "window_join_you": "味方の {leader} があなたにコンボへの参加を求めている",
    "window_if": "対抗しなければコンボの効果が出る（チーム {enemy} のカードの文）：{text}",
    "asked_you": "あなたが聞かれている",
    "asked_seat": "{seat} が聞かれている",
    "why_react_ghost": "{asked}。敵のコンボには、幽霊が{prank}、続いて患者が{schizo}を出して対抗する。幽霊が先に聞かれる"
                       "（{prank}を持っていなくても）。対抗しなければコンボの効果が出る。",
    "why_react_patient": "{asked}。{ghost} が{prank}で対抗した：対抗には味方の{schizo}が要る。なければ失敗し、"
                         "{prank}は手札に戻る。同じマーク：コンボは対抗したチームのものとして働く。違うマーク：コンボは打ち消される。",
    "why_join": "{asked}。コンボには味方 2 人が 1 枚ずつ出す：{seat} は{part}を出す。",
    "why_join_you": "{asked}。コンボには味方 2 人が 1 枚ずつ出す：あなたは{part}を出す。",
    "why_join_none": "{asked}。ただし手札に「{part}」がない：断るしかなく、{leader} は一人で手番を行う。",
}

# Where a combo's text parts its full effect from the weaker one of different suits.
COMBO_SPLIT = ("：", "（違うマーク")

# アプリの題名、ルールのおさらい、卓の見方、盤の凡例、席の操作（ページの「?」の欄）。各ルールはここで一度だけ言う。
HELP = {
    "title": "CHAOS — 精神病院からの脱出",
    "rules": [
        "2 人ずつの 2 チーム：どちらも患者 1 人と幽霊 1 人で始まる。チームの患者が開いた門に着けば、そのチームの勝ち。",
        "どれかの駒が鍵に乗ると門が開く（両チームの患者に開く）。門が閉じている間、鍵は毎ラウンド空いたマスへ置き直される（同じマスのままのこともある）。",
        "あなたの手番：検診だけは先に出せる。1 歩移動し（斜めは不可）、カードを好きなだけ出し、それで得た追加の歩数を"
        "移動し、最後に 1 枚引き、3 枚未満なら 3 枚まで引く（手札の上限はない）。敵の「記憶喪失」や「いたずら」は"
        "あなたの手札を無作為に 1 枚取り、「洗脳」は手札ごと入れ替える。減った手札も空の手札も手番の終わりに同じく 3 枚まで"
        "補充され、移動はいつでもできる。",
        "患者は障害物に阻まれ、隠れた爆弾（最初から 4 個、検診で見つかる）を踏むと（味方の爆弾でも）出発点に戻される。幽霊は障害物を通り抜け、爆弾で傷つかず、門には"
        "入れない。",
        "違うチームの患者と幽霊が出会うと役割を入れ替える：新しい幽霊はダイスの範囲（盤の中央の枠で囲まれた区画）に振り直され、2 人とも手札を"
        "引き直す。",
        "もう一方の役割のカードは時間カードにしか使えない：同じマークの 3 枚を捨てると出した人の次の 2 手番のあいだ真夜中"
        "（患者の 1 歩の向きは羅針盤がランダムに決める）か夜明け（幽霊は自分の行か列に沿ってしか動けない）になり、その間その役割は"
        " 1 手番に 1 枚しかカードを出せない。",
        "ラウンドでチームの最初の手番の席は、コンボ（味方と 1 枚ずつ出す。同じマークなら完全な効果）を始めるか、"
        "カード 1 枚をチーム全体に適用できる。2 人の手番は 1 回の合同手番になる。",
    ],
    "guide": [
        "盤面：強調されたマスはあなたの駒が行ける場所。誰かが鍵を取るまで門は閉じている。マスは列の文字（盤の上）と"
        "行の番号（盤の左）で呼ぶ：c4。",
        "その横か下：時刻、手札の枚数つきの手番の順番、山札、進行中のコンボ、そして指示とそのチップ、あなたの手札。",
        "もう一方の役割の印があるカードは、あなたには時間カードとしてしか使えない。",
        "今は出せないカードも、クリックするか、マウスを重ねるか、フォーカスして I を押せば説明（と時刻やコンボ）を読める。",
    ],
    "legend": [
        ["駒", "チーム A：青い丸、チーム B：橙色の四角。塗りつぶした駒は患者、中空の破線の駒は幽霊。"],
        ["ダイスの範囲", "盤の中央の枠で囲まれた区画：2 つのダイスで指定できる行と列。幽霊になった席は、そこに振り直して"
                       "戻される。"],
        ["出発の旗", "各席の旗は、その駒が出発する場所と、爆弾で傷ついた患者が戻る場所を示す。"],
        ["鍵", "門が閉じている間、鍵は毎ラウンド空いているマスにランダムに置き直されるので、動く。最初に鍵に乗った駒が"
               "ゲームの終わりまで門を開ける。その後、開いた門に着いた患者がそのチームを勝たせる。"],
        ["時刻", "時刻の横の記号は真夜中（患者は羅針盤がランダムに示す方向へ進む）か夜明け（幽霊は自分の行か列に沿って"
                 "のみ動く）を示す。クリックすると全文が読める。"],
        ["マーク", "☾ 月 · ◉ 目 · ☠ 髑髏：カードのマーク。同じマーク 3 枚で時間のカードになる。"],
    ],
    # 規則の欄の「カードとコンボ」：見出しと 2 つの文。各カードとコンボの文は sheet_cards.py がカードの説明から加える
    "cards": {"head": "カードとコンボ", "patient": "患者カード", "ghost": "幽霊カード",
              "combos": "コンボ：幽霊のカード＋味方の患者のカード（同じマーク：完全な効果、違うマーク：弱い効果）",
              "more": "対抗、チーム全体に使う、真夜中と夜明け",
              "reaction": ["対抗", "敵チームがコンボを始めたとき、味方の幽霊が「{prank}」で応じ、味方の患者が"
                                   "「{schizophrenia}」を重ねると、そのコンボはあなたのチームのものとして働く（違うマーク：打ち消すだけ）。"],
              "cover": ["チーム全体に使う", "ラウンドでチームの最初の手番の席は、コンボの代わりにカード 1 枚を味方 2 人の両方に"
                                          "使える：「{protection}」（2 人とも守られる）、「{sprint}」（2 人とも 1 歩追加）、"
                                          "「{checkup}」（2 人とも結果を知る）、「{vanish}」（2 人とも幽霊のとき 2 人とも隠れる）。"
                                          "2 人の手番は 1 回の合同手番になる。対抗されず、マークの条件もない。"]},
    "seats": "席（A = チーム A、1 = 最初の患者、2 = 最初の幽霊）：席を変えると新しいゲームを配る（シードを入力していれば"
             "同じ配札）。ボットが進める間、「▶▶ 自分の番まで」（スマホでは「▶▶ 自分の番へ」）で次の自分の判断まで飛ばせる。",
}
