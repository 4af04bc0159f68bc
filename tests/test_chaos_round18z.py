"""Round 18 Z (newcomer review 17, CHAOS en desk and ja phone), fixer Z2: CHAOS says what changed."""
from __future__ import annotations

import pytest

from cthulhu_widgets.core.errors import IllegalAction
from cthulhu_widgets.widgets.chaos import ChaosWidget
from test_chaos_round17y import UNDO_BOMB, _play_to_hit


def _after_forced_decline_past_a_hit(seed=9):
    """Return seed 9's (seed 0's before round AE's partner bot) table at A1's turn when its last turn was a decline the table made for it, after A1 hit a
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
    with pytest.raises(IllegalAction, match=UNDO_BOMB):
        w.undo()
    assert w.match.index == index and w.state.bombs | w.state.temp_bombs == bombs, "nothing changed"


def test_the_pages_undo_command_puts_the_refusal_in_its_notice():
    w = _after_forced_decline_past_a_hit()
    w.command({"cmd": "undo"})
    assert w.error == UNDO_BOMB


SINCE = {"en": "Since your last turn: ", "zh": "你上个回合之后：", "ja": "前の手番のあと：", "zh-TW": "你上個回合之後："}


def _turn_after_gate_and_swap(lang="en"):
    """Return seed 2's table at A1's turn after A2 found the key (the gate opened) and a combo swapped A1's and A2's
    roles, and that turn's line."""
    for seed in (8, 25, 2, 0):   # (seed 8 with round AE's bots, seed 2 before; the next seeds if the bots change)
        w = ChaosWidget(seed=seed)
        for _ in range(400):
            if w.state.result is not None:
                break
            w.step(1)
            turn = next((line for line in reversed(w.log_lines) if line.get("turn") and line.get("you")), {})
            if w.state.to_act == "A1" and w.state.round > 1 and _gate_and_swap(turn.get("note", "")):
                # the same turn in `lang` (found in English: since round AP the summary starts after a joint turn,
                # and no seed here held the gate and a swap in zh; the turn is the same in every language)
                w.lang = lang
                return w, next(line for line in reversed(w.log_lines) if line.get("turn") and line.get("you"))
    raise AssertionError("no such turn")


def _gate_and_swap(note: str) -> bool:
    """Return whether a turn's summary says the gate opened and a role swap (en, zh, ja)."""
    return any(w in note for w in ("gate is open", "大门打开", "大門打開", "門が開")) \
        and any(w in note for w in ("swap roles", "身份互换", "身分互換", "身份互換", "入れ替"))


def test_a_turn_opens_with_what_changed_since_the_last():
    """Finding 1: between two of the reader's turns the story grew by 48-86 lines, no short 'what changed'."""
    w, turn = _turn_after_gate_and_swap()
    note = turn["note"]
    assert note.startswith(SINCE["en"])
    assert "the gate is open" in note and "swap roles" in note
    said = note[len(SINCE["en"]):]
    told = [line["text"] for line in w.log_lines if line.get("big")]
    assert all(part in told for part in _sentences(said, told)), "each sentence is one of the reader's own lines"
    assert len(_sentences(said, told)) <= 3


def _sentences(said: str, told: list) -> list:
    """Return the reader's lines the summary is made of, in its order (each told line is a whole sentence or two)."""
    parts = [t for t in dict.fromkeys(told) if t in said]
    assert " ".join(sorted(parts, key=said.index)) == said   # (English: CJK sentences are joined without a space)
    return parts


def test_the_summary_never_shows_a_hidden_bomb():
    from cthulhu_widgets.games.chaos import texts
    w, turn = _turn_after_gate_and_swap()
    hidden = (w.state.bombs | w.state.temp_bombs) - w.state.known_bombs("A1")
    for cell in hidden:
        label = texts.cell_label(cell)
        assert label not in turn["note"] or any(label in line["text"] for line in w.log_lines[:-1])


@pytest.mark.parametrize("lang", ["zh", "ja", "zh-TW"])
def test_the_summary_in_every_language(lang):
    _, turn = _turn_after_gate_and_swap(lang)
    assert turn["note"].startswith(SINCE[lang])
