"""Review 24, mythos_en finding 4 (Q1, "a coach in a New game"): after Learn to play, the reader's next game (New game)
gets the Mythos coach's short tips (its moments: a monster in a threat, the combat, a gate, …) again, unless the table
turns them off (`first_game_tips=False`); a game never preceded by the course, and later games, have none."""
from __future__ import annotations

from cthulhu_widgets.widgets.mythos import MythosWidget


def _marks(widget, moves: int = 40) -> list[dict]:
    """Play the seat's first legal move (its bots the rest) `moves` times; return every coach mark the page got."""
    seen = [dict(widget.coach)]
    for _ in range(moves):
        state = widget.state
        if state.result is not None:
            break
        if state.to_act == widget.seat:
            a = next((a for a in state.legal_actions() if a.kind == "pass"), state.legal_actions()[0])
            widget.play(a.kind, **dict(a.fields))
        else:
            widget.step(1)
        seen.append(dict(widget.coach))
    return [m for m in seen if m]


def _after_course(**kwargs) -> MythosWidget:
    """Return a table whose reader took Learn to play, then pressed New game (the page's restart command)."""
    widget = MythosWidget(seed=11, **kwargs)
    widget.learn()
    widget._command_restart({"seed": 2})   # a deal that fights a combat early (CC7: an empty one has no tip)
    return widget


def test_a_new_game_after_the_course_gets_the_coach_tips():
    """The first New game after the course shows the coach's moments as tips (no numbered step, no course wait)."""
    widget = _after_course()
    marks = _marks(widget)
    assert marks and all(m.get("moment") and m.get("head") and m.get("text") for m in marks), marks
    assert not any("n" in m or "wait" in m or "free" in m for m in marks), marks
    # only tips that help a decision open now (round DD4, review 36 mythos_ja 4: what happened is the story's)
    from cthulhu_widgets.frames.mythos_coach import FIRST_GAME
    assert {m["moment"] for m in marks} <= set(FIRST_GAME), marks


def test_the_tips_can_be_turned_off_and_come_only_in_the_first_game():
    """`first_game_tips=False` turns them off; the game after the first, and a table that never ran the course, have
    no coach marks."""
    assert _marks(_after_course(first_game_tips=False)) == []
    widget = _after_course()
    widget._command_restart({})
    assert _marks(widget) == []
    assert _marks(MythosWidget(seed=11)) == []


def test_the_tips_are_in_japanese_too():
    """The tips speak the table's language (ja)."""
    marks = _marks(_after_course(lang="ja"))
    assert marks and all(any("\u3040" <= ch <= "\u30ff" for ch in m["text"]) for m in marks), marks
