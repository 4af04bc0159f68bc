"""Newcomer review 34 (round BB, fixer BB8), letter_en 8 (097): an 18-digit seed typed in the Seed box came back as
"New game: deal of seed 311576813428530940", not …927 (a page's number holds 2**53). In the real Voilà app at
1280×800 the seed typed is the seed dealt: the box and the story say it whole after Play this seed."""
from __future__ import annotations

import pytest

from browser_support import DESK, voila_app_page

pytestmark = pytest.mark.browser

SEED = "311576813428530927"


def test_a_long_seed_typed_in_the_box_replays_that_deal():
    with voila_app_page("letter", "round36bb8_seed", "5", DESK) as page:
        box = page.locator(".cw-bar input[type=number]")
        box.fill(SEED)
        page.get_by_role("button", name="Play this seed").click()
        page.wait_for_timeout(2500)
        assert box.input_value() == SEED
        said = page.evaluate("() => document.body.innerText")
        assert f"seed {SEED}" in said and "311576813428530940" not in said, said[-600:]
        assert page.errors == []
