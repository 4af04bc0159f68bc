"""Newcomer review 15 (round T) at the Letter table: what the desk (/tmp/r15ld, en) and phone (/tmp/r15lp, zh-TW)
reviewers met, checked on what the seat is shown."""
from __future__ import annotations

import pytest

from test_letter_round13q import answering
from test_letter_table_coach import learn, to_mark

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# Finding 1 (desk 044/049/088): the course never said that the seat's own eye cards raise N, nor what to do about it
# (round AC, newcomer review 18: each step at most 5 lines of the desk's bubble; en and ja say the same in fewer words:
# a deck under N + 1 cards loses, which is what counting it against N + 1 was for)
# round AE (newcomer review 19: "'a deck under N + 1 loses' is dense"): N + 1 said as the cards a turn uses
# round AP (newcomer review 24, letter_en 2: "keep them in hand (none now)" read garbled): what to do is the move, said
# plainly (Elder Sign, LS-C4)
CLOCK = {"en": ("eye cards in your discard raise N", "Play Elder Sign", "a turn uses N + 1 cards"),
         "zh": ("你打出或棄掉的", "打出舊神印記", "你的每個回合用掉 N + 1 張牌"),
         "ja": ("目のカードで N が上がる", "「旧神の印」をプレイ", "あなたの番ごとに山札を N + 1 枚使い")}


@pytest.mark.parametrize("lang", LANGS)
def test_LS_CHECK_the_course_teaches_the_insanity_clock_and_what_to_do(lang):
    """LS-CHECK-1..4: the course's Insanity step says that playing or discarding an eye card raises N, that each
    check turns N cards and a short deck loses, and what to do: keep eye cards in hand, count the deck against N + 1;
    the step count stays 5."""
    w = learn(lang)
    for n in range(1, 6):
        mark = to_mark(w)
        assert mark.get("n") == n, mark
        if n < 5:
            w.command({"cmd": "act", "id": mark["id"]})
    for words in CLOCK[lang]:
        assert words in mark["text"], (words, mark["text"])
    assert mark.get("of", 5) == 5, mark


def chip(w: LetterWidget, move_id: str) -> dict:
    return next(m for m in w.legal if m["id"] == move_id)


# since round AA (review 18, finding 1) the chip gives the odds; since review 29 (letter_en 2) N's rise first, plainly
RISES = {"en": "Insanity N may become 1", "zh": "瘋狂 N 可能變為 1", "ja": "狂気 N が 1 になるかも"}
GOES = {"en": "Insanity N goes from 0 to 1", "zh": "瘋狂 N 從 0 變為 1", "ja": "狂気 N が 0 から 1 になる"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card", ["great_race_of_yith", "professor_armitage"])
def test_LS_CHECK_1_an_answer_that_may_discard_an_unseen_insanity_card_says_n_may_rise(card, lang):
    """Finding 2 (phone game 3, 087/088): the deck top an answer discards (LS-O3 lower, LS-P5) may be an Insanity card
    the seat has not seen: the chip and its sentence say N may rise (from what the seat sees)."""
    w = answering(card, lang)
    deck = chip(w, "answer side=deck")
    assert RISES[lang] in deck["label"], deck
    assert "⚠" in deck["label"], deck


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P5_answering_armitage_with_an_insanity_card_in_hand_says_n_rises(lang):
    """Finding 2 (desk 077 vs 060): our own Armitage on ourselves warns of an Insanity card discarded; the answer to
    the opponent's Armitage, discarding the hand card Liber Ivonis, now says it too."""
    w = answering("professor_armitage", lang, drawn="liber_ivonis")
    hand = chip(w, "answer side=hand")
    assert GOES[lang] in hand["label"] and "⚠" in hand["label"], hand
    plain = answering("professor_armitage", lang)          # an Investigators in hand: no Insanity warning
    assert GOES[lang] not in chip(plain, "answer side=hand")["label"], chip(plain, "answer side=hand")


WEAK = {"en": "no effect (your other card is 2)", "zh": "沒有效果（另一張手牌是 2）", "ja": "効果なし（もう 1 枚は 2）"}


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P7_an_insane_trapezohedron_with_a_low_other_card_says_no_effect(lang):
    """Finding 2 (desk 052): the Insane Trapezohedron's chip read "Eliminate the top card if your other card is 5 or
    more" while the other card was a 2; it now says "no effect (your other card is 2)" as other no-effect chips do;
    with a 5 it still offers the elimination (LS-P7 on_play)."""
    setup = {"hand": ["shining_trapezohedron"], "deck": ["investigators", "cats_of_ulthar", "..."],
             "discard": ["liber_ivonis"], "clues": ["elder_sign", "investigators"]}
    w = LetterWidget(seed=3, lang=lang, setup=setup)
    assert WEAK[lang] in chip(w, "play card=shining_trapezohedron effect=insane")["label"]
    strong = LetterWidget(seed=3, lang=lang, setup={**setup, "deck": ["investigators", "professor_armitage", "..."]})
    assert WEAK[lang][:4] not in chip(strong, "play card=shining_trapezohedron effect=insane")["label"]


# "higher" alone since review 29 (letter_zh 7): the next line tells the elimination, once
COMPARED = {"en": ("Nyarlathotep (6)", "Elder Sign (4)", ": higher."),
            "zh": ("奈亞拉托提普（6）", "舊神印記（4）", "：較大。"),
            "ja": ("「ナイアーラトテップ」（6）", "「旧神の印」（4）", "：大きい。")}
TIED = {"en": "a tie, nothing happens", "zh": "平手，什麼都沒發生", "ja": "同じ値なので何も起きない"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("side", ["hand", "deck"])
def test_LS_P3_the_seats_own_compare_says_both_cards_and_the_outcome(side, lang):
    """Finding 3 (desk 080/039, phone 057/067): the player's Great Race of Yith compared its card with the top card
    and the story said only what happened after; its own line now names both cards, their values and the outcome
    (a tie too), marked as the seat's act (what "Just now" shows)."""
    deck = ["nyarlathotep", "elder_sign" if side == "deck" else "investigators", "..."]
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["great_race_of_yith"], "deck": deck,
                                               "clues": ["elder_sign", "investigators"]})
    w.command({"cmd": "act", "id": f"play card=great_race_of_yith compare={side}"})
    assert w.error == ""
    line = next(l for l in w.log_lines if COMPARED[lang][1] in l["text"] and l.get("you"))
    if side == "hand":
        assert COMPARED[lang][0] in line["text"] and COMPARED[lang][2] in line["text"], line
    else:
        assert line["text"].count(COMPARED[lang][1]) == 2 and TIED[lang] in line["text"], line


def test_no_article_before_a_card_name_that_has_one():
    """Finding 4 (desk 066): "Your The Silver Key (7) vs the opponent's next card" now reads "Your Silver Key (7)"."""
    w = answering("great_race_of_yith", "en", drawn="silver_key")
    hand = chip(w, "answer side=hand")
    assert "your Silver Key (7)" in hand["label"] and "The Silver Key" not in hand["label"], hand


@pytest.mark.parametrize("lang", LANGS)
def test_words_of_finding_4(lang):
    """Finding 4: an insane player's Liber Ivonis chip names no row (phone 039: "打出伊波恩之書：理智：保護自己");
    a played 7 says its no effect once (077); the turn-1 lesson names both eye cards in hand (desk 037); Great Race
    of Yith's card text and the answer chip say one truth in one wording (018 vs 056, LS-O3)."""
    import json
    from pathlib import Path

    from cthulhu_widgets.games.letter import texts
    insane = LetterWidget(seed=3, lang=lang, setup={"hand": ["liber_ivonis"], "discard": ["golden_mead"],
                                                    "deck": ["investigators", "shining_trapezohedron", "..."],
                                                    "clues": ["elder_sign", "investigators"]})
    liber = chip(insane, "play card=liber_ivonis effect=sane")["label"]
    assert not liber.startswith(texts.WORDS[lang]["row"]["sane"]), liber
    seven = LetterWidget(seed=3, lang=lang, setup={"hand": ["silver_key"], "deck": ["investigators", "..."],
                                                   "clues": ["elder_sign", "investigators"]})
    seven.command({"cmd": "act", "id": "play card=silver_key"})
    said = next(l["text"] for l in seven.log_lines if "7" in l["text"])
    no_effect = {"en": "no effect", "zh": "沒有效果", "ja": "効果なし"}[lang]
    assert said.count(no_effect) == 1, said
    two = LetterWidget(seed=3, lang=lang, setup={"hand": ["liber_ivonis"], "deck": ["hound_of_tindalos", "..."],
                                                 "clues": ["elder_sign", "investigators"]})
    ask = texts.prompt(two.state, two.state.legal_actions(), lang)
    for card in ("liber_ivonis", "hound_of_tindalos"):
        assert texts.card_name(card, lang) in ask, ask
    cards = json.loads((Path(texts.__file__).parent / "card_texts.json").read_text())["cards"]
    same = {"en": "nothing happens (both become known)", "zh": "無事發生（兩張都公開）", "ja": "何も起きない（両方公開）"}[lang]
    assert same in cards["great_race_of_yith"][lang]["opponent"]
    # the chip says the outcome in the card text's words; "both become known" is in its sentence (a phone's 360 px)
    outcome = same.split(" (")[0].split("（")[0]
    assert outcome in chip(answering("great_race_of_yith", lang), "answer side=hand")["label"]
