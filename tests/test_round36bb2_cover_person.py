"""Newcomer review 34, chaos_en finding 1: the bot partner's team cover took the reader's turn three rounds running
("Joint turn: A2's team cover uses your turn too — no cards"). The rule stands (CH-COVER-1); the bot whose partner is
a person covers the team only when it clearly matters to that person's piece this round (the extra step its patient
needs to reach the key or the gate, a shield from the ghost next to it), and never two rounds running. Bots whose
partner is a bot keep their policy."""
from __future__ import annotations

from cthulhu_widgets.bots.chaos_heuristic import ChaosHeuristicBot
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match


def _team_a(a1, b2=(2, 7), hand=("sprint_moon",)) -> Match:
    """A2 (a bot patient) opens team A's round holding `hand`; A1 (the person) is a patient on `a1`; key at d4."""
    return Match.new(chaos, seed=3, setup={
        "first": "A", "start": "A2", "key": [4, 4],
        "roles": {"A1": "patient", "A2": "patient", "B1": "ghost", "B2": "ghost"},
        "pieces": {"A1": list(a1), "A2": [8, 8], "B1": [1, 8], "B2": list(b2)},
        "hands": {"A2": list(hand)}})


def _covers(match, people=()) -> bool:
    return ChaosHeuristicBot(1, people=people).choose(match.state).kind == "cover"


def test_a_bot_partner_still_covers_for_a_bot():
    """Bots among bots: a Sprint cover whenever a goal is on the board, as before."""
    assert _covers(_team_a(a1=(8, 1)))


def test_no_sprint_cover_that_the_person_does_not_need():
    """A1 is far from the key: A2 plays its own turn and leaves A1 its cards."""
    assert not _covers(_team_a(a1=(8, 1)), people={"A1"})


def test_the_sprint_cover_that_brings_the_person_to_the_key():
    """A1 is two steps from the key: the cover's extra step takes it there this turn."""
    assert _covers(_team_a(a1=(3, 3)), people={"A1"})


def test_the_protection_cover_that_shields_the_person_from_the_ghost_next_to_it():
    """An enemy ghost stands next to A1: a Protection cover keeps A1 a patient; far from it, no cover."""
    assert _covers(_team_a(a1=(6, 2), b2=(6, 3), hand=("protection_moon",)), people={"A1"})
    assert not _covers(_team_a(a1=(6, 2), b2=(2, 7), hand=("protection_moon",)), people={"A1"})


def test_never_two_rounds_running():
    """The bot that covered its person's team last round plays its own turn this round."""
    bot = ChaosHeuristicBot(1, people={"A1"})
    match = _team_a(a1=(3, 3))
    assert bot.choose(match.state).kind == "cover"
    again = _team_a(a1=(3, 3))
    again.state.round += 1
    assert bot.choose(again.state).kind != "cover"


def test_the_table_tells_its_bots_which_seat_the_person_plays():
    """The CHAOS widget's bots know the reader's seat (its partner's bot reads it)."""
    from cthulhu_widgets.widgets import ChaosWidget
    w = ChaosWidget(seed=1, seat="A1")
    assert all(b.people == {"A1"} for b in w.bots.values())


WHY = {"en": ("Protection", "both protected"), "zh": ("保护", "都受保护"), "ja": ("保護", "二人とも")}


def test_the_partner_reads_which_card_covered_it_and_what_it_gives():
    """Review 34, chaos_en 1: 'A2's team cover uses your turn too' said neither the card nor why; the covered seat
    now reads the card and what it gives, in every language."""
    from cthulhu_widgets.frames import of
    match = Match.new(chaos, seed=3, setup={"first": "A", "start": "A1", "key": [4, 4],
                                            "hands": {"A1": ["protection_moon"], "A2": ["vanish_moon"]}})
    for kind in ("cover", "stay"):
        match.apply(next(a for a in match.state.legal_actions() if a.kind == kind))
    for lang, words in WHY.items():
        prompt = of(match, "A2", lang)["prompt"]
        assert all(w in prompt for w in words), prompt
