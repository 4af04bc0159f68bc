"""Round BB, fixer BB8 (newcomer review 34, letter_en 8, 097): an 18-digit seed typed in the Seed box came back as
"deal of seed 311576813428530940", not …927: the page's number holds 2**53. The seed goes to the page as text, so
the box and "New game: deal of seed N" show the seed the kernel dealt, and Play this seed replays it."""
from __future__ import annotations

import json

import pytest

from cthulhu_widgets.core.errors import IllegalAction
from cthulhu_widgets.widgets.letter import LetterWidget

SEED = "311576813428530927"


def test_a_long_seed_typed_in_the_box_comes_back_whole_and_replays_the_deal():
    w = LetterWidget(lang="en")
    w.command({"cmd": "restart", "seed": SEED})     # what js/src/ui/toolbar.js seedCommand sends for 18 digits
    assert w.error == "", w.error
    sent = json.loads(json.dumps(w.get_state()))     # what the page parses
    assert sent["seed"] == SEED, sent["seed"]
    again = LetterWidget(seed=int(SEED), lang="en")  # Python still takes an int
    assert w.state.hand == again.state.hand and w.state.deck == again.state.deck and w.state.stack == again.state.stack
    w.command({"cmd": "restart", "seed": sent["seed"]})   # Play this seed with the box's text
    assert w.state.seed == int(SEED) and w.state.deck == again.state.deck


def test_a_seed_that_is_not_digits_is_refused_plainly():
    w = LetterWidget(lang="en")
    with pytest.raises(IllegalAction, match="seed"):
        w._command_restart({"cmd": "restart", "seed": "31157x"})


def test_a_secret_seed_stays_unsent():
    w = LetterWidget(lang="en")
    assert w.get_state()["seed"] is None
