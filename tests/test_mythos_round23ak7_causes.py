"""Newcomer review 22 on the Mythos table, round AK (fixer 7): every outcome in the story comes with its cause (mythos_en
finding 1: "Your Tulzscha is buried" with no reason, 097_r5f; "Bot 2 discards Portaphobia" at a round's end while one
stayed on the bot, 075_r4a: it was a copy in the bot's hand, which the line did not say)."""
from __future__ import annotations

import re
from functools import lru_cache

import pytest

from cthulhu_widgets.widgets.mythos import MythosWidget

SEEDS = range(1, 13)        # heuristic games that bury and discard in every way the bots' play reaches
# a bury or discard line; its cause is told after a colon (the story's way), or is the line's subject (a card's name
# with its owner's: "Bot 2's Cthulhu Rising discards …"; "deck is empty, so"), or the line's own verb
OUTCOME = {"en": re.compile(r"buri|discard"), "ja": re.compile(r"埋葬|捨て")}
CAUSED = {"en": re.compile(r": |^\S+ \d's .+ (discards|buries) your|absorbs \d|instead of|abandons the walk|supersedes"),
          "ja": re.compile(r"：|」で、|ので|吸収|埋葬されずに|近隣移動をやめる")}


@lru_cache(maxsize=None)
def _story(seed: int, lang: str) -> tuple[str, ...]:
    """Return the seat's story lines of seed `seed`'s game, every seat played by the table's bots to the end."""
    widget = MythosWidget(seed=seed, lang=lang)
    for _ in range(800):
        if widget.state.result is not None or widget.step(1) != 1:
            break
    return tuple(line["text"] for line in widget.log_lines)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_ROUND_5_no_bury_or_discard_line_lacks_its_cause(lang):
    """Every line that buries or discards a card says which card or rule did it."""
    bare = sorted({text for seed in SEEDS for text in _story(seed, lang)
                   if OUTCOME[lang].search(text) and not CAUSED[lang].search(text)})
    assert not bare, "\n".join(bare)


# the cause is the round's end; its rule (keep 4–7) is the discard prompt's since review 26 (mythos_en 4: every line said it)
ROUND_END = {"en": re.compile(r"^Bot 2 discards .+ from its hand: the round is ending\.$"),
             "ja": re.compile(r"^ボット 2 は手札から「.+」を捨てる：ラウンド終了の手札調整。$")}
GOO = {"en": "Your Tulzscha is buried: a Great Old One leaves play at the end of the combat of the round after the one "
             "it came into play.",
       "ja": "あなたの「トゥールスチャ」は埋葬される：旧支配者は場に出たラウンドの次のラウンドのバトルの"
             "終わりに場を離れる。"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_ROUND_5_a_round_end_discard_says_it_is_from_the_hand_and_why(lang):
    """075_r4a: 'Bot 2 discards Portaphobia' read as the phobia on the bot leaving; it was a card of its hand."""
    lines = [text for seed in SEEDS for text in _story(seed, lang)]
    assert any(ROUND_END[lang].match(text) for text in lines), [t for t in lines if OUTCOME[lang].search(t)][:20]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_CARD_5_a_great_old_one_leaving_play_says_the_rule(lang):
    """097_r5f: 'Your Tulzscha is buried.' and nothing more (MY-CARD-5: buried at the end of the next round's combat)."""
    lines = [text for seed in SEEDS for text in _story(seed, lang)]
    assert GOO[lang] in lines, [t for t in lines if "Tulzscha" in t or "トゥールスチャ" in t]
