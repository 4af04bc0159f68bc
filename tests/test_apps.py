"""The Voilà apps (play_*.ipynb) and the control bar's commands, driven in the kernel: an app's code cell runs here,
where widgets work without a browser, and the bar's buttons are the commands the page sends (`table.command`, the
page's own checks). The browser tests (test_browser_*.py) show the same pages drawn and clicked."""
from __future__ import annotations

import json

import pytest
from packaging_support import ROOT

from cthulhu_widgets.frames.chaos import forced_pass
from cthulhu_widgets.games import SHIPPED
from cthulhu_widgets.widgets import ChaosWidget, LetterWidget, MythosWidget

APPS = [f"play_{game}.ipynb" for game in SHIPPED]   # one app per game of the package (tools/build_index.py)


def cells(name: str) -> list[dict]:
    return json.loads((ROOT / "notebooks" / name).read_text())["cells"]


def run_app(name: str) -> dict:
    """Execute an app notebook's code cells here (widgets work without a browser) and return its names."""
    names: dict = {}
    for cell in cells(name):
        if cell["cell_type"] == "code":
            exec(compile("".join(cell["source"]), name, "exec"), names)
    return names


def history_seats(table, start: int) -> list[str]:
    """Return the seat that took each step from `start` to the table's position."""
    return [table.match.state_at(i).to_act for i in range(start, table.match.index)]


@pytest.mark.parametrize("name", APPS)
def test_an_app_is_a_title_and_the_table_alone(name):
    """One markdown cell (the title, marked data-cw-title: the table writes it, and the window's title, in the table's
    language; the rules reminder is the table's "?" panel, in its language), one code cell showing just the table:
    a player's table (no designer controls: can_reveal False, play mode), bots at a readable pace, fitted to the
    window; no controls of the app's own beside it."""
    first, *rest = cells(name)
    lines = "".join(first["source"]).splitlines()
    assert len(lines) == 1 and lines[0].startswith('<h1 data-cw-title="">') and lines[0].endswith("</h1>")
    assert [c["cell_type"] for c in rest] == ["code"] and not rest[0]["outputs"]
    app = run_app(name)
    table = app["table"]
    assert (table.mode, table.can_reveal, table.autoplay, table.fit_screen) == ("play", False, True, True)
    assert 600 <= table.delay_ms <= 900
    assert not any(k in app for k in ("seed", "replay", "new_game", "seat", "clock")), "one control bar: the table's"


@pytest.mark.parametrize("name", APPS)
def test_the_bar_replays_a_typed_seed_and_new_game_deals_a_secret_one(name):
    """A dealt seed stays secret (the page gets the deal code); Play this seed deals that game, and its seed is
    shown (the user chose it); New game deals a fresh secret seed again."""
    table = run_app(name)["table"]
    assert table.seed is None and len(table.deal) == 8
    table.command({"cmd": "restart", "seed": 12345})  # Play this seed
    assert table.error == "" and table.seed == 12345 and table.match.index == 0
    assert table.view == type(table)(seed=12345, can_reveal=False).view, "the same seed must deal the same game"
    table.command({"cmd": "restart"})  # New game
    assert table.seed is None and table.state.seed != 12345 and table.deal != type(table)(seed=12345).deal
    table.command({"cmd": "restart", "seed": "1e5"})  # a box's text that is no seed: refused, nothing dealt
    assert "restart needs an integer 'seed'" in table.error and table.seed is None


def test_letter_bar_hands_the_investigator_to_the_bot_and_back():
    """Bot plays (watch): no move is offered, a click is refused, and the page's autoplay steps (bot_step) finish the
    game; a new game goes on being played by the bot; You takes the seat back."""
    table = run_app("play_letter.ipynb")["table"]
    table.command({"cmd": "watch", "on": True})
    assert table.watch and table.error == "" and table.state.to_act == "player" and table.legal == []
    index = table.match.index
    table.command({"cmd": "act", "id": str(table.state.legal_actions()[0]), "step": index})
    assert table.error.startswith("the bot plays player while you watch") and table.match.index == index
    for _ in range(400):  # what the page's autoplay sends, one step per delay_ms
        if table.state.result is not None:
            break
        table.command({"cmd": "bot_step"})
        assert table.error == ""
    assert table.state.result is not None, "the bot must finish the game"
    table.command({"cmd": "restart"})
    assert table.watch and table.legal == []
    table.command({"cmd": "watch", "on": False})
    assert not table.watch and table.legal and table.state.to_act == "player"
    table.command({"cmd": "watch", "on": "yes"})
    assert "watch needs on: true or false" in table.error and not table.watch


@pytest.mark.parametrize("name, other", [("play_chaos.ipynb", "B2"), ("play_mythos.ipynb", "p1")])
def test_the_bar_seat_menu_sits_at_another_seat_and_deals_again(name, other):
    """A table that cannot reveal deals a new game from the new seat: the seat's hidden cards of the game in play
    are never shown."""
    table = run_app(name)["table"]
    deal = table.deal
    table.command({"cmd": "seat", "value": other})
    assert table.error == "" and table.seat == other and table.deal != deal and table.match.index == 0
    assert table.view["seat"] == other


def test_fast_forward_plays_the_bots_up_to_the_viewers_turn_and_never_plays_it():
    """CHAOS with team B first (seed 0): ▶▶ plays B1, B2… in one answer and stops where A1 is to act; every step it
    took was another seat's, or A1's lone decline the table plays for it (round 6d: a combo it could not join)."""
    table = ChaosWidget(seed=0, can_reveal=False)
    assert table.state.to_act == "B1"
    table.command({"cmd": "fast_forward"})
    assert table.error == "" and table.state.to_act == "A1" and table.match.index > 1
    mine = [i for i in range(table.match.index) if table.match.state_at(i).to_act == "A1"]
    assert all(forced_pass(table.match.state_at(i)) is not None for i in mine), "A1's own move was played"
    assert table.legal, "A1's turn is offered, not played"


def test_fast_forward_is_refused_where_it_means_nothing_and_changes_nothing():
    """On the viewer's own turn, at game over, while its bot plays it (watch), with a bad limit from Python."""
    table = ChaosWidget(seed=1, can_reveal=False)
    assert table.state.to_act == "A1"
    before = (table.match.index, table.view, table.legal)
    table.command({"cmd": "fast_forward"})
    assert table.error == "A1 is to act: fast-forward only plays the other seats, up to your turn"
    assert (table.match.index, table.view, table.legal) == before
    letter = LetterWidget(seed=3, can_reveal=False)
    letter.command({"cmd": "watch", "on": True})
    letter.command({"cmd": "fast_forward"})
    assert letter.error.startswith("the bot plays player while you watch") and letter.match.index == 0
    while letter.state.result is None:
        letter.step()
    letter.command({"cmd": "fast_forward"})
    assert letter.error == "the game is over: there is no turn to fast-forward to"


def test_fast_forward_stops_at_a_seat_no_bot_plays_and_at_its_limit():
    """With a bot for B1 only, fast-forward plays B1 and stops at the next seat nobody's bot plays (refused when that
    seat is next: nothing to play); Mythos goes from p1's turn back to p0's; Python may bound the steps."""
    from cthulhu_widgets.bots import make_bot

    table = ChaosWidget(seed=0, can_reveal=False, bots={"B1": make_bot("heuristic", "chaos", seed=1)})
    table.command({"cmd": "fast_forward"})
    assert table.error == "" and table.match.index > 0 and table.state.to_act not in ("B1", "A1")
    assert set(history_seats(table, 0)) == {"B1"}
    waiting = table.state.to_act
    table.command({"cmd": "fast_forward"})
    assert table.error == f"no bot plays {waiting}: fast-forward only plays bots and automata"
    mythos = MythosWidget(seed=3, can_reveal=False)
    while mythos.state.to_act == "p0":
        mythos.command({"cmd": "act", "id": mythos.legal[0]["id"], "step": mythos.match.index})
    start = mythos.match.index
    assert mythos.fast_forward() > 0
    assert mythos.state.to_act in ("p0", None) and set(history_seats(mythos, start)) == {"p1"}
    bounded = ChaosWidget(seed=0, can_reveal=False)
    assert bounded.fast_forward(limit=2) == 2 and bounded.match.index == 2 and bounded.state.to_act != "A1"


def test_play_this_seed_takes_a_seed_past_a_page_number():
    """The Seed box sends its digits as text past 2**53 (js/src/ui/toolbar.js seedCommand): the table deals that seed
    (newcomer review 25, letter_en 2: a 17-digit seed was refused as "needs an integer"); 2**64 and more is refused
    with the allowed range, nothing dealt."""
    table = LetterWidget()
    table.command({"cmd": "restart", "seed": "22182311132739798"})
    assert table.error == "" and table.seed == 22182311132739798
    table.command({"cmd": "restart", "seed": str(2**64)})
    assert "from 0 to 2**64 - 1" in table.error and table.seed == 22182311132739798
