"""Issue 21, Mythos rule defects: each scenario starts from setup, tells a short story and names its rule.

MY-CARD-6 (the same event's effects do not stack), MY-INV-2 (gains before losses), MY-ROUND-1 (Evening's swap
from an empty deck), MY-COMBAT-2 (a defender is assigned to one threat), MY-CARD-8 (two allies and a weapon join)."""
import pytest

from cthulhu_widgets.core.errors import InvalidRules
from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos.texts import action_text

THREE = ("corrupt", "corrupt", "steadfast")


def game(*players, decks=("corrupt", "steadfast"), seed=0, **rules):
    return mythos.new_game(seed, rules or None, {"decks": list(decks), "players": list(players)})


def inst(s, p, card):
    """Return the instance of `card` in player p's hand, allies, story deck or discard pile."""
    pl = s.players[p]
    return next(i for i in pl.hand + [a["card"] for a in pl.allies] + pl.story + pl.discard if s.card[i] == card)


def ally(s, p, card):
    return next(a for a in s.players[p].allies if s.card[a["card"]] == card)


def sanity_events(s, seat):
    return [e.data for e in s.events if e.name == "sanity" and e.data["player"] == seat]


def pass_to_combat(s):
    while s.phase == "play":
        s.act("pass")


# ----- MY-CARD-6: the same event's effects do not stack ------------------------------------------------------------
def test_MY_CARD_6_two_portaphobias_cost_one_sanity_a_turn():
    """Three players, two Corrupt decks: both Corrupt players have put their Portaphobia on the Steadfast player, who
    stands at Red Hook (a gate). At the start of its turn it loses 1 Sanity, not 2: the same event does not stack."""
    s = game({"sanity": 5}, {"sanity": 5},
             {"sanity": 18, "story": ["red_hook"],
              "phobias": [{"card": "portaphobia", "owner": "p0"}, {"card": "portaphobia", "owner": "p1"}]},
             decks=THREE)
    assert s.to_act == "p2"                                   # the highest Sanity plays first; its phobias struck
    assert s.players[2].sanity == 17 and len(sanity_events(s, "p2")) == 1


def test_MY_CARD_6_two_efficiophobias_cost_two_sanity_per_adventure():
    """The Steadfast player carries both Corrupt players' Efficiophobias and completes Two Cities and a Tale: it gains
    the adventure's 1 Sanity, then loses 2 (once for the one event), not 4."""
    s = game({"sanity": 5}, {"sanity": 5},
             {"sanity": 10, "hand": ["two_cities_and_a_tale"],
              "story": ["hunting_horror", "train", "central_hill", "miss_greenes_home"],
              "allies": ["mrs_sonia_lovecraft", "frank_belknap_long"],
              "phobias": [{"card": "efficiophobia", "owner": "p0"}, {"card": "efficiophobia", "owner": "p1"}]},
             decks=THREE)
    s.act("play", card=inst(s, 2, "two_cities_and_a_tale"))
    assert s.players[2].points == 5
    assert [e["delta"] for e in sanity_events(s, "p2")] == [1, -2] and s.players[2].sanity == 9


def test_MY_CARD_6_different_phobias_each_strike():
    """Not stacking is about one event: Agoraphobia and Portaphobia on one investigator both strike at Namquit Point
    (Outside, with a gate)."""
    s = game({"sanity": 18, "story": ["namquit_point"],
              "phobias": [{"card": "agoraphobia", "owner": "p1"}, {"card": "portaphobia", "owner": "p1"}]}, {})
    assert s.to_act == "p0" and s.players[0].sanity == 16 and len(sanity_events(s, "p0")) == 2


# ----- MY-INV-2: gains before losses ----------------------------------------------------------------------------------
def test_MY_INV_2_a_joined_play_gains_before_it_loses():
    """At 20/20 Sanity the Steadfast player recruits Howard Lovecraft (+1) armed with the Lightning Gun (−1) in one
    play: the gain is applied first (capped at 20), then the loss, so it ends at 19."""
    s = game({}, {"sanity": 20, "story": ["miss_greenes_home"], "hand": ["howard_lovecraft", "lightning_gun"]})
    gun = inst(s, 1, "lightning_gun")
    s.act("play", card=inst(s, 1, "howard_lovecraft"), weapon=gun)
    assert [e["delta"] for e in sanity_events(s, "p1")] == [1, -1]
    assert s.players[1].sanity == 19 and ally(s, 1, "howard_lovecraft")["weapon"] == gun


def test_MY_INV_2_and_MY_CLAR_3_a_gain_that_cannot_come_first_does_not_pay_for_a_loss():
    """Tulzscha forbids every Sanity gain. At 1 Sanity, Howard Lovecraft (+1) with the Lightning Gun (−1) would take
    the last point (the gain never comes), so that play is not offered; Howard alone still is."""
    s = game({"goo": "tulzscha"}, {"sanity": 1, "story": ["miss_greenes_home"],
                                   "hand": ["howard_lovecraft", "lightning_gun"]})
    s.act("pass")
    plays = [a for a in s.legal_actions() if a.kind == "play" and a["card"] == inst(s, 1, "howard_lovecraft")]
    assert [a.get("weapon") for a in plays] == [None]


# ----- MY-ROUND-1: Evening's swap with an empty deck ------------------------------------------------------------------
def test_MY_ROUND_1_evening_offers_the_swap_from_an_empty_deck_at_the_cost_of_1_sanity():
    """The Steadfast player's deck is empty (every other card in the discard pile) when it plays Evening: the swap is
    still offered; drawing reshuffles the discards into a new deck and costs 1 Sanity (MY-ROUND-1). The move's
    sentence says so, and the log says why Sanity dropped."""
    s = game({}, {"sanity": 15, "hand": ["evening", "high_noon"], "discard": ["..."]})
    assert s.players[1].deck == []
    s.act("play", card=inst(s, 1, "evening"))
    assert s.pending.kind == "swap" and s.to_act == "p1"
    noon = inst(s, 1, "high_noon")
    swap = next(a for a in s.legal_actions() if a.get("card") == noon)
    assert "1 Sanity" in action_text(s, swap, "en") and "正気度" in action_text(s, swap, "ja")
    s.apply(swap)
    assert s.players[1].sanity == 14 and len(s.players[1].hand) == 12 and noon not in s.players[1].hand
    names = [e.name for e in s.events]
    assert names.index("reshuffle") < names.index("sanity")
    lost = next(e for e in s.events if e.name == "sanity")
    assert lost.data["why"] == "reshuffle" and "empty deck" in lost.text


def test_MY_ROUND_1_evening_swap_with_cards_in_the_deck_is_free():
    """With cards in the deck the swap costs nothing and its sentence names no cost."""
    s = game({}, {"sanity": 15, "hand": ["evening", "high_noon"]})
    s.act("play", card=inst(s, 1, "evening"))
    swap = next(a for a in s.legal_actions() if a.kind == "swap")
    assert "Sanity" not in action_text(s, swap, "en")
    s.apply(swap)
    assert s.players[1].sanity == 15


# ----- MY-COMBAT-2: a defender is assigned to one threat --------------------------------------------------------------
def _two_threats_at_p2():
    """p0's Mi-Go (2) and p1's Servant of Glaaki (2) are both directed at p2, who has Luther Harden (3)."""
    s = game({"threat": ["mi_go_soldier"]}, {"threat": ["servant_of_glaaki"]},
             {"allies": ["luther_harden"]}, decks=THREE)
    pass_to_combat(s)
    while s.pending.kind == "direct":
        s.act("direct", target="p2")
    assert s.to_act == "p2" and s.pending.kind == "commit"
    return s


def test_MY_COMBAT_2_defending_names_the_threat_and_every_pair_is_offered():
    """Defence is per threat: p2 is offered Luther against p0's threat and against p1's threat."""
    s = _two_threats_at_p2()
    luther = inst(s, 2, "luther_harden")
    assert {str(a) for a in s.legal_actions()} == {f"defend ally={luther} threat=p0",
                                                   f"defend ally={luther} threat=p1", "done"}
    texts = {action_text(s, a, "en") for a in s.legal_actions() if a.kind == "defend"}
    # each names whose threat it is, as a person (issue 23 r5 M29: never "p0"/"p1")
    last = " — your last ally to send: your choice then ends, with no Done"   # his choice ends with him (r15t)
    assert texts == {f"Defend with Luther Harden against Player 1's threat{last}.",
                     f"Defend with Luther Harden against Player 2's threat{last}."}


@pytest.mark.parametrize("against, other", [("p1", "p0"), ("p0", "p1")])
def test_MY_COMBAT_2_a_defender_absorbs_only_the_threat_it_was_assigned_to(against, other):
    """Luther is assigned to one threat: he absorbs that threat's 2 points (and is buried); the other threat's 2
    points reach p2's Sanity, whichever threat resolves first."""
    s = _two_threats_at_p2()
    s.act("defend", ally=inst(s, 2, "luther_harden"), threat=against)
    assert any(e.name == "defends_against" and e.data["threat"] == against for e in s.events)
    fights = {f["attacker"]: f for f in s.view(None)["fights"]}
    assert [a["card"] for a in fights[against]["absorbed"]] == ["luther_harden"] and fights[against]["lost"] == 0
    assert fights[other]["absorbed"] == [] and fights[other]["lost"] == 2
    assert s.players[2].sanity == 12 - 2 and "luther_harden" in [s.card[i] for i in s.players[2].story]


# ----- MY-CARD-8: two allies that join, and a weapon ------------------------------------------------------------------
def test_MY_CARD_8_two_joining_allies_and_a_weapon_join_in_one_play():
    """At the Providence Historical Society (Providence, Artifact) Dr. Allen and Gomes join each other, and each joins
    a weapon: every pair joins, so the three come in as one play, the weapon carried by the ally the play names.
    Two weapons never join each other, so no play holds two."""
    s = game({"story": ["providence_historical_society"],
              "hand": ["dr_allen", "gomes", "dot_32_revolver", "enchanted_knife"]}, {})
    allen, gomes = inst(s, 0, "dr_allen"), inst(s, 0, "gomes")
    revolver, knife = inst(s, 0, "dot_32_revolver"), inst(s, 0, "enchanted_knife")
    groups = [a for a in s.legal_actions() if a.kind == "play" and a.get("joined") is not None]
    armed = {(a["card"], a["joined"], a.get("weapon")) for a in groups}
    assert armed == {(allen, gomes, None), (allen, gomes, revolver), (gomes, allen, revolver),
                     (allen, gomes, knife), (gomes, allen, knife)}
    play = next(a for a in groups if a["card"] == gomes and a.get("weapon") == revolver)
    assert "Gomes" in action_text(s, play, "en") and ".32 Revolver" in action_text(s, play, "en")
    s.apply(play)
    assert ally(s, 0, "gomes")["weapon"] == revolver and ally(s, 0, "dr_allen")["weapon"] is None
    assert s.players[0].sanity == 13 + 1 - 1 and s.to_act == "p1"


def test_MY_CARD_8_and_MY_INV_2_howard_sonia_and_the_lightning_gun_at_full_sanity():
    """Howard Lovecraft (+1) and Mrs. Sonia Lovecraft join, with the Lightning Gun (−1) on Howard: at 20/20 the gain
    comes first, then the loss: 19."""
    s = game({}, {"sanity": 20, "story": ["miss_greenes_home"],
                  "hand": ["howard_lovecraft", "mrs_sonia_lovecraft", "lightning_gun"]})
    s.act("play", card=inst(s, 1, "howard_lovecraft"), joined=inst(s, 1, "mrs_sonia_lovecraft"),
          weapon=inst(s, 1, "lightning_gun"))
    assert s.players[1].sanity == 19 and len(s.players[1].allies) == 2


def test_MY_CARD_8_option_one_kind_keeps_weapons_to_a_lone_ally():
    """Option join_groups="one_kind": a group of three or more is all allies or all monsters; a weapon joins a lone
    ally only."""
    s = game({"story": ["providence_historical_society"], "hand": ["dr_allen", "gomes", "dot_32_revolver"]}, {},
             join_groups="one_kind")
    plays = [a for a in s.legal_actions() if a.kind == "play"]
    assert not [a for a in plays if a.get("joined") is not None and a.get("weapon") is not None]
    assert [a for a in plays if a.get("joined") is not None] and [a for a in plays if a.get("weapon") is not None]


def test_MY_CARD_8_the_join_option_is_validated():
    with pytest.raises(InvalidRules, match="join_groups"):
        game({}, {}, join_groups="anything")
