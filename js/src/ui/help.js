// "How to read this table": a "?" (an HTML details element above the canvas) that opens a short guide for the game
// on the table, and for CHAOS the legend of the board (pieces, dice area, spawn flags, the key), in the page
// language (ui/words.js). The guides use the table's words for what they point at (手がかり, 鬼魂, 正気度…).
import { PAGE_WORDS, say } from "./words.js";

const LEGEND_CHAOS = {
  en: [
    ["Pieces", "Team A: blue circles; team B: orange squares. A solid piece is a patient, a hollow dashed one a " +
      "ghost."],
    ["Dice area", "The outlined block in the middle of the board: the rows and columns two dice can name. A seat " +
      "that becomes a ghost is rolled back in there."],
    ["Spawn flags", "Each seat's flag marks where its piece starts and where a patient hurt by a bomb goes back to."],
    ["The key", "While the gate is closed the key is put on a new random free cell every round, so it moves. The " +
      "first piece to step on it opens the gate for the rest of the game; a patient who then reaches the open gate " +
      "wins for its team."],
    ["Time of day", "The symbol by the time of day marks Midnight (patients step where the compass says) or Dawn " +
      "(ghosts move along their row or column only); click it for the full text."],
  ],
  ja: [
    ["駒", "チーム A：青い丸、チーム B：橙色の四角。塗りつぶした駒は患者、中空の破線の駒は幽霊。"],
    ["ダイスの範囲", "盤の中央の枠で囲まれた区画：2 つのダイスで指定できる行と列。幽霊になった席は、そこに振り直して戻される。"],
    ["出発の旗", "各席の旗は、その駒が出発する場所と、爆弾で傷ついた患者が戻る場所を示す。"],
    ["鍵", "門が閉じている間、鍵は毎ラウンド空いているマスにランダムに置き直されるので、動く。最初に鍵に乗った駒が" +
      "ゲームの終わりまで門を開ける。その後、開いた門に着いた患者がそのチームを勝たせる。"],
    ["時刻", "時刻の横の記号は真夜中（患者は羅針盤の示す方向へ進む）か夜明け（幽霊は自分の行か列に沿ってのみ動く）を" +
      "示す。クリックすると全文が読める。"],
  ],
  "zh-CN": [
    ["棋子", "A 组：蓝色圆形；B 组：橙色方形。实心棋子是病人，空心虚线的是鬼魂。"],
    ["骰子区", "棋盘中间有外框的区块：两颗骰子能指定的行与列。变成鬼魂的座位会掷骰回到其中。"],
    ["出生旗", "每个座位的旗子标出其棋子的起点，以及被炸弹炸伤的病人要回到的地方。"],
    ["钥匙", "大门关闭期间，钥匙每回合会被放到一个新的随机空格上，所以会移动。第一个踩到它的棋子为本局余下时间" +
      "打开大门；之后到达已开大门的病人为其所在组赢得胜利。"],
    ["时间", "时间旁的符号标示午夜（病人朝罗盘所指方向走）或黎明（鬼魂只能沿其所在行或列移动）；点击可阅读全文。"],
  ],
};

// Each game's guide in the page languages it can be shown in (words.js pageLang: Letter's Chinese is Traditional,
// CHAOS's Simplified, Mythos has none).
const GUIDES = {
  letter: {
    en: [
      "Top row: the opponent's clue stack (your goal: take every clue), Cthulhu at its bottom, and its discard.",
      "Middle: what the game asks now, with a chip per choice; hover a chip to read the whole move.",
      "Bottom row: your hand (glowing cards can be played), the deck and your discard. Eye glyphs and dashed " +
        "borders mark Insane cards, stars and solid borders Sane ones; the insanity count is above your discard.",
      "Click any card that does nothing, or hover it, or focus it and press I, to read its text.",
    ],
    ja: [
      "上段：相手の手がかりの山（目標：手がかりをすべて取る）、その一番下のクトゥルフ、相手の捨て札。",
      "中段：いまゲームが求めていることと、選択肢ごとのチップ。チップにマウスを重ねると手の全文が読める。",
      "下段：あなたの手札（光っている札はプレイできる）、山札、自分の捨て札。目の記号と破線の枠は狂気の札、" +
        "星と実線の枠は正気の札。狂気の数は自分の捨て札の上に出る。",
      "何も起きない札をクリックするか、マウスを重ねるか、フォーカスして I を押すと、その札のテキストが読める。",
    ],
    "zh-TW": [
      "上排：對手的線索牌堆（你的目標：取得所有線索）、壓在最底的克蘇魯，以及對手棄牌堆。",
      "中間：遊戲現在要求的事，每個選擇一個按鈕；滑鼠停在按鈕上可讀完整的行動。",
      "下排：你的手牌（發光的牌可以打出）、牌堆與我方棄牌堆。眼睛符號與虛線邊框標示瘋狂牌，星形與實線邊框標示" +
        "理智牌；瘋狂計數顯示在我方棄牌堆上方。",
      "點擊沒有作用的牌、將滑鼠停在牌上，或選取它後按 I，即可閱讀牌的文字。",
    ],
  },
  chaos: {
    en: [
      "The board: highlighted cells are where your piece can go; the gate is closed until someone takes the key.",
      "Beside or below it: the time of day, the turn order with hand sizes, the decks, a combo in progress, then " +
        "the prompt, its chips and your hand.",
      "A card marked as the other role's is only good as a time card for you.",
      "Click a card that does nothing, hover it, or focus it and press I, to read its text (and the time or combo).",
    ],
    ja: [
      "盤面：強調されたマスはあなたの駒が行ける場所。誰かが鍵を取るまで門は閉じている。",
      "その横か下：時刻、手札の枚数つきの手番の順番、山札、進行中のコンボ、そして指示とそのチップ、あなたの手札。",
      "もう一方の役割の印があるカードは、あなたには時間カードとしてしか使えない。",
      "何も起きないカードをクリックするか、マウスを重ねるか、フォーカスして I を押すと、そのテキスト（と時間やコンボ）" +
        "が読める。",
    ],
    "zh-CN": [
      "棋盘：高亮的格子是你的棋子能去的地方；在有人拿到钥匙之前，大门关闭。",
      "旁边或下方：时间、行动顺序与各人手牌数、牌堆、进行中的合作，然后是提示、其按钮和你的手牌。",
      "标记为另一角色的牌，对你来说只能当作时间牌使用。",
      "点击没有作用的牌、将鼠标停在牌上，或选中它后按 I，即可阅读牌的文字（以及时间或合作）。",
    ],
  },
  mythos: {
    en: [
      "Each player's panel: Sanity and score, where the investigator stands, then the cards in play by zone.",
      "Your panel is last, above the prompt, its chips and your hand.",
      "Click a face-up card to zoom it: its printed data, its text and a chip for every move that uses it; Esc or " +
        "a click outside closes the zoom.",
      "During a fight the combat band between the panels shows both sides of it.",
    ],
    ja: [
      "各プレイヤーの欄：正気度と得点、探索者の現在地、そして領域ごとの場のカード。",
      "あなたの欄は最後、指示とそのチップ、あなたの手札の上にある。",
      "表向きのカードをクリックすると拡大表示：印刷されたデータ、テキスト、そのカードを使う手ごとのチップ。Esc か" +
        "外側のクリックで閉じる。",
      "戦闘中は、欄の間のバトルの帯に両陣営が表示される。",
    ],
  },
};

/** Return the help element (closed): a "?" summary and a body the game fills in (`updateHelp`). */
export function buildHelp() {
  const details = document.createElement("details");
  details.className = "cw-help";
  const summary = document.createElement("summary");
  summary.textContent = PAGE_WORDS.en.help;
  const body = document.createElement("div");
  details.append(summary, body);
  details.dataset.game = "";
  details.dataset.lang = "en";
  return details;
}

/** Return the legend's parts (a heading and a definition list) for CHAOS in the page language of `words`. */
function legendParts(words) {
  const legend = document.createElement("dl");
  for (const [term, text] of helpTexts("chaos", words.lang).legendItems) {
    const dt = document.createElement("dt");
    dt.textContent = term;
    const dd = document.createElement("dd");
    dd.textContent = text;
    legend.append(dt, dd);
  }
  const head = document.createElement("strong");
  head.textContent = say(words, "legend");
  return [head, legend];
}

/**
 * Fill the help with the guide of `game` (and the CHAOS legend) in the page language of `words` (ui/words.js
 * pageWords), once per game and language. A missing game or `words` keeps the one shown (the hot-seat curtain
 * sends no view; a caller that knows only the game keeps the language).
 */
export function updateHelp(details, game, words) {
  if (!details) return;
  const shownGame = game || details.dataset.game;
  const lang = words?.lang ?? details.dataset.lang ?? "en";
  if (details.dataset.game === shownGame && details.dataset.lang === lang) return;
  const shownWords = words ?? { ...PAGE_WORDS[lang], lang };
  details.dataset.game = shownGame;
  details.dataset.lang = lang;
  details.firstChild.textContent = say(shownWords, "help");
  const list = document.createElement("ul");
  for (const text of helpTexts(shownGame, lang).guide) {
    const li = document.createElement("li");
    li.textContent = text;
    list.append(li);
  }
  details.lastChild.replaceChildren(list, ...(shownGame === "chaos" ? legendParts(shownWords) : []));
}

/**
 * Return the help texts of a game in a page language (English where it has none), for tests: the guide's lines,
 * the legend's terms, and the legend's [term, text] pairs.
 */
export function helpTexts(game, lang = "en") {
  const guides = GUIDES[game] ?? {};
  const legend = game === "chaos" ? LEGEND_CHAOS[lang] ?? LEGEND_CHAOS.en : [];
  return { guide: guides[lang] ?? guides.en ?? [], legend: legend.map(([term]) => term), legendItems: legend };
}
