"""Issue 23 round 6b, Mythos newcomer findings: the end of round's discard prompt says how a card is discarded and
how far the hand must go (en and ja)."""
from __future__ import annotations

import pytest
from test_mythos_table_round6_words import _until

from cthulhu_widgets.games.mythos.values import hand_limits

LANGS = ("en", "ja")
# review 9: the prompt says how a card is discarded; review 22 round AI (d554919): a desk's discard is two steps (the
# card, then its Discard chip) and a phone marks cards then presses "Discard N", so "click a card to discard it" lied
CHIP = {"en": "Choose a card, then Discard", "ja": "カードを選んで「捨てる」を押す"}


@pytest.mark.parametrize("lang", LANGS)
def test_r6b_the_discard_prompt_says_how_and_how_far(lang):
    """It said "discard down to 5–7 cards (you hold 10)": no word of clicking a card, nor whether 7 or 5 is the
    goal. Now it says how (a click on a card), the most the hand may keep, and how many remain to discard."""
    w = _until(1, lang, lambda w: w.state.pending.kind == "discard", pass_early=True)
    assert w is not None
    low, high = hand_limits(w.state, 0)
    n = len(w.state.players[0].hand)
    assert CHIP[lang] in w.prompt, w.prompt
    assert str(n) in w.prompt and (str(high) if n > high else str(low)) in w.prompt, w.prompt
    if n > high:
        assert {"en": f"({n - high} to go)", "ja": f"（あと{n - high}枚）"}[lang] in w.prompt, w.prompt


@pytest.mark.parametrize("lang", LANGS)
def test_r6b_a_walk_chip_names_the_arrive_chip_plainly(lang):
    """A walk's chip ended "you arrive on a later turn (Arrive)": a bare word in brackets the newcomer could not
    place. Now it says the later turn's Arrive chip takes you there, the chip's own word quoted in ja, and ja names the
    walk 近隣移動 as the panel's state (近隣移動中) and the glossary do (it said 歩いて向かう)."""
    walk = {"en": "Walk to", "ja": "へ近隣移動する"}[lang]   # the word of the walking state (panel, glossary)
    w = _until(1, lang, lambda w: any(walk in (a.get("text") or "") for a in w.legal))
    assert w is not None
    said = next(a["text"] for a in w.legal if walk in (a.get("text") or ""))
    assert {"en": "(Arrive)", "ja": "（到着）"}[lang] not in said, said
    assert {"en": "its Arrive chip", "ja": "「到着」"}[lang] in said, said
