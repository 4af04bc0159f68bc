"""Round CC, fixer CC2 (newcomer review 35, chaos_ja 1, 138: "B1 があなたの「保護（月）」を取った", the reader did not
know 取った was a random steal by Amnesia; room_zh 3). The hand's news names the card that took it and says it was at
random (CH-P3 Amnesia, CH-G4 Prank), in every language."""
from __future__ import annotations

import pytest

from cthulhu_widgets.core.events import Event
from cthulhu_widgets.frames.chaos_news import news
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

SAID = {
    "en": ("B1's Amnesia took your Protection (Moon) at random", "B2's Prank took your Protection (Moon) at random"),
    "zh": ("B1 的失忆随机拿走了你的保护（月）", "B2 的恶作剧随机拿走了你的保护（月）"),
    "zh-TW": ("B1 的失憶隨機拿走了你的保護（月）", "B2 的惡作劇隨機拿走了你的保護（月）"),
    "ja": ("B1 の「記憶喪失」であなたの「保護（月）」が無作為に取られた", "B2 の「いたずら」であなたの「保護（月）」が無作為に取られた"),
}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_a_card_taken_names_the_card_that_took_it_and_at_random_CH_P3_CH_G4(lang):
    state = Match.new(chaos, seed=1).state
    assert state.to_act == "A1"
    for (rule, seat), said in zip((("CH-P3", "B1"), ("CH-G4", "B2")), SAID[lang]):
        taken = Event(rule, "takes", {"seat": seat, "victim": "A1", "card": "protection_moon"}, "", (seat, "A1"))
        assert news(state, [taken], lang, threat=False)["hand"] == said
