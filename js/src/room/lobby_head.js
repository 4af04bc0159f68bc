// The lobby page's head: its title, what the page is for, and the three games in a sentence each (the create
// form's own sentences, room/lobby_words.js), in the form's language (it follows the form's language menu).
import { GAMES, gameLabel, scriptNote } from "./lobby.js";
import { formLang, formSay } from "./lobby_words.js";
import { learnLink } from "./learn_link.js";
import { ensureRoomStyle } from "./style.js";

// CHAOS's second lesson, "Checkups, reactions and ghosts", beside each game's first (review 37, room_en: the lobby
// offers every course the rooms server runs); its name as the table's ★ Lesson 2 button says it (ui/ending.js)
export const LESSON_TWO = { en: "Lesson 2", ja: "レッスン 2", "zh-CN": "第二课", zh: "第二课", "zh-TW": "第二課" };

/** Return the lobby's course links' label of `game`'s `lesson` in `lang`: "★ CHAOS (2 vs 2)", "★ CHAOS · Lesson 2"
 * (the second without the game's "(2 vs 2)": the first beside it says it; a phone's row kept it whole). */
export const courseLabel = (game, lesson, lang) => (lesson === 2
  ? `★ ${gameLabel(game, lang).replace(/\s*[(（].*$/, "")} · ${LESSON_TWO[lang] ?? LESSON_TWO.en}`
  : `★ ${gameLabel(game, lang)}`);

/** Return the head's texts in `lang`: {title, intro, games: the heading of the list, list: [[label, sentence]], learn:
 * where a newcomer learns a game alone first}. */
export function headTexts(lang = "en") {
  return {
    title: formSay(lang, "page_title"), intro: formSay(lang, "page_intro"), games: formSay(lang, "page_games"),
    list: Object.keys(GAMES).map((key) => [gameLabel(key, lang), formSay(lang, `game_${key}`)]),
    learn: formSay(lang, "page_learn"),   // where the course is: a room has none (review 22, room_en finding 3)
    learn_here: formSay(lang, "page_learn_here"),   // the courses served here, as links (review 27, room_en 1)
  };
}

/** Put the head in `host` (first) in `lang`; `doc` (the document) gets its title. Returns {speak(lang), el}. */
export function lobbyHead(host, { lang = formLang(globalThis.navigator?.language), doc = null, ...served } = {}) {
  ensureRoomStyle();
  const make = (tag, className = "") => Object.assign(document.createElement(tag), { className });
  const box = make("header", "cw-lobby cw-lobby-head");
  const title = make("h1");
  const intro = make("p", "cw-lobby-intro");
  const games = make("p", "cw-lobby-games-title");
  const list = make("ul", "cw-lobby-games");
  const learn = make("p", "cw-lobby-learn");
  const courses = Object.keys(GAMES).flatMap((game) => (game === "chaos" ? [1, 2] : [1]).map((lesson) => [game,
    learnLink({ game, lesson, inside: true, under: "lobby", ...served }), lesson]));
  // served: {prefix, fetchImpl}; the course opens over the lobby, which keeps the form (review 32, room_en 1)
  const links = make("p", "cw-lobby-learn-links");   // a link a game, under the sentence (review 27, room_en 1)
  links.hidden = true;
  // each label whole on its line: a phone broke "★ / CHAOS · Lesson 2" after its star (review 37, room_en)
  for (const [, link] of courses) Object.assign(link.el.style, { display: "inline-block", whiteSpace: "nowrap" });
  // Letter's Chinese is Traditional: said beside its link too, not only under the create form (review 38, room_zh 2)
  const script = make("small", "cw-lobby-script");
  links.append(...courses.flatMap(([game, link]) => (game === "letter" ? [link.el, " ", script, " "] : [link.el])));
  box.append(title, intro, games, list, learn, links);
  let said = lang;
  Promise.all(courses.map(([, link]) => link.ready)).then(() => speak(said));   // a link each, once served
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
    const served = courses.some(([, link]) => !link.el.hidden);
    learn.textContent = served ? t.learn_here : t.learn;
    links.hidden = !served;
    for (const [game, link, lesson] of courses) link.say(to, courseLabel(game, lesson, to));
    script.textContent = scriptNote("letter", to);
    script.hidden = !script.textContent;
    said = to;
    box.lang = to;
    if (doc) doc.title = t.title;
  }
  speak(lang);
  return { speak, el: box };
}
