import { describe, expect, it } from "vitest";
import { fakeContext } from "./fake_canvas.js";
import { actionLabel, functionName } from "./chaos/layout.js";
import { word as chaosWord } from "./scene/words.js";
import { layout } from "./layout.js";
import { valid } from "./view_schema.js";
import { paint } from "./paint.js";
import { centreOf, clickable, hitTest } from "./scene/hit.js";
import start from "./fixtures/chaos_start.json";
import pick from "./fixtures/chaos_pick.json";
import cards from "./fixtures/chaos_cards.json";
import join from "./fixtures/chaos_join.json";
import react from "./fixtures/chaos_react.json";
import hidden from "./fixtures/chaos_hidden.json";
import team from "./fixtures/chaos_team.json";
import design from "./fixtures/chaos_design.json";
import won from "./fixtures/chaos_won.json";
import errorZh from "./fixtures/chaos_error_zh.json";
import effects from "./fixtures/chaos_effects.json";
import effectsJa from "./fixtures/chaos_effects_ja.json";

const ALL = { start, pick, cards, join, react, hidden, team, design, won, errorZh, effects, effectsJa };
// Every fixture's view is checked against the written view contract (cthulhu_widgets/schemas) first.
// (the notes under a wide board opened: at most three are shown, the rest behind "+N"; review 29, chaos_en 1)
const scene = (fixture, ui = { selected: "@notes" }, width = 800) => layout({ ...valid(fixture), ui }, { width });
const notesChip = (id) => String(id ?? "").startsWith("select:@notes");   // the notes' toggle, no move
const byLabel = (s, label) => s.items.find((i) => i.label === label);
const ofType = (s, type) => s.items.filter((i) => i.type === type);
const chipIds = (s) => ofType(s, "chip").filter((i) => !notesChip(i.id)).map((i) => i.id);
const chipTexts = (s) => ofType(s, "chip").filter((i) => !notesChip(i.id)).map((i) => i.text);
const texts = (s) => ofType(s, "text").map((i) => i.text);
const inside = (item, cell) => {
  const cx = item.x + item.w / 2;
  const cy = item.y + item.h / 2;
  return cx >= cell.x && cx < cell.x + cell.w && cy >= cell.y && cy < cell.y + cell.h;
};

// The asylum as chaos.md writes it (1-based): obstacles, gate top-left, spawns.
const OBSTACLES = ["2-4", "4-2", "3-6", "6-3", "4-5", "5-4", "5-7", "7-5"];

const moves = (s) => clickable(s).filter((id) => !id.startsWith("zoom:") && !notesChip(id));  // the Tab stops but card texts

describe("chaos board", () => {
  it("draws rows × cols cells with the obstacles, the closed gate, the key, spawns and the dice area", () => {
    const s = scene(start);
    const cells = ofType(s, "cell");
    expect(cells).toHaveLength(start.view.map.rows * start.view.map.cols);
    expect(cells.filter((c) => c.kind === "obstacle").map((c) => `${c.row}-${c.col}`).sort()).toEqual([...OBSTACLES].sort());
    const gate = cells.find((c) => c.kind === "gate");
    expect([gate.row, gate.col, gate.open]).toEqual([1, 1, false]);
    const key = byLabel(s, "key");
    expect(key.cell).toEqual(start.view.key);
    expect(inside(key, byLabel(s, `cell-${key.cell[0]}-${key.cell[1]}`))).toBe(true);
    expect(inside(byLabel(s, "spawn-A1"), byLabel(s, "cell-8-1"))).toBe(true);
    expect(inside(byLabel(s, "spawn-B2"), byLabel(s, "cell-2-8"))).toBe(true);
    const dice = byLabel(s, "dice-area");
    const c22 = byLabel(s, "cell-2-2");
    const c77 = byLabel(s, "cell-7-7");
    expect(dice.x).toBeGreaterThanOrEqual(c22.x);
    expect(dice.x).toBeLessThan(c22.x + c22.w / 2);
    expect(dice.x + dice.w).toBeLessThanOrEqual(c77.x + c77.w);
    expect(dice.y + dice.h).toBeGreaterThan(c77.y + c77.h / 2);
    expect(ofType(scene(won), "cell").find((c) => c.kind === "gate").open).toBe(true);
  });

  it("reads the map's cells 1-based, as the view says", () => {
    expect(start.view.map.base).toBe(1);
    expect(start.view.map.gate).toEqual([1, 1]);
  });

  it("puts the four pieces on their cells: team by shape, role by fill, the viewer and the seat to act marked", () => {
    const s = scene(start);
    for (const p of start.view.pieces) {
      const item = byLabel(s, `piece-${p.seat}`);
      expect(inside(item, byLabel(s, `cell-${p.cell[0]}-${p.cell[1]}`)), p.seat).toBe(true);
      expect([item.team, item.role]).toEqual([p.team, p.role]);
      expect(item.id ?? null).toBeNull();  // clicks go through pieces to the cell below
    }
    expect(byLabel(s, "piece-A1").you).toBe(true);
    expect(byLabel(s, "piece-A1").acting).toBe(true);
    expect(byLabel(s, "piece-B1").you).toBe(false);
  });

  it("hides an enemy's vanished ghost in play, shows it faded with its path to its team and the designer", () => {
    expect(byLabel(scene(hidden), "piece-A2")).toBeUndefined();
    expect(byLabel(scene(hidden), "seat-A2").hidden).toBe(true);
    for (const fixture of [team, design]) {
      const s = scene(fixture);
      const a2 = byLabel(s, "piece-A2");
      expect(a2.faded).toBe(true);
      expect(inside(a2, byLabel(s, "cell-5-6"))).toBe(true);
      const path = byLabel(s, "path-A2");
      expect(path.points).toHaveLength(2);  // from (5,5) where it vanished to (5,6)
      expect(byLabel(s, "seat-A2").hidden).toBe(false);
    }
    expect(byLabel(scene(team), "piece-A1").protected).toBe(true);
  });

  it("shows the bombs the viewer knows (temporary ones flagged) and its Checkup results", () => {
    const h = scene(hidden);
    expect(ofType(h, "bomb").map((b) => [b.cell, b.temporary])).toEqual([[[2, 2], false]]);
    expect(ofType(h, "check").map((c) => [c.cell, c.bomb])).toEqual([[[1, 7], false], [[2, 2], true], [[2, 6], false]]);
    const t = scene(team);
    expect(ofType(t, "bomb").every((b) => b.temporary)).toBe(true);  // A2 planted them; A1 knows
    const d = scene(design);
    expect(ofType(d, "bomb")).toHaveLength(design.view.bombs.length);
    expect(ofType(d, "bomb").filter((b) => b.temporary)).toHaveLength(2);
    expect(ofType(scene(start), "bomb")).toHaveLength(0);
  });

  it("makes legal cells clickable with their action ids, found by hitTest under a piece too", () => {
    const s = scene(start);
    const moves = start.legal.filter((a) => a.target?.cell);
    expect(moves.length).toBeGreaterThan(0);
    for (const a of moves) {
      const cell = byLabel(s, `cell-${a.target.cell[0]}-${a.target.cell[1]}`);
      expect(cell.id).toBe(`act:${a.id}`);
      expect(cell.highlight).toBe(true);
      const { x, y } = centreOf(s, cell.id);
      expect(hitTest(s, x, y)).toBe(`act:${a.id}`);
    }
    expect(byLabel(s, "cell-8-2").id).toBe("act:move col=2 row=8");  // A2 stands there
    expect(byLabel(s, "cell-5-5").id).toBeNull();
    expect(ofType(s, "cell").filter((c) => c.id)).toHaveLength(moves.length);
  });

  it("plays a hand card with one action and opens chips for a card with several", () => {
    const s = scene(start);
    expect(byLabel(s, "hand-sprint_moon").id).toBe("select:sprint_moon");  // a combo or a team cover
    // the kernel's chip words (labels): the combo named in words, the cover with the teammate it covers
    expect(chipTexts(scene(start, { selected: "sprint_moon" })))
      .toEqual(["Combo with A2: Vanish + Mania / Sprint (if A2 can't, your card returns)", "Team cover: uses A2's turn",
               "Cancel"]);
    expect(byLabel(s, "hand-checkup_moon").id).toBe("select:checkup_moon");
    expect(byLabel(s, "hand-checkup_moon").face.name).toBe("Checkup");
    const { x, y } = centreOf(s, "select:checkup_moon");
    expect(hitTest(s, x, y)).toBe("select:checkup_moon");
    const chosen = scene(start, { selected: "checkup_moon" });
    expect(chipIds(chosen)).toEqual(["act:play card=checkup_moon", "act:combo card=checkup_moon combo=C5",
                                     "act:cover card=checkup_moon", "select:none"]);
    expect(chipTexts(chosen)).toEqual(["Check 3 cells for bombs",
                                       "Combo with A2: Mischief + Checkup (if A2 can't, your card returns)",
                                       "Team cover: uses A2's turn", "Cancel"]);
    // the board waits while the card's choices are open (round 6c): the prompt says so
    expect(texts(chosen).join(" ")).toContain("Choose how to play Checkup (Moon)");
    expect(byLabel(chosen, "hand-checkup_moon").selected).toBe(true);

    const c = scene(cards);
    expect(byLabel(c, "hand-mischief_moon").id).toBe("select:mischief_moon");
    expect(byLabel(c, "hand-checkup_moon").offRole).toBe(true);  // a patient card in a ghost's hand
    expect(byLabel(c, "hand-checkup_moon").id).toBe("zoom:card:checkup_moon");  // no move: its text
    expect(chipTexts(scene(cards, { selected: "mischief_moon" }))).toEqual(["Move every bomb", "Plant 2 temporary bombs",
                                                                            "Cancel"]);
    expect(chipTexts(scene(cards, { selected: "prank_moon" })))
      .toEqual(["Take a random card from B1", "Take a random card from B2", "Cancel"]);
    // A card with one move asks first too (round 6c): its one chip, and Cancel.
    expect(chipIds(scene(start, { selected: "amnesia_skull" }))).toEqual(["act:combo card=amnesia_skull combo=C2",
                                                                          "select:none"]);
  });

  it("offers chips for chip actions and time cards with readable labels", () => {
    const c = scene(cards);
    expect(texts(c).join(" ")).toContain(cards.prompt);           // the kernel's prompt, made from the legal moves
    expect(cards.prompt).toContain("end cards and draw");
    // (at 800 px what the time does takes no line of the band: it is said on hover; newcomer review 14, finding 1;
    // round Z (review 17, finding 2): the chip says it in a few words, its three cards named on hover)
    // (the short words are the long chip's own since HH3, review 38 chaos_en 11)
    expect(chipTexts(c)).toEqual(["End cards and draw", "Midnight (all patients step randomly) · ☾ Moon",
                                  "Dawn (all ghosts go straight) · ☾ Moon"]);   // to whom: review 19
    const tips = ofType(c, "chip").filter((i) => String(i.id).includes("declare_time")).map((i) => i.tip);
    expect(tips.every((t) => t.includes("Checkup, Mischief, Prank")), tips.join(" | ")).toBe(true);
    expect(chipIds(c)[0]).toBe("act:end");
    // Many time declarations are grouped behind one chip.
    const many = { ...cards, legal: [...cards.legal, ...cards.legal.filter((a) => a.kind === "declare_time")
      .map((a) => ({ ...a, id: `${a.id}x` }))] };
    const grouped = scene(many);
    expect(chipIds(grouped)).toEqual(["act:end", "select:@declare_time"]);
    expect(chipIds(scene(many, { selected: "@declare_time" }))).toEqual(["select:none"]);  // the sets: picked in the hand
    const stay = start.legal.find((a) => a.kind === "stay") ?? start.legal.find((a) => a.text);
    expect(chipTexts(scene(start))).toEqual([stay.label]);              // the move's own chip words
    // its sentence: the tip (a phone's five-line prompt folds since round AK: its "More ▾" chip, no move, not counted)
    expect(ofType(scene(start, {}, 360), "chip").filter((i) => i.id !== "select:@more").map((i) => i.say)).toEqual([stay.text]);
    const plain = { ...start, prompt: "", legal: start.legal.map(({ label, ...a }) => a) };
    expect(chipTexts(scene(plain))).toEqual([stay.text]);               // no label: the sentence, where it fits
  });

  it("asks for cells to pick: prompt, picked cells numbered, cross-hair cells", () => {
    const s = scene(pick);
    expect(texts(s).join(" ")).toContain("Checkup: pick 2 more cells to check for bombs.");
    expect(byLabel(s, "picked-3,3").n).toBe(1);
    expect(byLabel(s, "cell-3-3").id).toBeNull();
    expect(byLabel(s, "cell-1-2").id).toBe("act:pick col=2 row=1");
    expect(byLabel(s, "cell-1-2").mark).toBe("pick");
    expect(chipIds(s)).toEqual(["cmd:undo"]);                          // the way back out of the pick (round U)
  });

  it("prompts a combo join and a reaction with chips", () => {
    const j = scene(join);
    expect(texts(j).join(" ")).toContain(join.prompt);
    expect(join.prompt).toContain("combo Vanish + Mania / Sprint with Mania / Sprint (Moon)");
    expect(chipIds(j)).toEqual(["act:join card=vanish_moon", "act:join card=vanish_skull", "act:decline"]);
    expect(chipTexts(j)).toEqual(["Join with Vanish (Moon): same suit, full effect · 1 step only",
                                  "Join with Vanish (Skull): different suits, weak effect · 1 step only",
                                  "Decline: A1 plays alone"]);   // the cost on the chip (review 27, chaos_ja 10)
    expect(byLabel(j, "hand-vanish_moon").id).toBe("select:vanish_moon");   // a card asks first (round 6c), its chip joins
    expect(byLabel(j, "hand-prank_eye").id).toBe("zoom:card:prank_eye");
    expect(byLabel(j, "combo").text).toBe("Combo Vanish + Mania / Sprint · Team A");  // the combo in words
    const r = scene(react);
    expect(texts(r).join(" ")).toContain("starts the combo Possession + Protection: react with Prank");
    expect(chipIds(r)).toEqual(["act:react card=prank_skull", "act:pass"]);
    expect(chipTexts(r)).toEqual(["React with Prank (Skull): B1 must add a Schizophrenia", "Do not react"]);
    expect(texts(r).join(" ")).toContain("Combo Possession + Protection · Team A · full");  // maybe on two lines
  });

  it("tags each piece's timed effects with the turns they last, in the table's words (CH-DUR-1)", () => {
    const s = scene(effects);  // A1's view: A1 follows its vanished ghost A2; Dawn; B1 protected; A2's bomb
    expect(byLabel(s, "tag-follows-A1").text).toBe("A1 · follows A2 · lasts 1 more of A2's turns");
    // drawn faint where the reader sees it (newcomer review 14, finding 2); the line wraps under its first words
    expect(byLabel(s, "tag-vanish-A2").text).toMatch(/^A2 · Vanish, faint: no swaps · lasts 2/);   // no swaps: review 34, room_en 2
    expect(byLabel(s, "tag-protected-B1").text).toBe("B1 · Protected · ends when B1's next turn begins");
    expect(byLabel(s, "tag-dawn-A2").text).toBe("A2 · Dawn line: row 5 · column f");  // the panel explains the line
    expect(byLabel(s, "tag-protected-A1")).toBeUndefined();
    // the statuses are the legend's lines now, off the board (review 7, finding 1): none is a tag by its piece
    const legend = s.items.filter((i) => i.legend && i.label?.startsWith("tag-"));
    expect(legend.map((i) => i.label)).toEqual(["tag-follows-A1", "tag-vanish-A2", "tag-dawn-A2", "tag-protected-B1",
                                                 "tag-dawn-B2"]);
    expect(ofType(s, "tag")).toHaveLength(0);
    expect(byLabel(s, "time-text").text).toBe("Dawn · lasts 1 more of A1's turns");
  });

  it("draws each ghost's Dawn line along its anchored row and column, under the pieces (CH-TIME-3)", () => {
    const s = scene(effects);
    const line = byLabel(s, "dawn-A2");
    expect([line.row, line.col, line.team]).toEqual([5, 6, "A"]);
    const c11 = byLabel(s, "cell-1-1");
    const c88 = byLabel(s, "cell-8-8");
    expect([line.x, line.y, line.w, line.h]).toEqual([c11.x, c11.y, c88.x + c88.w - c11.x, c88.y + c88.h - c11.y]);
    expect([byLabel(s, "dawn-B2").row, byLabel(s, "dawn-B2").col]).toEqual([6, 6]);
    expect(s.items.indexOf(line)).toBeLessThan(s.items.indexOf(byLabel(s, "piece-A1")));
    expect(ofType(scene(start), "dawnline")).toHaveLength(0);
  });

  it("shows a temporary bomb's planter only when the view names it", () => {
    const s = scene(effects, { selected: "@notes" }, 1200);   // every note kept (a 1280×800 table's are cut at its foot: review 27)
    const bomb = byLabel(s, "bomb-3,3");
    expect([bomb.temporary, bomb.planter]).toEqual([true, "A2"]);
    expect(byLabel(s, "legend-bomb-3,3").text).toBe("Temporary bomb at c3: planted by A2");  // the legend's line
    const d = scene(design);
    const temporary = ofType(d, "bomb").filter((b) => b.temporary);
    expect(temporary.length).toBe(2);   // one line for a planter's bombs (review 27, chaos_en 2)
    expect(ofType(d, "text").filter((i) => /^legend-bomb-/.test(i.label ?? "")).map((i) => i.text))
      .toEqual(["Temporary bombs at c3, b6: planted by A2"]);
    expect(ofType(d, "bomb").filter((b) => !b.temporary)
      .every((b) => byLabel(d, `legend-bomb-${b.cell[0]},${b.cell[1]}`) === undefined)).toBe(true);
  });

  it("tells the other team only what it may know, in its language: no Dawn line of a hidden ghost, its effects in the panel", () => {
    const s = scene(effectsJa, { selected: "@notes" }, 1200);  // B1's view, in Japanese: A2 vanished out of sight (every note kept)
    expect(byLabel(s, "piece-A2")).toBeUndefined();
    expect(byLabel(s, "dawn-A2")).toBeUndefined();
    // no cell: moves unseen (review 14, finding 2)  // a panel line; then the violet tint's words (round AL)
    expect(byLabel(s, "tag-vanish-A2").text).toMatch(/^A2 · 消失：動きは見えず、入替なし · A2 の手番あと 2 回分続く · 紫のマス/);
    expect(byLabel(s, "tag-follows-A1").text).toBe("A1 · A2 に追従 · A2 の手番あと 1 回分続く");
    expect(byLabel(s, "tag-protected-B1").text).toBe("B1 · 保護 · B1 の次の手番が始まると終わる");
    expect(byLabel(s, "tag-dawn-B2").text).toBe("B2 · 夜明けの線：6 行 · f 列");
    expect(byLabel(s, "dawn-B2")).toBeTruthy();
    expect(ofType(s, "bomb")).toHaveLength(0);
    expect(s.items.some((i) => /[A-Za-z]{3,}/.test(i.label?.startsWith("tag-") ? i.text : ""))).toBe(false);
    const h = scene(hidden);  // the mid-game fixture: B1 sees A2's Vanish count, not A2
    expect(byLabel(h, "tag-vanish-A2").text).toMatch(/^A2 · vanished · no swaps · lasts 1/);
  });

  it("lets the bot play another seat's turn when nothing is legal", () => {
    const s = scene(hidden);
    expect(texts(s)).toContain("Waiting for B2");
    expect(moves(s)).toEqual(["cmd:bot_step"]);
    expect(byLabel(s, "seat-B2").toAct).toBe(true);
    expect(byLabel(s, "seat-B1").you).toBe(true);
  });

  it("shows the time of day with the seat whose turns count it, the turn order with its direction, hands and decks", () => {
    const s = scene(hidden);
    expect(byLabel(s, "time").kind).toBe("midnight");
    expect(byLabel(s, "time-text").text).toBe("Midnight · lasts 1 more of B2's turns");  // CH-DUR-1
    expect(byLabel(scene(start), "time-text").text).toBe("Day");
    const badges = ofType(s, "seat");
    expect(badges.map((b) => b.seat)).toEqual(hidden.view.order);
    expect(badges.map((b) => b.count)).toEqual(hidden.view.order.map((seat) => hidden.view.hands[seat].count));
    expect(texts(s).filter((t) => t === "→")).toHaveLength(3);
    const reversed = scene({ ...hidden, view: { ...hidden.view, direction: -1 } });
    expect(texts(reversed).filter((t) => t === "←")).toHaveLength(3);
    expect(byLabel(s, "deck-patient").text).toBe("patient: deck 5 · discard 2");
  });

  it("labels the designer view and shows the hand of the seat to act and the other hands", () => {
    const s = scene(design);
    expect(byLabel(s, "design").text).toBe("DESIGN VIEW — everything shown");
    expect(texts(s)).toContain("Hand of B2");
    expect(texts(s).join(" ")).toContain(`B2: ${design.prompt}`);
    expect(byLabel(s, "hand-brainwash_eye").id).toBe("select:brainwash_eye");   // a card asks first (round 6c)
    expect(s.items.filter((i) => i.label?.startsWith("other-"))).toHaveLength(10);
    expect(byLabel(s, "other-A2-sprint_moon").offRole).toBe(true);
    expect(byLabel(scene(start), "design")).toBeUndefined();
    expect(byLabel(scene(design, {}, 360), "design")).toBeTruthy();
  });

  it("draws the result banner and offers no move", () => {
    const s = scene(won);
    const banner = ofType(s, "banner")[0];
    expect(banner.text).toBe(won.banner.title);       // the kernel's banner: a title and a sentence, no rule id
    expect(banner.win).toBe(true);
    expect(banner.sub).toBe(won.banner.text);
    expect(banner.sub).not.toContain("CH-WIN");
    expect(moves(s)).toEqual([]);  // the banner is no Tab stop
    const draw = scene({ ...won, banner: {}, view: { ...won.view, result: { outcome: "draw", cause: "round_limit",
                                                                 rule: "CH-WIN-2", rounds: 60, turns: 240 } } });
    expect(ofType(draw, "banner")[0].text).toBe("Draw: the night is over");
    expect(ofType(draw, "banner")[0].draw).toBe(true);
  });

  it("shows the error strip and words and card names in the chosen language, English where none", () => {
    const s = scene(errorZh);
    expect(ofType(s, "error")[0].text).toContain("not a legal move");
    expect(byLabel(s, "status").text).toBe("轮次 1/60 · 回合 1 · 轮到你");   // one word a term: 轮 a round, 回合 a turn; /60: the draw (CH-WIN-2)
    expect(byLabel(s, "hand-checkup_moon").face.name).toBe("体检");       // the seed's first name, one spelling
    expect(chipTexts(s)).toEqual(["不移动"]);                             // the kernel's chip words in Chinese
    expect(ofType(s, "chip").find((i) => !notesChip(i.id)).say).toBe("留在原地，接着出牌。");
    expect(chaosWord(errorZh.catalog, "ja", "stay")).toBe("動かない");
    expect(chaosWord(errorZh.catalog, "zh", "cancel")).toBe("取消");
    expect(chaosWord(errorZh.catalog, "ja", "no_such_word")).toBe("no_such_word");
    expect(functionName(errorZh.catalog, "ja", "vanish")).toBe("消失");
    expect(functionName(errorZh.catalog, "fr", "vanish")).toBe("Vanish");       // a language with no names
    const ja = scene({ ...errorZh, lang: "ja", error: "" });
    expect(byLabel(ja, "status").text).toBe("ラウンド 1/60 · 手番 1 · あなたの番");
  });

  it("labels every kind of action", () => {
    const w = (key, vars) => chaosWord(start.catalog, "en", key, vars);
    const fn = (f) => functionName(start.catalog, "en", f);
    const label = (kind, fields = {}) => actionLabel({ kind, fields }, true, w, fn);
    expect(label("push", { dir: "left" })).toBe("◀ left");
    expect(label("spin")).toBe("Spin the compass");
    expect(label("stop")).toBe("Stop");
    expect(label("move", { row: 2, col: 3 })).toBe("Move to c2");
    expect(label("pick", { row: 2, col: 3 })).toBe("c2");
    expect(label("play", { card: "amnesia_eye", target: "B1" })).toBe("Play Amnesia (Eye) · → B1");
    expect(label("combo", { card: "sprint_moon", combo: "C1" })).toBe("Combo C1 · Mania / Sprint (Moon)");
  });

  it("keeps every clickable item inside the canvas at narrow and wide sizes", () => {
    const cases = [...Object.values(ALL).map((f) => [f, {}]), [start, { selected: "checkup_moon" }],
                   [cards, { selected: "mischief_moon" }], [cards, { selected: "prank_moon" }]];
    for (const width of [360, 520, 720, 800, 1200]) {
      for (const [fixture, ui] of cases) {
        const s = scene(fixture, ui, width);
        expect(s.width).toBe(width);
        for (const item of s.items.filter((i) => i.id)) {
          expect(item.x, item.id).toBeGreaterThanOrEqual(0);
          expect(item.y, item.id).toBeGreaterThanOrEqual(0);
          expect(item.x + item.w, `${item.id} at ${width}`).toBeLessThanOrEqual(s.width);
          expect(item.y + item.h, `${item.id} at ${width}`).toBeLessThanOrEqual(s.height);
        }
      }
    }
  });

  it("keeps clickable items apart: no two ids share a point", () => {
    for (const width of [360, 1200]) {
      for (const [fixture, ui] of [[start, {}], [cards, {}], [join, {}], [start, { selected: "checkup_moon" }]]) {
        const s = scene(fixture, ui, width);
        const hits = s.items.filter((i) => i.id && i.id !== "cmd:none");   // cmd:none: a veil, a box: not a move
        for (const a of hits) {
          for (const b of hits) {
            if (a === b) continue;
            const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
            expect(overlap, `${a.id} overlaps ${b.id} at ${width}`).toBe(false);
          }
        }
      }
    }
  });

  it("paints every scene without error and with a light scene", () => {
    const { ctx, calls } = fakeContext();
    for (const fixture of Object.values(ALL)) {
      for (const width of [360, 1200]) {
        const s = scene(fixture, {}, width);
        expect(s.items.length).toBeLessThan(200);
        expect(() => paint(ctx, s)).not.toThrow();
      }
    }
    expect(calls.n).toBeGreaterThan(1000);
  });
});
