"""Newcomer review 21, Letter en finding 3 (090, 119): "The Silver Key rule looks applied inconsistently… With the
Shining Trapezohedron (7) while I was insane, it let me play the Trapezohedron instead, and nothing on the table says
why." LS-TURN-6: holding both 7s the player must play one of them, either; the table said only "Your turn: click a
glowing card". The prompt now gives the reason, in every language."""
from __future__ import annotations

import random

import pytest

from cthulhu_widgets.frames import letter as frames
from cthulhu_widgets.match import Match

SEVENS = {"silver_key", "shining_trapezohedron"}
SAID = {"en": ("both 7s", "either"), "zh": ("兩張 7",), "ja": ("7 を 2 枚",)}


def _both_sevens():
    """Return a player's turn to play holding both 7s (random legal play from seeded deals)."""
    for seed in range(400):
        m, rng = Match.new("letter", seed=seed), random.Random(seed)
        while m.state.result is None:
            s = m.state
            acts = s.legal_actions()
            if s.to_act == "player" and {a["card"] for a in acts if a.kind == "play"} == SEVENS:
                return s, acts
            m.apply(rng.choice(acts))
    pytest.fail("no deal held both 7s")


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_both_sevens_the_prompt_says_one_must_be_played_either(lang):
    state, acts = _both_sevens()
    said = frames.prompt(state, acts, lang)
    assert all(word in said for word in SAID[lang]), said


def _insane_trapezohedron_strong():
    """Return an insane player's turn holding the Shining Trapezohedron with another card of 5 or more."""
    for seed in range(2000):
        m, rng = Match.new("letter", seed=seed), random.Random(seed)
        while m.state.result is None:
            s = m.state
            acts = s.legal_actions()
            strong = [a for a in acts if a.kind == "play" and a["card"] == "shining_trapezohedron"
                      and dict(a.fields).get("effect") == "insane"]
            others = [c for c in s.hand if frames.CARD_KIND[c] != "shining_trapezohedron"]
            if s.to_act == "player" and strong and others and frames.VALUE[others[0]] >= 5:
                return s, acts, others[0]
            m.apply(rng.choice(acts))
    pytest.fail("no insane player held the Trapezohedron with a 5 or more")


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_the_insane_trapezohedron_chip_names_the_other_card_and_says_what_happens(lang):
    """en 8 (052, 119): 'Eliminate the top card if your other card is 5 or more': the chip names the card."""
    state, acts, other = _insane_trapezohedron_strong()
    chips = [c for c in frames.legal(state, acts, lang) if "shining_trapezohedron" in c["id"] and "insane" in c["id"]]
    assert chips
    name = frames.texts.card_name(frames.CARD_KIND[other], lang)
    for chip in chips:
        assert name in chip["label"] and str(frames.VALUE[other]) in chip["label"], chip["label"]
        assert not any(word in chip["label"] for word in (" if ", "若", "なら")), chip["label"]
