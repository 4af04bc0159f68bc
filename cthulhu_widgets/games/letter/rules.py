"""Options of the Lovecraft Letter solo variant (letter.md); ★ defaults as the spec gives them."""
from __future__ import annotations

from dataclasses import dataclass

from ...core.rules import RulesBase, option


@dataclass(frozen=True)
class Rules(RulesBase):
    """Every option of the solo variant; see docs/rules/letter.md for the readings behind them."""

    clue_count: int = option(6, "Sane cards dealt face down into the clue stack.", range(0, 16), "LS-SETUP-5")
    remove_random_insane: bool = option(
        True, "Remove one of the seven Insanity cards (values 1-7) at random, unseen.", (True, False), "LS-SETUP-4")
    clue_top: str = option(
        "hidden", "Whether each new top clue is turned face up at once ('revealed') or stays unknown.",
        ("hidden", "revealed"), "LS-KNOW-2")
    opponent_insane_rows: str = option(
        "insanity_cards_only", "Which opponent cards use the Insane row: Insanity cards only, or every card.",
        ("insanity_cards_only", "always"), "LS-TURN-3")
    trapezohedron_forced_when_insane: bool = option(
        False, "Whether the Shining Trapezohedron's forced play still applies while the player is insane.",
        (True, False), "LS-TURN-6")
    check_mode: str = option(
        "consume", "Insanity check: revealed cards only feed N ('consume'), or any revealed Insanity card loses.",
        ("consume", "original"), "LS-CHECK-2")
    short_check: str = option(
        "lose", "A deck smaller than N at the check: loss, or reveal what remains (an empty deck still loses).",
        ("lose", "reveal_remaining"), "LS-CHECK-3")
    empty_draw: str = option(
        "lose", "A draw from an empty deck: loss, or the draw is skipped.", ("lose", "skip"), "LS-CHECK-4")
    guess_values: str = option(
        "not_one", "Values the player's Investigators may name: 0 and 2-8, or 2-8 only.",
        ("not_one", "two_to_eight"), "LS-P1")
    trapezohedron_trigger: str = option(
        "on_play", "The player's Trapezohedron Insane effect triggers when played, or while held with a 5+.",
        ("on_play", "in_hand"), "LS-P7")
    cthulhu_taken_wins: bool = option(
        True, "Taking or swapping Cthulhu away wins; if false those effects fizzle (only eliminating it wins).",
        (True, False), "LS-P9")
    deep_ones_order: str = option(
        "reveal_first", "Opponent Deep Ones Insane: the Sane row judges the revealed top (loss) or the top as it was.",
        ("reveal_first", "judge_first"), "LS-O1")
    yith_tie: str = option(
        "nothing", "A tie in a Yith comparison (both directions): nothing, or the player's card loses.",
        ("nothing", "player_loses"), "LS-P3")
    opponent_hound_condition: str = option(
        "not_insane", "Opponent Hound Insane knocks out the answer only if the player is not insane, or always.",
        ("not_insane", "always"), "LS-O3")
    hound_answer: str = option(
        "player_choice", "Opponent Hound Insane: the player answers with hand or deck top, or with the hand only.",
        ("player_choice", "hand_only"), "LS-O3")
    braincase_forced_discard: str = option(
        "harmless", "Discarding the Braincase from the hand through an Armitage effect: harmless, or a loss.",
        ("harmless", "loses"), "LS-O5")
    partner_discard: str = option(
        "player", "Where discarded deck-top (partner) cards go: the player's discard pile, or out of the game.",
        ("player", "removed"), "LS-O1")


# The play app's Difficulty menu (newcomer review 19): each a fixed preset of the options above; Standard is the
# spec's ★ defaults. The heuristic bot's win rate, seeds 0-999 (2026-12-04, docs: README "Difficulty"): Easy 67 %,
# Standard 27 %, Hard 11 %.
DIFFICULTIES = {
    "easy": {"clue_count": 4, "clue_top": "revealed"},
    "standard": {},
    "hard": {"clue_count": 7},
}


def difficulty_rules(name: str) -> Rules:
    """Return the rules of the difficulty `name` (a key of DIFFICULTIES)."""
    return Rules(**DIFFICULTIES[name])
