"""CHAOS round AC (newcomer review 18, the four-seat room, B1 phone zh-CN): a reversal that ends the round before a
seat's turn says that seat's turn was skipped (CH-P1, CH-TEAM-3), big for that seat, in every CHAOS language."""
from __future__ import annotations

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

ORDER = ["A1", "A2", "B2", "B1"]     # team A first (CH-TEAM-3)


def _log(match, reader, lang="en"):
    return Frames("chaos").log(MatchPositions(match), reader, lang)


def _do(match, kind, **fields):
    match.apply(next(a for a in match.state.legal_actions()
                     if a.kind == kind and all(a[k] == v for k, v in fields.items())))


def _b2_skipped() -> Match:
    """A1 has played; A2 reverses (CH-P1): A1 plays again, then B1, and the round's four turns are over (CH-TEAM-3)
    before B2 played."""
    setup = {"first": "A", "start": "A2", "turn_in_round": 1, "bombs": [], "gate_open": True,
             "roles": {"A2": "patient"}, "hands": {s: (["schizophrenia_moon"] if s == "A2" else []) for s in ORDER}}
    match = Match.new(chaos, seed=3, setup=setup)
    _do(match, "stay")
    _do(match, "play", card="schizophrenia_moon")
    _do(match, "end")
    for seat in ("A1", "B1"):
        assert match.state.to_act == seat
        _do(match, "stay")
        _do(match, "end")
    return match


def _lost(match, reader, lang="en"):
    return [line for line in _log(match, reader, lang) if "skipped" in line["text"] or "跳过" in line["text"]
            or "跳過" in line["text"] or "飛ばされた" in line["text"]]


def test_ch_p1_the_seat_a_reversal_left_out_of_the_round_is_told_its_turn_was_skipped():
    """Review 18: B2 never played in round 1 and nothing said so. B2 reads it in the second person, as a big
    moment; the others read B2 named; the engine's log (designer) has the event once."""
    match = _b2_skipped()
    said = {"en": "Your turn was skipped this round: the order was reversed (Schizophrenia) before you played.",
            "zh": "你本轮的回合被跳过了：在你行动之前，行动顺序被反转了（精神分裂）。",
            "zh-TW": "你本輪的回合被跳過了：在你行動之前，行動順序被反轉了（精神分裂）。",
            "ja": "あなたのこのラウンドの手番は飛ばされた：あなたの番が来る前に手番の順番が逆になった（統合失調症）。"}
    for lang, text in said.items():
        lines = _lost(match, "B2", lang)
        assert [(line["text"], line.get("big")) for line in lines] == [(text, 2)], lang   # rank 2 since round AE
    other = _lost(match, "A1")
    assert [line["text"] for line in other] == [
        "B2's turn was skipped this round: the order was reversed (Schizophrenia) before B2 played."]
    assert "big" not in other[0]
    assert [line["text"] for line in _lost(match, "B1")] == [
        "Your partner B2's turn was skipped this round: the order was reversed (Schizophrenia) before your partner B2 "
        "played."]
    events = [e for e in match.log() if e.name == "turn_lost_to_reversal"]
    assert [(e.rule, e.data) for e in events] == [("CH-P1", {"seat": "B2", "round": 1})]


def test_ch_team_3_a_round_without_a_reversal_skips_nobody():
    """Every seat played: no such line."""
    setup = {"first": "A", "start": "A1", "bombs": [], "gate_open": True}
    match = Match.new(chaos, seed=3, setup=setup)
    for _ in range(4):
        _do(match, "stay")
        _do(match, "end")
    assert match.state.round == 2
    assert not any(e.name == "turn_lost_to_reversal" for e in match.log())
