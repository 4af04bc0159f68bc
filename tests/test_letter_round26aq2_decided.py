"""Letter, newcomer review 25 (round AQ, fixer AQ2), letter_en finding 3: "What decided it" read "It became certain at
turn 7, when this happened: Every play you had lost: both cards in your hand were Insanity cards. You play Golden Mead
(Insane effect)." (050): garbled, and it pinned the loss on a play that could not help it. It names what made the loss
certain in one plain sentence, never the hopeless play; a watched game names the bot for the plays it made (128)."""
from __future__ import annotations

import pytest
from conftest import leftover

from cthulhu_widgets.frames.story_letter import story
from cthulhu_widgets.games.letter import texts
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")


def played(hand: str, deck: list, lang: str = "en", watch: bool = False) -> LetterWidget:
    """A table dealt `hand` over `deck` (exactly), clues Elder Sign and the Silver Key, played to its end: the reader
    takes the first chip, or the seat's bot plays it (`watch`)."""
    setup = {"hand": [hand], "deck": list(deck), "clues": ["elder_sign", "silver_key"]}
    left = leftover(setup)
    setup["unused"] = [next(k for k in left if k in ("deep_ones", "mi_go", "nyarlathotep", "hound_of_tindalos"))]
    left.remove(setup["unused"][0])
    setup["removed"] = left
    w = LetterWidget(seed=0, lang=lang, setup=setup)
    if watch:
        w.command({"cmd": "watch", "on": True})
    while w.state.result is None:
        if w.state.to_act == w.seat and not watch:
            w.command({"cmd": "act", "id": w.legal[0]["id"]})
        else:
            w.step(1)
    return w


@pytest.mark.parametrize("lang", LANGS)
def test_LS_CHECK_4_two_insanity_cards_in_hand_made_it_certain_not_the_play(lang):
    """LS-CHECK-1/4: both hand cards Insanity cards with one deck card left: any play raised N and emptied the deck
    at the next check. The moment says when and why, in one sentence, and names no play of the reader's."""
    w = played("golden_mead", ["liber_ivonis", "investigators"], lang)
    assert w.state.result.cause == "empty_draw"
    words, moment = story.words(lang), w.banner["moment"]
    assert words["certain"].format(turn=1, cause=words["every_play"]) in moment, moment
    for card in ("golden_mead", "liber_ivonis"):
        for row in ("sane", "insane"):
            assert texts.event_text("play", {"card": card, "row": row}, lang) not in moment, moment


def test_LS_CHECK_4_a_protection_ending_never_made_it_certain():
    """Not "Your protection ends" (nor "You are protected") made the loss certain: the play the table first said
    "lost" after did (round AZ1, review 32, letter_en 1: the turn is the table's, verdict.lost_since; it was the
    deck's last card drawn at turn 3, after the table had said lost at turn 2; the bot's play is the Story's turn 1:
    round BB, review 34, letter_en 6)."""
    w = played("golden_mead", ["elder_sign", "investigators"], watch=True)
    moment = w.banner["moment"]
    assert "protection ends" not in moment and "protected until" not in moment, moment
    # every play lost the race from the deal: no play is blamed (round CC, review 35, letter_en 1)
    assert "certain at turn 1: Every card you could play left the deck too short" in moment, moment


@pytest.mark.parametrize("lang", LANGS)
def test_a_watched_games_moment_names_the_bot_for_its_play(lang):
    """Bot plays (watch): the bot's play that made the loss certain is the bot's, not "You play…", in the banner and in
    the story's last note."""
    w = played("shining_trapezohedron", ["professor_armitage", "investigators"], lang, watch=True)
    mine = texts.event_text("play", {"card": "shining_trapezohedron", "row": "sane"}, lang)
    # this 7 was forced (held with Armitage, LS-TURN-6): the bot's forced play is told as such (review 26, letter_en 3)
    bots = texts.WORDS[texts.table_lang(lang)]["bot_play_forced"].split("{")[0]
    moment = w.banner["moment"]
    assert mine not in moment and bots in moment, moment
    note = [line["note"] for line in w.log_lines if line.get("note")][-1]
    assert mine not in note and bots in note, note
