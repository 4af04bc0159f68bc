"""The Lovecraft Letter table's first game that teaches, in each language of the game (en, zh = Traditional Chinese,
ja): the coach marks of "Learn to play" (frames/coach.py; the end banner's score rows are ending.py's). Every
language has the same keys, in the words of the game's tables (en.py, zh.py, ja.py)."""

from .moments import MOMENTS, NUDGE  # noqa: F401  (the coach's moments, read by frames/coach.py from here)

# "Learn to play" deals this fixed game (frames/coach.py LEARN_SETUPS; LS-SETUP-8: zones top card first), seed 1's deal
# reordered, so the coach marks below can name its cards: the player holds Great Race of Yith, draws Nyarlathotep.
LEARN_SETUP = {
    "clues": ["elder_sign", "randolph_carter", "professor_armitage", "investigators", "investigators",
              "professor_armitage"],
    "hand": ["great_race_of_yith"], "unused": ["golden_mead"],
    # N climbs (review 22, Letter en 1): Liber Ivonis makes N = 1 (turn 6), turn 7's check turns up Hound of Tindalos
    # (N = 2, step 5), turn 9's Mi-Go (N = 3: the deck's 4 cards last one turn more where the course lets go)
    "deck": ["nyarlathotep", "cats_of_ulthar", "investigators", "cats_of_ulthar", "liber_ivonis", "hound_of_tindalos",
             "elder_sign", "investigators", "mi_go", "deep_ones", "great_race_of_yith", "investigators",
             "shining_trapezohedron", "silver_key"],
}

# Coach marks: one per decision of the first turns of LEARN_SETUP, in order; `move` is the legal move it points at
# (`kind` the kind of move, for a deal without it), `cards` the cards the seat holds then (the text names them:
# tests/test_letter_table_coach.py plays the steps), `text` what to click and why, `done` what just happened (shown
# with the next mark).
COACH_STEPS = [
    {"kind": "play", "move": "play card=great_race_of_yith compare=hand", "cards": ["great_race_of_yith", "nyarlathotep"]},
    {"kind": "answer", "move": "answer side=hand", "cards": ["nyarlathotep"]},
    {"kind": "play", "move": "play card=professor_armitage target=opponent",
     "cards": ["professor_armitage", "cats_of_ulthar"]},
    # newcomer review 13, finding 1: the course taught no way to lose nor Insanity N; steps 4 and 5 come where the
    # table shows them on this deal: turn 5, the opponent's Investigators has just thrown the deck's unknown top card
    # into the discard (how a known card loses: LS-O1, LS-KNOW-4, LS-O3, LS-P8, LS-TURN-2, two clues left over
    # Cthulhu); turn 7, Liber Ivonis thrown there made N = 1 and the first insanity check has just turned up Hound
    # of Tindalos, an Insanity card: N climbs to 2 (LS-CHECK-1..4; newcomer review 22, Letter en finding 1)
    {"kind": "play", "move": "play card=cats_of_ulthar", "cards": ["cats_of_ulthar", "cats_of_ulthar"]},
    {"kind": "play", "move": "play card=elder_sign", "cards": ["cats_of_ulthar", "elder_sign"]},
]
COACH_WORDS = {
    "en": {
        "steps": [
            # each step at most 5 lines of the desk's bubble (newcomer review 18: "the course's bubbles are 8-9 lines"):
            # what to click and why; the rest is on the table (the chips' words, the clue stack's text, the rules)
            # plain words (newcomer review 19, Letter en: "'Seal Cthulhu under the opponent's 6 clues' is cryptic")
            # how to win at step 1, not only in the last bubble (review 28, letter_zh 2, letter_en 4; LS-END-1)
            {"text": "The clue stack is the opponent: it plays its top card at you each turn. Win: once it plays its "
                     "last clue, seal Cthulhu on your turn. Pick Great Race of Yith (3), then \"Compare Nyarlathotep "
                     "(6)\": ⚠ the lower card loses.",
             "done": "Your Nyarlathotep (6) beat the top clue, Elder Sign (4): it is eliminated."},
            # what each answer risks (newcomer review 20, Letter en finding 4: "that hand-or-deck-top answer is the
            # choice I struggled with most, and the tutorial never shows it")
            # the reason for the rung answer, not only the path (review 31, letter_en 3: "on rails")
            # plain sentences (review 41, letter_en 10, 011: "Your hand card: played at you next" was reread)
            {"text": "The opponent played Randolph Carter: the card you answer with becomes its next clue. Answer "
                     "with Nyarlathotep from your hand: on your turn you can eliminate it before it is played at "
                     "you.\nAnswering with your deck top makes that card known, and a card naming it knocks you out.",
             "done": "Nyarlathotep is now the opponent's top card, face up; you got Professor Henry Armitage."},
            # the deck clock by step 3, by the table's line (review 31, letter_en 3, letter_zh 10: taught only at the
            # last step, and the empty deck is how the solo game is lost; LS-CHECK-1..4)
            {"text": "Professor Henry Armitage, not Cats of Ulthar, then \"On the opponent\": it eliminates "
                     "Nyarlathotep before it is played at you. Each turn uses deck cards: watch the Insanity line "
                     "under your cards; an empty deck loses.",
             "done": "Nyarlathotep is eliminated. Good: you know the turn now."},
            # where the Braincase comes from, plainly (newcomer review 20, Letter zh-TW finding 7: unexplained)
            # 2-3 lines, the other ways to lose behind "More…" (review 28, letter_zh 2: 5 of them in 6 lines)
            # plain sentences (review 41, letter_en 10, 020: "Investigators hit an unseen card: fine")
            {"text": "The opponent's Investigators threw out your deck top, which nobody knew: no harm. Choose Cats "
                     "of Ulthar to see what to play next.\nNaming your hand card or a known deck top would lose. "
                     "You also lose if Cthulhu is on top "
                     "when your turn ends (2 clues left: never remove the last), if you lose a compare, or if you play the Mi-Go Braincase (a "
                     "Mi-Go gives it to you).",
             # past tense: a note held over into step 5 stays true after the opponent plays it (review 28, letter_zh 3)
             "done": "Cats of Ulthar showed you the opponent's top card: Investigators."},
            # at most 6 lines in a phone's bubble (newcomer review 16, finding 3: 12-13 lines); no "done": told after
            # the opponent's turn it was stale (finding 3); the opponent's own protection is said next, in "free", as
            # the seat's has just voided the opponent's card (finding 2)
            # what N + 1 means in plain words (newcomer review 19, Letter en: "'a deck under N + 1 loses' is dense")
            # the clue-vs-deck race (newcomer review 20, Letter zh-TW finding 1: "it never teaches the race")
            # what to play and why, plainly (newcomer review 24, letter_en 2: "keep them in hand (none now): ..." could
            # not be parsed); LS-C4: Elder Sign protects the seat from the last clue the opponent plays next
            # the deck clock in two sentences, by the table's own Insanity line (newcomer review 27, letter_zh 4,
            # letter_en Q1: N, the check and N + 1 in one dense sentence lost readers their first games)
            {"text": "Your Insanity line says N = 2 now: a turn uses N + 1 cards, the deck runs out sooner as N "
                     "climbs. "
                     "Play Elder Sign, not Cats of Ulthar: the next clue can't hurt you.\n"
                     "Why: eye cards in your discard raise N; the insanity check just turned up Hound of Tindalos, "
                     "so N = 1 became 2.",
             "done": ""},
        ],
        # how the game is won, said where the course lets go: no clue is left then, Cthulhu is the top card (LS-END-1,
        # LS-P9, LS-TURN-2; review 13, finding 1); the timing that wins (review 19, both Letter reviewers: "let the
        # opponent play the last clue, then seal Cthulhu on your own turn"); the Elder Sign trap (review 23, letter_en 3
        # / letter_zh 3; the rules say it whole)
        "free": "Win: let the opponent play the last clue, not you; then, on your turn, seal Cthulhu. Once the "
                "opponent plays its own Elder Sign, your cards miss it, Cthulhu too if it was the last clue: you lose. "
                "Click or tap a card; \"? Rules and help\".",
        # said right after the last step, while the opponent plays (newcomer review 38, letter_en 3)
        "complete": "Course complete: you played all its steps. From now on you play on your own.",
        "title": "Learn to play", "step": "Step {n} of {of}", "after": "What just happened", "more": "More…",
        # after an Undo within the course (frames/coach.py undone_mark; newcomer review 13, finding 5)
        "undone": "You took your move back. The tutorial's deal stays as it was, so this step is asked again.",
    },
    "zh": {
        "steps": [
            {"text": "這疊線索牌就是對手：它每回合對你打出最上面一張。怎樣贏：它打出最後一張線索後，在你的回合封印克蘇魯。"
                     "選伊斯之偉大種族（3），再點「以奈亞拉托提普（6）比拚」：6 比最上面的牌大，它就被淘汰；⚠ 若它比 6 大，你就輸。",
             "done": "你的奈亞拉托提普（6）勝過最上面的線索舊神印記（4）：它被淘汰了。"},
            {"text": "對手打出了倫道夫‧卡特：你用來應對的牌會成為它的下一張線索。用手牌的奈亞拉托提普應對，"
                     "在它被打向你之前，你能在你的回合淘汰它。\n若用牌堆第1張應對，它會被公開，被猜中你就輸。",
             "done": "你的奈亞拉托提普成為對手最上面的牌（正面朝上），你拿到了亨利‧阿米蒂奇教授。"},
            {"text": "選擇亨利‧阿米蒂奇教授（不是烏薩之貓），再點「指定對手」：在它被打向你之前淘汰奈亞拉托提普。"
                     "你的每個回合都用掉牌堆的牌：看手牌下的瘋狂那一行；牌堆用完你就輸。",
             "done": "奈亞拉托提普被淘汰了。很好，你已經熟悉一個回合了。"},
            {"text": "對手的調查員剛丟掉你的牌堆第1張，還沒人看過：沒事。淘汰你的手牌或已公開的牌堆第1張才會輸。"
                     "選擇烏薩之貓：看清下一張該打什麼。\n也會輸：你的回合結束時克蘇魯在最上面（只剩 2 張線索：別淘汰最後一張）；手牌比拚輸了；"
                     "打出米‧戈的大腦容器（米‧戈塞給你的牌）。",
             "done": "烏薩之貓讓你看到了對手最上面的牌：調查員。"},
            {"text": "瘋狂那一行現在是 N = 2：你的每個回合用掉 N + 1 張牌，牌堆更快用完。"
                     "打出舊神印記，不要打烏薩之貓：對手的下一張牌就傷不了你。\n"
                     "有眼睛的牌你打出或棄掉的都讓 N 加 1，N 越大牌堆越快用完：瘋狂檢定剛翻出廷達羅斯獵犬，N = 1 變成 2。",
             "done": ""},
        ],
        "free": "怎樣會贏：最後一張線索讓對手打出，不要自己淘汰；然後在你的回合封印克蘇魯。對手打出自己的舊神印記後，"
                "直到它的下一回合，你的牌對它無效；它若是最後一張線索，就保護了克蘇魯：你會輸。點一下任何一張牌看說明；"
                "「? 規則與說明」。",
        "complete": "課程完成：所有步驟你都下過了。接下來由你自己下。",
        "title": "學習遊玩", "step": "第 {n} 步，共 {of} 步", "after": "剛才發生的事", "more": "更多…",
        "undone": "你收回了這一步。教學的牌局保持不變，所以這一步再問你一次。",
    },
    "ja": {
        "steps": [
            {"text": "この手がかりの山が相手：その番ごとに一番上をあなたにプレイ。勝ち方：最後の手がかりが出たら"
                     "あなたの番にクトゥルフを封印。「イスの偉大なる種族」（3）→「「ナイアーラトテップ」（6）で比べる」："
                     "⚠ 小さいほうが負け。",
             "done": "「ナイアーラトテップ」（6）が一番上の「旧神の印」（4）に勝ち、脱落させた。"},
            {"text": "相手が「ランドルフ・カーター」をプレイした：あなたが応じたカードが相手の次の手がかりになる。"
                     "手札の「ナイアーラトテップ」で応じよう：あなたの番に脱落させられる。\n"
                     "山札の一番上で応じると、そのカードが知られ、当てられたら負け。",
             "done": "「ナイアーラトテップ」は相手の一番上（表向き）になり、「アーミティッジ教授」を得た。"},
            {"text": "「ウルタールの猫」でなく「アーミティッジ教授」→「相手に」：「ナイアーラトテップ」をあなたにプレイ"
                     "される前に脱落させる。"
                     "あなたの番ごとに山札を使う：手札の下の狂気の行を見よう。尽きたら負け。",
             "done": "「ナイアーラトテップ」が脱落した。よし、ターンの流れがわかった。"},
            {"text": "相手の「探索者」があなたの山札の一番上を捨てた。誰も知らないカードなので無事。"
                     "「ウルタールの猫」で次に何を出すか見よう。\n手札か知られた山札の一番上が当てられると負け。"
                     "ほかの負け方：ターンの終わりに「クトゥルフ」が一番上（残り 2 枚：最後は"
                     "自分で除かない）、"
                     "比べて負け、「ミ＝ゴの脳髄缶」（ミ＝ゴが渡す）のプレイ。",
             "done": "「ウルタールの猫」で相手の一番上のカードを見た：「探索者」。"},
            {"text": "狂気の行は今 N = 2：あなたの番ごとに山札を N + 1 枚使い、早く尽きる。"
                     "「ウルタールの猫」でなく「旧神の印」をプレイ：相手の次のカードは効かない。\n"
                     "目のカードで N が上がる。N が上がるほど早く尽きて負け：狂気チェックで「ティンダロスの猟犬」が出て "
                     "N = 1 から 2 に上がった。",
             "done": ""},
        ],
        "free": "勝ち方：最後の手がかりは自分で脱落させず、相手にプレイさせ、あなたの番に封印。相手が自分の「旧神の印」を"
                "出すと次の番まで効かず、最後ならクトゥルフも守られ負け。カードをクリック（タップ）、「? ルール」。",
        "complete": "レッスン完了：すべてのステップを終えた。ここからは自分で遊ぼう。",
        "title": "遊び方を学ぶ", "step": "ステップ {n} / {of}", "after": "今起きたこと", "more": "続きを読む…",
        "undone": "一手戻した。レッスンの配りはそのままなので、このステップをもう一度。",
    },
}
# The coach of each language: the steps' moves and cards with that language's words (frames/coach.py reads COACH).
COACH = {lang: {**words, "steps": [{**step, **said} for step, said in zip(COACH_STEPS, words["steps"])]}
         for lang, words in COACH_WORDS.items()}


# Words of the table added for a newcomer (issue 23), merged into the table's words (frames/letter.py UI): the clue
# stack, drawn as a card pile, opens this text in the zoom like any card ({n}: the hidden clues over Cthulhu).
TABLE_WORDS = {
    "en": {# the footer's hidden unused card: "Unused: ?" read as a question (review 4, finding 5)
           "unused_hidden": "{n} Insanity {n:card|cards} removed unseen at the deal",
           # why each pile of the footer is out of play, in the rules' words (LS-SETUP-1, 2, 4): the footer's tooltip
           # and zoom (review 11, finding 6: they showed every game unexplained)
           "out_of_play": "Out of play",
           "removed_why": "Removed: the solo game does not use The Necronomicon; it lies out of the game, face up, "
                          "from the deal.",
           "aside_why": "Set aside: the Mi-Go Braincase waits face up beside the table; only a Mi-Go played for its "
                        "Insane effect brings it into play.",
           "unused_why": "Unused: one Insanity card is taken out unseen at the deal; it is in neither your deck nor "
                         "the clues.",
           # the newest story line over a phone's hand (review 4, finding 1)
           "last_event": "Last: {text}",
           # over a phone's hand on the player's turn: what the opponent's turn did (review 11, finding 1)
           "last_opponent": "Opponent's turn: {text}",
           # over a phone's hand on the player's turn, before the opponent's: what the player's own last play did (a
           # missed guess was said only in the full log: newcomer review 16b, finding 1)
           "last_mine": "Your last turn: {text}",
           # an Insanity card's text, first line: the dot the discard draws on it was explained only in Insanity N's
           # text (newcomer review 16b, finding 5)
           "insane_dot": "Insanity card: in your discard a purple dot marks it, and each one there counts toward "
                         "Insanity N.",
           "unseen_values": "Not seen yet, by value (in the deck, the clues or unused): {list}",
           "clue_pile": "The opponent's clue stack",
           # over, a card a swap left where Cthulhu lay is no clue: the label over it names the stack, not "Clues: 0"
           # (newcomer review 10, finding 6, desk_113; js/src/letter/layout.js draws it, helper N-LJ)
           "stack_left": "Opponent's stack",
           "clue_pile_text": "{n} hidden {n:card|cards} over Cthulhu. This stack IS the opponent: it never draws; on "
                             "each of its turns it plays its top card against you, and if that card is Cthulhu you "
                             "lose. Each card you play acts on its top card. Do not eliminate the last clue yourself: "
                             "let the opponent play it, then seal Cthulhu on your turn.",
           "opp_turn": "The opponent's turn (the clue stack plays)",
           "answer_head": "Answer the opponent's {card}",
           "opponent_title": "The opponent is this clue stack: each turn it plays its top card against you.",
           "insanity_title": "Insanity check",
           # the shield's label and its help: until when (newcomer review 7, Letter finding 3)
           "protected_label": "Protected",
           "protected_player_text": "You are protected: the opponent's cards do nothing to you until the start of "
                                    "your next turn.",
           "protected_opponent_text": "The opponent is protected: your cards do nothing to its clue stack until "
                                      "its next turn.",
           "end_hidden": "The face-down cards stay face down: the table shows only what you saw. This game's seed is "
                         "now in the bar's Seed box (under ⋯ on a narrow screen): Play this seed deals the same cards "
                         "again.",
           "confirm": "Play {card}? Click the card again, or the chip below that says what it does.",
           # a naming chip (Investigators, Deep Ones) of the top card's known value, and of a value no unseen card has
           # ({a}: "a" or "an" before the value; newcomer review 16, finding 4: "Name 8" offered with no 8 left)
           "name_known": "you know it is {a} {value}", "none_left": "none left",
           # Name 8 with Cthulhu, the only 8, in view (newcomer review 19, finding 2)
           "name_cthulhu": "Cthulhu's, not on top",
           "band_empty": "A card you click shows here what it can do, before it is played.",
           # a touch screen's words for the pointer's (js/src/letter/layout.js touchWords: round 6d, finding 3)
           "click_word": "click", "tap_word": "tap",
           "insanity_up": "It is an Insanity card: in your discard it raises Insanity N from {n} to {next}.",
           "insanity_text": "Insanity N is the number of Insanity cards (eye, dashed border; in a discard, a purple dot in the corner) in your discard, the Mi-Go "
                            "Braincase included. At the start of each of your turns, before you draw, N cards move "
                            "from the deck to your discard, face up, without effect; an Insanity card among them "
                            "raises N for the next check. If the deck holds fewer than N cards, the check fails and "
                            "you lose; if the check leaves no card to draw, you lose too. While N is 1 or more you are "
                            "insane: an Insanity card you play may use its Insane effect.",
           # the turns the deck lasts from turn 1, not only once N >= 1 (newcomer review 16, finding 3)
           "insanity_zero": "Insanity N = 0: no Insanity card in your discard, so no check before your draw: the deck "
                            "({deck}) lasts {turns} more {turns:turn|turns} of yours. Each Insanity card there (the "
                            "opponent's Investigators may throw one) raises N: N more cards go each turn.",
           "insanity_over": "Insanity N was {n} when the game ended (Insanity cards in your discard).",
           # said while the deck's top card is known (newcomer R3-L, d49_g3_t5: lost to Investigators, unsaid)
           "deck_top_known": "Danger: your deck's top card is known. If the opponent plays Investigators, it names "
                             "that card and you lose.",
           "insanity_next": "Insanity N = {n}: before each draw {n} {n:card goes|cards go} from the deck to your "
                            "discard, so at N = {n} the deck ({deck}) lasts {turns} more {turns:turn|turns} of yours: "
                            "each Insanity card that comes up raises N. When it runs out you lose: seal Cthulhu first.",
           # short enough for two lines at 1280×800 (three ran the late table past the window: issue 23 r6b);
           # how the clues go is the clue stack's own text
           "insanity_race": "Insanity N = {n}: at N = {n} the deck ({deck}) lasts {turns} more "
                            "{turns:turn|turns} of yours, then you lose. Race: {clues} {clues:clue|clues} over Cthulhu; never "
                            "eliminate the last yourself: let the opponent play it, then seal Cthulhu on your turn.",
           # no clue left over Cthulhu: "clear the 0 clues" read wrong (newcomer R3-L)
           "insanity_race_top": "Insanity N = {n}: at N = {n} the deck ({deck}) lasts {turns} more "
                                "{turns:turn|turns} of yours, then you lose. Race: no clue is left over Cthulhu: eliminate, "
                                "take or swap Cthulhu away on your turn.",
           # Cthulhu on top and protected: "eliminate, take or swap it away" read against the prompt's "this game is
           # lost" (newcomer review 14, finding 2)
           # the opponent's turn, Cthulhu on top: the turn is over, so no way out is named (review 26, letter_en 7)
           "insanity_race_wait": "Insanity N = {n}: at N = {n} the deck ({deck}) lasts {turns} more "
                                 "{turns:turn|turns} of yours, then you lose.",
           "insanity_race_shield": "Insanity N = {n}: at N = {n} the deck ({deck}) lasts {turns} more "
                                   "{turns:turn|turns} of yours, then you lose. Cthulhu is on top and protected: no card of "
                                   "yours can seal it this turn.",
           # the clues cannot be cleared before the deck runs out (review 4, issue 23 round F); a turn clears at most one
           # (dangers.game_lost): lost, said plainly (review 23, letter_en 2: 'a card that clears two' named no card)
           "insanity_behind": "Insanity N = {n}: the deck ({deck}) lasts {turns} more {turns:turn|turns} of yours, but "
                              "the {clues} {clues:clue|clues} over Cthulhu need at least {need} {need:turn|turns}: you and the opponent "
                              "each clear one a turn, and no card clears two.",
           # the face-up Elder Sign / Liber Ivonis as the last clue, the kernel's verdict (review 30, letter_en 1)
           "insanity_sign": "Insanity N = {n}, deck {deck}. The last clue protects Cthulhu once played, and eliminating "
                            "it puts Cthulhu on top.",
           "insanity_sign_out": "Insanity N = {n}, deck {deck}. The last clue protects Cthulhu once played: swap it or "
                                "take it away this turn.",
           "insanity_fail": "Insanity N = {n}: more than the deck's cards ({deck}), so your next check must fail: you lose "
                            "unless Cthulhu is sealed before it.",
           "insanity_empty": "Insanity N = {n}: after your next check no card is left to draw (deck {deck}), so your "
                             "next turn must fail: you lose unless Cthulhu is sealed before it."},
    # the deck's label: "牌堆（夥伴）" / "山札（相棒）" of widgets/letter_words.json puzzled a newcomer, who read a
    # partner of the game's into it; it is the player's own deck (newcomer review 10, finding 5)
    "zh": {"deck": "你的牌堆", "last_event": "剛才：{text}", "last_opponent": "對手回合：{text}",
           "last_mine": "你上一回合：{text}",
           "insane_dot": "瘋狂卡：在你的棄牌堆中牌角有紫色圓點，那裡的每一張都計入瘋狂 N。",
           "unused_hidden": "開局時蓋著移除的 {n} 張瘋狂卡",
           "out_of_play": "不在遊戲中的牌",
           "removed_why": "移除：單人遊戲不使用死靈之書；開局時就正面朝上移出遊戲。",
           "aside_why": "放置一旁：米‧戈的大腦容器正面朝上放在一旁；只有以瘋狂效果打出米‧戈，才會讓它進場。",
           "unused_why": "未使用：開局時隨機蓋著移除 1 張瘋狂卡；它不在你的牌堆，也不在線索中。",
           "unseen_values": "尚未見過的牌（依數值；在牌堆、線索中或未使用）：{list}",
           "clue_pile": "對手：它的線索牌堆",
           "stack_left": "線索牌堆",   # the clue pile's word all game long (review 18, zh-TW: 線索 → 對手的牌堆)
           "clue_pile_text": "克蘇魯上面有 {n} 張蓋著的牌。這疊牌就是對手：它從不抽牌；每個對手回合，它對你打出最上面的牌，"
                             "若那張是克蘇魯，你就輸了。你打出的每張牌都作用在它最上面的牌。不要自己淘汰最後一張線索："
                             "讓對手打出它，再在你的回合封印克蘇魯。",
           "opp_turn": "對手回合（線索牌堆出牌）",
           "answer_head": "回應對手的「{card}」",
           "opponent_title": "對手就是這疊線索牌堆：它的每個回合都對你打出最上面的牌。",
           "insanity_title": "瘋狂檢定",
           "protected_label": "受保護",
           "protected_player_text": "你受到保護：直到你下一回合開始，對手的牌對你無效。",
           "protected_opponent_text": "對手受到保護：直到它的下一回合，你的牌對它的線索牌堆無效。",
           "end_hidden": "蓋著的牌保持蓋著：牌桌只顯示你看過的牌。本局的種子已放進上方的「種子」框（窄螢幕在 ⋯ 裡）："
                         "按「用此種子開局」會再發出同一副牌。",
           "confirm": "打出{card}？再點一下這張牌，或點下方說明效果的按鈕。",
           "name_known": "你知道它是 {value}", "none_left": "已無剩餘", "name_cthulhu": "克蘇魯不在頂",
           "band_empty": "點選一張牌後，這裡會先顯示它能做什麼，再打出。",
           "click_word": "點擊", "tap_word": "輕觸",
           "insanity_up": "這是瘋狂卡：進入你的棄牌堆後，瘋狂 N 從 {n} 變為 {next}。",
           "insanity_text": "瘋狂 N 是你棄牌堆中瘋狂卡（眼睛符號、虛線邊框；棄牌堆中的牌角有紫色圓點）的數量，米‧戈的大腦容器也算。你每個回合開始、"
                            "抽牌之前，從牌堆翻 N 張正面朝上置於你的棄牌堆，沒有效果；其中的瘋狂卡會讓下一次的 N 變大。"
                            "牌堆少於 N 張，檢定失敗，你就輸了；檢定後沒有牌可抽，你也輸。N 為 1 以上時你處於瘋狂狀態："
                            "你打出的瘋狂卡可以使用其瘋狂效果。",
           "insanity_zero": "瘋狂 N = 0：你的棄牌堆沒有瘋狂卡，抽牌前不做檢定：牌堆（{deck} 張）還能撐你的 {turns} 個回合。"
                            "棄牌堆每多一張瘋狂卡（對手的調查員也可能丟進來），N 就加 1，你的每個回合多用 N 張。",
           "insanity_over": "遊戲結束時，瘋狂 N 為 {n}（你棄牌堆中的瘋狂卡數）。",
           "deck_top_known": "危險：你的牌堆第1張已公開。若對手打出調查員，它會猜中那張牌，你就輸了。",
           "insanity_next": "瘋狂 N = {n}：每次抽牌前，從牌堆翻 {n} 張到你的棄牌堆；N = {n} 時牌堆（{deck} 張）還能撐你的 "
                            "{turns} 個回合，每翻出一張瘋狂卡 N 就加 1。牌堆用完你就輸：要先封印克蘇魯。",
           "insanity_race": "瘋狂 N = {n}：N = {n} 時牌堆（{deck} 張）只能再撐你的 {turns} 個回合，之後你就輸。"
                            "搶時間：克蘇魯上面還有 {clues} 張線索；不要自己淘汰最後一張：讓對手打出它，再在你的回合封印克蘇魯。",
           "insanity_race_top": "瘋狂 N = {n}：N = {n} 時牌堆（{deck} 張）只能再撐你的 {turns} 個回合，之後你就輸。"
                                "搶時間：克蘇魯上面已沒有線索，在你的回合淘汰、拿走或交換掉克蘇魯。",
           "insanity_race_wait": "瘋狂 N = {n}：N = {n} 時牌堆（{deck} 張）只能再撐你的 {turns} 個回合，之後你就輸。",
           "insanity_race_shield": "瘋狂 N = {n}：N = {n} 時牌堆（{deck} 張）只能再撐你的 {turns} 個回合，之後你就輸。"
                                   "克蘇魯在最上面且受保護：這回合你的牌都封印不了它。",
           "insanity_behind": "瘋狂 N = {n}：牌堆（{deck} 張）只能再撐你的 {turns} 個回合，但克蘇魯上面的 {clues} 張線索"
                              "至少還要 {need} 個回合才清得完：你和對手在各自的回合各清掉一張，沒有牌能一次清掉兩張。",
           # the face-up Elder Sign / Liber Ivonis as the last clue, the kernel's verdict (review 30, letter_en 1)
           "insanity_sign": "瘋狂 N = {n}，牌堆 {deck} 張。最後的線索打出後會保護克蘇魯，淘汰它則克蘇魯到最上面。",
           "insanity_sign_out": "瘋狂 N = {n}，牌堆 {deck} 張。最後的線索打出後會保護克蘇魯：這回合把它交換或拿走。",
           "insanity_fail": "瘋狂 N = {n}：牌堆只剩 {deck} 張，下一次檢定必定失敗：除非在那之前封印克蘇魯，否則你輸。",
           "insanity_empty": "瘋狂 N = {n}：下一次檢定後沒有牌可抽（牌堆 {deck} 張），你的下一回合必定失敗：除非在那之前"
                             "封印克蘇魯，否則你輸。"},
    "ja": {"deck": "あなたの山札", "last_event": "直前：{text}", "last_opponent": "相手の番：{text}",
           "last_mine": "あなたの前の番：{text}",
           "insane_dot": "狂気カード：自分の捨て札では隅に紫の点が付き、そこにある 1 枚ごとに狂気 N に数えられる。",
           "unused_hidden": "配札時に伏せたまま除かれた狂気カード {n} 枚",
           "out_of_play": "ゲーム外のカード",
           "removed_why": "除外：ソロでは「ネクロノミコン」を使わない。配札時から表向きでゲームの外にある。",
           "aside_why": "脇に置く：「ミ＝ゴの脳髄缶」は表向きで脇に置かれる。「ミ＝ゴ」を狂気の効果でプレイしたときだけ場に出る。",
           "unused_why": "未使用：配札時に狂気カード 1 枚を伏せたまま除く。あなたの山札にも手がかりにもない。",
           "unseen_values": "まだ見ていないカード（数値ごと。山札・手がかり・未使用のどこか）：{list}",
           "clue_pile": "相手：手がかりの山",
           "stack_left": "手がかりの山",
           "clue_pile_text": "クトゥルフの上に伏せたカードが {n} 枚。この山こそが相手：カードを引かず、相手の番ごとに一番上の"
                             "カードをあなたに対してプレイし、それがクトゥルフならあなたの負け。あなたがプレイするカードは"
                             "一番上のカードに作用する。最後の手がかりを自分で脱落させてはいけない：相手にプレイさせてから、"
                             "あなたの番にクトゥルフを封印する。",
           "opp_turn": "相手の番（手がかりの山がプレイ）",
           "answer_head": "相手の「{card}」に応じる",
           "opponent_title": "相手とはこの手がかりの山：その番ごとに一番上のカードをあなたにプレイする。",
           "insanity_title": "狂気チェック",
           "protected_label": "保護中",
           "protected_player_text": "あなたは保護されている：次の自分の番の開始まで、相手のカードは効かない。",
           "protected_opponent_text": "相手は保護されている：相手の次の番まで、あなたのカードは手がかりの山に効かない。",
           "end_hidden": "伏せたカードは伏せたまま：卓にはあなたが見たものだけが表示される。このゲームのシードは上の"
                         "「シード」欄（狭い画面では ⋯ の中）に入っている：「このシードで遊ぶ」で同じ配札がもう一度配られる。",
           "confirm": "{card} をプレイする？もう一度カードか、効果を示す下のボタンを押す。",
           "name_known": "{value} とわかっている", "none_left": "残りなし", "name_cthulhu": "クトゥルフは下",
           "band_empty": "カードを押すと、プレイする前にここにできることが表示される。",
           "click_word": "クリック", "tap_word": "タップ",
           "insanity_up": "狂気カードなので、捨て札に置かれると狂気 N が {n} から {next} になる。",
           "insanity_text": "狂気 N は自分の捨て札にある狂気カード（目の記号・破線の枠。捨て札では隅の紫の点）の数で、ミ＝ゴの脳髄缶も数える。"
                            "あなたの番の始め、引く前に毎回、山札から N 枚を表向きに効果なしで自分の捨て札に置く。"
                            "その中の狂気カードで次の N が増える。山札が N 枚より少なければチェックは失敗してあなたの負け、"
                            "チェックの後に引くカードがなくても負け。N が 1 以上のあいだあなたは狂気に陥っている："
                            "プレイする狂気カードは狂気の効果を使える。",
           "insanity_zero": "狂気 N = 0：捨て札に狂気カードがないので、引く前のチェックはない：山札（{deck} 枚）はあなたの番あと "
                            "{turns} 回分もつ。捨て札の狂気カード（相手の「探索者」が捨てたものも）1 枚ごとに N が 1 上がり、"
                            "あなたの番ごとに N 枚多く減る。",
           "insanity_over": "ゲーム終了時の狂気 N は {n}（自分の捨て札にある狂気カードの数）。",
           "deck_top_known": "危険：あなたの山札の一番上のカードは知られている。相手が「探索者」をプレイすると、"
                             "そのカードを当てられてあなたの負け。",
           "insanity_next": "狂気 N = {n}：引く前に毎回山札から {n} 枚が捨て札へ。N = {n} なら山札（{deck} 枚）はあと"
                            " {turns} 回分（あなたの番）、狂気カードが出るたびに N が 1 上がる。尽きたら負け：先にクトゥルフを封印しよう。",
           "insanity_race": "狂気 N = {n}：山札（{deck} 枚）はあなたの番あと {turns} 回で尽き、あなたの負け。"
                            "競争だ：クトゥルフの上の手がかりは {clues} 枚。最後の手がかりを自分で脱落させてはいけない："
                            "相手にプレイさせてから、あなたの番にクトゥルフを封印しよう。",
           "insanity_race_top": "狂気 N = {n}：山札（{deck} 枚）はあなたの番あと {turns} 回で尽き、あなたの負け。"
                                "競争だ：クトゥルフの上に手がかりはもうない。あなたの番にクトゥルフを脱落させる、奪う、"
                                "または交換して取り除こう。",
           "insanity_race_wait": "狂気 N = {n}：山札（{deck} 枚）はあなたの番あと {turns} 回で尽き、あなたの負け。",
           "insanity_race_shield": "狂気 N = {n}：山札（{deck} 枚）はあなたの番あと {turns} 回で尽き、あなたの負け。"
                                   "クトゥルフは一番上で保護されている：この番、あなたのカードでは封印できない。",
           "insanity_behind": "狂気 N = {n}：山札（{deck} 枚）はあなたの番あと {turns} 回で尽きるが、手がかり {clues} 枚を"
                              "除くには少なくともあなたの番 {need} 回かかる（双方の番に 1 枚ずつ、2 枚除けるカードはない）。",
           "insanity_sign": "狂気 N = {n}、山札 {deck} 枚。最後の手がかりはプレイされるとクトゥルフを守り、脱落させると"
                            "クトゥルフが一番上に。",
           "insanity_sign_out": "狂気 N = {n}、山札 {deck} 枚。最後の手がかりはプレイされるとクトゥルフを守る："
                                "この番に交換するか奪おう。",
           "insanity_fail": "狂気 N = {n}：山札は {deck} 枚しかなく、次のチェックは必ず失敗する：それまでにクトゥルフを"
                            "封印しなければ負け。",
           "insanity_empty": "狂気 N = {n}：次のチェックの後に引くカードが残らない（山札 {deck} 枚）ので、あなたの次の番は必ず"
                             "失敗する：それまでにクトゥルフを封印しなければ負け。"},
}

# Added to the game-over box's text when Learn to play's deal is won, where a newcomer starts: Easy exists and what it
# changes (rules.DIFFICULTIES "easy"; newcomer review 24, letter_zh 5: "Standard felt decided by luck early, and nothing
# points a newcomer to Easy"); a loss's box says "Try Easy" already (js/src/ui/ending.js try_easy).
EASY_NEXT = {"en": "New to the game? Play again on Easy: 4 clues, each new top clue face up.",
             "zh": "第一次玩？下一局選「簡單」：4 張線索，每張新的頂端線索翻開。",
             "ja": "初めてなら次は「やさしい」で：手がかり 4 枚、新しい一番上の手がかりは表向き。"}

# The page's 繁體中文 ("zh-TW") reads Letter's "zh", which is Traditional (core/texts.py table_lang): the coach
# (frames/coach.py) looks its tables up by the page's language as given, and Learn to play spoke English on a table
# switched to zh-TW (newcomer review 15, finding 7).
COACH.setdefault("zh-TW", COACH["zh"])
