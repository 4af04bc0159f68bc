"""Issue 23 round 6, Mythos words (newcomer findings): the Yithian's swap is a chip that says what happens, a second
pass says why it is asked, the deck has one name, the card texts' own terms are explained, and the score's sum has
its words (en and ja)."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.frames import mythos as frame
from cthulhu_widgets.games.mythos import texts
from cthulhu_widgets.games.mythos.sentences.glossary import GLOSSARY
from cthulhu_widgets.widgets import MythosWidget

LANGS = ("en", "ja")


def _until(seed: int, lang: str, found, pass_early: bool = False, steps: int = 400):
    """Play a bot game from p0 (passing at once when `pass_early`) until `found(w)` holds at p0's turn; the widget."""
    w = MythosWidget(seed=seed, lang=lang, autoplay=False)
    for _ in range(steps):
        if w.state.result is not None or w.state.to_act is None:
            return None
        if w.state.to_act != "p0":
            w.step()
            continue
        if found(w):
            return w
        if pass_early and any(a["kind"] == "pass" for a in w.legal):
            w.play("pass")
            continue
        a = w.bots["p0"].choose(w.match.state)
        w.play(a.kind, **dict(a.fields))
    return None


@pytest.mark.parametrize("lang", LANGS)
def test_r6_item1_the_yithians_swap_is_a_chip_saying_what_happens(lang):
    """The Yithian's "take an ally into your threat" was offered only on the Yithian card, and its chip said "Take
    Yithian into your threat" (the opposite: the Yithian is buried, a defender of the target joins the threat,
    MY-COMBAT-4 and the MSGS effect text). Now it is a chip beside "keep", and it says the Yithian is buried."""
    w = _until(9, lang, lambda w: any(a["kind"] == "convert" for a in w.legal))
    assert w is not None
    swap = next(a for a in w.legal if a["kind"] == "convert")
    keep = next(a for a in w.legal if a["kind"] == "keep")
    yithian = texts.inst_name(w.state, swap["fields"]["monster"], lang)
    assert swap["target"].get("chip") is True
    bury = {"en": "Bury", "ja": "埋葬"}[lang]
    assert bury in swap["label"] and bury in swap["text"], swap
    assert not swap["label"].startswith({"en": "Take", "ja": "「イス人」を自分の"}[lang])
    assert yithian in keep["label"], keep
    assert "Keep them" not in keep["label"]


@pytest.mark.parametrize("lang", LANGS)
def test_r6_item5_a_second_pass_says_why_it_is_asked(lang):
    """A player who passed was asked "Pass: you play no more cards this round" again after the bot played on: the
    prompt and the chip now say the pass was counted and what this one does (MY-ROUND-3)."""
    w = _until(1, lang, lambda w: w.state.players[0].passed and [a["kind"] for a in w.legal] == ["pass"],
               pass_early=True)
    assert w is not None
    again = {"en": ("You passed already", "Pass again"), "ja": ("すでにパスした", "もう一度パス")}[lang]
    assert w.prompt.startswith(again[0]), w.prompt
    (chip,) = w.legal
    assert chip["label"].startswith(again[1]) and chip["text"].startswith(again[0]), chip
    assert texts.OPTIONS[lang]["pass"] in w.prompt      # the prompt still lists what may be done


def test_r6_item4_the_deck_has_one_name():
    """Card texts said "Mythos deck" where the table says "Deck": the English texts say "deck", as the table, and the
    glossary forbids the other spelling; ja keeps 神話デッキ, the table's word."""
    cards = texts.CARD_TEXTS["cards"]
    assert not any("Mythos deck" in c["en"]["text"] for c in cards.values())
    assert "your deck" in cards["evening"]["en"]["text"]
    assert any(re.search(n, "Mythos deck") for n in GLOSSARY["en"]["deck"]["not"])
    assert frame.catalog()["ui"]["ja"]["deck"] == GLOSSARY["ja"]["deck"]["is"]


@pytest.mark.parametrize("lang", LANGS)
def test_r6_item6_the_card_texts_terms_are_explained(lang):
    """"flip", "Joins", "invisible", "Cosmic Battle" stood unexplained in card texts: each is a glossary term whose
    spot finds it in a card's text, with a plain sentence, in en and ja."""
    cards = texts.CARD_TEXTS["cards"]
    spots = {e["term"]: e for e in frame.catalog()["glossary"][lang]}
    for term, card in (("flip", "high_noon"), ("Joins", "gomes"), ("invisible", "dark_young"),
                       ("Cosmic Battle", "insect_from_shaggai"), ("bury", "dr_allen"), ("story deck", "dr_allen")):
        text = cards[card][lang]["text"]
        flags = re.I if lang == "en" else 0
        assert any(re.search(s, text, flags) for s in spots[term]["spot"]), (term, text)
        assert len(spots[term]["says"]) > 20


@pytest.mark.parametrize("lang", LANGS)
def test_r6_item2_the_score_has_words_for_its_sum(lang):
    """The score's meaning was never said: the table has the words "score 14 = Sanity 10 + adventure points 4"
    (MY-END-1) in each language, in the glossary's spellings."""
    said = frame.catalog()["ui"][lang]["score_is"]
    for name in ("{score}", "{sanity}", "{points}"):
        assert name in said
    for term in ("score", "Sanity", "adventure points"):
        assert GLOSSARY[lang][term]["is"] in said, term
