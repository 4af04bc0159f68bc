"""CHAOS round O, wave 2 (newcomer review 11): the story ranks its big moments (a bomb above the key's placement) and
says when one time of day replaces the other (CH-TIME-1)."""
from __future__ import annotations

from cthulhu_widgets.core.events import Event
from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.frames.story_chaos import story
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

LANGS = ("en", "zh", "ja")


def _log(match, reader, lang="en"):
    return Frames("chaos").log(MatchPositions(match), reader, lang)


def _apply(match, kind, **fields):
    match.apply(next(a for a in match.state.legal_actions()
                     if a.kind == kind and all(a[k] == v for k, v in fields.items())))


def _dawn_then_midnight():
    """A1 sets Dawn; while it lasts A2 sets Midnight, which replaces it (effects._declare_time)."""
    setup = {"first": "A", "start": "A1", "bombs": [], "key": [6, 2],
             "hands": {"A1": ["prank_eye", "vanish_eye", "mischief_eye"],
                       "A2": ["sprint_moon", "checkup_moon", "amnesia_moon"]}}
    match = Match.new(chaos, seed=1, setup=setup)
    _apply(match, "stay")
    _apply(match, "declare_time", time="dawn")
    _apply(match, "end")
    _apply(match, "stay")
    _apply(match, "declare_time", time="midnight")
    assert match.state.time[0] == "midnight"
    return match


def test_ch_time_1_midnight_replacing_dawn_is_said():
    """Review 11, desk 072: Midnight set while Dawn lasted replaced it; the header showed Midnight, and no line said
    Dawn had ended (no time_ends: it was replaced, not run out)."""
    match = _dawn_then_midnight()
    said = {"en": "Midnight replaces Dawn", "zh": "取代了", "ja": "取って代わる"}
    for lang in LANGS:
        for reader in ("A1", "B2"):
            texts = [line["text"] for line in _log(match, reader, lang)]
            told = [i for i, t in enumerate(texts) if said[lang] in t]
            assert len(told) == 1, (lang, reader, texts[-6:])
            assert told[0] == len(texts) - 1 or "Midnight" not in texts[-1], texts[-3:]   # after the card's line


def test_ch_time_1_a_first_time_or_the_same_again_replaces_nothing():
    """No 'replaces' line when the day had no time, or one time is set again over itself."""
    a, b = {"time:dawn:A1:4": {"time": "dawn"}}, {"time:dawn:A2:5": {"time": "dawn"}}
    assert not [e for e in story.fact_events(a, {}) if e.name == "time_replaced"]
    assert not [e for e in story.fact_events(b, a) if e.name == "time_replaced"]
    told = story.fact_events({"time:midnight:A2:5": {"time": "midnight"}}, a)
    assert [(e.name, e.data) for e in told] == [("time_replaced", {"time": "midnight", "was": "dawn"})]


def test_the_story_ranks_its_big_moments():
    """Review 11, desk 055: with ▶▶ the bomb that sent B1 home gave way to the key's placement among the toasts (they
    show the higher ranks first). A bomb, a role swap, the gate opening and a return to the spawn rank 2; the key
    placed again and a time card 1; the line carries the rank (frames/story.py wrote 1 for every big line)."""
    two = [Event("CH-BOMB-1", "bomb_home", {"seat": "B1", "cell": [3, 3], "to": [8, 8]}),
           Event("CH-KEY-2", "gate_opened", {"seat": "B1"}),
           Event("CH-SWAP-1", "swap", {"patient": "A1", "ghost": "B2"}),
           Event("CH-BOMB-2", "respawn", {"seat": "B1", "to": [8, 8]})]
    one = [Event("CH-MAP-4", "key_moved", {"cell": [4, 4]}),
           Event("CH-TIME-1", "time_set", {"seat": "B1", "time": "dawn"})]
    assert [story.big(e, "A1") for e in two] == [2] * len(two)
    assert [story.big(e, "A1") for e in one] == [1] * len(one)
    match = _dawn_then_midnight()
    lines = _log(match, "B1")
    time_lines = [line for line in lines if line.get("big") and "it is Midnight" in line["text"]]
    assert len(time_lines) == 1 and time_lines[0]["big"] == 1, lines[-4:]


def test_a_bomb_line_carries_rank_2():
    """A bomb that sends the reader home is written with big: 2 in its line (what the page reads)."""
    setup = {"first": "A", "start": "A1", "bombs": [[7, 1]], "key": [6, 2]}
    match = Match.new(chaos, seed=1, setup=setup)
    state = match.state
    cell = next(a for a in state.legal_actions() if a.kind == "move" and [a["row"], a["col"]] == [7, 1])
    match.apply(cell)
    lines = _log(match, "A1")
    hit = [line for line in lines if "hidden bomb" in line["text"]]
    assert [line.get("big") for line in hit] == [2], lines[-3:]
