"""CHAOS round AG (newcomer review 20, room_zh finding 3): "The log says 队友B2 以洗脑发起合作… 你没有加入合作 … I was
never shown an offer." The table declines for a seat that holds no card to join its partner's combo (CH-COMBO-1,
frames.chaos.forced_pass); the story then told that seat "you did not join", as if it had chosen. Now the engine says
why (join_unable, CH-HIDE-3: to that seat only) and that seat reads "You could not join …: you hold no Amnesia"; the
other seats read the public line "B2 does not join the combo" (what the seat lacks stays hidden)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

ORDER = ["B2", "B1", "A1", "A2"]


def _declined_for_b2() -> Match:
    """B1 (the patient) starts Brainwash + Amnesia; B2 (the ghost) holds no Brainwash: the table declines for it."""
    setup = {"first": "B", "bombs": [], "gate_open": False,
             "hands": {"B1": ["amnesia_eye"], "B2": ["possession_moon"], "A1": [], "A2": []}}
    match = Match.new(chaos, seed=3, setup=setup)
    assert match.state.to_act == "B1" and match.state.role["B2"] == "ghost"
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "combo"))
    assert match.state.to_act == "B2" and [a.kind for a in match.state.legal_actions()] == ["decline"]
    match.apply(match.state.legal_actions()[0])
    return match


def _log(match, reader, lang="en"):
    return [line["text"] for line in Frames("chaos").log(MatchPositions(match), reader, lang)]


SAID = {"en": "You could not join your partner B1's combo (Brainwash + Amnesia): you hold no Brainwash. Keep one Brainwash to join the next.",
        "zh": "你无法加入队友B1 的合作（洗脑 + 失忆）：手里没有洗脑。留一张洗脑，下次才能加入。",
        "zh-TW": "你無法加入隊友B1 的合作（洗腦 + 失憶）：手裡沒有洗腦。留一張洗腦，下次才能加入。",
        "ja": "あなたは味方の B1 のコンボ（洗脳 + 記憶喪失）に加われなかった：手札に「洗脳」がない。次に加わるには「洗脳」を1枚残しておく。"}
CHOSE = {"en": "You do not join", "zh": "你没有加入", "zh-TW": "你沒有加入", "ja": "あなたはコンボ"}


@pytest.mark.parametrize("lang", list(SAID))
def test_the_seat_the_table_declined_for_reads_why_not_that_it_chose(lang):
    lines = _log(_declined_for_b2(), "B2", lang)
    assert SAID[lang] in lines, lines
    assert not [t for t in lines if t.startswith(CHOSE[lang])], lines


def test_the_other_seats_read_the_public_line_and_not_what_b2_lacks():
    match = _declined_for_b2()
    for reader in ("A1", "A2", "B1"):
        lines = _log(match, reader)
        assert [t for t in lines if "B2 does not join the combo" in t], (reader, lines)
        assert not [t for t in lines if "Brainwash." in t or "could not join" in t], (reader, lines)
    unable = [e for e in match.log() if e.name == "join_unable"]
    assert [(e.seats, e.data["need"]) for e in unable] == [(("B2",), "brainwash")]
