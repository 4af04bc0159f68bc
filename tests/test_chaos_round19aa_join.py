"""CHAOS after newcomer review 18 (finding 3): joining a combo showed only the joiner's own card ("Join with Amnesia
(Eye): same suit, full effect", and the card's own text once tapped), not what the combo does. The join move's
sentence (the chip's tooltip, and the panel's words under the prompt once the card is tapped: js/src/chaos/panel.js,
round19aa_join.test.js) now says the combo's effect in words (the full one with the same suit, the weak one with
different suits) and that it acts after both pieces move (CH-COMBO-1), in every language of the table. The chip
keeps its few words (a combo's full text made it 10 lines at 1280 px)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.chaos.texts import combo_effect
from cthulhu_widgets.widgets import ChaosWidget

LANGS = ("en", "ja", "zh", "zh-TW")
AFTER = {"en": "both move", "ja": "移動", "zh": "移动", "zh-TW": "移動"}


def _asked_to_join(lang: str, seed: int = 4) -> ChaosWidget:
    """Return a table (seed 4, bots on every other seat, A1 taking its first legal move) where A1 is asked to join.
    Seed 0 no longer asks: since round BB (review 34, room_en 5) A2, whose partner is a person, does not offer again
    the Possession + Protection A1 could not join in round 2, and the game ends before another offer."""
    w = ChaosWidget(seed=seed, lang=lang)
    w.bots = w.default_bots()
    for _ in range(400):
        if w.state.to_act == w.seat and w.view.get("prompt", {}).get("kind") == "join":
            return w
        if w.state.to_act == w.seat:
            w.command({"cmd": "act", "id": w.legal[0]["id"], "step": w.step_index})
        else:
            w.step(1)
    pytest.fail("A1 was never asked to join a combo")


@pytest.mark.parametrize("lang", LANGS)
def test_CH_COMBO_1_the_join_chip_and_sentence_say_what_the_combo_does_after_both_move(lang):
    w = _asked_to_join(lang)
    combo, lead = w.view["prompt"]["combo"], w.view["prompt"]["card"]["suit"]
    joins = [m for m in w.legal if m["kind"] == "join"]
    assert joins
    for m in joins:
        same = m["fields"]["card"].rsplit("_", 1)[1] == lead
        effect = combo_effect(combo, "full" if same else "weak", lang)
        assert effect in m["text"] and AFTER[lang] in m["text"], (m["text"], effect)
        assert "{" not in m["label"] + m["text"]


def test_the_join_chips_effect_is_the_weak_one_with_different_suits():
    w = _asked_to_join("en")
    combo = w.view["prompt"]["combo"]
    full, weak = combo_effect(combo, "full", "en"), combo_effect(combo, "weak", "en")
    lead = w.view["prompt"]["card"]["suit"]
    for m in (m for m in w.legal if m["kind"] == "join"):
        same = m["fields"]["card"].rsplit("_", 1)[1] == lead
        assert (full in m["text"]) == same and (weak in m["text"]) == (not same or weak in full)
