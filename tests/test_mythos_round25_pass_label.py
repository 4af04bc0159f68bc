"""Newcomer review 24, mythos_ja: "the pass gives no warning of the discard to come". A pass ends the seat's card
play (MY-ROUND-3) and at the round's end a hand above its max is discarded down to it (MY-ROUND-5): the KERNEL's
legal pass says how many cards that will be, in its chip's words (label) and its sentence (text), counted from what
the seat sees (its own hand and limit), and says nothing more when the hand is within its limit. The page shows the
kernel's label whole (js/src/mythos/round25ap2_pass_discard.test.js); it knows no rule of its own here."""
import pytest

from cthulhu_widgets.games.mythos.values import hand_limits
from cthulhu_widgets.widgets import MythosWidget
from test_js_fixtures_mythos import ROUND_STATE, first_reaching

# the number kept too (round BA, review 33 mythos_ja 7: "discard 6" alone read as puzzling)
LABEL = {"en": "Pass: no more cards, then discard {n} (keep {max})", "ja": "パス：もうカードを使わず、後で{n}枚捨てる（{max}枚まで）"}
AGAIN = {"en": "Pass again: card play ends, then discard {n} (keep {max})", "ja": "もう一度パス：カード使用が終わる（後で{n}枚捨てる：{max}枚まで）"}
WHY = {"en": "At the round's end you discard down to {max} cards: {n} of yours.",
       "ja": "ラウンドの終わりに手札を{max}枚まで捨てる（あなたは{n}枚）。"}


def _pass(w: MythosWidget) -> dict:
    return next(a for a in w.legal if a["kind"] == "pass")


def _over(w: MythosWidget) -> tuple[int, int]:
    me = w.state.seat_index(w.state.to_act)
    high = hand_limits(w.state, me)[1]
    return len(w.state.players[me].hand) - high, high


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_pass_over_the_hand_limit_says_the_discard_to_come(lang):
    w = MythosWidget(seed=0, lang=lang, autoplay=False)
    n, high = _over(w)
    assert n > 0, "the first round's hand is above its max"
    chip = _pass(w)
    assert chip["label"] == LABEL[lang].format(n=n, max=high)
    assert chip["text"].endswith(WHY[lang].format(n=n, max=high))
    assert len(chip["label"]) <= 44, "the chip stays short"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_pass_again_keeps_its_words_and_says_the_discard(lang):
    w = MythosWidget(seed=0, lang=lang, setup=ROUND_STATE, autoplay=False)
    n, high = _over(w)
    assert n > 0
    assert _pass(w)["label"] == AGAIN[lang].format(n=n, max=high)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_pass_within_the_hand_limit_is_told_nothing_more(lang):
    w = first_reaching(lambda w: w.state.pending is not None and w.state.pending.kind == "play"
                       and w.state.to_act == "p0" and any(a["kind"] == "pass" for a in w.legal) and _over(w)[0] <= 0,
                       lang=lang)
    chip = _pass(w)
    assert "discard" not in chip["label"] and "捨て" not in chip["label"]
    assert "discard" not in chip["text"] and "捨て" not in chip["text"]
