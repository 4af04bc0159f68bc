"""The newcomer's second CHAOS round (issue 23), in every language CHAOS offers (en, zh, ja):

- CH-WIN-1: the win banner and the story's "what decided it" agree: a patient won through the open gate, so the
  decisive moment is its step onto the gate, not the last big moment before it (the key found, a combo cancelled).
- The page's "since your last turn" digest (js/src/ui/story.js, run by node over a seat's real story lines) names
  every seat that played since the reader last acted (it fails with the digest before commit 5118b9b).
"""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames import chaos as frame
from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos.sentences.story import STORY
from cthulhu_widgets.match import Match

from test_chaos_table_newcomer import act, new, story

LANGS = ("en", "zh", "ja")


def _won_after_the_key():
    """A1 (team A's patient) finds the key at b1 (a big moment), the others stay, then A1 steps onto the gate a1."""
    match = new({"key": [1, 2], "pieces": {"A1": [1, 3], "A2": [6, 6], "B1": [6, 7], "B2": [1, 8]}})
    act(match, "move", row=1, col=2)
    act(match, "end")
    while match.state.to_act != "A1":
        act(match, "stay")
        act(match, "end")
    act(match, "move", row=1, col=1)
    return match


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("reader", ["A1", "B1"])
def test_CH_WIN_1_what_decided_it_is_the_step_onto_the_gate_the_banner_names(lang, reader):
    """CH-WIN-1: the game ends when a patient reaches the open gate; the banner says so, and the story's note of
    what decided it names that step (the move onto a1), not the earlier big moment (the key found at b1)."""
    match = _won_after_the_key()
    result = match.state.result
    assert (result.outcome, result.cause) == ("A", "gate")
    banner = frame.banner(result, reader, lang)
    assert "gate" in frame.texts.cause_text("gate", "A", "en") and banner["text"]
    lines = story(match, reader, lang)
    end = lines[-1]
    # the story's line also says who won (the banner's title does): "Team A wins: its patient escaped …"
    assert end["big"] and end["text"].lower().endswith(banner["text"].lower())
    step = next(line for line in reversed(lines[:-1]) if not line.get("turn"))
    assert "a1" in step["text"]
    note = end["note"]
    assert step["text"].rstrip(".。") in note, note
    assert "b1" not in note, note                    # not the key found the turn before
    assert note.startswith(STORY[lang]["decided"].split("{text}")[0])


# The page's digest (js/src/ui/story.js digestOf), run by node over the story lines a seat really reads: it holds
# every list of lines given on stdin and prints each one's digest texts.
DIGEST = """
import { readFileSync } from 'node:fs';
const { digestOf } = await import(process.argv[1]);
const cases = JSON.parse(readFileSync(0, 'utf8'));
console.log(JSON.stringify(cases.map((lines) => digestOf(lines).map((l) => l.text))));
"""
STORY_JS = Path(__file__).resolve().parents[1] / "js" / "src" / "ui" / "story.js"


def digests(cases: list, story_js: Path = STORY_JS) -> list:
    """Return the digest texts the page shows for each list of story lines in `cases`."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    out = subprocess.run([node, "--input-type=module", "-e", DIGEST, str(story_js)], input=json.dumps(cases),
                         capture_output=True, text=True, check=True, timeout=60)
    return json.loads(out.stdout)


def owed(lines: list) -> set:
    """Return the seats whose turn (with at least one line) the reader's story tells between its last own act and
    its current turn's heading (the last line)."""
    own = max((i for i, line in enumerate(lines[:-1]) if line.get("you") and not line.get("turn")), default=None)
    seats, turn = set(), None
    for line in lines[own + 1:-1] if own is not None else []:
        if line.get("turn") and not line.get("you"):
            turn = re.search(r"[AB][12]", line["text"]).group(0)
        elif turn and not line.get("turn") and not line.get("you"):
            seats.add(turn)
    return seats


@pytest.mark.parametrize("seed", [1, 2])
def test_CH_TURN_the_digest_since_your_turn_names_every_seat_that_played(seed):
    """CH-TURN (issue 23, the digest "since your last turn"): over a seeded bot game (four rounds), at each of A1's
    turns the page's digest of A1's real story lines names every seat that played since A1 last acted, even when the
    lines are more than the digest holds (a seat's turn of moves was dropped for later big moments: seeds 1 and 2 lose
    B2's, and A2's, turn with the digest before commit 5118b9b)."""
    match = Match.new(chaos, seed=seed, rules={"max_rounds": 4})
    match.step({s: make_bot("heuristic", "chaos", seed=i) for i, s in enumerate(chaos.SEATS)}, n=400)
    lines = story(match, "A1", "en")
    cases = [lines[:i + 1] for i, line in enumerate(lines) if line.get("turn") and line.get("you")]
    assert any(owed(c) for c in cases)
    for case, digest in zip(cases, digests(cases)):
        # since the digest became at most five short lines, a turn each (issue 23 r6c: it was a run-on paragraph),
        # each seat's turn is one line, told by its big moments ("The key moves to b6.") which may not name the seat
        assert min(len(owed(case)), 5) <= len(digest) <= 5, (sorted(owed(case)), digest)
