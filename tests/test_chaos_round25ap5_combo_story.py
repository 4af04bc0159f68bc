"""Newcomer review 24, room_en finding 3: a cancelled combo was told both as cancelled and as "full effect": "B1
joins with Protection (Moon): full effect (same suit: push …)", then "The reaction cancels the combo". The join
tells only whether the suits match (CH-COMBO-2); the outcome is told once, by the line that decides it: the combo
resolves (its effect, full or weak), the reaction cancels it, or turns it round (CH-C4)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos import texts
from cthulhu_widgets.match import Match

LANGS = ("en", "ja", "zh", "zh-TW")
READERS = ("A1", "B1", "public")


def _combo(reaction: str | None) -> Match:
    """B2 starts C3 (Possession + Protection, both Moon), B1 joins; team A reacts with C4 in `reaction`'s suit
    (None: no reaction; "eye": suits differ, the combo is cancelled; "skull": same suit, it is turned round)."""
    hands = {"B2": ["possession_moon"], "B1": ["protection_moon"], "A2": ["prank_skull"],
             "A1": [f"schizophrenia_{reaction or 'eye'}"]}
    setup = {"first": "A", "start": "B2", "key": [4, 4], "hands": hands,
             "pieces": {"A1": [3, 7], "A2": [4, 7], "B2": [3, 8], "B1": [1, 8]}}
    match = Match.new(chaos, seed=3, setup=setup)
    while match.state.to_act != "A1" or match.state.pending.kind != "move":
        acts = match.state.legal_actions()
        kinds = ("combo", "join", "react") if reaction else ("combo", "join", "pass")
        pick = next((a for a in acts if a.kind in kinds), None) or next(a for a in acts if a.kind in ("stay", "push"))
        match.apply(pick)
    return match


def _log(match, reader, lang) -> list[str]:
    return [line["text"] for line in Frames("chaos").log(MatchPositions(match), reader, lang)]


def _effect_lines(lines, lang) -> list[str]:
    """The lines that name a combo's effect, full or weak."""
    names = texts.WORDS[texts.table_lang(lang)]["effect"]
    return [t for t in lines if any(names[k].split("（")[0].split(" (")[0] in t for k in ("full", "weak"))]


@pytest.mark.parametrize("lang", LANGS)
def test_a_cancelled_combo_is_never_told_as_full_effect(lang):
    """CH-C4 weak: the reaction cancels the combo: no line of any reader names its full (or weak) effect."""
    # since review 35 (round CC, CC2) one line says who won and why: the reacting team's cards and the combo
    names = [texts.combo_name("C3", lang), texts.function_name("prank", lang), texts.function_name("schizophrenia", lang)]
    for reader in READERS:
        lines = _log(_combo("eye"), reader, lang)
        assert len([t for t in lines if all(n in t for n in names)]) == 1, (reader, lines)
        assert _effect_lines(lines, lang) == [], (reader, lines)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("reaction", (None, "skull"))
def test_a_combo_that_acts_names_its_effect_once(lang, reaction):
    """CH-COMBO-2: no reaction, or a reaction that turns it round (CH-C4 full): one line tells its effect."""
    for reader in READERS:
        lines = _log(_combo(reaction), reader, lang)
        assert len(_effect_lines(lines, lang)) == 1, (reader, lines)
