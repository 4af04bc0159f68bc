"""Round AN5 (newcomer review 23, room_zh finding 4 / room_en finding 4: 'Play again looked like the same game'): a
CHAOS room's Play again deals its new table a fresh secret seed, so new hidden bombs and key; only the map's walls
and starts (the rules' own) stay."""
from __future__ import annotations

from cthulhu_widgets.rooms.hub import Hub


def test_round23an5_play_again_deals_a_new_secret_seed(tmp_path):
    """Each rematch of a finished CHAOS room with a typed seed gets a new secret seed; the deals differ."""
    hub = Hub(tmp_path)
    deals = set()
    for n in range(3):
        answer = hub.create({"game": "chaos", "seed": 7, "seats": None})
        room = hub.get(answer["room"])
        room.state.result = {"winner": "A"}       # over: a seat may ask for a new game
        new = hub.get(hub.rematch(room, "A1")["room"])
        assert new.spec.secret and new.spec.seed != room.spec.seed
        assert new.state.map.obstacles == room.state.map.obstacles     # the map is the rules' own
        deals.add((new.spec.seed, frozenset(new.state.bombs), new.state.key))
    assert len({seed for seed, _, _ in deals}) == 3
    assert len({bombs for _, bombs, _ in deals}) > 1
