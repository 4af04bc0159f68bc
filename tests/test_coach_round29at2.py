"""Round AT, fixer AT2 (newcomer review 28): Learn to play's first bubble says its deal is new (letter_zh 4,
mythos_en 6, mythos_ja 6, chaos_ja 6: the hand changed without a word); Letter's course says how to win at step 1
and step 4's ways to lose in 2-3 lines, the rest behind "More…" (letter_zh 2, letter_en 4). Each failed before."""
from __future__ import annotations

import pytest

from test_coach_round28as7 import DESK_TEXT_WIDTH, course, step
from test_letter_round16v import _lines

from cthulhu_widgets.frames.coach_waited import FRESH
from cthulhu_widgets.games.letter.sentences.coach import COACH as LETTER_COACH

FIRST = [("letter", "en"), ("letter", "zh"), ("letter", "ja"), ("chaos", "en"), ("chaos", "zh"), ("chaos", "zh-TW"),
         ("chaos", "ja"), ("mythos", "en"), ("mythos", "ja")]


@pytest.mark.parametrize("game,lang", FIRST)
def test_the_first_bubble_says_the_deal_is_new_and_only_the_first(game, lang):
    """Review 28 (4 tables): the course's first bubble says it is a fresh practice deal, in the course's language
    (Letter's zh is Traditional); no later bubble says it again."""
    marks = course(game, lang)
    said = FRESH["zh-TW" if (game, lang) == ("letter", "zh") else lang]
    first = next(m for m in marks if m.get("title"))
    assert said in first.get("done", ""), first
    assert not any(said in m.get("done", "") for m in marks[marks.index(first) + 1:] if m.get("n")), marks


@pytest.mark.parametrize("lang,words", [("en", ("last clue", "seal Cthulhu on your turn")),
                                        ("zh", ("最後一張線索", "封印克蘇魯")), ("ja", ("最後の手がかり", "封印"))])
def test_LS_END_1_letter_step_1_says_how_to_win(lang, words):
    """LS-END-1, LS-TURN-2 (review 28, letter_zh 2, letter_en 4): how to win (the opponent plays its last clue, then
    seal Cthulhu on your turn) is said at step 1, before "More…", not only in the last bubble."""
    shown = LETTER_COACH[lang]["steps"][0]["text"].split("\n")[0]
    assert all(w in shown for w in words), shown


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_letter_step_4_says_its_ways_to_lose_in_3_lines(lang):
    """Review 28, letter_zh 2 (018/013: 5 ways to lose in 6 lines): at most 3 desk lines before "More…", the rest
    (Cthulhu played, a lost compare, the Braincase) behind it."""
    mark = step(course("letter", lang), 4)
    shown, _, rest = mark["text"].partition("\n")
    assert _lines(shown, DESK_TEXT_WIDTH) <= 3, (_lines(shown, DESK_TEXT_WIDTH), shown)
    assert rest and mark.get("more"), mark


# round BB (review 34, room_zh 3): "shared with your partner A2" in the step's first line (test_round36bb1_course_words);
# ja since review 41 (chaos_ja 10): 「味方 A2 がいる強調されたマス」, the cell where A2 stands
@pytest.mark.parametrize("lang,said", [("en", "shared with your partner A2"), ("zh", "和队友 A2 共用这一格"),
                                       ("zh-TW", "和隊友 A2 共用這一格"), ("ja", "味方 A2 がいる")])
def test_CH_MOVE_chaos_step_1_says_the_partners_cell_may_be_shared(lang, said):
    """Review 28, chaos_en 7 (004): "Move to b8" is A2's cell; the step says a piece may share it."""
    assert said in step(course("chaos", lang), 1)["text"]


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_chaos_step_9_with_its_note_is_at_most_4_desk_lines(lang):
    """Review 28, chaos_en 7 (043: step 9 in 7 lines): the combo's note and the step together in 4; the reaction's
    rule waits behind "More…" (test_chaos_round21ag6_reactions: the course still says it)."""
    mark = step(course("chaos", lang), 9)
    lines = sum(_lines(mark[k].split("\n")[0], DESK_TEXT_WIDTH) for k in ("done", "text"))   # the rest: More…
    assert lines <= 4, (lines, mark)


def test_chaos_ja_step_5_does_not_say_the_step_reveals_bombs():
    """Review 28, chaos_ja 7: 「この一歩で隠れた爆弾を見る」 read as if the step showed the bombs."""
    assert "この一歩で隠れた爆弾を見る" not in step(course("chaos", "ja"), 5)["text"]


@pytest.mark.parametrize("lang,stale", [("en", "now"), ("zh", "你已知道"), ("ja", "わかった")])
def test_letter_step_4_note_stays_true_after_the_opponent_plays_the_card(lang, stale):
    """Review 28, letter_zh 3 (018): "you know the opponent's top card: Investigators", held over into step 5, was
    stale once the opponent had played it: the note tells what Cats of Ulthar did, in the past."""
    said = LETTER_COACH[lang]["steps"][3]["done"]
    assert stale not in said and said, said


def test_the_new_deal_line_is_in_the_language_of_its_bubble():
    """The course's "new practice deal" line joins a bubble in the course's own language (coach_words: English where the
    game's course has none in the reader's, as Mythos in zh): never a Chinese line over an English bubble (a review of
    round AT's diff, frames/coach_waited.fresh_line)."""
    from cthulhu_widgets.frames.coach import COACHES, coach_words
    from cthulhu_widgets.frames.coach_waited import FRESH, fresh_line

    for game in COACHES:
        for lang in ("en", "zh", "zh-TW", "ja"):
            line, english = fresh_line(game, lang, 0), coach_words(game, lang) is COACHES[game]["en"]
            assert (line == FRESH["en"]) == english, (game, lang, line)
    assert fresh_line("mythos", "zh", 0) == FRESH["en"] and fresh_line("letter", "zh", 0) == FRESH["zh-TW"]
    assert fresh_line("chaos", "ja", 1) == ""
