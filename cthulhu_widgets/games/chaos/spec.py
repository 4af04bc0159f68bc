"""The GameSpec of CHAOS: what bots, simulation, benchmarks and widgets need to know of it."""
from __future__ import annotations

from ...core.spec import GameSpec
from .cards import CARDS, FUNCTION, FUNCTIONS, SUIT
from .game import SETUP_KEYS
from .seats import SEATS, TEAM


def summary(state) -> dict:
    """Return the columns of a finished game worth a simulation table: rounds, first team, final roles."""
    return {"rounds": state.result.rounds, "first_team": state.first_team,
            **{f"role_{seat}": role for seat, role in state.role.items()}}


def card_names(state) -> dict[str, str]:
    """Return card id -> "Function (suit)" of every card."""
    return {c: f"{FUNCTIONS[FUNCTION[c]][2]} ({SUIT[c]})" for c in CARDS}


# CHAOS games run to 60 rounds: ISMCTS rollouts take 6 heuristic steps, then the race to the gate is scored.
SPEC = GameSpec(
    name="chaos", module="cthulhu_widgets.games.chaos", seats=SEATS, teams=TEAM,
    heuristic="cthulhu_widgets.bots.chaos_heuristic:ChaosHeuristicBot",
    ismcts={"rollout": "heuristic", "rollout_depth": 6, "evaluate": "cthulhu_widgets.bots.evaluate:chaos_race"},
    summary=summary, card_names=card_names,
    card_events=frozenset({"plays", "combo_started", "combo_joined", "reaction", "cover"}), rule_prefix="CH",
    setup_zones=SETUP_KEYS, widget="cthulhu_widgets.widgets.chaos:ChaosWidget", bench_rules={"max_rounds": 8},
    title="CHAOS", label="CHAOS (2 v 2)", texts="cthulhu_widgets.games.chaos.texts", scripts={"zh": "zh-CN", "zh-TW": "zh-TW"},
    page_height=900,
    frame="cthulhu_widgets.frames.chaos",
)
