"""CHAOS "Since your last turn" after joint turns (round AP, fixer AP1; newcomer review 24, chaos_en finding 3: the box
led with the key found rounds before). Records the reader's story at its decisions after its turn was taken in its
partner's combo (CH-COMBO-1, CH-DUR-1) for js/src/chaos/round25ap1_since.test.js, which holds the box to what came
after that joint turn."""
from __future__ import annotations

from pathlib import Path

from conftest import check_fixture

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames import build
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

HERE = Path(__file__).parents[1] / "js" / "src" / "chaos"
SEED = 6   # heuristic bots on every seat: A1's round-5 turn is taken in A2's combo, its box in round 6 went back to 5


def _samples() -> dict:
    """Return, per language, A1's story (log_from 0) at its first decision after each joint turn of its own, with
    `joint`: the index of the line saying its turn was taken in a joint turn."""
    match = Match.new(chaos, seed=SEED)
    bots = {s: make_bot("heuristic", "chaos", SEED * 16 + i) for i, s in enumerate(chaos.SEATS)}
    out, waiting = {"en": [], "ja": []}, False
    while match.state.result is None and len(out["en"]) < 2:
        state = match.state
        if waiting and state.to_act == "A1":
            en = build.of(match, "A1", "en", log_from=0)["log_lines"]
            ja = build.of(match, "A1", "ja", log_from=0)["log_lines"]
            assert len(en) == len(ja)
            joint = max(i for i, line in enumerate(en) if line["text"] == "You already took your turn this round, "
                                                                            "in a joint turn.")
            for lang, lines in (("en", en), ("ja", ja)):
                out[lang].append({"round": state.round, "joint": joint, "lines": lines})
            waiting = False
        match.apply(bots[state.to_act].choose(state))
        waiting |= any(e.name == "turn_taken_in_combo" and e.data.get("seat") == "A1" for e in match.state.events or ())
    return out


def test_the_recorded_game_takes_the_readers_turn_in_joint_turns_CH_COMBO_1():
    """The fixture the JS test reads: two decisions of A1, each after a round whose turn A1 took in a joint turn."""
    samples = _samples()
    assert len(samples["en"]) == 2 and all(s["joint"] > 0 for s in samples["en"])
    check_fixture(HERE / "round25ap1_since.json", samples)

