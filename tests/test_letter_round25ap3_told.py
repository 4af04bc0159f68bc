"""Letter, newcomer review 24 (round AP, fixer AP3), letter_zh finding 3: the reader's own move's result was not always
told: a missed guess read "You named 6: wrong." and, as another line, "The opponent's top card is now known: …"; a phone
keeps the last line of the reader's last turn when room is short, and "wrong" was lost. A missed guess (LS-P1: wrong,
the top card becomes known) is said in one sentence: the value named, wrong, and the card it was."""
from __future__ import annotations

import random

import pytest

from cthulhu_widgets.games.letter import texts
from cthulhu_widgets.widgets.letter import LetterWidget

WRONG = {"en": "wrong", "zh": "猜錯", "ja": "はずれ"}


def missed_guesses(lang: str, seeds=range(1, 40)):
    """Yield (the lines a missed guess added, the card it turned face up) from games played by random clicks."""
    for seed in seeds:
        w, rng = LetterWidget(seed=seed, can_reveal=False, lang=lang), random.Random(seed)
        for _ in range(200):
            if w.state.result is not None:
                break
            if w.state.to_act != w.seat:
                w.step(1)
                continue
            n, said = len(w.match.log()), len(w.log_lines)
            w.command({"cmd": "act", "id": rng.choice(w.legal)["id"]})
            events = w.match.log()[n:]
            if any(e.name == "guess_wrong" for e in events):
                known = next(e.data["card"] for e in events if e.name == "top_known")
                yield w.log_lines[said:], known


@pytest.mark.parametrize("lang", ("en", "zh", "ja"))
def test_LS_P1_a_missed_guess_says_wrong_and_the_card_it_was_in_one_sentence(lang):
    seen = 0
    for lines, card in missed_guesses(lang):
        seen += 1
        name = texts.card_name(card, lang)
        told = [line for line in lines if WRONG[lang] in line["text"]]
        assert len(told) == 1 and name in told[0]["text"], (lines, card)
        assert told[0]["text"].count("。" if lang != "en" else ". ") <= 1, told[0]["text"]   # one sentence
        assert not any(line is not told[0] and name in line["text"] and not line.get("turn") for line in lines
                       if lines.index(line) == lines.index(told[0]) + 1), lines   # not said twice
    assert seen >= 3, seen
