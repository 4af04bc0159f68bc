"""Newcomer review 22 on the Mythos table, round AK (fixer 7): a defend chip says what befalls the ally before the
player commits it (mythos_en finding 2, 061-063: Ray Stuckey, 3, committed against a 1-point threat, absorbed 1 and
was buried; nothing had warned that a defender is used up by any point it absorbs; MY-COMBAT-6)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.mythos import MythosWidget

FATE = {"en": "Defend with Ray Stuckey against Bot 2's threat — absorbs up to 3 of its points and is buried if it "
              "absorbs any, even 1",
        "ja": "「レイ・スタッキー」でボット 2 の神話の脅威を防御する（最大 3 点を吸収し、1 点でも吸収すれば埋葬される）"}
CHIP = {"en": "Defend with Ray Stuckey: absorbs up to 3, buried if hit",
        "ja": "「レイ・スタッキー」で防御：3 点まで吸収、受ければ埋葬"}


def _commit(lang: str) -> MythosWidget:
    """Bot 2's threat attacks the seat, whose allies Ray Stuckey (3) and Gomes may defend: the commit stop."""
    setup = {"players": [{"story": ["providence_historical_society"],
                          "allies": [{"card": "ray_stuckey"}, {"card": "gomes"}]},
                         {"story": ["martins_beach"], "threat": ["deep_one"], "passed": True}], "to_act": "p0"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup)
    for _ in range(10):
        st = widget.state
        if st.pending is not None and st.pending.kind == "commit" and st.to_act == "p0":
            return widget
        if st.to_act == "p0":
            act = next((a for a in st.legal_actions() if a.kind in ("pass", "direct")), st.legal_actions()[0])
            widget.play(act.kind, **dict(act.fields))
        else:
            widget.step(1)
    raise AssertionError("no commit stop")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_COMBAT_6_the_defend_chip_says_the_ally_is_buried_by_any_point_it_absorbs(lang):
    """The chip and its sentence, before the click: how much the ally can take, and that one point buries it."""
    moves = {m["label"]: m for m in _commit(lang).legal if m["kind"] == "defend"}
    assert CHIP[lang] in moves, list(moves)     # the chip in short since review 28 (mythos_en 2), its sentence whole
    assert moves[CHIP[lang]]["text"].startswith(FATE[lang]), moves[CHIP[lang]]["text"]
