// Styles of the room pages: the status strip, the create form, the seat links; the widgets' toolbar keeps
// only its language menu at a shared table (undo, restart, bot moves and seats are the kernel widget's).
export const STYLE = `
.cw-room { font: 13px system-ui, sans-serif; color: #e8e0cc; }
.cw-room .cw-bar > button, .cw-room .cw-bar > input, .cw-room .cw-bar > label { display: none !important; }
.cw-room .cw-more-box { display: contents !important; }
.cw-room .cw-more-box > button, .cw-room .cw-more-box > label, .cw-room .cw-seed-note { display: none !important; }
.cw-room-status { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 6px 8px;
  background: #0b120e; border-radius: 6px; margin-bottom: 4px; }
.cw-room-conn { font-size: 11px; opacity: 0.8; }
.cw-room-conn[data-state=waiting], .cw-room-conn[data-state=closed] { color: #ff8a8a; opacity: 1; }
.cw-room-turn { color: #f5c542; }
/* what the seat waited on did so far (review 25, room_en 3: "the gate is ope…" cut beside the Nudge): a part of its
   own, at a desk on the seats' line, whole; on a phone beside whose turn, whole one tap away (room/strip.js) */
.cw-room-news { color: #f1e6c8; font-size: 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  min-width: 0; flex: 1 1 0; }
.cw-room-news:empty { display: none; }
.cw-room-status[data-cut~=news] .cw-room-news { cursor: pointer; }
/* a cut sentence of the strip tapped: its whole text under the strip, over the table (the strip keeps its height:
   review 24, AP8 finding 3; room/strip.js wholeOnTap) */
.cw-room-status { position: relative; }
.cw-room-whole { position: absolute; left: 8px; right: 8px; top: calc(100% - 2px); z-index: 26; margin: 0;
  padding: 6px 10px; background: #1a2620; color: #f1e6c8; border: 1px solid #f5c542; border-radius: 6px;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.6); font-size: 13px; line-height: 1.4; cursor: pointer; }
.cw-room-whole[hidden] { display: none; }
.cw-room-status[data-cut~=turn] .cw-room-turn, .cw-room-status[data-cut~=name] .cw-room-name { cursor: pointer; }
/* a click on the table out of turn: "B1 is playing: wait for your turn" for a moment (review 14, seat finding 4) */
.cw-room-turn[data-wait="1"] { color: #ffb0a0; }
.cw-room-role:empty { display: none; }
.cw-room-role::before { content: "· "; }   /* "You are A1 · team A · patient" */
.cw-room-who + .cw-room-role { margin-left: -4px; }
.cw-room-seats { display: flex; flex-wrap: wrap; gap: 4px; }
/* plain labels, no pills: a tap on a pill did nothing (review 33, room_zh 5); the seat to act underlined in place */
.cw-room-seat { padding: 1px 6px; font-size: 12px; cursor: default; }
.cw-room-seat[data-connected=false] { opacity: 0.55; }
.cw-room-seat[data-to-act=true] { color: #f5c542; box-shadow: inset 0 -2px #f5c542; }
/* The game's end (round F, finding 2): who you are is the result card's (its rows name each seat's team and role), and
   the strip stays one line on a wide page, the long result sentence cut with "…" (its whole text is the title);
   the table under the result card fades, no line of it read beside the card. */
.cw-room[data-over=true] .cw-room-who, .cw-room[data-over=true] .cw-room-role { display: none; }
/* the end's outcome has the strip's room: "connected" and the turn's sound leave it (review 9, room finding 3: the
   outcome was cut; on two lines it would move the table down, which room/strip.js holdHeight only stops upward) */
.cw-room[data-over=true] .cw-room-conn[data-state=open], .cw-room[data-over=true] .cw-room-sound { display: none; }
/* From a tablet's width up the strip is two lines that keep their height for the whole game (review 11, room finding
   2: a long "B2 to act (random bot)" or the "1 watching" chip wrapped "Chat", "Sound" and "← Tables" to a second line
   and back, ~26 px, between turns; a click on Rules or Chat missed). The first line: the table's name, the connection,
   who you are and whose turn, cut with "…" where too long (their titles hold them whole), then the tools and the
   chat's tab at its right end; the second: the seats' chips (and the end's seed), never wrapping. */
@media (min-width: 641px) {
  .cw-room-status { flex-wrap: wrap; row-gap: 4px; }
  /* one height whatever its words: a Chinese turn line telling a Latin move grew it 1 px (review 24, AP8 finding 3) */
  .cw-room-line { display: flex; align-items: center; gap: 8px; flex: 1 1 0; min-width: 0; height: 22px;
    white-space: nowrap; overflow: hidden; }
  .cw-room-line > * { flex: 0 0 auto; }
  /* who you are (seat, team, role) is never cut; the table's name and the connection give way first, then whose turn,
     cut with "…", its whole text a tap away (room/strip.js wholeOnTap). The role gave way and read "CHA… c…" (review
     24, AP8 finding 1) */
  .cw-room-line > .cw-room-name, .cw-room-line > .cw-room-conn,
  .cw-room-line > .cw-room-turn { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
  .cw-room-line > .cw-room-name, .cw-room-line > .cw-room-conn { flex: 0 1000 auto; }
  .cw-room-line > .cw-room-turn { flex: 0 1 auto; }
  .cw-room-line > .cw-room-name { min-width: 4em; }
  .cw-room-status > .cw-room-tools, .cw-room-status > .cw-room-chat-host { order: 1; flex: 0 0 auto; }
  /* the tools' buttons no taller than the line: Chinese words on the Nudge grew the strip 1 px (review 24, AP8 finding 3) */
  .cw-room-status > .cw-room-tools button { line-height: 18px; }
  .cw-room-status::before { content: ""; order: 2; flex: 1 0 100%; height: 0; }   /* the second line begins */
  .cw-room-status > .cw-room-seed, .cw-room-status > .cw-room-seats, .cw-room-status > .cw-room-news { order: 3; }
  .cw-room-status > .cw-room-seats { flex: 0 1 auto; min-width: 0; min-height: 20px; align-items: center;
    flex-wrap: nowrap; overflow: hidden; }
  .cw-room-seat { flex-shrink: 0; white-space: nowrap; }
  /* "· connected" no longer matters; a bot's "· bot" still says who played what (review 41, room_en 6, 144 -> 147) */
  .cw-room[data-over=true] .cw-room-seat[data-human=true] .cw-seat-kind { display: none; }
}
/* a phone's strip: the line is no box of its own, its parts are the strip's (the three short lines below) */
@media (max-width: 640px) { .cw-room-line { display: contents; } }
.cw-room .cw-root:has(> .cw-ending[data-mode=end]:not([hidden])) > .cw-canvas { opacity: 0.15; }
.cw-lobby { font: 14px system-ui, sans-serif; color: #e8e0cc; background: #101a15; border-radius: 8px;
  padding: 12px 16px; max-width: 900px; }
.cw-lobby h2 { font-size: 18px; margin: 0 0 8px; }
.cw-lobby + .cw-lobby { margin-top: 10px; }
.cw-lobby-head { background: none; padding: 4px 16px 0; }
.cw-lobby-head h1 { font-size: 24px; margin: 0 0 6px; color: #f1e6c8; }
.cw-lobby-intro { margin: 0 0 6px; line-height: 1.4; }
.cw-lobby-games-title { margin: 0; color: #cfc3a3; }
.cw-lobby-games { margin: 2px 0 0; padding-left: 20px; line-height: 1.45; color: #cfc3a3; }
.cw-lobby-games b { color: #f1e6c8; }
.cw-lobby-learn { margin: 6px 0 0; line-height: 1.4; color: #f5c542; }   /* where the course is (review 22) */
.cw-lobby fieldset { border: 1px solid #55665d; border-radius: 6px; margin: 8px 0; }
.cw-lobby label { margin-right: 12px; }
.cw-lobby fieldset label { display: inline-block; margin: 2px 12px 2px 0; }
.cw-lobby fieldset label:has(select) { white-space: nowrap; }
.cw-lobby { box-sizing: border-box; }
.cw-lobby button, .cw-lobby select, .cw-lobby input, .cw-lobby textarea { font: inherit; background: #2a3a33; color: #e8e0cc;
  border: 1px solid #55665d; border-radius: 4px; padding: 2px 8px; }
.cw-lobby .cw-links td { padding: 2px 6px; }
/* the seat links' panel wide enough for a link read whole at 1280 (its token ends it: the seats' links differ there) */
.cw-lobby.cw-links-panel { max-width: 1120px; }
/* each link whole in a box of as many lines as it takes (one line cut the token: review 14, lobby finding 1) */
.cw-lobby .cw-links .cw-link-field { display: block; width: 54em; max-width: 60vw; margin-top: 2px;
  font: 12px ui-monospace, monospace; resize: none; overflow: hidden; word-break: break-all; overflow-wrap: anywhere;
  white-space: pre-wrap; field-sizing: content; min-height: 0; }
/* Copy keeps its width: its words lie in one cell, the widest holds the room, one shows (review 11, lobby finding 3) */
.cw-lobby .cw-copy { display: inline-grid; cursor: pointer; }
.cw-lobby .cw-copy > span { grid-area: 1 / 1; visibility: hidden; }
.cw-lobby .cw-copy > span[aria-hidden=false] { visibility: visible; }
.cw-lobby .cw-links td:first-child, .cw-lobby .cw-links button { white-space: nowrap; }
.cw-lobby .cw-link-name { color: #d8cfb4; }
.cw-lobby .cw-error { color: #ff8a8a; font-weight: 600; }
/* a label 8 px from its box ("Table name" touched its input at 4 px: round F, finding 2) */
.cw-lobby .cw-field { display: inline-flex; gap: 8px; align-items: center; margin: 4px 12px 2px 0; }
/* a menu no wider than the form: CHAOS's Length menu (its longest option ~560 px) ran off a phone's 390 px and the
   page, twice as wide, left Create table under the seats (round AF) */
.cw-lobby .cw-field { max-width: calc(100% - 12px); box-sizing: border-box; }
.cw-lobby .cw-field select { min-width: 0; max-width: 100%; text-overflow: ellipsis; }
.cw-lobby .cw-field-row { margin: 6px 0; }
/* a label on one line beside its menu: a phone's "长度" broke to 长/度 (review 39, room_zh 9, 097) */
.cw-lobby .cw-field > span:first-child { flex: none; white-space: nowrap; }
/* the chosen length whole under its menu, on a phone only (a desk's menu shows it whole) */
.cw-lobby .cw-rounds-whole { display: none; }
@media (max-width: 640px) {
  .cw-lobby .cw-rounds-whole { display: block; }
  .cw-lobby .cw-rounds-whole[hidden] { display: none; }
}
.cw-lobby .cw-field-help[hidden] { display: none; }
.cw-lobby .cw-field-help { display: block; font-size: 12px; color: #b3a98f; margin: 2px 0 6px; line-height: 1.35; }
.cw-lobby p.cw-field-help { margin: 2px 0 8px; }
.cw-lobby button[type=submit] { background: #f5c542; color: #1a1408; border: 0; font-weight: bold; padding: 4px 14px;
  cursor: pointer; }
.cw-lobby input:disabled + span, .cw-lobby label:has(input:disabled) { opacity: 0.55; }
.cw-lobby button:focus-visible, .cw-lobby select:focus-visible, .cw-lobby input:focus-visible,
.cw-lobby textarea:focus-visible, .cw-room-sound:has(input:focus-visible),
.cw-room-tools button:focus-visible, .cw-chat-form button:focus-visible { outline: 2px solid #f5c542;
  outline-offset: 1px; }
.cw-room-name { font-size: 15px; color: #f1e6c8; }
/* a Chinese reader at a table in the other script: why (room/client.js scriptLine) */
.cw-room-script { margin: 0 0 4px; padding: 0 8px; font-size: 12px; color: #cfc3a3; }
/* the end's seed whole, a click copies it (room/strip.js): cut at the end of the result it read "seed 5747330…" */
.cw-room-seed { font: inherit; font-size: 12px; background: #2a3a33; color: #e8e0cc; border: 1px solid #55665d;
  border-radius: 10px; padding: 1px 8px; cursor: pointer; white-space: nowrap; flex-shrink: 0; }
.cw-room-seed[hidden], .cw-room-nudge[hidden] { display: none; }   /* the Nudge only after a minute (review 19) */
.cw-chat-sent { color: #9fb3a8; }   /* a line of yours: ✓ back from the room, or sending… */
.cw-room-seed:hover, .cw-room-seed:focus-visible { border-color: #f5c542; }
.cw-room-tools { display: flex; gap: 8px; align-items: center; margin-left: auto; }
/* the Nudge comes and goes at the tools' left end: the tools end at the strip's right, so at their right end its going
   slid the sound box under the finger that tapped it (review 20, room_zh finding 1, 097_nudge, 102_nudge2) */
.cw-room-tools > .cw-room-nudge { order: -1; }
/* the Nudge and the take-over under one "⋯" (room/asks.js; review 28, room_en 6 / room_zh 4: they cut the table's
   name and "← Tables"): its menu hangs below the tools' right end, over the table, and moves nothing */
.cw-room-tools { position: relative; }
.cw-room-tools > .cw-room-more { order: -1; font-weight: 700; }
.cw-room-more[hidden], .cw-room-asks[hidden] { display: none; } .cw-room-more[data-over] { visibility: hidden; }
/* always there (review 29, room_en 11), out of sight while nothing is to ask: a tap on it did nothing (review 33,
   room_zh 5); its place kept, it moves nothing when it comes */
.cw-room-tools > .cw-room-more:disabled { visibility: hidden; }
.cw-room-asks { position: absolute; top: calc(100% + 6px); right: 0; z-index: 27; display: flex; flex-direction: column;
  align-items: stretch; gap: 8px; padding: 8px; background: #16221c; border: 1px solid #55665d; border-radius: 6px;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.6); }
.cw-room-tools .cw-room-asks button { white-space: nowrap; line-height: 24px; padding: 0 10px; }
/* a CHAOS seat's first round: 3 things to know (review 26, room_en 1, room_zh 7; room/first_tip.js). It stands above
   the table until Got it, the reader's own tap, which closes it whole: one line stays (review 38, room_zh 3, room_en
   10). */
.cw-room-tip { margin: 0 8px 4px; padding: 6px 10px; font-size: 13px; line-height: 1.4; color: #f1e6c8;
  background: #22302a; border: 1px solid #f5c542; border-left-width: 3px; border-radius: 6px; }
.cw-room-tip[hidden] { display: none; }
/* its box's margin inside it: the height Got it keeps is the whole room the box took (first_tip.js; review 35) */
.cw-room-tip-slot { display: flow-root; }
.cw-room-tip-head { color: #f5c542; }
/* the kept place's line after Got it (room/tip_kept.js; review 36, finding 2: an empty band): exactly the place's
   height, one line that never wraps (a wrap would grow the place under the finger) */
.cw-room-tip-kept { box-sizing: border-box; margin: 0 8px; padding: 0 10px; flex-direction: column;
  justify-content: center; gap: 4px; overflow: hidden; font-size: 12px; line-height: 16px; color: #c9bfa4;
  border-left: 3px solid #55665d; }
.cw-room-tip-kept[hidden], .cw-room-tip-kept-lines[hidden] { display: none; }
.cw-room-tip-kept-row { display: flex; align-items: center; gap: 8px; min-width: 0; }
.cw-room-tip-kept-lines { margin: 0; padding-left: 20px; color: #a9a08a; }
.cw-room-tip-kept-text { flex: 1 1 auto; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.cw-room-tip-again { flex: none; font: inherit; background: none; color: #f5c542; border: 1px solid #55665d;
  border-radius: 4px; padding: 0 8px; line-height: 14px; cursor: pointer; white-space: nowrap; }
.cw-room-tip-list { margin: 2px 0 4px; padding-left: 20px; }
/* a phone's box folded to its head and Got it, its lines a tap on the head away (first_tip.js; review 31, room_zh 1:
   open, it put the hand a screen below the board) */
@media (max-width: 640px) {
  .cw-room-tip:not([data-open=true]) { display: flex; align-items: center; gap: 8px; padding: 0 10px;
    margin-bottom: 0; line-height: 18px; border-width: 0 0 0 3px; }
  .cw-room-tip:not([data-open=true]) > :is(.cw-room-tip-list, .cw-room-tip-learn) { display: none; }
  .cw-room-tip[hidden] { display: none; }
  .cw-room-tip-head { flex: 1 1 auto; cursor: pointer; }
  .cw-room-tip:not([data-open=true]) .cw-room-tip-ok { padding: 0 12px; line-height: 16px; }
  .cw-room-tip-head::after { content: " ▸"; }
  .cw-room-tip[data-open=true] .cw-room-tip-head { display: block; }
  .cw-room-tip[data-open=true] .cw-room-tip-head::after { content: " ▾"; }
}
.cw-room-tip-ok { font: inherit; background: #f5c542; color: #1a1408; border: 0; font-weight: bold;
  border-radius: 4px; padding: 1px 12px; cursor: pointer; }
@media (min-width: 641px) {
  /* above the table, in the flow: laid over the bar it hid the language menu and "? Rules and help" until Got it
     (review 38, room_en 10, 040); compact, its 3 lines in one row beside Got it */
  .cw-room-tip { display: flex; align-items: center; gap: 12px; font-size: 11.5px; line-height: 1.15;
    padding: 1px 10px; }
  .cw-room-tip[hidden] { display: none; }
  .cw-room-tip-list { flex: 1 1 0; min-width: 0; margin: 0; }
  /* ...and while it shows the strip above is tight (its held height too: room/strip.js holdHeight), so the table,
     never scaled below its readable size at a desk, ends in the window: its hand was 16 px past a 1280 × 800
     window's foot until Got it (review 38, room_en 10) */
  /* ...and while its kept row shows: Got it moved the header 5 px (review 39, room_en 4, 043→059) */
  .cw-room:has(> .cw-room-tip-slot :is(.cw-room-tip, .cw-room-tip-kept):not([hidden])) > .cw-room-status {
    min-height: auto !important;
    padding-top: 1px; padding-bottom: 1px; row-gap: 0; margin-bottom: 0; }
  .cw-room-tip { margin-bottom: 3px; }   /* the table moves up only at Got it (test_browser_room_round30au8) */
}
.cw-room-tools button { font: inherit; background: #2a3a33; color: #e8e0cc; border: 1px solid #55665d;
  border-radius: 4px; padding: 1px 8px; cursor: pointer; }
/* Share keeps its width: "Share" and "Hide links" lie in one cell, one shown (review 11, room finding 2) */
.cw-room-tools .cw-share { display: inline-grid; }
/* its words in the middle of a phone's 32 px button: they sat at its top edge (review 39, room_zh 4, 022 101) */
.cw-room-tools .cw-share { align-items: center; }
.cw-room-tools .cw-share > span { grid-area: 1 / 1; visibility: hidden; }
.cw-room-tools .cw-share > span[aria-hidden=false] { visibility: visible; }
.cw-room-sound { cursor: pointer; font-size: 12px; position: relative; border: 1px solid #55665d; border-radius: 4px;
  padding: 0 7px; background: #2a3a33; }   /* a toggle button, gold when on (review 29, room_zh 11: a bare checkbox) */
.cw-room-sound > input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
.cw-room-sound[data-on=true] { background: #f5c542; color: #1a1408; border-color: #f5c542; }
.cw-room-back { color: #cfc3a3; font-size: 12px; text-decoration: none; }
.cw-room-back:hover, .cw-room-back:focus-visible { color: #f5c542; text-decoration: underline; }
/* the links page after Create table: its way back to the lobby, a touch target (review 38, room_en 15) */
.cw-links-back { display: inline-block; font-size: 14px; padding: 8px 0; min-height: 32px;
  box-sizing: border-box; }
/* "Play again" at a room's end and the new game's link (round 6c item 4): the end's one way on, in the game's gold */
.cw-room-tools button.cw-rematch, .cw-rematch-join { background: #f5c542; color: #1a1408; border: 0; font-weight: bold;
  border-radius: 4px; padding: 1px 8px; text-decoration: none; }
.cw-rematch[hidden], .cw-rematch-join[hidden] { display: none; }
/* Play again and the new game's link in one cell as wide as the wider, at the tools' left end: the link taking the
   button's place moves no tool (review 23, room_zh finding 3: a tap meant for Chat landed on '← Tables') */
.cw-room-tools > .cw-rematch-slot { order: -2; }
.cw-rematch-slot { display: inline-grid; align-items: center; }
.cw-rematch-slot[hidden] { display: none; }
.cw-rematch-slot > * { grid-area: 1 / 1; text-align: center; }
.cw-rematch-slot > [hidden] { display: block; visibility: hidden; }
/* "Watch the replay" at a room's end (review 18, finding 1): the seat's own replay, a quieter outline beside it */
.cw-replay-link { color: #f5c542; border: 1px solid #f5c542; border-radius: 4px; padding: 0 7px; text-decoration: none; }
.cw-replay-link[hidden] { display: none; }
/* The seat links shown again (Share) lie over the table, which keeps its place: shown in the flow they pushed it a
   screen down on a phone, the board out of sight (newcomer round 6). */
.cw-room-share { position: relative; height: 0; z-index: 25; }
.cw-room-share > .cw-links-panel { box-shadow: 0 8px 24px rgba(0, 0, 0, 0.7); border: 1px solid #3a4a41; }
.cw-room-chat { padding: 6px 8px; background: #0b120e; border-radius: 6px; box-sizing: border-box;
  display: flex; flex-direction: column; }
.cw-chat-head { font-size: 13px; margin: 0 0 4px; color: #cfc3a3; }
.cw-chat-toggle { font: inherit; font-weight: 600; color: #cfc3a3; background: none; border: 0; padding: 0;
  cursor: pointer; text-align: left; width: 100%; }
.cw-chat-toggle[data-unread]:not([data-unread="0"])::after { content: " · " attr(data-unread) " ✉"; color: #f5c542; }
.cw-chat-tab { display: none; }   /* the strip's tab of the open drawer (below 1560 px) */
/* The chat keeps one place whatever the table's height (finding 8): beside the table on a wide page, a drawer fixed
   to the bottom right of a narrower one, the whole width of a phone (its bar shows the count of unread lines; a tap opens it). */
@media (min-width: 1560px) {
  .cw-room { display: grid; grid-template-columns: minmax(0, 1fr) 250px; column-gap: 8px; align-items: start; }
  .cw-room > .cw-room-status, .cw-room > .cw-room-share { grid-column: 1 / -1; }
  .cw-room > .cw-room-share, .cw-room > .cw-room-script, .cw-room > .cw-room-tip-slot { grid-row: 2; grid-column: 1 / -1; }   /* the share over it */
  .cw-room > .cw-room-table { grid-column: 1; grid-row: 3; min-width: 0; }
  .cw-room > .cw-room-chat-host { grid-column: 2; grid-row: 3; position: sticky; top: 8px; }
  .cw-room-chat { height: min(560px, calc(100vh - 90px)); }
  .cw-room-chat .cw-chat-lines { flex: 1; max-height: none; }
  .cw-chat-toggle { cursor: default; pointer-events: none; }
  .cw-chat-toggle::after { display: none; }
}
@media (max-width: 1559.98px) {
  .cw-room { padding-bottom: 44px; }
  .cw-room > .cw-room-chat-host { position: fixed; right: 12px; bottom: 0; width: 340px; z-index: 30; }
  .cw-room-chat { border-radius: 8px 8px 0 0; border: 1px solid #3a4a41;
    border-bottom: 0; box-shadow: 0 -4px 14px rgba(0, 0, 0, 0.5); }
  .cw-room-chat .cw-chat-head { margin: 0; }
  .cw-chat-toggle { padding: 4px 0; }
  .cw-chat-toggle::before { content: "▴ "; }
  .cw-room-chat[data-open=true] .cw-chat-toggle::before { content: "▾ "; }
  /* the open drawer's lines one height, its bar where it was at the last open: a cap alone grew it up line by line
     and a click to close it missed (review 22, room_en finding 6) */
  .cw-room-chat .cw-chat-lines { height: min(30vh, 160px); }
  .cw-room-chat:not([data-open=true]) > :not(.cw-chat-head) { display: none; }
  .cw-room-chat[data-open=true] .cw-chat-head { margin-bottom: 4px; }
  /* folded, the tab sits in the strip (room/client.js dockChat): fixed at the foot it lay over the story's newest
     lines and the Midnight chips at 1280 (review 7) and over a chip on a phone (round G); opened, it is the drawer */
  .cw-room-status > .cw-room-chat-host { order: 1; }
  /* opened, the drawer leaves the strip but its tab stays, the same size in the same place ("▾ Chat" closes it): the
     tab going with the drawer moved Share and Sound and left the bar without Chat (review 14, room finding 2) */
  .cw-room-status > .cw-room-chat-host:has(.cw-room-chat[data-open=true]) { position: fixed; right: 12px; bottom: 0;
    width: 340px; z-index: 30; }
  .cw-room-status > .cw-room-chat-host:has(.cw-room-chat[data-open=true]) + .cw-chat-tab { display: block; order: 1;
    flex: 0 0 auto; box-sizing: border-box; padding: 0 6px; text-align: center; }
  .cw-chat-tab { font: inherit; font-size: 12px; font-weight: 600; color: #cfc3a3; background: #2a3a33;
    border: 1px solid #55665d; border-radius: 4px; padding: 0 6px; line-height: inherit; white-space: nowrap;
    cursor: pointer; }
  .cw-chat-tab::before { content: "▾ "; }
  .cw-room-status .cw-room-chat:not([data-open=true]) { border: 1px solid #55665d; border-radius: 4px; box-shadow: none;
    padding: 0; background: #2a3a33; }
  .cw-room-status .cw-room-chat:not([data-open=true]) .cw-chat-toggle { padding: 0 6px; font-size: 12px;
    white-space: nowrap; }
  /* the unread count a badge on the folded tab's corner: read inline (" · 2 ✉") it widened the tab and moved "Chat"
     and the tools beside it (review 11, room finding 2); above the label's letters, not over them (it hid 聊天:
     review 22, room_zh finding 6), and at most 12 px past the tab's right edge (a phone's strip ends there) */
  .cw-room-status .cw-room-chat:not([data-open=true]) { position: relative; }
  .cw-room-status .cw-room-chat:not([data-open=true]) .cw-chat-toggle[data-unread]:not([data-unread="0"])::after {
    content: attr(data-unread) " ✉"; position: absolute; top: -13px; right: -12px; padding: 0 4px; border-radius: 7px;
    background: #f5c542; color: #1a1408; font-size: 10px; line-height: 14px; pointer-events: none; }
}
/* a line come while the folded tab is scrolled out of sight: a small hint at the screen's foot, a tap opens the chat
   (review 26, room_zh 10: the badge on the strip's tab was never seen from the board) */
.cw-chat-hint { position: fixed; right: 8px; bottom: 8px; z-index: 31; font: 600 12px system-ui, sans-serif;
  background: #f5c542; color: #1a1408; border: 0; border-radius: 12px; padding: 4px 10px; cursor: pointer;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.5); }
.cw-chat-hint[hidden] { display: none; }
.cw-chat-who { font-size: 12px; margin: 0 0 4px; color: #a99f86; }
.cw-chat-lines { list-style: none; margin: 0 0 6px; padding: 0; max-height: 120px; overflow-y: auto;
  overflow-wrap: anywhere; white-space: pre-wrap; }
.cw-chat-lines li { padding: 1px 0; }
.cw-chat-lines b { color: #f5c542; font-weight: 600; }
.cw-chat-form { display: flex; gap: 6px; }
.cw-chat-note:empty { display: none; }
.cw-chat-form input { flex: 1; min-width: 0; font: inherit; background: #1a2620; color: #e8e0cc;
  border: 1px solid #55665d; border-radius: 4px; padding: 3px 6px; }
.cw-chat-form button { font: inherit; background: #2a3a33; color: #e8e0cc; border: 1px solid #55665d;
  border-radius: 4px; padding: 2px 10px; cursor: pointer; }
/* "Your tables" (room/my_tables.js): the way back to a seat at an unlisted table */
.cw-my-list { margin: 4px 0 0; padding-left: 20px; line-height: 1.6; }
.cw-my-tables a { color: #f5c542; font-weight: 600; }
.cw-rooms { border-collapse: collapse; width: 100%; }
.cw-rooms td { padding: 3px 8px; border-bottom: 1px solid #24322b; }
.cw-rooms button { margin-right: 4px; cursor: pointer; }
.cw-rooms td:first-child { color: #f1e6c8; font-weight: 600; }
.cw-rooms tr.cw-room-idle { opacity: 0.55; }   /* no move for an hour: listed last, greyed (review 41, room_en 11) */
@media (max-width: 640px) {
  /* A phone's status strip in three short lines (it took about 210 px of the screen, newcomer round 6b): the table's
     name with the tools, whose turn with who you are (a CHAOS seat's team and role), the seats; the connection only
     when it is not open, a person's seat without its word "connected". */
  /* ...and tight: with the 3 things box the hand's foot lay under the window's (review 31, room_zh 1) */
  .cw-room-status { gap: 0 8px; padding: 1px 8px 2px; margin-bottom: 0; }
  .cw-room-name { order: 0; flex: 1 1 0; min-width: 0; font-size: 13px; white-space: nowrap; overflow: hidden;
    text-overflow: ellipsis; }
  /* the tools' row one height, a button come or not, its words Chinese or not (review 24, AP8 finding 3) */
  .cw-room-tools { order: 1; gap: 6px; height: 17px; }
  .cw-room-tools button { padding: 0 6px; line-height: 15px; }
  /* ...a finger's height, 32 px: 17 px buttons (座位連結, 聊天) were hard to hit (review 38, room_zh 11, 038); the
     name's line is theirs, the strip still its three short lines */
  .cw-room-tools { height: 32px; align-items: stretch; }
  .cw-room-tools > :is(button, a, label, .cw-rematch-slot > *), .cw-room-status .cw-chat-tab,
  .cw-room-status .cw-room-chat:not([data-open=true]) .cw-chat-toggle { min-height: 32px; box-sizing: border-box; }
  .cw-room-tools > :is(a, label) { display: inline-flex; align-items: center; }
  /* "▶ Play B1 myself again" come (the Nudge and the take-over are under "⋯" since review 28): "← Tables" and "♪ Sound"
     keep their marks only (their titles say them),
     else the tools took a second line and the strip grew as the wait went on (review 24, AP8 finding 3) */
  .cw-room-status:has(.cw-room-back-seat:not([hidden])) :is(.cw-room-back, .cw-room-sound > span) {
    display: inline-block; width: 1em; overflow: hidden; white-space: nowrap; vertical-align: bottom; }
  .cw-room-status::before { content: ""; order: 2; flex-basis: 100%; }   /* whose turn begins the second line */
  .cw-room-conn { order: 2; flex: 1 0 100%; }
  .cw-room-conn[data-state=open] { display: none; }
  .cw-room-turn { order: 3; max-width: 100%; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  /* whose turn, who you are and your role keep one line (a long "B1 to act (random bot)" put the role on a line
     of its own and moved the table 8 px at each bot's turn: review 7, room finding 4) */
  /* ...and who you are is never cut: whose turn takes what is left (a basis of 0: a long one wrapped who you are to a
     line of its own and the strip grew as the status changed), cut with "…", its whole text a tap away (review 24,
     AP8 findings 1 and 3; room/strip.js wholeOnTap) */
  .cw-room-turn { flex: 1 1 0; min-width: 0; }
  .cw-room-news { order: 3; height: 16px; line-height: 16px; }   /* beside whose turn, the line's height */
  /* ...but at a table with another person, what they did so far has a row of its own, the strip's width (~30 Chinese
     characters), kept while empty: beside whose turn and your role it read "目前：电脑A2 没…" (review 26, room_zh 2);
     a row that came and went moved the table. One line: the strip stays within 90 px (test_ui_round25ap8) */
  .cw-room[data-people=true][data-over=false] .cw-room-news { display: block; visibility: visible; order: 4;
    flex: 1 0 100%; max-width: 100%; height: 15px; line-height: 15px; }
  .cw-room[data-people=true][data-over=false] .cw-room-news:empty { visibility: hidden; }
  .cw-room-who { order: 4; font-size: 12px; flex: 0 0 auto; }
  .cw-room-role { order: 4; font-size: 12px; flex: 0 0 auto; white-space: nowrap; }
  /* the turn line one height whatever its script (a Latin move in a Chinese line grew it 1 px). The tools' row is its
     buttons' 17 px (15 + borders, the chat's tab too) and the turn line 16 px: 19 and 18 px grew a spectator's strip
     in play, which the end keeps (holdHeight), from 89 to 92 px, past three short lines' 90 (test_browser_round6g_room) */
  .cw-room-turn, .cw-room-who, .cw-room-role { height: 16px; line-height: 16px; }
  /* the seats' chips apart from the line above and from each other (A1 A2 B1 B2 read crowded: review 10, finding 6) */
  .cw-room-seats { order: 5; flex: 1 0 100%; gap: 6px; margin-top: 3px; }
  .cw-room-seat { padding: 1px 8px; }
  .cw-room-seat[data-human=true] .cw-seat-kind, .cw-seat-you { display: none; }   /* the line above says who you are */
  .cw-room-seat[data-you=true] { font-weight: 700; }
  /* the game's end: the seats on one line, without their words (a 4-bot table's "· bot" ×4 and "2 watching" took
     two lines of a spectator's four: round G, finding 5) */
  .cw-room[data-over=true] .cw-seat-kind { display: none; }
  .cw-room[data-over=true] .cw-room-seats { flex-wrap: nowrap; overflow: hidden; flex: 1 1 0; min-width: 0; }
  /* ...yet never cut: beside the seed when they fit, else on lines of their own (the seed pushed B2's chip off the
     edge); and the table's name whole, the end's wider tools on the line below it (it read "C…": review 20, 087_zh2) */
  .cw-room[data-over=true] .cw-room-seats { flex-wrap: wrap; overflow: visible; flex: 1 1 auto; }
  .cw-room[data-over=true] .cw-room-name { flex: 1 0 auto; max-width: 100%; }
  /* the end: the outcome whole on as many lines as it takes, the seed beside the seats, and the table's name whole
     (the sound, for turns that no longer come, left its room above: the name read "Revi…", review 9, finding 3) */
  .cw-room[data-over=true] .cw-room-turn { white-space: normal; flex: 1 1 100%; height: auto; line-height: normal; }
  .cw-room-seed { order: 5; }
  /* the end's ways on in one tidy row of one height, spread over the phone's width: Play again, Tables, the replay
     and Chat wrapped unevenly, Play again twice as wide as its words (review 26, room_zh 9) */
  .cw-room[data-over=true] .cw-room-status:has(.cw-rematch-slot:not([hidden])) .cw-room-name { flex-basis: 100%; }
  .cw-room[data-over=true] .cw-room-tools:has(.cw-rematch-slot:not([hidden])) { flex: 1 1 auto;
    justify-content: space-between; height: 22px; }   /* the ways on and Chat: the row below the name, theirs */
  .cw-room[data-over=true] .cw-room-tools:has(.cw-rematch-slot:not([hidden])) > * { line-height: 20px;
    white-space: nowrap; }
  /* ...wrapped inside the phone: a creator's Seat links with the replay made the row 517 px wide, the page scrolled
     sideways and the rules panel and the "Play again?" ask were cut at the right edge (review 37, room_zh 2) */
  .cw-room[data-over=true] .cw-room-tools:has(.cw-rematch-slot:not([hidden])) { flex: 1 1 0; min-width: 0; max-width: 100%;
    flex-wrap: wrap; height: auto; row-gap: 4px; justify-content: flex-start; }
  .cw-room[data-over=true] .cw-room-seat { flex-shrink: 0; white-space: nowrap; }
  /* ...and in one row of the playing bar's 32 px buttons, Chat in it: "再玩一局" was 17 px high, the unused "⋯" kept its
     place and wrapped "▶ 观看回放" and Chat to rows of their own, the bar grew 75 → 131 px (review 39, room_zh 4, 064) */
  .cw-room[data-over=true] .cw-room-tools:has(.cw-rematch-slot:not([hidden])) > .cw-room-more[data-over] {
    display: none; }
  .cw-room[data-over=true] .cw-room-tools:has(.cw-rematch-slot:not([hidden])) > .cw-rematch-slot > * {
    min-height: 32px; box-sizing: border-box; line-height: 20px; }
  .cw-rooms, .cw-rooms tbody { display: block; }
  /* folded, the chat is a small tab at the screen's bottom right (a bar the whole width lay over the tops of the hand's
     cards: room newcomer, round D); opened, the drawer takes the whole width */
  .cw-room > .cw-room-chat-host { left: auto; right: 8px; width: auto; max-width: calc(100vw - 16px); }
  .cw-room > .cw-room-chat-host:has(.cw-room-chat[data-open=true]) { left: 0; right: 0; max-width: none; }
  .cw-room-chat:not([data-open=true]) .cw-chat-toggle { white-space: nowrap; padding: 4px 6px; }
  /* the strip's tab opened: the drawer at the screen's foot the whole width of a phone */
  .cw-room-status > .cw-room-chat-host:has(.cw-room-chat[data-open=true]) { position: fixed; left: 0; right: 0;
    width: auto; bottom: 0; z-index: 30; }
  .cw-rooms tr { display: grid; grid-template-columns: 1fr 1fr; gap: 0 8px; padding: 6px 0;
    border-bottom: 1px solid #24322b; }
  .cw-rooms td { border: 0; padding: 1px 4px; }
  .cw-rooms td.cw-room-actions { grid-column: 1 / -1; padding-top: 4px; }
  .cw-rooms button { margin: 2px 4px 2px 0; }
  /* A seat's link row on a phone: the seat, then its link the width of the screen, then Copy and Sit here (they
     ran off the screen's edge, a word a line in Chinese). */
  .cw-lobby .cw-links, .cw-lobby .cw-links tbody { display: block; }
  .cw-lobby .cw-links tr { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 6px; padding: 4px 0; }
  .cw-lobby .cw-links td { padding: 0; }
  .cw-lobby .cw-links td:first-child, .cw-lobby .cw-links td:nth-child(2) { flex: 1 0 100%; }
  .cw-lobby .cw-links .cw-link-field { width: 100%; max-width: none; box-sizing: border-box; }
}
.cw-lobby button:hover, .cw-room-tools button:hover, .cw-chat-form button:hover { border-color: #f5c542; }
/* a room on a phone: the rules fill the window, one scroll, over the strip, the 3 things box and the chat (review 27,
   room_zh 7: a half sheet under them, two scroll areas); its × stays at its top right */
.cw-room .cw-root[data-wide="0"] .cw-help[open] > div { top: 0; left: 0; right: 0; bottom: 0; max-height: none;
  border-radius: 0; z-index: 60; }
/* another seat changed the hand (hand_swap.js; review 27, room_zh 2): in the table's root (.cw-root, relative), over
   the hand's title in the kernel's news colour; in no flow, one line, and a tap goes through it to the table */
.cw-room-handnews { position: absolute; z-index: 2; pointer-events: none; background: #4a3a7a; color: #f1ead8;
  font: 700 12px/19px system-ui, sans-serif; padding: 0 6px; border-radius: 3px; white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; box-sizing: border-box; }
.cw-room-handnews[hidden] { display: none; }
/* a hand card's reading (card_read.js; review 28, room_zh 1: see-through, under the badge, no play button): opaque,
   over the hand news (z-index 2), under the chat (30) and the rules (60); Play and Close in reach of a thumb */
.cw-room-cardread { position: absolute; z-index: 20; background: #f4ecd8; color: #1d1a14; border: 2px solid #f5c542;
  border-radius: 8px; padding: 8px 10px; box-sizing: border-box; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.6);
  font: 14px/1.4 system-ui, sans-serif; }
.cw-room-cardread[hidden] { display: none; }
.cw-room-cardread p { margin: 4px 0 8px; }
.cw-room-cardread-note { color: #6b5a2a; font-size: 12px; }
.cw-room-cardread-row { display: flex; gap: 10px; }
.cw-room-cardread-row button { font: 700 15px system-ui, sans-serif; padding: 6px 18px; border-radius: 6px;
  cursor: pointer; border: 1px solid #6b5a2a; background: #fff; color: #1d1a14; }
.cw-room-cardread-row .cw-room-cardread-play { background: #f5c542; border-color: #a07c12; }
.cw-curtain { display: flex; flex-direction: column; gap: 12px; align-items: center; justify-content: center;
  min-height: 320px; background: #0b120e; border-radius: 6px; font-size: 20px; }
.cw-curtain button { font-size: 16px; padding: 6px 18px; background: #f5c542; color: #101a15; border: 0;
  border-radius: 6px; cursor: pointer; }
`;

export function ensureRoomStyle() {
  if (typeof document === "undefined" || document.getElementById("cthulhu-room-style")) return;
  const style = document.createElement("style");
  style.id = "cthulhu-room-style";
  style.textContent = STYLE;
  document.head.appendChild(style);
}
