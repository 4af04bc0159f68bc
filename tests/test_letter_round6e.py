"""Newcomer review R3-L (issue 23, round E) at the Letter table: what the opponent can do to the player is said
before it happens, in every language of the table (en, zh, ja)."""
from __future__ import annotations

from cthulhu_widgets.frames.letter import UI
from cthulhu_widgets.games.letter.sentences.coach import COACH
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
INVESTIGATORS = {"en": "Investigators", "zh": "調查員", "ja": "探索者"}
# Hound of Tindalos in hand, Cats of Ulthar drawn; the deck's top card then ties the opponent's top (see
# tests/test_letter_table_danger.py HOUND_TIE).
HOUND_TIE = {"hand": ["hound_of_tindalos"], "deck": ["cats_of_ulthar", "investigators", "..."],
             "clues": ["investigators", "investigators", "cats_of_ulthar"]}


def test_insanity_zero_line_and_learn_to_play_say_the_opponent_can_raise_n():
    """Finding 1 (d24_g1_t7): an Insanity card the opponent's Investigators throw into the discard raised N unsaid;
    the line under the discard at N = 0 and Learn to play's free text say it first."""
    for lang in LANGS:
        assert INVESTIGATORS[lang] in UI[lang]["insanity_zero"], lang
        # since newcomer review 13 (finding 1) the course shows it happen: step 4 as the opponent's Investigators
        # throws the deck's top card into the discard, step 5 as an Insanity card thrown there made N = 1
        assert INVESTIGATORS[lang] in COACH[lang]["steps"][3]["text"], lang
        assert "N = 1" in COACH[lang]["steps"][4]["text"], lang


def test_compare_deck_top_chip_says_the_consequence():
    """Finding 2 (d48_g3_gry, d49_g3_t5): "⚠ your deck top may become known" gave no reason; the chip now says the
    opponent's Investigators would then knock the player out."""
    for lang in LANGS:
        w = LetterWidget(seed=3, setup=HOUND_TIE, lang=lang)
        deck = next(m for m in w.legal if m["id"] == "play card=hound_of_tindalos compare=deck")
        assert "⚠" in deck["label"] and INVESTIGATORS[lang] in deck["label"], deck["label"]


def test_what_decided_a_deck_run_out_is_said_in_the_past_tense():
    """Finding 3: after the end, "What decided it: Your next insanity check leaves the deck empty, so your next draw
    must fail." spoke of the future; the end now says the deck ran out."""
    from test_story_announcements import big_lines, bot_game
    match = bot_game("letter", seed=3)
    assert match.state.result.cause == "empty_draw"
    note = big_lines(match, "player")[-1]["note"]
    # since round AL (review 22, Letter en finding 9) the final check leads ("at turn 9 the deck ran out: …"), then
    # the turn that made it certain (round AA, review 18, finding 2)
    assert note.startswith("What decided it: at turn ") and "the deck ran out" in note and "It became certain" in note, note
    assert "next" not in note and "must fail" not in note


def test_a_swap_win_leaves_no_clue_on_cthulhu_in_the_end_rows():
    """Finding 4 (d52_bot2): Nyarlathotep swapped the hand's Professor Henry Armitage for Cthulhu (LS-P9: a win);
    the banner said "Clues left on Cthulhu 1" (the card the swap left in the stack); Cthulhu has none on it."""
    w = LetterWidget(seed=3, setup={"hand": ["nyarlathotep"], "deck": ["professor_armitage", "..."], "clues": []})
    w.play("play", card="nyarlathotep")
    assert w.view["result"]["outcome"] == "win" and [c["id"] for c in w.view["hand"]] == ["cthulhu"]
    rows = dict(w.banner["rows"])
    assert rows["Clues left on Cthulhu"] == 0
