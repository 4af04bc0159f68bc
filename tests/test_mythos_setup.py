"""Mythos scenarios are built by `new_game(setup=...)` alone (issue 14): every zone as the first turn finds it,
cards of another player's deck, the shuffled rest placed with "..."; bad setups name what is allowed; and no Mythos
test builds a scenario by editing the state."""
import ast
from pathlib import Path

import pytest

from cthulhu_widgets.core.errors import InvalidSetup
from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos.setup import KEYS

TESTS = Path(__file__).resolve().parent


def game(p0=None, p1=None, seed=0, decks=("corrupt", "steadfast")):
    return mythos.new_game(seed, None, {"players": [p0 or {}, p1 or {}]}, decks=decks)


def names(s, insts):
    return [s.card[i] for i in insts]


def conserved(s):
    """Return whether every card instance lies in exactly one zone."""
    return sorted(i for z in s.zones().values() for i in z) == list(range(len(s.card)))


def test_the_deck_is_given_top_first_as_the_first_turn_finds_it():
    """"deck" names the deck's top cards after the deal: the deal draws unnamed cards; "..." may stand anywhere in it
    (here the bottom card is named), and "..." at the end is the same as no "..." (same seed, same deal)."""
    s = game(p0={"hand": ["waterbury_state_hospital"], "deck": ["dr_allen", "ray_stuckey", "...", "gomes"]})
    pl = s.players[0]
    assert names(s, pl.deck[::-1][:2]) == ["dr_allen", "ray_stuckey"] and s.card[pl.deck[0]] == "gomes"
    assert len(pl.hand) == 13 and s.card[pl.hand[0]] == "waterbury_state_hospital" and conserved(s)
    plain, rest = game(seed=4), game(p0={"deck": ["..."]}, seed=4)
    assert plain.players[0].deck == rest.players[0].deck and plain.players[0].hand == rest.players[0].hand


def test_an_empty_deck_with_the_rest_in_the_discard_pile():
    """"..." in "discard": the deck holds exactly the named cards (none here), the discard pile every other card."""
    s = game(p0={"discard": ["dr_allen", "..."], "story": ["the_athenaeum"]},
             p1={"deck": ["granny_orne"], "discard": ["..."]})
    p0, p1 = s.players
    assert p0.deck == [] and len(p0.hand) == 13 and len(p0.discard) == 52 - 13 - 1
    assert s.card[p0.discard[0]] == "dr_allen" and p0.sanity == 13
    assert names(s, p1.deck) == ["granny_orne"] and len(p1.discard) == 52 - 13 - 1 and conserved(s)


def test_cards_of_another_players_deck_controlled_monster_and_buried_phobia():
    """{"card", "owner"}: a monster held by Control sits in its controller's threat, an opponent's cured phobia lies
    buried under the story deck; each stays its owner's card and is missing from the owner's deck."""
    s = game(p0={"threat": [{"card": "deep_one", "owner": "p1"}],
                 "story": [{"card": "portaphobia", "owner": "p1"}, "the_athenaeum"]})
    monster, phobia = s.players[0].threat[0], s.players[0].story[0]
    assert names(s, [monster, phobia]) == ["deep_one", "portaphobia"] and s.owner[monster] == s.owner[phobia] == 1
    p1 = s.players[1]
    assert "portaphobia" not in names(s, p1.hand + p1.deck) and conserved(s)


def test_a_great_old_one_in_play_and_completed_adventures():
    """"goo" puts a Great Old One in play; "adventures" are completed, their points scored."""
    s = game(p0={"goo": "tulzscha", "adventures": ["questionable_judgement", "the_price"]})
    pl = s.players[0]
    assert s.card[pl.goo] == "tulzscha" and pl.goo in pl.in_play() and pl.points == 5 + 8 and conserved(s)


def test_what_allies_carry_a_petrified_ally_an_aging_great_old_one_and_a_rest():
    """An ally's "item", an artifact carried by Miss Anna Tilton ("holder"), a petrified ally with its weapon (face
    down among the artifacts), a Great Old One that has seen one combat ("goo_age"), turns to sit out ("rest")."""
    s = game(p0={"allies": ["miss_anna_tilton", {"card": "gomes", "weapon": "enchanted_knife", "petrified": True}],
                 "artifacts": [{"card": "speech_machine", "holder": "miss_anna_tilton"}], "goo": "tulzscha",
                 "goo_age": 1, "rest": 2},
             p1={"allies": [{"card": "granny_orne", "item": "dr_hammonds_nerve_brain_tablets"}]})
    p0, p1 = s.players
    anna, (gomes, machine) = p0.allies[0], p0.artifacts
    assert s.card[machine["card"]] == "speech_machine" and machine["holder"] == anna["card"]
    knife = gomes["petrified"]["weapon"]
    assert s.card[gomes["card"]] == "gomes" and gomes["flipped"] and s.card[knife] == "enchanted_knife"
    assert knife in p0.face_down() and p0.goo_age == 1 and p0.rest == 2
    assert s.card[p1.allies[0]["item"]] == "dr_hammonds_nerve_brain_tablets" and conserved(s)


@pytest.mark.parametrize("spec, message", [
    ({"hands": []}, "unknown setup key(s) hands; keys: " + ", ".join(KEYS)),
    ({"hand": ["deep_one"]}, "not a card of this deck (p0's corrupt); its cards: alone_in_the_world, ambush"),
    ({"hand": ["dr_allen"], "deck": ["dr_allen"]}, "setup['deck'] names 'dr_allen': more copies than the deck holds "
                                                   "(p0's corrupt holds 1; a card lies in one place only)"),
    ({"deck": ["..."], "discard": ["..."]}, "'...' (the unnamed cards, shuffled) stands once"),
    ({"hand": ["..."]}, "may stand in deck, discard only, not in setup['hand']"),
    ({"threat": [{"card": "deep_one", "owner": "p5"}]}, "'owner' must be one of p0, p1, not 'p5'"),
    ({"threat": [{"card": "deep_one", "from": "p1"}]}, "entries are card ids or dicts with 'card' and owner"),
    ({"hand": [{"card": "deep_one", "owner": "p1"}]}, "lies only in threat, story, phobias, not in setup['hand']"),
    ({"story": "the_athenaeum"}, "setup['story'] must be a list, not 'the_athenaeum'"),
    ({"goo": "dark_young"}, "setup['goo'] must be a Great Old One or an Outer God, not 'dark_young'"),
    ({"allies": [{"card": "gomes", "flipped": "yes"}]}, "'flipped' must be true or false"),
    ({"allies": [{"card": "gomes", "weapon": "speech_machine"}]}, "'weapon' must be a weapon (Weapon, Enchanted"),
    ({"allies": [{"card": "gomes", "spell": "enchanted_knife"}]}, "'spell' must be a spell, not 'enchanted_knife'"),
    ({"artifacts": [{"card": "speech_machine", "holder": "gomes"}], "allies": ["ray_stuckey"]},
     "setup['artifacts'] 'holder' must name an ally of setup['allies'] (ray_stuckey), not 'gomes'"),
    ({"goo_age": 1}, "setup['goo_age'] (combats its Great Old One has seen) must be 0 or 1, and 0 without"),
    ({"rest": -1}, "setup['rest'] (turns to sit out) must be an int from 0, not -1"),
])
def test_a_bad_setup_names_what_is_allowed(spec, message):
    with pytest.raises(InvalidSetup) as err:
        game(p0=spec)
    assert message in str(err.value)


def test_a_card_placed_by_two_players_is_refused():
    """A card of p1's deck named by p0 (Control) and by p1 itself is placed twice: refused."""
    with pytest.raises(InvalidSetup, match=r"player p1: setup\['hand'\] names 'harry_houdini': more copies"):
        game(p0={"threat": [{"card": "harry_houdini", "owner": "p1"}]}, p1={"hand": ["harry_houdini"]})


# ----- no test edits the state ------------------------------------------------------------------------------------
MUTATORS = {"append", "extend", "insert", "remove", "pop", "clear", "sort", "reverse", "update", "setdefault",
            "popitem", "add", "discard", "__setitem__", "__delitem__"}
# Nothing is allowed: a designer's card set comes in through new_game(cards=...) too (issue 21).
ALLOWED: set = set()


def _on_state(node) -> bool:
    """Return whether an expression reaches through an attribute (s.players, pl.deck, …), not a plain local."""
    if isinstance(node, ast.Attribute):
        return node.attr not in ALLOWED
    if isinstance(node, (ast.Subscript, ast.Starred)):
        return _on_state(node.value)
    if isinstance(node, ast.IfExp):
        return _on_state(node.body) or _on_state(node.orelse)
    if isinstance(node, ast.Call):
        return _on_state(node.func)
    return False


def _edits(tree) -> list:
    """Return (line, code) of every assignment to, or mutation of, something reached through an attribute."""
    out = []
    for node in ast.walk(tree):
        targets = {ast.Assign: lambda n: n.targets, ast.AugAssign: lambda n: [n.target],
                   ast.AnnAssign: lambda n: [n.target], ast.Delete: lambda n: n.targets}.get(type(node), lambda n: [])
        for target in targets(node):
            for t in target.elts if isinstance(target, (ast.Tuple, ast.List)) else [target]:
                if _on_state(t):
                    out.append((node.lineno, ast.unparse(t)))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and (
                node.func.attr in MUTATORS and _on_state(node.func.value)):
            out.append((node.lineno, ast.unparse(node.func)))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("setattr", "delattr"):
            out.append((node.lineno, ast.unparse(node)))
    return sorted(out)


def test_no_mythos_test_builds_a_scenario_by_editing_the_state():
    """Scenarios come from setup and public actions: a Mythos test that assigns to the state, or appends to, removes
    from or reorders one of its lists, fails here with file:line and the code."""
    found = [f"{path.name}:{line}: {code}" for path in sorted(TESTS.glob("test_mythos_*.py"))
             for line, code in _edits(ast.parse(path.read_text(encoding="utf-8")))]
    assert found == [], "tests edit the Mythos state; use new_game(setup=...):\n" + "\n".join(found)


def test_the_scan_finds_the_edits_it_forbids():
    """The scan sees the forms the old tests used (tuple assignment, append through players, a chosen list)."""
    code = ("pl.discard, pl.deck = pl.deck[:], []\ns.players[0].threat.append(m)\n"
            "(pl.deck if i in pl.deck else pl.hand).remove(i)\ns._legal = None\nsetattr(pl, 'goo', 3)\n"
            "rows.append(1)\nnode[key] = 2\nc['x'].update(a=1)\ns.card_set = cs\n")
    assert sorted(line for line, _ in _edits(ast.parse(code))) == [1, 1, 2, 3, 4, 5, 9]
