"""Hints at the widget (issue 26): off in fair play, a `hint` command on the seat's own turn, the hint sent in the
seat's frame carrying nothing a re-deal would not, and a used hint marked in the log and in the save."""
from __future__ import annotations

import json
import random

from cthulhu_widgets.analysis import hint
from cthulhu_widgets.games.letter.cards import KINDS
from cthulhu_widgets.match import Match
from cthulhu_widgets.widgets.chaos import ChaosWidget
from cthulhu_widgets.widgets.letter import LetterWidget


def _wire(widget) -> dict:
    return json.loads(json.dumps(widget.get_state()))


def test_LS_SETUP_9_hints_are_off_unless_the_table_turns_them_on():
    """LS-SETUP-9 (fair play): a table offers no hint by default; the command is refused and nothing changes."""
    w = LetterWidget(seed=3)
    before = (w.log_lines, w.match.to_dict())
    w.command({"cmd": "hint"})
    assert "hints are off" in w.error and w.hint == {} and not w.hints
    assert (w.log_lines, w.match.to_dict()) == before and "hints" not in w.match.to_dict()


def test_LS_SETUP_9_a_hint_frame_carries_nothing_a_re_deal_would_not():
    """LS-SETUP-9: the hint on the wire is exactly the hint of a re-dealt copy of the position (same seed: the
    position), so it says nothing about the true hidden cards: every move id is a legal move's, and no card name
    appears that the seat's view does not show."""
    w = LetterWidget(seed=3, hints=True)
    w.command({"cmd": "hint"})
    sent = _wire(w)["hint"]
    assert sent["best"] and set(sent["moves"]) == {str(a) for a in w.state.legal_actions()}
    redealt = w.state.determinize("player", random.Random(77))
    assert repr(redealt.view(None)) != repr(w.state.view(None))
    assert sent == json.loads(json.dumps(hint(redealt, "player", None, seed=0).frame("en")))
    seen = json.dumps(w.state.view("player"))
    hidden = {k.en for k in KINDS if k.id not in seen}
    assert hidden and not any(name in json.dumps(sent) for name in hidden)


def test_LS_SETUP_9_a_used_hint_is_marked_in_the_log_and_the_save():
    """LS-SETUP-9: "You asked for a hint." joins the seat's log (in the table's language) where it was asked, the
    save records the position, and a loaded save keeps it; the next step's frame carries no hint."""
    w = LetterWidget(seed=3, hints=True, lang="ja")
    w.command({"cmd": "hint"})
    assert w.log_lines[-1]["text"] == "ヒントを使いました。"
    best = w.hint["best"]
    w.command({"cmd": "act", "id": best})
    assert w.error == "" and w.hint == {}
    assert [line["text"] for line in w.log_lines].count("ヒントを使いました。") == 1
    assert w.match.to_dict()["hints"] == [0] and Match.from_dict(w.match.to_dict()).hints == [0]


def test_CH_MAP_3_chaos_hint_only_on_the_seat_s_own_turn():
    """CH-MAP-3 (hidden bombs): a CHAOS hint comes from ISMCTS's re-deals on the seat's turn, keyed by the ids of the
    moves the frame offers; another seat's turn refuses it."""
    w = ChaosWidget(seed=3, hints=True)
    assert w.state.to_act == w.seat
    w.command({"cmd": "hint"})
    assert w.error == "" and w.hint["method"] == "search"
    offered = {m["id"] for m in w._frames.legal(w.state)}
    assert w.hint["best"] in offered and set(w.hint["moves"]) >= offered
    assert abs(sum(m["share"] for m in w.hint["moves"].values()) - 1) < 0.01
    w.command({"cmd": "act", "id": w.hint["best"]})
    if w.state.to_act != w.seat:
        w.command({"cmd": "hint"})
        assert "your own turn" in w.error


def test_MY_ROUND_1_mythos_hint_names_the_moves_the_frame_offers():
    """MY-ROUND-1 (hidden hands): a Mythos table's hint is keyed by the ids of the moves its frame offers the seat,
    with shares that add up to one, and reasons in Japanese where the heuristic has one."""
    from cthulhu_widgets.widgets.mythos import MythosWidget

    w = MythosWidget(seed=2, hints=True, lang="ja")
    while w.state.to_act != w.seat:
        w.step(1)
    w.command({"cmd": "hint"})
    assert w.error == "" and w.hint["method"] == "search"
    offered = {m["id"] for m in w._frames.legal(w.state, "ja")}
    assert w.hint["best"] in offered and set(w.hint["moves"]) >= offered
    assert abs(sum(m["share"] for m in w.hint["moves"].values()) - 1) < 0.01
    assert all("_" not in m.get("reason", "") for m in w.hint["moves"].values())
    assert w.log_lines[-1]["text"] == "ヒントを使いました。"
