"""Newcomer review 23, mythos_ja finding 3 (149_atk2): after the reader sent Gomes, armed with the Enchanted Knife,
to assault, the yellow hint still read 'Commit allies to defend, then Done (none may assault: only an ally with an
enchanted weapon…)': it contradicted the band, where Gomes stood in the reader's threat. The battle's hint follows
the step as it stands: who assaults is said, and the defend ask no longer says none may assault (MY-COMBAT-2)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import mythos as frame
from cthulhu_widgets.widgets.mythos import MythosWidget

SETUP = {"players": [{"story": ["providence_historical_society"], "threat": ["servant_of_glaaki"],
                      "allies": [{"card": "gomes", "weapon": "enchanted_knife"}, {"card": "miss_anna_tilton"}]},
                     {"story": ["martins_beach"], "threat": ["deep_one"], "passed": True}], "to_act": "p0"}
SAID = {"en": ("Gomes assaults with your threat", "none may assault"),
        "ja": ("ゴメスはあなたの神話の脅威と共に攻撃する", "攻撃はできない")}


def _commit_stop(lang: str) -> MythosWidget:
    widget = MythosWidget(seed=3, lang=lang, setup=SETUP)
    for _ in range(12):
        st = widget.state
        if st.pending is not None and st.pending.kind == "commit" and st.to_act == "p0":
            return widget
        if st.to_act == "p0":
            act = next((a for a in st.legal_actions() if a.kind in ("pass", "direct")), st.legal_actions()[0])
            widget.play(act.kind, **dict(act.fields))
        else:
            widget.step(1)
    raise AssertionError("no commit stop for p0")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_COMBAT_2_after_an_assault_the_hint_says_who_assaults_not_that_none_may(lang):
    widget = _commit_stop(lang)
    gomes = next(a for a in widget.state.legal_actions() if a.kind == "assault")
    widget.play(gomes.kind, **dict(gomes.fields))
    st = widget.state
    assert st.pending.kind == "commit" and st.to_act == "p0"
    kinds = {a.kind for a in st.legal_actions()}
    assert "defend" in kinds and "assault" not in kinds, kinds
    said = frame.prompt(st, st.legal_actions(), lang)
    assert SAID[lang][0] in said, said
    assert SAID[lang][1] not in said, said
