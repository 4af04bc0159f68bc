"""Options of CHAOS: every designer decision (DD) of chaos.md, defaults marked ★ there."""
from __future__ import annotations

from dataclasses import dataclass

from ...core.rules import RulesBase, option


@dataclass(frozen=True)
class Rules(RulesBase):
    """Every designer decision of CHAOS; docs/rules/chaos.md records the readings behind them."""

    map: str = option("asylum", "Built-in map (a custom map file goes in setup['map']).", ("asylum", "ward"),
                      "CH-MAP-1")
    must_move: bool = option(False, "Whether the base move of 1 cell is compulsory when a step is possible.",
                             (True, False), "CH-MOVE-1")
    bomb_effect: str = option("respawn", "What a bomb does to an unprotected patient besides being removed.",
                              ("respawn", "skip_next_turn", "discard_hand"), "CH-MOVE-4")
    key_opens: str = option("any", "Which pieces open the gate by entering the key cell.", ("any", "patient"),
                            "CH-MOVE-5")
    key_avoids_bombs: bool = option(False, "Whether the round's key is placed only on cells without a bomb.",
                                    (False, True), "CH-MAP-6")
    vanished_can_meet: bool = option(False, "Whether a vanished ghost still causes and suffers role swaps.",
                                     (True, False), "CH-G5")
    swap_hands: str = option("redraw", "After a role swap: both seats discard and draw 3 of the new role, or keep.",
                             ("redraw", "keep"), "CH-SWAP-3")
    patient_on_obstacle: str = option(
        "stay", "A ghost made a patient where it stands on an obstacle (CH-C2): it stays there and may only step off, "
        "or it moves at once to the nearest free cell.", ("stay", "nearest"), "CH-C2")
    max_rounds: int = option(60, "Rounds after which the game is a draw (0: no limit).", range(0, 1001), "CH-WIN-2")
    protection_blocks_forced_moves: bool = option(
        True, "Whether Protection also stops Possession and combo pushes, not only bombs.", (True, False), "CH-P5")
    effect_rounds: int = option(2, "How many of the acting seat's own later turns Vanish and the times of day last.",
                                range(1, 11), "CH-DUR-1")
    plant_duration: str = option("next_turn", "How long Mischief's planted bombs last: until the planting seat's "
                                 "next turn, or the end of the round.", ("next_turn", "round_end"), "CH-DUR-3")
    team_cover: bool = option(True, "Whether the team's first seat of a round may cover both teammates with one "
                              "card on its own seat (a joint turn).", (True, False), "CH-COVER-1")
    time_card_limit: str = option("restricted_role", "Who plays at most one card a turn at Midnight and Dawn: the "
                                  "restricted role (patients, ghosts) or every seat.", ("restricted_role", "all"),
                                  "CH-TIME-4")
    dawn_line: str = option("anchored", "Dawn keeps a ghost on the lines where it stood when Dawn began, or each "
                            "turn's steps on one straight line.", ("anchored", "straight"), "CH-TIME-5")
