"""Round 18 Z (newcomer review 17, CHAOS en desk and ja phone), fixer Z2: CHAOS says what changed."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.core.errors import IllegalAction
from cthulhu_widgets.widgets.chaos import ChaosWidget
from test_chaos_round17y import UNDO_BOMB, _play_to_hit


def _after_forced_decline_past_a_hit(seed=20):
    """Return seed 20's (seed 9's before round BB's partner bot, seed 0's before round AE's) table at A1's turn when its last turn was a decline the table made for it, after A1 hit a
    hidden bomb."""
    w = ChaosWidget(seed=seed)
    _play_to_hit(w)
    for _ in range(200):
        w.step(1)
        m = w.match
        back = next((i for i in range(m.index - 1, -1, -1) if m.state_at(i).to_act == w.seat), None)
        if w.state.to_act == w.seat and any(p[0] == back for p in w._passes):
            return w
    raise AssertionError("no forced decline after the hit")


def test_undo_after_a_forced_decline_says_the_bomb_blocks_it():
    """Finding 3: Undo after the table's decline, with a found bomb before it, did nothing and said nothing."""
    w = _after_forced_decline_past_a_hit()
    index, bombs = w.match.index, w.state.bombs | w.state.temp_bombs
    assert w.undo_block == UNDO_BOMB   # the page's Undo: disabled, this sentence its tip
    with pytest.raises(IllegalAction, match=re.escape(UNDO_BOMB)):
        w.undo()
    assert w.match.index == index and w.state.bombs | w.state.temp_bombs == bombs, "nothing changed"


def test_the_pages_undo_command_puts_the_refusal_in_its_notice():
    w = _after_forced_decline_past_a_hit()
    w.command({"cmd": "undo"})
    assert w.error == UNDO_BOMB


SINCE = {"en": "Since your last turn: ", "zh": "你上个回合之后：", "ja": "前の手番のあと：", "zh-TW": "你上個回合之後："}


def _turn_after_gate_and_swap(lang="en"):
    """Return a table at A1's turn after the gate opened and a combo swapped roles since A1's last turn (seeds 8, 25,
    2, 0), and that turn's heading."""
    for seed in (8, 25, 2, 0):
        w = ChaosWidget(seed=seed)
        for _ in range(400):
            if w.state.result is not None:
                break
            w.step(1)
            heads = [i for i, line in enumerate(w.log_lines) if line.get("turn") and line.get("you")]
            since = " ".join(line["text"] for line in w.log_lines[heads[-2] if len(heads) > 1 else 0:])
            if w.state.to_act == "A1" and w.state.round > 1 and _gate_and_swap(since):
                w.lang = lang
                return w, next(line for line in reversed(w.log_lines) if line.get("turn") and line.get("you"))
    raise AssertionError("no such turn")


def _gate_and_swap(note: str) -> bool:
    """Return whether a text says the gate opened and a role swap (en, zh, ja)."""
    return any(w in note for w in ("gate is open", "大门打开", "大門打開", "門が開")) \
        and any(w in note for w in ("swap roles", "身份互换", "身分互換", "身份互換", "入れ替"))


def test_a_turn_heading_names_the_turn_only():
    """Round AX1 (review 31, chaos_en 2): the summary of what changed was said three times, in the box, the log and
    under the turn heading; the box (js/src/ui/story.js sinceBox) says it, the log lists it, the heading names the
    turn only."""
    w, turn = _turn_after_gate_and_swap()
    assert turn["text"].endswith("your turn.") and not turn.get("note", "").startswith(SINCE["en"]), turn
    assert not any(line.get("note", "").startswith(SINCE["en"]) for line in w.log_lines)


def test_a_folded_turn_names_no_cell_its_lines_did_not():
    """A seat's turn told in one sentence (`fold`) says only what the reader's lines of that turn said: no hidden
    bomb, no unseen cell (CH-HIDE-2)."""
    import re

    from cthulhu_widgets.games.chaos import texts
    w, _ = _turn_after_gate_and_swap()
    hidden = {texts.cell_label(cell) for cell in (w.state.bombs | w.state.temp_bombs) - w.state.known_bombs("A1")}
    lines = w.log_lines
    folds = [(i, line) for i, line in enumerate(lines) if line.get("fold")]
    assert folds
    for i, line in folds:
        said = " ".join(m["text"] for m in lines[i - line["into"]:i + 1] if m.get("part", [None])[0] == line["part"][0])
        for cell in re.findall(r"\b[a-h][1-8]\b", line["fold"]):
            assert cell in said, (line["fold"], said)
            assert cell not in hidden or cell in said


@pytest.mark.parametrize("lang", ["zh", "ja", "zh-TW"])
def test_no_turn_heading_repeats_the_summary_in_every_language(lang):
    w, turn = _turn_after_gate_and_swap(lang)
    assert not any(line.get("note", "").startswith(SINCE[lang]) for line in w.log_lines), lang
