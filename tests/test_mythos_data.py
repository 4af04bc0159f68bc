"""Mythos card data (mythos.md MY-MSGS-1, MY-MSGS-3, MY-ZONE-4, MY-ADV-1, MY-INV-1): the MSGS set file,
its schema, and the deck rules.

Where the shared rules folder sits beside the repository, the statistics are checked row by row against
mythos_msgs_cards.md and the blocks against mythos_msgs_effects.md; otherwise hard-coded spot checks run.
"""
import copy
import json
import re
from collections import Counter
from itertools import combinations
from pathlib import Path

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from cthulhu_widgets.core.errors import InvalidSetup
from cthulhu_widgets.games.mythos.data import (
    BLOCKS,
    DEFAULT_SET,
    SCHEMA_FILE,
    Card,
    CardSet,
    InvalidCardData,
    card_set_from_dict,
    effect_blocks,
    load_set,
    validate_deck,
)

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT.parent / "shared" / "rules"
CARDS_MD = RULES / "mythos_msgs_cards.md"
EFFECTS_MD = RULES / "mythos_msgs_effects.md"
RAW = json.loads(DEFAULT_SET.read_text(encoding="utf-8"))

BLOCK_LIST = ["none", "joins", "weapon", "value_mod", "keyword_grant", "attribute_change", "time_of_day", "phobia",
              "remain_cure_phobia", "hand_limit_mod", "travel", "movement_rule", "rule_override", "flip", "bury",
              "discard", "move_card", "sanity_change", "replacement", "immunity", "attachment", "summon_control",
              "ally_conversion", "adventure", "custom"]
# mythos_msgs_effects.md §2, column "cards": how many table rows (investigators included) use each block.
BLOCK_ROWS = {"none": 23, "joins": 12, "weapon": 7, "value_mod": 13, "keyword_grant": 3, "attribute_change": 2,
              "time_of_day": 7, "phobia": 3, "remain_cure_phobia": 8, "hand_limit_mod": 3, "travel": 2,
              "movement_rule": 4, "rule_override": 4, "flip": 6, "bury": 7, "discard": 7, "move_card": 3,
              "sanity_change": 3, "replacement": 6, "immunity": 4, "attachment": 5, "summon_control": 1,
              "ally_conversion": 3, "adventure": 8, "custom": 2}
INVESTIGATORS = {  # id: deck, education, languages, sanity start / max, hand, hand min / max (MY-INV-1)
    "bored_clerk": ("corrupt", 14, ("English",), 13, 20, 13, 5, 7),
    "rebellious_youth": ("corrupt", 9, ("English",), 15, 20, 13, 3, 5),
    "soulful_jazz_singer": ("steadfast", 15, ("English",), 12, 20, 13, 4, 6),
    "gifted_musician": ("steadfast", 12, ("English",), 14, 20, 13, 3, 5),
}
REQUIREMENT_COUNTS = {"alone_in_the_world": 7, "arkham_horror": 11, "the_mystery_at_martins_beach": 6,
                      "the_price": 7, "questionable_judgement": 6, "searching_for_laban_shrewsbury": 8,
                      "two_cities_and_a_tale": 6, "whispers_in_darkness": 7}
TYPE_COUNTS = {"location": 31, "ally": 15, "monster": 12, "artifact": 10, "tome": 3, "spell": 4, "event": 15,
               "adventure": 8}


@pytest.fixture(scope="module")
def msgs() -> CardSet:
    return load_set()


def md_table(path: Path, header: str) -> list[list[str]]:
    """Return the cells of the markdown table whose header line starts with `header`."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = next(n for n, line in enumerate(lines) if line.startswith(header))
    rows = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows


def needs(path: Path):
    return pytest.mark.skipif(not path.exists(), reason=f"{path.name} is not beside the repository")


def edited(edit) -> dict:
    """Return a deep copy of msgs.json after `edit(data, card_by_id)`."""
    data = copy.deepcopy(RAW)
    edit(data, {c["id"]: c for c in data["cards"]})
    return data


def load_edited(tmp_path, edit) -> CardSet:
    """Write an edited copy of msgs.json into tmp_path and load it."""
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(edited(edit)), encoding="utf-8")
    return load_set(path)


def corrupt_deck(msgs: CardSet) -> list[str]:
    return list(msgs.decks["corrupt"].cards)


# --------------------------------------------------------------------------------------- the set loads

def test_msgs_set_loads_with_every_card_type_my_msgs_3(msgs):
    """MY-MSGS-3: the built-in set file loads, cached, with 98 cards of the 8 types, 4 investigators, 2 decks."""
    assert load_set() is msgs
    assert (msgs.set, msgs.name) == ("msgs", "Mythos Standard Game Set")
    assert Counter(c.type for c in msgs.cards.values()) == TYPE_COUNTS
    assert set(msgs.investigators) == set(INVESTIGATORS)
    assert set(msgs.decks) == {"corrupt", "steadfast"}
    assert all(isinstance(c, Card) and c.id == key for key, c in msgs.cards.items())
    assert issubclass(InvalidCardData, InvalidSetup)


def test_schema_is_draft_2020_12_my_msgs_3():
    """MY-MSGS-3: cards/schema.json is itself a valid draft 2020-12 JSON Schema, and msgs.json passes it."""
    schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.Draft202012Validator(schema).validate(RAW)


def test_ids_are_ascii_slugs_and_named_printings_my_msgs_3(msgs):
    """MY-MSGS-3: ids are slugs; the two Mi-Go printings are two ids with one title."""
    assert all(re.fullmatch(r"[a-z][a-z0-9_]*", i) for i in [*msgs.cards, *msgs.investigators])
    for ident in ("arkham_gazette", "mi_go_worker", "mi_go_soldier", "dot_30_06_bolt_action_rifle", "nkai",
                  "the_athenaeum", "boston_maine_train_station"):
        assert ident in msgs.cards
    worker, soldier = msgs.cards["mi_go_worker"], msgs.cards["mi_go_soldier"]
    assert worker.name == soldier.name == "Mi-Go"
    assert (worker.occupations, worker.languages) == (("Worker",), ())
    assert (soldier.occupations, soldier.languages) == (("Soldier",), ("Glyphs",))


def test_both_decks_hold_52_cards_with_the_documented_duplicates_my_msgs_1(msgs):
    """MY-MSGS-1: 52 cards each; Corrupt 2 × Car and both Mi-Go printings; Steadfast 2 × Hunting Horror,
    Insect from Shaggai and Train; Boston & Maine Train Station and Portaphobia in both; 28 adventure points."""
    corrupt, steadfast = (Counter(msgs.decks[n].cards) for n in ("corrupt", "steadfast"))
    assert sum(corrupt.values()) == sum(steadfast.values()) == 52
    assert {i for i, n in corrupt.items() if n > 1} == {"car"} and corrupt["car"] == 2
    assert corrupt["mi_go_worker"] == corrupt["mi_go_soldier"] == 1
    assert {i: n for i, n in steadfast.items() if n > 1} == {"hunting_horror": 2, "insect_from_shaggai": 2,
                                                             "train": 2}
    assert set(corrupt) & set(steadfast) == {"boston_maine_train_station", "portaphobia"}
    assert set(corrupt) | set(steadfast) == set(msgs.cards)
    assert msgs.decks["corrupt"].investigators == ("bored_clerk", "rebellious_youth")
    assert msgs.decks["steadfast"].investigators == ("soulful_jazz_singer", "gifted_musician")
    for name, deck in (("corrupt", corrupt), ("steadfast", steadfast)):
        points = sum(msgs.cards[i].points * n for i, n in deck.items() if msgs.cards[i].type == "adventure")
        assert points == 28, name
        validate_deck(msgs, msgs.decks[name].cards, msgs.decks[name].investigators[0])


@pytest.mark.parametrize("ident", INVESTIGATORS)
def test_investigator_statistics_my_inv_1(msgs, ident):
    """MY-INV-1: name, education, languages, sanity start / max, hand size, hand min / max, ability."""
    inv = msgs.investigators[ident]
    stats = (inv.deck, inv.education, inv.languages, inv.sanity_start, inv.sanity_max, inv.hand, inv.hand_min,
             inv.hand_max)
    assert stats == INVESTIGATORS[ident]
    assert effect_blocks(inv) == ["none"] and inv.effects == inv.ability


@needs(CARDS_MD)
def test_investigators_match_the_statistics_table_my_inv_1(msgs):
    """MY-INV-1: every investigator row of mythos_msgs_cards.md is a side with the same statistics."""
    rows = md_table(CARDS_MD, "| deck | side |")
    assert len(rows) == len(msgs.investigators)
    by_name = {i.name: i for i in msgs.investigators.values()}
    for deck, side, education, languages, sanity, hand, bounds in rows:
        inv = by_name[side]
        assert inv.deck == {"C": "corrupt", "S": "steadfast"}[deck]
        assert inv.education == int(education) and inv.hand == int(hand)
        assert ", ".join(inv.languages) == languages
        assert f"{inv.sanity_start}/{inv.sanity_max}" == sanity
        assert f"{inv.hand_min}/{inv.hand_max}" == bounds


# ----------------------------------------------------------------------------- statistics, row by row

def printed_value(text: str):
    return int(text) if re.fullmatch(r"[+-]?\d+", text) else None


def find_row_card(msgs: CardSet, name: str, type_: str, other: str) -> Card:
    """Return the card of a statistics row (a Mi-Go row by its printing, Worker or Soldier)."""
    found = [c for c in msgs.cards.values() if c.name == name and c.type == type_.lower()]
    if len(found) > 1:
        found = [c for c in found if c.occupations and c.occupations[0] in other]
    assert len(found) == 1, (name, [c.id for c in found])
    return found[0]


def other_stats(other: str) -> dict:
    return dict(part.split("=", 1) for part in other.split("; "))


def names_list(text: str) -> tuple[str, ...]:
    return tuple(p.strip() for p in re.split(r",|&", text) if p.strip())


def check_type_fields(card: Card, other: str) -> None:
    """Check the "Other stats" column of one row against the card's type fields."""
    if card.type == "location":
        s = other_stats(other)
        assert (card.region, card.subregion, card.gate) == (s["Region"], s["Subregion"], s["Gate"] == "yes")
        assert card.attributes == names_list(s["Attributes"]) and card.icons == names_list(s["Icons"])
    elif card.type == "ally":
        who, where = other.split("; playable in ")
        assert who.startswith(f"{card.alignment} {' & '.join(card.occupations)}, Knows ")
        knows = who.split(", Knows ", 1)[1]
        assert card.languages == (() if knows == "No Languages" else names_list(knows))
        region, sub = where.split(" / ")
        assert card.recruit["region"] == (None if region == "-" else region)
        assert card.recruit["subregion"] == (None if sub.startswith("Any") else sub)
    elif card.type == "tome":
        s = other_stats(other)
        assert card.language == s["Language"] and card.spell_icons == names_list(s["Spell icons"])
        assert card.capacity == int(s["capacity(value)"])
    elif card.type in ("artifact", "spell", "event"):
        assert card.affects == (other.removeprefix("Affects ") or None)
    elif card.is_goo:
        assert card.goo_symbol and len(card.requirements) == other.count(",") + 1
    elif card.type == "monster" and other:
        assert other.startswith(f"{card.alignment} {card.occupations[0]}, Knows ")


@needs(CARDS_MD)
def test_every_card_row_is_present_with_its_statistics_my_msgs_1(msgs):
    """MY-MSGS-1: each row of mythos_msgs_cards.md is one card with its type, subtype, value, sanity, unique,
    decks and type fields; no card is left over."""
    rows = md_table(CARDS_MD, "| Deck | Name |")
    assert len(rows) == len(msgs.cards) == 98
    seen = set()
    for deck, name, type_, subtype, value, san, unique, other in rows:
        card = find_row_card(msgs, name, type_, other)
        seen.add(card.id)
        assert card.subtype == (subtype or None), name
        assert card.value == printed_value(value), name
        assert card.sanity == (int(san) if san else 0), name
        assert card.unique == (unique == "yes"), name
        decks = {n for n, d in msgs.decks.items() if card.id in d.cards}
        assert decks == {{"C": "corrupt", "S": "steadfast"}[d] for d in deck.split("+")}, name
        check_type_fields(card, other)
    assert seen == set(msgs.cards)


def test_statistics_spot_check_my_msgs_1(msgs):
    """MY-MSGS-1 (runs without the rules folder): a few cards of each type as the statistics table gives them."""
    c = msgs.cards
    assert (c["arkham_gazette"].subregion, c["arkham_gazette"].attributes) == ("Arkham",
                                                                              ("City", "Business", "Press", "Tome"))
    assert (c["nkai"].region, c["nkai"].sanity, c["nkai"].unique, c["nkai"].gate) == ("Exotic Location", -2, True,
                                                                                      True)
    assert c["congregational_hospital"].icons == ("Water", "Forest", "Cemetery", "Inside")
    assert (c["dr_allen"].value, c["dr_allen"].sanity, c["dr_allen"].alignment) == (2, -1, "Corrupt")
    assert c["henry_w_akeley"].occupations == ("Cultist", "Scholar")
    assert c["gomes"].languages == ()
    assert c["samuel_winsor"].recruit == {"region": None, "subregion": None, "location": {"gate": False}}
    assert c["squire_sawyer_whateley"].recruit["location"] == {"attribute": "Country"}
    assert (c["servitor_of_the_outer_gods"].subtype, c["servitor_of_the_outer_gods"].value) == ("Greater Servitor",
                                                                                                6)
    assert (c["tulzscha"].value, c["tulzscha"].goo_symbol, c["tulzscha"].is_goo) == (None, "Elder Sign", True)
    assert (c["dot_30_06_bolt_action_rifle"].bonus, c["dot_30_06_bolt_action_rifle"].enchanted) == (3, False)
    assert (c["the_two_scepters"].bonus, c["the_two_scepters"].enchanted) == (0, True)
    assert c["speech_machine"].bonus is None and c["speech_machine"].affects == "your Threat and Allies"
    assert (c["hutchinson_cipher"].capacity, c["hutchinson_cipher"].spell_icons) == (2, ("Folk", "Water"))
    assert (c["blasphemous_obeisance"].icon, c["blasphemous_obeisance"].sanity) == ("Death", -2)
    assert (c["car"].subtype, c["downpour"].subtype, c["dysentery"].subtype) == ("Travel by Land", "Storm",
                                                                                 "Epidemic")
    assert (c["arkham_horror"].points, c["arkham_horror"].sanity, c["arkham_horror"].subtype) == (
        8, 3, "Heroic Adventure")


# ------------------------------------------------------------------------------------------ adventures

@pytest.mark.parametrize("ident", REQUIREMENT_COUNTS)
def test_adventure_requirement_counts_my_adv_1(msgs, ident):
    """MY-ADV-1: each adventure lists its requirements as data, as many as the statistics table."""
    card = msgs.cards[ident]
    assert card.type == "adventure" and effect_blocks(card) == ["adventure"]
    assert len(card.requirements) == REQUIREMENT_COUNTS[ident]
    assert all(isinstance(r, dict) and "kind" in r for r in card.requirements)


@needs(CARDS_MD)
def test_adventure_requirement_counts_match_the_table_my_adv_1(msgs):
    """MY-ADV-1: the number of ';'-separated requirements of every adventure row."""
    rows = [r for r in md_table(CARDS_MD, "| Deck | Name |") if r[2] == "Adventure"]
    assert len(rows) == len(REQUIREMENT_COUNTS)
    for row in rows:
        listed = row[7].split(":", 1)[1].split(";")
        assert len(find_row_card(msgs, row[1], "adventure", "").requirements) == len(listed), row[1]


def test_requirement_vocabulary_examples_my_adv_1(msgs):
    """MY-ADV-1: titles are ids; counts, different titles and different subregions are explicit."""
    alone = msgs.cards["alone_in_the_world"].requirements
    assert {"kind": "location", "icon": "Cemetery", "count": 2, "different": True} in alone
    assert {"kind": "ally", "alignment": "Corrupt", "occupation": "Cultist"} in alone
    assert {"kind": "title", "title": "the_forgotten_crypt"} in alone
    judgement = msgs.cards["questionable_judgement"].requirements
    assert {"kind": "location", "attribute": "City", "gate": True, "count": 2,
            "different_subregions": True} in judgement
    assert {"kind": "title", "title": "car"} in msgs.cards["whispers_in_darkness"].requirements
    assert {"kind": "ally", "alignment": "Steadfast", "count": 2} in msgs.cards["arkham_horror"].requirements


def meets(msgs: CardSet, requirements, cards: list[Card]) -> bool:
    """Return whether distinct cards of `cards` meet every requirement (MY-ADV-2), trying each assignment."""
    if not requirements:
        return True
    req, rest = requirements[0], requirements[1:]
    fitting = [n for n, c in enumerate(cards) if msgs.matches(req, c)]
    for group in combinations(fitting, req.get("count", 1)):
        chosen = [cards[n] for n in group]
        if req.get("different") and len({c.name for c in chosen}) < len(chosen):
            continue
        if req.get("different_subregions") and len({c.subregion for c in chosen}) < len(chosen):
            continue
        if meets(msgs, rest, [c for n, c in enumerate(cards) if n not in group]):
            return True
    return False


@pytest.mark.parametrize("deck", ["corrupt", "steadfast"])
def test_every_adventure_can_be_met_from_its_own_deck_my_adv_1(msgs, deck):
    """MY-ADV-1, MY-ADV-2: the requirements fit real cards: each adventure of a deck is met by distinct cards of
    that deck (the adventure itself excluded)."""
    cards = [msgs.cards[i] for i in msgs.decks[deck].cards]
    adventures = [c for c in cards if c.type == "adventure"]
    assert len(adventures) == 4
    for adventure in adventures:
        others = [c for c in cards if c is not adventure]
        assert meets(msgs, adventure.requirements, others), adventure.id


def test_matches_reads_ids_as_titles_my_adv_1(msgs):
    """MY-ADV-1: a title requirement fits every printing of the title; subtype lists mean any of them."""
    c = msgs.cards
    assert msgs.matches({"kind": "title", "title": "mi_go_worker"}, c["mi_go_soldier"])
    assert not msgs.matches({"kind": "title", "title": "mi_go_worker"}, c["ngah_kthun"])
    weapon = {"kind": "artifact", "subtype": ["Weapon", "Enchanted Weapon"]}
    assert msgs.matches(weapon, c["enchanted_knife"]) and not msgs.matches(weapon, c["speech_machine"])
    assert msgs.matches({"kind": "event", "solstice": True}, c["dawn_of_the_solstice"])
    assert not msgs.matches({"kind": "event", "solstice": True}, c["high_noon"])
    assert msgs.matches({"type": "monster", "card": ["mi_go_worker"]}, c["mi_go_soldier"])


# -------------------------------------------------------------------------------------- effect blocks

def test_block_names_are_the_closed_list_of_25_my_msgs_3(msgs):
    """MY-MSGS-3: the schema's block list is §2's 25 names, and every card uses only those."""
    assert list(BLOCKS) == BLOCK_LIST
    for holder in [*msgs.cards.values(), *msgs.investigators.values()]:
        assert effect_blocks(holder) and set(effect_blocks(holder)) <= set(BLOCKS), holder.id
        assert all(b.get("timing") or b["block"] == "none" for b in holder.effects), holder.id


@needs(EFFECTS_MD)
def test_block_list_matches_section_2_my_msgs_3():
    """MY-MSGS-3: mythos_msgs_effects.md §2 names the same 25 blocks, with the row counts pinned here."""
    rows = md_table(EFFECTS_MD, "| block | parameters |")
    assert [r[0].strip("`") for r in rows] == BLOCK_LIST
    assert {r[0].strip("`"): int(r[3]) for r in rows} == BLOCK_ROWS


def test_block_usage_per_card_row_my_msgs_3(msgs):
    """MY-MSGS-3: how many cards (investigator sides included) use each block matches §2."""
    rows = Counter(b for h in [*msgs.cards.values(), *msgs.investigators.values()] for b in set(effect_blocks(h)))
    assert dict(rows) == BLOCK_ROWS


@needs(EFFECTS_MD)
def test_each_card_uses_the_blocks_of_its_section_3_row_my_msgs_3(msgs):
    """MY-MSGS-3: per card, the set of block names equals the blocks named in its §3 row."""
    by_name = {c.name: c for c in msgs.cards.values() if c.id not in ("mi_go_worker", "mi_go_soldier")}
    by_name |= {"Mi-Go (Worker)": msgs.cards["mi_go_worker"], "Mi-Go (Soldier)": msgs.cards["mi_go_soldier"]}
    by_name |= {i.name: i for i in msgs.investigators.values()}
    rows = md_table(EFFECTS_MD, "| card | type | timing |")
    assert len(rows) == len(by_name) == 102
    for name, _type, _timing, _text, blocks in rows:
        named = set(re.findall(r"`([a-z_]+)[(`]", blocks)) & set(BLOCK_LIST)
        assert set(effect_blocks(by_name[name])) == named, name


def test_blocks_carry_parameters_as_data_my_msgs_3(msgs):
    """MY-MSGS-3: a few blocks with their parameters; custom blocks name their Python function."""
    c = msgs.cards
    assert c["arkham_police_department"].effects[0] == {
        "block": "value_mod", "timing": "combat_reveal", "target": {"zone": "incoming_threats"}, "delta": -1,
        "if": {"cond": "source_is_current"}, "when": "on_reveal"}
    assert c["frank_belknap_long"].effects[0]["bound"] == "min" and not c["frank_belknap_long"].effects[0][
        "cumulative"]
    assert {"block": "travel", "timing": "on_play", "kind": "train"} in c["train"].effects
    assert [b["function"] for card in c.values() for b in card.effects if b["block"] == "custom"] == [
        "shock_therapy", "turncoat_attack"]
    assert c["ngah_kthun"].joins == ("mi_go_worker", "mi_go_soldier") and c["dr_allen"].joins == ("gomes",)
    assert c["dawn_of_the_solstice"].solstice and not c["evening"].solstice


# ------------------------------------------------------------------------------ deck building (MY-ZONE-4)

def test_validate_deck_accepts_a_legal_custom_deck_my_zone_4(msgs):
    """MY-ZONE-4: more than 52 cards, 4 copies of a title, and any investigator of the set are legal."""
    deck = corrupt_deck(msgs) + ["car", "car", "train"]
    assert validate_deck(msgs, deck, "gifted_musician") is None


@pytest.mark.parametrize("change, investigator, expected", [
    (lambda d: d[:51], "bored_clerk", "holds 51 cards; it needs at least 52"),
    (lambda d: d + ["car"] * 3, "bored_clerk", "card 'car' (title 'Car') appears 5 times"),
    (lambda d: d + ["bellevue_hospital"] * 2, "bored_clerk", "card 'bellevue_hospital' is unique and appears 2"),
    (lambda d: d + ["arkham_gazete"], "bored_clerk", "card 'arkham_gazete' (entry 53) is not in the set"),
    (lambda d: d + ["gifted_musician"], "bored_clerk", "'gifted_musician', is an investigator"),
    (lambda d: d, None, "no investigator"),
    (lambda d: d, "nobody", "investigator 'nobody' is not in the set"),
    (lambda d: d + ["mi_go_worker", "mi_go_soldier"] * 2 + ["mi_go_worker"], "bored_clerk",
     "card 'mi_go_worker', 'mi_go_soldier' (title 'Mi-Go') appears 7 times"),
])
def test_validate_deck_errors_name_the_card_my_zone_4(msgs, change, investigator, expected):
    """MY-ZONE-4: too few cards, a fifth copy, a second unique, an unknown id, an investigator in the list,
    a missing or unknown investigator; two printings of one title count together."""
    with pytest.raises(InvalidCardData, match=re.escape(expected)) as info:
        validate_deck(msgs, change(corrupt_deck(msgs)), investigator)
    assert "MY-ZONE" in str(info.value)


def test_unknown_id_gets_a_suggestion_my_zone_4(msgs):
    """MY-ZONE-4: an id one letter off is answered with the id meant."""
    with pytest.raises(InvalidCardData, match="did you mean 'arkham_gazette'"):
        validate_deck(msgs, corrupt_deck(msgs) + ["arkham_gazete"], "bored_clerk")


# ------------------------------------------------------------------------------------ corrupt set files

@pytest.mark.parametrize("edit, expected", [
    (lambda d, c: c["arkham_gazette"].pop("icons"), "card 'arkham_gazette': field 'icons': missing"),
    (lambda d, c: c["arkham_gazette"]["icons"].append("Fire"), "card 'arkham_gazette': field 'icons[2]': 'Fire'"),
    (lambda d, c: c["dr_allen"]["effects"][1].update(block="join"),
     "card 'dr_allen': field 'effects[1].block': 'join' is not allowed"),
    (lambda d, c: c["dr_allen"].update(type="person"), "card 'dr_allen': field 'type': 'person' is not allowed"),
    (lambda d, c: c["dr_allen"].update(value=2.0), "card 'dr_allen': field 'value': 2.0 is not of type"),
    (lambda d, c: c["dr_allen"].update(region="Arkham"), "card 'dr_allen': field 'region': unknown field"),
    (lambda d, c: c["dark_young"].update(requirements=[{"kind": "tome"}]),
     "card 'dark_young': field 'requirements': this field is not allowed here"),
    (lambda d, c: c["tulzscha"].pop("requirements"), "card 'tulzscha': field 'requirements': missing"),
    (lambda d, c: c["arkham_horror"]["requirements"][1].update(title="downpoor"),
     "card 'arkham_horror': field 'requirements[1].title': 'downpoor' is not a card id"),
    (lambda d, c: c["arkham_horror"]["requirements"][4].update(count=0),
     "card 'arkham_horror': field 'requirements[4].count'"),
    (lambda d, c: c["howard_lovecraft"]["effects"][0]["if"].update(card="sonia"),
     "card 'howard_lovecraft': field 'effects[0].if.card': 'sonia' is not a card id"),
    (lambda d, c: c["howard_lovecraft"]["effects"][0].pop("delta"),
     "card 'howard_lovecraft': field 'effects[0].delta': missing"),
    (lambda d, c: c["train"]["effects"][0].update(kind="boat"), "card 'train': field 'effects[0].kind': 'boat'"),
    (lambda d, c: c["central_hill"].update(id="car"), "field 'id': already used"),
    (lambda d, c: d["decks"][0]["cards"].__setitem__(3, "no_such_card"),
     "deck 'corrupt': field 'cards': card 'no_such_card' (entry 4) is not in the set"),
    (lambda d, c: d["decks"][1]["cards"].pop(), "deck 'steadfast': field 'cards': the deck holds 51 cards"),
    (lambda d, c: d["decks"][1]["cards"].__setitem__(0, "the_terrible_old_man"),
     "deck 'steadfast': field 'cards': card 'the_terrible_old_man' is unique and appears 2 times"),
    (lambda d, c: d["decks"][0]["investigators"].append("gifted_musician"),
     "deck 'corrupt': field 'investigators[2]': 'gifted_musician' is not an investigator of this deck"),
    (lambda d, c: d["investigators"][0].update(sanity_max="20"), "investigator 'bored_clerk': field 'sanity_max'"),
    (lambda d, c: d.update(version=2), "set file: field 'version': 2 is not allowed"),
])
def test_corrupt_data_names_the_card_and_field_my_msgs_3(tmp_path, edit, expected):
    """MY-MSGS-3, MY-ZONE-4: a missing field, a bad block name, a wrong type value, an unknown reference, a bad
    deck: InvalidCardData naming the card (or deck, investigator) and the field."""
    with pytest.raises(InvalidCardData, match=re.escape(expected)) as info:
        load_edited(tmp_path, edit)
    assert "edited.json" in str(info.value)


def test_unreadable_and_non_json_files_my_msgs_3(tmp_path):
    """MY-MSGS-3: a missing file, broken JSON, or a key written twice is an InvalidCardData naming the file."""
    with pytest.raises(InvalidCardData, match="cannot read card file"):
        load_set(tmp_path / "missing.json")
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": ', encoding="utf-8")
    with pytest.raises(InvalidCardData, match=r"broken\.json.*not valid JSON \(line 1"):
        load_set(broken)
    twice = tmp_path / "twice.json"
    twice.write_text('{"set": "a", "set": "b"}', encoding="utf-8")
    with pytest.raises(InvalidCardData, match="key 'set' appears twice"):
        load_set(twice)


def test_an_unchanged_copy_loads_like_the_builtin_my_msgs_3(tmp_path, msgs):
    """MY-MSGS-3: a path loads the same data as the packaged default (and is not the cached object)."""
    copy_set = load_edited(tmp_path, lambda d, c: None)
    assert copy_set is not msgs and copy_set == msgs


# --------------------------------------------------------------------------------- random mutations

SCALARS = (st.none() | st.booleans() | st.integers(-3, 60) | st.floats(allow_nan=True)
           | st.sampled_from(["", "self", "car", "none", "Water", "location", "monster", "corrupt", "weapon",
                              "mi_go_worker", "title", "Phobia", "all", "own"])
           | st.text(max_size=6))
JSON_VALUES = st.recursive(SCALARS, lambda kids: st.lists(kids, max_size=3)
                           | st.dictionaries(st.sampled_from(["block", "kind", "cond", "id", "type", "x"]) | st.text(
                               max_size=5), kids, max_size=3), max_leaves=5)


def mutate(data, draw) -> None:
    """Walk a random path into the JSON tree and delete, replace, duplicate or add something there."""
    node = data
    for _ in range(draw(st.integers(0, 7))):
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        key = draw(st.sampled_from(keys))
        if not isinstance(node[key], (dict, list)) or not node[key]:
            break
        node = node[key]
    keys = list(node) if isinstance(node, dict) else list(range(len(node)))
    op = draw(st.sampled_from(["delete", "replace", "duplicate", "add"]))
    if op == "add" or not keys:
        if isinstance(node, dict):
            node[draw(st.sampled_from(["block", "kind", "count", "text", "x"]) | st.text(max_size=5))] = draw(
                JSON_VALUES)
        else:
            node.append(draw(JSON_VALUES))
        return
    key = draw(st.sampled_from(keys))
    if op == "delete":
        del node[key]
    elif op == "replace":
        node[key] = draw(JSON_VALUES)
    elif isinstance(node, list):
        node.insert(key, copy.deepcopy(node[key]))
    else:
        node[key] = copy.deepcopy(node[key]) if not isinstance(node[key], list) else node[key] * 2


@given(st.data())
def test_random_mutations_load_or_raise_invalid_card_data_my_msgs_3(data):
    """MY-MSGS-3: any mutation of msgs.json (up to three edits) either loads or raises InvalidCardData,
    never another exception."""
    mutated = copy.deepcopy(RAW)
    for _ in range(data.draw(st.integers(1, 3))):
        mutate(mutated, data.draw)
    try:
        result = card_set_from_dict(mutated)
    except InvalidCardData as e:
        assert str(e)
    else:
        assert isinstance(result, CardSet)


@given(st.lists(st.sampled_from([*RAW["decks"][0]["cards"], "gifted_musician", "nope", 3]), max_size=70),
       st.sampled_from(["bored_clerk", None, "", "nobody", [], 7]))
def test_validate_deck_raises_only_invalid_card_data_my_zone_4(msgs, ids, investigator):
    """MY-ZONE-4: any list of ids either validates or raises InvalidCardData."""
    try:
        validate_deck(msgs, ids, investigator)
    except InvalidCardData as e:
        assert str(e).startswith("deck: ")


def test_MY_MSGS_3_blocks_are_parsed_into_records_at_load():
    """Each effect block is a Block record once the set loads: its kind, typed accessors of its parameters and
    is_(); it still reads as, and equals, the file's object. A malformed block names the card and the block."""
    from cthulhu_widgets.games.mythos.blocks import Block

    cs = load_set()
    assert all(isinstance(b, Block) for c in cs.cards.values() for b in c.effects)
    assert all(isinstance(b, Block) for i in cs.investigators.values() for b in i.ability)
    travel = next(b for b in cs.cards["train"].effects if b.kind == "travel")
    assert travel == {"block": "travel", "timing": "on_play", "kind": "train"} and travel["block"] == "travel"
    assert travel.timing == "on_play" and travel.param("kind") == "train" and travel.is_("travel", kind="train")
    assert not travel.is_("travel", kind="walk") and not travel.is_("joins") and dict(travel)["kind"] == "train"
    with pytest.raises(InvalidCardData, match=r"card 'odd': field 'effects\[1\]'"):
        Card("odd", "Odd", "event", None, None, 0, False, effects=({"block": "none"}, {"timing": "static"}))
