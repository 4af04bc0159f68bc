"""Newcomer review 19, Letter desk finding 6 (brief AE1, item 5): in the replay "the step label ('You answer Great
Race of Yith…') and the board heading ('Turn 5 · Your move') disagree": a step whose move lies in one turn and whose
board shows the next (the answer in the opponent's turn 4, then turn 5's check and draw) names that next turn too
(`turn`: the heading the step passed into, "" when it stays in one turn)."""
from cthulhu_widgets.widgets.letter import LetterWidget


def _watched_to_end(lang="en"):
    w = LetterWidget(seed=5, lang=lang)
    w.watch = True
    while not w.state.result:
        w.step(1)
    return w


def test_a_step_that_passes_into_the_next_turn_names_it():
    w = _watched_to_end()
    story = w.log_lines
    crossed = 0
    for index in range(1, w.match.index + 1):
        w.command({"cmd": "replay", "index": index})
        start, end = w.replay["lines"]
        own = story[start:end]
        first = next((i for i, line in enumerate(own) if not line.get("turn")), None)
        later = [line["text"] for line in own[(first or 0) + 1:] if line.get("turn")] if first is not None else []
        assert w.replay["turn"] == (later[-1] if later else ""), (index, own)
        crossed += bool(later)
    assert crossed > 0
