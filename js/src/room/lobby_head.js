// The lobby page's head: its title, what the page is for, and the three games in a sentence each (the create
// form's own sentences, room/lobby_words.js), in the form's language (it follows the form's language menu).
import { GAMES, gameLabel } from "./lobby.js";
import { formLang, formSay } from "./lobby_words.js";
import { ensureRoomStyle } from "./style.js";

/** Return the head's texts in `lang`: {title, intro, games: the heading of the list, list: [[label, sentence]], learn:
 * where a newcomer learns a game alone first}. */
export function headTexts(lang = "en") {
  return {
    title: formSay(lang, "page_title"), intro: formSay(lang, "page_intro"), games: formSay(lang, "page_games"),
    list: Object.keys(GAMES).map((key) => [gameLabel(key, lang), formSay(lang, `game_${key}`)]),
    learn: formSay(lang, "page_learn"),   // where the course is: a room has none (review 22, room_en finding 3)
  };
}

/** Put the head in `host` (first) in `lang`; `doc` (the document) gets its title. Returns {speak(lang), el}. */
export function lobbyHead(host, { lang = formLang(globalThis.navigator?.language), doc = null } = {}) {
  ensureRoomStyle();
  const make = (tag, className = "") => Object.assign(document.createElement(tag), { className });
  const box = make("header", "cw-lobby cw-lobby-head");
  const title = make("h1");
  const intro = make("p", "cw-lobby-intro");
  const games = make("p", "cw-lobby-games-title");
  const list = make("ul", "cw-lobby-games");
  const learn = make("p", "cw-lobby-learn");
  box.append(title, intro, games, list, learn);
  host.prepend(box);
  function speak(to) {
    const t = headTexts(to);
    title.textContent = t.title;
    intro.textContent = t.intro;
    games.textContent = t.games;
    list.replaceChildren(...t.list.map(([label, sentence]) => {
      const item = make("li");
      item.append(Object.assign(document.createElement("b"), { textContent: label }), ` — ${sentence}`);
      return item;
    }));
    learn.textContent = t.learn;
    box.lang = to;
    if (doc) doc.title = t.title;
  }
  speak(lang);
  return { speak, el: box };
}
