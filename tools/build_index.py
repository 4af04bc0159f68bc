"""Write the Voilà gallery: notebooks/index.ipynb and the apps (play_letter, play_chaos, play_mythos, play_together).

Run: .venv/bin/python tools/build_index.py  (notebooks are committed without outputs). The gallery also links
to the tutorials and design_review.ipynb.

The apps treat the page as untrusted (docs/security.md): their tables cannot reveal hidden cards
(`can_reveal=False`), a dealt seed stays in the kernel until the game is over (the seed box shows the deal
code), and the controls beside a table send their values through `table.command`, the same checks the table's
own buttons get (the seat menu deals a new game rather than showing another seat's hand).
"""
import html

import nbformat
from nbbuild import Notebook

from cthulhu_widgets.frames import catalog
from cthulhu_widgets.games import specs

GAMES = specs(shipped=True)   # each game has an app, play_<game>.ipynb, and a tutorial, <game>_tutorial.ipynb

# game -> (its name in the gallery, what the player does), for the gallery's table of apps.
APP_ROWS = {
    "letter": ("Lovecraft Letter, solo",
               "Seal Cthulhu before the automaton opponent plays it; the deck is your partner."),
    "chaos": ("CHAOS", "2 v 2 in an asylum: patients run for the key and the gate, ghosts hunt them, roles swap."),
    "mythos": ("Mythos",
               "The 1996 card game with the two Standard Game decks: locations, allies, monsters, adventures."),
}
APPS = [*((f"play_{game.name}.ipynb", *APP_ROWS[game.name]) for game in GAMES),
        ("play_together.ipynb", "Play together (CHAOS, Mythos, Letter)",
         "A shared table on this server: create it, send each player their seat link, play from several browsers.")]
# game -> what its tutorial shows
TUTORIAL_ROWS = {
    "letter": "every card as a scenario with asserts",
    "chaos": "every card, a combo, a swap, a bomb, the gate, Midnight and Dawn",
    "mythos": "one seeded game, step by step: locations, allies, travel, combat",
}
TUTORIALS = [(f"{game.name}_tutorial.ipynb", game.title, TUTORIAL_ROWS[game.name])
             for game in GAMES]

# Every app is a title and the table alone: the table's own bar is the one control bar (seat or You / Bot plays, seed
# box and Play this seed, New game, language, undo, ▶▶ to my turn), and its "?" panel holds the rules reminder, how to
# read the table and the controls in the table's language (the game's sentence tables: catalog "help"). The title is
# marked data-cw-title: the table writes it, and the window's title, in the table's language. A table that cannot
# reveal (can_reveal=False) shows no designer control. fit_screen keeps the whole table in the window.
APP_CODE = """
import os

from cthulhu_widgets.widgets import {cls}

# A player's table: no designer controls and no hidden card shown (can_reveal=False), the other seats' moves at a
# readable pace (delay_ms), and the table shrunk to the window's height when it is taller (fit_screen).
table = {cls}(seed=None, can_reveal=False, delay_ms=700, fit_screen=True)
{test_seed}
table
"""

# Test-only (tests/test_browser_wire.py): with CTHULHU_TEST_SEED in the server's environment the app deals that seed
# as a secret deal — the page is sent a deal code and no seed, as in a real game — so a test that knows the seed can
# rebuild the kernel's game and check every websocket frame the page received. Unset in any real deployment.
TEST_SEED = """
if os.environ.get("CTHULHU_TEST_SEED"):  # test-only: a known seed, still dealt as a secret deal
    table._start(int(os.environ["CTHULHU_TEST_SEED"]), None, None, secret=True)
"""


def app_title(game) -> str:
    """Return a game's app title in English (its sentence tables' help; the table puts it in its own language)."""
    return catalog(game.name)["help"]["en"]["title"]


def app(title: str, cls: str) -> Notebook:
    """Return an app: its title (written again by the table in the table's language) and a cell showing the table."""
    book = Notebook()
    book.md(f'<h1 data-cw-title="">{html.escape(title)}</h1>')
    book.code(APP_CODE.format(cls=cls, test_seed=TEST_SEED))
    return book


def gallery() -> Notebook:
    """Return the index: links to the apps, the tutorials and the design review, then a first look in Python."""
    book = Notebook()
    apps = "\n".join(f"| **{game}** | [play]({nb}) | {what} |" for nb, game, what in APPS)
    tutorials = "\n".join(f"| {game} | [{nb}]({nb}) | {what} |" for nb, game, what in TUTORIALS)
    book.md(f"""
# cthulhu-widgets

Three Cthulhu card games as rules engines you drive from Python and as canvas widgets you play in Jupyter
and Voilà.

## Play

| game | app | what you do |
|---|---|---|
{apps}

Each app's table has its rules reminder under **?** (in the table's language), a seat choice, **New game** and a
**seed** box (the same seed
deals the same game; a dealt seed is shown when the game is over, and the page never sees the other hands —
see the security page of the documentation). In Voilà — Binder's Voilà links, or `voila notebooks/` — a link opens the app. In
JupyterLab it opens the notebook: press the Voilà button of the notebook toolbar to see it as an app, or
open `voila/render/notebooks/play_letter.ipynb` under the server's address. **Play together** holds the table
in the server instead of a kernel, so several people (each with their own seat link) play one game; it needs the
rooms extension of the Jupyter server the app runs on (see the rooms page of the documentation).

## Learn the rules

| game | tutorial | what it shows |
|---|---|---|
{tutorials}

The rules with their IDs (`LS-…`, `CH-…`, `MY-…`) are in `docs/rules/`; every event in a game's log names
the rule it applies.

## Design

[design_review.ipynb](design_review.ipynb): simulations of many bot games, rule sweeps with confidence
intervals, and the design tools — for changing a rule and measuring what it does.

## A first look in Python

A Lovecraft Letter scenario: `setup` places named cards (top card first). With no clues left, Cthulhu is
the opponent's top card; naming 8 with Investigators eliminates it and the player wins (LS-P1, LS-P9).
""")
    book.code("""
from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.games import letter

game = letter.new_game(seed=1, setup={"hand": ["investigators"], "clues": [], "deck": ["elder_sign", "..."]})
game.act("play", card="investigators", guess=8)
print(*game.events, sep="\\n")
assert game.result.outcome == "win" and game.result.cause == "cthulhu_sealed"
""")
    book.md("""
A whole seeded game with the heuristic bot as the player (the opponent is an automaton with exactly one
legal action a step), then the same deal under a rule change: `rules.replace` gives new rules, and
`to_json` / `from_json` replay a game exactly.
""")
    book.code("""
game = letter.new_game(seed=7)
bot = make_bot("heuristic", seed=7)
while game.result is None:
    game.apply(bot.choose(game) if game.to_act == "player" else game.legal_actions()[0])
print(game.result)
assert letter.from_json(game.to_json()) == game
print(letter.new_game(seed=7, rules=letter.Rules().replace(clue_count=3)).render())
""")
    return book


def game_app(game) -> Notebook:
    """Return a game's app (a GameSpec): its title and its widget class's table."""
    return app(app_title(game), game.widget.rpartition(":")[2])


def together_app() -> Notebook:
    """Return the shared-table app: create a room on this Jupyter server, hand out the seat links, sit at one."""
    book = Notebook()
    book.md("""
# Play together

A table for several people: the game runs in this Jupyter server's **rooms** extension, not in a kernel, and each
player connects from their own browser with their own **seat link**. Choose the game and who sits where (a
person, or a bot the server runs), a secret deal or a seed you type, and press **Create table**.

Then give each player **only their own link** (the Copy buttons): a link is that seat's key, and the server sends
each seat only what it may see. Press **Sit here** for your own seat, or **Watch** to follow the game as a
spectator. A reload resumes the seat; a dropped connection comes back by itself. The seed of a secret deal is
shown when the game is over.

Players who open a link need access to this server as well (its address and, on a server with a login, its
token); on a LAN without Jupyter, `python -m cthulhu_widgets.serve --host 0.0.0.0` serves the same page.
""")
    book.code("""
from cthulhu_widgets.widgets import TableWidget

table = TableWidget()  # the create form, then the seat links and your seat
table
""")
    return book


def write(book: Notebook, name: str, title: str) -> None:
    """Write notebooks/<name> with `title` in its metadata (Voilà's page title)."""
    path = book.write(name)
    notebook = nbformat.read(path, as_version=4)
    notebook.metadata["title"] = title
    nbformat.write(notebook, path)


if __name__ == "__main__":
    write(gallery(), "index.ipynb", "cthulhu-widgets")
    for game in GAMES:
        write(game_app(game), f"play_{game.name}.ipynb", app_title(game))
    write(together_app(), "play_together.ipynb", "Play together — a shared table")
