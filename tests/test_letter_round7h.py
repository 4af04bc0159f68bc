"""Issue 23 round H (newcomer review 7): the Letter table warns of an answer that certainly loses and the end names
the comparison that decided it (finding 1), in every language of the table (en, zh, ja)."""
from __future__ import annotations

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# One clue (Great Race of Yith) over Cthulhu: the player plays Cats of Ulthar and keeps Liber Ivonis (4); the
# opponent's Yith then compares the answer with Cthulhu (8), face up.
YITH_OVER_CTHULHU = {"hand": ["cats_of_ulthar"], "deck": ["liber_ivonis", "elder_sign", "..."],
                     "clues": ["great_race_of_yith"]}
CTHULHU = {"en": "Cthulhu", "zh": "克蘇魯", "ja": "クトゥルフ"}


def _answering(setup: dict, lang: str) -> LetterWidget:
    w = LetterWidget(seed=3, setup=setup, lang=lang)
    w.play("play", card="cats_of_ulthar")
    w.play("opponent_play")
    return w


def _hand_chip(w: LetterWidget) -> dict:
    return next(m for m in w.legal if m["kind"] == "answer" and m["fields"].get("side") == "hand")


def test_LS_O3_an_answer_beaten_by_a_known_card_warns_in_its_chip():
    """LS-O3: answering the opponent's Great Race of Yith with a hand card lower than the opponent's next card, which
    the player knows (Cthulhu, face up), says so in its chip (⚠, the two cards) and its sentence; the deck's does not."""
    for lang in LANGS:
        w = _answering(YITH_OVER_CTHULHU, lang)
        chip = _hand_chip(w)
        assert chip["label"].startswith("⚠") and CTHULHU[lang] in chip["label"] and "8" in chip["label"], chip
        assert CTHULHU[lang] in chip["text"], chip["text"]
        deck = next(m for m in w.legal if m["kind"] == "answer" and m["fields"].get("side") == "deck")
        # the deck's: no deck top reaches Cthulhu (8), so it names it and carries no compare ⚠ (review 30, letter_zh 8;
        # it carried the risk every compare chip carries before, newcomer review 13, finding 2)
        assert CTHULHU[lang] in deck["label"] and not deck["label"].startswith("⚠"), deck["label"]


def test_LS_O3_a_hidden_next_card_is_never_used_to_warn():
    """LS-KNOW: when the opponent's next card is a hidden clue, the answer's chip says nothing of it (even if it
    would beat the hand card: the warning uses only what the player knows)."""
    hidden = {"hand": ["cats_of_ulthar"], "deck": ["investigators", "elder_sign", "..."],
              "clues": ["great_race_of_yith", "silver_key"]}
    w = _answering(hidden, "en")
    # since newcomer review 13 (finding 2) the chip carries the risk every compare chip that may lose carries, its
    # words the rule's ("lower, you lose"), never the hidden card's name nor its value
    label = _hand_chip(w)["label"]
    assert "Silver Key" not in label and "(7)" not in label and "beats" not in label, label
    # the loss first (round BB, review 34, letter_en 3)
    assert label.startswith("⚠ Lose if lower, else nothing happens: your Investigators (1) vs the next card"), label


def test_LS_O3_the_end_names_the_comparison_that_decided_it():
    """LS-O3 / LS-END: after the hand lost the comparison, 'What decided it' names both cards, not only that the
    opponent's top card became known."""
    for lang in LANGS:
        w = _answering(YITH_OVER_CTHULHU, lang)
        w.play("answer", side="hand")
        said = w.banner["moment"]
        assert CTHULHU[lang] in said and "8" in said and "4" in said, said
    assert "now known" not in said


def test_LS_P10_the_race_line_gives_the_prompts_advice():
    """LS-P10: the insanity race line under the hand gives the advice of the prompt's lesson and the clue stack's help
    (let the opponent play the last clue, then seal Cthulhu), never 'clear the clues, then eliminate Cthulhu'
    (newcomer review 7, finding 2: d11, g07)."""
    from cthulhu_widgets.games.letter.sentences.coach import TABLE_WORDS
    from cthulhu_widgets.games.letter.sentences.danger import LESSON
    let = {"en": "let the opponent play it", "zh": "讓對手打出它", "ja": "相手にプレイさせて"}
    for lang in LANGS:
        race = TABLE_WORDS[lang]["insanity_race"]
        assert let[lang] in race and let[lang] in TABLE_WORDS[lang]["clue_pile_text"], race
        assert {"en": "clear the", "zh": "先清掉", "ja": "取り除き"}[lang] not in race
        lesson = LESSON[lang]["last_clue"]
        assert let[lang] in lesson, lesson


def test_LS_ORIG_10_the_insanity_lessons_are_short_and_never_repeat_the_check():
    """LS-ORIG-10 / LS-CHECK-1: a prompt's lesson is one short sentence or two (review 7, finding 4: a 5-line lesson
    pushed the hand down) and leaves what the check does to the Insanity line under the hand and its help."""
    from cthulhu_widgets.games.letter.sentences.danger import LESSON
    check = {"en": "before each draw", "zh": "每次抽牌前", "ja": "ドローの前"}
    for lang in LANGS:
        for key, said in LESSON[lang].items():
            # the last clue's lesson with review 29's Elder Sign clause (letter_en 1) is a little longer
            most = {"en": 140, "zh": 56, "ja": 76} if key == "last_clue_sign" else {"en": 130, "zh": 50, "ja": 70}
            assert len(said) <= most[lang], (lang, key, len(said))
            assert check[lang] not in said, (lang, key)


def test_the_tutorial_speaks_to_a_finger_as_well_as_a_mouse():
    """On a zh phone the tutorial said 點擊 while the prompts said 輕觸 (review 7, finding 5): the tutorial's steps and
    nudge say choose or press, words for a mouse and a finger alike (as CHAOS's coach does)."""
    from cthulhu_widgets.games.letter.sentences.coach import COACH, NUDGE
    for lang, click in (("en", "click"), ("zh", "點擊"), ("ja", "クリック")):
        said = [s["text"] for s in COACH[lang]["steps"]] + [NUDGE[lang]]
        assert not [t for t in said if click in t.lower()], said


def test_LS_P1_naming_chips_say_none_can_hit_a_known_1():
    """LS-P1: Investigators never name a 1; when the player knows the opponent's top card is a 1 (Deep Ones, face up),
    every Name chip says no name can hit it (review 7, finding 5: 'Name 2…8' offered as if one could)."""
    setup = {"hand": ["investigators"], "deck": ["cats_of_ulthar", "elder_sign", "..."],
             "clues": ["deep_ones", "elder_sign"]}
    word = {"en": "no name can hit", "zh": "猜什麼都不中", "ja": "どの数も当たらない"}
    for lang in LANGS:
        names = [m for m in LetterWidget(seed=3, setup=setup, rules={"clue_top": "revealed"}, lang=lang).legal
                 if "guess" in m["fields"]]
        assert names and all(word[lang] in m["label"] and word[lang] in m["text"].lower() for m in names), names
        hidden = [m for m in LetterWidget(seed=3, setup=setup, lang=lang).legal if "guess" in m["fields"]]
        assert not any(word[lang] in m["label"] for m in hidden)


def test_LS_O3_the_story_says_what_decided_it_once():
    """LS-O3: after a lost comparison the story says 'What decided it' once, with the comparison, not a second time
    with 'The opponent's top card is now known' (review 7, finding 1: e14)."""
    w = _answering(YITH_OVER_CTHULHU, "en")
    w.play("answer", side="hand")
    notes = [line["note"] for line in w.log_lines if line.get("note", "").startswith("What decided it")]
    assert len(notes) == 1 and "compared" in notes[0], notes
