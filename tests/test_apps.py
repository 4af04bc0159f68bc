"""The Voilà apps' own controls (play_*.ipynb), driven in the kernel: their code cells run here, where widgets
work without a browser; the browser tests (test_browser_*.py) show the same pages drawn and clicked."""
from __future__ import annotations

import json

import pytest
from packaging_support import ROOT


def run_app(name: str) -> dict:
    """Execute an app notebook's code cells here (widgets work without a browser) and return its names."""
    cells = json.loads((ROOT / "notebooks" / name).read_text())["cells"]
    names: dict = {}
    for cell in cells:
        if cell["cell_type"] == "code":
            exec(compile("".join(cell["source"]), name, "exec"), names)
    return names


@pytest.mark.parametrize("name", ["play_letter.ipynb", "play_chaos.ipynb", "play_mythos.ipynb"])
def test_app_seed_box_replays_a_deal_and_new_game_deals_another(name):
    """A dealt seed stays secret (the box is empty and shows the deal code); a typed seed deals that game and stays
    shown (the user chose it); New game deals a fresh secret seed again."""
    app = run_app(name)
    table, seed = app["table"], app["seed"]
    assert table.seed is None and seed.value == "" and table.deal in seed.placeholder
    seed.value = "12345"
    app["replay"].click()
    assert table.seed == 12345 and table.match.index == 0 and seed.value == "12345"
    assert table.view == type(table)(seed=12345, can_reveal=False).view, "the same seed must deal the same game"
    app["new_game"].click()
    assert table.seed is None and seed.value == "", "New game deals a secret seed"
    assert table.deal in seed.placeholder


def test_letter_app_hands_the_investigator_to_the_bot_and_back():
    app = run_app("play_letter.ipynb")
    table, seat, clock = app["table"], app["seat"], app["clock"]
    assert not clock.playing and table.match.index == 0
    seat.value = "bot"
    assert clock.playing
    for _ in range(400):  # the browser's timer moves clock.value; each tick is one step of the game
        if table.state.result is not None:
            break
        clock.value += 1
    assert table.state.result is not None, "the bot must finish the game"
    seat.value = "you"
    assert not clock.playing
    app["new_game"].click()
    clock.value += 1
    assert table.match.index == 0, "with the seat back, ticks no longer play for you"


def test_chaos_app_seat_menu_and_the_board_stay_in_step():
    app = run_app("play_chaos.ipynb")
    table, seat = app["table"], app["seat"]
    assert seat.value == table.seat == "A1"
    seat.value = "B2"
    assert table.seat == "B2" and table.view == table.state.view("B2")
    table.seat = "A2"  # the board's own seat menu
    assert seat.value == "A2"


def test_mythos_app_seat_menu_and_the_table_stay_in_step():
    app = run_app("play_mythos.ipynb")
    table, seat = app["table"], app["seat"]
    assert list(seat.options) == ["p0", "p1"] and seat.value == table.seat == "p0"
    seat.value = "p1"
    assert table.seat == "p1" and table.view["seat"] == "p1"
    table.seat = "p0"
    assert seat.value == "p0"
