"""OpenSpiel's own API consistency test (`pyspiel.random_sim_test`) on each game's Python game (issue 26).

random_sim_test plays random games through the C++ checks: legal action masks, clones, observation tensors and
strings of every player at every state, chance outcomes summing to one, returns within the game's bounds, and
(Letter, CHAOS) states saved and loaded again. A few
seeded simulations per game keep each test under about 10 s of CPU; CHAOS plays a 12-round game (CH-WIN-2,
option max_rounds) because a random CHAOS game at the default 60 rounds takes about 900 decisions.
"""
import json

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the [rl] extra (open_spiel) is not installed")

from cthulhu_widgets.rl.openspiel import register, short_name  # noqa: E402

# game -> (simulations, rules, serialize): saving and loading replays a game from its start, too slow for Mythos.
SIMS = {"letter": (20, {}, True), "chaos": (1, {"max_rounds": 12}, True), "mythos": (2, {}, False)}


@pytest.fixture(scope="module", autouse=True)
def registered():
    register()
    register()  # idempotent


@pytest.mark.parametrize("game", SIMS)
def test_random_sim_test_passes(game):
    """Contract (legal_actions, apply, view, result, clone) through OpenSpiel's random simulation test; the
    deal is the one chance node (LS-SETUP-4, LS-SETUP-5, CH-MAP-3, MY-ROUND-1: the engines draw everything from
    its seed)."""
    sims, rules, serialize = SIMS[game]
    loaded = pyspiel.load_game(short_name(game), {"rules": json.dumps(rules), "deals": 64})
    pyspiel.random_sim_test(loaded, num_sims=sims, serialize=serialize, verbose=False)


def test_the_game_describes_itself():
    """The Letter game: one player (the opponent is an automaton, LS-O1), imperfect information, explicit
    chance, the catalogue's ids as actions, the player's view as its observation string."""
    game = pyspiel.load_game(short_name("letter"), {"deals": 8})
    kind = game.get_type()
    assert game.num_players() == 1 and kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == 8
    state.apply_action(3)
    assert json.loads(state.observation_string(0))["seat"] == "player"
    names = [state.action_to_string(0, a) for a in state.legal_actions()]
    assert all(name.startswith("play card=") for name in names)
    with pytest.raises(ValueError, match="deals"):
        pyspiel.load_game(short_name("letter"), {"deals": 0})


def test_mythos_takes_its_decks():
    """MY-ZONE-1 (each player has a Mythos deck; 2–4 players): the decks parameter sets the players and the
    catalogue."""
    three = pyspiel.load_game(short_name("mythos"), {"decks": "corrupt+steadfast+corrupt", "deals": 4})
    two = pyspiel.load_game(short_name("mythos"), {"deals": 4})
    assert (three.num_players(), two.num_players()) == (3, 2)
    assert three.num_distinct_actions() > two.num_distinct_actions()
