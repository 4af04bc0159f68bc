// "How this table plays" (newcomer review 23, room_zh findings 1 and 6: "a cooperation move ended my turn without
// telling me it would"; "the round limit ends in a draw, and I only learned that at the end"). In a CHAOS room's
// first round, one line above the table says the round limit and its draw, and that a combo's joint turn is one step
// that ends the turn, until Got it; this browser (its localStorage) is told once.
import { pageLang } from "../ui/words.js";

const KEY = "cthulhu-room-tip-chaos";   // set once the tip was put away: this browser has read it
export const TIP_WORDS = {
  // your own turn vs a combo's or cover's joint turn (review 24, room_zh 3: the tip said "no cards" and the reader
  // played one after its own step; CH-CARD-4, CH-COMBO-1, CH-COVER-1)
  en: { tip: "How this table plays: at most {n} rounds, then a draw if nobody has escaped · your turn: step, then "
          + "cards · a combo or cover's joint turn: cards first, then both move, and it ends.", got_it: "Got it" },
  ja: { tip: "この卓の流れ：最大 {n} ラウンド、誰も脱出しなければ引き分け・自分の手番は一歩のあとカード・コンボやチーム適用の合同手番はカードが先、2 人が動いて終わり。",
        got_it: "わかった" },
  "zh-CN": { tip: "本桌玩法：最多 {n} 轮，没人逃出就是平局 · 自己的回合：先走一步再出牌 · 合作或覆盖队伍的合作回合：先出牌，两人移动后结束。", got_it: "知道了" },
  "zh-TW": { tip: "本桌玩法：最多 {n} 輪，沒人逃出就是平局 · 自己的回合：先走一步再出牌 · 合作或覆蓋隊伍的合作回合：先出牌，兩人移動後結束。", got_it: "知道了" },
};

/** Return the tip word `key` in the table's `lang` at `game`, {n} filled with `n`. */
function tipSay(key, lang, game, n = "") {
  const words = TIP_WORDS[TIP_WORDS[lang] ? lang : pageLang(lang, game)] ?? TIP_WORDS.en;
  return words[key].replace("{n}", String(n));
}

/** Return the tip's line for a table of at most `rounds` rounds, in `lang`. */
export function tipText(rounds, lang = "en", game = "chaos") {
  return tipSay("tip", lang, game, rounds);
}

const storageOf = () => { try { return globalThis.localStorage ?? null; } catch { return null; } };
const read = (storage) => { try { return storage?.getItem(KEY) === "read"; } catch { return false; } };
const keep = (storage) => { try { storage?.setItem(KEY, "read"); } catch { /* this page only */ } };

/** Put the tip (hidden) in `host`. Returns {el, text, button, show(msg, lang, game, mine)}: the first state decides,
 * once, whether it shows (a running CHAOS game's first round with a round limit, in a browser that never had it);
 * shown, it stays until Got it or the first round is over: it stood over the table the whole game (review 25, room_en
 * 10). It closes at a state where the reader is not to act (`mine` false): the table moving up never meets the
 * reader's own click (review 11's steady table). */
export function firstTip(host, { storage = storageOf() } = {}) {
  const el = Object.assign(document.createElement("p"), { className: "cw-room-tip", hidden: true });
  el.dataset.toastFree = "1";   // a story toast never lies over it and its Got it (review 24, AP8 finding 4; ui/toast.js)
  const text = document.createElement("span");
  const button = Object.assign(document.createElement("button"), { type: "button", className: "cw-room-tip-ok" });
  el.append(text, button);
  host.appendChild(el);
  let decided = false;
  button.addEventListener("click", () => { el.hidden = true; });
  function show(msg, lang = "en", game = "", mine = false) {
    if (decided && !el.hidden && msg && !mine && (msg.result || Number(msg.round) > 1)) el.hidden = true;
    if (!decided && msg) {
      decided = true;
      const first = game === "chaos" && !msg.result && Number(msg.round) <= 1 && Number(msg.max_rounds) > 0;
      el.hidden = !first || read(storage);
      if (!el.hidden) keep(storage);   // once per browser: the next table does not say it again
    }
    if (el.hidden) return;
    text.textContent = tipText(msg.max_rounds, lang, game);
    button.textContent = tipSay("got_it", lang, game);
  }
  return { el, text, button, show };
}
