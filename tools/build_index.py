"""Write the Voilà gallery: notebooks/index.ipynb and the apps (play_letter, play_chaos, play_mythos, play_together).

Run: .venv/bin/python tools/build_index.py  (notebooks are committed without outputs). The gallery also links
to the tutorials and design_review.ipynb.

The apps treat the page as untrusted (docs/security.md): their tables cannot reveal hidden cards
(`can_reveal=False`), a dealt seed stays in the kernel until the game is over (the seed box shows the deal
code), and the controls beside a table send their values through `table.command`, the same checks the table's
own buttons get (the seat menu deals a new game rather than showing another seat's hand).
"""
import nbformat
from nbbuild import Notebook

# (notebook, game, what the player does) for the gallery's table of apps.
APPS = [
    ("play_letter.ipynb", "Lovecraft Letter, solo",
     "Seal Cthulhu before the automaton opponent plays it; the deck is your partner."),
    ("play_chaos.ipynb", "CHAOS",
     "2 v 2 in an asylum: patients run for the key and the gate, ghosts hunt them, roles swap."),
    ("play_mythos.ipynb", "Mythos",
     "The 1996 card game with the two Standard Game decks: locations, allies, monsters, adventures."),
    ("play_together.ipynb", "Play together (CHAOS, Mythos, Letter)",
     "A shared table on this server: create it, send each player their seat link, play from several browsers."),
]
TUTORIALS = [
    ("letter_tutorial.ipynb", "Lovecraft Letter", "every card as a scenario with asserts"),
    ("chaos_tutorial.ipynb", "CHAOS", "every card, a combo, a swap, a bomb, the gate, Midnight and Dawn"),
    ("mythos_tutorial.ipynb", "Mythos", "one seeded game, step by step: locations, allies, travel, combat"),
]

# The controls every app puts above its table. Each app adds its own seat control as `seat`. What the page
# sends (the box's text, a menu's value) goes through table.command: the table's own checks, errors shown on it.
CONTROLS = """
seed = ui.Text(description="Seed", layout=ui.Layout(width="16em"))
replay = ui.Button(description="Play this seed", tooltip="a new game with the deal of the seed in the box")
new_game = ui.Button(description="New game", button_style="primary", tooltip="a new game with a secret seed")


def play_seed(_button):
    text = seed.value.strip()
    number = text.isascii() and text.isdigit() and len(text) <= 20
    table.command({"cmd": "restart", "seed": int(text) if number else text})


def show_seed(_change=None):
    # A dealt seed stays secret until the game is over (the box shows its deal code); share a seed to share a deal.
    seed.value = "" if table.seed is None else str(table.seed)
    seed.placeholder = f"deal {table.deal}"


replay.on_click(play_seed)
new_game.on_click(lambda _: table.restart())
table.observe(show_seed, ["seed", "deal"])
show_seed()
"""

# Test-only (tests/test_browser_wire.py): with CTHULHU_TEST_SEED in the server's environment the app deals that seed
# as a secret deal — the page is sent a deal code and no seed, as in a real game — so a test that knows the seed can
# rebuild the kernel's game and check every websocket frame the page received. Unset in any real deployment.
TEST_SEED = """
import os

if os.environ.get("CTHULHU_TEST_SEED"):  # test-only: a known seed, still dealt as a secret deal
    table._start(int(os.environ["CTHULHU_TEST_SEED"]), None, None, secret=True)
"""

# The seat menu of the apps whose tables have several human seats: a choice is sent as the table's seat command.
SEAT_MENU = """
def sit(change):
    table.command({"cmd": "seat", "value": change["new"]})
    seat.value = table.seat


seat.observe(sit, "value")
table.observe(lambda change: setattr(seat, "value", change["new"]), "seat")  # the board's own seat menu too
"""


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

Each app has a short reminder of the rules, a seat choice, **New game** and a **seed** box (the same seed
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


def letter_app() -> Notebook:
    """Return the Lovecraft Letter app: rules reminder, who plays the investigator, seed and new game."""
    book = Notebook()
    book.md("""
# Lovecraft Letter — solo

Seal **Cthulhu** before the opponent plays it. The opponent is a face-down stack of clues over Cthulhu; the
deck is your partner. Each turn: an **insanity check** (move *N* deck cards to your discard, *N* = Insanity
cards in your discard), draw, then play one of your two cards on the opponent's top card. The opponent then
plays its top card against you: answer with your **hand** or the **deck top**. You win when you eliminate,
take or swap away Cthulhu on your turn — so keep a card that can do it, and don't eliminate the last clue
yourself.

**Controls.** The investigator is your seat — or hand it to the heuristic bot and watch. **New game** deals
at random: the seed stays secret while you play (the box shows the deal's code) and appears when the game is
over, so you can replay or share the deal; type a seed and press **Play this seed** to replay a deal. **Undo**
takes back your last decision, and what you had not seen is dealt afresh. On the table: click a glowing card to
play it (chips appear when a move needs a choice); Tab or the arrow keys choose a move, Enter plays it, U and
R undo and redo. The language menu shows the cards in 中文 or 日本語.
""")
    book.code("""
import ipywidgets as ui

from cthulhu_widgets.widgets import LetterWidget

table = LetterWidget(seed=None, can_reveal=False)
""" + TEST_SEED + CONTROLS + """
# A solo game has one seat: you play it, or the heuristic bot plays it while a timer steps the game.
seat = ui.ToggleButtons(options=[("You", "you"), ("Heuristic bot (watch)", "bot")], description="Investigator")
clock = ui.Play(interval=700, max=10**9, show_repeat=False, layout=ui.Layout(visibility="hidden"))


def tick(_change):
    if seat.value == "bot" and table.state.result is None:  # the clock runs on, so a new game goes on too
        table.step()


def hand_over(change):
    clock.layout.visibility = "visible" if change["new"] == "bot" else "hidden"
    clock.playing = change["new"] == "bot"


clock.observe(tick, "value")
seat.observe(hand_over, "value")
ui.VBox([ui.HBox([seat, clock]), ui.HBox([seed, replay, new_game]), table])
""")
    return book


def chaos_app() -> Notebook:
    """Return the CHAOS app: rules reminder, seat menu, seed and new game."""
    book = Notebook()
    book.md("""
# CHAOS — escape the asylum

You play **A1**, team A's patient, unless you choose another seat; heuristic bots play the others. Reach
the **key** to open the **gate**, then walk your patient through it. Hidden **bombs** send a patient back
to its spawn. Meeting an enemy of the other role swaps your roles — a ghost who catches a patient becomes a
patient. Click a highlighted cell to move, a card to play it (after moving; Checkup may come first), then
**End cards**. Three cards of one suit set **Midnight** (patients' steps follow the compass) or **Dawn**
(ghosts keep to their lines).

**Controls.** Choose your **seat** (A = team A, 1 = its patient at the start, 2 = its ghost): a new seat
deals a new game (the same deal when you typed its seed). **New game** deals at random: the seed stays secret
while you play (the box shows the deal's code) and appears when the game is over; type a seed and press **Play
this seed** to replay a deal. **Undo** takes back your last decision, and what you had not seen is dealt
afresh. On the board: Tab or the
arrow keys choose a move, Enter plays it, U and R undo and redo.
""")
    book.code("""
import ipywidgets as ui

from cthulhu_widgets.games import chaos
from cthulhu_widgets.widgets import ChaosWidget

table = ChaosWidget(seed=None, can_reveal=False)
""" + TEST_SEED + CONTROLS + """
seat = ui.Dropdown(options=chaos.SEATS, value=table.seat, description="Seat", layout=ui.Layout(width="12em"))
""" + SEAT_MENU + """
ui.VBox([ui.HBox([seat, seed, replay, new_game]), table])
""")
    return book


def mythos_app() -> Notebook:
    """Return the Mythos app: rules reminder, seat menu, seed and new game."""
    book = Notebook()
    book.md("""
# Mythos — the Cthulhu card game

You play **p0**, investigator of the *Corrupt* deck, unless you choose the other seat; the heuristic bot
plays the *Steadfast* deck. Each round you refill to 13 cards and take turns: play a location (the first goes
upright, a nearby one sideways until you **arrive**), recruit allies and arm them, find tomes and load spells,
and at a location with a gate send monsters into your face-down **threat**. After the second pass the threats
fight: spells and artifacts first, then allies defend by absorbing points, the rest is lost from Sanity.
Complete **adventures** for points. Your score is Sanity plus points; Sanity 0 ends the game.

**Controls.** Choose your **seat** (p0 plays Corrupt, p1 Steadfast): a new seat deals a new game (the same
deal when you typed its seed). **New game** deals at random: the seed stays secret while you play (the box
shows the deal's code) and appears when the game is over; type a seed and press **Play this seed** to replay a
deal. **Undo** takes back your last decision, and what you had not seen is dealt afresh. On the table: click a glowing card to see it and the moves
it offers; chips hold the moves that name no card (**Pass**, **Arrive**, **Done**…); ▾ opens a story deck or a
discard pile; Tab or the arrow keys choose a move, Enter plays it, U and R undo and redo. The language menu
shows the Japanese card names.
""")
    book.code("""
import ipywidgets as ui

from cthulhu_widgets.widgets import MythosWidget

table = MythosWidget(seed=None, can_reveal=False)
""" + TEST_SEED + CONTROLS + """
seat = ui.Dropdown(options=table.state.seats, value=table.seat, description="Seat", layout=ui.Layout(width="12em"))
""" + SEAT_MENU + """
ui.VBox([ui.HBox([seat, seed, replay, new_game]), table])
""")
    return book


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
    write(letter_app(), "play_letter.ipynb", "Lovecraft Letter — solo")
    write(chaos_app(), "play_chaos.ipynb", "CHAOS — escape the asylum")
    write(mythos_app(), "play_mythos.ipynb", "Mythos — the Cthulhu card game")
    write(together_app(), "play_together.ipynb", "Play together — a shared table")
