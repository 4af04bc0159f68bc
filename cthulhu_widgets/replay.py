"""Replays without a kernel: one self-contained HTML file that draws a match on the widget's canvas, step by step.

`Match.to_html(path, seat=…)` (or `write_html` here) records, for every position of the match, the frame the
widget syncs there (cthulhu_widgets.frames), and writes it inline with the replay bundle (static/replay.js, built
from js/src/replay/) into one HTML file: nothing is fetched, it opens from disk, a mail attachment or a docs page.

- A seat replay (`seat="A1"`) holds exactly what that seat's live table showed: at each step its frame's `view`
  (the seat's view), its log lines and the banner. Hidden cards of other seats, the deck order and the seed are not
  in the file at all. No move is clickable.
- A design replay (`seat=None`) holds the designer's view (every card, rule IDs in the log and banner) and says so.

The frames are the widget's own (one builder, the log appended position after position; no widget is made), so a
replay draws exactly like the live table.
"""
from __future__ import annotations

import html
import json
from pathlib import Path

from .frames import Frames, catalog, deal_code

BUNDLE = Path(__file__).resolve().parent / "static" / "replay.js"
LANGS = ("en", "zh", "ja", "zh-TW")
# Shown until the replay's script has read its steps and drawn the first one: a long game's page (1 MB and more) sat
# black under "← Back to the table" for ~15 s on a busy machine, and the reader nearly went back (newcomer review 35,
# room_en 4, room_zh 11); mountReplay (js/src/replay/main.js) removes it.
WAIT = {"en": "Loading the replay…", "zh": "正在载入回放…", "ja": "リプレイを読み込み中…", "zh-TW": "正在載入回放…"}
# The frame's parts a replay step carries; the rest is fixed for the whole file (the catalog, the seat, the deal).
# A step's log lines are those it added to the seat's story, from `log_from` (js/src/replay/frames.js joins them).
STEP_TRAITS = ("view", "log_lines", "log_from", "banner")


def _seats(match) -> tuple:
    return tuple(match.state.seats) if hasattr(match.state, "seats") else tuple(match.game.SEATS)


def check_seat(match, seat) -> None:
    """Raise ValueError unless `seat` is None (the designer's view) or a seat of the match a person plays."""
    seats = _seats(match)
    automata = tuple(match.game.AUTOMATA)
    humans = [s for s in seats if s not in automata]
    if seat is None:
        return
    if not isinstance(seat, str) or seat not in seats:
        raise ValueError(f"a replay is seen from a seat of this {match.game.NAME} game ({', '.join(humans)}) or "
                         f"seat=None for the designer's view, not {seat!r}")
    if seat in automata:
        raise ValueError(f"{seat!r} is an automaton of {match.game.NAME}: nobody sits there, so there is no view "
                         f"of it to replay; use one of {', '.join(humans)} or seat=None (the designer's view)")


def record(match, seat: str | None = None, lang: str = "en") -> dict:
    """Return the replay's data: the fixed parts and, per position 0..len(match), the frame's step parts.

    Each step holds `view`, `log_lines` and `banner` of the frame the widget syncs at that position (play mode
    from `seat`, or design mode when `seat` is None), with no legal moves; of the seat's story only the lines the
    step added, from `log_from`. The match itself is not moved.
    """
    check_seat(match, seat)
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {', '.join(LANGS)}, not {lang!r}")
    design = seat is None
    game = match.game.NAME
    # The designer's banner says "won" for the seat a designer's table sits at by default: the first person's.
    sits = seat or next(s for s in _seats(match) if s not in match.game.AUTOMATA)
    table, positions, steps, held = Frames(game), [], [], 0
    for i in range(len(match) + 1):   # the positions so far: the frames' log reads only the new one each time
        positions.append(match.state_at(i))
        frame = table.of(positions[-1], positions, sits, lang, design, moves=False, log_from=held)
        held = frame["log_from"] + len(frame["log_lines"])
        steps.append({k: frame[k] for k in STEP_TRAITS})
    start = match.state_at(0)
    return {"game": game, "seat": seat or "", "mode": "design" if design else "play", "lang": lang,
            "seed": start.seed if design else None, "deal": deal_code(game, start.seed),
            "catalog": {**catalog(game, _seats(match)), "seats": []},   # no seat menu: the seat is the file's
            "steps": json.loads(json.dumps(steps))}


def deltas(steps: list[dict]) -> list[dict]:
    """Return the steps as changes: step 0 whole, then per step only the traits (and the view's top-level keys)
    that differ from the step before, and the log lines it added (with `log_from`); `view_drop` lists view keys
    that disappeared. js/src/replay/frames.js expands them again."""
    out, before = [], None
    for step in steps:
        if before is None:
            out.append(step)
        else:
            delta = {}
            view, old = step["view"], before["view"]
            changed = {k: v for k, v in view.items() if k not in old or old[k] != v}
            if changed:
                delta["view"] = changed
            dropped = [k for k in old if k not in view]
            if dropped:
                delta["view_drop"] = dropped
            if step["log_lines"] or step["log_from"] != before["log_from"] + len(before["log_lines"]):
                delta["log_lines"], delta["log_from"] = step["log_lines"], step["log_from"]   # the lines it added
            if step["banner"] != before["banner"]:
                delta["banner"] = step["banner"]
            out.append(delta)
        before = step
    return out


def _script_json(data) -> str:
    """Return JSON that is safe inside a <script> element (no `<` at all: `</script>` cannot end it early)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")


def _bundle() -> str:
    if not BUNDLE.exists():
        raise FileNotFoundError(f"the replay front end is not built ({BUNDLE} is missing): run `make build` "
                                "(cd js && npm run build)")
    return BUNDLE.read_text(encoding="utf-8").replace("</script", "<\\/script")


def html_text(match, seat: str | None = None, lang: str = "en", title: str | None = None,
              analysis: bool = False, budget: int | None = None) -> str:
    """Return the replay's HTML page (see `write_html`)."""
    data = record(match, seat=seat, lang=lang)
    after = _analysis(match, seat, budget, lang) if analysis else ""
    who = "designer's view: every hidden card shown" if seat is None else f"seen from {seat}"
    title = title or f"{match.game.NAME} replay ({who})"
    steps = deltas(data.pop("steps"))
    catalog_data = data.pop("catalog")
    # Three data blocks: the replay's settings, the static catalog (card names and texts, the same for every
    # game) and the steps, the only block that depends on the deal.
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
        "script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:\">\n"
        f"<title>{html.escape(title)}</title>\n"
        "<style>body { margin: 0; padding: 8px; background: #0b120e; color: #e8e0cc; "
        "font: 13px system-ui, sans-serif; }</style>\n</head>\n<body>\n"
        f'<div id="cw-replay" data-title="{html.escape(title)}"><p class="cw-replay-wait">'
        f"{WAIT.get(lang, WAIT['en'])}</p></div>\n{after}"
        f'<script type="application/json" id="cw-replay-meta">{_script_json(data)}</script>\n'
        f'<script type="application/json" id="cw-replay-catalog">{_script_json(catalog_data)}</script>\n'
        f'<script type="application/json" id="cw-replay-steps">{_script_json(steps)}</script>\n'
        f"<script>{_bundle()}</script>\n</body>\n</html>\n")


def _analysis(match, seat, budget: int | None = None, lang: str = "en") -> str:
    """Return the after-game analysis section of `seat` (None: the first seat a person plays), issue 26, with
    `budget` re-deals or ISMCTS iterations per decision (None: analysis.AFTER_BUDGETS), worded in `lang` (English
    where the game does not speak it)."""
    from .analysis import analyse
    from .analysis.chart import section

    found = analyse(match, seat, budget, lang=lang)
    return section(found.to_dict(), found.best_moves())


def write_html(match, path, seat: str | None = None, lang: str = "en", title: str | None = None,
               analysis: bool = False, budget: int | None = None) -> Path:
    """Write the match's replay to `path` as one self-contained HTML file; return the path.

    `seat`: the seat whose table is replayed (only what it saw), or None for the designer's view. `lang`: en, zh
    or ja. `analysis`: add the after-game analysis (analysis.analyse) under the timeline, as a chart and a list of
    the best moves; `budget`: its re-deals or ISMCTS iterations per decision (None: analysis.AFTER_BUDGETS; a CHAOS
    game's analysis at the default takes ~20 s of CPU). ValueError for an unknown seat, an automaton's seat or an
    unknown language.
    """
    path = Path(path)
    path.write_text(html_text(match, seat=seat, lang=lang, title=title, analysis=analysis, budget=budget),
                    encoding="utf-8")
    return path
