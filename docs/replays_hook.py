"""mkdocs hook (mkdocs.yml `hooks:`): every game page draws a table, with a replay of a short seeded game.

`<!-- replay:GAME -->` in a page becomes an iframe of `replays/GAME.html`, which `on_post_build` writes into the
built site: a heuristic game dealt from a fixed seed, seen from the game's first seat a person plays, as
`Match.to_html` writes it (one self-contained file: the replay bundle and the steps inline, nothing fetched), in a
frame as high as the game's GameSpec says (`page_height`). Needs the built front end
(`make build`: cthulhu_widgets/static/replay.js).
"""
from __future__ import annotations

import re
from pathlib import Path

from mkdocs.utils import get_relative_url

from cthulhu_widgets.games import specs

REPLAY = re.compile(r"<!-- replay:([a-z]+) -->")
GAMES = {game.name: game for game in specs(shipped=True)}
SEED = 3
FOLDER = "replays"


def played(game: str, seed: int = SEED):
    """Return a whole game of `game` played by heuristic bots (the same bots as the widget's) from `seed`."""
    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.match import Match

    match = Match.new(game, seed=seed)
    bots = {s: make_bot("heuristic", game, seed=i) for i, s in enumerate(match.game.SEATS)}
    match.step(bots, n=5000)
    return match


def iframe(game: str, page_url: str) -> str:
    """Return the page's iframe of the game's replay (a link to open it whole, for readers without frames)."""
    if game not in GAMES:
        raise ValueError(f"<!-- replay:{game} -->: no replay for {game!r}; games: {', '.join(GAMES)}")
    url = get_relative_url(f"{FOLDER}/{game}.html", page_url)
    title = f"A {game} game replayed step by step, seen from {GAMES[game].humans[0]}"
    return (f'<iframe class="cw-replay-frame" src="{url}" title="{title}" loading="lazy" '
            f'style="width: 100%; height: {GAMES[game].page_height}px; border: 0; border-radius: 8px;"></iframe>\n\n'
            f'<p><a href="{url}">Open the replay on its own page</a> (one file: it works offline, saved from the '
            f"browser too). Drag the scrubber or press ← and → to step; ▶ plays it.</p>")


def on_page_markdown(markdown, page, config, files):
    """Replace each `<!-- replay:GAME -->` by the iframe of that game's replay."""
    return REPLAY.sub(lambda m: iframe(m.group(1), page.url), markdown)


def on_post_build(config):
    """Write a replay of a short seeded heuristic game per game into the site's replays/ folder."""
    out = Path(config["site_dir"]) / FOLDER
    out.mkdir(parents=True, exist_ok=True)
    for game, spec in GAMES.items():
        seat = spec.humans[0]
        played(game).to_html(out / f"{game}.html", seat=seat,
                             title=f"{game}: a heuristic game (seed {SEED}) seen from {seat}")
