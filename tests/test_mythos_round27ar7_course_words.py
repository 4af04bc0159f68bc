"""Review 26 (mythos_ja 8, mythos_en 6): course slips. Step 3's header repeated step 2's sentence ("no current location
until you arrive"); step 4 called the card 「農家のゲート」 (its name is 人里離れたエイクリー農場); 「探索者の横のバー」 (the bar
is under the name); step 2's "(the card's large area) goes down sideways" was hard to follow, and its ringed card
(−1 Sanity) came with no word on why that one (its gate: the monster step needs it, MY-MON-3)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos.sentences.coach import COACH

STEPS = {lang: COACH[lang]["steps"] for lang in ("en", "ja")}
NO_LOCATION = {"en": "no current location until you arrive", "ja": "到着するまで現在地はない"}
GATE = {"en": "gate", "ja": "ゲート"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r27ar7_step_2_done_does_not_repeat_its_text(lang):
    assert NO_LOCATION[lang] not in STEPS[lang][1]["done"], STEPS[lang][1]["done"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r27ar7_step_2_says_why_the_ringed_location(lang):
    """The ringed location costs 1 Sanity; the step says why it is the one: its gate (monsters need one)."""
    first = STEPS[lang][1]["text"].split("\n")[0]
    assert GATE[lang] in first, first
    assert "large area" not in first and "goes down sideways" not in first


def test_r27ar7_ja_names_the_card_and_the_bar_where_they_are():
    assert "農家" not in STEPS["ja"][3]["text"] and "現在地のゲート" in STEPS["ja"][3]["text"]
    assert "横のバー" not in STEPS["ja"][5]["done"] and "名前の下" in STEPS["ja"][5]["done"]
    assert "farmhouse" not in STEPS["en"][3]["text"] and "beside your investigator" not in STEPS["en"][5]["done"]
