"""Newcomer review 34, room_en finding 5: "You could not join your partner A2's combo (Possession + Protection): you
hold no Protection" four times: the bot partner kept offering a combo its person could not answer. A bot whose
partner is a person does not offer a combo kind the person just declined again for the next two rounds (the person's
draws may bring the card by then); bots among bots keep offering. The line says which card to keep."""
from __future__ import annotations

import pytest

from cthulhu_widgets.bots.chaos_heuristic import ChaosHeuristicBot
from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match


def _team_a(round_no: int = 1) -> Match:
    """A2 (a bot ghost with Mischief) opens team A's round; A1 (patient, near the key) holds no Checkup."""
    match = Match.new(chaos, seed=3, setup={
        "first": "A", "start": "A2", "key": [4, 4],
        "roles": {"A1": "patient", "A2": "ghost", "B1": "patient", "B2": "ghost"},
        "pieces": {"A1": [3, 3], "A2": [7, 7], "B1": [1, 8], "B2": [2, 7]},
        "hands": {"A2": ["mischief_moon", "vanish_eye"], "A1": ["sprint_moon", "amnesia_eye"]}})
    match.state.round = round_no
    return match


def _offer_declined(bot) -> Match:
    """The bot offers C5 (Mischief + Checkup); A1 holds no Checkup and declines; the bot plays on."""
    match = _team_a()
    offer = bot.choose(match.state)
    assert offer.kind == "combo" and offer["combo"] == "C5", offer
    match.apply(offer)
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "decline"))
    match.apply(bot.choose(match.state))
    return match


def test_bots_among_bots_offer_again():
    bot = ChaosHeuristicBot(1)
    _offer_declined(bot)
    assert bot.choose(_team_a(2).state).kind == "combo"


def test_no_offer_the_person_just_declined_for_two_rounds():
    bot = ChaosHeuristicBot(1, people={"A1"})
    _offer_declined(bot)
    assert bot.choose(_team_a(2).state).kind != "combo"
    assert bot.choose(_team_a(3).state).kind != "combo"
    assert bot.choose(_team_a(4).state).kind == "combo"


KEEP = {"en": "Keep one Checkup", "zh": "留一张体检", "zh-TW": "留一張體檢", "ja": "「検診」を1枚"}


@pytest.mark.parametrize("lang", sorted(KEEP))
def test_the_person_reads_which_card_to_keep(lang):
    match = _offer_declined(ChaosHeuristicBot(1, people={"A1"}))
    lines = [line["text"] for line in Frames("chaos").log(MatchPositions(match), "A1", lang)]
    assert any(KEEP[lang] in line for line in lines), lines
