// "3 things to know" (newcomer review 26, room_en 1 / room_zh 7: no course, and the rules' first bullets were jargon:
// "combo", "cover", "joint turn"; the old one-line strip "a combo or cover's joint turn: cards first, then both move,
// and it ends" meant nothing on turn 1). A CHAOS room seat's first round gets three plain lines: your piece and the
// goal (with the round limit and its draw: review 23, room_zh 6), what a turn is, your partner and what a combo and a
// cover are in one line. It lies over the table's head, which never moves for it, and closes only on Got it (review
// 26, room_en 6: closing by itself after round 1 moved the board and hand up 29 px); this browser is told once.
import { pageLang } from "../ui/words.js";
import { learnLink } from "./learn_link.js";
import { KEPT_LINE, keptLine } from "./tip_kept.js";

const KEY = "cthulhu-room-tip-chaos";   // set once the tip was shown: this browser has read it
// CH-WIN-1/CH-WIN-2 (goal, round limit), CH-CARD-4 (a turn: move, then cards), CH-COMBO-1/CH-COVER-1 (instead, before
// moving: the cards, then both move; review 29, room_zh 7: "cards first" read against point 2's "move, then cards")
export const TIP_WORDS = {
  en: { head: "3 things to know", got_it: "Got it",
        goal: "You are {seat}. A piece on the key opens the gate; your team wins when its patient walks in. {n} rounds, then a draw.",
        turn: "Your turn: move one cell (or stay), then play cards or end and draw.",
        team: "Partner: {partner}. Instead, before you move: a combo (one card each) or a cover (your card acts on you both); both move, the turn ends." },
  ja: { head: "覚えておく 3 つのこと", got_it: "わかった",
        goal: "あなたは {seat}。鍵を踏むと門が開き、味方の患者が門に入れば勝ち。{n} ラウンドで引き分け。",
        turn: "自分の番：1 マス動く（またはとどまる）、次にカードを出すか、終えて引く。",
        team: "味方は {partner}。味方チームの最初の番だけ、動く前に：コンボ（1 枚ずつ出す）かチーム適用（あなたの 1 枚が 2 人に効く）。2 人が動いて番は終わり。" },
  "zh-CN": { head: "先知道这 3 件事", got_it: "知道了",
        goal: "你是 {seat}。踩到钥匙就打开大门，己方病人走进大门就赢。{n} 轮后平局。",
        turn: "你的回合：走一格（或留在原地），再出牌，或结束并抽牌。",
        team: "{partner} 是你的队友。每轮你方首个回合可在移动前改为：合作（各出一张牌）或全队生效（你的一张牌作用于两人），两人移动后回合结束。" },
  "zh-TW": { head: "先知道這 3 件事", got_it: "知道了",
        goal: "你是 {seat}。踩到鑰匙就打開大門，己方病人走進大門就贏。{n} 輪後平局。",
        turn: "你的回合：走一格（或留在原地），再出牌，或結束並抽牌。",
        team: "{partner} 是你的隊友。每輪你方首個回合可在移動前改為：合作（各出一張牌）或全隊生效（你的一張牌作用於兩人），兩人移動後回合結束。" },
};

/** Return the tip word `key` in the table's `lang` at `game`, its {n}, {seat}, {partner} filled from `vars`. */
function tipSay(key, lang, game, vars = {}) {
  const words = TIP_WORDS[TIP_WORDS[lang] ? lang : pageLang(lang, game)] ?? TIP_WORDS.en;
  return words[key].replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
}

/** Return the CHAOS teammate of `seat` ("A1" -> "A2"). */
export const partnerOf = (seat) => String(seat)[0] + (String(seat)[1] === "1" ? "2" : "1");

/** Return the tip's three lines for `seat` at a table of at most `rounds` rounds, in `lang`. */
export function tipLines(rounds, lang = "en", game = "chaos", seat = "A1") {
  const vars = { n: rounds, seat, partner: partnerOf(seat) };
  return ["goal", "turn", "team"].map((key) => tipSay(key, lang, game, vars));
}

const storageOf = () => { try { return globalThis.localStorage ?? null; } catch { return null; } };
const read = (storage) => { try { return storage?.getItem(KEY) === "read"; } catch { return false; } };
const keep = (storage) => { try { storage?.setItem(KEY, "read"); } catch { /* this page only */ } };

/** Put the tip (hidden) in a slot of no height in `host`. Returns {el, head, list, button, show(msg, lang, game,
 * seat)}: the first state decides, once, whether it shows (a seat at a running CHAOS game's first round with a round
 * limit, in a browser that never had it); shown, it stays until Got it (or the game's end). */
export function firstTip(host, { storage = storageOf(), win = globalThis.window, ...served } = {}) {
  const slot = Object.assign(document.createElement("div"), { className: "cw-room-tip-slot" });
  const el = Object.assign(document.createElement("div"), { className: "cw-room-tip", hidden: true });
  el.dataset.toastFree = "1";   // a story toast never lies over it and its Got it (review 24, AP8 finding 4; ui/toast.js)
  const head = Object.assign(document.createElement("b"), { className: "cw-room-tip-head" });
  const list = Object.assign(document.createElement("ol"), { className: "cw-room-tip-list" });
  const button = Object.assign(document.createElement("button"), { type: "button", className: "cw-room-tip-ok" });
  // the course itself, a link to a new tab when the rooms server serves it (review 27, room_en 1: "3 things" only)
  // in a sheet over the table, not a new tab (review 28, room_en 2 / room_zh 3: a phone lost the table)
  const learn = learnLink({ game: "chaos", inside: true, ...served });   // served: {prefix, fetchImpl}
  const learnLine = Object.assign(document.createElement("p"), { className: "cw-room-tip-learn" });
  learn.el.style.marginLeft = "0";
  learnLine.style.margin = "0";
  learnLine.append(learn.el);
  el.append(head, list, learnLine, button);
  slot.appendChild(el);
  host.appendChild(slot);
  // the kept place says where the reader is, the 3 things a tap away: it read as an empty band (review 36, finding 2)
  const kept = keptLine(slot, () => { kept.show(0); el.hidden = false; });
  let decided = false;
  // Got it pressed: "mine" (at the reader's turn), "waiting" (for it), "due" (that turn over); the box's place is kept
  let held = null;
  let acting = false;   // the last state's turn was the reader's
  // folded, the box gave its height back and the table moved up under the finger (review 35, room_zh 2, 049: ~190 px,
  // the next tap meant for "? Rules" opened a board tooltip): its place stays empty until the reader's turn ends
  button.addEventListener("click", () => {
    const height = Math.min(slot.getBoundingClientRect?.().height ?? 0, KEPT_LINE);   // closed whole (review 38)
    if (height > 0) slot.style.minHeight = `${Math.round(height)}px`;
    held = acting ? "mine" : "waiting";
    el.hidden = true;
    kept.show(height);
  });
  const free = () => { held = null; slot.style.minHeight = ""; kept.show(0); };
  // the page never scrolls by itself while the bots play (review 31, room_zh 3): given back with the window scrolled
  // down, the place shrank the page above it and the browser moved the window 18 px. It goes with the window at the
  // page's top, or at the reader's own scroll that leaves it wholly above the window, the window kept on what it shows
  win?.addEventListener?.("scroll", () => {
    const box = held === "due" ? slot.getBoundingClientRect?.() : null;
    if (!box || box.bottom > 0) return;
    free();
    const by = (slot.getBoundingClientRect?.().height ?? 0) - box.height;
    if (by) win.scrollBy?.({ top: by, behavior: "instant" });
  }, { passive: true });
  function release(msg, seat) {
    acting = Boolean(seat) && msg?.to_act === seat;
    if (held === "waiting" && acting) held = "mine";
    else if (held === "mine" && !acting) held = "due";
    // the row stays to the game's end: going at the reader's next turn it moved the table up 24 px (review 39,
    // room_en 4, 071→074); scrolled away above the window it goes unseen (the scroll listener above)
    if (held && msg?.result) free();
  }
  // on a phone the box is one line until its head is tapped (room/style.js): open, its lines pushed the hand a screen
  // below the board (review 31, room_zh 1); a tap is the reader's own ask, so the table may move for it
  head.addEventListener("click", () => { el.dataset.open = String(el.dataset.open !== "true"); });
  function show(msg, lang = "en", game = "", seat = null) {
    if (msg?.result) el.hidden = true;
    release(msg, seat);
    if (!decided && msg) {
      decided = true;
      const first = game === "chaos" && Boolean(seat) && !msg.result && Number(msg.round) <= 1
        && Number(msg.max_rounds) > 0;
      el.hidden = !first || read(storage);
      if (!el.hidden) keep(storage);   // once per browser: the next table does not say it again
    }
    if (seat) kept.say(msg, lang, game, seat, partnerOf(seat), tipLines(msg?.max_rounds, lang, game, seat));
    if (el.hidden) return;
    // with another person at the table, the course only while the table waits on others: offered at the reader's own
    // turn it left the table with the turn (review 29, room_en 2, 003: the other person waited ~5 min); bots wait for
    // nobody. Its place kept: the lines never rewrap
    const people = Object.entries(msg.seats ?? {}).some(([s, info]) => info?.human && s !== seat);
    learnLine.style.visibility = people && msg.to_act === seat ? "hidden" : "visible";
    head.textContent = tipSay("head", lang, game);
    list.replaceChildren(...tipLines(msg.max_rounds, lang, game, seat).map((line) =>
      Object.assign(document.createElement("li"), { textContent: line })));
    button.textContent = tipSay("got_it", lang, game);
    learn.say(lang, null, msg.max_rounds);   // the course dealt with the table's rounds (review 29, room_en 3)
  }
  return { el, slot, head, list, button, learn: learn.el, learnLine, show };
}
