"""Round CC7 (newcomer review 35, mythos_en 5, shot 197): "TIP · COMBAT Combat: the threats fight now (your threat: 0
monsters face down; your opponent's: 0 monsters face down)" showed after the log had said "No monster fought this
round: the combat ends at once", at the round's discard. A combat where no monster fights (MY-ROUND-4, both threats
empty) teaches nothing and is over at once: it brings no combat tip; the tip waits for a combat that is fought."""
import pytest

from test_coach_round13q import _first_frames, _mythos_learn

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


def _lost_at(frames, i: int) -> int:
    """Return the last frame up to `i` where the reader lost Sanity."""
    return max(j for j in range(i + 1) if any(e.name == "sanity" and e.data.get("player") == "p0"
                                              and e.data.get("delta", 0) < 0 for e in frames[j][1].events or ()))


def test_a_sanity_tip_never_comes_after_the_readers_next_move():
    """Review 35, mythos_en 5 (shot 071): "You lost 1 Sanity to Portaphobia" came after the reader had played its
    turn (the loss came at the course's last word, the turn's start). A Sanity tip shows before the reader's next
    decision since the loss, or at a later loss, on time; never after."""
    frames = _mythos_learn("en", 0, 120)
    shown = [(i, mark) for i, moment, mark, _ in _first_frames(frames) if moment == "sanity"]
    assert shown, "no Sanity tip in the course's game"
    for i, mark in shown:
        loss = _lost_at(frames, i)
        decided = [j for j in range(loss, i) if frames[j][1].to_act == "p0" and frames[j][2]]
        assert not decided, (i, loss, decided, mark["text"])
