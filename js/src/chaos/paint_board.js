// Painters of the CHAOS board: cells, grid, dice area, spawns, key, Checkup marks, bombs (permanent solid, temporary
// dashed, with the planter when known), picked cells, a vanished ghost's path, the Dawn lines, pieces and the tags of
// their timed effects.
import { C, font, roundRect, star } from "../draw.js";
import { ROLE_INK, TEAM, pieceGlyph, smallShield, teamShape } from "./glyphs.js";
import { fillStroke } from "../scene/paint.js";
import { paintTrail } from "./trail.js";
import { cornerBox, markText } from "./crowd.js";
import { MIN_TEXT } from "../scene/text.js";

/** A move onto a bomb the player knows: a red frame and a ⚠ instead of the gold dot (review 6 finding 3: a × cell
 * stayed a plain gold move target). */
function dangerCell(ctx, item) {
  const { x, y, w, h } = item;
  ctx.fillStyle = "rgba(220, 60, 50, 0.22)";
  ctx.fillRect(x + 2, y + 2, w - 4, h - 4);
  ctx.strokeStyle = "#e0503c";
  ctx.lineWidth = 2.5;
  ctx.setLineDash([5, 3]);
  ctx.strokeRect(x + 3, y + 3, w - 6, h - 6);
  ctx.setLineDash([]);
  if (!item.mark) return;
  const s = w * 0.4;
  const cx = x + w / 2;
  const cy = y + h / 2;
  ctx.fillStyle = "#e0503c";
  ctx.beginPath();   // a warning triangle where a safe move's dot goes (a Checkup ✗ keeps the upper right corner)
  ctx.moveTo(cx, cy - s / 2);
  ctx.lineTo(cx + s / 2, cy + s / 2 - 2);
  ctx.lineTo(cx - s / 2, cy + s / 2 - 2);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = "#fff";
  ctx.font = font(Math.max(8, s * 0.62), true);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText("!", cx, cy + s * 0.1);
}

const NEEDLE = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

export const BOARD_PAINTERS = {
  trail: paintTrail,   // where a piece went since the seat's last turn (trail.js)
  blast(ctx, item) {  // a bomb went off here: a jagged burst round the cell's middle (CH-MOVE-4), drawn as past, faint
    // and dashed with no glowing core, as the bomb is gone (newcomer review 25, chaos_en 7: a bright burst after "That
    // bomb is gone now" left the reader unsure whether the cell was still dangerous)
    const { x, y, w } = item;
    const cx = x + w / 2;
    const cy = y + w / 2;
    ctx.save();
    // one from an earlier round smaller and fainter, still the bomb's orange (review 38, chaos_en 2: never "safe")
    const scale = item.old ? 0.6 : 1;
    ctx.globalAlpha = item.old ? 0.3 : 0.45;
    ctx.setLineDash([3, 3]);
    ctx.beginPath();
    for (let k = 0; k < 16; k++) {
      const r = (k % 2 ? 0.2 : 0.44) * w * scale;
      const a = (k * Math.PI) / 8;
      ctx.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
    }
    ctx.closePath();
    fillStroke(ctx, "rgba(230, 90, 40, 0.35)", "#ffb347", 1.5);
    ctx.restore();
  },
  compass(ctx, item) {  // a Midnight spin: a compass face on the cell the patient spun from, its red needle the way it
    // was sent (CH-TIME-2); a lost step leaves the piece there, so the face goes small in the cell's lower right corner
    const { x, y, w } = item;
    if (item.under) return;   // under a crowded cell's pieces (crowd.js)
    if (item.compact) {
      cornerMark(ctx, item);
      return;
    }
    if (item.spin) {
      midnightRose(ctx, item);
      return;
    }
    const [dx, dy] = NEEDLE[item.dir] ?? [0, -1];
    // one that followed its patient to its new cell: small in the lower left corner (the right one is its status's)
    // a crowded cell's: its own quarter, centred, or its band's corner, the box's width across (crowd.js)
    const inQuarter = item.quarter !== undefined || item.disc;
    const r = item.disc ? w / 2 : w * (inQuarter ? 0.36 : item.lost || item.follow ? 0.2 : 0.36);
    const cx = inQuarter ? x + w / 2 : item.follow ? x + r + 1 : item.lost ? x + w - r - 1 : x + w / 2;
    const cy = inQuarter ? y + w / 2 : item.lost || item.follow ? y + w - r - 1 : y + w / 2;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    fillStroke(ctx, "rgba(20, 24, 22, 0.85)", "#f2e6c9", 1.5);
    const half = (sign, colour) => {   // a needle half: from the centre's sides to its point
      ctx.fillStyle = colour;
      ctx.beginPath();
      ctx.moveTo(cx + sign * dx * r * 0.85, cy + sign * dy * r * 0.85);
      ctx.lineTo(cx - dy * r * 0.22, cy + dx * r * 0.22);
      ctx.lineTo(cx + dy * r * 0.22, cy - dx * r * 0.22);
      ctx.closePath();
      ctx.fill();
    };
    half(-1, "#cfd6d1");
    half(1, item.lost ? "#9aa39d" : "#e0503c");
  },

  pusharrow(ctx, item) {  // a push's way (board.js pushArrow): the spin arrow's shape, dashed as the trail's pushes
    ctx.save();
    ctx.setLineDash([Math.max(4, item.cs * 0.16), Math.max(3, item.cs * 0.1)]);
    BOARD_PAINTERS.spinarrow(ctx, { ...item, lost: false, ink: "#ffd27a" });
    ctx.restore();
  },
  spinarrow(ctx, item) {  // a compass spin's way: a red arrow to the cell the patient was sent to; a lost step's stops
    // at the cell's edge on a bar, grey (board.js spinArrow)
    const { from, to, cs } = item;
    const colour = item.ink ?? (item.lost ? "#b9c0bb" : "#ff6a50");
    const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
    const [ux, uy] = [(to.x - from.x) / len, (to.y - from.y) / len];
    const head = Math.max(6, cs * 0.24);
    const tip = item.lost ? to : { x: to.x - ux * cs * 0.2, y: to.y - uy * cs * 0.2 };   // short of the piece there
    const base = { x: tip.x - ux * head, y: tip.y - uy * head };
    ctx.lineCap = "round";
    for (const [ink, width] of [["rgba(10, 14, 12, 0.8)", Math.max(5, cs * 0.14)], [colour, Math.max(3, cs * 0.08)]]) {
      ctx.strokeStyle = ink;
      ctx.lineWidth = width;
      ctx.beginPath();
      ctx.moveTo(from.x, from.y);
      ctx.lineTo(base.x, base.y);
      if (item.lost) {   // the wall it met, across most of the cell (newcomer review 18, finding 5: a tiny mark)
        const bar = Math.max(head, cs * 0.32);
        ctx.moveTo(tip.x - uy * bar, tip.y + ux * bar);
        ctx.lineTo(tip.x + uy * bar, tip.y - ux * bar);
      }
      ctx.stroke();
    }
    ctx.lineCap = "butt";
    ctx.setLineDash([]);   // the head whole, a push's dashed line or not
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.moveTo(tip.x, tip.y);
    ctx.lineTo(base.x - uy * head * 0.6, base.y + ux * head * 0.6);
    ctx.lineTo(base.x + uy * head * 0.6, base.y - ux * head * 0.6);
    ctx.closePath();
    fillStroke(ctx, colour, "rgba(10, 14, 12, 0.8)", 1.5);
  },

  cell(ctx, item) {
    const { x, y, w, h } = item;
    if (item.kind === "obstacle") {
      ctx.fillStyle = "#0d1511";
      ctx.fillRect(x, y, w, h);
      ctx.strokeStyle = "#4a5a50";
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      // a piece on a wall (a ghost; a patient pushed there) leaves only a ring of its cell: the hatching twice as dense
      // and a rim, so the ring still reads as a wall and a floor cell beside hatched ones as floor (newcomer review 22,
      // chaos_en 5: a patient pushed onto d4, a floor cell between walls, was taken for one on a wall)
      const step = w / (item.covered ? 6 : 3);
      for (let k = step; k < w * 2; k += step) {  // hatching, clipped to the cell by construction
        ctx.moveTo(x + Math.max(0, k - h), y + Math.min(h, k));
        ctx.lineTo(x + Math.min(w, k), y + Math.max(0, k - w));
      }
      ctx.stroke();
      ctx.lineWidth = 2;
      ctx.strokeRect(x + 1, y + 1, w - 2, h - 2);
    } else if (item.kind === "gate") {
      ctx.fillStyle = item.open ? "#2e5a3c" : "#4a2f1f";
      ctx.fillRect(x, y, w, h);
      ctx.strokeStyle = item.open ? "#b6f0bd" : "#d8c29a";
      ctx.lineWidth = Math.max(2, w * 0.05);
      ctx.beginPath();
      ctx.moveTo(x + w * 0.2, y + h * 0.9);
      ctx.lineTo(x + w * 0.2, y + h * 0.4);
      ctx.arc(x + w / 2, y + h * 0.4, w * 0.3, Math.PI, 0);
      ctx.lineTo(x + w * 0.8, y + h * 0.9);
      if (item.open) {  // an open door leaf swung aside
        ctx.moveTo(x + w * 0.8, y + h * 0.9);
        ctx.lineTo(x + w * 0.95, y + h * 0.75);
        ctx.lineTo(x + w * 0.95, y + h * 0.3);
      } else {  // bars
        for (const f of [0.35, 0.5, 0.65]) {
          ctx.moveTo(x + w * f, y + h * 0.9);
          ctx.lineTo(x + w * f, y + h * 0.16);
        }
        ctx.moveTo(x + w * 0.2, y + h * 0.9);
        ctx.lineTo(x + w * 0.8, y + h * 0.9);
      }
      ctx.stroke();
    } else {
      ctx.fillStyle = item.dark ? "#22362c" : "#273d32";
      ctx.fillRect(x, y, w, h);
    }
    if (item.highlight && item.danger) {
      dangerCell(ctx, item);
      return;
    }
    if (item.highlight) {
      moveFrame(ctx, item);
      ctx.fillStyle = C.gold;
      ctx.beginPath();
      if (!item.mark) return;  // a piece stands there: the frame is enough
      if (item.mark === "pick") {  // a cross-hair for cells to choose
        ctx.lineWidth = 1.5;
        ctx.arc(x + w / 2, y + h / 2, w * 0.14, 0, Math.PI * 2);
        ctx.moveTo(x + w / 2, y + h * 0.28);
        ctx.lineTo(x + w / 2, y + h * 0.72);
        ctx.moveTo(x + w * 0.28, y + h / 2);
        ctx.lineTo(x + w * 0.72, y + h / 2);
        ctx.stroke();
      } else {  // a dot for cells to move to
        ctx.arc(x + w / 2, y + h / 2, Math.max(2.5, w * 0.08), 0, Math.PI * 2);
        ctx.fill();
      }
    }
  },
  reach(ctx, item) {  // where a vanished enemy ghost may be (board.js ghostReach): a faint violet tint, a dotted rim
    // inside the cell, never hatching (that is an obstacle's), so a floor, a wall and a move's gold frame still read
    const { x, y, w, h } = item;
    if (item.rim) {  // on a move target (board.js reachTint): a violet rim and lower left corner, the gold middle kept
      ctx.strokeStyle = "rgba(190, 110, 255, 0.95)";
      ctx.lineWidth = 2.5;
      ctx.setLineDash([]);
      ctx.strokeRect(x + 6, y + 6, w - 12, h - 12);
      ctx.fillStyle = "rgba(170, 80, 240, 0.85)";
      ctx.beginPath();
      ctx.moveTo(x + 2, y + h - 2);
      ctx.lineTo(x + 2, y + h * 0.6);
      ctx.lineTo(x + w * 0.4, y + h - 2);
      ctx.closePath();
      ctx.fill();
      return;
    }
    // purple at a glance, as the course calls them (review 33, chaos_ja 9, 022: a faint tint read grey-blue on a phone)
    ctx.fillStyle = "rgba(170, 80, 240, 0.42)";
    ctx.fillRect(x + 1, y + 1, w - 2, h - 2);
    ctx.strokeStyle = "rgba(215, 160, 255, 0.8)";
    ctx.lineWidth = 1;
    ctx.setLineDash([2, 3]);
    ctx.strokeRect(x + 5.5, y + 5.5, w - 11, h - 11);
    ctx.setLineDash([]);
  },
  aim(ctx, item) {  // a move onto a piece: a free move's gold frame over it and a dot in its lower right corner
    // the same frame as every move cell's, drawn over the piece that hid the cell's own (review 39, chaos_en 9: the
    // swap cell showed thin corners and a tiny ⇄ only, read as no move)
    const { x, y, w, h } = item;
    moveFrame(ctx, item);
    if (item.swap) {   // a role swap (CH-SWAP-1): a gold "⇄" badge over the piece's top edge, for the dot
      swapBadge(ctx, item);
      return;
    }
    const r = Math.max(3, w * 0.09);
    ctx.fillStyle = "#0b120e";
    ctx.beginPath();
    ctx.arc(x + w - r - 3, y + h - r - 3, r + 1.5, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = C.gold;
    ctx.beginPath();
    ctx.arc(x + w - r - 3, y + h - r - 3, r, 0, Math.PI * 2);
    ctx.fill();
  },
  gridlines(ctx, item) {  // the lines between cells, in one path
    const { x, y, w, h, rows, cols } = item;
    ctx.strokeStyle = "#0b120e";
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let r = 0; r <= rows; r++) {
      ctx.moveTo(x, y + (r * h) / rows);
      ctx.lineTo(x + w, y + (r * h) / rows);
    }
    for (let c = 0; c <= cols; c++) {
      ctx.moveTo(x + (c * w) / cols, y);
      ctx.lineTo(x + (c * w) / cols, y + h);
    }
    ctx.stroke();
  },
  outline(ctx, item) {
    ctx.setLineDash([6, 4]);
    ctx.strokeStyle = "#a8946a";
    ctx.lineWidth = 1.5;
    ctx.strokeRect(item.x, item.y, item.w, item.h);
    ctx.setLineDash([]);
  },
  dicename(ctx, item) {  // the dice area's name on its lower edge: its dashed line's colour on the floor's (board.js)
    ctx.fillStyle = "#1b2a23";
    ctx.fillRect(item.x, item.y, item.w, item.h);
    ctx.fillStyle = "#c9b78c";
    ctx.font = font(item.size, false);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(item.text, item.x + item.w / 2, item.y + item.h / 2 + 1);
  },
  spawn(ctx, item) {  // a seat's spawn, a marking on the floor, never a token: a thin dashed outline in its team's colour
    // and, when no piece covers the cell, "⌂ A1" in plain letters of that colour along its foot (newcomer review 15,
    // finding 2: a corner flag and a bold "A1", as a piece's name, read as a piece)
    const ink = TEAM[item.team] ?? C.dim;
    ctx.globalAlpha = 0.75;
    ctx.strokeStyle = ink;
    ctx.lineWidth = 1;
    ctx.setLineDash([3, 3]);
    ctx.strokeRect(item.x + 3.5, item.y + 3.5, item.w - 7, item.h - 7);
    ctx.setLineDash([]);
    if (!item.covered) {
      ctx.fillStyle = ink;
      ctx.font = font(item.size, false);
      ctx.textAlign = "left";
      ctx.textBaseline = "bottom";
      ctx.fillText(`⌂ ${item.seat}`, item.x + 5, item.y + item.h - 4, item.w - 8);
    }
    ctx.globalAlpha = 1;
  },
  key(ctx, item) {
    const { x, y, w } = item;
    const cx = x + w * 0.36;
    const cy = y + w * 0.5;
    ctx.strokeStyle = C.gold;
    ctx.lineWidth = Math.max(2, w * 0.07);
    ctx.beginPath();
    ctx.arc(cx, cy, w * 0.13, 0, Math.PI * 2);
    ctx.moveTo(cx + w * 0.13, cy);
    ctx.lineTo(x + w * 0.84, cy);
    ctx.moveTo(x + w * 0.72, cy);
    ctx.lineTo(x + w * 0.72, cy + w * 0.13);
    ctx.moveTo(x + w * 0.82, cy);
    ctx.lineTo(x + w * 0.82, cy + w * 0.1);
    ctx.stroke();
  },
  check(ctx, item) {  // a Checkup result in the cell's top-right corner (or its own quarter): tick safe, cross bomb
    if (item.under) return;   // under a crowded cell's pieces (crowd.js)
    // the glyph alone, "✓" "✗" "✓?" "✗?", 10 px or more; its round is in its tooltip (review 35, room_zh 9 / chaos_ja
    // 10: "3轮 ✓?" and "7R ✓" were tiny and cluttered on a phone, the "R" never spelled out)
    if (item.quarter === undefined) {
      cornerMark(ctx, item);
      return;
    }
    const s = item.w * 0.62;
    const x = item.x + item.w - s - 2;
    const y = item.y + 1;
    ctx.fillStyle = "rgba(0, 0, 0, 0.55)";
    ctx.fillRect(x - 1, y - 1, s + 2, s + 2);
    ctx.lineWidth = 2;
    ctx.beginPath();
    if (item.doubt) {   // "✓?" or "✗?": true then, may have changed (the view's doubt; reviews 10 and 19)
      ctx.font = font(Math.max(10, Math.round(s * 0.7)), true);
      ctx.fillStyle = item.bomb ? "#ffb89a" : "#ffd27a";   // amber as the tag's, as the words say (review 27, chaos_en 7)
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(item.bomb ? "✗?" : "✓?", x + s / 2, y + s / 2 + 1);
    } else if (item.bomb) {
      ctx.strokeStyle = "#ff8a8a";
      ctx.moveTo(x + 2, y + 2);
      ctx.lineTo(x + s - 2, y + s - 2);
      ctx.moveTo(x + s - 2, y + 2);
      ctx.lineTo(x + 2, y + s - 2);
    } else {
      // a ✓ a turn old is grey: "no bomb then", an enemy may have planted there since (round E item 1)
      ctx.strokeStyle = item.stale ? "#9a9a9a" : "#8fe08f";
      ctx.moveTo(x + 2, y + s * 0.55);
      ctx.lineTo(x + s * 0.42, y + s - 2);
      ctx.lineTo(x + s - 2, y + 2);
    }
    ctx.stroke();
  },
  bomb(ctx, item) {  // permanent: solid with a solid rim; temporary (Mischief, this round): dashed rim, hourglass
    const cx = item.x + item.w / 2;
    const cy = item.y + item.h / 2 + item.w * 0.04;
    const r = item.w * 0.2;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    // a planted one in its planter's team colour, its name in the corner (review 28, chaos_ja 1: A2's read as anyone's);
    // its body the permanent one's opaque ball: a see-through dashed ring in A's colour read as A2 itself (review 30,
    // room_en 2, 052: "my partner was in three places")
    const ink = (item.temporary && TEAM[item.team]) || "#f2f2f2";
    ctx.fillStyle = "#111";
    ctx.fill();
    ctx.strokeStyle = ink;
    ctx.lineWidth = ink === "#f2f2f2" ? 1.5 : 2.5;
    if (item.temporary) ctx.setLineDash([3, 3]);
    ctx.stroke();
    ctx.setLineDash([]);
    fuse(ctx, cx, cy, r, 1);
    if (item.temporary) {
      const hx = item.x + item.w * 0.8;
      const hy = item.y + item.h * 0.78;
      const s = item.w * 0.1;
      ctx.beginPath();
      ctx.moveTo(hx - s, hy - s);
      ctx.lineTo(hx + s, hy - s);
      ctx.lineTo(hx - s, hy + s);
      ctx.lineTo(hx + s, hy + s);
      ctx.closePath();
      ctx.fillStyle = ink;
      ctx.fill();
      if (item.planter && !item.over && !item.shared) bombOwner(ctx, item, ink);
    }
  },
  hiddenbombs(ctx, item) {  // an enemy's bombs the seat cannot see: the board's bomb, dashed in its colour, with a "?"
    // (board.js); a bare "?" ring read as nothing (review 30, chaos_en 8 016 / room_zh 5 057)
    const ink = TEAM[item.team] ?? C.dim;
    const r = item.w * 0.38;
    const cx = item.x + item.w / 2 - r * 0.15;
    const cy = item.y + item.h / 2 + r * 0.15;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.setLineDash([3, 2]);
    fillStroke(ctx, "#111", ink, 2);
    ctx.setLineDash([]);
    fuse(ctx, cx, cy, r, 0.78);   // its fuse and spark, as a bomb's, shorter
    ctx.fillStyle = ink;
    ctx.font = font(Math.max(10, Math.round(item.w * 0.5)), true);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText("?", cx, cy + 1);
    ctx.textAlign = "left";
    ctx.textBaseline = "alphabetic";
  },
  dawnline(ctx, item) {  // CH-TIME-3: the anchored row and column, dashed in the ghost's team colour
    const { x, y, w, h, row, col, cs } = item;
    ctx.save();
    ctx.strokeStyle = TEAM[item.team] ?? C.dim;
    ctx.globalAlpha = 0.85;
    ctx.lineWidth = 2.5;
    ctx.setLineDash([10, 4, 2, 4]);  // dash-dot: apart from the dice area's plain dashes
    ctx.beginPath();
    ctx.moveTo(x + 2, y + (row - 0.5) * cs);
    ctx.lineTo(x + w - 2, y + (row - 0.5) * cs);
    ctx.moveTo(x + (col - 0.5) * cs, y + 2);
    ctx.lineTo(x + (col - 0.5) * cs, y + h - 2);
    ctx.stroke();
    ctx.restore();
    // whose line, on the line at the row's and the column's start: the notes under a phone's board named only one
    // ghost's (review 30, chaos_ja 2, 086: "whose orange lines are these?")
    // (team B's at the row's end and the column's foot: two ghosts anchored on one row or column wrote their tags on
    // one spot, text_fit's chaos_effects)
    if (item.seat && item.team === "B") {
      lineTag(ctx, item, x + w - 3, y + (row - 0.5) * cs, "right");
      lineTag(ctx, item, x + (col - 0.5) * cs, y + h - 3, "bottom");
    } else if (item.seat) {
      lineTag(ctx, item, x + 3, y + (row - 0.5) * cs, "left");
      lineTag(ctx, item, x + (col - 0.5) * cs, y + 3, "top");
    }
  },
  tag(ctx, item) {  // a timed effect's words by its piece, on a dark pill rimmed in the team's colour, pointing at it
    const rim = item.rim ?? TEAM[item.team] ?? C.dim;
    if (item.to && item.from) {  // the leader: from the pill to the rim of its piece
      const { from, to } = item;
      const d = Math.hypot(to.x - from.x, to.y - from.y) || 1;
      const stop = Math.min(d, to.r ?? 0) / d;  // at the piece's rim, not over its seat name
      ctx.strokeStyle = rim;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(from.x, from.y);
      ctx.lineTo(to.x - (to.x - from.x) * stop, to.y - (to.y - from.y) * stop);
      ctx.stroke();
    }
    roundRect(ctx, item.x, item.y, item.w, item.h, item.h / 2);
    fillStroke(ctx, "rgba(11, 18, 14, 0.88)", rim, 1);
    ctx.fillStyle = C.text;
    ctx.font = font(item.size);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(item.text, item.x + item.w / 2, item.y + item.h / 2 + 1, item.w - 6);
  },
  picked(ctx, item) {
    ctx.strokeStyle = C.gold;
    ctx.lineWidth = 3;
    ctx.setLineDash([4, 3]);
    ctx.strokeRect(item.x + 4, item.y + 4, item.w - 8, item.h - 8);
    ctx.setLineDash([]);
    if (item.bare) return;   // its corner given to a bomb over the piece there (crowd.js budgetCells)
    if (item.over) {   // over a piece: the number small on a dark corner, above the piece's name (crowd.js budgetCells)
      pickedCorner(ctx, item);
      return;
    }
    ctx.fillStyle = C.gold;
    ctx.font = font(item.size, true);
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    ctx.fillText(String(item.n), item.x + 7, item.y + 6);
  },
  path(ctx, item) {
    const pts = item.points;
    ctx.strokeStyle = TEAM[item.team] ?? C.dim;
    ctx.globalAlpha = 0.7;
    ctx.lineWidth = 2;
    ctx.setLineDash([5, 4]);
    ctx.beginPath();
    pts.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.arc(pts[0].x, pts[0].y, 5, 0, Math.PI * 2);
    ctx.stroke();
    ctx.fillStyle = ctx.strokeStyle;
    for (const p of pts.slice(1)) ctx.fillRect(p.x - 2, p.y - 2, 4, 4);
    ctx.globalAlpha = 1;
  },
  piece(ctx, item) {
    const { x, y, w } = item;
    if (item.acting) {  // whose turn: a gold ring around the piece (close in a shared cell: off its neighbour)
      // (and in a crowded cell's band rule, crowd.js: inside its cell, off the Checkup tag above it)
      const tight = item.shared || item.tight;
      const pad = tight ? 1 : 4;
      ctx.strokeStyle = C.gold;
      ctx.lineWidth = tight ? 1.5 : 2;
      teamShape(ctx, item.team, x - pad, y - pad, w + 2 * pad);
      ctx.stroke();
    }
    if (item.faded) ctx.globalAlpha = 0.45;  // vanished: seen by its team (or the designer) only
    pieceGlyph(ctx, item.team, item.role, x, y, w);
    ctx.fillStyle = item.role === "ghost" ? "#f4f1e8" : "#0b120e";
    // a shared cell's half-size piece: its name as large as its width allows, so "A1" and "A2" both read (r6 #3)
    ctx.font = font(pieceNameSize(item), true);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    if (item.faded) {  // a faint piece's name whole, light on a dark halo: at 45 % its path and a wall's hatching ran
      // through the letters ("AŽ", review 34, chaos_en 10, 096)
      ctx.globalAlpha = 1;
      ctx.fillStyle = "#f4f1e8";
      ctx.strokeStyle = "#0b120e";
      ctx.lineWidth = 3;
      ctx.lineJoin = "round";
      ctx.strokeText(item.seat, x + w / 2, y + w / 2 + 1, w - 2);
    }
    ctx.fillText(item.seat, x + w / 2, y + w / 2 + 1, w - 2);
    ctx.globalAlpha = 1;
    if (item.you) {
      ctx.fillStyle = C.gold;
      star(ctx, x + w * 0.08, y + w * 0.08, Math.max(4, w * 0.16));
      ctx.fill();
    }
    if (item.swapped) {  // its role changed since the reader's last turn (role_marks.js): a white dashed ring
      ctx.strokeStyle = "#ffffff";
      ctx.lineWidth = 2;
      ctx.setLineDash([3, 2]);
      teamShape(ctx, item.team, x - 2.5, y - 2.5, w + 5);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    roleTab(ctx, item);
    statusGlyph(ctx, item);
  },
};

/** Return the font size of a piece's name (its seat), as its painter draws it. */
const pieceNameSize = (item) => item.nameSize ?? Math.max(item.shared ? 9 : 8, Math.round(item.w * (item.shared ? 0.44 : 0.34)));

/** A piece's role as a tiny tab on its lower left corner ("G"/"P", 幽/患, 鬼/病) in the role's ink, where a piece is
 * large enough to carry it beside its name (review 34, room_zh 1: solid against dashed did not tell roles apart). */
function roleTab(ctx, item) {
  if (!item.roleMark || item.w < 20) return;
  const size = 11;   // draw.js MIN_TEXT: the smallest a phone reads
  ctx.font = font(size, true);
  const tw = Math.max(size, ctx.measureText?.(item.roleMark)?.width ?? size) + 3;
  const th = size + 2;
  // hung 3 px out of the piece's lower left corner, off its centred name (the piece keeps its size: crowd.js)
  const tx = item.x - 3;
  // on a small (phone) piece the corner meets the name: the tab hangs lower, clear of it (text_fit: "A1 | P" at 390)
  const ty = Math.max(item.y + item.w - th + 3, item.y + item.w / 2 + 1 + pieceNameSize(item) / 2 + 1);
  ctx.fillStyle = ROLE_INK[item.role] ?? "#555";
  roundRect(ctx, tx, ty, tw, th, 3);
  ctx.fill();
  ctx.strokeStyle = "#0b120e";
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.fillStyle = "#ffffff";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(item.roleMark, tx + tw / 2, ty + th / 2 + 0.5);
}

/** A piece's one status glyph in its box's lower right corner (review 7, finding 1): a shield (protected), two links
 * (follows its ghost), a "z" (loses its next turn); below or right of its name, 2 px out at most (review 38, room_en
 * 16: the shield lay over "A1"). */
function statusGlyph(ctx, item) {
  const { x, y, w } = item;
  const size = pieceNameSize(item);
  ctx.font = font(size, true);
  const half = Math.min(w - 2, ctx.measureText?.(item.seat)?.width ?? size) / 2;
  // the room inside the piece's box under its name or right of it (1 px off); the glyph hangs out that way for more
  // (down: a shared cell's neighbour stands beside it)
  const below = w / 2 - 2 - size / 2;
  const inside = Math.max(below, w / 2 - half - 1);
  const s = Math.max(6, Math.min(w * 0.34, inside + 2));
  const hang = Math.max(0, s - inside);
  const gx = x + w - s + (below < inside ? hang : 0);
  const gy = y + w - s + (below < inside ? 0 : hang);
  if (item.status === "protected") smallShield(ctx, gx, gy, s);
  else if (item.status === "follows") {
    ctx.strokeStyle = "#f3e39a";
    ctx.lineWidth = Math.max(1.5, s * 0.16);
    for (const k of [0, 1]) {
      ctx.beginPath();
      ctx.ellipse(gx + s * (0.33 + k * 0.34), gy + s * (0.33 + k * 0.34), s * 0.28, s * 0.17, Math.PI / 4, 0, Math.PI * 2);
      ctx.stroke();
    }
  } else if (item.status === "skip") {
    ctx.fillStyle = "#fff";
    ctx.font = font(Math.max(8, Math.round(s)), true);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText("z", gx + s / 2, gy + s / 2, s);
  }
}

/** Midnight on a patient's cell: a small compass rose in its lower left corner, four grey needles and no red one (its
 * step's way is spun when it moves, CH-TIME-2). */
function midnightRose(ctx, item) {
  const { x, y, w } = item;
  const inQuarter = item.quarter !== undefined || item.disc;   // a crowded cell's: its own quarter or band corner
  const r = item.disc ? w / 2 : w * (inQuarter ? 0.36 : 0.17);
  const cx = inQuarter ? x + w / 2 : x + r + 2;
  const cy = inQuarter ? y + w / 2 : y + w - r - 2;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  fillStroke(ctx, "rgba(20, 24, 22, 0.85)", "#b9c4ff", 1.2);
  ctx.beginPath();
  for (const [dx, dy] of Object.values(NEEDLE)) {
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + dx * r * 0.8, cy + dy * r * 0.8);
  }
  ctx.stroke();
}

/** A legal move's cell: a faint gold wash and a gold frame just inside it, the same on a free cell and over a piece. */
function moveFrame(ctx, { x, y, w, h }) {
  ctx.fillStyle = "rgba(245, 197, 66, 0.16)";
  ctx.fillRect(x + 2, y + 2, w - 4, h - 4);
  ctx.strokeStyle = C.gold;
  ctx.lineWidth = 2;
  ctx.strokeRect(x + 3, y + 3, w - 6, h - 6);
}

/** A move that swaps roles with the piece on its cell: a gold pill with a dark "⇄" in the cell's top middle, between
 * the aim's corners (review 36, chaos_ja 1: corners alone over the enemy patient read as no move). */
function swapBadge(ctx, item) {
  const { x, y, w } = item;
  const size = Math.max(11, Math.round(w * 0.26));
  const [bw, bh] = [Math.round(size * 1.5), size + 2];
  const [bx, by] = [x + (w - bw) / 2, y + 2];
  roundRect(ctx, bx, by, bw, bh, bh / 2);
  fillStroke(ctx, C.gold, "#0b120e", 1);
  ctx.fillStyle = "#0b120e";
  ctx.font = font(size, true);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText("⇄", x + w / 2, by + bh / 2 + 1);
}

/** Return a Checkup mark's ink: red ✗, amber ✓?/✗?, grey for a ✓ a turn old, else green. */
const markInk = (item) =>
  (item.doubt ? (item.bomb ? "#ffb89a" : "#ffd27a") : item.bomb ? "#ff8a8a" : item.stale ? "#c8c8c8" : "#8fe08f");

/** A Checkup mark alone over a piece's cell ("✓", "✗", amber "✓?"/"✗?"), in the corner crowd.js keeps clear of the
 * piece: a dark square with a rim in the mark's colour, the mark as large as it fits; its round is on hover. */
function cornerMark(ctx, item) {
  const { x, y, w, h } = cornerBox(item.x, item.y, item.w, Boolean(item.doubt));
  const ink = markInk(item);
  ctx.fillStyle = item.doubt ? "rgba(48, 34, 6, 0.95)" : "rgba(0, 0, 0, 0.7)";
  ctx.fillRect(x, y, w, h);
  ctx.strokeStyle = item.doubt ? (item.bomb ? "#ff9a70" : "#f0b840") : ink;
  ctx.lineWidth = 1;
  ctx.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1);
  ctx.fillStyle = ink;
  ctx.font = font(markText(item.w), true);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(`${item.bomb ? "✗" : "✓"}${item.doubt ? "?" : ""}`, x + w / 2, y + h / 2 + 1);
}

/** A planted bomb's planter ("A2") in its cell's lower left corner, a small tag on a pill of its team's colour, not
 * a piece's bold name (review 28, chaos_ja 1; review 30, room_en 2). */
function bombOwner(ctx, item, ink) {
  const size = Math.max(8, Math.round(item.w * 0.17));
  const inset = Math.max(2, item.w * 0.05);
  pillTag(ctx, item.planter, item.x + inset, item.y + item.h - inset - size * 1.2, size, ink);
}

/** Draw `text` on a pill of colour `ink`, its top left at (x, y), in a `size` px font. */
function pillTag(ctx, text, x, y, size, ink) {
  ctx.font = font(size, false);
  const w = ctx.measureText(text).width + size * 0.6;
  const h = size * 1.2;
  ctx.fillStyle = ink;
  roundRect(ctx, x, y, w, h, size * 0.4);
  ctx.fill();
  ctx.fillStyle = "#111";
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x + size * 0.3, y + h / 2 + 0.5);
  ctx.textBaseline = "alphabetic";
}

/** A bomb's fuse and spark from its ball (centre cx, cy, radius r), `k` its length (1: a bomb's). */
function fuse(ctx, cx, cy, r, k) {
  ctx.beginPath();
  ctx.moveTo(cx + r * 0.6, cy - r * 0.8);
  ctx.quadraticCurveTo(cx + r * (0.6 + 0.5 * k), cy - r * (0.8 + 0.7 * k), cx + r * (0.6 + 0.8 * k), cy - r * (0.8 + 0.5 * k));
  ctx.stroke();
  ctx.fillStyle = "#ffb347";
  star(ctx, cx + r * (0.6 + 0.9 * k), cy - r * (0.8 + 0.55 * k), r * 0.45 * Math.sqrt(k), 4);
  ctx.fill();
}

/** A Dawn line's ghost ("B2") on a pill of its team's colour at (x, y): its left or right end, or its top or bottom centre;
 * a row's just above its line, in the upper half of the end cell (review 41, chaos_ja 8: 「A2」 lay on a8's 「⌂A1」). */
function lineTag(ctx, item, x, y, at) {
  const size = Math.max(8, Math.round(item.cs * 0.17));
  ctx.font = font(size, false);
  const w = ctx.measureText(item.seat).width + size * 0.6;
  const h = size * 1.2;
  const px = at === "left" ? x : at === "right" ? x - w : x - w / 2;
  const py = at === "left" || at === "right" ? y - h - 1 : at === "bottom" ? y - h : y;
  pillTag(ctx, item.seat, px, py, size, TEAM[item.team] ?? C.dim);
}

/** A picked cell's number over the pieces on it: MIN_TEXT bold gold on a dark box in the cell's top left corner. */
function pickedCorner(ctx, item) {
  const size = MIN_TEXT;
  ctx.font = font(size, true);
  const w = Math.ceil(ctx.measureText(String(item.n)).width) + 4;
  ctx.fillStyle = "rgba(11, 18, 14, 0.9)";
  ctx.fillRect(item.x + 1, item.y + 1, w, size + 2);
  ctx.fillStyle = C.gold;
  ctx.textAlign = "left";
  ctx.textBaseline = "top";
  ctx.fillText(String(item.n), item.x + 3, item.y + 2);
}
