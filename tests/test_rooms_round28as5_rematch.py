"""Review 27, room_en 6: after Play again the new table said "B1 has not joined yet" and nothing said whether B1 had
been sent it, and the old chat was gone, so nobody could be asked. The new table keeps the last table's chat (the
persons' lines) and says, as the table's own line, which persons were invited there (on the last table's page)."""
from __future__ import annotations

from cthulhu_widgets.rooms.hub import Hub
from cthulhu_widgets.rooms.protocol import RateLimit


def test_round28as5_play_again_carries_the_chat_and_says_who_was_invited(tmp_path):
    hub = Hub(tmp_path)
    seats = {"A1": "human", "A2": "bot:heuristic", "B1": "human", "B2": "bot:heuristic"}
    room = hub.get(hub.create({"game": "chaos", "seed": 7, "seats": seats})["room"])
    room.chat.say("A1", "a1", "Hi B1, A1 here", RateLimit(1, 5))
    room.chat.say("B1", "b1", "Hi A1, good luck", RateLimit(1, 5))
    room.chat.tell("takeover", "B1")                           # the table's own lines stay behind
    room.state.result = {"winner": "A"}
    new = hub.get(hub.rematch(room, "A1")["room"])
    said = [(line["seat"], line["text"]) for line in new.chat.lines]
    assert said == [("A1", "Hi B1, A1 here"), ("B1", "Hi A1, good luck"), ("@invited", "B1")]
    # journaled: a restart's room has them too
    assert [(x["seat"], x["text"]) for x in hub.journal.chat(new.id, 50)] == said
