"""Round AX1: a CHAOS seat's routine lines of one turn read as one sentence (review 31, chaos_en 2, room_en 2: the
story ran 15-30 lines a round, each bot's draw, step and card its own line). The story keeps every line (the whole
story, the designer's log); a routine line carries `fold`, the sentence of its seat's run so far, which the page
shows in the run's place. Nothing hidden leaks into it."""
from __future__ import annotations

import random
import re

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos import texts
from cthulhu_widgets.match import Match


def played(seed: int = 3, steps: int = 160) -> Match:
    """A seeded CHAOS game played by random legal moves."""
    match, rng = Match.new(chaos, seed=seed), random.Random(seed)
    for _ in range(steps):
        if match.state.result is not None:
            break
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def shown(lines: list) -> list:
    """The rows a reader sees in the folded story: a line with `fold` is said in the place of the line `into` lines
    before it (the first of its seat's acts in the turn), and its other acts are not shown (ui/story.js foldedRows)."""
    rows: dict = {}
    for i, line in enumerate(lines):
        rows[i] = line["text"]
        if line.get("fold"):
            first = i - line["into"]
            for k, prev in enumerate(lines[first + 1:i + 1], first + 1):
                if prev.get("part") and prev["part"][0] == line["part"][0]:
                    rows.pop(k, None)
            rows[first] = line["fold"]
    return [rows[i] for i in sorted(rows)]


def per_round(rows: list, lines: list) -> float:
    rounds = sum(1 for line in lines if line.get("round"))
    return len(rows) / max(1, rounds)


def test_routine_lines_of_a_seat_turn_fold_into_one_sentence():
    """A bot's move, card and draw: one row "B1 moved to g1, played … and drew a card." in en, zh and ja; the lines
    of the other seats' turns shrink by a quarter or more (seed 3: 21.2 a round before, 15.4 after)."""
    match = played(steps=400)
    for lang in ("en", "zh", "ja", "zh-TW"):
        lines = Frames("chaos").log(MatchPositions(match), "A1", lang)
        rows = shown(lines)
        mine = sum(1 for line in lines if line.get("you"))   # the reader's own lines are told as they were
        assert len(rows) - mine <= 0.75 * (len(lines) - mine), (lang, len(rows) - mine, len(lines) - mine)
        folds = [line["fold"] for line in lines if line.get("fold")]
        assert folds, lang
    en = [line["fold"] for line in Frames("chaos").log(MatchPositions(match), "A1", "en") if line.get("fold")]
    assert any(" and drew " in f for f in en), en[:5]


def test_the_folded_sentence_never_names_a_card_the_reader_may_not_see():
    """B1 draws: the reader A1 reads "drew a card", never the card's name; its own draw's line names its card."""
    match = played()
    names = {texts.card_name(card, "en") for card in texts.CARD_TEXTS["cards"]}
    for line in Frames("chaos").log(MatchPositions(match), "A1", "en"):
        fold = line.get("fold", "")
        if "drew" in fold:
            for clause in re.split(r", | and ", fold):
                if "drew" in clause:
                    assert not any(name in clause for name in names), fold


def test_the_designer_log_is_not_folded():
    match = played(steps=60)
    lines = Frames("chaos").log(MatchPositions(match), None, "en", design=True)
    assert not any("fold" in line for line in lines)


def test_mythos_a_refill_and_a_round_end_discard_read_as_one_line_each():
    """Mythos (review 31, finding 4): a round's refill told 'You draw …' once per card (13 lines) and the round's end
    'discards … from its hand' once per card and player; each is one row now, naming the reader's own cards only."""
    from cthulhu_widgets.games import mythos

    match, rng = Match.new(mythos, seed=3), random.Random(3)
    for _ in range(300):
        if match.state.result is not None:
            break
        match.apply(rng.choice(match.state.legal_actions()))
    for lang in ("en", "ja"):
        lines = Frames("mythos").log(MatchPositions(match), "p0", lang)
        rows = shown(lines)
        assert len(rows) <= 0.75 * len(lines), (lang, len(rows), len(lines))
    lines = Frames("mythos").log(MatchPositions(match), "p0", "en")
    folds = [line["fold"] for line in lines if line.get("fold")]
    assert any(f.startswith("You draw ") for f in folds), folds[:3]
    assert any("from its hand: the round is ending" in f for f in folds), folds[:6]
    other = Frames("mythos").log(MatchPositions(match), "p1", "en")
    draws = [line["fold"] for line in other if " draw" in line.get("fold", "")]
    assert draws and all(f.startswith("You draw ") for f in draws), draws   # p1 reads its own draws, never p0's
