"""Round BA, fixer BA6 (newcomer review 33, mythos_en 1, shots 132-135): the goal line said "In your hand, Hutchinson
Cipher would fill a need" every turn while the card's zoom said "Nobody of yours reads Glyphs". The goal line names,
as filling a need, only the hand cards the reader can play now; one it cannot play is named with its reason
("…, but needs a Glyphs reader") or not at all (MY-ADV-2, MY-CARD-3)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos.texts import card_name
from cthulhu_widgets.games.mythos.why_not import playable
from tests.test_round32ax3_next_adventure import turns

HAND = {"en": "In your hand, ", "ja": "手札の"}
# the reason, since round DD4 the zoom's own sentence (review 36, mythos_en 4)
BUT = {"en": ". Why not now: ", "ja": "今使えない理由："}


def _named(w, lang: str) -> list[tuple[int, bool]]:
    """Return (hand card, said with a reason) for each hand card the goal line names as filling a need."""
    prompt = w.prompt
    if HAND[lang] not in prompt:
        return []
    line = prompt[prompt.rindex(HAND[lang]):]
    p = w.state.seat_index(w.seat)
    out = []
    for inst in w.state.players[p].hand:
        name = card_name(w.state.card_of(inst).id, lang)
        if name in line:
            out.append((inst, BUT[lang] in line[line.index(name):]))
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round35ba6_the_goal_line_names_a_card_it_cannot_play_only_with_its_reason(lang):
    """Over seeds 1-3 the goal line names both a hand card the reader can play and one with its "but …" reason (a
    guard: with neither named the check below would pass having checked nothing)."""
    playable_named = reasoned_named = 0
    for seed in (1, 2, 3):
        for w in turns(seed, lang, n=300):
            p = w.state.seat_index(w.seat)
            for inst, reasoned in _named(w, lang):
                can = playable(w.state, p, inst)
                assert can or reasoned, (seed, card_name(w.state.card_of(inst).id, lang), w.prompt)
                playable_named += can and not reasoned
                reasoned_named += reasoned
    assert playable_named and reasoned_named, (playable_named, reasoned_named)
