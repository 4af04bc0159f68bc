"""Newcomer review 22, chaos_ja finding 2: team B's Brainwash + Amnesia swapped A1's and A2's roles while A1 held a
Schizophrenia; A2 (a ghost with no Prank) passed, A1 was never asked, and nothing said why A1 could not counter, nor
that A1 was now a ghost. room_zh finding 2: a join offer never said the enemy may counter. CH-C4, CH-C2, CH-HIDE-3."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

LANGS = ("en", "ja", "zh", "zh-TW")
# "you cannot counter", and the reason: the partner's missing Prank
CANNOT = {"en": ("You cannot stop", "Prank"), "ja": ("止められない", "いたずら"),   # no "counter": review 30, room_en 2
          "zh": ("无法阻止", "恶作剧"), "zh-TW": ("無法阻止", "惡作劇")}
NO_GHOST = {"en": "no ghost", "ja": "幽霊がいない", "zh": "没有鬼魂", "zh-TW": "沒有鬼魂"}
NOW_GHOST = {"en": "you are now a ghost", "ja": "あなたは幽霊になった", "zh": "你现在是鬼魂", "zh-TW": "你現在是鬼魂"}
MAY_COUNTER = {"en": "the enemy may counter", "ja": "敵は対抗できる", "zh": "敌方可能反制", "zh-TW": "敵方可能反制"}


def _pick(match, kind, **kw):
    for action in match.state.legal_actions():
        if action.kind == kind and all(action.get(k) == v for k, v in kw.items()):
            match.apply(action)
            return
    raise AssertionError(f"no {kind} {kw}: {[str(a) for a in match.state.legal_actions()]}")


def _b_combo(a1=("schizophrenia_moon", "amnesia_skull", "sprint_eye"), roles=None) -> Match:
    """B1 starts Brainwash + Amnesia (Eye), B2 joins with the same suit: the window opens on team A."""
    setup = {"first": "B", "start": "B1", "bombs": [], "key": [3, 3],
             "hands": {"B1": ["amnesia_eye", "sprint_moon", "protection_moon"],
                       "B2": ["brainwash_eye", "mischief_eye", "vanish_moon"],
                       "A2": ["mischief_moon", "vanish_eye", "possession_skull"], "A1": list(a1)}}
    if roles:
        setup["roles"] = roles
    match = Match.new(chaos, seed=1, setup=setup)
    _pick(match, "combo", combo="C2")
    _pick(match, "join")
    return match


def _through(match) -> None:
    """Play on (passes and stays) until team A's next turn."""
    while match.state.to_act not in (None,) and not (match.state.to_act[0] == "A"
                                                     and match.state.pending.kind == "move"):
        acts = match.state.legal_actions()
        match.apply(next((a for a in acts if a.kind in ("pass", "stay")), acts[-1]))


def _lines(match, reader, lang):
    return Frames("chaos").log(MatchPositions(match), reader, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_patient_reads_why_it_cannot_counter_when_its_ghost_passes(lang):
    """A2 (ghost) holds no Prank: the table passes for it; A1, holding a Schizophrenia, reads at once (a toast) that
    it cannot counter and why; B1 reads no such line (it is team A's)."""
    match = _b_combo()
    _through(match)
    said = [line for line in _lines(match, "A1", lang) if CANNOT[lang][0] in line["text"]]
    assert len(said) == 1 and said[0].get("big"), _lines(match, "A1", lang)
    assert CANNOT[lang][1] in said[0]["text"], said[0]
    assert not [line for line in _lines(match, "B1", lang) if CANNOT[lang][0] in line["text"]]


@pytest.mark.parametrize("lang", LANGS)
def test_a_team_without_a_ghost_reads_that_no_counter_was_possible(lang):
    """Team A's two patients: no window opens at all (CH-C4 needs a ghost's Prank); A1 reads why."""
    match = _b_combo(roles={"A1": "patient", "A2": "patient", "B1": "patient", "B2": "ghost"})
    _through(match)
    said = [line["text"] for line in _lines(match, "A1", lang) if NO_GHOST[lang] in line["text"]]
    assert len(said) == 1, [line["text"] for line in _lines(match, "A1", lang)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_swap_line_says_you_are_now_a_ghost(lang):
    match = _b_combo()
    _through(match)
    swapped = [line for line in _lines(match, "A1", lang) if NOW_GHOST[lang] in line["text"]]
    assert swapped and swapped[0].get("big") == 2, [line["text"] for line in _lines(match, "A1", lang)]


@pytest.mark.parametrize("lang", LANGS)
def test_a_join_offer_says_the_enemy_may_counter(lang):
    from cthulhu_widgets.frames.chaos import prompt
    setup = {"first": "B", "start": "B1", "bombs": [], "key": [3, 3],
             "hands": {"B1": ["amnesia_eye"], "B2": ["brainwash_eye"]}}
    match = Match.new(chaos, seed=1, setup=setup)
    _pick(match, "combo", combo="C2")
    said = prompt(match.state, match.state.legal_actions(), lang)
    assert MAY_COUNTER[lang] in said, said
