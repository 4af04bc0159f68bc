"""The GameSpec of Lovecraft Letter: what bots, simulation, benchmarks and widgets need to know of it."""
from __future__ import annotations

from ...core.spec import GameSpec
from .cards import KINDS
from .setup import SETUP_ZONES


def summary(state) -> dict:
    """Return the columns of a finished game worth a simulation table: clues and deck left, insanity."""
    return {"clues_left": state.clues, "deck_left": len(state.deck), "insanity": state.insanity}


def card_names(state) -> dict[str, str]:
    """Return card id -> English name of every card kind."""
    return {k.id: k.en for k in KINDS}


# Letter games are short: the heuristic plays ISMCTS rollouts to the end (random ones win 0.5 % of games and say
# little) and ranks the moves to try first.
SPEC = GameSpec(
    name="letter", module="cthulhu_widgets.games.letter", seats=("player", "opponent"), automata=("opponent",),
    heuristic="cthulhu_widgets.bots.letter_heuristic:LetterHeuristicBot", ismcts={"rollout": "heuristic"},
    summary=summary, card_names=card_names, card_events=frozenset({"play", "opponent_plays"}), rule_prefix="LS",
    setup_zones=SETUP_ZONES, widget="cthulhu_widgets.widgets.letter:LetterWidget", bench_rules=None,
    title="Lovecraft Letter", label="Lovecraft Letter (solo)", texts="cthulhu_widgets.games.letter.texts",
    scripts={"zh": "zh-TW"}, page_height=760,
    frame="cthulhu_widgets.frames.letter",
)
