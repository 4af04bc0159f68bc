"""Spells, the combat use step, abilities used as a turn, cards carried by allies and allies changing role
(MY-CARD-4, MY-COMBAT-3, MY-ROUND-2, MY-CARD-1/8, MY-MSGS-2): one test per MSGS card that needs them."""
import pytest

from cthulhu_widgets.core.errors import IllegalAction
from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos.combat import fights_of, hounds_of
from cthulhu_widgets.games.mythos.places import features
from cthulhu_widgets.games.mythos.spells import monster_subtype

# tomes laid out by setup, each with one spell
LETTER = {"card": "letter_from_a_friend", "spells": ["blasphemous_obeisance"]}
GLAAKI_DUST = {"card": "revelations_of_glaaki", "spells": ["dust_of_suleiman"]}
GLAAKI_PETRIFY = {"card": "revelations_of_glaaki", "spells": ["petrify"]}


def game(p0=None, p1=None, seed=0, decks=("corrupt", "steadfast"), **rules):
    return mythos.new_game(seed, rules or None, {"players": [p0 or {}, p1 or {}]}, decks=decks)


def inst(s, p, card):
    """Return the instance of `card` among player p's hand, allies, threat or story."""
    pl = s.players[p]
    pool = pl.hand + [a["card"] for a in pl.allies] + pl.threat + pl.story + pl.discard
    return next(i for i in pool if s.card[i] == card)


def ally(s, p, card):
    return next(a for a in s.players[p].allies if s.card[a["card"]] == card)


def story(s, p):
    return [s.card[i] for i in s.players[p].story]


def spell_of(s, p):
    """Return the spell in player p's first tome (laid out by setup)."""
    return s.players[p].tomes[0]["spells"][0]


def to_combat(s):
    """Both players pass: card play ends (MY-ROUND-3) and combat starts."""
    while s.pending and s.pending.kind == "play":
        s.act("pass")


def conserved(s):
    cards = sorted(i for z in s.zones().values() for i in z)
    return cards == list(range(len(s.card)))


def test_MY_COMBAT_3_MY_CARD_4_blasphemous_obeisance_sends_a_threat_card_home():
    """Blasphemous Obeisance, cast from a tome in the use step: the investigator pays 2, the spell turns face
    down until the end of the round, and a random card of the opponent's directed threat goes back to hand."""
    s = game(p0={"story": ["boston_maine_train_station"], "threat": ["dark_young"]},
             p1={"story": ["arkham_gazette"], "tomes": [LETTER]})
    spell = spell_of(s, 1)
    to_combat(s)
    assert s.pending.kind == "use" and s.to_act == "p1"
    before = s.players[1].sanity
    s.act("cast", spell=spell, target="p0")
    assert s.players[0].threat == [] and "dark_young" in [s.card[i] for i in s.players[0].hand]
    assert s.players[1].tomes[0]["used"] == [spell]
    # nothing else to use (the spell is face down), so the combat goes on; the threat took no part in it
    assert s.phase == "discard" and s.players[1].sanity == before - 2
    while s.round == 1:
        s.apply(s.legal_actions()[-1])
    assert s.players[1].tomes[0]["used"] == [] and s.players[1].tomes[0]["spells"] == [spell]  # MY-ROUND-5


def test_MY_CARD_4_a_spell_that_cannot_be_paid_cannot_be_cast():
    """MY-CARD-4: casting from a tome pays the spell's Sanity; a cost the investigator cannot pay is not offered."""
    s = game(p0={"story": ["boston_maine_train_station"], "threat": ["dark_young"]},
             p1={"story": ["arkham_gazette"], "sanity": 1, "tomes": [LETTER]})
    to_combat(s)
    assert s.pending is None or s.pending.kind != "use"


def test_dr_allen_casts_command_of_the_bloody_tongue_free_and_the_marked_defender_is_discarded():
    """Dr. Allen holds one spell (loaded as a turn) and casts it free, then it is buried; Command of the Bloody
    Tongue marks a defender, which is discarded with its weapon instead of buried."""
    s = game(p0={"story": ["boston_maine_train_station"], "threat": ["dark_young"], "allies": ["dr_allen"],
                 "hand": ["command_of_the_bloody_tongue"]},
             p1={"story": ["red_hook"], "allies": [{"card": "luther_harden", "weapon": "dot_30_06_bolt_action_rifle"}]})
    cmd = inst(s, 0, "command_of_the_bloody_tongue")
    s.act("load", spell=cmd, ally=inst(s, 0, "dr_allen"))
    assert ally(s, 0, "dr_allen")["spell"] == cmd
    rifle = ally(s, 1, "luther_harden")["weapon"]
    to_combat(s)
    luther = inst(s, 1, "luther_harden")
    s.act("defend", ally=luther)                           # his only ally: the commit step is over
    sanity = s.players[0].sanity
    s.act("cast", spell=cmd, by=inst(s, 0, "dr_allen"), victim=luther)
    assert s.players[0].sanity == sanity and "command_of_the_bloody_tongue" in story(s, 0)   # free, buried
    # Dark Young 4 against Luther (3 + rifle 3): he absorbs all 4 and goes to the discard pile, rifle too.
    assert s.players[1].allies == [] and {luther, rifle} <= set(s.players[1].discard)
    assert "luther_harden" not in story(s, 1) and conserved(s)


def test_dust_of_suleiman_summons_without_a_gate_as_a_turn():
    """Dust of Suleiman (Summon): as a turn, a Lesser Independent from hand goes into the threat, no gate used;
    the investigator pays the spell and the monster's Sanity."""
    s = game(p0={"story": ["the_athenaeum"], "hand": ["mi_go_worker", "yithian"], "discard": ["ngah_kthun"],
                 "tomes": [GLAAKI_DUST]})   # no other Lesser
    dust = spell_of(s, 0)
    casts = [a for a in s.legal_actions() if a.kind == "cast"]
    assert [s.card[a["monster"]] for a in casts] == ["mi_go_worker"]      # the Yithian is a Greater Independent
    sanity = s.players[0].sanity
    s.act("cast", spell=dust, monster=inst(s, 0, "mi_go_worker"))
    assert [s.card[i] for i in s.players[0].threat] == ["mi_go_worker"] and not s.players[0].gate_used
    assert s.players[0].sanity == sanity - 1


def test_dust_of_suleiman_controls_an_opposing_monster_unless_a_servitor_reclassifies_it():
    """Dust of Suleiman (Control, use step): a Lesser Independent of an opponent's directed threat joins your
    threat for this combat, then is buried by its owner. Servitor of the Outer Gods makes the other monsters of
    its threat Lesser Servitors, so they cannot be taken."""
    s = game(p0={"story": ["the_athenaeum"], "tomes": [GLAAKI_DUST]},
             p1={"story": ["martins_beach"], "threat": ["insect_from_shaggai"]})
    dust = spell_of(s, 0)
    to_combat(s)
    sanity = s.players[1].sanity
    s.act("cast", spell=dust, target="p1")                 # then nothing is left to use: the combat goes on
    insect = inst(s, 1, "insect_from_shaggai")
    assert fights_of(s) == [{"attacker": "p0", "target": "p1", "cards": ["insect_from_shaggai"], "insts": [insect],
                         "normal": 2, "invisible": 0, "bypass": 0, "cancelled": 0, "absorbed": [], "lost": 2,
                         "values": [2], "defenders": []}]      # values: each fighter's at the reveal (round I)
    # the record keeps where it came from too (left_fight, newcomer review 10)
    assert [f["left"]["why"] for f in s.fights if "left" in f] == ["controlled"]
    assert s.players[1].sanity == sanity - 2 and "insect_from_shaggai" in story(s, 1) and conserved(s)

    s = game(p0={"story": ["the_athenaeum"], "tomes": [GLAAKI_DUST]},
             p1={"story": ["martins_beach"], "threat": ["deep_one"]})     # a Lesser Servitor: nothing to take
    dust = spell_of(s, 0)
    to_combat(s)
    s.act("cast", spell=dust, target="p1")       # offered: the threat is face down, so the cast finds out
    assert s.fights[0]["attacker"] == "p1" and "dust_of_suleiman" not in story(s, 0)

    s = game(p0={"threat": ["servitor_of_the_outer_gods", "mi_go_worker"]}, decks=("corrupt", "corrupt"))
    mi_go, servitor = inst(s, 0, "mi_go_worker"), inst(s, 0, "servitor_of_the_outer_gods")
    assert monster_subtype(s, mi_go) == "Lesser Servitor" and monster_subtype(s, servitor) == "Greater Servitor"
    s = game(p0={"threat": ["mi_go_worker"]}, decks=("corrupt", "corrupt"))
    mi_go = inst(s, 0, "mi_go_worker")
    assert monster_subtype(s, mi_go) == "Lesser Independent"


def test_servitor_of_the_outer_gods_gains_two_when_a_great_old_one_is_in_play():
    """Servitor of the Outer Gods: +2 when revealed while a Great Old One or Outer God is in play."""
    from cthulhu_widgets.games.mythos.values import monster_value

    s = game(p0={"threat": ["servitor_of_the_outer_gods"], "hand": ["tulzscha"]})
    servitor = s.players[0].threat[0]
    assert monster_value(s, servitor) == 6
    s = game(p0={"threat": ["servitor_of_the_outer_gods"], "goo": "tulzscha"})
    servitor = s.players[0].threat[0]
    assert monster_value(s, servitor) == 8


def test_petrify_turns_an_ally_into_a_face_down_artifact_until_the_end_of_the_round():
    """Petrify (as a turn): the chosen opposing ally and what it carries become a face-down artifact of its player;
    it cannot defend; at the end of the round it is an ally again."""
    s = game(p0={"story": ["the_athenaeum"], "tomes": [GLAAKI_PETRIFY]},
             p1={"story": ["martins_beach"],
                 "allies": [{"card": "luther_harden", "weapon": "dot_30_06_bolt_action_rifle"}]})
    petrify = spell_of(s, 0)
    rifle = ally(s, 1, "luther_harden")["weapon"]
    luther = inst(s, 1, "luther_harden")
    s.act("cast", spell=petrify, victim=luther)
    pl = s.players[1]
    assert pl.allies == [] and pl.artifacts[0]["card"] == luther and pl.artifacts[0]["flipped"]
    assert {luther, rifle} <= set(pl.face_down()) and not set(pl.in_play()) & {luther, rifle} and conserved(s)
    view = s.view("p0")["players"][1]["artifacts"][0]
    assert view["petrified"]["weapon"]["id"] == "dot_30_06_bolt_action_rifle"
    to_combat(s)
    while s.result is None and s.round == 1:
        s.apply(s.legal_actions()[-1])
    assert [a["card"] for a in pl.allies] == [luther] and pl.allies[0]["weapon"] == rifle and pl.artifacts == []


def test_petrify_in_the_use_step_takes_a_defender_out_of_the_fight():
    """Petrify cast in the combat use step: the petrified defender stops defending."""
    s = game(p0={"story": ["the_athenaeum"], "threat": ["dark_young"], "tomes": [GLAAKI_PETRIFY]},
             p1={"story": ["red_hook"], "allies": ["luther_harden"]})
    petrify = spell_of(s, 0)
    to_combat(s)
    luther = inst(s, 1, "luther_harden")
    s.act("defend", ally=luther)
    sanity = s.players[1].sanity
    s.act("cast", spell=petrify, victim=luther)
    assert s.players[1].sanity == sanity - 4 and s.players[1].artifacts[0]["card"] == luther


def test_faithful_hounds_are_discarded_to_bury_an_attacking_monster():
    """Faithful Hounds (weapon +1): in the use step, discard them to bury a random monster of a directed threat."""
    s = game(p0={"story": ["boston_maine_train_station"], "threat": ["dark_young"]},
             p1={"story": ["red_hook"], "allies": [{"card": "granny_orne", "weapon": "faithful_hounds"}]})
    hounds = ally(s, 1, "granny_orne")["weapon"]
    assert s.ally_value(ally(s, 1, "granny_orne")) == 2
    to_combat(s)
    s.act("done")                                          # p1 commits no defender
    sanity = s.players[1].sanity
    s.act("use", card=hounds, target="p0")
    assert hounds in s.players[1].discard and ally(s, 1, "granny_orne")["weapon"] is None
    assert "dark_young" in story(s, 0) and fights_of(s) == [] and s.players[1].sanity == sanity
    assert hounds_of(s) == [{"player": "p1", "card": "faithful_hounds", "monster": "dark_young", "target": "p0",
                             "emptied": True}]              # the combat record keeps what the hounds did (round I)


@pytest.mark.parametrize("choice", ["convert", "keep"])
def test_yithian_may_swap_itself_for_a_defender_on_reveal(choice):
    """Yithian: on reveal its owner may bury it and put a random defender of the target into its threat; that ally
    fights against its own side and is buried by its owner after combat. Declining, the Yithian fights (3)."""
    s = game(p0={"story": ["boston_maine_train_station"], "threat": ["yithian"]},
             p1={"story": ["red_hook"], "allies": ["luther_harden"]})
    to_combat(s)
    luther = inst(s, 1, "luther_harden")
    s.act("defend", ally=luther)
    assert s.pending.kind == "yithian" and s.to_act == "p0"
    sanity = s.players[1].sanity
    if choice == "convert":
        s.act("convert", monster=inst(s, 0, "yithian"))
        assert s.players[1].sanity == sanity - 3                        # Luther's 3, and no defender left
        assert "yithian" in story(s, 0) and "luther_harden" in story(s, 1)
        assert s.players[0].captives == [] and conserved(s)
    else:
        s.act("keep")
        assert s.players[1].sanity == sanity and "luther_harden" in story(s, 1)   # he absorbed the 3


def test_succumb_to_temptation_a_steadfast_ally_attacks_its_own_investigator():
    """Succumb to Temptation: a random Steadfast ally of the target attacks its investigator for its value; the
    target's other allies may defend (absorb and are buried); the ally stays; the event is buried."""
    s = game(p0={"hand": ["succumb_to_temptation"]},
             p1={"allies": ["luther_harden", "the_terrible_old_man"]})
    sanity = s.players[1].sanity
    s.act("play", card=inst(s, 0, "succumb_to_temptation"), target="p1")
    assert s.pending.kind == "turncoat" and s.to_act == "p1"
    old_man = inst(s, 1, "the_terrible_old_man")               # Corrupt: only Luther can succumb
    assert {str(a) for a in s.legal_actions()} == {f"defend ally={old_man}", "done"}
    s.act("defend", ally=old_man)
    assert s.players[1].sanity == sanity - 2                    # Luther 3, the Old Man absorbs 1 and is buried
    assert [s.card[a["card"]] for a in s.players[1].allies] == ["luther_harden"]
    assert "succumb_to_temptation" in story(s, 0) and "the_terrible_old_man" in story(s, 1)
    assert s.to_act == "p1" and s.pending.kind == "play"          # then the next player's turn


def test_ngah_kthun_serves_as_an_ally_and_lets_mi_go_follow():
    """N'gah-Kthun: played as an ally at a Country location with an unused gate, using it; while it is an ally,
    the other Mi-Go may be played as allies the same way."""
    s = game(p0={"story": ["lonely_akeley_farmhouse"], "hand": ["ngah_kthun", "mi_go_worker"]})
    kthun, worker = inst(s, 0, "ngah_kthun"), inst(s, 0, "mi_go_worker")
    plays = {str(a) for a in s.legal_actions()}
    assert f"play as_ally=True card={kthun}" in plays and f"play as_ally=True card={worker}" not in plays
    s.act("play", card=kthun, as_ally=True)
    assert ally(s, 0, "ngah_kthun") and s.players[0].gate_used and s.players[0].threat == []
    s = game(p0={"story": ["lonely_akeley_farmhouse"], "allies": ["ngah_kthun"], "hand": ["mi_go_worker"]})
    worker = inst(s, 0, "mi_go_worker")                         # N'gah-Kthun an ally, at a new Country gate
    assert f"play as_ally=True card={worker}" in {str(a) for a in s.legal_actions()}
    s2 = game(p0={"story": ["the_athenaeum"], "hand": ["ngah_kthun"]})       # City, no gate
    assert not any(a.get("as_ally") for a in s2.legal_actions())


def test_samuel_winsor_flips_to_make_his_location_a_church_where_phobias_are_cured():
    """Samuel Winsor: as a turn he flips; while he stays flipped and the location stays on top it also has the
    Church attribute, and remaining there buries a Phobia; he is recruited only where there is no gate."""
    s = game(p0={"hand": ["portaphobia"]}, p1={"story": ["arkham_gazette"], "allies": ["samuel_winsor"]})
    phobia = inst(s, 0, "portaphobia")
    s.act("play", card=phobia, target="p1")
    samuel = inst(s, 1, "samuel_winsor")
    assert not any(a.kind == "remain" for a in s.legal_actions())
    s.act("flip", card=samuel)
    assert "Church" in features(s, 1)[0] and ally(s, 1, "samuel_winsor")["flipped"]
    s.act("pass")
    s.act("remain", phobia=phobia)
    assert s.players[1].phobias == [] and "portaphobia" in story(s, 1)   # with the one it affected (§5 n5)
    s3 = game(p1={"story": ["red_hook"], "hand": ["samuel_winsor"]})          # a gate: he will not come
    s3.act("pass")
    assert not any(a.kind == "play" and s3.card[a["card"]] == "samuel_winsor" for a in s3.legal_actions())


def test_tiara_of_opulent_fantasy_copies_another_players_location_until_the_end_of_the_round():
    """Tiara of Opulent Fantasy: as a turn, pay 1 and flip it: the current location takes the target player's
    current location's attributes, icons and gate (so a monster may come through that gate) for the round."""
    s = game(p0={"story": ["seventh_house_on_the_left"], "hand": ["midnight"]},
             p1={"story": ["arkham_gazette"], "hand": ["deep_one"], "artifacts": ["tiara_of_opulent_fantasy"]})
    s.act("play", card=inst(s, 0, "midnight"))
    deep = inst(s, 1, "deep_one")
    assert not any(a.kind == "play" and a["card"] == deep for a in s.legal_actions())
    sanity = s.players[1].sanity
    s.act("use", card=s.players[1].artifacts[0]["card"], target="p0")
    assert s.players[1].sanity == sanity - 1 and features(s, 1) == (
        frozenset({"City", "House", "Tome"}), frozenset({"Water", "Inside"}), True)
    s.act("pass")
    s.act("play", card=deep)                                       # through the copied gate
    assert s.players[1].threat == [deep] and s.players[1].gate_used
    while s.result is None and s.round == 1:
        s.apply(s.legal_actions()[-1])
    assert features(s, 1)[2] is False                              # the round is over: its own stats again


def test_laban_shrewsbury_carries_a_tome_anywhere_and_loses_it_with_him():
    """Laban Shrewsbury: a Tome from hand may be played onto him at any location (a turn; its language must be
    read); it holds spells and shares his fate."""
    s = game(p0={"story": ["boston_maine_train_station"], "threat": ["dark_young"],
                 "hand": ["midnight", "dawn_of_the_solstice"]},
             p1={"story": ["red_hook"], "allies": ["laban_shrewsbury"],
                 "hand": ["letter_from_a_friend", "blasphemous_obeisance"]})
    s.act("play", card=inst(s, 0, "midnight"))
    tome, laban = inst(s, 1, "letter_from_a_friend"), inst(s, 1, "laban_shrewsbury")
    assert not any(a.kind == "play" and a["card"] == tome for a in s.legal_actions())   # Red Hook: no Tome
    s.act("attach", card=tome, ally=laban)
    assert s.players[1].tomes[0]["holder"] == laban
    s.act("play", card=inst(s, 0, "dawn_of_the_solstice"))
    s.act("load", spell=inst(s, 1, "blasphemous_obeisance"), tome=tome)
    to_combat(s)
    s.act("defend", ally=laban)
    s.act("done")                                                 # no spell this time
    assert s.players[1].tomes == [] and {"laban_shrewsbury", "letter_from_a_friend",
                                         "blasphemous_obeisance"} <= set(story(s, 1))


def test_miss_anna_tilton_carries_an_artifact_anywhere():
    """Miss Anna Tilton: one Artifact from hand onto her at any location (its Sanity paid); it shares her fate."""
    s = game(p0={"story": ["the_athenaeum"], "allies": ["miss_anna_tilton"], "hand": ["speech_machine"]})
    machine, anna = inst(s, 0, "speech_machine"), inst(s, 0, "miss_anna_tilton")
    sanity = s.players[0].sanity
    s.act("attach", card=machine, ally=anna)
    assert s.players[0].artifacts == [{"card": machine, "flipped": False, "holder": anna}]
    assert s.players[0].sanity == sanity - 1
    assert not any(a.kind == "attach" for a in s.legal_actions())  # one artifact at a time
    s._lose_ally(0, ally(s, 0, "miss_anna_tilton"))
    assert s.players[0].artifacts == [] and "speech_machine" in story(s, 0)


def test_the_terrible_old_man_holds_a_spell_and_casts_it_free():
    """The Terrible Old Man: holds one spell like Dr. Allen; cast free from him, it is buried."""
    s = game(p0={"story": ["boston_maine_train_station"], "threat": ["dark_young"]},
             p1={"story": ["red_hook"], "allies": ["the_terrible_old_man"], "hand": ["blasphemous_obeisance"]})
    s.act("pass")
    spell, old_man = inst(s, 1, "blasphemous_obeisance"), inst(s, 1, "the_terrible_old_man")
    s.act("load", spell=spell, ally=old_man)
    s.act("pass")
    s.act("done")                                                 # commits nobody
    sanity = s.players[1].sanity
    s.act("cast", spell=spell, by=old_man, target="p0")
    assert s.players[1].sanity == sanity and "blasphemous_obeisance" in story(s, 1)
    assert ally(s, 1, "the_terrible_old_man")["spell"] is None


def test_MY_CARD_8_joined_allies_come_in_as_one_play_and_the_lovecrafts_raise_each_other():
    """MY-CARD-8: two allies that join (Howard and Mrs. Sonia Lovecraft) are one play; Howard +1 and Sonia +2
    while the other is among your allies. Sonia's immunity to turning Corrupt has no MSGS card to meet."""
    s = game(p1={"story": ["chelsea_book_shop"], "hand": ["howard_lovecraft", "mrs_sonia_lovecraft"]})
    s.act("pass")
    howard, sonia = inst(s, 1, "howard_lovecraft"), inst(s, 1, "mrs_sonia_lovecraft")
    first, second = sorted((howard, sonia))
    s.act("play", card=first, joined=second)
    assert s.ally_value(ally(s, 1, "howard_lovecraft")) == 3 and s.ally_value(ally(s, 1, "mrs_sonia_lovecraft")) == 3
    with pytest.raises(IllegalAction):
        s.act("play", card=first, joined=second)


def test_MY_CARD_1_squire_sawyer_whateley_is_recruited_only_in_the_country():
    """MY-CARD-1: an ally whose recruit area is a kind of location (Country) is not recruited in a City."""
    s = game(p0={"story": ["the_athenaeum"], "hand": ["squire_sawyer_whateley"]})
    assert not any(a.kind == "play" and s.card[a["card"]] == "squire_sawyer_whateley" for a in s.legal_actions())
    s = game(p0={"story": ["newburyport_public_library"], "hand": ["squire_sawyer_whateley"]})
    assert any(a.kind == "play" and s.card[a["card"]] == "squire_sawyer_whateley" for a in s.legal_actions())


# ----- found by review: each a rule or a hidden-information case ------------------------------------------------
def three(p0, p1, p2, decks=("corrupt", "steadfast", "corrupt")):
    return mythos.new_game(1, None, {"players": [p0, p1, p2]}, decks=decks)


def test_yithian_choice_lapses_when_another_yithian_took_the_last_defender():
    """Yithian (3 players): two Yithians aimed at one player, whose one defender defends against p0's threat
    (MY-COMBAT-2: per threat) — once p0 converts, p2's owner is not offered a conversion."""
    s = three({"story": ["the_athenaeum"], "threat": ["yithian"]}, {"story": ["arkham_gazette"],
              "allies": ["luther_harden"]}, {"story": ["the_athenaeum"], "threat": ["yithian"]})
    to_combat(s)
    while s.pending and s.pending.kind == "direct":
        s.act("direct", target="p1")
    s.act("defend", ally=inst(s, 1, "luther_harden"), threat="p0")
    s.act("convert", monster=inst(s, s.seat_index(s.to_act), "yithian"))
    assert (s.pending is None or s.pending.kind != "yithian") and conserved(s)


def test_lightning_gun_meets_a_guardian_too():
    """Luther Harden / Ray Stuckey step in against Lightning Gun as against Mi-Go (effects §5 ★17): the target
    may bury the guardian instead, and the Lightning Gun's owner buries it."""
    s = game(p0={"story": ["the_athenaeum"], "allies": ["ray_stuckey"], "artifacts": ["speech_machine"]},
             p1={"story": ["arkham_gazette"], "allies": [{"card": "harry_houdini", "weapon": "lightning_gun"}],
                 "threat": ["hunting_horror"]})
    machine = s.players[0].artifacts[0]["card"]
    gun = ally(s, 1, "harry_houdini")["weapon"]
    to_combat(s)
    s.act("done")                                          # p0 commits no one
    s.act("assault", ally=inst(s, 1, "harry_houdini"))
    assert s.pending.kind == "guard" and s.to_act == "p0"
    s.act("guard", ally=inst(s, 0, "ray_stuckey"))
    assert [a["card"] for a in s.players[0].artifacts] == [machine] and gun in s.players[1].story


def test_ambush_attackers_can_be_defended_against_and_the_ambusher_chooses_in_three_player_games():
    """Ambush: the allies join a threat aimed at the opponent, so that opponent may commit defenders; with three
    players the ambusher chooses whom to attack."""
    s = game(p0={"story": ["arkham_mystical_supply"], "allies": ["ray_stuckey"], "hand": ["ambush"]},
             p1={"story": ["arkham_gazette"], "allies": ["luther_harden"]})
    s.act("play", card=inst(s, 0, "ambush"))
    to_combat(s)
    s.act("assault", ally=inst(s, 0, "ray_stuckey"))
    assert s.to_act == "p1" and any(a.kind == "defend" for a in s.legal_actions())
    s = three({"story": ["arkham_mystical_supply"], "allies": ["ray_stuckey"], "hand": ["ambush"]},
              {"story": ["martins_beach"]}, {"story": ["arkham_mystical_supply"]})
    s.act("play", card=inst(s, 0, "ambush"))
    to_combat(s)
    assert s.pending.kind == "direct" and s.to_act == "p0"
    s.act("direct", target="p2")
    assert any(a.kind == "assault" for a in s.legal_actions())


def test_a_controlled_monster_counts_for_its_controller_and_blasphemous_obeisance_returns_it_to_its_owner():
    """Dust of Suleiman's Control: Speech Machine counts for the player who controls the Mi-Go, not its owner;
    Blasphemous Obeisance sends a card back to its owner's hand, whoever's threat it sits in."""
    from cthulhu_widgets.games.mythos.values import monster_value

    s = three({"story": ["the_athenaeum"], "tomes": [GLAAKI_DUST]},
              {"story": ["arkham_gazette"]},
              {"story": ["the_forgotten_crypt"], "threat": ["mi_go_worker"], "artifacts": ["speech_machine"]})
    dust = spell_of(s, 0)
    mi_go = s.players[2].threat[0]
    assert monster_value(s, mi_go) == 3
    s = three({"story": ["the_athenaeum"], "tomes": [GLAAKI_DUST], "threat": [{"card": "mi_go_worker", "owner": "p2"}]},
              {"story": ["arkham_gazette"]},
              {"story": ["the_forgotten_crypt"], "artifacts": ["speech_machine"]})    # as Control leaves it
    mi_go = s.players[0].threat[0]
    assert monster_value(s, mi_go) == 2
    s = game(p0={"story": ["the_athenaeum"], "tomes": [GLAAKI_DUST]},
             p1={"story": ["arkham_gazette"], "threat": ["insect_from_shaggai"], "tomes": [LETTER]})
    dust = spell_of(s, 0)
    spell = spell_of(s, 1)
    to_combat(s)
    s.act("cast", spell=dust, target="p1")
    s.act("cast", spell=spell, target="p0")
    assert "insect_from_shaggai" in [s.card[i] for i in s.players[1].hand] and conserved(s)


def test_a_petrified_ally_and_what_it_carries_lie_face_down():
    """Petrify: the ally and everything attached go face down — they no longer count as cards in play (Howard
    Lovecraft loses Sonia's bonus) and the view marks a carried tome face down."""
    s = game(p1={"allies": ["howard_lovecraft", "mrs_sonia_lovecraft", "laban_shrewsbury"],
                 "tomes": [{"card": "letter_from_a_friend", "holder": "laban_shrewsbury"}]})
    tome = s.players[1].tomes[0]["card"]
    assert s.ally_value(ally(s, 1, "howard_lovecraft")) == 3
    from cthulhu_widgets.games.mythos.conversions import petrify
    petrify(s, inst(s, 1, "mrs_sonia_lovecraft"))
    petrify(s, inst(s, 1, "laban_shrewsbury"))
    assert s.ally_value(ally(s, 1, "howard_lovecraft")) == 2
    assert tome not in s.players[1].in_play() and conserved(s)
    assert s.view("p0")["players"][1]["tomes"][0]["face_down"] is True


def test_MY_CARD_1_one_mi_go_ally_at_a_time_both_printings_share_the_title():
    """MY-CARD-1: the two Mi-Go printings share the title "Mi-Go": only one serves as an ally at a time."""
    s = game(p0={"story": ["lonely_akeley_farmhouse"], "allies": ["ngah_kthun", "mi_go_worker"],
                 "hand": ["mi_go_soldier"]})
    assert not any(a.get("as_ally") for a in s.legal_actions())


def test_MY_HIDE_1_a_face_down_monster_is_named_only_to_its_player_and_determinize_starts_afresh():
    """MY-HIDE-1: playing a monster into the threat names it only to its player (others read "a face-down
    monster"); a determinized copy computes its own choices; after the reveal threats are not redealt."""
    import random

    s = game(p0={"story": ["boston_maine_train_station"], "hand": ["dark_young"]})
    s.act("play", card=inst(s, 0, "dark_young"))
    for e in s.events:
        if "dark_young" in str(e.data) or "Dark Young" in e.text:
            assert e.visible_to("p0") and not e.visible_to("p1"), e
    s = mythos.new_game(3)
    real = s.legal_actions()
    copy = s.determinize("p1", random.Random(0))
    assert copy._legal is None
    s = game(p0={"story": ["boston_maine_train_station"], "threat": ["mi_go_worker"]},
             p1={"story": ["red_hook"], "allies": ["luther_harden"], "artifacts": ["tiara_of_opulent_fantasy"]})
    to_combat(s)
    s.act("done")
    assert s.pending.kind == "guard" and s.revealed() and real
    for i in range(5):
        copy = s.determinize("p1", random.Random(i))
        assert copy.players[0].threat == s.players[0].threat
        assert list(map(str, copy.legal_actions())) == list(map(str, s.legal_actions()))


def test_determinize_keeps_a_controlled_monster_in_its_controllers_threat():
    """A monster taken by Dust of Suleiman's Control is not from its controller's deck: a determinized copy never
    deals it into that player's hand or deck."""
    import random

    s = three({"story": ["the_athenaeum"], "tomes": [GLAAKI_DUST], "threat": [{"card": "mi_go_worker", "owner": "p2"}]},
              {"story": ["arkham_gazette"]}, {"story": ["the_forgotten_crypt"]})     # as Control leaves it
    mi_go = s.players[0].threat[0]
    for r in range(10):
        copy = s.determinize("p1", random.Random(r))
        assert mi_go in copy.players[0].threat and conserved(copy)
