"""The Mythos table's game end and first game that teaches, in each language of the game (en, ja): the banner's
score rows (frames/ending.py) and the coach marks of "Learn to play" (frames/coach.py). Every language has the same
keys, in the words of the game's tables (en.py, ja.py)."""

ENDING = {
    "en": {"score": "Score", "adventures": "Adventures", "sanity": "Sanity", "items": "Artifacts and tomes",
           "allies": "Allies"},
    "ja": {"score": "得点", "adventures": "アドベンチャー", "sanity": "正気度", "items": "アーティファクトと書物",
           "allies": "味方"},
}

# Coach marks: one per decision of the first round of the Learn deal, in order; `move` is the legal move it points
# at (its id; `kind` the fallback), `text` what to choose and why (words true on a phone too: no click), `done` what
# just happened (shown with the next mark). Newcomer review 7 (issue 23, round I): three steps taught too little, the
# second left the seat walking with no current location, and scoring came only in round 6. The steps teach the goal
# and scoring first (MY-END-1..3), then the turn (MY-ROUND), locations and travel (MY-LOC), items and allies
# (MY-CARD), monsters and combat (MY-MON, MY-COMBAT), Sanity and adventures (MY-ADV); the walk of step 2 is followed
# by its arrival in step 3, so every step leaves the seat somewhere it can play from. The last step's `done` shows
# with "on your own" even when the reader made another move than the ringed pass, so it says the rule, not that card
# play ended (newcomer review 8, issue 23 round L: it read "card play ended" under "passes 0/2 · Your move").
COACH = {
    "en": {
        "steps": [
            {"idea": "Goal: the highest score (your Sanity plus your adventure points); your first location goes "
                     "straight into play.",
             "kind": "play", "move": "play card=4",
             "text": "Goal: the highest score at the end: your Sanity plus your adventure points. Your first location "
                     "goes straight into play: choose {name:4}.\nThe game ends at the end of the round in which a player reaches "
                     "20 adventure points, or at once when anyone's Sanity reaches 0 (often after 5 to 10 rounds).",
             "done": "Your current location: its pentagram gave you Sanity."},
            {"idea": "A round: everyone refills to 13 cards, then a turn is one card or a pass; walking to a location "
                     "of your region lays it sideways: no current location until you arrive.",
             "kind": "play", "move": "play card=7",
             # one idea, in the table's words (review 27, mythos_en 2: region, sub-region, sideways and gate at once)
             # the prompt's hint names the cemetery an adventure needs (review 39, mythos_en 9): why the gate comes first
             "text": "Walk: choose {name:7}, before the hint's card: its gate (the swirl) lets you play monsters. "
                     "Your panel says \"on the road to\" it.\nA round: everyone refills to 13 "
                     "cards; a turn is one card or a pass. You may walk to a location of your own region (Lovecraft "
                     "Country here; Vermont or Providence are sub-regions in it and need no travel card); another region needs one. On the "
                     "road, cards such as Agoraphobia count you as Outside.",
             "done": "On the road: the story panel tells what each card did."},
            {"idea": "Arriving turns the walking card upright: it becomes your current location, and your location "
                     "decides what you can play.",
             "kind": "arrive", "move": "arrive",
             "text": "Choose \"{label}\": the walking card stands up as your current location, and its pentagram "
                     "changes your Sanity.\nArriving is your whole turn. Your location decides what you can play: "
                     "allies and items need its region and attributes, monsters need its gate (the swirl).",
             "done": "Arrived: this card is your current location now."},
            {"idea": "Allies and items stay in play: allies defend you, items give powers; face-up cards count for "
                     "adventures, cards in hand do not.",
             "kind": "play", "move": "play card=31",
             "text": "Allies and items stay in play: allies defend you, items give powers (this one reopens your "
                     "gate). Of the glowing cards, choose {name:31}.\nItems: artifacts, tomes (a tome needs a reader "
                     "of its language). Adventures count face-up cards in play or your story deck; your hand does "
                     "not count: ✓ (met), ✗ (missing).",
             # the artifact itself, not only the marks (review 38, mythos_en 7, 022)
             "done": "Artifact in play: Speech Machine (gate again, Mi-Go +1)."},
            {"idea": "Monsters go through your location's gate face down into your threat; after card play the threats "
                     "fight and take Sanity.",
             "kind": "play", "move": "play card=24",
             # how a fight resolves, before More (review 33, mythos_en 6: first heard of in the combat's line)
             "text": "Monsters go through your gate face down into your threat: choose {name:24}. In combat, "
                     "threats cancel point for point; what gets through costs Sanity.\nAllies sent to defend absorb "
                     "points first. Your opponent sees only how many monsters you have. A monster costs the Sanity "
                     "printed on it, if any (this one costs none).",
             "done": "Your monster waits face down for the combat."},
            {"idea": "Sanity is your life and part of your score: locations, monsters and spells cost it, combat takes "
                     "it, a green pentagram gives it back.",
             "kind": "play", "move": "play card=41",
             "text": "Sanity is your life and part of your score. This event gives you +1 Sanity: choose "
                     "{name:41}.\nLocations, monsters, spells and an empty deck cost Sanity, combat takes it, a green "
                     "pentagram gives it back. An event does its work, then most are gone.",
             "done": "You gained Sanity: watch the bar under your name."},
            {"idea": "Once you pass you may only pass until card play ends at the round's second pass; then the "
                     "threats fight and you keep 5 to 7 cards.",
             "kind": "pass", "move": "pass",
             "text": "Pass when you are done; after that you may only pass. Your opponent may still play, even a "
                     "phobia on you: it costs you Sanity each turn.\nCard play ends at the round's second pass, whoever "
                     "makes it. Then the threats fight, and at the end of the "
                     "round you keep 5 to 7 cards (\"refill to 13 · keep 5–7 at round end\") before the next refill.",
             # what the pass just did: the bot could still play (review 38, mythos_en 7, 038)
             "done": "You passed (the round's first pass): from now on you may only pass, but your opponent may still "
                     "play. The next pass, whoever makes it, ends card play; then the threats fight."},
            # the round's end (newcomer review 23, mythos_en finding 5: the course stopped before the battle and the
            # discard): {battle} says the battle just fought in numbers (frames/mythos_coach.battle_said)
            {"idea": "At the round's end the threats fight, then everyone keeps 5 to 7 cards and discards the rest.",
             "kind": "discard", "move": "discard card=36",
             "text": "The battle: {battle} Keep 5 to 7: choose {name:36}, then Discard."
                     "\nIn a battle an ally you send to defend absorbs points up to its value (its weapon "
                     "adds to it) before your Sanity does. A card marked ⚑ needed (⚠ on its Discard chip) is one an "
                     "adventure of yours needs.",
             "done": "Discarded: it went to your discard pile."},
            {"idea": "An adventure is completed by playing its card from your hand once every requirement shows ✓.",
             "kind": "keep", "move": "keep",
             "text": "You hold 7: choose \"{label}\". An adventure card scores once all its lines show ✓{goal}; it "
                     "discards your story deck.\nIt keeps your location. Face-up cards in play and in your story deck "
                     "count; your hand does not count. Under \"Your adventures\" ✓ is met, ✗ missing. This "
                     "is the last step: next round everyone refills to 13 cards, and from then on you play on your "
                     "own; the coach speaks up when something new happens.",
             "done": "Round over: next, everyone refills to 13 cards."},
        ],
        # what comes next, each on a line of its own behind More… (newcomer review 20, mythos_en finding 3: the
        # tutorial stopped at the first pass, never naming combat, adventures, the round's discard or travel)
        "free": "The tutorial is over. In this game and your next, the coach explains each new thing; \"Next "
                "adventure\" in your prompt says what to build.\nCombat: after the round's second pass the threats fight; allies you send absorb points, "
                "the rest costs Sanity: keep it above 0.\nAdventures: once each requirement shows ✓ (your face-up cards in play and "
                "your story deck), play the adventure card from your hand for its points.\nRound's end: you keep 5 "
                "to 7 cards, then everyone refills to 13.\nTravel: walking within your region takes a turn to arrive; another region "
                "needs a travel card. The \"?\" explains the table.",
        # said only where no card of the step's kind glows (the reader left the course: frames/coach.py missed_mark)
        "missed": "No card of this step's kind can be played here now, so the step is skipped; what it teaches:",
        "instead": "You left the course's path, so the ringed card stands in for this step: choose it.",
        # a card the step does not ring is held until pressed again after a pause (newcomer review 20, mythos_ja 1)
        "astray": "Not yet: this step waits for the ringed card. To leave the course and play the card you chose, "
                  "wait a moment and press it again.",
        "complete": "Course complete: you played all its steps. From now on you play on your own.",   # review 41
        "title": "Learn to play", "step": "Step {n} of {of}", "after": "What just happened",
        # a step says what to click and why in at most 5 lines; the words after its line break wait behind this
        # button (newcomer review 19, Mythos desk: 10-line bubbles)
        "more": "More…",
        "undone": "You took your move back. The tutorial's deal stays as it was, so this step is asked again.",
    },
    "ja": {
        "steps": [
            {"idea": "目的：いちばん高い得点（正気度とアドベンチャーポイントの合計）。最初のロケーションはそのまま場に出る。",
             "kind": "play", "move": "play card=4",
             "text": "目的：終了時にいちばん高い得点（正気度＋アドベンチャーポイント）。最初のロケーションはそのまま場に出る："
                     "囲まれた「{name:4}」を選ぶ。\nだれかのアドベンチャーポイントが 20 "
                     "に達したラウンドの終わりか、だれかの正気度が 0 になったらその場でゲームが終わる（たいてい 5〜10 "
                     "ラウンド）。",
             "done": "現在地になった：緑の五角形で正気度が増えた。"},
            {"idea": "ラウンド：全員が 13 枚まで補充し、1 ターンはカード 1 枚かパス。同じ地域のロケーションへ近隣移動すると横向きに出し、到着までは現在地がない。",
             "kind": "play", "move": "play card=7",
             "text": "近隣移動：囲まれた「{name:7}」を選ぶ。ヒントが挙げるカードより先に：渦巻きの印はゲートで、モンスターを出せる。"
                     "到着までは「近隣移動中」。\nラウンド：全員が手札を 13 枚まで補充し、1 ターンはカード 1 枚か"
                     "パス。近隣移動できるのは同じ地域（ここではラヴクラフト・カントリー。ヴァーモントやプロヴィデンスはその中の"
                     "小地域で、旅行カードは要らない）のロケーションで、別の地域へは旅行カードが要る。移動中は「広場恐怖症」などのカードには屋外とみなす。",
             "done": "近隣移動中。効果は「ゲームの経過」で確認できる。"},
            {"idea": "到着すると横向きのカードが縦になり現在地になる。何をプレイできるかは現在地で決まる。",
             "kind": "arrive", "move": "arrive",
             "text": "「{label}」を選ぶ：横向きのカードが縦になって現在地になり、五角形の正気度がかかる。\n到着で 1 ターン。何を"
                     "プレイできるかは現在地で決まる：味方とアイテムはその地域と特徴、モンスターはそのゲート（渦巻き）が要る。",
             "done": "到着した：これが現在地。"},
            {"idea": "味方とアイテムは場に残る：味方は守り、アイテムは力をくれる。アドベンチャーには場の表向きのカードを数え、手札は数えない。",
             "kind": "play", "move": "play card=31",
             "text": "味方とアイテムは場に残る：味方は守り、アイテムは力をくれる（これで現在地のゲートを再び使える）。"
                     "光るカードのうち、囲まれた「{name:31}」を選ぶ。\n書物は言語を読める者が要る。"
                     "場とストーリーデッキの表向きのカードはアドベンチャーに数え、"
                     "手札のカードは数えない：✓ 満たした、✗ 不足。",
             "done": "「発声機械」は残る：ゲートを再び使え、ミ＝ゴ +1。"},
            {"idea": "モンスターは現在地のゲートから神話の脅威に裏向きで出す。カード使用のあと神話の脅威どうしが戦い、正気度を奪う。",
             "kind": "play", "move": "play card=24",
             "text": "モンスターはゲートから神話の脅威に裏向きで出す：「{name:24}」を選ぶ。脅威どうしは戦うと同じ点数だけ"
                     "打ち消し合う。通れば正気度を減らす。\n防御に出した味方が先に点数を受け止める。相手に見えるのは"
                     "枚数だけ。カードに正気度の値があれば支払う（このカードは 0）。",
             "done": "モンスターは裏向きでバトルを待つ。"},
            {"idea": "正気度はあなたの命で得点の一部：ロケーション、モンスター、呪文で減り、バトルで奪われ、緑の五角形で回復する。",
             "kind": "play", "move": "play card=41",
             "text": "正気度はあなたの命で、得点の一部。このイベントで正気度 +1：囲まれた「{name:41}」を選ぶ。\nロケーション、"
                     "モンスター、呪文、尽きた神話デッキで減り、バトルで奪われ、緑の五角形で回復する。イベントは効果を出し、"
                     "たいていはそれで終わる。",
             "done": "正気度が増えた：名前の下のバーを見ておこう。"},
            {"idea": "一度パスすると、ラウンドの 2 回目のパスでカード使用が終わるまでパスしかできない。そのあと神話の脅威が戦い、手札を 5〜7 枚残す。",
             "kind": "pass", "move": "pass",
             "text": "することがなければパス。以後はパスしかできない。相手はまだ使用でき、あなたに恐怖症を使うこともある："
                     "毎ターン正気度が減る。\nだれのパスでも、ラウンドの 2 回目のパスでカード使用が終わる。そのあと神話の脅威どうしが戦い、"
                     "ラウンドの終わりに手札を 5〜7 枚残して（「13枚まで補充・ラウンド終了時に5〜7枚残す」）、次の補充を待つ。",
             "done": "パスした（このラウンド 1 回目のパス）：以後はパスしかできないが、相手はまだ使用できる。次のパス"
                     "（だれのパスでも）でカード使用は終わる。そのあと神話の脅威が戦う。"},
            {"idea": "ラウンドの終わりに神話の脅威どうしが戦い、そのあと全員が手札を 5〜7 枚残して残りを捨てる。",
             "kind": "discard", "move": "discard card=36",
             "text": "バトル：{battle}5〜7 枚残す：捨てる「{name:36}」を選ぶ。"
                     "\nバトルでは、防御に派遣した味方が正気度より先に、能力値（武器を含む）まで点数を受け止める。"
                     "「⚑ 必要」の付いたカード（その「捨てる」ボタンには ⚠）は、あなたのアドベンチャーに必要なカード。",
             "done": "捨てた：カードは捨て札の山へ。"},
            {"idea": "アドベンチャーは、条件がすべて ✓ になったら手札のアドベンチャーカードを使用して達成する。",
             "kind": "keep", "move": "keep",
             "text": "手札は 7 枚：「{label}」を選ぶ。条件が全部 ✓ のアドベンチャーカードで得点{goal}。"
                     "ストーリーデッキは捨てられる。\n現在地は残る。「手札のアドベンチャー」の ✓ は満たした、✗ は不足。条件に数えるのは場（味方、アーティファクト、書物）とストーリー"
                     "デッキの表向きのカードで、手札は数えない。これが最後のステップ：次のラウンドに全員が 13 枚まで補充し、"
                     "そこからは自分で遊ぶ。新しいことが起きたらコーチが説明する。",
             "done": "ラウンド終了：次は全員が 13 枚まで補充する。"},
        ],
        "free": "レッスンはここまで。このゲームでも次のゲームでも新しいことはコーチが説明する。プロンプトの「次のアドベンチャー」が"
                "目指す先を示す。"
                "\nバトル：ラウンドの 2 回目のパスのあと神話の脅威どうしが戦う。派遣した味方が点数を受け止め、残りは正気度から減る"
                "（0 より上に保とう）。"
                "\nアドベンチャー：条件（場の表向きのカードとストーリーデッキ）がすべて ✓ になったら、手札のアドベンチャーカードを"
                "使用してポイントを得る。\nラウンドの終わり：手札を 5〜7 枚残し、次のラウンドに全員が 13 枚まで補充する。"
                "\n旅行：同じ地域の中は近隣移動で、到着に 1 ターンかかる。別の地域へは旅行カードが要る。「?」で卓の説明が見られる。",
        "missed": "このステップの種類のカードは今ここでは使用できないので飛ばす。教える内容：",
        "instead": "レッスンの道から外れたので、囲まれたカードがこのステップの代わり：それを選ぶ。",
        "astray": "まだ：このステップは囲まれたカードを待っている。レッスンを離れて選んだカードを使用するなら、少し待ってからもう一度押そう。",
        "complete": "レッスン完了：すべてのステップを終えた。ここからは自分で遊ぼう。",   # at once (review 41, mythos_ja 7)
        "title": "遊び方を学ぶ", "step": "ステップ {n} / {of}", "after": "今起きたこと",
        "more": "続きを読む…",
        "undone": "一手戻した。レッスンの配りはそのままなので、このステップをもう一度。",
    },
}

# Said in the coach's bubble when the seat asks a bot to make its coached move (calm words, not an error: issue 23).
NUDGE = {"en": "This move is yours to make: choose what the coach rings.",
         "ja": "この一手はあなたの番：コーチが囲んだところを選ぼう。"}

# After the steps the coach keeps teaching by moments (frames/mythos_coach.py): the first time each happens in a Learn
# game, one bubble says what happened and what it means (issue 23 round D: the steps never taught combat, threat,
# gates, travel, phobias, Sanity loss or adventures). {card} is a card's name, {n} the Sanity lost, {left} the Sanity
# now, {points}/{total}/{target} adventure points, {mine}/{theirs} each side's monsters in combat, {text} the card's
# own words; in the dispatch tip {ally} is the ally its first defend chip names, {raider} its first assault chip's
# (else {ally}): the chips' own words, never "…" (newcomer review 20, mythos_ja finding 3, 028).
_SANITY_END = {
    "en": " Sanity is your life, and your score is your Sanity plus your adventure points. If any investigator's "
          "Sanity reaches 0, the game ends at once. Keep some spare; a green pentagram (a hospital, some cards) "
          "gives Sanity back.",
    "ja": "正気度はあなたの命で、得点は正気度＋アドベンチャーポイント。だれかの正気度が 0 になると、その場でゲームが終わる。余裕を"
          "残しておこう。緑の五角形（病院や一部のカード）で正気度は回復する。",
}

# {goal} of the course's last step (frames/mythos_coach.goal_said): the reader's adventure, its lines met and points
# (newcomer review 30, mythos_en 1: the course never taught scoring)
GOAL = {"en": " ({card}: {met}/{of}, +{points} adventure points)", "ja": "（「{card}」は今 {met}／{of}、達成で +{points}）"}

# {battle} of the course's round-end step (frames/mythos_coach.battle_said): the battle just fought, in points.
BATTLE = {
    "en": {"cancel": "your {mine} points against their {theirs}, {cancelled} cancelled first; ",
           "apart": "your {mine} points against their {theirs}; ",
           "you": "{came} got through: allies absorbed {absorbed}, −{lost} Sanity.",
           "bare": "{lost} got through: −{lost} Sanity.",
           "none": "nothing got through to you.",
           # a card's loss after the pass, not the battle's (review 25, mythos_ja 3: 17 -> 15 read as 1 lost)
           # whose card it was and that it was played on the reader (review 30, mythos_ja 1: "Portaphobia: −1 more")
           "after_pass": " Their {cards} on you: −{n}, {now} now."},
    "ja": {"cancel": "あなた {mine} 点と相手 {theirs} 点で先に {cancelled} 点打ち消し合い、",
           "apart": "あなたの神話の脅威は {mine} 点、相手は {theirs} 点。",
           "you": "{came} 点が通り、味方が {absorbed} 点受け止め、正気度 −{lost}。",
           "bare": "{lost} 点が通って正気度 −{lost}。",
           "none": "あなたには何も通らなかった。",
           "after_pass": "相手の{cards}でさらに −{n}（今は {now}）。"},
}

# {sanity} in a Sanity moment: the seat's Sanity now, or then and now when the bubble shows after it changed again.
SANITY_NOW = {
    "en": {"now": "you have {now} now", "then": "you had {then} then and have {now} now"},
    "ja": {"now": "今は {now}", "then": "そのときは {then}、今は {now}"},
}

# {mine}/{theirs} of the combat moment: each side as the combat band of the frame shows it, its monsters face down
# before the fight, its points once fought (MY-COMBAT-4..6; newcomer review 14, finding 1: "your monster: 0" beside
# a band of 3 and 4)
COMBAT_SIDE = {
    "en": {"monsters": "{n} monsters face down", "monsters_1": "1 monster face down", "points": "{n} points",
           "points_1": "1 point"},
    "ja": {"monsters": "裏向きのモンスター {n} 体", "monsters_1": "裏向きのモンスター 1 体", "points": "{n} 点",
           "points_1": "1 点"},
}

# The moments the coached steps teach (a monster through the gate into the threat, the gate itself): read and closed
# with "Got it" in a step, they come back as no tip ("Tip · a monster in a threat" a turn after its step, "Tip · a gate"
# repeating the step's words: newcomer review 14, finding 3, desk 036/053)
TAUGHT = ("threat", "gate")

MOMENTS = {
    "en": {
        "head": {"threat": "A monster in a threat", "combat": "Combat", "sanity": "You lost Sanity",
                 "gate": "A gate", "travel": "Travel", "phobia": "A phobia",
                 "phobia_play": "A phobia you can play",
                 "adventure": "You can score now", "completed": "An adventure completed", "tome": "A tome",
                 "dispatch": "Sending allies to the battle"},
        "threat_mine": "Your monster {card} is face down in your threat: at the round's end it attacks your opponent.\nYou put it "
                       "there through your location's gate, paying the Sanity on its card, if any. Your opponent sees only how "
                       "many monsters you hold there. Each point that gets through takes 1 of their Sanity.",
        "threat_theirs": "Your opponent has a monster face down in their threat: at the round's end it attacks you.\nYou see how "
                         "many, not which. Allies you send to defend absorb points up to their value; the rest comes off "
                         "your Sanity. Your own monsters in your threat cancel its points one for one.",
        "combat": "Combat: the threats fight now (your threat: {mine}; your opponent's: {theirs}).\nEach side first sends "
                  "allies to defend, then the monsters turn face up: two threats aimed at each other cancel point for "
                  "point, and only the bigger one's extra points go on. Each defending ally absorbs points up to its "
                  "value (its weapon adds to it) and is buried; the rest comes off the attacked investigator's Sanity, "
                  "and the monsters that fought are buried in their owner's story deck.",
        # short (review 26, mythos_ja 5): the chips named no ally since review 28 (mythos_ja 4, 126: it advised a
        # defence the prompt ruled out); each hint leads in three lines, the rest behind "More…" (review 28, ja 1);
        # a face-down monster's reveal may flip a defender, said unnamed as it is hidden (review 32, mythos_ja 2)
        "dispatch": "Send allies with their buttons, then Done; with none left to send, combat starts at once.\nThreats "
                    "aimed at each other cancel point for point; only the larger remainder goes through (your threat: "
                    "{mine}; your opponent's: {theirs}). A defender absorbs up to its value and is buried if it "
                    "absorbs any; flipped by a monster turning up, it absorbs nothing. An ally with an enchanted "
                    "weapon may assault with your threat.",
        "sanity_card": "You lost {n} Sanity to {card}: {sanity}.\n" + _SANITY_END["en"].lstrip(),
        "sanity_monster": "You lost {n} Sanity: putting a monster into your threat costs its Sanity; {sanity}.\n" + _SANITY_END["en"].lstrip(),
        "sanity_combat": "Your opponent's threat got through: −{n} Sanity; {sanity}.\nAllies you send to defend absorb points "
                         "before your Sanity does." + _SANITY_END["en"],
        "sanity_deck": "Your deck ran out: your discard pile became your deck, for {n} Sanity; {sanity}.\n" + _SANITY_END["en"].lstrip(),
        "sanity_other": "You lost {n} Sanity: {sanity}.\n" + _SANITY_END["en"].lstrip(),
        "sanity_arrive": "Arriving at {card} cost you {n} Sanity; {sanity}.\nA location's pentagram is paid when it becomes "
                         "your location." + _SANITY_END["en"],
        "sanity_gate": "You lost {n} Sanity: the gate at {card} was already used; {sanity}.\nA monster sent through a used gate "
                       "pays the location's Sanity again." + _SANITY_END["en"],
        "gate": "{card} has a gate (the swirl): monsters from your hand go through it into your threat.\nWhile it is your "
                "current location you may play them face down, paying their Sanity; then the gate is used and the "
                "card turns upside down. Monsters are how you take your opponent's Sanity in combat.",
        "travel_mine": "You travel by {card}. Until you arrive you count as Outside.\nWalking to another location of your region "
                       "takes a turn to arrive (the card lies sideways); a location of another region or another dimension "
                       "cannot be walked to at all: it needs a travel event. Outside matters to cards such as Agoraphobia. "
                       "{card}: {text}.",
        "travel_theirs": "Your opponent travels by {card}.\nWalking to another location of one's region takes a turn to arrive "
                         "(the card lies sideways); a location of another region or another dimension needs a travel "
                         "event. {card}: {text}.",
        "phobia_on_you": "Your opponent's phobia {card} is on you: it takes your Sanity whenever its condition holds.\nThe card "
                         "says (\"they\" means you): {text}. Staying a turn at a hospital or a church whose card says so "
                         "buries it.",
        "phobia_can": "You can play the phobia {card} on your opponent: it takes their Sanity whenever its condition holds.\n"
                      "It stays on them until they stay a turn at a hospital or a church that cures it. The card says "
                      "(\"they\" means your opponent): {text}.",
        # while the reader trails: Sanity 0 ends the game, the higher score wins (MY-END-1/2; review 34, mythos_ja 1)
        "phobia_can_behind": "⚠ You trail {mine}–{theirs} in adventure points: if {card} takes their Sanity to 0, the game "
                             "ends.\nThe higher score (Sanity + adventure points) wins. You can play the phobia {card} on "
                             "your opponent: it takes their Sanity whenever its condition holds. The card says (\"they\" "
                             "means your opponent): {text}.",
        "phobia_by_you": "Your phobia {card} is on your opponent: it takes their Sanity whenever its condition holds.\nIt stays "
                         "until they stay a turn at a hospital or a church that cures it.",
        # short enough for a phone's bubble: one sentence, the list only the requirements met (newcomer review 14,
        # finding 5: ~330 characters, the list inside a sentence on how requirements count)
        # the chip as the page names it (newcomer review 17); what is discarded is told once it is completed
        "adventure": "You can score: choose \"Complete the adventure {card}\" for +{points} adventure points.\nYour face-up "
                     "cards and story deck meet it ({needs}); the hand does not count. At {target} the game ends.",
        # a Tome (MY-CARD-3/4), and the location attribute of the same name newcomers took for one (review 17)
        "tome_can": "You can choose \"Put the tome {card} into play\": a Tome stays in play, and you cast spells from it.\n"
                    "It holds spells up to its value ({points}) whose icon matches its own, loaded as a turn or played "
                    "with it; casting one costs the spell's Sanity, and the spell rests face down until the round ends. "
                    "A location's \"Tome\" attribute is not a Tome card: it lets tomes be played there, by a reader of "
                    "their language.",
        "completed_mine": "You completed {card}: +{points} adventure points ({total} now).\nYour story deck was discarded except "
                          "your location, and your discard pile shuffled back into your deck. At {target} adventure points "
                          "the game ends at the end of the round; the score is adventure points plus Sanity.",
        "completed_theirs": "Your opponent completed {card}: +{points} adventure points ({total} now).\nAt {target} adventure "
                            "points the game ends at the end of the round; the score is adventure points plus Sanity, so "
                            "complete your own adventures and let your monsters take their Sanity.",
        "nudge": NUDGE["en"],
    },
    "ja": {
        "head": {"threat": "神話の脅威にモンスター", "combat": "バトル", "sanity": "正気度が減った", "gate": "ゲート",
                 "travel": "旅行", "phobia": "恐怖症", "phobia_play": "使用できる恐怖症", "adventure": "今なら得点できる", "tome": "書物",
                 "completed": "アドベンチャー達成", "dispatch": "味方をバトルに派遣する"},
        "threat_mine": "モンスター「{card}」を神話の脅威に裏向きで置いた：ラウンドの終わりに相手を攻撃する。\n現在地のゲートから"
                       "使用し、カードに正気度の値があれば支払った。相手に見えるのは枚数だけ。通った 1 点ごとに相手の正気度が 1 減る。",
        "threat_theirs": "相手が神話の脅威にモンスターを裏向きで置いた：ラウンドの終わりにあなたを攻撃する。\n見えるのは枚数だけ。"
                         "防御に出した味方が能力値まで点数を受け止め、残りはあなたの正気度から減る。あなたの神話の脅威の"
                         "モンスターは、その点数を 1 点ずつ打ち消す。",
        "combat": "バトル：神話の脅威どうしが戦う（あなたの神話の脅威：{mine}、相手：{theirs}）。\nまず各自が防御の味方を"
                  "出し、モンスターが表向きになると、互いに向けられた神話の脅威は同じ点数だけ打ち消し合い、大きいほうの"
                  "残りだけが通る。防御の味方は能力値（武器を含む）まで点数を受け止めて埋葬され、残りは攻撃された探索者の"
                  "正気度から減り、戦ったモンスターは持ち主のストーリーデッキに埋葬される。",
        "dispatch": "味方のボタンで送り出して「完了」。送れる味方がいなければ、すぐバトル。\n互いに向けられた神話の脅威は同じ点数"
                    "だけ打ち消し合い、大きいほうの残りだけが通る（あなたの神話の脅威：{mine}、相手：{theirs}）。防御の味方は能力値まで"
                    "受け止め、1 点でも受ければ埋葬（表になったモンスターに裏向きにされると何も受け止めない）。魔力武器を持つ味方は"
                    "攻撃に出て、神話の脅威に能力値を足せる。",
        "sanity_card": "「{card}」で正気度 −{n}：{sanity}。\n" + _SANITY_END["ja"],
        "sanity_monster": "正気度 −{n}：モンスターを神話の脅威に置くと、その正気度を支払う。{sanity}。\n" + _SANITY_END["ja"],
        "sanity_combat": "相手の神話の脅威が通った：正気度 −{n}、{sanity}。\n防御に出した味方は、正気度より先に点数を受け止める。"
                         + _SANITY_END["ja"],
        "sanity_deck": "神話デッキが尽きた：捨て札が新しい神話デッキになり、正気度 −{n}。{sanity}。\n" + _SANITY_END["ja"],
        "sanity_other": "正気度 −{n}：{sanity}。\n" + _SANITY_END["ja"],
        "sanity_arrive": "「{card}」に到着して正気度 −{n}：{sanity}。\nロケーションの五角形は、そこが現在地になったときに"
                         "適用される。" + _SANITY_END["ja"],
        "sanity_gate": "「{card}」のゲートは使用済みなので正気度 −{n}：{sanity}。\n使用済みのゲートからモンスターを通すと、"
                       "ロケーションの正気度をもう一度支払う。" + _SANITY_END["ja"],
        "gate": "「{card}」にはゲート（渦巻きの印）がある：ここから手札のモンスターを神話の脅威に置ける。\nここが現在地の"
                "あいだ、モンスターを裏向きで使用できる（正気度を支払う）。使うとゲートは使用済みになり、カードは逆さに"
                "なる。モンスターはバトルで相手の正気度を減らす手段だ。",
        "travel_mine": "「{card}」で旅行する。到着するまでは屋外にいるものとする。\n同じ地域の別のロケーションへは歩いて行ける"
                       "（到着までカードは横向き）が、別の地域や別の次元へは旅行イベントが要る。「{card}」：{text}。",
        "travel_theirs": "相手が「{card}」で旅行する。\n同じ地域の別のロケーションへは歩いて行ける（到着までカードは横向き）"
                         "が、別の地域や別の次元のロケーションへは旅行イベントが要る。「{card}」：{text}。",
        "phobia_on_you": "相手の恐怖症「{card}」があなたに付いた：条件を満たすたびに正気度が減る。\nカードの文（「その相手」は"
                         "あなた）：{text}。治すと書かれた病院か教会に 1 ターンとどまると埋葬できる。",
        "phobia_can": "恐怖症「{card}」を相手に使用できる：条件を満たすたびに相手の正気度が減る。\n相手が治せる病院か教会に "
                      "1 ターンとどまるまで続く。カードの文（「その相手」は相手）：{text}。",
        "phobia_can_behind": "⚠ 相手が {theirs} 対 {mine} でリード：「{card}」で相手の正気度が 0 になると終了。\nゲーム終了時、得点"
                             "（正気度＋アドベンチャーポイント）の高いほうが勝つ。恐怖症「{card}」は相手に使用でき、条件を満たす"
                             "たびに相手の正気度が減る。カードの文（「その相手」は相手）：{text}。",
        "phobia_by_you": "恐怖症「{card}」が相手に付いた：条件を満たすたびに相手の正気度が減る。\n相手が治せる病院か教会に "
                         "1 ターンとどまるまで続く。",
        "adventure": "今なら得点できる：アドベンチャー「{card}」を達成するボタンで +{points} 点。\n表向きの"
                     "カードとストーリーデッキで条件を満たしている（{needs}、手札のカードは数えない）。{target} 点でゲーム終了。",
        "tome_can": "書物「{card}」を場に配置するボタンを選べる：書物は場に残り、呪文をそこから唱えられる。\nアイコンの合う"
                    "呪文を能力値（{points}）まで装填でき（1 ターン使う、または一緒に使用）、唱えると呪文の正気度を支払い、"
                    "呪文はラウンドの終わりまで裏向きになる。ロケーションの特徴「書物」は書物カードではない：そこで書物を"
                    "使用できるだけで、探索者か味方がその言語を読める必要がある。",
        "completed_mine": "「{card}」を達成した：アドベンチャーポイント +{points}（合計 {total}）。\nストーリーデッキは現在地を"
                          "残して捨て札になり、捨て札は神話デッキに混ぜ戻された。アドベンチャーポイントが {target} に達すると"
                          "そのラウンドの終わりにゲームが終わる。得点はアドベンチャーポイントと正気度の合計。",
        "completed_theirs": "相手が「{card}」を達成した：アドベンチャーポイント +{points}（合計 {total}）。\n{target} に"
                            "達するとそのラウンドの終わりにゲームが終わる。得点はアドベンチャーポイントと正気度の合計："
                            "自分のアドベンチャーを達成し、モンスターで相手の正気度を減らそう。",
        "nudge": NUDGE["ja"],
    },
}
