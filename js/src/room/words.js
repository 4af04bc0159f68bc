// The room page's own words (its name and turn in the tab title, the share panel, the sound toggle, the chat, the
// spectator's label), in the page language of ui/words.js: "en", "ja", "zh-TW" (Letter) or "zh-CN" (CHAOS).
import { word } from "../scene/words.js";
import { pageLang, readPageIn } from "../ui/words.js";
import { tableName } from "./lobby.js";

export const ROOM_WORDS = {
  en: {
    seed_copied: "seed copied", seed_copy_title: "copy the seed: the same seed deals the same game again",
    play_again: "Play again", play_again_title: "a new table with the same seats and options; each seat gets its new link here",
    play_again_title_chaos: "a new table with the same seats and options and a new secret deal: new cards, hidden bombs and key, on the same map (its walls and starts are the rules' own); each seat gets its new link here",
    rematch_join: "▶ Go to the new game", rematch_join_title: "the new table of these seats (your own seat's link)",
    // it counts up: "is choosing for 12 s this turn" read as a countdown (review 29, room_en 6)
    choosing: "{seat} ({who}) has been choosing for {time}", a_person: "a person",
    secs: "{n} s", mins: "{n} min",   // time spent, never a clock's m:ss (review 21, room_en finding 7: a countdown?)
    // whether the person waited on is there, and a nudge after a minute (review 19, room finding 2); the time is
    // its turn's, not its last action's (review 20, room_en finding 7: rooms/room.py turn_from)
    choosing_here: "{seat} ({who}) is connected · has been choosing for {time}",
    choosing_left: "{seat} ({who}) left the room {ago} ago · waiting for {time}",
    choosing_absent: "{seat} ({who}) has not joined yet · waiting for {time}",
    // a seat in its course sheet (room/learn_sheet.js): not a silent wait (review 29, room_en 2)
    choosing_course: "{seat} ({who}) is in the solo course · waiting for {time}", in_course: "in the course",
    so_far: " · so far: {text}",   // the newest line of the turn under way (review 21, room_zh 5)
    nudge: "Nudge {seat}", nudged: "Nudged {seat} ✓",
    more_title: "Nudge {seat}, or let a bot play the seat", more_idle: "Nudge a person who takes long (after a minute)",
    nudge_title: "a beep and a blinking tab for {seat} only, at most once a minute (no message is sent)",
    nudged_title: "⏰ Your turn — {name}",
    watch_replay: "▶ Watch the replay", watch_replay_title: "the whole game again, step by step, as your seat saw it (opens a new tab)",
    the_player: "Player",   // the Letter table's one seat ("player": "You are player" read as a typo)
    team_role: "team {team} · {role}",
    partner: "Your partner {seat}",   // as the story names a CHAOS teammate
    bot_heuristic: "bot", bot_random: "random bot",
    connecting: "connecting…", reconnecting_n: "reconnecting (attempt {n})…",
    coming_back: "Connecting to the table…",   // the table's place until its first state (room/coming.js)
    lost_wait: "⟳ connection lost; reconnecting in {s} s", closed_4000: "this seat was opened in another window",
    closed_4001: "the link's token opens no seat here", closed_4004: "no such room on this server",
    closed_4010: "this table was closed: nobody moved in it for too long", closed_1008: "too many messages",
    closed_1009: "a message was too large", not_connected: "not connected: wait a moment",
    your_react_seat: "Your choice: react? ({seat})", your_join_seat: "Your choice: join the combo? ({seat})",
    wait_turn: "{seat} is playing: wait for your turn",
    not_shared: "A room never undoes: the other seats may be people",
    no_undo: "Online tables have no Undo: every move is final",   // the Rules sheet says it before U (review 39)
    your_turn_seat: "Your turn ({seat})", by_bot: " ({bot})", by_automaton: " (automaton)",
    game_over: "Game over: {what}", result_shown: "the result is on the table", seed_of: "seed {seed}",
    connected: "connected", away: "away", bot_kind: "bot {bot}", you_mark: " (you)", n_watching: "{n} watching",
    your_turn_title: "● Your turn — {name}", table_of: "Table {room}", watching: "Watching", share: "Seat links",
    share_title: "show the seat and watch links again", hide_share: "Hide links", sound: "Sound",
    sound_title: "a short beep when it becomes your turn", chat: "Chat", chat_say: "Say something…", send: "Send", chat_sending: "sending…",
    chat_title: "at most 200 characters; everyone at this table reads it", you: "You", spectator: "Spectator",
    chat_who: "Everyone at this table reads the chat",
    chat_box: "To the whole table…",   // the field's placeholder: the longer line was cut (review 35, room_en 5)
    chat_new: "✉ {n} new in Chat",   // the hint at the foot of a page scrolled past the tab (review 26, room_zh 10)
    your_turn: "Your turn", to_act: "{seat} to act", you_are: "You are {seat}",
    // another seat changed the reader's hand, told at that moment (review 27, room_zh 2: room/hand_swap.js)
    hand_changed: "{seat} changed your hand: −{lost} +{gained}", hand_taken: "{seat} took your {lost}", hand_new: "New hand from {seat}: {gained}",
    list_sep: ", ",
    // Play again asks first, naming who is invited (review 29, room_en 9: it moved the seat at once)
    rematch_ask: "A new table with the same seats?", rematch_who: "{seats} will be invited.", rematch_yes: "Yes, new table",
    rematch_no: "Cancel",
    card_play: "Play", card_close: "Close", card_two_names: "one card, two names",   // a hand card read first (room/card_read.js)
  },
  ja: {
    seed_copied: "シードをコピーしました", seed_copy_title: "シードをコピー：同じシードで同じゲームをもう一度配れる",
    play_again: "もう一度遊ぶ", play_again_title: "同じ席と設定で新しい卓を作る。各席にはここで新しいリンクが届く",
    play_again_title_chaos: "同じ席と設定、新しい秘密の配札で新しい卓を作る：カード・隠れた爆弾・鍵は新しく、同じマップ（壁とスタートはルールで決まっている）。各席にはここで新しいリンクが届く",
    rematch_join: "▶ 新しいゲームへ", rematch_join_title: "この席の新しい卓（あなたの席のリンク）",
    choosing: "{seat}（{who}）が選んでいます（この番 {time}経過）", a_person: "人間", secs: "{n} 秒", mins: "{n} 分",
    choosing_here: "{seat}（{who}）は接続中・選んでいます（この番 {time}経過）",
    choosing_left: "{seat}（{who}）は {ago}前に退室・待ち時間 {time}",
    choosing_absent: "{seat}（{who}）はまだ着席していない・待ち時間 {time}", so_far: "・ここまで：{text}",
    choosing_course: "{seat}（{who}）はひとりで練習中・待ち時間 {time}", in_course: "練習中",
    nudge: "{seat} に合図", nudged: "{seat} に合図した ✓",
    more_title: "{seat} に合図する、またはボットに任せる", more_idle: "長く考えている人に合図（1 分後から）",
    nudge_title: "{seat} にだけ音とタブの点滅で知らせる（1 分に 1 回まで。文章は送られない）",
    nudged_title: "⏰ あなたの番 — {name}",
    watch_replay: "▶ リプレイを見る", watch_replay_title: "このゲームを最初から一手ずつ、あなたの席から見えたとおりに（新しいタブで開く）",
    the_player: "プレイヤー",   // the Letter table's one seat ("player": "You are player" read as a typo)
    team_role: "チーム {team}・{role}",
    partner: "味方の {seat}",   // as the story names a CHAOS teammate
    bot_heuristic: "ボット", bot_random: "ランダムなボット",
    connecting: "接続しています…", reconnecting_n: "再接続しています（{n} 回目）…",
    coming_back: "テーブルに接続しています…",
    lost_wait: "⟳ 接続が切れた。{s} 秒後に再接続", closed_4000: "この席は別のウィンドウで開かれた",
    closed_4001: "このリンクの鍵で開ける席はここにない", closed_4004: "このサーバーにその卓はない",
    closed_4010: "この卓は閉じられた：長い間だれも動かなかった", closed_1008: "メッセージが多すぎる",
    closed_1009: "メッセージが大きすぎる", not_connected: "接続していない：少し待つ",
    your_react_seat: "あなたの選択：対抗する？（{seat}）", your_join_seat: "あなたの選択：コンボに加わる？（{seat}）",
    wait_turn: "{seat} の番：あなたの番まで待つ",
    not_shared: "部屋の卓では手を戻せない：ほかの席は人かもしれない",
    no_undo: "オンラインの卓に「元に戻す」はない：どの手も取り消せない",
    your_turn_seat: "あなたの番（{seat}）", by_bot: "（{bot}）", by_automaton: "（オートマトン）",
    game_over: "ゲーム終了：{what}", result_shown: "結果は卓に表示", seed_of: "シード {seed}",
    connected: "接続中", away: "不在", bot_kind: "ボット {bot}", you_mark: "（あなた）", n_watching: "{n} 人が観戦中",
    your_turn_title: "● あなたの番 — {name}", table_of: "卓 {room}", watching: "観戦中", share: "席のリンク",
    share_title: "席と観戦のリンクをもう一度表示", hide_share: "リンクを隠す", sound: "音",
    sound_title: "自分の番になったら短い音を鳴らす", chat: "チャット", chat_say: "メッセージ…", send: "送信", chat_sending: "送信中…",
    chat_title: "200 文字まで。この卓の全員が読めます", you: "あなた", spectator: "観戦者",
    chat_who: "この卓の全員がチャットを読めます",
    chat_box: "卓の全員へ…",
    chat_new: "✉ チャットに新着 {n} 件",
    your_turn: "あなたの番", to_act: "{seat} の番", you_are: "あなたは {seat}",
    hand_changed: "{seat}があなたの手札を替えた：−{lost} ＋{gained}", hand_taken: "{seat}があなたの{lost}を取った", hand_new: "{seat}から新しい手札：{gained}",
    list_sep: "、",
    rematch_ask: "同じ席で新しい卓を作る？", rematch_who: "{seats} を招待します。", rematch_yes: "作る", rematch_no: "やめる",
    card_play: "出す", card_close: "閉じる", card_two_names: "1 枚に 2 つの名前",
  },
  "zh-TW": {
    seed_copied: "已複製種子", seed_copy_title: "複製種子：同一個種子會再發出同一局",
    play_again: "再玩一局", play_again_title: "以相同的座位和設定開新牌桌；每個座位會在這裡收到新連結",
    play_again_title_chaos: "以相同的座位和設定、新的秘密發牌開新牌桌：手牌、隱藏炸彈和鑰匙都重新發，仍是同一張地圖（牆和起點由規則固定）；每個座位會在這裡收到新連結",
    rematch_join: "▶ 前往新的一局", rematch_join_title: "這些座位的新牌桌（你自己座位的連結）",
    // the wait in fewer words: "…已連線・正在選擇（本回…" was cut on a phone (review 25, room_zh 7)
    choosing: "{seat}（{who}）已思考 {time}", a_person: "真人", secs: "{n} 秒", mins: "{n} 分鐘",
    choosing_here: "{seat}（{who}）已連線・已思考 {time}",   // the seat chips' word
    choosing_left: "{seat}（{who}）{ago}前離開・已等 {time}",
    choosing_absent: "{seat}（{who}）尚未入座・已等待 {time}", so_far: "・目前：{text}",
    choosing_course: "{seat}（{who}）正在單人教學中・已等 {time}", in_course: "教學中",
    nudge: "提醒 {seat}", nudged: "已提醒 {seat} ✓",
    more_title: "提醒 {seat}，或讓電腦代打", more_idle: "提醒思考太久的人（一分鐘後可用）",
    nudge_title: "只對 {seat} 發出提示音並閃爍分頁，每分鐘最多一次（不會傳送文字）",
    nudged_title: "⏰ 輪到你了 — {name}",
    watch_replay: "▶ 觀看回放", watch_replay_title: "從頭一步一步重看這一局，照你的座位當時所見（在新分頁開啟）",
    the_player: "玩家",   // the Letter table's one seat ("player": "You are player" read as a typo)
    team_role: "{team} 組・{role}",
    partner: "隊友{seat}",   // as the story names a CHAOS teammate
    bot_heuristic: "電腦", bot_random: "隨機電腦",
    connecting: "連線中…", reconnecting_n: "重新連線中（第 {n} 次）…",
    coming_back: "正在連線牌桌…",
    lost_wait: "⟳ 連線中斷，{s} 秒後重新連線", closed_4000: "此座位已在另一個視窗開啟",
    closed_4001: "此連結的鑰匙在這裡打不開任何座位", closed_4004: "此伺服器上沒有這張牌桌",
    closed_4010: "此牌桌已關閉：太久沒有人行動", closed_1008: "訊息太多",
    closed_1009: "訊息太大", not_connected: "尚未連線：請稍候",
    your_react_seat: "輪到你決定：反制嗎？（{seat}）", your_join_seat: "輪到你決定：加入合作嗎？（{seat}）",
    wait_turn: "現在是 {seat} 的回合：請等到你的回合",
    not_shared: "房間裡的牌桌不能悔棋：其他座位可能是真人",
    no_undo: "線上牌桌沒有悔棋：每一步都算數",
    your_turn_seat: "輪到你了（{seat}）", by_bot: "（{bot}）", by_automaton: "（自動玩家）",
    game_over: "遊戲結束：{what}", result_shown: "結果顯示在牌桌上", seed_of: "種子 {seed}",
    connected: "已連線", away: "離開", bot_kind: "電腦 {bot}", you_mark: "（你）", n_watching: "{n} 人觀戰",
    your_turn_title: "● 輪到你了 — {name}", table_of: "牌桌 {room}", watching: "觀戰中", share: "座位連結",
    share_title: "再次顯示座位與觀戰連結", hide_share: "隱藏連結", sound: "聲音",
    sound_title: "輪到你時發出短促提示音", chat: "聊天", chat_say: "說點什麼…", send: "送出", chat_sending: "傳送中…",
    chat_title: "最多 200 字；此牌桌的每個人都看得到", you: "你", spectator: "觀戰者",
    chat_who: "此牌桌的每個人都看得到聊天",
    chat_box: "發給全桌…",
    chat_new: "✉ 聊天有 {n} 則新訊息",
    your_turn: "輪到你了", to_act: "輪到 {seat}", you_are: "你是 {seat}",
    hand_changed: "{seat} 換了你的手牌：−{lost} ＋{gained}", hand_taken: "{seat} 拿走了你的{lost}", hand_new: "{seat} 換給你新手牌：{gained}",
    list_sep: "、",
    rematch_ask: "用相同座位開新牌桌？", rematch_who: "將邀請 {seats}。", rematch_yes: "開新桌", rematch_no: "取消",
    card_play: "出牌", card_close: "關閉", card_two_names: "一張牌的兩個名字",
  },
  "zh-CN": {
    seed_copied: "已复制种子", seed_copy_title: "复制种子：同一个种子会再发出同一局",
    play_again: "再玩一局", play_again_title: "以相同的座位和设置开新牌桌；每个座位会在这里收到新链接",
    play_again_title_chaos: "以相同的座位和设置、新的秘密发牌开新牌桌：手牌、隐藏炸弹和钥匙都重新发，仍是同一张地图（墙和起点由规则固定）；每个座位会在这里收到新链接",
    rematch_join: "▶ 前往新的一局", rematch_join_title: "这些座位的新牌桌（你自己座位的链接）",
    // the wait in fewer words: "…已连线・正在选择（本回…" was cut on a phone (review 25, room_zh 7)
    choosing: "{seat}（{who}）已思考 {time}", a_person: "真人", secs: "{n} 秒", mins: "{n} 分钟",
    choosing_here: "{seat}（{who}）已连接・已思考 {time}",   // the seat chips' word
    choosing_left: "{seat}（{who}）{ago}前离开・已等 {time}",
    choosing_absent: "{seat}（{who}）尚未入座・已等待 {time}", so_far: "・目前：{text}",
    choosing_course: "{seat}（{who}）正在单人教程中・已等 {time}", in_course: "教程中",
    nudge: "提醒 {seat}", nudged: "已提醒 {seat} ✓",
    more_title: "提醒 {seat}，或让电脑代打", more_idle: "提醒思考太久的人（一分钟后可用）",
    nudge_title: "只对 {seat} 发出提示音并闪烁标签页，每分钟最多一次（不会发送文字）",
    nudged_title: "⏰ 轮到你了 — {name}",
    watch_replay: "▶ 观看回放", watch_replay_title: "从头一步一步重看这一局，照你的座位当时所见（在新标签页打开）",
    the_player: "玩家",   // the Letter table's one seat ("player": "You are player" read as a typo)
    team_role: "{team} 组・{role}",
    partner: "队友{seat}",   // as the story names a CHAOS teammate
    bot_heuristic: "电脑", bot_random: "随机电脑",
    connecting: "连接中…", reconnecting_n: "重新连接中（第 {n} 次）…",
    coming_back: "正在连接牌桌…",
    lost_wait: "⟳ 连接中断，{s} 秒后重新连接", closed_4000: "此座位已在另一个窗口打开",
    closed_4001: "此链接的钥匙在这里打不开任何座位", closed_4004: "此服务器上没有这张牌桌",
    closed_4010: "此牌桌已关闭：太久没有人行动", closed_1008: "消息太多",
    closed_1009: "消息太大", not_connected: "尚未连接：请稍候",
    your_react_seat: "轮到你决定：反制吗？（{seat}）", your_join_seat: "轮到你决定：加入合作吗？（{seat}）",
    wait_turn: "现在是 {seat} 的回合：请等到你的回合",
    not_shared: "房间里的牌桌不能悔棋：其他座位可能是真人",
    no_undo: "线上牌桌没有悔棋：每一步都算数",
    your_turn_seat: "轮到你了（{seat}）", by_bot: "（{bot}）", by_automaton: "（自动玩家）",
    game_over: "游戏结束：{what}", result_shown: "结果显示在牌桌上", seed_of: "种子 {seed}",
    connected: "已连接", away: "离开", bot_kind: "电脑 {bot}", you_mark: "（你）", n_watching: "{n} 人观战",
    your_turn_title: "● 轮到你了 — {name}", table_of: "牌桌 {room}", watching: "观战中", share: "座位链接",
    share_title: "再次显示座位与观战链接", hide_share: "隐藏链接", sound: "声音",
    sound_title: "轮到你时发出短促提示音", chat: "聊天", chat_say: "说点什么…", send: "发送", chat_sending: "发送中…",
    chat_title: "最多 200 字；此牌桌的每个人都看得到", you: "你", spectator: "观战者",
    chat_who: "此牌桌的每个人都看得到聊天",
    chat_box: "发给全桌…",
    chat_new: "✉ 聊天有 {n} 条新消息",
    your_turn: "轮到你了", to_act: "轮到 {seat}", you_are: "你是 {seat}",
    hand_changed: "{seat} 换了你的手牌：−{lost} ＋{gained}", hand_taken: "{seat} 拿走了你的{lost}", hand_new: "{seat} 换给你新手牌：{gained}",
    list_sep: "、",
    rematch_ask: "用相同座位开新牌桌？", rematch_who: "将邀请 {seats}。", rematch_yes: "开新桌", rematch_no: "取消",
    card_play: "出牌", card_close: "关闭", card_two_names: "一张牌的两个名字",
  },
};

// The reader's Chinese script (the lobby's, the browser's): a Letter table speaks "zh", Traditional only, and its room's
// own words (bar, chat, game-over line) turned Traditional in a 简体中文 lobby (review 39, room_zh 2).
let readerZh;

/** Keep the reader's Chinese script from a page language ("zh-CN", "zh-TW"); another language forgets it. */
export function readAsChinese(lang) {
  readerZh = lang === "zh-CN" || lang === "zh-TW" ? lang : undefined;
  readPageIn(readerZh);   // the widget's own words too: its bar, menus and story panel (review 41, room_zh 1)
}

/** Return the room's own words' language for the table's `lang` at `game`: the reader's script at a "zh" table. */
export function roomLang(lang, game) {
  return lang === "zh" && readerZh ? readerZh : pageLang(lang, game);
}

/** Return the room word `key` for the table's `lang` (or a page language: "zh-CN", "zh-TW") at a table of `game`, its {name} placeholders filled. */
export function roomSay(lang, game, key, vars = {}) {
  // a page language ("zh-CN": the browser's or the create form's, before the table says its game) is taken as it is
  const words = ROOM_WORDS[ROOM_WORDS[lang] ? lang : roomLang(lang, game)] ?? ROOM_WORDS.en;
  // a game's own words, where a room word says something of that game ("play_again_title_chaos")
  let text = words[`${key}_${game}`] ?? words[key] ?? ROOM_WORDS.en[key] ?? key;
  for (const [k, v] of Object.entries(vars)) text = text.replace(`{${k}}`, v);
  return text;
}

/** Return a bot seat's kind in the table's language: "bot", "bot (random moves)" (the server's bots: heuristic,
 * random); another bot keeps its name ("bot mcts"). */
export function botKind(bot, lang = "en", game = "") {
  const own = ROOM_WORDS.en[`bot_${bot}`];
  return own ? roomSay(lang, game, `bot_${bot}`) : roomSay(lang, game, "bot_kind", { bot: String(bot ?? "") });
}

/** Return the table's name: its own, else its game and number ("CHAOS table 2"), else "Table <id>" (round 6c). */
export function roomName(msg, room, lang = "en", game = "") {
  if (msg?.name) return msg.name;
  if (msg?.number > 0 && game) return tableName({ game, number: msg.number }, roomLang(lang, game), room);
  return roomSay(lang, game, "table_of", { room });
}

/** Return the tab title: "● Your turn — <name>" while `seat` is to act in a game not over, else the table's name. */
/** Return whether state message `msg` asks `seat` to move: its turn, the game on, and a move offered (the server
 * plays a CHAOS seat's lone decline and offers none: no "your turn", sound or title for it; round D). */
export function askedOf(msg, seat) {
  return Boolean(seat) && msg?.to_act === seat && !msg?.result && (!Array.isArray(msg?.legal) || msg.legal.length > 0);
}

export function tabTitle(msg, seat, room, lang = "en", game = "") {
  const name = roomName(msg, room, lang, game);
  const mine = askedOf(msg, seat);
  return mine ? roomSay(lang, game, "your_turn_title", { name }) : name;
}

/** Return a seat as the table names it: a Mythos "p0" is "Player 1" (the catalog's player_n, as its table says),
 * Letter's one seat "player" is "Player"; other seats keep their names. */
export function seatName(seat, game, catalog, lang = "en") {
  if (game === "letter" && seat === "player") return roomSay(lang, game, "the_player");
  const n = /^p(\d+)$/.exec(String(seat ?? ""));
  if (game !== "mythos" || !n || !catalog?.ui?.en?.player_n) return String(seat ?? "");
  return word(catalog, lang, "player_n", { n: Number(n[1]) + 1 });
}

/** Return a CHAOS seat's team and current role ("team A · patient": the role swaps in play), from the state `msg`'s
 * pieces and the catalog's word; "" for a spectator and at the other games. */
export function teamRole(seat, msg, { lang = "en", game = "", catalog = null } = {}) {
  const piece = seat && game === "chaos" ? (msg?.view?.pieces ?? []).find((p) => p?.seat === seat) : null;
  if (!piece?.role) return "";
  return roomSay(lang, game, "team_role", { team: piece.team ?? String(seat)[0], role: word(catalog, lang, piece.role) });
}
