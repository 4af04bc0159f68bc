"""Rule profiles: how often each rule ID, card and event fired over seeded games, dead rules shown as zeros."""
import pandas as pd
import pytest

from cthulhu_widgets.games import chaos
from cthulhu_widgets.sim import rule_profile, spec_rules


def rows(profile, kind: str) -> pd.DataFrame:
    return profile[profile["kind"] == kind].set_index("id")


def test_a_rule_of_every_game_fires_in_every_game_and_shares_say_so():
    """CH-TEAM-3 (the opening roll and every turn) and CH-WIN-1 (the gate, each game's end) occur in all 3 games."""
    profile = rule_profile("chaos", {"max_rounds": 30}, n=3, seed=5)
    assert list(profile.columns) == ["kind", "id", "name", "games", "count", "share"]
    rules = rows(profile, "rule")
    assert rules.loc["CH-TEAM-3", "games"] == 3 and rules.loc["CH-TEAM-3", "count"] > 3
    assert rules.loc["CH-TEAM-3", "share"] == 1.0
    assert (profile["games"] <= 3).all() and (profile["count"] >= profile["games"]).all()


def test_every_rule_id_of_the_spec_and_every_card_has_a_row_even_at_zero():
    profile = rule_profile("chaos", {"max_rounds": 30}, n=2, seed=0)
    rules, cards = rows(profile, "rule"), rows(profile, "card")
    assert set(spec_rules("chaos")) <= set(rules.index) and len(spec_rules("chaos")) > 40
    assert set(cards.index) == set(chaos.CARDS)
    assert rules.loc["CH-MAP-5", "games"] == 0            # a map check at load time: never an event of play
    assert rules.loc["CH-P1", "name"].startswith("Schizophrenia")
    events = rows(profile, "event")
    assert (events["games"] > 0).all() and "CH-TEAM-3:turn" in events.index


def test_an_option_that_turns_a_mechanic_off_empties_its_row():
    """CH-SWAP-3: with swap_hands "keep" the swapped seats keep their hands, so no redraw is ever logged."""
    base = {"max_rounds": 30}
    redraw = rows(rule_profile("chaos", base, n=12, seed=0), "rule")
    keep = rows(rule_profile("chaos", {**base, "swap_hands": "keep"}, n=12, seed=0), "rule")
    assert redraw.loc["CH-SWAP-1", "games"] > 0 and redraw.loc["CH-SWAP-3", "games"] > 0
    assert keep.loc["CH-SWAP-1", "games"] > 0 and keep.loc["CH-SWAP-3", "games"] == 0


def test_team_cover_off_leaves_its_rule_dead():
    """CH-COVER-1: the heuristic covers its team when it may; with team_cover False no game has a cover."""
    base = {"max_rounds": 30}
    on = rows(rule_profile("chaos", base, n=6, seed=0), "rule")
    off = rows(rule_profile("chaos", {**base, "team_cover": False}, n=6, seed=0), "rule")
    assert on.loc["CH-COVER-1", "games"] > 0 and off.loc["CH-COVER-1", "games"] == 0


def test_cards_played_are_counted_letter_and_mythos():
    letter = rows(rule_profile("letter", n=20, seed=0), "card")
    assert letter["count"].sum() > 20 and letter.loc["investigators", "games"] > 0
    mythos = rule_profile("mythos", n=2, seed=0)
    cards = rows(mythos, "card")
    assert len(cards) > 90 and cards["count"].sum() > 10
    assert cards.loc["train", "name"] == "Train"


def test_mythos_events_carry_the_rules_of_their_card_types():
    """Mythos logs only rule IDs the spec defines (never the heading MY-CARD): a tome's play is MY-CARD-3, combat
    starts under MY-ROUND-4, and a card joined to a play (`joins`: a weapon, a spell, an ally, a monster) counts as
    put to use."""
    from cthulhu_widgets.sim import CARD_EVENTS

    profile = rule_profile("mythos", n=10, seed=0)
    rules, events = rows(profile, "rule"), rows(profile, "event")
    assert set(rules.index) == set(spec_rules("mythos"))
    for fired in ("MY-CARD-3", "MY-ROUND-4", "MY-CARD-7"):
        assert rules.loc[fired, "games"] > 0, fired
    assert events.loc["MY-CARD-2:joins", "count"] > 0 and "joins" in CARD_EVENTS["mythos"]


def test_same_profile_whatever_the_chunking_or_local_pool():
    serial = rule_profile("letter", n=30, seed=2, chunk=30)
    pd.testing.assert_frame_equal(serial, rule_profile("letter", n=30, seed=2, chunk=7, executor=2))


def test_bad_arguments_raise_before_any_game():
    with pytest.raises(ValueError, match="n \\(games to play\\)"):
        rule_profile("chaos", n=0)
    with pytest.raises(ValueError, match="unknown bot"):
        rule_profile("chaos", policies="clever", n=1)


# ----- the heuristic bots play the whole game (slow: 200 CHAOS and 60 Mythos games, ~15 s on one core) ---------
@pytest.fixture(scope="module")
def chaos_profile():
    """200 heuristic games, not 300: measured over seeds 0-299, every card function is played in game 0, every event
    the tests below want has occurred by game 17, every rule that fires at all by game 11 but CH-WIN-2 (first in game
    150); 200 games keep that one with a margin, at two thirds of the time (300 games: ~19 s CPU)."""
    return rule_profile("chaos", n=200, seed=0)


@pytest.mark.slow
def test_heuristic_chaos_plays_every_card_function(chaos_profile):
    """CH-P1..P5 and CH-G1..G5: each function is put to use in some of 200 heuristic games."""
    cards = rows(chaos_profile, "card")
    played = cards.groupby(cards.index.map(chaos.cards.FUNCTION))["games"].sum()
    assert sorted(played[played == 0].index) == []
    assert set(played.index) == set(chaos.FUNCTIONS)


@pytest.mark.slow
def test_heuristic_chaos_reaches_every_combo_cover_time_and_reversal(chaos_profile):
    """CH-COMBO-1 with C1, C2, C3, C5 resolved and C4 reflecting one (CH-C4), a C1 jump (CH-C1-2); a team cover
    (CH-COVER-1); CH-TIME-1 sets Midnight (CH-TIME-2) and Dawn (CH-TIME-3); Schizophrenia reverses the order
    (CH-P1)."""
    events = rows(chaos_profile, "event")["games"]
    wanted = ["CH-C2:combo_resolves", "CH-C3:combo_resolves", "CH-C5:combo_resolves",
              "CH-C4:reflected", "CH-COVER-1:cover", "CH-TIME-1:time_set",
              "CH-TIME-2:midnight_rules", "CH-TIME-3:dawn_rules", "CH-P1:order_reversed"]
    assert [e for e in wanted if events.get(e, 0) == 0] == []
    assert events.get("CH-DUR-1:time_ends", 0) > 0   # a time ran out


# C1's events, 0 of 200 games since 7811065 (a partner starts a combo only for a gain of >= 3 steps): jump_gain asks
# the patient to stand in its ghost's 3×3 now, where a jump saves at most 2 steps in the open, and both seats move
# before the jump. Measured in round AF: a C1 threshold of 2 gives C1 in 7 of games 0-199 and 20 of 200-599, all
# weak or too far (1 jump declined, 0 follows); the bot must plan the joint turn (keep the pair together, the ghost
# nearer the goal) to reach the jump again. Strict: it fails (XPASS) once the heuristic reaches C1 and its follow again.
@pytest.mark.slow
@pytest.mark.xfail(strict=True, reason="7811065: the heuristic partner no longer starts a C1 that jumps (round AF)")
def test_heuristic_chaos_starts_c1_and_its_patient_jumps_and_follows(chaos_profile):
    """CH-COMBO-1 with C1 resolved, its jump taken (CH-C1-2 follows, CH-DUR-1 follow_ends) and one declined."""
    events = rows(chaos_profile, "event")["games"]
    wanted = ["CH-C1:combo_resolves", "CH-C1-2:follows", "CH-DUR-1:follow_ends", "CH-C1-2:no_jump"]
    assert [e for e in wanted if events.get(e, 0) == 0] == []


@pytest.mark.slow
def test_heuristic_chaos_names_every_dynamic_rule_by_its_events(chaos_profile):
    """Each rule the engine applies during play is some event's rule ID: the second edition's durations
    (CH-DUR-1..3: a Vanish, a time, a following, a protection, planted bombs ending), the cover's effect on the
    teammate (CH-COVER-2), the card limit (CH-TIME-4), the optional jump (CH-C1-2), meetings after other
    relocations (CH-SWAP-5), what a seat's marks become once unseen bombs may have changed (CH-HIDE-2: a Checkup's
    ✓ or ✗ in doubt, newcomer review 10) and a reaction the table passes for a seat with no card (CH-HIDE-3). The rules
    left at zero are static (teams, maps, decks, the turn structure, hidden
    information, what a piece may enter, a team of two patients) or a non-default reading (CH-TIME-5: the
    default "anchored" line is CH-TIME-3's, logged under it; "straight" logs CH-TIME-5)."""
    events = rows(chaos_profile, "event")["games"]
    wanted = ["CH-DUR-1:reappears", "CH-DUR-1:time_ends", "CH-DUR-2:protection_ends",
              "CH-DUR-3:planted_bombs_gone", "CH-DUR-3:planted_bombs_gone_hidden", "CH-COVER-2:protected",
              "CH-COVER-2:extra_step", "CH-COVER-2:checkup", "CH-COVER-2:vanished", "CH-TIME-4:card_limit",
              "CH-SWAP-1:swap", "CH-SWAP-5:swap", "CH-C4:no_reaction"]
    assert [e for e in wanted if events.get(e, 0) == 0] == []
    rules = rows(chaos_profile, "rule")
    unused = rules[rules["games"] == 0].index
    assert sorted(set(unused) - {"CH-C1", "CH-C1-2"}) == [   # C1's: the strict xfail above (round AF)
        "CH-CARD-1", "CH-CARD-2", "CH-CARD-4", "CH-CARD-5", "CH-HIDE-1", "CH-HIDE-4",
        "CH-MAP-1", "CH-MAP-2", "CH-MAP-3", "CH-MAP-5", "CH-MAP-6", "CH-MAP-7", "CH-MOVE-2", "CH-MOVE-3",
        "CH-SWAP-4", "CH-TEAM-1", "CH-TEAM-2", "CH-TIME-5"]


@pytest.mark.slow
def test_heuristic_mythos_uses_every_msgs_card():
    """MY-MSGS-2: every card of both MSGS decks is played or used (loaded, cast, attached …) in 60 games.

    Measured over seeds 0-299: all 98 cards are used by game 23 (the last two: The Price, Alone in the World), so 60
    games keep more than twice that, at a fifth of the time of the former 300 (~46 s CPU)."""
    cards = rows(rule_profile("mythos", n=60, seed=0), "card")
    assert len(cards) > 90
    assert sorted(cards[cards["games"] == 0].index) == []
