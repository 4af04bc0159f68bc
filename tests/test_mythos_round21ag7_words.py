"""Round AG (newcomer review 20, mythos_ja finding 6 and 3, 028): the battle's tip said 「「…」で防御する」 and
「「…」を攻撃に出す」 where the chips name an ally ("Defend with …" in en): the tip names the ally the chips offer."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.coach import LEARN_SEED
from cthulhu_widgets.widgets.mythos import MythosWidget

CHIPS = {"en": ("Defend with Gomes", "Send Gomes to assault"), "ja": ("「ゴメス」で防御する", "「ゴメス」を攻撃に出す")}


def dispatch_tip(lang: str) -> dict:
    """Follow the course's rings to the first frame where the seat sends allies; return its coach mark."""
    widget = MythosWidget(seed=LEARN_SEED, lang=lang)
    widget.command({"cmd": "learn"})
    for _ in range(300):
        if widget.coach.get("moment") == "dispatch":
            return widget.coach
        if widget.state.to_act == widget.seat and widget.coach.get("id"):
            widget.command({"cmd": "act", "id": widget.coach["id"], "step": widget.step_index})
        else:
            widget.step(1)
    pytest.fail("no dispatch tip")


@pytest.mark.parametrize("lang", ("en", "ja"))
def test_the_battle_tip_names_the_ally_its_chips_offer(lang):
    """Since review 28 (mythos_ja 4, 126: 「「ゴメス」で防御する」 under 「防御はできない」) the tip names no chip's ally: it
    points at the allies' own chips, which offer only what is legal; never "…"."""
    text = dispatch_tip(lang)["text"]
    assert "…" not in text, text
    assert not any(chip in text for chip in CHIPS[lang]) and ("button" if lang == "en" else "ボタン") in text, text


def test_the_ja_story_and_coach_call_the_draw_deck_by_its_glossary_name():
    """mythos_ja 139: one story line said 「山札」 where the rest and the glossary say 「神話デッキ」."""
    from cthulhu_widgets.games.mythos.sentences import story
    from cthulhu_widgets.games.mythos.sentences.coach import COACH, MOMENTS

    said = [str(story.__dict__), str(COACH["ja"]), str(MOMENTS["ja"])]
    assert not [s for s in said if "山札" in s]
