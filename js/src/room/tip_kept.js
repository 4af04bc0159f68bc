// The line in the 3 things' kept place (first_tip.js): after Got it the box's place stays until the reader's turn
// ends, so nothing moves under the finger, but it read as an empty band for a turn (review 36, room_en/room_zh 2).
// It says where the reader is (the seat, the partner, whose turn) with the 3 things a tap away.
import { pageLang } from "../ui/words.js";

export const KEPT_WORDS = {
  en: { you: "You are {seat} · partner {partner}", mine: "your turn", waiting: "waiting for {who}",
        again: "3 things ▸" },
  ja: { you: "あなたは {seat}・味方 {partner}", mine: "あなたの番", waiting: "{who} を待っています", again: "3 つのこと ▸" },
  "zh-CN": { you: "你是 {seat} · 队友 {partner}", mine: "你的回合", waiting: "等待 {who}", again: "3 件事 ▸" },
  "zh-TW": { you: "你是 {seat} · 隊友 {partner}", mine: "你的回合", waiting: "等待 {who}", again: "3 件事 ▸" },
};

/** Return the kept word `key` in the table's `lang` at `game`, its {seat}, {partner}, {who} filled from `vars`. */
function keptSay(key, lang, game, vars = {}) {
  const words = KEPT_WORDS[KEPT_WORDS[lang] ? lang : pageLang(lang, game)] ?? KEPT_WORDS.en;
  return words[key].replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
}

/** Return the line's text for `seat` (partner `partner`) at state `msg`: "You are B1 · partner B2 · waiting for A1"
 * (short: one line of a phone's folded box, 22 px, beside its button). */
export function keptText(msg, lang, game, seat, partner) {
  const you = keptSay("you", lang, game, { seat, partner });
  if (msg?.to_act === seat) return `${you} · ${keptSay("mine", lang, game)}`;
  return msg?.to_act ? `${you} · ${keptSay("waiting", lang, game, { who: msg.to_act })}` : you;
}

// px: the most Got it keeps. The box's whole height (~200 px on a phone) read as a tall empty box with the list still
// in it, the board pushed down all game (review 38, room_zh 3): the box closes whole, one line of it stays
export const KEPT_LINE = 24;
export const LINES_FROM = 72;   // px: a kept place this tall (the phone's opened box) also keeps the 3 things' lines

/** Put the line (hidden) in `slot`; `again()` opens the 3 things. Returns {el, say(msg, lang, game, seat, partner,
 * lines), show(height)}: shown while a place of `height` px is kept (0: hidden), exactly that tall, its words centred
 * in it, so the place neither grows nor shrinks under the finger; a tall place also lists `lines` (the 3 things, read
 * again without their box: one line in ~190 px still read as an empty band). */
export function keptLine(slot, again) {
  const make = (tag, className) => Object.assign(document.createElement(tag), { className });
  const el = Object.assign(make("div", "cw-room-tip-kept"), { hidden: true });
  const [row, text, button] = [make("div", "cw-room-tip-kept-row"), make("span", "cw-room-tip-kept-text"),
                               make("button", "cw-room-tip-again")];
  const list = Object.assign(make("ol", "cw-room-tip-kept-lines"), { hidden: true });
  button.type = "button";
  row.append(text, button);
  el.append(row, list);
  slot.appendChild(el);
  button.addEventListener("click", again);   // the reader's own tap: the box may be taller than the place
  let seen = null;
  const draw = () => {
    if (!seen) return;
    text.textContent = keptText(...seen.slice(0, 5));
    text.title = text.textContent;   // whole on a hover should a narrow window cut it
    button.textContent = keptSay("again", seen[1], seen[2]);
    list.replaceChildren(...(seen[5] ?? []).map((line) => Object.assign(document.createElement("li"),
                                                                         { textContent: line })));
  };
  return {
    el,
    say(...args) { seen = args; draw(); },
    show(height) {
      el.hidden = !(height > 0);
      list.hidden = !(height >= LINES_FROM);
      Object.assign(el.style, { display: el.hidden ? "none" : "flex", height: el.hidden ? "" : `${height}px` });
      draw();
    },
  };
}
