"""The spectators' view, `state.view("public")`: what every seat sees and nothing more, for every registered game (the
three and the tests' toy duel).

Proof by re-dealing: for random positions, every determinization from every seat (a world that seat cannot tell
from the real one) has the same public view as the real game. So the public view holds nothing any seat could
not see. Then the hidden zones are checked by name (hands as sizes, bombs, vanished ghosts, threats, deck tops).
"""
from __future__ import annotations

import random

import pytest

from cthulhu_widgets.bots import RandomBot
from cthulhu_widgets.games import GAMES, chaos, get_game, get_spec, letter, mythos


def positions(module, seed: int, every: int = 3, limit: int = 400):
    """Yield positions of a random game (seeded), one every `every` steps."""
    state = module.new_game(seed=seed)
    bot = RandomBot(seed)
    for step in range(limit):
        if state.to_act is None:
            break
        if step % every == 0:
            yield state
        state.apply(bot.choose(state))
    yield state


@pytest.mark.parametrize("game", list(GAMES))
def test_public_view_is_the_same_in_every_world_any_seat_cannot_tell_apart(game):
    module, spec = get_game(game), get_spec(game)
    checked = 0
    for seed in range(6):
        # A long game (one the benchmark shortens with bench_rules): every third position; a short one: each.
        for state in positions(module, seed, every=3 if spec.bench_rules else 1):
            seats = [s for s in getattr(state, "seats", spec.seats) if s not in spec.automata]
            public = state.view("public")
            assert public["seat"] == "public"
            for seat in seats:
                for k in range(2):
                    world = state.determinize(seat, random.Random(1000 * seed + k))
                    assert world.view("public") == public, (game, seed, seat, state.view(None))
            checked += 1
    assert checked > 30


def test_chaos_public_view_shows_hand_sizes_no_bombs_no_vanished_ghost():
    seen_vanish = seen_private_bomb = 0
    for seed in range(12):
        for state in positions(chaos, seed, every=1):
            public = state.view("public")
            for s in chaos.SEATS:
                assert public["hands"][s] == {"count": len(state.hand[s]), "cards": None}
            assert public["bombs"] == []
            seen_private_bomb += any(state.known_bombs(s) for s in chaos.SEATS)
            for piece in public["pieces"]:
                if piece["vanished"]:
                    seen_vanish += 1
                    assert piece["cell"] is None and "path" not in piece
            assert public["checked"] == [] and public["known_cards"] == {}
            if state.pending:
                assert public["prompt"] == {"kind": state.pending.kind}
    assert seen_private_bomb, "no position with a bomb known to a seat: the test proves nothing"
    assert seen_vanish, "no vanished ghost met: the test proves nothing"


def test_mythos_public_view_shows_no_hand_and_no_hidden_threat():
    for seed in range(6):
        for state in positions(mythos, seed, every=1):
            public = state.view("public")
            for i, player in enumerate(public["players"]):
                assert player["hand"] is None and "deck" not in player
                assert player["hand_count"] == len(state.players[i].hand)
                if not state.revealed():
                    assert player["threat"] is None and player["threat_count"] == len(state.players[i].threat)


def test_letter_public_view_shows_only_public_zones():
    for seed in range(12):
        for state in positions(letter, seed, every=1):
            public = state.view("public")
            assert public["hand"] == [{"hidden": True}] * len(state.hand)
            cards = public["deck"]["cards"]
            assert all(c == {"hidden": True} for c in cards)
            top = public["opponent"]["cards"][:1]
            if top and top[0].get("kind") not in (None, "cthulhu"):
                assert state.rules.clue_top == "revealed"
            assert public["player_discard"] == state.view("player")["player_discard"]


@pytest.mark.parametrize("game", list(GAMES))
def test_an_unknown_seat_is_refused_with_the_seats_allowed(game):
    module = get_game(game)
    with pytest.raises(ValueError, match="public"):
        module.new_game(seed=1).view("nobody")
