"""Review 27, room_en finding 4: bombs a seat saw by a Checkup combo (CH-C5 weak, "the patient sees every bomb now")
were gone from its board a round later. What the seat saw stays known while the bomb stays (CH-HIDE-2): an enemy's
plant ending cannot unsee a bomb seen before it was planted, and a relocation leaves a "✗?" of its round, as a
Checkup's own marks do."""
from __future__ import annotations

from chaos_support import game, idle


def bombs(s, seat) -> list:
    """Return the bomb cells `seat`'s view draws."""
    return [b["cell"] for b in s.view(seat)["bombs"]]


def marks(s, seat) -> dict:
    """Return `seat`'s Checkup marks, cell -> (bomb, doubt)."""
    return {tuple(m["cell"]): (m["bomb"], bool(m.get("doubt"))) for m in s.view(seat)["checked"]}


def weak_c5(**hands):
    """Return a game after team A's weak C5 (Checkup of Moon + Mischief of Eye) and its two moves; B2 to act."""
    s = game(bombs=[[4, 4], [3, 3]], hands={"A1": ["checkup_moon"], "A2": ["mischief_eye"], **hands})
    s.act("combo", combo="C5", card="checkup_moon")
    s.act("join", card="mischief_eye")
    s.act("pass")
    s.act("stay")
    s.act("stay")
    assert s.vision == set() and bombs(s, "A1") == [[3, 3], [4, 4]]
    return s


def test_ch_c5_weak_bombs_stay_after_an_enemy_plant_ends():
    """CH-C5 weak, CH-DUR-3, CH-HIDE-2: B2 plants two bombs, a round passes and they go: the two bombs A1 saw
    before the plant are still there and still drawn for it."""
    s = weak_c5(B2=["mischief_skull"])
    s.act("stay")
    s.act("play", card="mischief_skull", mode="plant")
    s.act("pick", row=6, col=6)
    s.act("pick", row=7, col=7)
    s.act("end")
    idle(s, 3)             # B1, then round 2: A1, A2
    s.act("stay")          # B2's next turn opens: its plants went
    assert s.round == 2 and not s.temp_bombs
    assert bombs(s, "A1") == [[3, 3], [4, 4]]
    assert marks(s, "A1") == {(3, 3): (True, False), (4, 4): (True, False)}


def test_ch_c5_weak_bombs_leave_a_doubt_mark_after_a_relocation():
    """CH-C5 weak, CH-G2 (relocate): B2 moves every bomb; A1 cannot place them, so the cells it saw stay as "✗?"
    of their round, as a Checkup's ✗ does (review 26, chaos_en 2), not a blank board."""
    s = weak_c5(B2=["mischief_skull"])
    s.act("stay")
    s.act("play", card="mischief_skull", mode="relocate")
    s.act("pick", row=6, col=2)
    s.act("pick", row=2, col=6)
    assert bombs(s, "A1") == []
    assert marks(s, "A1") == {(3, 3): (True, True), (4, 4): (True, True)}
