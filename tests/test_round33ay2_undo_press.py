"""Round AY, newcomer review 32 (mythos_en), finding 5: after one press of "Discard these 4" an Undo brought back only
the last card ("Discard (1 to go)", 172_click). The page sends a press's discards one after another, each saying the
step the press began at (`press`, js/src/mythos/discard.js sendMarked); one Undo takes the whole press back, one Redo
plays it again. Discards pressed one at a time are still taken back one at a time."""
import pytest

from tests.test_mythos_round19aa_phone import at_discard


def _hand(w):
    return sorted(c["inst"] for c in next(p for p in w.view["players"] if p["seat"] == "p0")["hand"])


def _press(w, n, press=True):
    """Send `n` discards as one press of "Discard these n" sends them (press=False: n presses of one card)."""
    moves = [a["id"] for a in w.legal if a["kind"] == "discard"][:n]
    assert len(moves) == n
    step = w.step_index
    for i, move in enumerate(moves):
        w._on_command(w, {"cmd": "act", "id": move, "step": step + i, **({"press": step} if press else {})})
        assert not w.error, w.error


@pytest.mark.parametrize("policy", ["keep", "fair"])
def test_one_undo_takes_back_the_whole_discard(policy):
    w = at_discard()
    w.undo_policy = policy
    hand, prompt, step = _hand(w), w.prompt, w.step_index
    _press(w, 2)
    after = _hand(w)
    assert len(after) == len(hand) - 2
    w._on_command(w, {"cmd": "undo"})
    assert not w.error, w.error
    assert _hand(w) == hand                       # both cards back in the hand
    assert w.step_index == step and w.view["step"] == "discard" and w.view["to_act"] == "p0"
    assert w.prompt == prompt         # the discard's own prompt, not "(1 to go)"
    if policy == "keep":                          # one Redo plays the press again
        w._on_command(w, {"cmd": "redo"})
        assert not w.error, w.error
        assert _hand(w) == after


def test_discards_pressed_one_at_a_time_come_back_one_at_a_time():
    w = at_discard()
    hand = _hand(w)
    _press(w, 2, press=False)
    w._on_command(w, {"cmd": "undo"})
    assert len(_hand(w)) == len(hand) - 1


def test_a_press_claimed_past_a_bot_move_is_not_one_press():
    """A `press` reaching back over another seat's move (a forged or stale one) takes back only the seat's own move."""
    w = at_discard()
    step = w.step_index
    w._on_command(w, {"cmd": "act", "id": next(a["id"] for a in w.legal if a["kind"] == "discard"), "step": step,
                      "press": 0})
    w._on_command(w, {"cmd": "undo"})
    assert not w.error, w.error
    assert w.step_index == step


@pytest.mark.parametrize("policy", ["keep", "fair"])
def test_one_undo_takes_back_discards_and_the_keep_after_them(policy):
    """The press's Keep ends the seat's discard and the round goes on (the bots' discards, a new deal): one Undo still
    brings back the hand as it was before the press, at the discard's prompt."""
    w = at_discard()
    w.undo_policy = policy
    hand, prompt, step = _hand(w), w.prompt, w.step_index
    _press(w, 2)
    keep = next((a["id"] for a in w.legal if a["kind"] == "keep"), None)
    if keep is None:
        pytest.skip("this deal's discard ends by itself")
    w._on_command(w, {"cmd": "act", "id": keep, "step": step + 2, "press": step})
    assert not w.error, w.error
    for _ in range(40):                       # the bots play on to the seat's next decision
        if w.state.to_act in (None, "p0") or w.step(1) != 1:
            break
    w._on_command(w, {"cmd": "undo"})
    assert not w.error, w.error
    assert (_hand(w), w.step_index, w.prompt) == (hand, step, prompt)
