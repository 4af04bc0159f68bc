"""Newcomer review 24, chaos_ja finding 3: a compass's result was only in the log. At Midnight (CH-TIME-3) each
patient's step goes the way the compass spins; the board draws each spin since the seat's last turn (an arrow and
its legend line, frames.chaos.board_marks), but it read only the last action's events: another seat's spin never
showed, and the seat's own arrow went as soon as it played a card. The seat to act sees every spin it may see since
its last turn, through its whole turn."""
from cthulhu_widgets.widgets import ChaosWidget


def midnight(lang: str = "en") -> ChaosWidget:
    """Seed 11's table (test_js_fixtures_chaos.mid_game's deal): B2 sets Midnight in round 1, B1 then spins."""
    w = ChaosWidget(seed=11, seat="A1", lang=lang, setup={
        "first": "A", "pieces": {"A1": [7, 2], "A2": [5, 5], "B1": [2, 7], "B2": [3, 8]},
        "bombs": [[2, 2], [4, 4], [6, 7]],
        "hands": {"A1": ["sprint_eye", "checkup_skull", "protection_moon"],
                  "A2": ["vanish_moon", "mischief_eye", "sprint_moon"],
                  "B1": ["checkup_moon", "sprint_skull", "protection_eye"],
                  "B2": ["possession_skull", "prank_skull", "vanish_skull"]}})
    w.play("stay").play("end")
    w.play("stay").play("end")
    w.play("stay").play("declare_time", time="midnight", cards="possession_skull+prank_skull+vanish_skull")
    w.play("end")
    for _ in range(40):
        if w.state.to_act == "A1":
            return w
        w.step(1)
    raise AssertionError("A1 never came to act")


def marks(w) -> list[dict]:
    """The board marks sent with the seat's moves."""
    return next((m["target"]["marks"] for m in w.legal if m.get("target", {}).get("marks")), [])


def test_another_seats_spin_shows_on_the_seats_turn():
    """B1 spun at Midnight in round 1: A1's board shows where the compass sent B1 when A1's turn comes."""
    w = midnight()
    spins = [m for m in marks(w) if m["kind"] == "compass"]
    assert [m["seat"] for m in spins] == ["B1"], marks(w)
    assert spins[0]["dir"] in ("up", "down", "left", "right") and "B1" in spins[0]["tip"]


def test_own_spin_stays_through_the_turn():
    """A1 spins, then plays a card: the arrow of A1's own spin is still on its board until its turn ends."""
    w = midnight("ja")
    w.command({"cmd": "act", "id": "spin", "step": w.step_index})
    assert any(m["kind"] == "compass" and m["seat"] == "A1" for m in marks(w)), marks(w)
    card = next(m for m in w.legal if m["kind"] == "play")
    w.command({"cmd": "act", "id": card["id"], "step": w.step_index})
    assert w.state.to_act == "A1" and w.legal
    mine = [m for m in marks(w) if m["kind"] == "compass" and m["seat"] == "A1"]
    assert mine and "A1" in mine[0]["tip"], marks(w)
