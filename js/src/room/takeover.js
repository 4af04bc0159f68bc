// A bot for a stalled seat (newcomer review 23, room_en finding 8: "B1 sat on one turn for more than 5 minutes … no
// offer to let a bot take over. The table was stuck"). After the room's minutes on one turn (the state's
// takeover.after: the server's clock, rooms/takeover.py) the other persons' strips offer "Let a bot play B1"; a press
// only asks, and the server counts (a majority of the other connected persons). Once a bot plays it, the seat's own
// page offers "▶ Play B1 myself again"; the chat tells everyone, as the table, in each reader's language.
import { waitedAt } from "./nudge.js";
import { roomLang } from "./words.js";

const SURE_MS = 6000;   // how long the take-over's first press waits for its second

export const TAKEOVER_WORDS = {
  en: {
    ask: "Let a bot play {seat}", sure: "Press again: a bot plays {seat}", asked: "Asked for a bot: {n} of {need} ✓",
    ask_title: "{seat} has thought for {min} min on this turn: a bot plays the seat until its person comes back "
      + "({need} of the other persons must ask)",
    back: "▶ Play {seat} myself again", back_title: "a bot played your seat while you were away: this takes it back",
    told_takeover: "A bot plays {seat} until its person comes back.", told_back: "{seat} is back: its person plays again.",
    told_invited: "{seat} is invited: their last table shows “▶ Go to the new game”.",   // review 27, room_en 6
    table: "Table",
  },
  ja: {
    ask: "{seat} をボットに任せる", sure: "もう一度押す：{seat} をボットに", asked: "ボットを頼んだ：{n}/{need} ✓",
    ask_title: "{seat} はこの番 {min} 分考えている：本人が戻るまでボットがその席を遊ぶ（ほかの人の {need} 人が頼むと決まる）",
    back: "▶ {seat} をまた自分で遊ぶ", back_title: "留守の間ボットがあなたの席を遊んでいた：これで取り戻す",
    told_takeover: "本人が戻るまでボットが {seat} を遊ぶ。", told_back: "{seat} の本人が戻り、また自分で遊ぶ。",
    told_invited: "{seat} を招待した：前の卓に「▶ 新しいゲームへ」が出ている。",
    table: "卓",
  },
  "zh-CN": {
    ask: "让电脑代打 {seat}", sure: "再按一次：电脑代打 {seat}", asked: "已请求电脑代打：{n}/{need} ✓",
    ask_title: "{seat} 这个回合已思考 {min} 分钟：电脑代打这个座位，直到本人回来（需要其他真人中 {need} 人请求）",
    back: "▶ 我自己继续玩 {seat}", back_title: "你离开时电脑代打了你的座位：按这里收回",
    told_takeover: "电脑代打 {seat}，直到本人回来。", told_back: "{seat} 本人回来了，继续自己玩。",
    told_invited: "已邀请 {seat}：上一张牌桌会显示「▶ 前往新的一局」。",
    table: "牌桌",
  },
  "zh-TW": {
    ask: "讓電腦代打 {seat}", sure: "再按一次：電腦代打 {seat}", asked: "已請求電腦代打：{n}/{need} ✓",
    ask_title: "{seat} 這個回合已思考 {min} 分鐘：電腦代打這個座位，直到本人回來（需要其他真人中 {need} 人請求）",
    back: "▶ 我自己繼續玩 {seat}", back_title: "你離開時電腦代打了你的座位：按這裡收回",
    told_takeover: "電腦代打 {seat}，直到本人回來。", told_back: "{seat} 本人回來了，繼續自己玩。",
    told_invited: "已邀請 {seat}：上一張牌桌會顯示「▶ 前往新的一局」。",
    table: "牌桌",
  },
};

/** Return the takeover word `key` in the table's `lang` at a table of `game`, its {name} placeholders filled. */
export function takeoverSay(lang, game, key, vars = {}) {
  const words = TAKEOVER_WORDS[TAKEOVER_WORDS[lang] ? lang : roomLang(lang, game)] ?? TAKEOVER_WORDS.en;
  let text = words[key] ?? TAKEOVER_WORDS.en[key] ?? key;
  for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}

/** Return whether the person at `seat` may ask that a bot play the seat state `msg` waits on at `now` (ms): another
 * person's seat (not one a bot plays), a running game, the room's minutes passed, no bot on it yet (its person may
 * have left). */
export function canAskBot(msg, seat, now = Date.now()) {
  const take = msg?.takeover;
  const waited = msg?.seats?.[msg?.to_act];
  if (!seat || !take || typeof take.after !== "number" || msg.result || msg.to_act === seat) return false;
  const bots = take.bots ?? [];   // a seat a bot plays is away: its person's page offers only to take it back
  if (!waited?.human || !msg.seats?.[seat]?.human || bots.includes(msg.to_act) || bots.includes(seat)) return false;
  return waitedAt(msg, now) >= take.after;
}

/** Return the table's own chat line (`line.seat` "@takeover", "@back" or "@invited", its text the seat) in the
 * reader's words; null for a person's line. */
export function toldLine(line, lang = "en", game = "", name = (s) => s) {
  const event = /^@(takeover|back|invited)$/.exec(String(line?.seat ?? ""));
  return event ? takeoverSay(lang, game, `told_${event[1]}`, { seat: name(line.text) }) : null;
}

/** Put the strip's "Let a bot play B1" and "▶ Play B1 myself again" buttons in `host` (hidden until wanted); `send`
 * sends a message to the room; `lang()` and `game()` give the table's; `askHost` holds the ask (the "⋯" menu).
 * Returns {ask, back, show(msg, seat, name, now)}. */
export function takeoverButtons(host, { send, lang, game, askHost = host }) {
  const make = (className) => Object.assign(document.createElement("button"), { type: "button", className, hidden: true });
  const ask = make("cw-room-nudge cw-room-takeover");   // beside the Nudge, coming and going at the tools' left end
  const back = make("cw-room-nudge cw-room-back-seat");
  askHost.appendChild(ask);   // the take-over under the strip's "⋯" (room/asks.js), its way back in the strip
  host.appendChild(back);
  let target = null;
  let sureUntil = 0;   // a first press asks for a second (review 28, room_zh 4: one stray tap took a live person's seat)
  let named = "";
  ask.addEventListener("click", () => {
    if (!target) return;
    if (Date.now() > sureUntil) {
      sureUntil = Date.now() + SURE_MS;
      ask.textContent = takeoverSay(lang(), game(), "sure", { seat: named });
      return;
    }
    sureUntil = 0;
    send({ type: "takeover", seat: target });
  });
  back.addEventListener("click", () => send({ type: "back" }));
  function show(msg, seat, name = (s) => s, now = Date.now()) {
    const take = msg?.takeover ?? {};
    const say = (key, vars) => takeoverSay(lang(), game(), key, vars);
    if (target !== (msg?.to_act ?? null)) sureUntil = 0;   // another seat waited on: ask again from the start
    target = msg?.to_act ?? null;
    ask.hidden = !canAskBot(msg, seat, now);
    if (ask.hidden) sureUntil = 0;
    const asked = (take.asked ?? []).includes(seat);
    const vars = { seat: name(target), n: (take.asked ?? []).length, need: take.needed ?? 1,
                   min: Math.round((take.after ?? 0) / 60) };
    ask.disabled = asked;
    if (asked) sureUntil = 0;
    named = vars.seat;
    ask.textContent = say(asked ? "asked" : Date.now() < sureUntil ? "sure" : "ask", vars);
    ask.title = say("ask_title", vars);
    back.hidden = !seat || !(take.bots ?? []).includes(seat) || Boolean(msg?.result);
    back.textContent = say("back", { seat: name(seat) });
    back.title = say("back_title");
  }
  return { ask, back, show };
}
