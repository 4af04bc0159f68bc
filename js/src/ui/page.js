// The widget's DOM: its style sheet (once per page), the root with the control bar and the "?" help (ui/help.js) in
// one row, the canvas and beside it the story of the game (ui/story.js; below it on a narrow page, folded to its
// newest lines) with the toasts of big moments over it (ui/toast.js), and the screen-reader regions; the story and
// the status text follow the synced traits, and its words the page language (ui/words.js).
import { NARROW, guideFor } from "../mythos/guide.js";
import { buildHelp, updateHelp } from "./help.js";
import { holdHeight } from "./page_hold.js";
import { buildStory, orderNow, ownTurnAt, sinceBox, storyPanel, storyWord } from "./story.js";
import { buildToasts, newToasts, phoneWindow, placeToasts, showToasts, stackToasts } from "./toast.js";
import { modelWords, say } from "./words.js";

// The story panel beside the table: its width, and the narrowest page that still has room for it beside the table
// (narrower, it goes below the table).
export const SIDE_WIDTH = 300;
export const SIDE_GAP = 8;
export const WIDE_PAGE = 760;

// (overflow-anchor: none: the browser's scroll anchoring never moves the page for the table's own changes; align-content:
// start: a held height (page_hold.js) is blank at the foot, never stretched rows; review 29, chaos_ja 3, room_zh 4)
export const PAGE_STYLE = `
.cw-root { font: 13px system-ui, sans-serif; color: #e8e0cc; background: #101a15; border-radius: 8px;
  padding: 6px; max-width: 1508px; display: grid; grid-template-columns: minmax(0, 1fr); position: relative;
  overflow-anchor: none; align-content: start; }
.cw-root[data-wide="1"] { grid-template-columns: minmax(0, 1fr) ${SIDE_WIDTH}px; column-gap: ${SIDE_GAP}px; }
.cw-root > .cw-top, .cw-root > .cw-curtain { grid-column: 1 / -1; }
.cw-top { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: center; margin-bottom: 6px; position: relative; }
/* the "?" at the row's right end: the course's chip coming and going in the bar moved it ~110 px (review 35, chaos_en 4) */
.cw-root[data-wide="1"] .cw-top > .cw-help { margin-left: auto; align-self: flex-start; }
.cw-bar { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; position: relative; }
.cw-bar button, .cw-bar select, .cw-bar input { font: inherit; background: #2a3a33; color: #e8e0cc;
  border: 1px solid #55665d; border-radius: 4px; padding: 2px 8px; }
.cw-bar button:disabled { opacity: 0.4; }
.cw-bar button:focus-visible, .cw-bar select:focus-visible, .cw-bar input:focus-visible,
.cw-help summary:focus-visible { outline: 2px solid #f5c542; outline-offset: 1px; }
.cw-bar input[type=number] { width: 12em; }
.cw-bar input::placeholder { color: #9fb3a7; }
.cw-more { display: none; }
.cw-bar .cw-more { font-weight: bold; min-width: 2.4em; }
.cw-more-box { display: contents; }
.cw-seed-note { display: none; }
.cw-root[data-wide="1"][data-course="1"] .cw-seed,
.cw-root[data-wide="1"][data-course="1"] .cw-bar button[data-cmd=play_seed] { display: none; }
/* ...at the row's end, after Learn to play and the course's tag: in their old place, coming back after the course,
   they moved ▶▶ and Learn to play ~250 px (review 38, chaos_en 10, letter_en 3); now nothing moves but themselves */
.cw-root[data-wide="1"] .cw-bar .cw-seed, .cw-root[data-wide="1"] .cw-bar button[data-cmd=play_seed] { order: 1; }
/* after the course a wide bar gives the tag's kept room back to the seed's controls (review 37, letter_en: both at
   once wrapped "? Rules and help" to a second row after the course) */
.cw-root[data-wide="1"][data-course="0"] .cw-coach-again { display: none; }
/* a phone keeps it after the course, a ✓ for its ↺ (coach.js stepTag): gone, its row went and the table jumped
   ~20 px (review 41, letter_zh 6, room_zh 6, chaos_ja 4, mythos_ja 11; review 40's chaos_ja 11 had hidden it) */
.cw-root[data-wide="0"] .cw-top { position: relative; gap: 4px 6px; }
.cw-root[data-wide="0"] .cw-top > .cw-bar { display: contents; }
.cw-root[data-wide="0"] .cw-bar select { max-width: 6.5em; }
/* the language menu stands in a phone's first row (review 38, chaos_ja 7): as wide as its language's name */
.cw-root[data-wide="0"] .cw-bar select[data-cmd=lang] { max-width: none; field-sizing: content; }
/* the menu says "You" / "Bot plays (watch)" itself: its "Player" label hidden keeps the phone's bar at two rows
   with Redo beside Undo (review 19's keep undo, tests/test_page_bar_round3.py) */
.cw-root[data-wide="0"] .cw-watch-name { display: none; }
/* a desk's bar has no room for the Difficulty's note ("Standard: the bot wins about 1 game in 4"): it wrapped the bar
   and pushed the table 3 px past 800 (tests/test_browser_play.py); the menu's tip says it there, the phone's ⋯ shows it */
.cw-root[data-wide="1"] .cw-difficulty-note { display: none; }
/* ⋯'s "Story of the game ↓" is a phone's (toolbar.js): a desk's story stands beside the table */
.cw-root[data-wide="1"] .cw-bar [data-cmd=story_jump] { display: none; }
/* Letter's level menu stands beside New game on a desk, under ⋯ on a phone (toolbar.js placeDifficulty; newcomer
   review 22, Letter en finding 6); a page resized since the bar's last update shows it in neither wrong place */
.cw-root[data-wide="0"] .cw-bar > label:has(> select[data-cmd=difficulty]),
.cw-root[data-wide="1"] .cw-more-box > label:has(> select[data-cmd=difficulty]) { display: none; }
/* ... in the bar's one row at 1280 px, where it once wrapped the bar and took Letter's table past 800 px
   (tests/test_browser_play.py): there the menu says its level alone ("New game [Easy ▾]", the table's tag "Level: Easy"
   just under it; its name in its aria-label and tip), the Seed box is as wide as a seed, and the controls pad less */
.cw-root[data-wide="1"] .cw-bar > label:has(> select[data-cmd=difficulty]) > span:first-child { display: none; }
/* (every game's desk bar pads so since review 34, mythos_en 13: in 日本語, with the course's tag, "? ルールと遊び方" wrapped) */
.cw-root[data-wide="1"] .cw-bar :is(button, select, input) { padding-left: 6px; padding-right: 6px; }
/* there the Seed box keeps its name and its width, 7.5em of the bar's font (the bar's one row in Voilà has no room to spare: 16 digits wide,
   the bar wrapped and the table left the 800 px window) and shows a whole 16-digit seed in smaller digits without spin
   buttons (a seed cut to 10 digits dealt another game when copied: newcomer review 33, letter_en 6) */
/* (every game's desk bar since review 34, mythos_en 13: 12em left "? ルールと遊び方" no room in 日本語, and it wrapped) */
.cw-root[data-wide="1"] .cw-bar input[type=number] {
  font-size: 0.7em; width: calc(7.5em / 0.7); appearance: textfield; padding-left: 2px; padding-right: 2px; }
.cw-root[data-wide="1"] .cw-bar input[type=number]::-webkit-inner-spin-button { appearance: none; margin: 0; }
/* the seat menu as wide as its seat's name ("プレイヤー 1" read "プレイヤ" at 6.5em: review 9, finding 5) */
.cw-root[data-wide="0"] .cw-bar select[data-cmd=seat] { max-width: none; field-sizing: content; }
/* the who-plays menu says what it chooses on a phone, "You play" (review 26, letter_zh 7): as wide as its choice */
.cw-root[data-wide="0"] .cw-bar select[data-cmd=watch] { max-width: 10em; field-sizing: content; padding-right: 2px; }
/* a desk's is as wide as its widest choice: as wide as its choice, "Bot plays (watch)" moved every button after it
   (review 39, letter_en 9, 087); its words are short enough for Letter's ja bar to keep one row (review 38, letter_en 16) */
.cw-root[data-wide="0"] .cw-bar button, .cw-root[data-wide="0"] .cw-bar select { padding: 2px 6px; }
.cw-root[data-wide="0"] .cw-bar .cw-more { display: inline-block; }
.cw-root[data-wide="0"] .cw-more-box { display: none; }
/* the open panel lies over the page under the bar, a menu a press elsewhere folds (toolbar.js moreFold): a row in the
   flow pushed the board ~200 px down on a phone (review 26, letter_zh 3); the result panel steps aside (clearOfMore) */
.cw-root[data-wide="0"] .cw-more-box[data-open="1"] { display: flex; flex-wrap: wrap; gap: 6px; align-items: center;
  position: absolute; top: 100%; left: 0; right: 0; z-index: 33; box-sizing: border-box; margin-top: 4px;
  padding: 8px; background: #1a2620; border: 1px solid #f5c542; border-radius: 6px;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.6); }
.cw-root[data-wide="0"] .cw-more-box[data-open="1"] .cw-seed-note { display: block; flex-basis: 100%; margin: 0;
  font-size: 12px; color: #d6e4db; line-height: 1.35; }
/* the level's note on its own line under the menu, the panel's width: beside it, it wrapped in a narrow column,
   「つ」 alone on its last line (review 40, chaos_ja 11, 132) */
.cw-root[data-wide="0"] .cw-more-box label:has(> .cw-difficulty-note) { flex-wrap: wrap; flex-basis: 100%; }
.cw-root[data-wide="0"] .cw-more-box .cw-difficulty-note { flex-basis: 100%; font-size: 12px; line-height: 1.35; }
.cw-confirm { position: absolute; top: 100%; left: 0; z-index: 31; margin-top: 4px; display: flex; flex-wrap: wrap;
  gap: 6px; align-items: center; padding: 8px 10px; background: #1a2620; border: 1px solid #f5c542;
  border-radius: 6px; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.5); font-weight: bold; color: #f3e6c4; }
.cw-confirm[hidden] { display: none; }
/* a phone's confirmation is a sheet over the page under the bar, as the ⋯ panel: a row in the flow pushed the whole
   table ~75 px down as it came (review 27, letter_zh 7, chaos_ja 7); its shadow marks it as lying over the table */
.cw-root[data-wide="0"] .cw-confirm { right: 0; z-index: 34; box-sizing: border-box; box-shadow: 0 6px 18px rgba(0, 0, 0, 0.7); }
.cw-bar .cw-confirm button[data-cmd=lose_yes] { background: #7a2a22; border-color: #c0554a; }
/* a lesson done: a ✓ badge over its entry's corner, taking no room in the bar's row (review 40, chaos_en 6) */
.cw-bar :is(.cw-learn, .cw-learn-two) { position: relative; }
.cw-bar :is(.cw-learn, .cw-learn-two)[data-done="1"]::after { content: "✓"; position: absolute; top: -6px; right: -5px;
  width: 14px; height: 14px; border-radius: 50%; background: #3f9a5a; color: #fff; font-size: 10px; line-height: 14px;
  text-align: center; font-weight: bold; pointer-events: none; }
.cw-bar label { display: inline-flex; gap: 4px; align-items: center; }
.cw-bar label[hidden] { display: none; }
.cw-canvas { display: block; width: 100%; outline: none; border-radius: 6px; }
.cw-canvas:focus-visible { box-shadow: 0 0 0 2px #f5c542; }
/* a page scrollbar coming and going changes no width: the table's fit and the story's width read the width, and a
   table just past the window's foot toggled the bar and its own layout by itself (review 8, Mythos 1280) */
html:has(.cw-root), body:has(.cw-root) { scrollbar-gutter: stable; }
.cw-log { position: relative; min-height: 11em; font: 13px system-ui, sans-serif; background: #0b120e;
  border-radius: 6px; }
.cw-root[data-wide="0"] .cw-log { margin-top: 6px; min-height: 0; }
.cw-root[data-wide="0"] .cw-story { position: static; }
/* a phone's story is no scroll of its own: a finger or a wheel over it scrolled the log, and the reader got stuck there
   (review 26, mythos_ja 6, room_zh 4, chaos_ja 10); folded it shows its newest lines (story.js keeps them in view),
   open ("Show the whole story") the whole story in the page, and the page scrolls */
.cw-root[data-wide="0"] .cw-lines { max-height: 7.5em; overflow-y: hidden; }
.cw-root[data-wide="0"] .cw-story[data-open="1"] .cw-lines { max-height: none; }
/* ... and the "since your last turn" box, its lines marked ▌ in the story, stays out of the open story's way */
.cw-root[data-wide="0"] .cw-story[data-open="1"] .cw-digest { display: none; }
/* on the reader's turn a phone's folded story shows the lines "since your last turn" (one of 21 showed: review 10) */
.cw-root[data-wide="0"] .cw-story[data-since="1"]:not([data-open="1"]) .cw-lines { max-height: 40vh; }
/* a phone's folded story shows its newest lines; the older ones are counted over them: a tap opens the whole story
   (review 27, chaos_ja 2: opened at its first "since" line, 27 lines cut the newest off) */
.cw-earlier { display: none; }
.cw-root[data-wide="0"] .cw-story:not([data-open="1"]) .cw-earlier:not([hidden]) { display: block; align-self: flex-start;
  margin: 0 0 2px; padding: 0 6px; font: inherit; font-size: 12px; color: #c9d8cf; background: #2a3a33;
  border: 1px solid #55665d; border-radius: 4px; cursor: pointer; }
.cw-story { position: absolute; inset: 0; display: flex; flex-direction: column; padding: 4px 0 4px 6px; }
.cw-story-head { display: flex; justify-content: space-between; align-items: center; gap: 6px; padding-right: 6px;
  font-weight: bold; color: #f5c542; }
.cw-story-fold { font: inherit; font-weight: normal; font-size: 12px; background: #2a3a33; color: #e8e0cc;
  border: 1px solid #55665d; border-radius: 4px; padding: 0 6px; cursor: pointer; }
.cw-root[data-wide="1"] .cw-story-fold { display: none; }
.cw-lines-wrap { position: relative; flex: 1 1 auto; min-height: 0; display: flex; flex-direction: column; }
.cw-lines { flex: 1 1 auto; overflow-y: auto; padding-right: 6px; line-height: 1.35; min-height: 5.5em; }
.cw-lines[data-scrolled="1"] { -webkit-mask-image: linear-gradient(to bottom, transparent, #000 1.1em);
  mask-image: linear-gradient(to bottom, transparent, #000 1.1em); }
/* under the "Since your last turn" box the lines start whole, unfaded (ui/story.js wholeLines): a faded half line at
   its edge read as the box lying over them (issue 23 round F, finding 3) */
.cw-digest:not([hidden]) + .cw-lines-wrap > .cw-lines { -webkit-mask-image: none; mask-image: none; }
/* the newest lines shown from a whole line (ui/story.js wholeLines): no fade over a round's heading at the top */
.cw-lines[data-whole="1"] { -webkit-mask-image: none; mask-image: none; }
.cw-round { margin: 0 0 4px; }
.cw-round-head { margin: 6px 0 2px; font-size: 12px; color: #f5c542; border-bottom: 1px solid #33443b; }
.cw-line { margin: 1px 0 1px 10px; }
.cw-line.cw-turn { margin-left: 0; font-weight: bold; color: #cfe3d6; margin-top: 4px; }
.cw-line.cw-you { color: #f3e6c4; }
.cw-line.cw-big { border-left: 3px solid #f5c542; padding-left: 5px; margin-left: 4px; }
.cw-note { font-size: 12px; color: #c9d8cf; margin-top: 1px; }
.cw-times { color: #9fb3a7; }
.cw-card { font: inherit; color: #8fd3ff; background: none; border: 0; padding: 0; text-decoration: underline dotted;
  cursor: pointer; }
.cw-card:focus-visible { outline: 2px solid #f5c542; }
.cw-digest { margin: 4px 6px 4px 0; padding: 4px 6px; border: 1px solid #f5c542; border-radius: 4px;
  background: #1a2620; }
.cw-digest[hidden] { display: none; }
/* CHAOS's "since your turn" box (sinceBoxUpdate): under a phone's table, above its story (above the table it moved the
   board as it came: review 21); a desk's digest beside the table's top tells it (ui/story.js digestRows) */
.cw-since-box { margin: 6px 0; padding: 6px 8px; border: 1px solid #f5c542; border-left: 5px solid #f5c542;
  border-radius: 6px; background: #1a2620; line-height: 1.35; }
.cw-since-box[hidden], .cw-root[data-wide="1"] .cw-since-box { display: none; }
.cw-since-head { display: flex; justify-content: space-between; align-items: center; gap: 6px; font-weight: bold;
  color: #f5c542; }
.cw-since-close { font: inherit; font-size: 16px; line-height: 1; min-width: 32px; min-height: 28px; color: #e8e0cc;
  background: #2a3a33; border: 1px solid #55665d; border-radius: 4px; cursor: pointer; }
.cw-since-line { margin: 2px 0; color: #f3e6c4; font-size: 12px; }
.cw-since-line:first-of-type { font-weight: bold; font-size: 13px; }
.cw-since-more, .cw-digest-more, .cw-digest-order { font-size: 12px; color: #c9d8cf; margin-top: 2px; }
.cw-digest-order, .cw-since-order { font-weight: bold; color: #8fd3ff; }
.cw-story-note { margin: 2px 6px 4px 0; font-size: 12px; color: #c9d8cf; font-style: italic; }
.cw-root[data-lang^=zh] .cw-story-note, .cw-root[data-lang^=ja] .cw-story-note { font-style: normal; }  /* no CJK slant */
.cw-story-note[hidden] { display: none; }
.cw-digest-head { font-weight: bold; color: #f5c542; }
.cw-digest .cw-line { margin-left: 0; }
.cw-digest { flex: 0 0 auto; max-height: 40%; overflow-y: auto; }   /* its lines whole up to 40%, never squeezed */
.cw-digest-line { overflow-wrap: anywhere; }   /* whole lines: a clamp's "…" hid their ends (issue 23 round 6d, finding 4) */
.cw-newer { flex: 0 0 auto; align-self: flex-end; margin: 2px 14px 2px 0; font: inherit; font-size: 12px; background: #f5c542;
  color: #101a15; border: 0; border-radius: 10px; padding: 1px 8px; cursor: pointer; }
.cw-newer[hidden] { display: none; }
.cw-toasts { position: static; order: -1; flex: 0 0 auto; margin: 0 6px 4px 0; z-index: 20; pointer-events: none;
  display: flex; flex-direction: column; gap: 6px; max-height: 50%; overflow: hidden; }
.cw-toasts:empty { margin: 0; }
.cw-root[data-wide="0"] .cw-toasts[data-spot="top"] { position: fixed; top: 8px; left: 8px; right: 8px; }
.cw-root[data-wide="0"] .cw-toasts[data-spot="bottom"] { position: fixed; bottom: 8px; left: 8px; right: 8px; }
.cw-root[data-wide="0"] .cw-toasts[data-spot="band"] { position: fixed; left: 8px; right: 8px; }
.cw-toast { flex: 0 0 auto; pointer-events: none; background: #1a2620; border: 1px solid #f5c542;
  border-left: 5px solid #f5c542; border-radius: 6px; padding: 6px 8px; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.5);
  animation: cw-toast-in 0.25s ease-out; }
.cw-toast-text { font-weight: bold; color: #f3e6c4; }
.cw-toast-note { font-size: 12px; color: #d6e4db; margin-top: 2px; }
.cw-toast[hidden] { display: none; }
/* a phone's toast without its note and its text's first sentence alone where only that fits clear of the lines being
   read (toast.js compactSpot; review 28), wrapped: cut with "…" it said 「カードは配ら…」 (review 41, chaos_ja 1, 099) */
.cw-toasts[data-compact="1"] .cw-toast-note, .cw-toasts[data-compact="1"] .cw-toast-rest { display: none; }
.cw-toast-more { align-self: flex-end; pointer-events: auto; font: inherit; font-size: 12px; background: #1a2620;
  color: #f5c542; border: 1px solid #f5c542; border-radius: 10px; padding: 1px 8px; cursor: pointer; }
/* opaque from its first frame: a fading-in toast let the board show through its text (review 11, finding 3, 057) */
@keyframes cw-toast-in { from { transform: translateY(-6px); } to { transform: none; } }
@media (prefers-reduced-motion: reduce) { .cw-toast { animation: none; } }
.cw-log .rule { color: #f5c542; }
.cw-help { margin: 0; font-size: 12px; }
.cw-help summary { cursor: pointer; display: inline-block; padding: 0 8px; border: 1px solid #55665d;
  border-radius: 10px; background: #2a3a33; }
.cw-help[open] > div { position: absolute; top: 100%; right: 0; z-index: 32; box-sizing: border-box;
  width: min(40em, 100%); max-height: min(70vh, 600px); overflow-y: auto; overscroll-behavior: contain;
  margin-top: 4px; padding: 6px 50px 6px 10px;
  background: #0b120e; border: 1px solid #55665d; border-radius: 6px; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.6); }
/* a phone: the open help is a sheet over the window's foot; the "?" keeps its place in the bar and the table its own
   (its own row moved the "?" to a new line and the table down: review 7, page finding 1; over the table's top it hid
   the discard pile: round 6d, finding 3). ui/help.js pins it to the window in a page that scrolls a box (Voila). */
.cw-root[data-wide="0"] .cw-help[open] > div { position: fixed; top: auto; left: 6px; right: 6px; bottom: 0; width: auto;
  max-height: 55vh; margin: 0; border-radius: 10px 10px 0 0; border-color: #f5c542; z-index: 40; }
/* the sheet's ×, at its top right while its text scrolls (review 9, finding 4: a phone's sheet had no close) */
/* in the sheet's right padding: its text never runs under the × as it scrolls (review 10, finding 3) */
/* its foot: a Close where the text ends (newcomer review 15, page finding 5, CHAOS desk 147) */
.cw-help .cw-help-close-foot { display: block; margin: 10px 0 4px; font: inherit; font-weight: bold; color: #1a1408;
  background: #f5c542; border: 0; border-radius: 5px; padding: 4px 12px; cursor: pointer; }
.cw-help .cw-help-close { position: sticky; top: 0; float: right; z-index: 1; min-width: 36px; min-height: 36px;
  margin-right: -44px;
  font: inherit; font-size: 20px; line-height: 1; color: #1a1408; background: #f5c542; border: 0; border-radius: 18px;
  cursor: pointer; }
/* a heading whole on its own line: a host page's style sheet (Voila's) floats a dt left at a fixed width, and
   "ダイスの範囲" broke into two bold headings (review 10, finding 3, r10cp KEY_rules_broken_heading) */
.cw-help dt { font-weight: bold; color: #f5c542; float: none; width: auto; clear: none; text-align: left;
  margin: 0; padding: 0; }
.cw-help dd { margin: 0 0 4px 12px; float: none; width: auto; clear: none; padding: 0; }
.cw-sr { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
/* a phone's app title on one short line: its big heading wrapped 「精神病院から / の脱出」 and took ~110 px of 844, the
   prompt ~180 px down (newcomer review 28, chaos_ja 9, mythos_ja 10); the whole title stays the window's */
@media (max-width: ${WIDE_PAGE - 1}px) {
  body h1[data-cw-title] { font-size: 17px; line-height: 22px; margin: 2px 0; padding: 0; white-space: nowrap;
    overflow: hidden; text-overflow: ellipsis; }
  body .jp-MarkdownCell:has(h1[data-cw-title]), body .jp-MarkdownCell:has(h1[data-cw-title]) .jp-Cell-inputWrapper,
  body .jp-MarkdownCell:has(h1[data-cw-title]) .jp-InputArea-editor { padding-top: 0; padding-bottom: 0; margin: 0;
    min-height: 0; }
}
`;

/** Return the page's style sheet (its text: the tests read it). */
export function pageStyle() {
  return PAGE_STYLE;
}

function ensureStyle() {
  if (document.getElementById("cthulhu-widgets-style")) return;
  const style = document.createElement("style");
  style.id = "cthulhu-widgets-style";
  style.textContent = PAGE_STYLE;
  document.head.appendChild(style);
}

/** Return a new element of `tag` with a class name. */
function element(tag, className) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  return node;
}

/**
 * Build the widget's DOM (not yet in the page) and return its parts: root, bar (the toolbar), help, canvas, log, and the
 * screen-reader regions: live (what happened, polite), alert (errors, assertive), focusSay (the focused move), status.
 */
export function buildPage() {
  ensureStyle();
  const root = element("div", "cw-root");
  const bar = element("div", "cw-bar");
  const canvas = element("canvas", "cw-canvas");
  canvas.tabIndex = 0;
  canvas.setAttribute("role", "application");
  canvas.setAttribute("aria-label", say(null, "canvas_aria"));
  const log = element("div", "cw-log");   // the story (ui/story.js) and the toasts over it (ui/toast.js)
  log.setAttribute("role", "log");
  log.setAttribute("aria-label", say(null, "log_aria"));
  const story = buildStory();
  const toasts = buildToasts();
  story.wrap.append(toasts);   // above the lines, in their flow (a phone may float it: ui/toast.js placeToasts)
  log.append(story.box);
  const sr = (role, live) => {
    const node = element("div", "cw-sr");
    if (role) node.setAttribute("role", role);
    node.setAttribute("aria-live", live);
    return node;
  };
  const help = buildHelp();
  const top = element("div", "cw-top");  // the bar and the "?" share a row: the table starts higher
  top.append(bar, help);
  const since = buildSinceBox();
  const parts = { root, top, bar, help, canvas, log, story, toasts, since, live: sr(null, "polite"),
                  alert: sr("alert", "assertive"), focusSay: sr(null, "polite"), status: sr("status", "polite") };
  // the since box under the table, not above it: coming with the reader's turn it pushed a phone's board ~130 px down
  // and the next tap missed (newcomer review 21, room_zh finding 4, 001 → 010; chaos_ja finding 3)
  root.append(top, canvas, since.box, log, parts.live, parts.alert, parts.focusSay, parts.status);
  parts.unhold = holdHeight(root);   // the page never grows shorter under the reader (review 29, chaos_ja 3)
  return parts;
}

// the phone's box holds the three biggest (five wrapped to 12 rows and pushed the hand off a 390×844 screen)
export const SINCE_PHONE_LINES = 3;

/** Build the "since your turn" box (hidden): {box, head, title, close, body}; its × hides it for the turn. */
function buildSinceBox() {
  const box = element("div", "cw-since-box");
  box.hidden = true;
  box.setAttribute("role", "status");
  const head = element("div", "cw-since-head");
  const title = element("span", "cw-since-title");
  const close = element("button", "cw-since-close");
  close.type = "button";
  close.textContent = "×";
  const body = element("div", "cw-since-body");
  head.append(title, close);
  box.append(head, body);
  const since = { box, head, title, close, body, closed: null };
  close.addEventListener("click", () => {   // closed for this turn of the reader's (its heading's index)
    since.closed = since.turn;
    box.hidden = true;
  });
  return since;
}

/**
 * Show CHAOS's "since your turn" box under a phone's table (above its story) while the move is the reader's (its turn
 * or a decision):
 * what changed for it since its last turn, its own losses first, at most three lines and "+ N more in the story", the
 * order in words after a reversal (ui/story.js sinceBox, orderNow). It stays through the reader's whole turn (its
 * room taken once, when the turn comes, not at each step) until the turn passes or its × closes it. Newcomer review
 * 19 (CHAOS ja phone finding 2, room zh-CN B1 finding 1): a swap, a brainwashed hand, the key and a bomb were told only
 * in the story three screens under the board. Return the box's lines ([] hidden).
 */
export function sinceBoxUpdate(since, model, entries, turn, lang) {
  const view = model.get("view") ?? {};
  const chaos = (model.get("game") || view.game) === "chaos";
  const curtain = typeof model.get("curtain") === "string" && model.get("curtain") !== "";
  const coached = Object.keys(model.get("coach") ?? {}).length > 0;   // Learn to play's own cards say what happened
  const said = chaos && turn && !curtain && !coached ? sinceBox(entries, SINCE_PHONE_LINES) : null;
  since.turn = ownTurnAt(entries);
  if (!said || since.closed === since.turn) {
    since.box.hidden = true;
    if (!said) since.drawn = null;
    return [];
  }
  const order = orderNow(view, model.get("seat"), lang);
  const key = [since.turn, lang, order, ...said.lines.map((l) => l.text)].join("\n");
  since.box.hidden = false;
  if (since.drawn === key) return said.lines;
  since.drawn = key;
  since.title.textContent = storyWord(lang, "since");
  since.close.title = storyWord(lang, "close");
  since.close.setAttribute("aria-label", storyWord(lang, "close"));
  const row = (cls, text) => Object.assign(element("div", cls), { textContent: text });
  since.body.replaceChildren(...said.lines.map((l) => row("cw-since-line", String(l.text ?? ""))),
    ...(order ? [row("cw-since-order", order)] : []),
    ...(said.more > 0 ? [row("cw-since-more", storyWord(lang, "more_story").replace("{n}", said.more))] : []));
  return said.lines;
}

/**
 * Put the page's words in the page language (also in the root's data-lang): the canvas's and the log's labels,
 * and the "?" help (rebuilt only when its game or language changed). Return the words.
 */
export function speakPage(model, page) {
  const words = modelWords(model);
  page.root.dataset.lang = words.lang;
  page.canvas.setAttribute("aria-label", say(words, "canvas_aria"));
  page.log.setAttribute("aria-label", say(words, "log_aria"));
  // a touch screen's help says tap and names no keys (issue 23 round 6d, finding 3)
  const touch = Boolean(globalThis.matchMedia?.("(pointer: coarse)")?.matches);
  const game = model.get("game") || model.get("view")?.game;
  const { help, narrow } = helpWords(model, page, game, words);
  // the "?" says a short word (its whole name in its aria-label): a phone's since review 38 (chaos_ja 9, mythos_ja 7),
  // a desk's too since review 40 (chaos_en 1, 059: "? ルールと遊び方" wrapped the 1280 bar in 日本語, the table cut)
  updateHelp(page.help, game, help, { shared: Boolean(model.get("shared_table")), touch, variant: narrow ? "narrow" : "",
                                      short: true });
  return words;
}

/**
 * Return the words the help is filled with: on a narrow Mythos table its guide tells of the phone's order
 * (mythos/guide.js guideFor: the desktop's "your panel is last, above the prompt" misled a phone, round D).
 */
function helpWords(model, page, game, words) {
  const width = page.root.clientWidth ? tableWidth(page) : 800;
  if (game !== "mythos" || !words.helpTexts || !(width < NARROW)) return { help: words, narrow: false };
  const lang = words.lang === "en" ? "en" : model.get("lang");
  const guide = guideFor(words.helpTexts.guide, model.get("catalog_data"), lang, width);
  return { help: { ...words, helpTexts: { ...words.helpTexts, guide } }, narrow: true };
}

/**
 * Return the width the table is laid out in: the root's, less the story panel beside it when the page is wide enough
 * (the root's data-wide says which, for the style sheet).
 */
export function tableWidth(page) {
  const width = page.root.clientWidth;
  if (!width) return 800;
  const wide = width >= WIDE_PAGE;
  if (page.root.dataset.wide !== (wide ? "1" : "0")) {
    page.root.dataset.wide = wide ? "1" : "0";
    page.story.keep?.();   // the story moved beside or below the table: its newest line stays in view
  }
  return (wide ? width - SIDE_WIDTH - SIDE_GAP : width) - 12;
}

/**
 * Return `update()`, which puts the page's words in the page language (`speakPage`), draws the story (the lines
 * the page holds: the seat's whole log; `onZoom(key)` opens a card's zoom), shows a toast for each big moment a step
 * added, announces every entry the step added (a new step re-announces its last three) and puts the error in the
 * alert region. On the seat's turn the story shows what the others did since its last turn.
 */
export function logUpdater(model, page, { onZoom } = {}) {
  let announced = { step: null, count: 0 };
  let pending = null;   // the live text's write, 30 ms on (a newer update's replaces it)
  const drawStory = storyPanel(page.story);
  // a card named in the story opens its text on the table, brought into view (on a phone the table is above)
  const openCard = (key) => {
    onZoom?.(key);
    setTimeout(() => showZoom(page.canvas), 50);
  };
  let seen = null;   // the lines the page had drawn (toasts are for lines after them, when the table moves on)
  return () => {
    const words = speakPage(model, page);
    const entries = model.get("log_lines") ?? [];
    const view = model.get("view") ?? {};
    const seat = model.get("seat");
    const turn = Boolean(seat) && view.to_act === seat && !view.result && (model.get("legal") ?? []).length > 0;
    const boxed = (model.get("game") || view.game) === "chaos";   // CHAOS tells "since your turn" as a box
    const digest = drawStory(entries, { lang: words.lang, digest: turn, onZoom: openCard, deal: model.get("deal"), boxed,
                                        order: boxed && turn ? orderNow(view, seat, words.lang) : "" });
    const inBox = sinceBoxUpdate(page.since, model, entries, turn, words.lang);
    replayNote(page.story, model.get("replay"), words);
    markReplay(page.story, model.get("replay"), entries);
    const stepNow = model.get("step");
    // a new deal: the game before's toasts are no news ("You lost…" stayed over Learn to play's story: round 6d)
    if (seen && newGame(seen, model)) page.toasts.replaceChildren();
    showToasts(page.toasts, newToasts(entries, seen?.count, seen !== null && stepNow > seen.step,
                                      toldAlready(digest, entries, page.story.follow, phoneWindow(), view.result),
                                      phoneWindow(), inBox));
    // the table moved on (Redo, a move): "Undone…" is stale news (review 33, chaos_en 8, letter_en 8, mythos_en 5)
    if (seen && stepNow > seen.step) dropUndoNotes(page.toasts);
    const undone = undoneWords(seen, stepNow, entries, model);
    if (undone) {
      page.toasts.replaceChildren();   // the moments undone are no news now
      // its note names the move taken back where the game says it (Mythos undo_said; review 36, finding 3)
      showToasts(page.toasts, [{ text: say(words, undone), note: seen.undoSaid ?? "" }]);
      page.toasts.lastChild.dataset.undone = "1";
    }
    const seedDealt = dealtFromSeed(seen, model);
    if (seedDealt != null) showToasts(page.toasts, [{ text: say(words, "new_deal_seed", { seed: seedDealt }), note: "" }]);
    // one toast at a time, in the flow and over a phone's screen alike (three stacked hid a phone's bar: round 6c),
    // the most important, the others behind its "+n more" (review 11, finding 7)
    page.toasts.restack = () => fitToasts(page.toasts, words);
    if (page.toasts.childNodes.length) {
      fitToasts(page.toasts, words);   // first: the place is found for the one toast shown (toast.js toastHeight)
      placeToasts(page.toasts, page);
    }
    // a new game deals anew (its `deal` changes; a fair undo keeps it): Play again and Learn to play said "Undone"
    seen = { step: stepNow, count: entries.length, lines: entries, deal: model.get("deal"), dealt: model.get("dealt"),
             over: Boolean(view.result), undoSaid: model.get("undo_said")?.undone };
    const fresh = liveLines(announced, entries, { step: stepNow, deal: model.get("deal"), lang: words.lang });
    announced = { step: stepNow, count: entries.length, deal: model.get("deal"), lang: words.lang,
                  last: entries.at(-1)?.text };
    if (fresh.length) {
      page.live.textContent = "";
      clearTimeout(pending);
      pending = setTimeout(() => { page.live.textContent = fresh.map((e) => [e.text, e.note].filter(Boolean).join(" ")).join(" "); }, 30);
    }
    page.alert.textContent = model.get("error") || "";
  };
}

/**
 * Return the story lines the live region reads now: those after the ones it read (`announced`), or the newest three
 * when the story is not theirs continued: another step's lines, a new deal, another language, lines rewritten.
 * At page open a zh table read the English first deal, and a Mythos table kept it three games on (newcomer review
 * 16, finding 1): the lines came again in the table's language or a new game's, at a step and a count already read.
 */
function liveLines(announced, entries, now) {
  const same = announced.step === now.step && announced.deal === now.deal && announced.lang === now.lang
    && entries.length >= announced.count && (announced.count === 0 || entries[announced.count - 1]?.text === announced.last);
  return same ? entries.slice(announced.count) : entries.slice(-3);
}

/**
 * Say above the story, while "Watch the replay" shows a past step, that the story is the whole game's (it does not
 * follow the replay's step: newcomer review 10, finding 1); hidden otherwise.
 */
export function replayNote(story, replay, words) {
  if (!story.replayNote) {
    story.replayNote = element("div", "cw-story-note");
    story.box.insertBefore(story.replayNote, story.digest);
  }
  const on = Number.isInteger(replay?.step);
  story.replayNote.hidden = !on;
  const text = on ? say(words, "story_replay") : "";
  if (story.replayNote.textContent !== text) story.replayNote.textContent = text;
}

/**
 * Mark in the story the lines of the step "Watch the replay" shows (`replay.lines`: where they lie in the story; the
 * newest checked against the replay's, a line or two off at most) and bring the first into the panel's view; the marks
 * go when the replay ends, and the panel follows the newest line again (newcomer review 16, finding 3: the story did not
 * follow the replay's step). Return the indices marked.
 */
export function markReplay(story, replay, entries) {
  const [from, to] = Array.isArray(replay?.lines) && Number.isInteger(replay?.step) ? replay.lines : [0, 0];
  const newest = replay?.log?.at(-1);
  const shift = [0, 1, -1, 2, -2].find((d) => newest === undefined || String(entries[to - 1 + d]?.text ?? "") === newest) ?? 0;
  const marked = [];
  for (let i = Math.max(0, from + shift); i < to + shift && i < entries.length; i += 1) marked.push(i);
  const els = story.els ?? [];
  (story.replayMarked ?? []).forEach((i) => els[i] && replayLook(els[i], false));
  marked.forEach((i) => els[i] && replayLook(els[i], true));
  const was = story.replayMarked ?? [];
  story.replayMarked = marked;
  if (marked.length && marked[0] !== was[0]) {
    story.follow = false;   // the story waits at the replay's step
    const first = els[marked[0]];
    if (first?.getBoundingClientRect && story.lines?.getBoundingClientRect) {
      story.lines.style.maxHeight = "";   // a whole-line height is for the box's end only (story.js wholeLines)
      story.lines.scrollTop += first.getBoundingClientRect().top - story.lines.getBoundingClientRect().top - 8;
    }
  } else if (!marked.length && was.length) {   // the replay ended: the newest line again
    story.follow = true;
    story.keep?.();
  }
  return marked;
}

/** Mark (or clear) a story line as one of the replay's step: a bar and a tint, as "since your last turn" has. */
function replayLook(el, on) {
  el.className = el.className.replace(/ ?cw-replayed\b/g, "") + (on ? " cw-replayed" : "");
  if (el.style) Object.assign(el.style, on ? { boxShadow: "inset 3px 0 #f5c542", background: "rgba(245, 197, 66, 0.14)" }
    : { boxShadow: "", background: "" });
}

/**
 * Return the lines a toast would tell again: the digest's, and on a desk whose story shows its newest lines the newest
 * line, at the panel's foot ("Round 1: your turn." was a toast over the story and its last line: review 10, finding 5)
 * — but not once the game is over (`ended`): its end and what decided it are announced still (LS-END-2; the rule had
 * swallowed a Letter game's end, the newest line at the story's foot).
 */
export function toldAlready(digest, entries, follow, phone, ended = false) {
  return !phone && !ended && follow && entries.length ? [...(digest ?? []), entries.at(-1)] : digest ?? [];
}

/**
 * Return the words the page says after an undo within this deal: "undone_fair" (the unseen cards dealt afresh) or
 * "undone_keep" (a take-back at a one-person table: the deal kept; newcomer review 18 took the re-deal for a free
 * reroll); null when nothing was undone, or inside "Learn to play", whose coach says it.
 */
export function undoneWords(seen, step, lines, model) {
  if (saysDealtAfresh(seen, step, lines, model)) return "undone_fair";
  const kept = model.get("undo_policy") === "keep" && wentBack(seen, step, lines);
  if (!kept || newGame(seen, model) || model.get("coach")?.again != null) return null;
  // a table that steps back from its end (Letter) deals what the seat had not seen afresh there: the end showed the
  // deal's seed (widgets/letter.py undo; review 33, letter_en 8: the note said "the cards stay as dealt")
  return seen.over && model.get("undo_at_end") ? "undone_fair" : "undone_keep";
}

/** Take the undo notes out of the toasts `box` (its other toasts stay). */
function dropUndoNotes(box) {
  const kept = [...box.childNodes].filter((toast) => !toast?.dataset?.undone);
  if (kept.length < box.childNodes.length) box.replaceChildren(...kept);
}

/** Return whether the page says the unseen cards were dealt afresh: a fair undo within this deal (fairUndone). */
export function saysDealtAfresh(seen, step, lines, model) {
  // inside "Learn to play" an undo keeps the course's deal (its mark carries `again`): no "dealt afresh" toast
  // contradicting the coach's "the tutorial's deal stays as it was" (newcomer review 13, CHAOS phone)
  return fairUndone(seen, step, lines, model.get("undo_policy")) && !newGame(seen, model)
    && model.get("coach")?.again == null;
}

/**
 * Return whether the table shows another game than the one `seen`: its deal or its count of games dealt changed (Play
 * this seed with the game's own seed deals the same deal and story start: the page said "Undone: … dealt afresh"
 * though nothing was undone, newcomer review 16, finding 1).
 */
export function newGame(seen, model) {
  return seen.deal !== model.get("deal") || (seen.dealt ?? 0) !== (model.get("dealt") ?? 0);
}

/**
 * Return the seed of a game just dealt from a seed the page may show (Play this seed, a notebook's restart(seed)), to
 * say "New game: deal of seed N"; null otherwise: the first table drawn, a secret seed, "Learn to play" (its coach).
 */
export function dealtFromSeed(seen, model) {
  const seed = model.get("seed");
  if (!seen || !newGame(seen, model) || seed == null || Object.keys(model.get("coach") ?? {}).length) return null;
  return seed;
}

/**
 * Return whether the table just went back by a fair undo: the step went down and the story kept its start (the same
 * line objects: the page's copy was cut, index.js mergeLog; a new game sends a new story), the policy "fair". The page then says the unseen cards were dealt
 * afresh (newcomer round 6c item 8: one thought undo let them guess again knowing the card).
 */
export function fairUndone(seen, step, lines, policy) {
  return policy === "fair" && wentBack(seen, step, lines);
}

/** Return whether the table went back within the game `seen`: the step went down and the story kept its start. */
function wentBack(seen, step, lines) {
  if (!seen || !(step < seen.step) || !Array.isArray(seen.lines)) return false;
  return lines.length > 0 && lines[0] === seen.lines[0];
}

/**
 * Scroll the page so the card text open on the table (the scene's zoom) is in view; return whether it scrolled (issue
 * 23: on a phone the story is below the table, and a card name tapped there opened its text out of sight).
 */
export function showZoom(canvas, win = globalThis.window) {
  const scene = canvas?.__cthulhu?.scene;
  const item = scene?.items?.find((i) => /zoom/.test(String(i.type ?? "")));
  if (!item || !win || !canvas.getBoundingClientRect) return false;
  const box = canvas.getBoundingClientRect();
  const k = box.width / (scene.width || box.width);
  const top = box.top + item.y * k;
  const height = item.h * k;
  if (top >= 0 && top + height <= win.innerHeight) return false;
  const by = top - Math.max(8, (win.innerHeight - height) / 2);
  const scroller = scrollerOf(canvas, win);   // a page (Voilà) may scroll a box rather than the window
  if (scroller) scroller.scrollTop += by;
  else win.scrollBy({ top: by });
  return true;
}

/**
 * Scroll the page up so the table's turn line stands at the window's top when the move `id` was pressed in a card's
 * text (its zoom or phone sheet, z >= 10, which the move closes) while that line lay above the window; return the px
 * scrolled (0: a move pressed elsewhere, or the line in sight, never moves the page). Newcomer review 22, mythos_ja 4:
 * a walk pressed in the sheet under the hand, the next choice (its Arrive chip) came in the prompt above the window.
 */
export function turnInSight(canvas, scene, id, win = globalThis.window, next = null) {
  const pressed = scene?.items?.find((i) => i.id === id);
  const line = (next ?? scene)?.items?.find((i) => i.label === "status");
  if (!pressed || !line || !((pressed.z ?? 0) >= 10) || !(win?.innerHeight > 0) || !canvas?.getBoundingClientRect) return 0;
  // `next`, the table drawn after the move: the page stays while the table offers no new kind of move (an Arrive after a
  // walk) and one of its choices is in the window already (the next ally to send, where the reader is); Mythos jumped
  // to the top after each ally sent (review 25, mythos_ja 2)
  if (next && !newKind(scene, next) && choiceInSight(canvas, next, win)) return 0;
  const box = canvas.getBoundingClientRect();
  const top = box.top + line.y * (box.width / (scene.width || box.width || 1));
  if (top >= 0) return 0;
  const by = Math.round(top) - 8;
  const scroller = scrollerOf(canvas, win);   // a page (Voilà) may scroll a box rather than the window
  if (scroller) scroller.scrollTop += by;
  else win.scrollBy({ top: by });
  return by;
}

/** Return whether `next` offers a kind of move `scene` did not ("act:arrive …" after "act:play …"). */
function newKind(scene, next) {
  const kinds = (sc) => new Set((sc?.items ?? []).map((i) => /^acts?:(\S+?)(?:[ =]|$)/.exec(String(i.id ?? ""))?.[1])
    .filter(Boolean));
  const before = kinds(scene);
  return [...kinds(next)].some((k) => !before.has(k));
}

/** Return whether a move of `scene` (a chip, or a card that glows with moves; none in a card's text) lies wholly in
 * the window. */
export function choiceInSight(canvas, scene, win = globalThis.window) {
  const box = canvas.getBoundingClientRect();
  const k = box.width / (scene.width || box.width || 1);
  const choice = (i) => (i.z ?? 0) < 10 && /^acts?:/.test(String(i.id ?? ""))
    || (String(i.id ?? "").startsWith("select:") && i.highlight && !(i.z >= 10));
  return (scene.items ?? []).some((i) => choice(i) && box.top + i.y * k >= 0 && box.top + (i.y + i.h) * k <= win.innerHeight);
}

/**
 * Close the table's open card text (`close()`, while `open()`) on a tap outside the widget's `root` (the page's title,
 * the notebook around it): a tap on the table closed it, one beside it did not (newcomer review 22, mythos_ja 5,
 * 087_close_out). A click, not a press: a finger dragging the page to scroll closes nothing. Return the undo.
 */
export function closeOutside(root, open, close, doc = globalThis.document) {
  const listen = (event) => {
    if (open() && root?.contains && !root.contains(event.target)) close();
  };
  doc?.addEventListener?.("click", listen, true);
  return () => doc?.removeEventListener?.("click", listen, true);
}

/** Return the nearest ancestor of `el` that scrolls its content up and down, or null (the window scrolls). */
function scrollerOf(el, win) {
  for (let box = el.parentElement; box && box !== win.document?.scrollingElement; box = box.parentElement) {
    if (box.scrollHeight > box.clientHeight + 1 && /auto|scroll/.test(win.getComputedStyle?.(box).overflowY ?? "")) {
      return box;
    }
  }
  return null;
}

/**
 * Only one toast shows, whole (issue 23: a toast cut in half at the box's edge looked laid over the story's lines;
 * round 6c: three toasts and their notes took half the panel): the most important, ties the newest, the others
 * behind a "+n more" in the page language that opens them (newcomer review 11, finding 7; ui/toast.js stackToasts).
 */
export function fitToasts(box, words = null) {
  stackToasts(box, (n) => say(words, "toasts_more", { n }));
}

/**
 * Return how many things glow for `legal` moves: one per table object a move points at (two plays of one card glow
 * one card), one per chip (a chip, a prompt's choice or a move without a target is its own). Issue 23 review 6,
 * finding 3: "Your move: 3 possible" beside 2 glowing cards.
 */
export function glowing(legal) {
  const seen = new Set();
  legal.forEach((move, i) => {
    // the model's moves come packed (frames/build.py `packed`: [id, text, target, …]); a test's as objects
    const target = Array.isArray(move) ? move[2] : move?.target;
    const own = !target || typeof target !== "object" || target.chip || target.zone === "prompt";
    seen.add(own ? `move ${i}` : JSON.stringify(target));
  });
  return seen.size;
}

/**
 * Return the status sentence for screen readers, in the page language: the banner (game over: the kernel's
 * words), your move (how many), or who acts.
 */
export function statusText(model) {
  const words = modelWords(model);
  const view = model.get("view") ?? {};
  const seat = model.get("seat");
  const moves = glowing(model.get("legal") ?? []);
  const banner = model.get("banner") ?? {};
  // the title and its text joined in the page's language: a zh screen reader read "克蘇魯獲勝. 你失敗" (newcomer
  // review 15, page finding 5); a title ending in its own stop keeps it
  if (banner.title && /[.!?。！？]$/.test(banner.title)) return `${banner.title} ${banner.text ?? ""}`.trim();
  if (banner.title) return banner.text ? say(words, "title_text", { title: banner.title, text: banner.text }) : banner.title;
  if (view.result) return say(words, "game_over");
  if (view.to_act === seat) return say(words, "your_move", { n: moves });
  if (!view.to_act) return "";
  const name = seatName(model, words, view.to_act);
  const text = say(words, "to_act", { seat: name });
  // a name in Chinese or Japanese sits in its sentence without spaces ("輪到對手。"); English opens with a capital
  return name === view.to_act ? text : words.lang === "en" ? text[0].toUpperCase() + text.slice(1)
    : text.replace(/ (?=[\u3040-\u9fff])|(?<=[\u3040-\u9fff]) /g, "");
}

/**
 * Return a seat's name for a player, in the page's language: the catalog's (Mythos: "Player 2"), the page's word for
 * Letter's opponent, else the seat as the table names it (CHAOS: "A2"). Letter's status read "輪到 opponent。", a raw
 * id (newcomer review 16, finding 1).
 */
function seatName(model, words, seat) {
  const names = model.get("catalog_data")?.seat_names;
  const named = names?.[words.lang === "en" ? "en" : model.get("lang")]?.[seat] ?? names?.en?.[seat];
  if (named) return named;
  return words[`seat_${seat}`] ?? seat;
}
