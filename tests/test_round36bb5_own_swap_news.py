"""A role change the reader's own step caused is told on its piece line at its next decision (round BB, fixer BB5;
newcomer review 34, room_en 3, 193: a Midnight compass step sent A1 onto B2's cell, the header then read "ghost" and
no line said why: the step had scrolled out of the story). CH-TIME-2, CH-SWAP-1."""
from __future__ import annotations

from cthulhu_widgets.widgets import ChaosWidget

WORDS = {"en": "You met B2: you are a ghost now", "zh": "你遇到了 B2：你现在是鬼魂",
         "zh-TW": "你遇到了 B2：你現在是鬼魂", "ja": "B2 と出会った：あなたは今幽霊"}


def _table(lang: str, first="A1", roles=None, compass=("right",)) -> ChaosWidget:
    """A1, a patient on a7 at Midnight, spins the compass right onto B2's ghost on b7 (CH-TIME-2, CH-SWAP-1)."""
    return ChaosWidget(seed=11, seat="A1", lang=lang, setup={
        "first": "A", "start": first,
        "roles": {"A1": "patient", "A2": "ghost", "B1": "patient", "B2": "ghost", **(roles or {})},
        "pieces": {"A1": [7, 1], "A2": [5, 5], "B1": [2, 7], "B2": [7, 2]},
        "time": {"kind": "midnight", "rounds": 3}, "compass": list(compass),
        "hands": {"A1": ["checkup_skull", "protection_moon"], "A2": ["checkup_eye", "mischief_eye", "sprint_moon"],
                  "B1": ["checkup_moon", "sprint_skull", "protection_eye"],
                  "B2": ["possession_skull", "prank_skull", "vanish_skull"]}})


def _news(w) -> dict:
    return (w.legal or [{}])[0].get("target", {}).get("news", {})


def test_a_compass_step_onto_an_enemy_ghost_is_told_at_the_next_decision_in_every_language():
    for lang, line in WORDS.items():
        w = _table(lang)
        w.command({"cmd": "act", "id": "spin", "step": w.step_index})
        assert w.state.role["A1"] == "ghost" and w.state.to_act == "A1"
        assert _news(w).get("piece") == line, (lang, _news(w))


def test_a_swap_that_ended_a_joint_turn_is_told_at_the_readers_next_turn():
    """room_en 3: A2 covers with A1 (CH-COVER-1); A1's joint step, the compass's, meets B2 and ends the turn; at A1's
    next decision the piece line still says why it is a ghost."""
    w = _table("en", first="A2", roles={"A2": "patient", "B1": "ghost"}, compass=["up", "right"])
    w.play("cover", card="checkup_eye")
    while w.state.to_act == "A2" and w.state.legal_actions()[0].kind == "pick":   # the Checkup's cells
        w.play("pick", **dict(w.state.legal_actions()[0].fields))
    w.play("spin")
    w.command({"cmd": "act", "id": "spin", "step": w.step_index})
    assert w.state.role["A1"] == "ghost" and w.state.to_act != "A1"
    for _ in range(60):
        if w.state.to_act == "A1" and w.legal:
            break
        w.step(1)
    assert w.state.to_act == "A1" and w.state.role["A1"] == "ghost"
    assert _news(w).get("piece") == WORDS["en"], _news(w)


def test_once_told_it_is_not_told_again():
    """After the decision that told it (a card played), the next turn's line does not say it again."""
    w = _table("en")
    w.command({"cmd": "act", "id": "spin", "step": w.step_index})
    w.command({"cmd": "act", "id": "end", "step": w.step_index})
    for _ in range(60):
        if w.state.to_act == "A1" and w.legal:
            break
        w.step(1)
    assert "met B2" not in " ".join(map(str, _news(w).values()))


CAUSE = {"en": "You met B2: roles swapped.", "zh": "你遇到了 B2：互换了身份。", "ja": "B2 と出会い、役割が入れ替わった。"}


def test_the_role_line_in_the_next_turn_says_why_in_every_language():
    """room_en 3, 193: the joint step's swap ended A1's turn, so "You are a ghost." fell into B2's turn, the since box,
    with no cause; it says the meeting too."""
    from cthulhu_widgets.frames import build
    for lang, cause in CAUSE.items():
        w = _table(lang, first="A2", roles={"A2": "patient", "B1": "ghost"}, compass=["up", "right"])
        w.play("cover", card="checkup_eye")
        while w.state.to_act == "A2" and w.state.legal_actions()[0].kind == "pick":
            w.play("pick", **dict(w.state.legal_actions()[0].fields))
        w.play("spin")
        w.command({"cmd": "act", "id": "spin", "step": w.step_index})
        lines = build.of(w.match, "A1", lang, log_from=0)["log_lines"]
        role = [line["text"] for line in lines if cause in line["text"]]
        assert len(role) == 1, (lang, [line["text"] for line in lines[-8:]])
