"""Round AZ (newcomer review 32, mythos_ja finding 3, 015/025/030): steps 2, 4 and 5 said "choose the ringed
location" / "the ringed monster" while several cards glowed, and only a slightly thicker glow told which. Every step
that rings a card names it, in the words the bubble shows before "More…", as the table names it."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos.texts import inst_name
from cthulhu_widgets.widgets import MythosWidget


@pytest.mark.parametrize("lang", ("en", "ja"))
def test_each_step_names_the_card_it_rings(lang):
    w = MythosWidget(seed=5, lang=lang)
    w.command({"cmd": "learn"})
    w.bots = w.default_bots()
    named = []
    while w.state.round == 1 and w.state.result is None:
        mark = dict(w.coach)
        if mark.get("id") and w.state.to_act == w.seat:
            card = (mark.get("target") or {}).get("card")
            if card is not None:
                name = inst_name(w.state, card, lang)
                assert name in mark["text"].split("\n")[0], (mark["n"], name, mark["text"])
                named.append(mark["n"])
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        else:
            w.step(1)
    assert named == [1, 2, 4, 5, 6, 8], named
