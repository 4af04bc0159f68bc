"""Newcomer review 18 (round AA, fixer AA2), Letter: what the story tells of the insanity checks and of Insanity N,
checked over many played games (random clicks for the seat, the opponent's own cards)."""
from __future__ import annotations

import random
from functools import cache

import pytest

from cthulhu_widgets.games.letter.texts import card_name
from cthulhu_widgets.widgets.letter import LetterWidget

SEEDS = range(30)
CHECK = {"en": ("Insanity check: ", "The insanity check reveals "), "zh": ("瘋狂檢定：", "瘋狂檢定翻出"),
         "ja": ("狂気チェック：", "狂気チェックで")}


@cache
def played(seed: int, lang: str) -> tuple[LetterWidget, list[str]]:
    """A game of `seed` played to its end by random clicks; the seat's story lines."""
    w, rng = LetterWidget(seed=seed, lang=lang), random.Random(seed)
    for _ in range(300):
        if w.state.result is not None:
            break
        if w.state.to_act == w.seat:
            w.command({"cmd": "act", "id": rng.choice(w.legal)["id"]})
        else:
            w.step(1)
    return w, [line["text"] for line in w.log_lines]


def checks(w: LetterWidget) -> list[list[str]]:
    """The cards each insanity check of the game flipped, from the engine's own events (LS-CHECK-1)."""
    out: list[list[str]] = []
    for event in w.match.log():
        if event.name == "insanity_check":
            out.append([])
        elif event.name == "check_reveal":
            out[-1].append(event.data["card"])
    return out


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_LS_CHECK_1_each_check_is_one_story_line_naming_every_card_it_flipped(lang):
    """Finding 4 (desk 034_n10: "flipped Great Race of Yith" only, N 2 and the deck down 2): the "since your turn"
    digest keeps at most 5 whole lines (js/src/ui/story.js digestOf), so a check told over three lines could lose one
    flip there (round6d.test.js keeps 5 of 7). Over many games each insanity check is one line that names every card
    it flipped, in order, and zooms each; no line of a flip stands alone."""
    head, reveal = CHECK[lang]
    seen = 0
    for seed in SEEDS:
        w, lines = played(seed, lang)
        told = [line for line in w.log_lines if line["text"].startswith(head)]
        flipped = checks(w)
        assert len(told) == len(flipped), (seed, [line["text"] for line in w.log_lines])
        for line, cards in zip(told, flipped, strict=True):
            at = 0
            # in the order flipped, each copy once; copies in a row as one name "×2" (round BB, review 34, letter_en 6)
            for card in [c for i, c in enumerate(cards) if not i or cards[i - 1] != c]:
                at = line["text"].find(card_name(card, lang), at)
                assert at >= 0, (seed, cards, line)
                at += 1
            assert {c for _, c in line.get("cards", ())} == set(cards), (seed, cards, line)
            seen += len(cards) > 1
        assert not any(text.startswith(reveal) for text in lines), (seed, lines)
    assert seen, "no check flipped two cards: the property was not tried"


NOW = {"en": "Insanity N {was} → {n}", "zh": "瘋狂 N {was} → {n}", "ja": "狂気 N {was} → {n}"}   # review 29 words


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_LS_CHECK_1_a_line_saying_n_is_now_follows_a_rise(lang):
    """Finding 3 ("Insanity N is now 0" after nothing changed): over many games a line that says N is now n comes
    only when N rose to n, from the engine's own count (an Insanity card in the player's discard)."""
    for seed in SEEDS:
        w, lines = played(seed, lang)
        said = [text for text in lines if any(NOW[lang].format(was=n - k, n=n) in text
                                              for n in range(12) for k in (1, 2, 3))]
        rises = [e for e in w.match.log() if e.name == "partner_discarded" and e.data.get("to") == "player"
                 and e.data["card"] in INSANE_KINDS]
        # a check that flips Insanity cards says N's rise too (review 39, letter_zh 6, round 44 JJ7): one line a check
        checks = "".join("c" if e.name == "insanity_check" else "m" for e in w.match.log()
                         if e.name == "insanity_check" or (e.name == "check_reveal" and e.data["card"] in INSANE_KINDS))
        flips = checks.count("cm")
        assert len(said) == len(rises) + flips, (seed, said)
        assert all(NOW[lang].format(was=-1, n=0) not in text for text in lines), (seed, lines)


INSANE_KINDS = {"mi_go_braincase", "deep_ones", "golden_mead", "hound_of_tindalos", "liber_ivonis", "mi_go",
                "nyarlathotep", "shining_trapezohedron", "cthulhu"}


BOTH = {"en": "both sides", "zh": "雙方", "ja": "双方"}


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_LS_END_the_ending_says_its_turn_count_is_both_sides(lang):
    """Finding 7 (phone zh-TW: "進行的回合 9" read as ~4-5 of mine): the end's turn row says it counts both sides'
    turns (the table's turn number: the player's and the opponent's, LS-TURN)."""
    w, _ = played(2, lang)
    row = w.banner["rows"][-1]
    assert BOTH[lang] in row[0] and row[1] == w.state.turn, row


@pytest.mark.parametrize("lang,clue", [("zh", "線索"), ("ja", "手がかり")])
def test_the_stack_keeps_its_clue_name_at_the_end(lang, clue):
    """Finding 7 (phone zh-TW: the pile label changed 線索 → 對手的牌堆 at the end): the sealed stack's label keeps the
    word the table used for it all game."""
    from cthulhu_widgets.games.letter.sentences.coach import TABLE_WORDS as TABLE
    assert clue in TABLE[lang]["stack_left"], TABLE[lang]["stack_left"]


def lost_turn_eliminations(w: LetterWidget) -> list[str]:
    """The cards the player eliminated in its last turn, from the engine's events (the story never read)."""
    log = w.match.log()
    start = max(i for i, e in enumerate(log) if e.name == "player_turn")
    return [e.data["card"] for e in log[start:] if e.name == "eliminated"]


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_LS_END_what_decided_a_loss_names_the_decision_behind_it(lang):
    """Finding 2 (决定胜负的一刻 generic: "the deck ran out" where the opponent's Investigators discarded an Insanity
    card from the deck top; "the opponent played Cthulhu" where the reader's Great Race of Yith removed the last clue):
    over many games, a Cthulhu played after the player's own elimination names the card it took off; a deck that ran
    out names the line that made the check's failure certain (the story's doom line's step), not only the cause."""
    from cthulhu_widgets.frames.story_letter import story
    words = story.words(lang)
    tried = {"cleared": 0, "doom": 0}
    for seed in SEEDS:
        w, lines = played(seed, lang)
        cause, moment = w.state.result.cause, w.banner.get("moment", "")
        if cause == "cthulhu_played" and words["shielded"] not in moment:
            gone = lost_turn_eliminations(w)
            if gone:
                tried["cleared"] += 1
                assert card_name(gone[-1], lang) in moment, (seed, moment)
            assert card_name("cthulhu", lang) in moment and moment != words["decided"].format(text=lines[-2]), moment
        doom = (words["doom_check"].split("{")[0], words["doom_draw"])
        if cause in ("check_impossible", "empty_draw") and any(text.startswith(doom) for text in lines):
            tried["doom"] += 1
            # "the deck ran out" (its head): since round AL the final check's turn, N and deck lead (review 22, en 9)
            ran_out = words[f"ran_out_{cause}"].split("：")[0].split(":")[0]
            assert ran_out in moment and len(moment) > len(words["decided"].format(text=ran_out)) + 10, (seed, moment)
            assert any(text in moment for text in lines if not text.startswith(doom)), (seed, moment)
    assert all(tried.values()), tried
