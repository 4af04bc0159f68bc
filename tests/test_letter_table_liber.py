"""Liber Ivonis (LS-P4): its Insane row is its Sane row (protection until the player's next turn), so the table
offers one play of it, never a "Sane" and an "Insane" choice that do the same (issue 23: a newcomer's finding)."""
from __future__ import annotations

from cthulhu_widgets.widgets.letter import LetterWidget

# The player is insane (Deep Ones in its discard, LS-ORIG-10) and holds Liber Ivonis; its insanity check (LS-CHECK-1)
# reveals Investigators, then it draws Great Race of Yith.
INSANE_WITH_LIBER = {"hand": ["liber_ivonis"], "discard": ["deep_ones"], "deck": ["investigators", "..."]}


def liber_moves(w: LetterWidget) -> list[dict]:
    return [m for m in w.legal if m["fields"].get("card") == "liber_ivonis"]


def test_LS_P4_liber_ivonis_is_offered_once_to_an_insane_player_in_every_language():
    """LS-P4 / LS-ORIG-10: an insane player holding Liber Ivonis gets one play of it (its rows are the same)."""
    for lang in ("en", "zh", "ja"):
        w = LetterWidget(seed=5, setup=INSANE_WITH_LIBER, lang=lang)
        assert w.view["insane"], w.view
        moves = liber_moves(w)
        assert len(moves) == 1, [m["id"] for m in moves]
        assert w.view["hand"][0]["id"] == "liber_ivonis"


def test_LS_P4_the_one_liber_ivonis_play_protects_the_player():
    """LS-P4: the play offered protects the player until its next turn."""
    w = LetterWidget(seed=5, setup=INSANE_WITH_LIBER)
    (move,) = liber_moves(w)
    w.command({"cmd": "act", "id": move["id"]})
    assert w.error == "" and w.view["protected"]["player"], (w.error, w.view["protected"])


def test_LS_ORIG_10_an_insanity_card_with_two_different_rows_keeps_its_choice():
    """LS-ORIG-10: an insane player holding Nyarlathotep (Carter's row or its own) still chooses its row."""
    w = LetterWidget(seed=5, setup={"hand": ["nyarlathotep"], "discard": ["deep_ones"], "deck": ["investigators", "..."]})
    effects = {m["fields"].get("effect") for m in w.legal if m["fields"].get("card") == "nyarlathotep"}
    assert effects == {"sane", "insane"}, effects
