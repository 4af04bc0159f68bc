"""CHAOS round L (issue 23, newcomer review 8): what the frame sends for a Sprint that gives no step."""
from __future__ import annotations

from cthulhu_widgets.frames.chaos import legal
from cthulhu_widgets.widgets.chaos import ChaosWidget


def test_a_sprint_after_a_bomb_is_sent_off_with_its_reason():
    """Finding 3: after the move ended on a bomb, the Sprint's chip says 'no extra step' and is not a move to offer:
    the frame marks it `off` (the table greys it); before the bomb it is a plain move."""
    w = ChaosWidget(seed=7, seat="A1", lang="en", setup={
        "first": "A", "hands": {"A1": ["sprint_eye", "amnesia_moon"], "A2": ["possession_moon", "vanish_eye"],
                                "B2": ["prank_skull", "mischief_moon"], "B1": ["protection_moon", "checkup_eye"]}})
    w.play("stay")   # the move done: the cards phase
    state = w.state
    sprint = [a for a in state.legal_actions() if a.kind == "play" and dict(a.fields).get("card") == "sprint_eye"]
    assert sprint, [str(a) for a in state.legal_actions()]
    assert not any(m["target"].get("off") for m in legal(state, sprint, "en"))
    state.halted = "bomb"
    for lang in ("en", "zh", "ja"):
        sent = legal(state, sprint, lang)
        assert all(m["target"].get("off") for m in sent), sent
        assert all("⚠" in m.get("label", "") for m in sent), sent
