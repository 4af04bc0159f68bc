"""Japanese sentences of Mythos (kana and kanji; the seed 002 is a Japanese rules summary): the tables
of texts.py in Japanese."""

from .needs import HAND_NEEDS   # 必要なカードの数え方（newcomer review 23, finding 1）

TEXTS = {
    "round": "ラウンド {round}：全員が手札を補充する。",
    "first_player": "このラウンドは {player} が先手。",
    "draw": "{player} は「{card}」を引く。",
    "no_cards": "{player} は引くカードがもうない。",
    "reshuffle": "{player} の神話デッキが空なので、捨て札をシャッフルして新しい神話デッキにする。",
    "sanity": "{player}：正気度 {delta:+d}（{why}）、現在 {sanity}。",
    "pass": "{player} はパスする（このラウンドのパス {passes} 回目）。",
    "card_play_ends": "カードの使用・配置終了（パス {passes} 回）。",
    "plays": "{player} は手札から「{card}」を使用する。",
    "joins": "「{card}」は「{to}」と結合して、一緒に使用される。",
    "arrives": "{player} は「{card}」に到着する。",
    "walking": "{player} は「{card}」へ近隣移動する。",
    "walk_abandoned": "{player} は「{card}」への近隣移動をやめる（捨て札にする）。",
    "superseded": "{player} の新しい「{card}」が古いものに代わり、古いものは捨て札になる。",
    "in_transit": "{player} は移動中のままでいる。",
    "travels": "{player} は「{card}」で移動する。",
    "loads": "{player} は「{card}」を「{tome}」に装填する。",
    "goo": "{player} は「{card}」を場に配置する。",
    "summons": "{player} はゲートを通してモンスターを神話の脅威に配置する。",
    "adventure": "{player} はアドベンチャー「{card}」を達成する（アドベンチャーポイント +{points}）。達成のルール："
                 "一番上のロケーション以外のストーリーデッキは捨て札になり、それを条件に数えていたアドベンチャーはそのカードを失う。"
                 "捨て札の山は神話デッキに戻してシャッフルする（正気度は失わない）。",
    "effect_not_implemented": "［未実装］「{card}」の効果（{blocks}）はまだ処理されない。",
    "combat": "バトル。",
    "directs": "{player} は神話の脅威を {target} に向ける。",
    "defends": "{player} は「{card}」を防御に出す。",
    "defends_ambush": "{player} は「{card}」を {threat} の待ち伏せ（神話の脅威なしで攻撃する味方）に対する防御に出す。",
    "defends_against": "{player} は「{card}」を {threat} の神話の脅威に対する防御に出す。",
    "no_defenders": "{player} は防御しないことを選ぶ：味方 {free} 枚は場に残る。",
    "assaults": "{player} は「{card}」を攻撃に出す。",
    "commanded": "{player} の「{card}」はこのバトルで {bonus:+d} で防御する：指揮のボーナス（「二本の王笏」の持ち主が共に防御する）、"
                 "防御に出した時点で1回だけ数える。",
    "casts": "{player} は「{card}」を唱える（{by}）。",
    "returned": "{player} の神話の脅威のカードが1枚持ち主の手札に戻る（残り {count}）。",
    "returned_card": "「{card}」が {player} の手札に戻る。",
    "marked": "{player} の「{card}」に印：このバトルでは埋葬せずに捨て札にする。",
    "summons_free": "{player} はゲートなしでモンスターを神話の脅威に配置する。",
    "controls": "{player} は {target} の神話の脅威から「{card}」を支配する。",
    "hounds": "{player} は「{card}」を捨て札にする：{target} の「{monster}」は埋葬される。",
    "petrified": "{player} の「{card}」は石化する：ラウンド終了まで裏向きのアーティファクト。",
    "unpetrified": "{player} の「{card}」が味方に戻る。",
    "converted": "{player} は「{card}」を埋葬する：代わりに「{ally}」が神話の脅威で戦う。",
    "turncoat": "{player} の「{card}」は誘惑に屈し、自分の探索者を攻撃する。",
    "no_effect": "「{card}」には対象がない。",
    "uncovered": "「{card}」が再び {player} の現在地になる。",
    "no_location": "{player} はどこかに到着するまで現在地がない。",
    "serves_as_ally": "{player} の「{card}」は味方として働く。",
    "recruits_on_train": "{player} は列車で「{card}」を味方にする。",
    "worthless": "{player} の「{card}」は価値がなくなり、埋葬される。",
    "uses": "{player} は場の「{card}」を使う。",
    "attaches": "{player} は「{card}」を「{ally}」に持たせる。",
    "eliminated": "{player} はゲームから脱落する。",
    "reveal": "{player} は神話の脅威を公開する：{cards}。",
    "cosmic_battle": "{a} と {b} の宇宙的戦闘：{cancelled} 点が相殺される。",
    "absorbs_stays": "{player} の「{card}」は {points} 点を吸収するが、自分の値に届かないので場に残る。",
    "absorbs": "{player} の「{card}」は {points} 点を吸収して埋葬される。",
    "goo_leaves": "{player} の「{card}」は埋葬される。",
    "combat_ends": "バトル終了：戦ったモンスターは埋葬される（持ち主のストーリーデッキの一番下に置かれる）。",
    "discards": "{player} は「{card}」を捨てる。",
    "cured": "{player} はとどまり「{card}」を埋葬する。",
    "retrieves": "{player} は支払って、ストーリーデッキから「{card}」を場に配置する。",
    "spared": "{player} の「{card}」は「{by}」に守られ、疫病でも裏向きにならない。",
    "ambush_off": "待ち伏せ（{player}）：両者の現在地が同じ小地域の都市ロケーションではないため、このバトルでは味方は {target} を攻撃できない。",
    "ambush": "{player} は次のバトルに向けて待ち伏せを用意する。",
    "stolen": "{thief} が {player} の「{card}」を奪う：それは埋葬される。",
    "guarded": "{player} の「{card}」が身代わりに埋葬される。「{thief}」も埋葬される。",
    "weapon_moves": "{player} の「{card}」は埋葬されずに「{to}」へ移る。",
    "must_rest": "{player} は次のターンを休まなければならない。",
    "rests": "{player} は休む（カードもパスもなし）。",
    "no_gain": "{player} は正気度を得られない（{why}）：旧支配者が禁じている。",
    "location_lost": "{player} の現在地「{card}」が失われる（{how}）。",
    "story_card_discarded": "{player} はストーリーデッキから「{card}」を捨てる。",
    "flipped": "「{cards}」はラウンド終了まで裏向きになる。",
    "replaced": "「{card}」は置き換えられて埋葬される。",
    "round_end": "ラウンド {round} 終了。",
    "game_over": "{cause_text}",
}

CAUSES = {"sanity_zero": "探索者の正気度が 0 になった：ゲーム終了、最高得点のプレイヤーの勝ち。",
          "adventure_points": "必要なアドベンチャーのアドベンチャーポイントに達したプレイヤーがいる：ゲーム終了、最高得点のプレイヤーの勝ち。",
          "round_limit": "ラウンド上限に達した：最高得点のプレイヤーの勝ち。",
          "last_investigator": "ゲームに残る探索者が1人になった。"}

# WORDS["plays_on"]: the sentence of "plays" for a card played on a seat (texts.event_text)
WORDS = {"plays_on": "{player} は手札から「{card}」を {target} に使用する。",
         "no_defenders_one": "{player} は防御しないことを選ぶ：味方は場に残る。",
         "no_defenders_face_down": "{player} は防御できない：味方がすべて裏向き。",
         # 失われた場所の行き先をふつうの言葉で（review 5：「失われる（埋葬）」ではどこへ行ったかわからない）
         "location_lost_bury": "{player} の現在地「{card}」が埋葬される：そのストーリーデッキの一番下に移り、アドベンチャーの"
                               "条件には数えられたまま。新しく一番上になったカードが探索者の居場所を決める。",
         "location_lost_discard": "{player} の現在地「{card}」が捨て札になる：捨て札の山に移る。新しく一番上になったカードが"
                                  "探索者の居場所を決める。",
         "location_lost_bury_by": "「{by}」で {player} の現在地「{card}」が埋葬される：そのストーリーデッキの一番下に移り、"
                                  "アドベンチャーの条件には数えられたまま。新しく一番上になったカードが探索者の居場所を決める。",
         "location_lost_discard_by": "「{by}」で {player} の現在地「{card}」が捨て札になる：捨て札の山に移る。新しく一番上に"
                                     "なったカードが探索者の居場所を決める。",
         "win": "{seat} の勝利", "you_win": "あなたの勝利", "you": "あなた", "player": "プレイヤー {n}", "bot": "ボット {n}", "draw": "引き分け",
         "score_of": "{name}：{score}",
         "scores": "得点：{scores}。", "nothing": "なし",
         "why": {"a face-down monster": "裏向きのモンスター", "reshuffle": "空の神話デッキの再シャッフル",
                 "top card of the deck": "神話デッキの一番上のカード", "threat": "{seat} の神話の脅威"},
         "how": {"discard": "捨て札", "bury": "埋葬", "flip": "裏向き"}, "list_and": "」と「",
         # an ally turned face down, by the card that did it and why (newcomer review 14, finding 2)
         "flipped_reveal": "{attacker} の神話の脅威に伏せられていた「{by}」が表向きになり、{player} の「{cards}」を裏向きにした：表向きになると、攻撃する"
                           "相手の味方を無作為に選んで裏向きにする。裏向きの味方は防御できず、ラウンドの終わりに表向きに戻る。",
         "flipped_play": "{attacker} の「{by}」が {player} の「{cards}」を裏向きにした：カードに書かれた味方を裏向きにする。"
                         "裏向きの味方は防御できず、ラウンドの終わりに表向きに戻る。",
         "petrified_spell": "「{by}」で {player} の「{card}」は石化する：ラウンド終了まで裏向きのアーティファクトになり、防御できない。",
         "flipped_epidemic": "{attacker} の「{by}」（疫病）が {player} の「{cards}」を裏向きにした：対象とその同じ小地域に"
                             "いる探索者の味方を裏向きにする。裏向きの味方は防御できず、ラウンドの終わりに表向きに戻る。",
         "flipped_epidemic_also": "{attacker} の「{by}」は同じ小地域にいる {player} の「{cards}」も裏向きにした。"}

# What each choice does, by action kind.
PROMPTS = {
    "play": "「{card}」を手札から使用する。", "play_target": "「{card}」を {target} に対して使用する。",
    "play_ally": "「{card}」を「{ally}」に対して使用する。", "play_as_ally": "「{card}」を味方として配置する。",
    "play_joined": "「{card}」を{joined}と結合して使用する。",
    "play_armed": "「{card}」を「{weapon}」で武装させて使用する。",
    "play_joined_armed": "「{card}」を「{weapon}」で武装させ、{joined}と結合して使用する。",
    "pass": "パス：このラウンドはもうカードを使用しない。",
    # パスした席は相手がカードを使い続ける間また問われる（MY-ROUND-3、issue 23 r6 item 5）
    # そのパスでカード使用が終わることを、パスの前に言う（MY-ROUND-3、newcomer review 7：ルールが不意打ちだった）
    "pass_ends": "パス：カード使用が終わる",
    "pass_ends_why": "{who}はすでにパスしたので、これがこのラウンド最後のカード使用のターン。今パスするとカード使用が"
                     "終わる。代わりにカードをもう 1 枚使用する（または行動する）と、その直後の次のパスで終わる。",
    "pass_ends_open": "今パスすると、このラウンドのカード使用が終わる（{end} 回目のパス）。代わりにカードを使用すると、"
                      "だれのパスでも次のパスで終わる。",
    "turns_left": "{who}はすでにパスした：このラウンドのカード使用のターンはあと最大 {k} 回。{end} 回目のパスで終わり（今 {n} "
                  "回）、パスしたプレイヤーは自分のターンごとにパスする。",
    "walk_waits": "（このラウンド最後のターン：到着は早くても次のラウンド）",
    "walk_waits_text": "これがこのラウンド最後のカード使用のターン：到着は早くても次のラウンド。",
    "arrive_lead": "到着時：", "arrive_then": "続いて",
    "arrive_deck_top": "神話デッキの一番上のカードを表にし、その正気度を加えて捨て札にする",
    "arrive_hand": "手札からランダムに 1 枚を捨て札にする",
    "arrive_story_deck": "ストーリーデッキ（このロケーションを除く）からランダムに 1 枚を捨て札にする",
    "arrive_rest": "次のターンは休まなければならない",
    "who_opponent": "相手", "who_others": "ほかのプレイヤー",
    "pass_again": "もう一度パス", "pass_again_ends": "もう一度パス：カード使用が終わる",
    "passed_asks": "すでにパスしたが、カード使用はこのラウンドのパスが{end}回になるまで続く（今{n}回）。",
    "passed_asks_ends": "すでにパスしたが、相手がカードを使い続けた：もう一度パスするとカード使用が終わる。",
    "arrive": "到着：移動先に着く{arrival}。",
    "stay": "移動中のままでいる。", "remain": "その場にとどまり、恐怖症「{card}」を埋葬する。",
    "rest": "このターンは休む。", "swap": "「{card}」を神話デッキの一番上のカードと交換する。", "skip": "しない。",
    "swap_reshuffle": "「{card}」を神話デッキの一番上のカードと交換する。神話デッキが空なので、先に捨て札をシャッフルして"
                      "新しい神話デッキにする（正気度を 1 失う）。",
    "direct": "神話の脅威を {target} に向ける。", "defend": "「{card}」で防御する。",
    "defend_threat": "「{card}」で {threat} の神話の脅威を防御する。",
    "assault": "「{card}」を攻撃に出す：脅威と一緒に攻撃し、バトル後に装備ごと埋葬される。",
    "assault_enchanted": "「{card}」を攻撃に出す（魔力武器「{weapon}」を持つので出せる）：脅威と一緒に攻撃し、バトル後に装備ごと"
                         "埋葬される。",
    "assault_ambush": "「{card}」を攻撃に出す（このバトルは待ち伏せでどの味方も出せる）：脅威と一緒に攻撃し、バトル後に装備ごと"
                      "埋葬される。",
    "no_assault": "（攻撃には出せない：出せるのは魔力武器を持つ味方か、待ち伏せの時の味方だけ）",
    "guard": "自分のカードの代わりに「{card}」を埋葬する。",
    "last_ally": "（送れる最後の味方：これで選択は終わり、「完了」は要らない）",   # MY-COMBAT-2 (review 15)
    "last_ally_short": "・最後の味方", "defend_chip": "「{card}」で防御",   # the chip's (review 28, mythos_ja 1); the sentence says it all
    # バトルの区切りの「完了」：何のための区切りか、完了で何が起きるか（newcomer review 17, finding 3）
    "done_commit": "完了：これ以上味方を派遣しない（まだ派遣できる味方：{cards}）。そのあと神話の脅威が公開され、バトルになる。",
    "done_use": "完了：これ以上呪文もアーティファクトも使わない（まだ使えるもの：{cards}）。そのあと神話の脅威が公開され、"
                "バトルになる。",
    "done": "完了。", "keep": "そのままにする。", "decline": "断る。", "discard": "「{card}」を捨てる。",
    # a cast names what it hits (newcomer review 17, finding 2)
    "cast_on": "「{card}」を「{target}」に唱える（{by}から）。", "cast_summon": "「{card}」を唱えて「{target}」を呼ぶ（{by}から）。",
    "cast_threat": "「{card}」を{target}の脅威に唱える（{by}から）。",
    "cast": "「{card}」を唱える（{by}から）。", "use": "場の「{card}」を使う。",
    "use_target": "「{card}」を {target} に対して使う。",
    "attach_arm": "「{ally}」を「{card}」で武装させる（この味方自身の能力：どのロケーションでも）{cost}。",
    # 呪文の正気度コストは書物から唱えるときだけ払う（MY-CARD-4; review 31, mythos_en 8）
    "load_ally": "「{card}」を「{into}」に装填する（唱えても正気度は減らない）。",
    "load_tome": "「{card}」を「{into}」に装填する（唱えると正気度 −{cost}）。",
    "load": "「{card}」を「{into}」に装填する。", "attach": "「{card}」を「{ally}」に持たせる（この味方自身の能力：どのロケーションでも）{cost}。",
    "convert_chip": "「{card}」（値 {value}）を埋葬：防御中の味方1人（無作為、値 {values}）が代わりにあなたの脅威で戦う", "span_to": "～",
    "keep_yithian": "「{card}」（値 {value}）を脅威に残す（入れ替えない）。",
    "move": "「{card}」を「{ally}」に移す。", "flip": "「{card}」を裏返す。",
    "take": "「{card}」を取る。",
    "convert": "「{card}」を埋葬する：あなたの神話の脅威に対して防御している味方1人（無作為）が代わりにその脅威で戦い、"
               "バトルの後その持ち主のストーリーデッキに埋葬される。",
    "retrieve": "ストーリーデッキから「{card}」を場に配置する。",
    "other": "{kind}：「{card}」。",
    # カードの使用は、それが何をするかを言う（texts.py `_play_key`）。{cost} はその使用による正気度の変化
    "location_start": "「{card}」から始める：すぐに現在地になる{arrival}。",
    "location_travel": "「{card}」へ移動を続ける：すぐに到着する{arrival}。",
    "location_walk": "「{card}」へ近隣移動する：後のターンに「到着」を選ぶと着く{arrival}。",
    "abandon": "「{walked}」への近隣移動はやめる（捨て札になる）。",
    "arrival": "（到着時に正気度 {sanity:+d}）",
    "recruit": "「{card}」を味方にする{cost}。", "recruit_as_ally": "「{card}」を味方として配置する{cost}。",
    "recruit_armed": "「{card}」を「{weapon}」で武装させて味方にする{cost}。",
    "recruit_joined": "「{card}」を{joined}と一緒に味方にする{cost}。",
    "recruit_joined_armed": "「{card}」を「{weapon}」で武装させ、{joined}と一緒に味方にする{cost}。",
    "summon": "「{card}」をゲートを通して裏向きで神話の脅威に配置する{cost}。",
    "summon_joined": "「{card}」と{joined}をゲートを通して裏向きで神話の脅威に配置する{cost}。",
    "goo": "旧支配者「{card}」を場に配置する{cost}。",
    "goo_outer": "外なる神「{card}」を場に配置する{cost}。",
    "arm": "「{ally}」を「{card}」で武装させる{cost}。", "give": "「{card}」を「{ally}」に持たせる{cost}。",
    "artifact": "アーティファクト「{card}」を場に配置する{cost}。", "tome": "書物「{card}」を場に配置する{cost}。",
    "tome_spell": "書物「{card}」を「{spell}」を装填して場に配置する{cost}。",
    "travel_car": "「{card}」で移動する：このターンに同じ地域のロケーションを出し、すぐに到着する{cost}。",
    "travel_train": "「{card}」で移動する：後のターンに同じ地域のロケーションを出してすぐに到着するか、移動中のままでいる{cost}。",
    "event": "イベント「{card}」を使用する{cost}。", "event_target": "イベント「{card}」を {target} に対して使用する{cost}。",
    "phobia": "{target} に恐怖症「{card}」を与える{cost}。",
    "adventure": "アドベンチャー「{card}」を達成する：アドベンチャーポイント +{points}{cost}。",
    "cost": "（正気度 {delta:+d}）",
    # 読点なし：スマホのチップは最初の「、」までを残す（chip_look.js sanityCost）
    "cost_gate": "（正気度 {delta:+d}：カードの {card:+d} と「{place}」のゲート再使用の {gate:+d}）",
    "cost_gate_only": "（正気度 {delta:+d}：「{place}」のゲート再使用）",
    # アドベンチャーはロケーション以外のストーリーデッキを捨てる（MY-ADV-3）：ほかのアドベンチャーが失うもの
    "uses_story": "（⚠ ストーリーデッキの現在地より下の{n}枚を捨て札にする",
    "uses_story_1": "（⚠ ストーリーデッキの現在地より下の1枚を捨て札にする",
    "uses_story_all": "（⚠ ストーリーデッキの{n}枚すべてを捨て札にする",
    "goal_falls": "「{card}」は条件{of}個中{met}個に下がる", "if_buried": "（埋葬されれば：", "still_counts": "ストーリーデッキに入り、{cards}の条件に数えられたまま", "falls_lead": "：", "uses_end": "）", "falls_sep": "、",
    "cost_face_down": "⚠ 条件に数えるのは戦って埋葬された後",
    "cost_flips": "あなたの{cards}も裏返る", "flips_theirs": "{cards}が裏返る", "cost_lead": "（", "cost_end": "）", "cost_walk": "「{card}」への近隣移動は捨て札になる",
    # 何も起きない（かもしれない）手は、押す前に言う（新規プレイヤー レビュー 10、デスク 3）
    "cost_fizzle_story": "相手のストーリーデッキにイベントカードがない：何も起きない",
    "cost_fizzle_maybe": "脅威は裏向き：{kind}のモンスターがいなければ、正気度を{n}失うだけ",
    "cost_fizzle_maybe_free": "脅威は裏向き：{kind}のモンスターがいなければ何も起きない",
    "cost_fizzle_ambush": "あなたと相手の現在地は同じ小地域の都市ロケーションではない：バトルまでに変わらなければ味方は攻撃できない",
    "cost_nothing": "いまは対象がない：正気度を{n}失うだけ", "cost_nothing_free": "いまは対象がない：何も起きない",
    "cost_story": "⚠ ストーリーデッキの1枚が無作為に捨て札になる：アドベンチャー「{card}」に要る{cards}かもしれない", "cost_or": "か",
    # チップでは短く（一覧はカードのテキストに。レビュー7：チップが一覧の途中で切れていた）
    "cost_story_short": "⚠ ストーリーデッキの1枚が無作為に捨て札になる：うち{n}枚はアドベンチャーに要る",
    "cost_car_nowhere": "⚠ 手札に向かえるロケーションがない：いまは移動中になるだけで何も起きない",
    "cost_story_short_1": "⚠ ストーリーデッキの1枚が無作為に捨て札になる：うち1枚はアドベンチャーに要る",
    # ラウンド終了時の捨て札で、手札のアドベンチャーに要るカード：チップがもう一度たずねる（レビュー17、指摘1）
    "discard_needed_chip": "⚠ 捨てる？アドベンチャー{cards}に必要",
    "discard_needed_chip_n": "⚠ 捨てる？アドベンチャー{cards}に必要",
    "discard_needed": "「{card}」を捨てる（⚠ アドベンチャー{cards}に必要なカード）。",
    "discard_needed_n": "「{card}」を捨てる（⚠ アドベンチャー{cards}に必要なカード）。",
    "discard_ready_chip": "⚠ 捨てる？次の自分の番に達成できる",
    "discard_ready": "「{card}」を捨てる（⚠ 次の自分の番に達成できる）。",
    "discard_keep_ready": "「{card}」は達成できる：残して、次の自分の番に達成する。",
}

# カード使用の手番に卓が求めること。合法手から作る（frames/mythos.py `prompt`）：`{options}` はいま合法な OPTIONS
# だけを OR でつないだもの。
ASKS = {"play": "あなたの番：{options}。",
        # ラウンド終了の手札破棄：やり方とどこまで（newcomer r6b）
        "discard_must": "ラウンド終了：手札{n}枚（{min}〜{max}枚残す{why}）。{ready}カードを選んで「捨てる」を押す（あと{k}枚）。",
        # 「5枚まで捨ててもよい」は「5枚捨ててよい」と読まれた（review 37, mythos_ja 2）：捨てられる枚数と残る枚数
        "discard_may": "ラウンド終了：手札{n}枚（{min}〜{max}枚残す{why}）。{ready}あと{down}枚まで捨てられる（{min}枚まで減らせる）："
                       "カードを選んで「捨てる」を押すか、「そのままにする」を選ぶ。"}
OPTIONS = {
    "play": "光っているカードを使用する",
    "arrive": "近隣移動中のロケーションに到着する",
    "load": "呪文を書物に装填する",
    "use": "場の{cards}を使う",
    "remain": "現在地にとどまって恐怖症を埋葬する",
    "retrieve": "ストーリーデッキのカードを場に配置する",
    "rest": "休む（必須）",
    "pass": "パスする", "pass_then": "（この後パスしかできない）",   # pass_then: パスするまで言う
}
OR = ("、", "、または")

# Words of the table for the state that lasts a round or a combat (the view's time_of_day, first_player, ambush,
# rest…): the widget's catalog carries them among its UI words.
# the Storm event named as the log names it (review 41, mythos_ja 9: 「嵐」 beside the log's 「豪雨」)
TABLE = {"day": "昼", "night": "夜", "storm": "嵐（豪雨）", "first_player": "先手：{seat}",
         "passes_of": "パス {n}/{end}",
         "play_left": "あと{left}パスでバトルへ", "play_left_1": "次のパスでバトルへ",   # review 37, mythos_ja 5
         "ambush": "待ち伏せ", "rest": "休み あと{n}ターン",
         "recruited_on_train": "この列車で味方を勧誘済み", "changed_by": "{cards}により変化",
         "command": "指揮 +{n}", "points": "アドベンチャーポイント", "bot_n": "ボット {n}",
         "player_n": "プレイヤー {n}", "you_name": "あなた", "goals": "手札のアドベンチャー：",
         "goal_ready": "達成できる", "goal_of": "{have}/{need}", "goal_cards": "：{cards}", "goal_cards_sep": "、",
         "goal_elsewhere": "・{card}は「{need}」に数えている", "goal_own_line": "・{card}はそれ自身の条件に数えている",
         "hand_short": "{size}枚まで補充・{min}〜{max}枚残す", "goal_missing": "不足", "goal_missing_n": "あと {n} 枚必要", "goal_lost": "失ったばかり", "goal_count": "条件 {of} 個中 {met} 個を満たした", "goal_count_short": "{met}/{of}", "goal_more": "ほか {n} 件",
         "target": "アドベンチャーポイント {n} 点でゲーム終了", "points_of": "{points}／{n}",
         "click_word": "クリック", "tap_word": "タップ"}   # タッチ画面ではタップと言う（新規プレイヤー r6c 項目 9）

# アドベンチャーの条件（MY-ADV-1/2）：{what} は求められる用語（OR_TERMS でつなぐ）、{n} は 2 以上の枚数。
NEEDS = {"ally": "{what}の味方", "allys": "{what}の味方 {n} 枚", "location": "{what}のロケーション",
         "locations": "異なる{what}のロケーション {n} 枚", "monster": "{what}のモンスター", "monsters": "モンスター {n} 枚", "monster_s": "{what}のモンスター {n} 枚",
         "artifact": "{what}", "event": "{what}", "tome": "書物カード", "spell": "呪文", "gate": "ゲートあり",
         "cities": "別々の都市", "or": "または", "and": "の", "any_ally": "味方", "any_monster": "モンスター"}

# アプリの題名、ルールのおさらい、卓の見方、席の操作（ページの「?」の欄）。各ルールはここで一度だけ言う。
HELP = {
    "title": "ミトス — クトゥルフのカードゲーム",
    "rules": [
        "得点は正気度とアドベンチャーポイントの合計。探索者の正気度が 0 になるとその場でゲーム終了。アドベンチャーポイントが "
        "20 点に達したプレイヤーが出たら、そのラウンドの終わりにゲーム終了（各パネルに「5／20」と表示）。最高得点のプレイヤーの勝ち。ボット相手の 1 ゲームはたいてい 5〜10 ラウンド、それ以上のこともある。",
        "アドベンチャーで得点する：条件を満たすのは自分のカード、つまり場に表向きで出ているカード（神話の脅威は除く）か、"
        "ストーリーデッキのカード（埋葬したものも）。手札のカードは数えず、条件ごとに別のカードが要る。すべてそろったら"
        "ターンを 1 回使ってアドベンチャーを達成する。",
        "各ラウンド、全員が手札を 13 枚まで補充し、順にターンを行う：カード 1 枚（または結合した 1 組）、能力、到着、"
        "書物への呪文の装填、またはパス。2 回目のパスでカードの使用・配置は終わる。",
        "ロケーション：最初の 1 枚はすぐに到着する。近くのものは横向き（近隣移動）で出し、後のターンに到着する。アーカム、"
        "プロヴィデンス、ヴァーモントなどは一つの地域ラヴクラフト・カントリーの小地域で、その間は近隣移動できる。異境のロケーションや"
        "別の次元へは旅行イベント（車、列車）が要る。",
        "ロケーションで味方を勧誘して武装させ、書物を見つけて呪文を装填する。ゲートのあるロケーションではモンスターを"
        "裏向きで神話の脅威に配置する。",
        "カードの使用の後にバトル：それぞれの神話の脅威を相手に向け、まず呪文とアーティファクト、次に向け合った脅威が"
        "相殺し、通った点を味方が吸収し、残りは正気度から失われる。",
        "アドベンチャーを達成してアドベンチャーポイントを得る。カードの正気度の値は、場に出たときに得るか失う（ロケーションは"
        "到着したとき）。",
    ],
    "guide": [
        "各プレイヤーの欄：正気度と得点、探索者の現在地、そして領域ごとの場のカード。",
        "あなたの欄は最後、指示とそのボタン、あなたの手札の上にある。",
        "表向きのカードをクリックすると拡大表示：印刷されたデータ、テキスト、そのカードを使用する手ごとのボタン。Esc か"
        "外側のクリックで閉じる。▾ でストーリーデッキや捨て札を開く。",
        "戦闘中は、欄の間のバトルの帯に両陣営が表示される。",
    ],
    "seats": "席（プレイヤー 1 は堕落のデッキ、プレイヤー 2 は健全のデッキ）：席を変えると新しいゲームを配る（シードを入力していれば同じ"
             "配札）。ボットが進める間、「▶▶ 自分の番まで」（スマホでは「▶▶ 自分の番へ」）でボットの手をまとめて進め、次の自分の判断まで飛ばせる。",
}

# 手札のカードを今使えない理由（games/mythos/why_not.py）：拡大表示が「使えません」の代わりに言う。
WHY = {
    "phase": "カードを使えるのはカード使用の間だけ：バトル中やラウンドの終わりには使えない。",
    "turn": "あなたのターンではない：自分のターンが来たら、カードを1枚使用する。",
    "decision": "まず今たずねられている選択を終える。",
    "rest": "このターンは休まなければならない（病院での休養）：カードは使えない。",
    "passed": "パスした：このラウンドが終わるまでパスしかできない。",
    "spell": "呪文は単独では使用できない：アイコンが合っていて空きのある、場の書物に装填するか、アイコンの合う書物と一緒に使用する。",
    "no_location": "まず現在地が必要：ロケーションを使用する（近隣移動中なら到着する）。",
    "ally_twice": "同じ名前の味方がすでに場にいる。",
    "ally_region": "この味方はカードの配置条件の場所（地域／小地域）と次元でのみ勧誘できる：まずそこへ行く。",
    "ally_kind": "この味方は自分の地域の{attribute}のロケーションでのみ勧誘できる（配置条件）：ここは同じ地域だが{attribute}ではない。",
    "attribute": "現在地に{attribute}の特徴がない：このカードはその特徴のあるロケーションでしか使えない。",
    "needs_ally": "あなたの味方が持つカードだが、持てる味方がいない。",
    "language": "{language}を読める者がいない：あなたか味方が書物の言語を読めなければならない。",
    "no_gate": "モンスターはゲートからのみ出せる：現在地にゲートがない。",
    "gate_used": "現在地のゲートは使用済み：ゲートのある別のロケーションへ行く。",
    "goo_one": "旧支配者はすでに場にいる（1体まで）。",
    "goo_needs": "必要なカードがまだそろっていない。",
    # まだ足りない配置条件を名指しで（newcomer review 14, finding 4）
    "goo_needs_current": "まだ足りない：現在地が{attribute}であること（今の現在地は{attribute}ではない）。",
    "goo_needs_solstice": "まだ足りない：場に至点のカード（「至点の夜明け」）があること。自分のものでも相手のものでもよい。",
    "goo_needs_current_solstice": "まだ足りない：現在地が{attribute}であることと、場に至点のカード（「至点の夜明け」）が"
                                  "あること。",
    "adventure_done": "このアドベンチャーはすでに達成した。",
    "adventure_needs": "条件がまだそろっていない：あなたの欄の「手札のアドベンチャー」を見る。",
    "needs_travel": "このロケーションは別の地域か次元にある：旅行イベント（車、列車）で向かう。",
    "travel_region": "旅行中：旅行イベントの地域のロケーションにしか着けない。",
    "entry_walk": "この場所へは同じ次元の地下のロケーションから歩いてのみ行ける。",
    "walk_only": "ここからは歩いてしか出られない。",
    "travel_from": "旅行イベントはロケーションから出発する：まずロケーションを使用するか到着する。",
    "time_locked": "旧支配者がいるため、昼と夜のカードは今使えない。",
    "no_target": "使用する相手がいない。",
    "sanity": "払えない：正気度のコストを払った後に正気度が1以上残らなければならない。",
    "other": "今はこのカードでできる手がない。",
}
# アドベンチャーの条件「恐怖症」への注記（MY-ADV-2）：どの恐怖症が数えられるか、その理由。
NOTES = {
    "phobia_yours": "あなたが使ったか、治されてあなたのデッキにあるもの",
    "phobia_on_you": "あなたに付いたものは相手の条件に数える。埋葬すれば自分の分",
    "phobia_on_you_kept": "あなたに付いたものは相手の条件に数える（治しても相手の条件）",
    "phobia_none": "相手に使用すると数えられる",
}
# a weapon's "Affects" line: "対象：味方の値" read awkwardly (newcomer review 9): the value of the ally it arms
TABLE = {**TABLE, "Ally's Value": "武装させた味方の値"}
TABLE = {**TABLE, **{f"why_{k}": v for k, v in WHY.items()}, **{f"note_{k}": v for k, v in NOTES.items()},
         "cure_here": "ここにとどまれば恐怖症を埋葬できる", "why_title": "今使えない理由：",
         "note_of": "（{note}）"}
# a monster that left a threat before its fight, as the last combat's recap says it (view left_fight; newcomer review 10)
TABLE = {**TABLE, "left_hounds": "戦闘前に{source}で埋葬",
         "left_returned": "{source}で持ち主の手札に戻った",
         "left_controlled": "{source}で別の脅威に移った",
         "left_guarded": "{source}がアーティファクトを守り埋葬",
         "left_converted": "防御者を奪うため埋葬"}
# 手札の空いた場所（自分の手番のあいだ、詰めるまで）と、このラウンドに引いたカードの印（newcomer review 13）、
# 手札のアドベンチャーに必要なカードの印（newcomer review 20）
TABLE = {**TABLE, "hand_discarded": "捨てた", "hand_played": "使用した", "hand_new": "新"}
TABLE = {**TABLE, "hand_needed": "必要", "goal_in_hand": "手札にある：{cards}", **HAND_NEEDS["ja"]}
# 近隣移動中・移動中の現在地は一言で（newcomer review 13, finding 6）。「屋外」はロケーションのアイコンの名なので使わない
# （newcomer review 16, finding 1）
TABLE = {**TABLE, "walking_to": "{card}へ近隣移動中", "transit_to": "{card}で移動中", "no_location": "ロケーションなし"}
# 恐怖症の続く効果と、その外し方を場に（newcomer review 16, finding 1）
_RID = "外すには：恐怖症を埋葬できるロケーション（病院・教会など）に 1 ターンとどまる。"
TABLE = {**TABLE, "phobia_note_agoraphobia": "{card}：ストーリーデッキの一番上のカードに屋外アイコンがあれば、"
                                             "毎ターンの開始時に正気度 -1（近隣移動中・移動中も屋外）。",
         "phobia_note_portaphobia": "{card}：現在地にゲートがあれば（使用済みでも）、毎ターンの開始時に正気度 -1。",
         "phobia_note_efficiophobia": "{card}：だれかがアドベンチャーを使うたびに正気度 -2。",
         "phobia_rid": _RID.strip()}
