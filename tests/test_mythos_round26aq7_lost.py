"""Review 25, mythos_en 2 (084): the bot's High Noon flipped the reader's Gomes face down and "Corrupt Cultist ally"
went from ✓ back to ✗ with no word. A requirement the reader's adventure had and lost is said once, in a line of
the reader's story naming the adventure and what it lost (MY-ADV-2: a face-down ally counts for nothing)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games.mythos.texts import card_name
from cthulhu_widgets.widgets.mythos import MythosWidget


def _armed_gomes(lang: str) -> MythosWidget:
    """p0 holds Alone in the World, its Corrupt Cultist ally met by Gomes with the Enchanted Knife; p1, to act,
    holds High Noon (it flips every armed Corrupt ally)."""
    setup = {"first_player": "p1",
             "players": [{"story": ["the_athenaeum"], "allies": [{"card": "gomes", "weapon": "enchanted_knife"}],
                          "hand": ["alone_in_the_world"]},
                         {"story": ["red_hook"], "hand": ["high_noon"]}]}
    return MythosWidget(seed=3, lang=lang, setup=setup)


LOST = {"en": "lost", "ja": "失"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r26aq7_MY_ADV_2_a_lost_requirement_is_said_once_to_its_seat(lang):
    w = _armed_gomes(lang)
    assert w.state.to_act == "p1"
    high_noon = next(i for i in w.state.players[1].hand if w.state.card[i] == "high_noon")
    w.play("play", card=high_noon)
    frame = Frames("mythos").of(w.state, MatchPositions(w.match), "p0", lang)
    adventure = card_name("alone_in_the_world", lang)
    said = [line["text"] for line in frame["log_lines"] if adventure in line["text"] and LOST[lang] in line["text"]]
    assert len(said) == 1, frame["log_lines"][-6:]
    other = Frames("mythos").of(w.state, MatchPositions(w.match), "p1", lang)["log_lines"]
    assert not any(adventure in line["text"] for line in other)     # an adventure in hand is its seat's secret
