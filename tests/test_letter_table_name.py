"""LS-P1 / LS-SETUP-1 / LS-P5: the only card of value 0 is the Mi-Go Braincase, set aside at setup; it enters the
opponent's stack only as its known top card (the player's Mi-Go, Insane). So "Name 0" can only be right while the
Braincase is the opponent's top card: the table offers it then, with a chip that says why, and never otherwise
(issue 23: a newcomer was offered "Name 0" with no card that could be a 0)."""
from __future__ import annotations

from cthulhu_widgets.widgets.letter import LetterWidget

# The player holds Investigators (the check is not made: the player is sane) and draws Cats of Ulthar.
SANE_WITH_INVESTIGATORS = {"hand": ["investigators"], "deck": ["cats_of_ulthar", "..."]}
# The player is insane (Deep Ones in its discard) and holds Mi-Go; the check reveals Cats, the draw is Investigators.
INSANE_WITH_MI_GO = {"hand": ["mi_go"], "discard": ["deep_ones"], "deck": ["cats_of_ulthar", "investigators", "..."]}


def named(w: LetterWidget) -> set:
    """Return the values the table offers to name (a play of Investigators, or the Deep Ones' guess)."""
    return {m["fields"].get("guess", m["fields"].get("value")) for m in w.legal
            if "guess" in m["fields"] or m["kind"] == "guess"}


def test_LS_P1_name_zero_is_not_offered_while_no_zero_can_be_the_top_card():
    """LS-P1 / LS-SETUP-1: the Braincase is set aside, so no card of the opponent's stack is a 0: no "Name 0"."""
    for lang in ("en", "zh", "ja"):
        w = LetterWidget(seed=3, setup=SANE_WITH_INVESTIGATORS, lang=lang)
        values = named(w)
        assert values and 0 not in values, values
        assert values == {2, 3, 4, 5, 6, 7, 8}, values


def test_LS_P5_name_zero_is_offered_when_the_braincase_is_the_opponents_top_card():
    """LS-P5 (Mi-Go, Insane): the Braincase becomes the opponent's known top card; then "Name 0" is offered, and its
    chip says the 0 is the Braincase, in every language."""
    for lang, braincase in (("en", "Braincase"), ("zh", "大腦容器"), ("ja", "脳")):
        w = LetterWidget(seed=3, setup=INSANE_WITH_MI_GO, lang=lang)
        mi_go = next(m for m in w.legal if m["fields"].get("card") == "mi_go" and m["fields"].get("effect") == "insane")
        w.command({"cmd": "act", "id": mi_go["id"]})
        assert w.error == "", w.error
        assert w.view["opponent"]["cards"][0]["id"] == "mi_go_braincase", w.view["opponent"]
        assert 0 in named(w), named(w)
        zero = next(m for m in w.legal if m["fields"].get("guess") == 0)
        assert braincase in zero["label"], zero["label"]


def test_LS_P1_a_name_zero_played_on_the_braincase_eliminates_it():
    """LS-P1: naming 0 while the Braincase is the opponent's top card eliminates it."""
    w = LetterWidget(seed=3, setup=INSANE_WITH_MI_GO)
    mi_go = next(m for m in w.legal if m["fields"].get("card") == "mi_go" and m["fields"].get("effect") == "insane")
    w.command({"cmd": "act", "id": mi_go["id"]})
    zero = next(m for m in w.legal if m["fields"].get("guess") == 0)
    w.command({"cmd": "act", "id": zero["id"]})
    assert w.error == "", w.error
    assert any(c.get("id") == "mi_go_braincase" for c in w.view["opponent_discard"]), w.view["opponent_discard"]


def test_LS_SETUP_8_a_braincase_hidden_in_the_clue_stack_keeps_name_zero_without_naming_it():
    """LS-SETUP-8 / LS-KNOW-2: a designer's setup may hide the Braincase among the clues; then a 0 may be on top, so
    "Name 0" is offered, and its chip does not say what the hidden top card is."""
    w = LetterWidget(seed=3, setup={"hand": ["investigators"], "clues": ["mi_go_braincase", "elder_sign"],
                                    "deck": ["cats_of_ulthar", "..."]})
    assert 0 in named(w), named(w)
    zero = next(m for m in w.legal if m["fields"].get("guess") == 0)
    assert "Braincase" not in zero["label"] + zero["text"], zero
