"""Letter, newcomer review 38 (issue 23 round GG, fixer GG2): the same outcome gets the same warning."""
from conftest import scenario

from cthulhu_widgets.games.letter import texts
from cthulhu_widgets.games.letter.sentences import danger as words

LANGS = ("en", "zh", "ja")


def test_every_chip_that_leaves_cthulhu_on_top_warns_the_same():
    """Review 38, letter_en 8 (shot 095; LS-TURN-7, LS-P9, LS-TURN-2): Cthulhu on top, the opponent protected, the
    insane player holds The Shining Trapezohedron: its Sane chip said "⚠ Cthulhu stays on top: you lose", its Insane
    chip ("no effect (the opponent is protected)") had no warning and played in one click; both lose alike."""
    s = scenario("nyarlathotep", ["shining_trapezohedron", "investigators", "cats_of_ulthar"], [],
                 rest="removed", discard=["deep_ones"])
    s.o_protected = True
    assert s.insanity >= 1 and s.pending.kind == "play"
    plays = [a for a in s.legal_actions() if a.kind == "play"]
    assert any(dict(a.fields).get("effect") == "insane" for a in plays)
    for lang in LANGS:
        for a in plays:
            label = texts.move_words(s, a, lang)["label"]
            assert words.LABEL[lang]["cthulhu_stays"] in label, (lang, label)


def test_the_elder_sign_loss_is_told_in_the_order_it_happens():
    """Review 38, letter_en 10 (shot 094; LS-P4, LS-TURN-7): the story said "Elder Sign protects Cthulhu until the
    opponent plays it" before "The opponent plays Elder Sign.", events in reverse order, "it" unclear: the line now
    names the last clue, then what happens when the opponent plays that card (protection through the reader's turn)."""
    from cthulhu_widgets.games.letter.sentences.story import STORY
    marks = {"en": ("last clue", "when the opponent plays it", "protected"), "zh": ("最後一張線索", "對手打出它", "保護"),
             "ja": ("最後の手がかり", "相手がそれを出す", "守られ")}
    for lang, (last, plays, guards) in marks.items():
        for key in ("lost_sign", "lost_sign_easy"):
            said = STORY[lang][key]
            assert "until the opponent plays it" not in said and "直到對手打出它" not in said, said
            assert 0 <= said.find(last) < said.find(plays) < said.find(guards), (lang, said)


def _one_hidden_clue(clue: str):
    """Return shot 091's turn: one face-down clue (`clue`) over Cthulhu, the insane player holds Nyarlathotep and
    draws Cats of Ulthar; no Elder Sign seen yet."""
    s = scenario("nyarlathotep", ["investigators", "cats_of_ulthar", "golden_mead", "deep_ones"], [clue],
                 discard=["hound_of_tindalos"])
    assert s.clues == 1 and not s.top_known and s.pending.kind == "play"
    return s


def test_a_move_that_leaves_the_last_clue_to_chance_warns_of_the_elder_sign_before():
    """Review 38, letter_en 2 (shots 091-094; LS-O4, LS-TURN-7, LS-TURN-2): one face-down clue over Cthulhu, an Elder
    Sign unseen: the reader played Cats of Ulthar and kept Nyarlathotep for the end; the last clue was an Elder Sign,
    said only once too late. Now the chip of a move that leaves that clue where it is (Cats of Ulthar: it only looks)
    warns first, from the seat's public counts: two deals differing only in the hidden clue give the same words."""
    for lang in LANGS:
        said = []
        for clue in ("investigators", "elder_sign"):
            s = _one_hidden_clue(clue)
            cats = next(a for a in s.legal_actions() if dict(a.fields).get("card") == "cats_of_ulthar")
            said.append(texts.move_words(s, cats, lang))
        assert said[0] == said[1], said
        assert "⚠" in said[0]["label"], (lang, said[0])
        sign = texts.card_name("elder_sign", lang)
        assert sign in said[0]["label"] and sign in said[0]["text"], (lang, said[0])


COMPLETE = {"en": "Course complete", "zh": "課程完成", "ja": "レッスン完了"}   # ja says レッスン for the course (test_glossary_round40ff7_ja)


def test_the_course_says_it_is_complete_right_after_its_last_step():
    """Review 38, letter_en 3 (shots 018-019): after step 5 the course panel vanished, and "Finished: on your own"
    came a turn later: right after the last step, while the opponent plays, the mark says the course is complete."""
    from cthulhu_widgets.widgets.letter import LetterWidget
    for lang in LANGS:
        w = LetterWidget(seed=7, can_reveal=False, lang=lang)
        w.command({"cmd": "learn"})
        for _ in range(60):
            mark = w.coach
            if mark.get("id") and w.state.to_act == w.seat:
                w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
                if mark["n"] == mark["of"]:
                    break
            else:
                w.step(1)
        assert w.coach.get("wait") and COMPLETE[lang] in w.coach.get("done", ""), (lang, w.coach)
