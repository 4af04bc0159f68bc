"""The story a Mythos player reads (frames/story_mythos.py), in each language of the game: how the reader is named,
round headings and what decided the game. Every language has the same keys, in the words of the game's tables
(en.py, zh.py, ja.py)."""

STORY = {
    "en": {
        # a round's refill and its end's discards in one line each (frames/story.py fold_runs; review 31)
        "part": {"draw": "{player} draws {n} cards: {cards}.", "discards": "{player} discards {cards} from its hand: "
                 "the round is ending.", "sep": ", ", "join": " "},
        "you": "you",
        "bot": "Bot {n}",
        "player": "Player {n}",
        "your_threat": "your threat",
        "why_face_down": "face-down {card}",     # the reader's own face-down card, named to it (review 18, finding 4)
        "round": "Round {round}",
        "decided": "What decided it: {text}",
        # an ally that fought in a threat leaves play after combat (MY-COMBAT-7), which no event of the engine says
        "assault_leaves": "{player}'s {card} leaves play: an ally that assaulted is {how} after combat, with what it "
                          "carried.",
        "captive_leaves": "{player}'s {card} leaves play: taken into {threat}'s threat, it is {how} after combat.",
        "buried": "buried", "discarded": "discarded",
        "whose": "{player}'s", "whose_you": "Your",
        "zero_end": "{whose} Sanity fell to 0: the game ends and the highest score wins.",   # whose (review 21)
        # a combat in which no threat attacked (no monster in play): nothing was buried (newcomer R3-M item 5)
        "combat_none": "No monster fought this round: the combat ends at once.",
        "adventure_reshuffle": "{player}: the discard pile is shuffled back into the deck (no Sanity lost).",
        # a fighter whose value is not its printed one: where the difference comes from (newcomer R3-M item 3)
        "value_weapon": "{whose} {card} fights with {value}: {printed} on its card, {n} from {weapon}.",
        "value_text": "{whose} {card} fights with {value}, not the {printed} on its card: its own text or a card "
                      "in play changes it (Day, Night, a location).",
        "value_by": "{whose} {card} fights with {value}, not the {printed} on its card (changed by {by}).",
        "by_own": "its own text", "by_and": " and ",
        "value_once": " {n} once: its text gives {n} when any of its conditions holds, not {n} for each.",
        # one line per fight: who fought whom and the outcome (review 5: the first combat had nothing to follow)
        # a lone card's value is its total: said once (review 24, finding 5: "Deep One 4 = 4")
        "fight_outcome": "{attacker}'s threat ({cards}) against {target}: {outcome}.", "fight_total": " = {points}",
        "fight_cut": " − {n} ({card})",
        "fight_cancelled": "{n} cancelled by the threat aimed back", "fight_absorbs": "{card} absorbs {n}",
        "fight_idle": "{cards} had nothing left to absorb (threats cancel first)",   # review 29, mythos_en 2
        "fight_hounded": "{card}, discarded by {player}, buried {monster} first",   # MY-COMBAT-3 (review 9)
        # the reader's monster that will not fight, said where it looks (review 34, mythos_en 2: told only in the log)
        "hounds_you": "No fight for your {monster}: {player}'s {card} buried it first.",
        # a pass the seat had no choice in, and the pass that ends card play (newcomer review 6, finding 4)
        "pass_none": "No legal card or move to play: {player} passes (pass {passes}; card play ends at pass {end}).",
        "pass_again": "{player} passes automatically (only passing was possible, passed already): pass {passes} of "
                      "{end}.",
        # a chosen pass card play goes on after: what it means now (review 26, mythos_en 5, MY-ROUND-3)
        "pass_on_you": "You pass (pass {passes} of the round): from now on you may only pass; the other side may still "
                       "play.",
        "pass_on": "{player} passes (pass {passes} of the round) and may only pass from now on.",
        "play_ends": "Pass {passes}: card play ends for this round, and the combat begins.",
        # the pass that ended it named, and what it means: no turn comes to anyone (newcomer review 21, ja finding 3)
        "play_ends_by": "Pass {passes} by {passer}{why}: card play ends, no more turns this round; the combat begins.",
        # the seat had passed: the table passed for it (review 29, mythos_ja 5: "your second pass" read as a tap of its
        # own, 045)
        # ... and it came by itself: passing was the only move (review 39, mythos_ja 5: 069 097)
        "play_ends_again": "{passer} passes automatically (only passing was possible): pass {passes} ends card play; "
                           "combat begins.",
        "ends_again": "", "ends_none": " (nothing to play)",
        "attaches_arm": "{player} arms {ally} with {card}.",   # a weapon: the chip's verb (newcomer review 7)
        # a card played on a seat that found nothing to act on, and why (newcomer review 9, finding 2)
        "no_effect_story": "{card} has no effect: it discards only an event card from the story deck of {target}, "
                           "and there is none there (cards in play are not touched).",
        "no_effect_story_you": "{card} has no effect: it discards only an event card from your story deck, and "
                               "there is none there (cards in play are not touched).",
        # an Epidemic that found no ally face up (newcomer review 21, ja finding 6)
        "no_effect_flip": "{card} turns no ally face down: {target} and anyone in its sub-region have none face up.",
        "no_effect_flip_you": "{card} turns no ally face down: you and anyone in your sub-region have none face up.",
        "play_ends_why": "Why: the round's second pass ends card play, whoever makes it (even one player twice); a "
                         "player who passed may only pass again.",
        # a Sanity change's cause, where the card's name alone does not say it (newcomer review 6, finding 5)
        # a discard mid-round says the rule that made it (newcomer review 16, finding 6)
        "discards_swap": "{player} discards {card} and draws the top card of its deck instead: {why} lets its player "
                         "swap one card.",
        "discards_arrival_hand": "{player} discards {card}, at random from its hand: arriving at {why} discards one.",
        "discards_arrival_deck": "{player} discards {card}, the top card of its deck: arriving at {why} turns it up "
                                 "and discards it.",
        "why_phobia": "phobia {card}",
        "why_phobia_outside": "phobia {card}: the top story card, {top}, shows the Outside icon",
        "why_phobia_walking": "phobia {card}: walking to {top} counts as Outside",
        "why_phobia_transit": "phobia {card}: travelling by {top} counts as Outside",
        "why_phobia_gate": "phobia {card}: the current location, {top}, has a gate",
        "why_phobia_adventure": "phobia {card}: every adventure played, {top} too, costs the one it is on 2",
        "why_arrive": "arriving at {card}", "why_gate": "{card}'s gate used again",
        "fight_lost": "{target} loses {n} Sanity", "fight_none_lost": "no Sanity lost", "fight_sep": "; ",
        # another seat's card took the reader's current location, said to it first and short (the phone keeps a line
        # whole in 2 rows over the hand or leaves it out: newcomer review 21, ja finding 2), the rest as its note
        "location_lost_by_bury": "{caster}'s {by} buries {player}'s current location {card}.",
        "location_lost_by_discard": "{caster}'s {by} discards {player}'s current location {card}.",
        "location_lost_note_bury": "It goes to the bottom of that story deck, where it still counts for adventures; "
                                   "the card now on top is where the investigator stands.",
        "location_lost_note_discard": "It goes to the discard pile; the card now on top of that story deck is where "
                                      "the investigator stands.",
        # another seat's Sanity a card's play cost it: paid, not lost to the reader (review 21, ja finding 2)
        "sanity_paid": "{player} pays {n} Sanity for {card}, now {sanity}.",
        # the seat's adventure became playable, and what a completed one scored (newcomer review 17, finding 2)
        "adventure_ready": "Your adventure {card} can be completed now: all its requirements are met.",
        # a requirement the reader's adventure had and lost (review 25, mythos_en 2: ✓ -> ✗ with no word)
        "requirement_lost": "Your adventure {card} lost {reqs}.",
        # its cause said in the same line (review 39, mythos_ja 4: told only in the full log, 072)
        "requirement_lost_why": "Your adventure {card} lost {reqs}: {why}.",
        "lost_down": "{card} was turned face down", "lost_gone": "{card} no longer counts",
        "adventure_ready_note": "Play it as your turn: +{points} adventure points.",
        "adventure_scored": "{card} scored you +{points} adventure points and {sanity} Sanity.",
        "adventure_scored_points": "{card} scored you +{points} adventure points.",
    },
    "ja": {
        "part": {"draw": "{player} はカードを {n} 枚引く：「{cards}」。", "discards": "{player} は手札から「{cards}」を捨てる：ラウンド終了の手札調整。",
                 "sep": "」「", "join": ""},
        "you": "あなた",
        "bot": "ボット {n}",
        "player": "プレイヤー {n}",
        "your_threat": "あなたの神話の脅威",
        "why_face_down": "裏向きの「{card}」",
        "round": "ラウンド {round}",
        "decided": "勝負を決めた場面：{text}",
        "assault_leaves": "{player} の「{card}」は場を離れる：突撃した味方はバトルの後に{how}（持っていたカードも共に）。",
        "captive_leaves": "{player} の「{card}」は場を離れる：{threat} の神話の脅威に取り込まれたため、バトルの後に{how}。",
        "buried": "埋葬される", "discarded": "捨て札になる",
        "whose": "{player} の", "whose_you": "あなたの",
        "zero_end": "{whose}正気度が 0 になった：ゲーム終了、最高得点のプレイヤーの勝ち。",
        "combat_none": "このラウンドは戦うモンスターがいない：バトルはすぐに終わる。",
        "adventure_reshuffle": "{player}：捨て札をシャッフルして神話デッキに戻す（正気度は失わない）。",
        "value_weapon": "{whose}「{card}」は {value} で戦う：カードの値 {printed}、「{weapon}」で {n}。",
        "value_text": "{whose}「{card}」はカードの値 {printed} ではなく {value} で戦う：自身の効果文か場のカード"
                      "（昼、夜、ロケーションなど）で変わる。",
        "value_by": "{whose}「{card}」はカードの値 {printed} ではなく {value} で戦う（{by}で変わる）。",
        "by_own": "自身の効果文", "by_and": "と",
        "value_once": "{n} は1回だけ：効果文は条件のどれかが満たされれば {n}（条件ごとではない）。",
        "fight_outcome": "{attacker} の神話の脅威（{cards}）が {target} を攻撃：{outcome}。", "fight_total": "、計 {points}",
        "fight_cut": " − {n}（{card}）",
        "fight_cancelled": "{n} 点は向けられた神話の脅威と相殺", "fight_absorbs": "{card}が {n} 点を吸収",
        "fight_idle": "{cards}は吸収なし（脅威どうしが先に相殺）",
        "fight_hounded": "{player} が捨てた{card}が先に{monster}を埋葬",
        "hounds_you": "あなたの「{monster}」は戦えない：{player} の「{card}」が先に埋葬した。",
        "pass_none": "{player} は使えるカードも行動もないのでパスする（パス {passes} 回目。{end} 回目のパスでカードの"
                     "使用・配置が終わる）。",
        "pass_again": "{player} は自動でパス（パス済みでパスしかできない・パス {passes} 回目／{end} 回で終わる）。",
        "pass_on_you": "あなたはパスする（このラウンドのパス {passes} 回目）：この後あなたはパスしかできないが、相手はまだ"
                       "カードを使える。",
        "pass_on": "{player} はパスする（このラウンドのパス {passes} 回目）：この後はパスしかできない。",
        "play_ends": "パス {passes} 回目：このラウンドのカードの使用・配置は終わり、バトルが始まる。",
        "play_ends_by": "パス {passes} 回目（{passer}{why}）でカードの使用・配置は終わり：このラウンドはもうだれの番も来ない。"
                        "バトルが始まる。",
        "play_ends_again": "{passer} は自動でパス（パスしかできない・{passes} 回目）：カードの使用・配置は終わり、もうだれの"
                           "番も来ない。バトルが始まる。",
        "ends_again": "", "ends_none": "・使えるカードなし",
        "attaches_arm": "{player} は「{ally}」を「{card}」で武装させる。",
        "no_effect_story": "「{card}」は効果なし：{target} のストーリーデッキからイベントカードを捨てるだけで、そこに"
                           "イベントカードがない（場のカードには触れない）。",
        "no_effect_story_you": "「{card}」は効果なし：あなたのストーリーデッキからイベントカードを捨てるだけで、そこに"
                               "イベントカードがない（場のカードには触れない）。",
        "no_effect_flip": "「{card}」で裏向きになる味方はいない：{target} とその小地域にいる探索者に表向きの味方がない。",
        "no_effect_flip_you": "「{card}」で裏向きになる味方はいない：あなたとその小地域にいる探索者に表向きの味方がない。",
        "play_ends_why": "なぜ：だれのパスでも（同じ人の 2 回でも）ラウンドの 2 回目のパスでカードの使用・配置が終わる。"
                         "一度パスしたプレイヤーはその後パスしかできない。",
        "discards_swap": "{player} は「{card}」を捨て、代わりに神話デッキの一番上を引く：「{why}」で手札を 1 枚入れ替えられる。",
        "discards_arrival_hand": "{player} は手札から無作為に「{card}」を捨てる：「{why}」に到着すると 1 枚捨てる。",
        "discards_arrival_deck": "{player} は神話デッキの一番上の「{card}」を捨てる：「{why}」に到着すると、それをめくって"
                                 "捨てる。",
        "why_phobia": "恐怖症「{card}」",
        "why_phobia_outside": "恐怖症「{card}」：ストーリーデッキの一番上の「{top}」に屋外アイコンがある",
        "why_phobia_walking": "恐怖症「{card}」：「{top}」へ近隣移動中は屋外とみなす",
        "why_phobia_transit": "恐怖症「{card}」：「{top}」で移動中は屋外とみなす",
        "why_phobia_gate": "恐怖症「{card}」：現在地「{top}」にゲートがある",
        "why_phobia_adventure": "この探索者に付いた恐怖症「{card}」：「{top}」も含め、だれのアドベンチャーでも 2 減る",
        "why_arrive": "「{card}」に到着", "why_gate": "「{card}」のゲートを再使用",
        "fight_lost": "{target} の正気度 -{n}", "fight_none_lost": "正気度は減らない", "fight_sep": "、",
        "location_lost_by_bury": "{caster} の「{by}」で、{player} の現在地「{card}」が埋葬された。",
        "location_lost_by_discard": "{caster} の「{by}」で、{player} の現在地「{card}」が捨て札になった。",
        "location_lost_note_bury": "そのストーリーデッキの一番下に移り、アドベンチャーの条件には数える。新しく一番上になった"
                                   "カードが探索者の居場所になる。",
        "location_lost_note_discard": "捨て札の山に移る。そのストーリーデッキの新しい一番上のカードが探索者の居場所になる。",
        "sanity_paid": "{player} は「{card}」の代償に正気度 {n} を払う（現在 {sanity}）。",
        "adventure_ready": "あなたのアドベンチャー「{card}」はいま達成できる：条件がすべてそろった。",
        "requirement_lost": "あなたのアドベンチャー「{card}」が条件を失った：{reqs}。",
        "requirement_lost_why": "あなたのアドベンチャー「{card}」が条件を失った：{reqs}（{why}）。",
        "lost_down": "「{card}」が裏向きになった", "lost_gone": "「{card}」がもう数えられない",
        "adventure_ready_note": "自分のターンに使用する：アドベンチャーポイント +{points}。",
        "adventure_scored": "「{card}」でアドベンチャーポイント +{points}、正気度 {sanity}。",
        "adventure_scored_points": "「{card}」でアドベンチャーポイント +{points}。",
    },
}
