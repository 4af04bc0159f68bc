"""Round AZ (newcomer review 32, mythos_ja finding 4, 256): the goal line's adventure changed by itself, from 「世界にただ
独り」 to 「疑わしい判断」, and nothing said why. When the adventure the goal line names is another than at the seat's
previous goal line, the line says so once ("New aim: …"), then reads "Next adventure: …" again (MY-ADV-1/2)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import mythos as frame
from cthulhu_widgets.frames.mythos_goal import nearest
from cthulhu_widgets.games.mythos.decisions import PlayTurn
from cthulhu_widgets.widgets import MythosWidget


class _Upto:
    """The match's positions up to `n` (read lazily, as the tables pass them)."""

    def __init__(self, match, n):
        self.match, self.n = match, n

    def __len__(self):
        return self.n + 1

    def __getitem__(self, i):
        return self.match.state_at(range(self.n + 1)[i])


def _goal_lines(seed: int, lang: str, limit: int = 400):
    """Return [(aim inst, prompt)] at each card-play decision of p0 with a goal line, in a bots' game."""
    w = MythosWidget(seed=seed, lang=lang)
    w.bots = w.default_bots()
    out = []
    for _ in range(limit):
        s = w.state
        if s.result is not None:
            break
        actions = s.legal_actions()
        if s.to_act == "p0" and isinstance(s.pending, PlayTurn) and any(a.kind != "pass" for a in actions):
            goal = nearest(s, "p0")
            if goal is not None:
                said = frame.prompt(s, actions, lang, positions=_Upto(w.match, w.match.index))
                out.append((goal["inst"], said))
        w.step(1)
    return out


@pytest.mark.parametrize("lang,new,next_", [("en", "New aim: ", "Next adventure: "), ("ja", "新しい目標：", "次のアドベンチャー：")])
def test_a_changed_aim_is_said_once(lang, new, next_):
    lines = _goal_lines(4, lang)   # its aim changes three times
    changed = [k for k in range(1, len(lines)) if lines[k][0] != lines[k - 1][0]]
    assert changed, "the game never changed its aim"
    for k, (_, said) in enumerate(lines):
        lead = new if k in changed else next_
        assert lead in said and (new if lead == next_ else next_) not in said, (k, said)


def test_a_rooms_steps_say_the_same_new_aim_as_the_widgets_states():
    """A room keeps Steps, not states (frames/log.py): the goal line reads its aim back from each Step's note, so a
    room's prompt says "New aim" where the widget's does (a room's Mythos state could not be built: 'Step' object has
    no attribute 'to_act', test_mythos_flow_round6e)."""
    from cthulhu_widgets.frames.build import Frames

    w = MythosWidget(seed=4, lang="en")
    w.bots = w.default_bots()
    frames, steps, said = Frames("mythos"), [], 0
    for _ in range(400):
        s = w.state
        steps.append(frames.step(s))
        if s.result is not None:
            break
        actions = s.legal_actions()
        if s.to_act == "p0" and isinstance(s.pending, PlayTurn) and any(a.kind != "pass" for a in actions):
            by_states = frame.prompt(s, actions, "en", positions=_Upto(w.match, w.match.index))
            assert frame.prompt(s, actions, "en", positions=steps) == by_states
            said += "New aim: " in by_states
        w.step(1)
    assert said, "the game never changed its aim"
