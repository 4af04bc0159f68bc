"""Round CC7 (newcomer review 35, mythos_en 5, shot 197): "TIP · COMBAT Combat: the threats fight now (your threat: 0
monsters face down; your opponent's: 0 monsters face down)" showed after the log had said "No monster fought this
round: the combat ends at once", at the round's discard. A combat where no monster fights (MY-ROUND-4, both threats
empty) teaches nothing and is over at once: it brings no combat tip; the tip waits for a combat that is fought."""
import pytest

from cthulhu_widgets.frames.mythos_coach import first_game_mark
from cthulhu_widgets.widgets.commands import _UpTo
from cthulhu_widgets.widgets.mythos import MythosWidget


def _to_my_turn(w) -> None:
    """Let the bots play until the reader decides (or the game ends)."""
    for _ in range(40):
        if w.state.to_act == w.seat or w.state.result is not None:
            return
        w.step(1)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_empty_combat_brings_no_combat_tip_at_the_discard(lang):
    setup = {"players": [{"story": ["kings_church_cemetary"]},
                         {"story": ["martins_beach"], "hand": [], "hand_exact": True}], "to_act": "p0"}
    w = MythosWidget(seed=3, lang=lang, setup=setup)
    w.command({"cmd": "act", "id": "pass", "step": w.step_index})
    _to_my_turn(w)
    assert w.state.pending.kind == "discard"     # the combat came and went: nothing fought
    mark = first_game_mark(_UpTo(w.match, w.match.index), w.seat, lang)
    assert mark.get("moment") != "combat", mark
