"""CHAOS round AV3: the story explains a term the first time only (review 30, room_en 2: the 3-line Checkup
explanation came again at every Checkup, 071, 107)."""
from __future__ import annotations

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

BASE = {"first": "A", "start": "A1", "bombs": [], "key": [8, 8],
        "pieces": {"A1": [8, 1], "A2": [6, 6], "B1": [6, 7], "B2": [1, 8]},
        "hands": {"A1": ["checkup_eye", "checkup_moon", "amnesia_skull"]}}


def act(match: Match, kind: str) -> None:
    """Play the first legal action of `kind`."""
    match.apply(next(a for a in match.state.legal_actions() if a.kind == kind))


def checkup(match: Match) -> None:
    """A1 plays a Checkup before moving and picks three cells, then stays and ends its turn."""
    act(match, "play")
    for _ in range(3):
        act(match, "pick")
    while match.state.to_act == "A1":
        act(match, next(k for k in ("stay", "end", "stop") if any(a.kind == k for a in match.state.legal_actions())))


def test_CH_CARD_checkup_the_board_marks_are_explained_at_the_first_checkup_only():
    """Two Checkups of A1: the first line carries the note on the board's ✓/✗ marks, the second none."""
    match = Match.new(chaos, seed=1, setup=BASE)
    checkup(match)
    while match.state.to_act != "A1":
        act(match, next(k for k in ("stay", "end", "stop", "pass", "decline")
                        if any(a.kind == k for a in match.state.legal_actions())))
    checkup(match)
    for lang in ("en", "zh", "ja"):
        lines = Frames("chaos").log(MatchPositions(match), "A1", lang)
        notes = [line.get("note", "") for line in lines if "✓" in line.get("note", "")]
        assert len(notes) == 1, (lang, notes)


def test_CH_HIDE_2_a_long_list_of_checked_cells_reads_as_a_count():
    """review 30, room_en 2 (125): "Your Checkup's ✓ at a2, a3, …, d8 said 'no bomb'…" listed 11 cells; it says
    "11 cells" (the board marks each one), while three cells are still named."""
    from cthulhu_widgets.frames.story_chaos import ChaosStory
    from cthulhu_widgets.core.events import Event
    many = [[r, c] for r in range(1, 5) for c in range(1, 4)][:11]
    story = ChaosStory()
    for lang, count in {"en": "11 cells", "zh": "11 个格子", "zh-TW": "11 個格子", "ja": "11 マス"}.items():
        said = story.own_sentence(Event("CH-HIDE-2", "checks_unsure", {"seat": "A1", "cells": many}),
                                  {"seat": "A1", "cells": many}, lang)
        assert count in said and "a2" not in said, (lang, said)
    few = story.own_sentence(Event("CH-HIDE-2", "checks_unsure", {"seat": "A1", "cells": many[:3]}),
                             {"seat": "A1", "cells": many[:3]}, "en")
    assert "a1" in few and "cells said" not in few, few


def test_CH_C4_why_no_counter_reads_without_the_word_counter():
    """review 30, room_en 2 (019): "You cannot counter: your partner A2 played no Prank, and a Schizophrenia counters
    only on top of one…" to a reader who never met "counter": it says what the reader cannot do (stop the combo)
    and what that takes, shorter."""
    from test_chaos_round23ak3_counter import _b_combo, _lines, _through
    match = _b_combo()
    _through(match)
    for lang, (stop, prank, jargon) in {"en": ("cannot stop", "Prank", "counter"), "zh": ("无法阻止", "恶作剧", "反制"),
                                        "zh-TW": ("無法阻止", "惡作劇", "反制"),
                                        "ja": ("止められない", "いたずら", "対抗")}.items():
        said = [line["text"] for line in _lines(match, "A1", lang) if stop in line["text"]]
        assert len(said) == 1 and prank in said[0] and jargon not in said[0], (lang, said)
        assert len(said[0]) < {"en": 100}.get(lang, 56), (lang, said[0])   # the old ones: 150, 62-66
