// The static page's line above the table, in the table's language: a zh-TW phone opened on "All games · Lovecraft
// Letter: the rules engine runs in your browser (Pyodide); nothing is sent anywhere." (English, and a developer's
// words, over a table in Traditional Chinese; seen preparing newcomer review 32).
import { pageLang } from "../ui/words.js";

const SAY = {
  en: { all: "All games", line: "{title}: plays in your browser; nothing is sent anywhere." },
  zh: { all: "所有游戏", line: "{title}：在你的浏览器里运行，不会发送任何内容。" },
  "zh-TW": { all: "所有遊戲", line: "{title}：在你的瀏覽器裡執行，不會傳送任何內容。" },
  ja: { all: "すべてのゲーム", line: "{title}：ブラウザの中で動き、何も送信されません。" },
};

const TITLES = {
  letter: { en: "Lovecraft Letter", zh: "克苏鲁情书", "zh-TW": "克蘇魯情書", ja: "ラブクラフト・レター" },
  chaos: { en: "CHAOS" },
  mythos: { en: "Mythos", ja: "ミトス" },
};

/** Return the page language for a browser language tag ("zh-Hant-TW" → "zh-TW", "ja-JP" → "ja"), English else. */
export function browserPage(tag = "") {
  const lower = String(tag).toLowerCase();
  if (/^zh-(tw|hk|mo|hant)/.test(lower)) return "zh-TW";
  const base = lower.split("-")[0];
  return base in SAY ? base : "en";
}

/** Return the intro's two parts in the page language `lang` (en, zh: Simplified, zh-TW, ja): {all: the link's words,
 * line: what follows it}. */
export function introWords(game, lang) {
  const say = SAY[lang] ?? SAY.en;
  const title = TITLES[game]?.[lang] ?? TITLES[game]?.en ?? game;
  return { all: say.all, line: say.line.replace("{title}", title) };
}

/** Write the intro line `intro` (its first link kept: the way back to all games) in the script of a table of `game`
 * in `lang` (Letter's "zh" is Traditional: review 32, letter_zh 2 read 所有游戏 · 克苏鲁情书 over it); nothing without one. */
export function sayIntro(intro, game, lang) {
  const link = intro?.querySelector?.("a");
  if (!link) return;
  const page = pageLang(lang, game) === "zh-CN" ? "zh" : pageLang(lang, game);
  const words = introWords(game, page);
  link.textContent = words.all;
  // the index speaks the table's language too (review 33, letter_zh 3: it was English)
  link.setAttribute?.("href", `index.html?lang=${page}`);
  while (link.nextSibling) link.nextSibling.remove();
  link.after(` · ${words.line}`);
}
