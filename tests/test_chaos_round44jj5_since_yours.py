"""CHAOS "Since your last turn" leads with what happened to the reader in its own last turn (round JJ, fixer JJ5;
newcomer review 39, room_zh 1: "my own move to a7 ended on a8 with no visible reason", the box told only A2's event;
review 40, chaos_en 2). Records A1's story at its turn after its own move hit a bomb (CH-MOVE-4) for
js/src/chaos/round44jj5_since_yours.test.js, which holds the box's first line to that bomb."""
from __future__ import annotations

from pathlib import Path

from conftest import check_fixture

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames import build
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

HERE = Path(__file__).parents[1] / "js" / "src" / "chaos"
SEED = 3   # heuristic bots on every seat: A1 steps on a bomb at e6 in its round-4 turn, sent back to a8


def _own_bomb(lines: list) -> int | None:
    """Return the index of a bomb that sent the reader home in its previous own turn, None if there is none."""
    heads = [i for i, line in enumerate(lines) if line.get("turn") and line.get("you")]
    if len(heads) < 2:
        return None
    prev, now = heads[-2], heads[-1]
    own = [i for i in range(prev + 1, now) if lines[i].get("news") == "yours" and "bomb" in lines[i]["text"]
           and not any(lines[j].get("turn") for j in range(prev + 1, i))]
    return own[0] if own else None


def _samples() -> dict:
    """Return, per language, A1's story (log_from 0) at its first decision after its own move hit a bomb, with `hit`:
    the index of that bomb's line."""
    match = Match.new(chaos, seed=SEED)
    bots = {s: make_bot("heuristic", "chaos", SEED * 16 + i) for i, s in enumerate(chaos.SEATS)}
    while match.state.result is None:
        state = match.state
        if state.to_act == "A1":
            en = build.of(match, "A1", "en", log_from=0)["log_lines"]
            hit = _own_bomb(en)
            if hit is not None:
                ja = build.of(match, "A1", "ja", log_from=0)["log_lines"]
                assert len(en) == len(ja)
                return {lang: {"round": state.round, "hit": hit, "lines": lines} for lang, lines in
                        (("en", en), ("ja", ja))}
        match.apply(bots[state.to_act].choose(state))
    raise AssertionError("no own bomb in the recorded game")


def test_round44jj5_the_recorded_game_sends_the_reader_home_in_its_own_turn_CH_MOVE_4():
    """The fixture the JS test reads: A1's story at its round-5 turn, its round-4 move having hit a bomb."""
    samples = _samples()
    en = samples["en"]
    assert en["lines"][en["hit"]]["text"].startswith("You step on a bomb at e6: sent back to your spawn a8.")
    assert en["lines"][en["hit"]].get("you") and not en["lines"][en["hit"]].get("at")
    check_fixture(HERE / "round44jj5_since_yours.json", samples)
