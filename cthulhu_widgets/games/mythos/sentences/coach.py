"""The Mythos table's game end and first game that teaches, in each language of the game (en, ja): the banner's
score rows (frames/ending.py) and the coach marks of "Learn to play" (frames/coach.py). Every language has the same
keys, in the words of the game's tables (en.py, ja.py)."""

ENDING = {
    "en": {"score": "Score", "adventures": "Adventures", "sanity": "Sanity", "items": "Artifacts and tomes",
           "allies": "Allies"},
    "ja": {"score": "得点", "adventures": "アドベンチャー", "sanity": "正気度", "items": "アーティファクトと書物",
           "allies": "味方"},
}

# Coach marks: one per decision of the first turns, in order; `kind` is the legal move it points at (the first of
# that kind), `text` what to choose and why (words true on a phone too: no click), `done` what just happened (shown with the next mark).
COACH = {
    "en": {
        "steps": [
            {"kind": "play", "text": "Each turn you play one card or pass. You score by completing adventures, and a "
                                     "player whose Sanity falls to 0 ends the game at once. First, where do you start? "
                                     "Choose a glowing card; once chosen, its chip says what it does.",
             "done": "You are at a location now: it decides which cards you can play next."},
            {"kind": "play", "text": "Play another card: a location to walk to, an ally, an item or an event. Choose a "
                                     "glowing card; its chip says what it does and its Sanity change.",
             "done": "Your card is in play: the story panel (Story of the game) tells what it did."},
            {"kind": "play", "text": "Cards build your story towards an adventure in your hand: a requirement is held "
                                     "by a face-up card you have in play or any card in your story deck, never by a "
                                     "card in your hand. Choose a glowing card again, or press Pass when nothing "
                                     "helps.",
             "done": "Good. You know the turn now."},
        ],
        "free": "You are on your own now: complete adventures for adventure points and keep your Sanity above 0. The \"?\" "
                "explains the table.",
        "title": "Learn to play", "step": "Step {n} of {of}",
    },
    "ja": {
        "steps": [
            {"kind": "play", "text": "毎ターン、カードを 1 枚プレイするかパスする。アドベンチャーを達成すると得点になり、"
                                     "正気度が 0 になったプレイヤーが出るとその場でゲームが終わる。まず出発する場所を選ぼう："
                                     "光っているカードを選ぶ（選ぶと、ボタンに効果が表示される）。",
             "done": "場所にいる：次にどのカードをプレイできるかはその場所で決まる。"},
            {"kind": "play", "text": "もう 1 枚プレイしよう：歩いて行く場所、味方、アイテム、イベント。光っているカードを"
                                     "選ぶ。ボタンに効果と正気度の変化が書かれている。",
             "done": "カードが場に出た：何が起きたかは「ゲームの経過」のパネルに書かれている。"},
            {"kind": "play", "text": "カードを重ねて、手札のアドベンチャーに向けた物語を作る。条件を満たすのは場に"
                                     "表向きで出ているカードかストーリーデッキのカードで、手札のカードは数えない。"
                                     "もう一度光っているカードを選ぶか、役立つものがなければ「パス」を押そう。",
             "done": "よし、ターンの流れがわかった。"},
        ],
        "free": "ここからは自分で：アドベンチャーを達成して得点し、正気度を 0 より上に保とう。「?」で卓の説明が見られる。",
        "title": "遊び方を学ぶ", "step": "ステップ {n} / {of}",
    },
}

# Said in the coach's bubble when the seat asks a bot to make its coached move (calm words, not an error: issue 23).
NUDGE = {"en": "This move is yours to make: choose what the coach rings.",
         "ja": "この一手はあなたが指す番：コーチが囲んだところを選ぼう。"}

# After the steps the coach keeps teaching by moments (frames/mythos_coach.py): the first time each happens in a Learn
# game, one bubble says what happened and what it means (issue 23 round D: the steps never taught combat, threat,
# gates, travel, phobias, Sanity loss or adventures). {card} is a card's name, {n} the Sanity lost, {left} the Sanity
# now, {points}/{total}/{target} adventure points, {mine}/{theirs} each side's monsters in combat, {text} the card's
# own words.
_SANITY_END = {
    "en": " Sanity is your life, and your score is your Sanity plus your adventure points. If any investigator's "
          "Sanity reaches 0, the game ends at once. Keep some spare; a green pentagram (a hospital, some cards) "
          "gives Sanity back.",
    "ja": "正気度はあなたの命で、得点は正気度＋アドベンチャーポイント。だれかの正気度が 0 になると、その場でゲームが終わる。余裕を"
          "残しておこう。緑の五角形（病院や一部のカード）で正気度は回復する。",
}

# {sanity} in a Sanity moment: the seat's Sanity now, or then and now when the bubble shows after it changed again.
SANITY_NOW = {
    "en": {"now": "you have {now} now", "then": "you had {then} then and have {now} now"},
    "ja": {"now": "今は {now}", "then": "そのときは {then}、今は {now}"},
}

MOMENTS = {
    "en": {
        "head": {"threat": "A monster in a threat", "combat": "Combat", "sanity": "You lost Sanity",
                 "gate": "A gate", "travel": "Travel", "phobia": "A phobia",
                 "adventure": "An adventure you can complete", "completed": "An adventure completed"},
        "threat_mine": "You put {card} face down into your threat, through your location's gate, and paid its Sanity. "
                       "Your opponent sees only how many monsters you hold there. In the combat at the end of the "
                       "round your threat attacks them: each point that gets through takes 1 of their Sanity.",
        "threat_theirs": "Your opponent put a monster face down into their threat: you see how many, not which. In "
                         "the combat at the end of the round it attacks you. Allies you send to defend absorb points "
                         "up to their value; the rest comes off your Sanity. Your own monsters in your threat cancel "
                         "its points one for one.",
        "combat": "Combat: card play ended with the round's second pass, and each threat now attacks the other "
                  "player (your monsters: {mine}; your opponent's: {theirs}). The monsters turn face up, and two "
                  "threats aimed at each other cancel point for point: only the bigger one's extra points go on. "
                  "Each defending ally absorbs points up to its value and is then buried; the rest comes off the "
                  "investigator's Sanity. The monsters that fought are buried in their owner's story deck.",
        "sanity_card": "You lost {n} Sanity to {card}: {sanity}." + _SANITY_END["en"],
        "sanity_monster": "You lost {n} Sanity: a monster costs its Sanity when you put it into your threat; "
                          "{sanity}." + _SANITY_END["en"],
        "sanity_combat": "Your opponent's threat got through: you lost {n} Sanity; {sanity}. Allies you "
                         "send to defend absorb points before your Sanity does." + _SANITY_END["en"],
        "sanity_deck": "Your deck ran out: your discard pile became your new deck, and that cost {n} Sanity; "
                       "{sanity}." + _SANITY_END["en"],
        "sanity_other": "You lost {n} Sanity: {sanity}." + _SANITY_END["en"],
        "sanity_arrive": "Arriving at {card} cost you {n} Sanity (a location's pentagram is paid when it becomes "
                         "your location); {sanity}." + _SANITY_END["en"],
        "sanity_gate": "You lost {n} Sanity: the gate at {card} was already used, so a monster sent through it again "
                       "pays the location's Sanity again; {sanity}." + _SANITY_END["en"],
        "gate": "{card} has a gate (the swirl). While it is your current location you may play monsters from your "
                "hand through it, face down into your threat, paying their Sanity; then the gate is used and the card "
                "turns upside down. Monsters are how you take your opponent's Sanity in combat.",
        "travel_mine": "You travel by {card}. Walking to another location of your region takes a turn to arrive (the "
                       "card lies sideways); a location of another region or another dimension cannot be walked to at "
                       "all: it needs a travel event. Until you arrive you are Outside. {card}: {text}.",
        "travel_theirs": "Your opponent travels by {card}. Walking to another location of one's region takes a turn "
                         "to arrive (the card lies sideways); a location of another region or another dimension "
                         "needs a travel event. {card}: {text}.",
        "phobia_on_you": "Your opponent played {card} on your investigator. A phobia stays on you and takes your "
                         "Sanity whenever its condition holds. The card says (\"they\" means you): {text}. "
                         "Staying a turn at a hospital or a church whose card says so buries it.",
        "phobia_by_you": "You played {card} on your opponent's investigator. A phobia stays on them and takes their "
                         "Sanity whenever its condition holds, until they stay a turn at a hospital or a church that "
                         "cures it.",
        "adventure": "You can complete {card} now: you hold every requirement, each met by its own card among "
                     "your face-up cards in play and your story deck (cards in your hand never count). Playing it is your turn: +{points} adventure points and its Sanity, and your story "
                     "deck is discarded except your location. When a player has {target} adventure points or more, "
                     "the game ends at the end of that round; the score is adventure points plus Sanity.",
        "completed_mine": "You completed {card}: +{points} adventure points ({total} now). Your story deck was "
                          "discarded except your location, and your discard pile shuffled back into your deck. At "
                          "{target} adventure points the game ends at the end of the round; the score is adventure "
                          "points plus Sanity.",
        "completed_theirs": "Your opponent completed {card}: +{points} adventure points ({total} now). At {target} "
                            "adventure points the game ends at the end of the round; the score is adventure points "
                            "plus Sanity, so complete your own adventures and let your monsters take their Sanity.",
        "nudge": NUDGE["en"],
    },
    "ja": {
        "head": {"threat": "神話の脅威にモンスター", "combat": "バトル", "sanity": "正気度が減った", "gate": "ゲート",
                 "travel": "旅行", "phobia": "恐怖症", "adventure": "達成できるアドベンチャー",
                 "completed": "アドベンチャー達成"},
        "threat_mine": "「{card}」を現在地のゲートから、神話の脅威に裏向きで使用し、その正気度を支払った。相手に見えるのは"
                       "枚数だけ。ラウンドの終わりのバトルで、あなたの神話の脅威が相手を攻撃し、通った 1 点ごとに相手の"
                       "正気度が 1 減る。",
        "threat_theirs": "相手がモンスターを神話の脅威に裏向きで使用した：見えるのは枚数だけで、どのカードかはわからない。"
                         "ラウンドの終わりのバトルで、それがあなたを攻撃する。防御に派遣した味方が能力値までの点数を"
                         "受け止め、残りはあなたの正気度から減る。あなたの神話の脅威のモンスターは、その点数を 1 点"
                         "ずつ打ち消す。",
        "combat": "バトル：ラウンドの 2 回目のパスでカード使用が終わり、それぞれの神話の脅威が相手を攻撃する（あなたの"
                  "モンスター：{mine}、相手：{theirs}）。モンスターは表向きになり、互いに向けられた神話の脅威は 1 点ずつ"
                  "打ち消し合い、大きいほうの残りだけが通る。防御の味方は能力値まで点数を受け止めて埋葬され、残りは"
                  "探索者の正気度から減る。戦ったモンスターは持ち主のストーリーデッキに埋葬される。",
        "sanity_card": "「{card}」で正気度が {n} 減った：{sanity}。" + _SANITY_END["ja"],
        "sanity_monster": "正気度が {n} 減った：モンスターは神話の脅威に使用するとき、その正気度を支払う。"
                          "{sanity}。" + _SANITY_END["ja"],
        "sanity_combat": "相手の神話の脅威が通った：正気度が {n} 減り、{sanity}。防御に派遣した味方は、正気度より"
                         "先に点数を受け止める。" + _SANITY_END["ja"],
        "sanity_deck": "山札が尽きた：捨て札が新しい山札になり、正気度が {n} 減った。{sanity}。" + _SANITY_END["ja"],
        "sanity_other": "正気度が {n} 減った：{sanity}。" + _SANITY_END["ja"],
        "sanity_arrive": "「{card}」に到着して正気度が {n} 減った（ロケーションの五角形は、そこが現在地になったときに"
                         "適用される）：{sanity}。" + _SANITY_END["ja"],
        "sanity_gate": "正気度が {n} 減った：「{card}」のゲートは使用済みなので、もう一度モンスターを通すとロケーションの"
                       "正気度をもう一度支払う。{sanity}。" + _SANITY_END["ja"],
        "gate": "「{card}」にはゲート（渦巻き）がある。ここが現在地のあいだ、手札のモンスターをこのゲートから神話の脅威に"
                "裏向きで使用できる（正気度を支払う）。使うとゲートは使用済みになり、カードは逆さになる。モンスターは"
                "バトルで相手の正気度を減らす手段だ。",
        "travel_mine": "「{card}」で旅行する。同じ地域の別のロケーションへは歩いて行ける（到着までカードは横向き）が、"
                       "別の地域や別の次元のロケーションへは歩いて行けず、旅行イベントが要る。到着するまでは屋外にいる"
                       "ものとする。「{card}」：{text}。",
        "travel_theirs": "相手が「{card}」で旅行する。同じ地域の別のロケーションへは歩いて行ける（到着までカードは横向き）"
                         "が、別の地域や別の次元のロケーションへは旅行イベントが要る。「{card}」：{text}。",
        "phobia_on_you": "相手があなたの探索者に「{card}」を使用した。恐怖症はあなたに付いたまま残り、条件を満たすたびに"
                         "正気度を奪う。カードの文（「その相手」はあなた）：{text}。治すと書かれた病院か教会に "
                         "1 ターンとどまると埋葬できる。",
        "phobia_by_you": "相手の探索者に「{card}」を使用した。恐怖症は相手に付いたまま残り、条件を満たすたびに相手の"
                         "正気度を奪う。相手が治せる病院か教会に 1 ターンとどまるまで続く。",
        "adventure": "今「{card}」を達成できる：条件がすべて、場に表向きで出ているあなたのカードとストーリーデッキの"
                     "カードで満たされている（条件ごとに別のカード。手札のカードは数えない）。使用にはターンを 1 回使う：アドベンチャーポイント +{points} と正気度を得て、ストーリーデッキは"
                     "現在地を残して捨て札になる。だれかのアドベンチャーポイントが {target} 以上になると、そのラウンドの"
                     "終わりにゲームが終わる。得点はアドベンチャーポイントと正気度の合計。",
        "completed_mine": "「{card}」を達成した：アドベンチャーポイント +{points}（合計 {total}）。ストーリーデッキは現在地を"
                          "残して捨て札になり、捨て札は山札に混ぜ戻された。アドベンチャーポイントが {target} に達すると"
                          "そのラウンドの終わりにゲームが終わる。得点はアドベンチャーポイントと正気度の合計。",
        "completed_theirs": "相手が「{card}」を達成した：アドベンチャーポイント +{points}（合計 {total}）。{target} に"
                            "達するとそのラウンドの終わりにゲームが終わる。得点はアドベンチャーポイントと正気度の合計："
                            "自分のアドベンチャーを達成し、モンスターで相手の正気度を減らそう。",
        "nudge": NUDGE["ja"],
    },
}
