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
