// The page's own words (the control bar, the "?" help, the screen-reader texts, the hot-seat curtain), per page
// language: "en", "ja", and Chinese in the script of the game's seed, "zh-TW" (Letter: Traditional) or "zh-CN"
// (CHAOS: Simplified). The table's words come from the catalog (scene/words.js); where both name the same thing
// ("seat", "deck", "hand", "Sanity"…) these use the table's word, so the bar, the help and the table agree.
import GAMES from "../games.json";
import { word } from "../scene/words.js";

// The script of each game's Chinese table (the seed's; its GameSpec's `scripts`, in games.json). A game without one
// has no Chinese table: Mythos in "zh" draws its table, log and banners in English (games/mythos/texts.py LANGS),
// so its page speaks English too — one language on the screen, a help that names what the table shows ("Sanity",
// not 理智), and no script to guess for a game whose seed has none.
const ZH_SCRIPT = Object.fromEntries(Object.entries(GAMES).flatMap(([g, t]) => (t.scripts.zh ? [[g, t.scripts.zh]] : [])));

export const PAGE_WORDS = {
  en: {
    undo: "↶ Undo", undo_short: "↶ Undo", redo: "↷ Redo", undo_title: "undo (U)", redo_title: "redo (R)",
    undo_fair: "undo (U): back to your last decision; what you had not seen is dealt afresh",
    undo_exact: "undo (U): back one decision, exactly (redo goes forward again)",
    undo_keep: "undo (U): back to your last play; the cards stay as dealt (redo goes forward again)",
    undo_off: "undo is switched off for this table",
    undo_replay: "a replay is showing: press \"Back to the end\" to use the game's controls again",
    story_replay: "The story shows the whole game; the lines of the replay's step are marked in it.",
    toasts_more: "+{n} more",
    focus_of: "{item} ({i} of {n})",   // the screen reader's word for the keyboard's focus
    undone_fair: "Undone: the cards you had not seen are dealt afresh.",
    undone_keep: "Undone: back to your last play; the cards stay as dealt.",
    new_deal_seed: "New game: deal of seed {seed}.",
    undone_fair_chaos: "Undone: what you had not seen (cards, hidden bombs) is dealt afresh.",
    seat: "Seat", seat_title: "the seat you play", seat_aria: "seat", seat_phone: "Your seat",
    investigator: "Player", you_play: "You", you_player: "You play", bot_watch: "Bot plays (watch)", watch_aria: "who plays",
    watch_title: "who plays: you, or the heuristic bot while you watch (it plays this game on to its end and stops; chosen when a game is over, it deals a new game)",
    seed: "seed", seed_of: "seed {seed}", deal_of: "deal {deal}", seed_title: "a seed to replay or share a deal",
    seed_aria: "seed of a deal to play", play_seed: "Play this seed",
    seed_label: "Seed", seed_box: "a number", seed_course: "Course deal",
    seed_note: "A seed is a number that deals the cards: the same seed, the same deal. This game's seed is shown "
      + "here when it is over; type a seed and press Play this seed to replay or share a deal.",
    seed_secret: "This deal's code is {deal}: its seed stays secret until the game is over.",
    more: "⋯", more_title: "more controls: the seed of a deal and the rest",
    play_seed_title: "a new game with the deal of the seed in the box", new_game: "New game",
    new_game_title: "a new game with a secret deal (its seed is shown when the game is over)",
    // Letter's Difficulty menu (newcomer review 19): the bot's win rates measured over 1,000 seeds (README "Difficulty")
    difficulty: "Difficulty", difficulty_title: "a new game at this difficulty (Learn to play keeps its own deal)",
    difficulty_easy: "Easy", difficulty_standard: "Standard", difficulty_hard: "Hard",
    difficulty_note_easy: "Easy (4 clues, each new top clue face up): a computer playing your seat wins about 2 games in 3",
    difficulty_note_standard: "Standard: a computer playing your seat wins about 1 game in 4",
    difficulty_note_hard: "Hard (7 clues): a computer playing your seat wins about 1 game in 9",
    // CHAOS's levels (bots/chaos_easy.py; review 38, chaos_en 1): a heuristic A1 over seeds 0-199 won 153 on Easy, 96 on
    // Standard (round 43 II2); Easy's team still plays Mischief in Mischief + Checkup (CH-C5), which harms no one
    // (review 41, chaos_en 1: 'plays no Mischief' was not true)
    // (review 42, chaos_en 1: 'never swaps' was not true; its steps never do, a vanished ghost's return may)
    difficulty_note_easy_chaos: "Easy: the other team never plants or moves bombs or pushes your team and avoids "
      + "swaps with it; a computer playing your seat wins about 9 games in 10",
    difficulty_note_standard_chaos: "Standard: a computer playing your seat wins about 1 game in 2",
    lose_game: "Lose this game?", lose_yes: "Yes, lose it", lose_no: "No, keep playing",
    // a level chosen on a game with moves or a finished one (review 41, four tables: it dealt at once, unasked)
    difficulty_ask: "{level}: from the next game, or deal a new game now?",
    difficulty_ask_lose: "{level}: from the next game, or deal now and lose this game?",
    difficulty_now: "Deal now", difficulty_later: "From the next game", difficulty_next: "{level} from the next game",
    watch_ask: "Let the bot play this game on to its end?", watch_yes: "Yes, bot plays",
    story_jump: "Story of the game ↓",
    leave_tutorial: "Leave the tutorial?", leave_yes: "Yes, leave it", leave_no: "No, keep learning",
    learn_deal: "Start the course on a new practice deal? This game ends.", learn_yes: "Start the course",
    tap_again: "▶ Tap it again to play it", tap_again_move: "▶ Tap it again to step there",
    tap_again_answer: "▶ Press it again to answer", tap_again_play: "▶ Press it again to play",
    warn_again_play: "▶ ⚠: press again to play", warn_again_answer: "▶ ⚠: press again to answer",
    warn_lead: "⚠ Press again:",
    self_step_soon: "plays by itself in a moment: tap to play now", title_text: "{title}. {text}",
    language: "language", fast_forward: "▶▶ to my turn", fast_forward_short: "▶▶ skip",
    fast_forward_title: "let the other seats play on until it is your turn",
    hint: "Hint", hint_title: "show how good each of your moves is (re-dealing the cards you cannot see); the log notes it",
    step: "Step ▶", step_title: "let the automaton or bot to act take its step",
    bot_move: "Bot move", bot_move_title: "let a bot choose your move",
    reveal: "Reveal", hide: "Hide", reveal_title: "designer view: show hidden cards", autoplay: "autoplay",
    canvas_aria: "game table: Tab or arrow keys choose a move or a card, Enter plays it, I reads the focused card, "
      + "Escape closes, U undo, R redo",
    log_aria: "game log", game_over: "Game over.", your_move: "Your move: {n} possible. Tab or arrows to choose.",
    seat_opponent: "the opponent",
    to_act: "{seat} to act.", curtain: "Pass to {seat} — ready?", ready: "Ready",
    reload_note: "A reload or a closed tab starts a new game: the game lives on the server, not in the page, so the page asks before you leave it.",
    help: "? Rules and help", help_short: "? Rules and help", help_close: "Close the rules", help_more: "▼ more", legend: "Legend", rules_head: "Rules", guide_head: "How to read this table",
    controls_head: "Controls",
    controls: "New game deals at random: the seed stays secret while you play and is shown in the "
      + "Seed box when the game is over; type a seed and press Play this seed to replay or share a deal. Undo takes back "
      + "your last decision: playing alone against bots the cards stay as dealt; with other people at the table, what "
      + "you had not seen is dealt afresh. The language menu changes the table's "
      + "language. Tab or the arrow keys choose a move, Enter plays it, U undoes, I reads the focused card.",
    // a room's table (shared_table): no undo, New game or Seed box there (its "?" told of them, newcomer round 6b)
    // a player's words, none of a developer's: no undo, seed or Seed box talk (review 27, room_zh 8)
    controls_shared: "Each seat plays from its own link, and a move can't be taken back. When the game ends, Play "
      + "again opens a new table for the same seats. The language menu changes the table's "
      + "language. Tab or the arrow keys choose a move, Enter plays it, I reads the focused card.",
  },
  ja: {
    undo: "↶ 元に戻す", undo_short: "↶ 戻す", redo: "↷ やり直す", undo_title: "元に戻す (U)", redo_title: "やり直す (R)",
    undo_fair: "元に戻す (U)：自分の直前の判断まで戻る。まだ見ていなかったものは配り直される",
    undo_exact: "元に戻す (U)：判断を一つ正確に戻す（やり直すで再び進む）",
    undo_keep: "元に戻す (U)：自分の直前の手まで戻る。カードは配られたまま（やり直すで再び進む）",
    undo_off: "この卓では元に戻すは使えない",
    undo_replay: "リプレイ中：ゲームの操作に戻るには「結果に戻る」を押す",
    story_replay: "物語はゲーム全体を表示している。リプレイのステップの行に印がついている。",
    toasts_more: "ほか{n}件",
    focus_of: "{item}（{n} 件中 {i} 件目）",
    undone_fair: "元に戻した：まだ見ていなかったカードは配り直された。",
    undone_keep: "元に戻した：自分の直前の手まで戻った。カードは配られたまま。",
    new_deal_seed: "新しいゲーム：シード {seed} の配札。",
    undone_fair_chaos: "元に戻した：まだ見ていなかったもの（カード、隠れた爆弾）は配り直された。",
    seat: "席", seat_title: "あなたがプレイする席", seat_aria: "席", seat_phone: "あなたの席",
    investigator: "プレイヤー", you_play: "あなた", you_player: "プレイヤー：あなた", bot_watch: "ボット（観戦）", watch_aria: "操作する人",
    watch_title: "探索者を操作するのは：あなた、またはボット（あなたは観戦。このゲームを終わりまで打って止まる。終了後に選ぶと新しいゲーム）",
    seed: "シード", seed_of: "シード {seed}", deal_of: "配札 {deal}", seed_title: "配札を再現・共有するためのシード",
    seed_aria: "プレイする配札のシード", play_seed: "このシードで遊ぶ",
    seed_label: "シード", seed_box: "数字", seed_course: "レッスンの配り",
    seed_note: "シードはカードの配り方を決める数字：同じシードなら同じ配札。このゲームのシードは終了時にここに表示される。"
      + "シードを入力して「このシードで遊ぶ」を押すと、配札を再現・共有できる。",
    seed_secret: "この配札のコードは {deal}：シードはゲーム終了まで秘密。",
    more: "⋯", more_title: "その他の操作：配札のシードなど",
    play_seed_title: "欄のシードの配札で新しいゲーム", new_game: "新しいゲーム",
    new_game_title: "秘密の配札で新しいゲーム（シードはゲーム終了時に表示）",
    difficulty: "難易度", difficulty_title: "この難易度で新しいゲーム（「遊び方を学ぶ」は決まった配札のまま）",
    difficulty_easy: "やさしい", difficulty_standard: "標準", difficulty_hard: "難しい",
    difficulty_note_easy: "やさしい（手がかり4枚、新しい一番上の手がかりは表向き）：コンピューターがあなたの席で遊ぶと約3回に2回勝つ",
    difficulty_note_standard: "標準：コンピューターがあなたの席で遊ぶと約4回に1回勝つ",
    difficulty_note_hard: "難しい（手がかり7枚）：コンピューターがあなたの席で遊ぶと約9回に1回勝つ",
    difficulty_note_easy_chaos: "やさしい：相手チームは爆弾を置くことも動かすことも、あなたのチームを押すこともせず、役割の入れ替えも"
      + "避ける。コンピューターがあなたの席で遊ぶと約10回に9回勝つ",
    difficulty_note_standard_chaos: "標準：コンピューターがあなたの席で遊ぶと約2回に1回勝つ",
    lose_game: "このゲームを捨てますか？", lose_yes: "はい、捨てる", lose_no: "いいえ、続ける",
    difficulty_ask: "{level}：次のゲームから？それとも今すぐ新しいゲームを配りますか？",
    difficulty_ask_lose: "{level}：次のゲームから？それとも今すぐ配り直しますか（このゲームは捨てます）？",
    difficulty_now: "今すぐ配る", difficulty_later: "次のゲームから", difficulty_next: "次のゲームから{level}",
    watch_ask: "このゲームの残りをボットに任せますか？", watch_yes: "はい、任せる",
    story_jump: "ゲームの経過 ↓",
    leave_tutorial: "レッスンをやめますか？", leave_yes: "はい、やめる", leave_no: "いいえ、続けて学ぶ",
    learn_deal: "新しい練習用の配りでレッスンを始めますか？このゲームは終わります。", learn_yes: "レッスンを始める",
    tap_again: "▶ もう一度タップすると出します", tap_again_move: "▶ もう一度タップするとそのマスへ進みます",
    tap_again_answer: "▶ もう一度押すとこれで応じます", tap_again_play: "▶ もう一度押すとこれを出します",
    warn_again_play: "▶ ⚠：もう一度押すと出します", warn_again_answer: "▶ ⚠：もう一度押すと応じます",
    warn_lead: "⚠ もう一度押す：",
    self_step_soon: "まもなく自動で進みます：タップですぐ進める", title_text: "{title}。{text}",
    language: "言語", fast_forward: "▶▶ 自分の番まで", fast_forward_short: "▶▶ 自分の番へ",
    fast_forward_title: "自分の番になるまで他の席に進めさせる",
    hint: "ヒント", hint_title: "各手の良さを表示（見えないカードは配り直して計算）。ログに記録されます",
    step: "1手進める ▶", step_title: "次に動くオートマトンかボットに1手進めさせる",
    bot_move: "ボットの手", bot_move_title: "ボットに自分の手を選ばせる",
    reveal: "公開", hide: "隠す", reveal_title: "デザインビュー：伏せられた情報を表示", autoplay: "自動進行",
    canvas_aria: "ゲームの卓：Tab か矢印キーで手やカードを選び、Enter でプレイ、I で選んだカードのテキストを読む、"
      + "Escape で閉じる、U で元に戻す、R でやり直す",
    log_aria: "ゲームの記録", game_over: "ゲーム終了。", your_move: "あなたの番：{n} 通りの手。Tab か矢印キーで選ぶ。",
    seat_opponent: "相手",
    to_act: "{seat} の番。", curtain: "{seat} に渡してください — 準備はいい？", ready: "準備完了",
    reload_note: "再読み込みやタブを閉じると新しいゲームになる（ゲームはページではなくサーバー側にある）。そのため離れる前にページが確認する。",
    help: "? ルールと遊び方", help_short: "? ルール", help_close: "ルールを閉じる", help_more: "▼ 続き", legend: "凡例", rules_head: "ルール", guide_head: "この卓の見方",
    controls_head: "操作",
    controls: "「新しいゲーム」はランダムに配る：遊んでいる間シードは秘密で、ゲーム終了時に「シード」欄に表示される。"
      + "シードを入力して「このシードで遊ぶ」を押すと、配札を再現・共有できる。「元に戻す」は直前の自分の判断を取り消す。"
      + "ボット相手に一人で遊ぶときカードは配られたまま、ほかの人と同じ卓ではまだ見ていなかったものは配り直される。"
      + "言語の欄で卓の言語が変わる。Tab か矢印キーで手を選び、Enter でプレイ、"
      + "U で元に戻す、I で選んだカードのテキストを読む。",
    controls_shared: "各席は自分のリンクから遊び、打った手は戻せない。ゲームが終わると「もう一度遊ぶ」で同じ席の新しい卓が開く。"
      + "言語の欄で卓の言語が変わる。Tab か矢印キーで手を選び、"
      + "Enter でプレイ、I で選んだカードのテキストを読む。",
  },
  "zh-TW": {
    undo: "↶ 復原", undo_short: "↶ 復原", redo: "↷ 重做", undo_title: "復原 (U)", redo_title: "重做 (R)",
    undo_fair: "復原 (U)：回到你上一次的決定；你尚未看到的部分會重新發牌",
    undo_exact: "復原 (U)：準確地退回一個決定（重做可再前進）",
    undo_keep: "復原 (U)：回到你上一次的決定；牌維持原本的發牌（重做可再前進）",
    undo_off: "此牌桌已關閉復原",
    undo_replay: "正在重播：按「回到結果」才能再用遊戲的按鈕",
    story_replay: "故事顯示整局遊戲；重播這一步的句子已在其中標出。",
    toasts_more: "還有 {n} 則",
    focus_of: "{item}（第 {i} 項，共 {n} 項）",
    undone_fair: "已復原：你尚未看到的牌已重新發牌。",
    undone_keep: "已復原：回到你上一次的決定；牌維持原本的發牌。",
    new_deal_seed: "新遊戲：種子 {seed} 的牌局。",
    undone_fair_chaos: "已復原：你尚未看到的部分（牌、隱藏的炸彈）已重新發放。",
    seat: "座位", seat_title: "你所操作的座位", seat_aria: "座位", seat_phone: "你的座位",
    investigator: "玩家", you_play: "你", you_player: "玩家：你", bot_watch: "電腦出牌（觀戰）", watch_aria: "由誰操作",
    watch_title: "由誰操作調查員：你，或由電腦代打而你觀戰（接手這局，打完即停；遊戲結束後選它則開新局）",
    seed: "種子", seed_of: "種子 {seed}", deal_of: "牌局 {deal}", seed_title: "用來重玩或分享牌局的種子",
    seed_aria: "要玩的牌局種子", play_seed: "用此種子開局",
    seed_label: "種子", seed_box: "一個數字", seed_course: "教學牌局",
    seed_note: "種子是決定發牌的數字：同一個種子，同一副牌局。本局的種子在遊戲結束時顯示於此；"
      + "輸入種子並按「用此種子開局」，即可重玩或分享牌局。",
    seed_secret: "本牌局代碼 {deal}：種子在遊戲結束前保密。",
    more: "⋯", more_title: "更多操作：牌局種子等",
    play_seed_title: "以框中種子的牌局開始新遊戲", new_game: "新遊戲",
    new_game_title: "以秘密牌局開始新遊戲（遊戲結束時顯示其種子）",
    difficulty: "難度", difficulty_title: "以此難度開始新遊戲（「學習遊玩」仍用固定牌局）",
    difficulty_easy: "簡單", difficulty_standard: "標準", difficulty_hard: "困難",
    difficulty_note_easy: "簡單（4張線索，每張新的頂端線索翻開）：電腦代打時約每3局贏2局",
    difficulty_note_standard: "標準：電腦代打時約每4局贏1局",
    difficulty_note_hard: "困難（7張線索）：電腦代打時約每9局贏1局",
    difficulty_note_easy_chaos: "簡單：對方隊伍不放置也不挪動炸彈，也不推動你的隊伍，並避免與你隊伍交換角色；電腦代打時約每10局贏9局",
    difficulty_note_standard_chaos: "標準：電腦代打時約每2局贏1局",
    lose_game: "放棄這局遊戲？", lose_yes: "是，放棄", lose_no: "否，繼續玩",
    difficulty_ask: "{level}：從下一局開始，還是現在就發新的一局？",
    difficulty_ask_lose: "{level}：從下一局開始，還是現在重新發牌（放棄這局）？",
    difficulty_now: "現在發牌", difficulty_later: "從下一局開始", difficulty_next: "下一局起為{level}",
    watch_ask: "讓電腦替你下完這局？", watch_yes: "是，讓電腦下",
    story_jump: "遊戲經過 ↓",
    leave_tutorial: "離開教學？", leave_yes: "是，離開", leave_no: "否，繼續學",
    learn_deal: "用新的練習牌局開始教學？這局遊戲會結束。", learn_yes: "開始教學",
    tap_again: "▶ 再點一下即打出這張牌", tap_again_move: "▶ 再點一下即走到這一格",
    tap_again_answer: "▶ 再按一下即以此回應", tap_again_play: "▶ 再按一下即這樣出牌",
    warn_again_play: "▶ ⚠：再按一下才出牌", warn_again_answer: "▶ ⚠：再按一下才回應",
    warn_lead: "⚠ 再按一下：",
    self_step_soon: "稍後會自動出牌：輕觸可立即出牌", title_text: "{title}。{text}",
    language: "語言", fast_forward: "▶▶ 跳到我的回合", fast_forward_short: "▶▶ 到我的回合",
    fast_forward_title: "讓其他座位繼續行動，直到輪到你",
    hint: "提示", hint_title: "顯示每一步的好壞（重新發你看不到的牌來計算）；紀錄會註明",
    step: "下一步 ▶", step_title: "讓輪到的自動玩家或電腦走一步",
    bot_move: "電腦代走", bot_move_title: "讓電腦替你選擇行動",
    reveal: "顯示", hide: "隱藏", reveal_title: "設計檢視：顯示隱藏牌", autoplay: "自動進行",
    canvas_aria: "遊戲牌桌：Tab 或方向鍵選擇行動或牌，Enter 執行，I 閱讀所選牌的文字，Escape 關閉，U 復原，R 重做",
    log_aria: "遊戲記錄", game_over: "遊戲結束。", your_move: "輪到你：有 {n} 種可行動作。用 Tab 或方向鍵選擇。",
    seat_opponent: "對手",
    to_act: "輪到 {seat}。", curtain: "請交給 {seat} — 準備好了嗎？", ready: "準備好了",
    reload_note: "重新載入或關閉分頁會開始新遊戲（遊戲在伺服器上，不在頁面裡），所以離開前頁面會先詢問。",
    help: "? 規則與說明", help_short: "? 規則與說明", help_close: "關閉規則", help_more: "▼ 更多", legend: "圖例", rules_head: "規則", guide_head: "如何閱讀這張牌桌",
    controls_head: "操作",
    controls: "「新遊戲」隨機發牌：遊戲進行中種子保密，遊戲結束時顯示在「種子」框中；輸入種子並按「用此種子開局」，"
      + "即可重玩或分享牌局。「復原」撤回你上一次的決定：獨自對戰機器人時牌維持原本的發牌；"
      + "與其他人同桌時，你尚未看到的部分會重新發牌。語言選單可切換牌桌的語言。"
      + "Tab 或方向鍵選擇行動，Enter 執行，U 復原，I 閱讀所選牌的文字。",
    controls_shared: "每個座位從自己的連結遊玩，走過的步不能收回。遊戲結束後，「再玩一局」以相同座位開新牌桌。語言選單可切換牌桌的語言。Tab 或方向鍵選擇行動，Enter 執行，I 閱讀所選牌的文字。",
  },
  "zh-CN": {
    undo: "↶ 撤销", undo_short: "↶ 撤销", redo: "↷ 重做", undo_title: "撤销 (U)", redo_title: "重做 (R)",
    undo_fair: "撤销 (U)：回到你上一次的决定；你尚未看到的部分会重新发牌",
    undo_exact: "撤销 (U)：准确地退回一个决定（重做可再前进）",
    undo_keep: "撤销 (U)：回到你上一次的决定；牌保持原来的发牌（重做可再前进）",
    undo_off: "此牌桌已关闭撤销",
    undo_replay: "正在回放：按“回到结果”才能再用游戏的按钮",
    story_replay: "故事显示整局游戏；回放这一步的句子已在其中标出。",
    toasts_more: "还有 {n} 条",
    focus_of: "{item}（第 {i} 项，共 {n} 项）",
    undone_fair: "已撤销：你尚未看到的牌已重新发牌。",
    undone_keep: "已撤销：回到你上一次的决定；牌保持原来的发牌。",
    new_deal_seed: "新游戏：种子 {seed} 的牌局。",
    undone_fair_chaos: "已撤销：你尚未看到的部分（牌、隐藏的炸弹）已重新发放。",
    seat: "座位", seat_title: "你所操作的座位", seat_aria: "座位", seat_phone: "你的座位",
    investigator: "玩家", you_play: "你", you_player: "玩家：你", bot_watch: "电脑行动（观战）", watch_aria: "由谁操作",
    watch_title: "由谁操作调查员：你，或由电脑代打而你观战（接手这局，打完即停；游戏结束后选它则开新局）",
    seed: "种子", seed_of: "种子 {seed}", deal_of: "牌局 {deal}", seed_title: "用来重玩或分享牌局的种子",
    seed_aria: "要玩的牌局种子", play_seed: "用此种子开局",
    seed_label: "种子", seed_box: "一个数字", seed_course: "教学牌局",
    seed_note: "种子是决定发牌的数字：同一个种子，同一副牌局。本局的种子在游戏结束时显示于此；"
      + "输入种子并按「用此种子开局」，即可重玩或分享牌局。",
    seed_secret: "本牌局代码 {deal}：种子在游戏结束前保密。",
    more: "⋯", more_title: "更多操作：牌局种子等",
    play_seed_title: "以框中种子的牌局开始新游戏", new_game: "新游戏",
    new_game_title: "以秘密牌局开始新游戏（游戏结束时显示其种子）",
    difficulty: "难度", difficulty_title: "以此难度开始新游戏（「学习玩法」仍用固定牌局）",
    difficulty_easy: "简单", difficulty_standard: "标准", difficulty_hard: "困难",
    difficulty_note_easy: "简单（4张线索，每张新的顶端线索翻开）：电脑代打时约每3局赢2局",
    difficulty_note_standard: "标准：电脑代打时约每4局赢1局",
    difficulty_note_hard: "困难（7张线索）：电脑代打时约每9局赢1局",
    difficulty_note_easy_chaos: "简单：对方队伍不放置也不挪动炸弹，也不推动你的队伍，并避免与你队伍交换角色；电脑代打时约每10局赢9局",
    difficulty_note_standard_chaos: "标准：电脑代打时约每2局赢1局",
    lose_game: "放弃这局游戏？", lose_yes: "是，放弃", lose_no: "否，继续玩",
    difficulty_ask: "{level}：从下一局开始，还是现在就发新的一局？",
    difficulty_ask_lose: "{level}：从下一局开始，还是现在重新发牌（放弃这局）？",
    difficulty_now: "现在发牌", difficulty_later: "从下一局开始", difficulty_next: "下一局起为{level}",
    watch_ask: "让电脑替你下完这局？", watch_yes: "是，让电脑下",
    story_jump: "游戏经过 ↓",
    leave_tutorial: "离开教学？", leave_yes: "是，离开", leave_no: "否，继续学",
    learn_deal: "用新的练习牌局开始教学？这局游戏会结束。", learn_yes: "开始教学",
    tap_again: "▶ 再点一下即打出这张牌", tap_again_move: "▶ 再点一下即走到这一格",
    tap_again_answer: "▶ 再按一下即以此回应", tap_again_play: "▶ 再按一下即这样出牌",
    warn_again_play: "▶ ⚠：再按一下才出牌", warn_again_answer: "▶ ⚠：再按一下才回应",
    warn_lead: "⚠ 再按一下：",
    self_step_soon: "稍后会自动出牌：轻触可立即出牌", title_text: "{title}。{text}",
    language: "语言", fast_forward: "▶▶ 跳到我的回合", fast_forward_short: "▶▶ 到我的回合",
    fast_forward_title: "让其他座位继续行动，直到轮到你",
    hint: "提示", hint_title: "显示每一步的好坏（重新发你看不到的牌来计算）；记录会注明",
    step: "下一步 ▶", step_title: "让轮到的自动玩家或电脑走一步",
    bot_move: "电脑代走", bot_move_title: "让电脑替你选择行动",
    reveal: "显示", hide: "隐藏", reveal_title: "设计视图：显示隐藏牌", autoplay: "自动进行",
    canvas_aria: "游戏牌桌：Tab 或方向键选择行动或牌，Enter 执行，I 阅读所选牌的文字，Escape 关闭，U 撤销，R 重做",
    log_aria: "游戏记录", game_over: "游戏结束。", your_move: "轮到你：有 {n} 种可行动作。用 Tab 或方向键选择。",
    seat_opponent: "对手",
    to_act: "轮到 {seat}。", curtain: "请交给 {seat} — 准备好了吗？", ready: "准备好了",
    reload_note: "重新加载或关闭标签页会开始新游戏（游戏在服务器上，不在页面里），所以离开前页面会先询问。",
    help: "? 规则与说明", help_short: "? 规则与说明", help_close: "关闭规则", help_more: "▼ 更多", legend: "图例", rules_head: "规则", guide_head: "如何阅读这张牌桌",
    controls_head: "操作",
    controls: "「新游戏」随机发牌：游戏进行中种子保密，游戏结束时显示在「种子」框中；输入种子并按「用此种子开局」，"
      + "即可重玩或分享牌局。「撤销」撤回你上一次的决定：独自对战机器人时牌保持原来的发牌；"
      + "与其他人同桌时，你尚未看到的部分会重新发牌。语言菜单可切换牌桌的语言。"
      + "Tab 或方向键选择行动，Enter 执行，U 撤销，I 阅读所选牌的文字。",
    controls_shared: "每个座位从自己的链接游玩，走过的步不能收回。游戏结束后，“再玩一局”以相同座位开新牌桌。语言菜单可切换牌桌的语言。Tab 或方向键选择行动，Enter 执行，I 阅读所选牌的文字。",
  },
};

// Words the table's catalog already has for the same idea: the bar shows the table's word where the game has one.
const TABLE_KEYS = ["seat"];

/** Return the language menu's name of Chinese at a table of `game`: its seed's script, 繁體中文 (Letter) or 简体中文
 * (CHAOS), or the reader's where the page reads in it (readPageIn); both read "中文" though one table is Traditional
 * and the other Simplified (newcomer review 9, finding 5). */
export function chineseName(game) {
  return { "zh-TW": "繁體中文", "zh-CN": "简体中文" }[ZH_SCRIPT[game] && (reader ?? ZH_SCRIPT[game])] ?? "中文";
}

// The reader's Chinese script where the page knows it (a rooms page: the lobby's 简体中文): the page's own words read
// in it at a table whose Chinese is the other script, the game's words (table, cards, story) staying the game's
// (review 41, room_zh 1: 復原/重做/新遊戲 and a menu of 繁體中文 under a 简体中文 lobby, Letter's only Chinese)
let reader;

/** Keep `script` ("zh-CN", "zh-TW"; anything else forgets it) as the script the page's own Chinese words read in. */
export function readPageIn(script) {
  reader = script === "zh-CN" || script === "zh-TW" ? script : undefined;
}

/** Return the script of the game's own words for the widget's `lang` at `game`: "en", "ja", "zh-TW" or "zh-CN". */
export function tableScript(lang, game) {
  if (lang === "zh-TW") return "zh-TW";   // a table generated in Traditional Chinese (CHAOS's zh-TW)
  if (lang === "zh") return ZH_SCRIPT[game] ?? "en";
  return lang === "ja" ? "ja" : "en";
}

/** Return the page language for the widget's `lang` at a table of `game`: the game's script, or at a "zh" table the
 * reader's where the page knows it (readPageIn). */
export function pageLang(lang, game) {
  const own = tableScript(lang, game);
  return lang === "zh" && own !== "en" && reader ? reader : own;
}

/** Return the game on a model's table: its `game` trait, else the view's (a room's first frames). */
export function gameOf(model) {
  return model.get("game") || model.get("view")?.game || "";
}

/**
 * Return the page's words for `lang` at a table of `game` (with its `catalog`): the page table of its page
 * language, with the table's own word where the catalog has one, `lang` (the page language) and `helpTexts` (the
 * catalog's rules and help in the table's language, else English; ui/help.js) among them.
 */
export function pageWords(lang, game, catalog) {
  const shown = pageLang(lang, game);
  const words = { ...PAGE_WORDS[shown], lang: shown };
  const tableLang = shown === "en" ? "en" : lang;
  for (const key of TABLE_KEYS) {
    if (catalog?.ui?.[tableLang]?.[key]) words[key] = word(catalog, tableLang, key);
  }
  // a game's own wording of a page sentence (`<key>_<game>`): only CHAOS deals hidden bombs afresh on an undo
  // (review 7), and Letter and Mythos have none to name
  Object.assign(words, ownWording(words, game));
  const help = catalog?.help;
  // the table's language, else its base ("zh-TW" at Letter, whose Traditional table is its "zh": the help, its title
  // and its seat sentence stayed English on a 繁體中文 phone, newcomer review 16, finding 4), else English
  if (help && typeof help === "object") words.helpTexts = help[tableLang] ?? help[tableLang.split("-")[0]] ?? help.en;
  return words;
}

/** Return the words of `words` that `game` says its own way: {key: the `<key>_<game>` word} for each such key. */
export function ownWording(words, game) {
  return Object.fromEntries(Object.keys(words).filter((key) => words[`${key}_${game}`])
    .map((key) => [key, words[`${key}_${game}`]]));
}

/** Return the page's words for a model's language and game. */
export function modelWords(model) {
  return pageWords(model.get("lang"), gameOf(model), model.get("catalog_data"));
}

/** Return a page word with its {name} placeholders filled from `vars` (English when `words` is missing). */
export function say(words, key, vars = {}) {
  let text = (words ?? PAGE_WORDS.en)[key] ?? PAGE_WORDS.en[key] ?? key;
  for (const [k, v] of Object.entries(vars)) text = text.replace(`{${k}}`, v);
  return text;
}
