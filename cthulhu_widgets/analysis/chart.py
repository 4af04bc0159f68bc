"""The after-game analysis as an inline SVG chart and a list, for pages without Python (a replay file): the win chance
before (best move) and after (move played) each of the seat's decisions, the decisive moment marked."""
from __future__ import annotations

import html

from .sentences import say

WIDTH, HEIGHT, PAD = 640, 190, 34


def svg(data: dict, width: int = WIDTH, height: int = HEIGHT) -> str:
    """Return an <svg> of an Analysis.to_dict(): one point per decision (x: its step; y: win chance 0..1)."""
    decisions = data.get("decisions") or []
    if not decisions:
        return ""
    last = max(d["step"] for d in decisions) or 1
    words = lambda key: html.escape(say(data.get("game", ""), data.get("lang", "en"), key))   # noqa: E731
    x = lambda step: PAD + (width - 2 * PAD) * step / last        # noqa: E731
    y = lambda v: height - PAD + (2 * PAD - height) * v           # noqa: E731
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img" '
           f'aria-label="win chance per decision" style="background:#101a15;font:11px system-ui,sans-serif">']
    for v in (0, 0.5, 1):
        out.append(f'<line x1="{PAD}" x2="{width - PAD}" y1="{y(v):.1f}" y2="{y(v):.1f}" stroke="#2c3a33"/>'
                   f'<text x="4" y="{y(v) + 4:.1f}" fill="#9a9483">{v:.0%}</text>')
    for key, colour, dash in (("best_value", "#7fd0a0", "4 3"), ("played_value", "#f5c542", "")):
        points = " ".join(f"{x(d['step']):.1f},{y(d[key]):.1f}" for d in decisions)
        out.append(f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2"'
                   + (f' stroke-dasharray="{dash}"' if dash else "") + "/>")
    for d in decisions:   # the played move's value with its error bar: ± one standard error, kept in 0..1
        v, e = d["played_value"], d.get("error") or 0.0
        out.append(f'<line class="error" x1="{x(d["step"]):.1f}" x2="{x(d["step"]):.1f}" y1="{y(max(0, v - e)):.1f}" '
                   f'y2="{y(min(1, v + e)):.1f}" stroke="#f5c542" stroke-opacity="0.55"/>'
                   f'<circle cx="{x(d["step"]):.1f}" cy="{y(v):.1f}" r="3" fill="#f5c542"/>')
    at = data.get("decisive")
    if at is not None and decisions[at]["drop"] > 0:
        d = decisions[at]
        out.append(f'<circle class="decisive" cx="{x(d["step"]):.1f}" cy="{y(d["played_value"]):.1f}" r="7" '
                   f'fill="none" stroke="#ff5c5c" stroke-width="2"/><text x="{x(d["step"]):.1f}" '
                   f'y="{y(d["played_value"]) + 20:.1f}" fill="#ff5c5c" text-anchor="middle">{words("decisive")}</text>')
    out.append(f'<text x="{width - PAD}" y="{height - 6}" fill="#9a9483" text-anchor="end">{words("axis")}</text>'
               f'<text x="{PAD}" y="14" fill="#7fd0a0">{words("legend_best")}</text>'
               f'<text x="{PAD + 110}" y="14" fill="#f5c542">{words("legend_played")}</text></svg>')
    return "".join(out)


def section(data: dict, lines: list[str]) -> str:
    """Return the analysis as the replay page and a notebook cell show it, in the language of `data` (its `lang`):
    a heading saying how it was estimated, the chart, the best moves (`lines`)."""
    game, lang = data.get("game", ""), data.get("lang", "en")
    how = say(game, lang, "how_exact" if data.get("method") == "exact" else "how_search", n=data["budget"])
    seat = data.get("seat")
    heading = say(game, lang, "heading", seat=say(game, lang, "player") if seat == "player" else seat, how=how)
    items = "".join(f'<li{_decisive(data, i)}>{html.escape(line)}</li>' for i, line in enumerate(lines))
    return (f'<section id="cw-analysis" style="margin-top:12px"><h3 style="margin:4px 0">{html.escape(heading)}'
            f'</h3>{svg(data)}<ol style="margin:6px 0">{items}</ol></section>\n')


def _decisive(data: dict, i: int) -> str:
    """Return the attributes of the list's line `i`: the decisive moment's is marked (class and colour)."""
    decisions = data.get("decisions") or []
    if i != data.get("decisive") or i >= len(decisions) or decisions[i]["drop"] <= 0:
        return ""
    return ' class="decisive" style="color:#ff5c5c"'
