"""Review 41 (Mythos words the reader met in the course and the fight): the dispatch tip promised a Done that one
choice skips (mythos_en 7, MY-COMBAT-2), step 2's Japanese read stiffly (mythos_ja 8), and the course's end was told
only a round later (mythos_ja 7)."""
import pytest

from cthulhu_widgets.games.mythos.sentences.coach import MOMENTS
from test_mythos_round44jj6_course_hint import course_step

AT_ONCE = {"en": "at once", "ja": "すぐ"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round45kk4_dispatch_tip_says_a_last_choice_starts_the_fight(lang):
    """Review 41, mythos_en 7 (151, 154): "Choose which allies fight, then Done", yet sending the lone ally started
    combat and Done vanished (MY-COMBAT-2: the choice lapses once only Done is left); the tip's first line says so."""
    first = MOMENTS[lang]["dispatch"].split("\n")[0]
    assert AT_ONCE[lang] in first, first


def test_round45kk4_ja_course_step_2_reads_naturally():
    """Review 41, mythos_ja 8 (008, 010): 「下のヒントのカードより先」 and 「各カードの働きは『ゲームの経過』へ。」 were hard to parse."""
    w = course_step("ja", 2)
    said = w.coach["text"]
    assert "ヒントのカードより先" not in said and "ヒントが挙げるカードより先" in said, said
    w.command({"cmd": "act", "id": w.coach["id"], "step": w.step_index})
    done = w.coach.get("done", "")
    assert "働きは" not in done and "で確認できる" in done, done


@pytest.mark.parametrize("lang, word", [("en", "Course complete"), ("ja", "レッスン完了")])
def test_round45kk4_the_course_end_is_told_right_after_step_9(lang, word):
    """Review 41, mythos_ja 7 (030, 032): after step 9 only the ✓ came; "完了：ここからは自分で" a round later. The
    box that tells what step 9 did says at once that the course is complete."""
    w = course_step(lang, 9)
    w.command({"cmd": "act", "id": w.coach["id"], "step": w.step_index})
    assert w.coach.get("over") and word in w.coach.get("done", ""), w.coach


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round45kk4_twin_arm_chips_differ_before_their_cost(lang):
    """Review 41, mythos_ja 10 (159): both revolver chips read 「アンナ・ティルトン嬢を.32口径リボルバーで武装させる」, the grey
    notes above them alone telling them apart: a long chip keeps its words up to its cost (js/src/mythos/chips.js)."""
    from test_mythos_round23an6_twins import _twin_state, _twins
    from cthulhu_widgets.games.mythos import texts
    state = _twin_state()
    pairs = list(_twins(state))
    assert pairs
    cost = {"en": " (Sanity +1)", "ja": "（正気度 +1）"}[lang]
    for play, own in pairs:
        usual, by_text = (texts.move_words(state, a, lang)["label"] for a in (play, own))
        assert cost in usual and cost in by_text, (usual, by_text)
        assert usual.split(cost)[0] != by_text.split(cost)[0], (usual, by_text)


def test_round45kk4_ja_storm_status_names_the_card_the_log_names():
    """Review 41, mythos_ja 9 (042/043): the status said 「嵐」 where the log named the card 「豪雨」 (the Storm event):
    the status word names it too, and still says 嵐 (its glossary word)."""
    from cthulhu_widgets.frames.mythos import catalog
    cat = catalog()
    word = cat["ui"]["ja"]["storm"]
    assert cat["cards"]["downpour"]["ja"] in word and "嵐" in word, word
