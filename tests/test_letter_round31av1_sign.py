"""Letter, newcomer review 30 (round AV, fixer AV1), letter_en 1 (089 → 095): on Easy the last clue was a face-up
Elder Sign and the table said nothing the reader saw (the opponent's-turn beat hid the prompt's lesson); two turns
later Cthulhu was protected and the game lost. The kernel's one verdict (view `verdict`, the Insanity line reads it)
names the trap on every turn from the moment it is seen: played, the Elder Sign protects Cthulhu through the reader's
turn (LS-O4, LS-TURN-7), eliminated it puts Cthulhu on top (LS-P10); a swap or a take is the way out (LS-P6, LS-P5)."""
from __future__ import annotations

from cthulhu_widgets.games.letter import Rules
from cthulhu_widgets.widgets.letter import LetterWidget

EASY = {"clue_count": 4, "clue_top": "revealed"}


def _table(second: str) -> LetterWidget:
    """Easy, two clues (Cats of Ulthar face up over an Elder Sign); the reader misses with Investigators, the opponent
    plays the Cats, and the reader's next draw is `second`."""
    setup = {"hand": ["investigators"], "deck": ["professor_armitage", second, "investigators", "..."],
             "clues": ["cats_of_ulthar", "elder_sign"]}
    w = LetterWidget(seed=3, setup=setup, rules=Rules.from_dict(EASY))
    assert w.view["verdict"] is None and w.view["lost"] is False
    miss = next(a["id"] for a in w.legal if "investigators" in a["id"] and a["id"].endswith("=5"))
    w.command({"cmd": "act", "id": miss})
    w.step(1)
    return w


def test_LS_O4_a_face_up_elder_sign_last_is_said_lost_on_both_turns():
    """The reader holds no swap: lost with the reason "sign" at its turn, at the opponent's, and once Cthulhu is
    protected (the old verdict said not lost on the opponent's turn, and named no reason)."""
    w = _table("investigators")
    assert w.view["opponent"]["clues"] == 1 and w.view["opponent"]["cards"][0]["id"] == "elder_sign", w.view
    assert (w.view["lost"], w.view["verdict"]) == (True, "sign")
    w.command({"cmd": "act", "id": "play card=professor_armitage target=self"})
    assert w.view["to_act"] == "opponent"
    assert (w.view["lost"], w.view["verdict"]) == (True, "sign")
    w.step(1)
    assert w.view["protected"]["opponent"] and (w.view["lost"], w.view["verdict"]) == (True, "sign")


def test_LS_P6_a_swap_in_hand_is_the_way_out_not_a_verdict():
    """The reader draws Randolph Carter: not lost; the verdict names the trap's way out ("sign_out")."""
    w = _table("randolph_carter")
    assert (w.view["lost"], w.view["verdict"]) == (False, "sign_out"), w.view["hand"]


def test_the_verdict_stays_off_a_spectators_view():
    """A spectator's view carries neither `lost` nor `verdict` (only what the player's seat may know)."""
    view = _table("investigators").state.view("public")
    assert "lost" not in view and "verdict" not in view
