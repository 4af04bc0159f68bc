"""The course's "What just happened" notes say what the reader's move did (review 38, mythos_en 7: after the first
pass it said "At the round's second pass card play ends and the threats fight", 038, while the bot could still play;
after the Speech Machine it explained the ✓/✗ marks, not the artifact, 022; MY-ROUND-2, MY-CARD-2)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos.sentences.coach import COACH

PASSED = {"en": ("You passed", "only pass", "may still play", "next pass"),
          "ja": ("パスした", "パスしかできない", "まだ使用できる", "次のパス")}
ARTIFACT = {"en": ("Speech Machine", "gate", "Mi-Go"), "ja": ("発声機械", "ゲート", "ミ＝ゴ")}


def done_of(lang: str, move: str) -> str:
    """Return the done line of the course step that asks for `move`."""
    return next(s["done"] for s in COACH[lang]["steps"] if s.get("move") == move)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round41gg7_first_pass_note_says_the_pass_just_made(lang):
    """Return nothing; the note after the reader's pass (the round's first) says they may now only pass while the
    other side may still play, and that the next pass ends card play (MY-ROUND-2)."""
    done = done_of(lang, "pass")
    assert all(word in done for word in PASSED[lang]), done


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round41gg7_speech_machine_note_says_the_artifact(lang):
    """Return nothing; the note after playing the Speech Machine names it and what it does (the gate again, Mi-Go +1)."""
    done = done_of(lang, "play card=31")
    assert all(word in done for word in ARTIFACT[lang]), done
