"""The GameSpec of Mythos: what bots, simulation, benchmarks and widgets need to know of it."""
from __future__ import annotations

from ...core.spec import GameSpec


def summary(state) -> dict:
    """Return the columns of a finished game worth a simulation table: rounds, each player's score and Sanity."""
    out = {"rounds": state.result.rounds}
    for i, player in enumerate(state.players):
        out[f"score_p{i}"] = state.result.scores[i]
        out[f"sanity_p{i}"] = player.sanity
    return out


def card_names(state) -> dict[str, str]:
    """Return card id -> name of every card the game is played with."""
    return {cid: state.card_set.cards[cid].name for cid in sorted(set(state.card))}


# Mythos rollouts to the end cost ~40 ms: ISMCTS cuts them after 8 random steps, scored by the Sanity + points lead.
SPEC = GameSpec(
    name="mythos", module="cthulhu_widgets.games.mythos", seats=("p0", "p1", "p2", "p3"),
    heuristic="cthulhu_widgets.bots.mythos_heuristic:MythosHeuristicBot",
    ismcts={"rollout_depth": 8, "evaluate": "cthulhu_widgets.bots.evaluate:mythos_lead"},
    summary=summary, card_names=card_names,
    card_events=frozenset({"plays", "joins", "loads", "casts", "uses", "attaches", "serves_as_ally", "converted"}),
    rule_prefix="MY", setup_zones=("players", "decks"), widget="cthulhu_widgets.widgets.mythos:MythosWidget",
    bench_rules={"max_rounds": 6}, title="Mythos", label="Mythos (2 players)",
    texts="cthulhu_widgets.games.mythos.texts", page_height=1000,
    frame="cthulhu_widgets.frames.mythos",
)
