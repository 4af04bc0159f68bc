"""Review 26 (mythos_en 5, mythos_ja 8): the pass rule read as contradictory. The story said "once both have passed,
no one plays", yet round 1 ended on the reader's own second pass while the bot had not passed, and the bot played
Portaphobia after the reader passed. The story says the real rule (MY-ROUND-3: the round's second pass ends card
play, whoever makes it; a player who passed may only pass) where it shows: at the reader's first pass."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.widgets.mythos import MythosWidget


def _lines(lang: str) -> list[str]:
    """The reader (p0) passes first; the bot plays Portaphobia on it; the reader's forced pass ends card play."""
    setup = {"first_player": "p0", "players": [{"story": ["the_athenaeum"]},
                                               {"story": ["red_hook"], "hand": ["portaphobia"]}]}
    w = MythosWidget(seed=3, lang=lang, setup=setup)
    w.play("pass")
    phobia = next(a for a in w.state.legal_actions()
                  if a.kind == "play" and w.state.card[dict(a.fields)["card"]] == "portaphobia")
    w.play(phobia.kind, **dict(phobia.fields))
    return [line["text"] for line in Frames("mythos").of(w.state, MatchPositions(w.match), "p0", lang)["log_lines"]]


FIRST = {"en": ("You pass (pass 1 of the round): from now on you may only pass; the other side may still play.",),
         "ja": ("あなたはパスする（このラウンドのパス 1 回目）：この後あなたはパスしかできないが、相手はまだカードを使える。",)}
NOT = {"en": ("once both have passed", "(passed already): card play ends"),
       "ja": ("両者がパスすると", "・すでにパス済み")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r27ar7_MY_ROUND_3_the_first_pass_says_the_other_side_may_still_play(lang):
    """The reader's first pass says what it means now: only passes left to the reader, the other side plays on."""
    lines = _lines(lang)
    assert FIRST[lang][0] in lines, lines


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r27ar7_MY_ROUND_3_no_line_says_both_must_pass(lang):
    """No line says "once both have passed" (card play ended with the bot never passing) nor repeats "passed already"
    on the end line right after the forced pass said it; the end still names whose pass ended it."""
    lines = _lines(lang)
    assert not any(n in line for line in lines for n in NOT[lang]), lines
    # the en end line reads "You pass automatically (…): pass 2 ends card play" since review 39 (mythos_ja 5, 8123e42e)
    ends = [line for line in lines if ("pass 2 ends card play" if lang == "en" else "カードの使用・配置は終わり") in line]
    assert len(ends) == 1 and (ends[0].startswith("You ") if lang == "en" else "あなた" in ends[0]), ends
