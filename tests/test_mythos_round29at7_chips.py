"""Newcomer review 28, mythos_en 2 / mythos_ja 1 (round AT7): the Henry Akeley defend chip ran 5 lines (165: "Defend
with … against Bot 2's threat (it may not assault: …) — your last ally to send: … — absorbs up to 2 of its points
and is buried if it absorbs any, even 1"). A chip says the result first in two short lines at most; its whole
sentence (why not assault, the last ally, whose threat) stays in its `text`, told on hover (MY-COMBAT-2, MY-COMBAT-6)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games import mythos

# the chip's words besides the ally's name: two lines of a 390 px phone's chip (~30 en / ~17 ja characters a line)
BUDGET = {"en": 56, "ja": 30}
WHOLE = {"en": ("may not assault", "last ally", "absorbs up to 2"), "ja": ("攻撃には出せない", "最後の味方", "最大 2 点")}


def _last_defender():
    """The seat's threat attacks and Bot 2's attacks it; its one ally (Gomes, 1) may defend, not assault."""
    s = mythos.new_game(0, None, {"decks": ["corrupt", "steadfast"], "first_player": "p0", "players": [
        {"story": ["the_athenaeum"], "threat": ["dark_young"], "allies": ["gomes"]},
        {"story": ["red_hook"], "threat": ["deep_one"]}]})
    while not (s.pending.kind == "commit" and s.to_act == "p0"):
        s.apply(next(a for a in s.legal_actions() if a.kind in ("pass", "direct", "done")))
    return s


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_COMBAT_2_MY_COMBAT_6_a_defend_chip_says_its_result_in_two_short_lines(lang):
    from cthulhu_widgets.frames.mythos import legal
    from cthulhu_widgets.games.mythos.texts import card_name
    s = _last_defender()
    chip = next(c for c in legal(s, s.legal_actions(), lang, "p0") if c["kind"] == "defend")
    rest = chip["label"].replace(card_name("gomes", lang), "")
    assert len(rest) <= BUDGET[lang], (len(rest), chip["label"])
    assert all(w in chip["text"] for w in WHOLE[lang]), chip["text"]   # the whole sentence is kept for the hover
