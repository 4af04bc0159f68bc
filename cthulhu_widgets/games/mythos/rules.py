"""Options of Mythos (mythos.md): every ★ default the spec names."""
from __future__ import annotations

from dataclasses import dataclass

from ...core.rules import RulesBase, option


@dataclass(frozen=True)
class Rules(RulesBase):
    """Every option of the Mythos rules; docs/rules/mythos.md records the engine's readings."""

    sanity_zero: str = option("end_game", "Sanity 0 ends the game, or eliminates that investigator (for 3+ "
                              "players: the others play on; the last one standing wins).",
                              ("end_game", "eliminate"), "MY-END-2")
    target_points: int = option(20, "Completed adventure points that end the game at the end of that round.",
                                range(1, 101), "MY-END-3")
    passes_to_end: int = option(2, "Passes (in total) that end the card play of a round.", range(1, 9), "MY-ROUND-3")
    first_player: str = option("highest_sanity", "Who starts each round: highest Sanity (Education breaks ties) "
                               "or the next seat in turn.", ("highest_sanity", "rotate"), "MY-ROUND-6")
    first_player_tie: str = option("random", "Who starts when Sanity and Education both tie: one of the tied "
                                   "players at random (seeded), or the first of them in seat order.",
                                   ("random", "seat_order"), "MY-ROUND-6")
    city_hop: str = option("same_subregion", "Two City locations this close are reached upright at once.",
                           ("same_subregion", "same_region"), "MY-LOC-3")
    cross_dimensions: bool = option(False, "Whether a Car or a Train also reaches a location of the same region in "
                                    "another dimension (else only a travel event that names a dimension crosses "
                                    "into it).", (True, False), "MY-LOC-5")
    shared_requirements: bool = option(False, "Whether one card may meet two requirements of an adventure.",
                                       (True, False), "MY-ADV-2")
    join_groups: str = option("every_pair", "Which groups of three or more cards join: any in which every pair joins "
                              "(two allies that join each other with one weapon, carried by one of them), or only "
                              "allies or only monsters (a weapon joins a lone ally).", ("every_pair", "one_kind"),
                              "MY-CARD-8")
    cured_phobia: str = option("affected", "Where a cured phobia is buried: the story deck of the investigator it "
                               "affected, or its owner's.", ("affected", "owner"), "MY-CARD-6")
    fatal_costs: bool = option(False, "Whether a Sanity cost may take the payer's last Sanity (else it is offered "
                               "only when at least 1 Sanity is left).", (True, False), "MY-CLAR-3")
    max_rounds: int = option(100, "Rounds after which the game ends and is scored (a guard for bots; 0: none).",
                             range(0, 10001), "MY-END-1")
