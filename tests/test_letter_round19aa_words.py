"""Newcomer review 18 (round AA, fixer AA2) at the Letter table: the words that tell the odds, the cause and the
rules, checked on what the seat is shown (desk en, phone zh-TW)."""
from __future__ import annotations

import random

import pytest

from test_letter_round13q import answering

from cthulhu_widgets.games.letter.cards import CARD_KIND, INSANE
from cthulhu_widgets.games.letter.texts import move_words

LANGS = ("en", "zh", "ja")

def seat_odds(state) -> tuple[int, int]:
    """(Insanity cards, cards) the deck top may be, counted from the seat's view alone: every card less those the
    seat sees (hand, discards, removed, set aside, a known deck top, Cthulhu and a known top in the stack), less the
    unused Insanity card (LS-SETUP-4) and the clues hidden in the stack (Sane cards, LS-SETUP-5)."""
    public = [state.stack[0]] + ([state.stack[-1]] if state.top_known else [])
    top = [state.deck[-1]] if state.deck_known else []
    seen = {*state.hand, *state.player_discard, *state.opponent_discard, *state.removed, *state.aside, *public, *top}
    insane = sum(1 for c in range(len(CARD_KIND)) if INSANE[c] and c not in seen) - len(state.unused)
    return insane, len(state.deck) - len(top)


def answer_chip(w, side: str = "deck") -> tuple[object, dict]:
    action = next(a for a in w.state.legal_actions() if a.kind == "answer" and dict(a.fields).get("side") == side)
    return action, next(m for m in w.legal if m["id"] == f"answer side={side}")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card", ["great_race_of_yith", "professor_armitage"])
def test_LS_CHECK_1_the_deck_top_answer_gives_the_odds_from_the_seats_view(card, lang):
    """Finding 1 (desk en): an answer that discards the unknown deck top says the odds it is an Insanity card (N + 1):
    the count equals the seat's own unseen count, in the chip and in its sentence."""
    w = answering(card, lang)
    _, chip = answer_chip(w)
    insane, cards = seat_odds(w.state)
    assert 0 < insane < cards, (insane, cards)
    # the base named, the deck (review 28, letter_en 9); en and ja short, two lines of a phone's chip (review 32,
    # letter_en 2)
    words = {"en": f"({insane} of {cards} in the deck)",
             "zh": f"牌堆 {cards} 張中 {insane} 張是瘋狂卡", "ja": f"（山札 {cards} 枚中 {insane} 枚）"}[lang]
    assert words in chip["label"] and "⚠" in chip["label"], chip
    assert f" {cards} " in chip["text"] and f" {insane} " in chip["text"], chip["text"]


@pytest.mark.parametrize("card", ["great_race_of_yith", "professor_armitage"])
def test_LS_KNOW_the_odds_never_come_from_hidden_cards(card):
    """Finding 1: the odds are the seat's, never the hidden deal's: every redeal of what the seat cannot see
    (determinize) gives the same words, and over the redeals the deck top is an Insanity card about that often."""
    w = answering(card, "en")
    action, chip = answer_chip(w)
    insane, cards = seat_odds(w.state)
    rng, hits, runs = random.Random(7), 0, 400
    for _ in range(runs):
        world = w.state.determinize("player", rng)
        assert move_words(world, action, "en")["label"] == chip["label"]
        hits += INSANE[world.deck[-1]]
    assert abs(hits / runs - insane / cards) < 0.08, (hits / runs, insane, cards)


@pytest.mark.parametrize("lang", LANGS)
def test_LS_O_the_rules_panel_says_what_each_card_does_when_the_opponent_plays_it(lang):
    """Finding 5 (desk en: the opponent's Investigators "always guesses right, discards your deck's top" was only in a
    card pop-up): the "?" panel's rules say, for every card the opponent may play, its opponent row (LS-O1..O4), in
    every Letter language, in the words of the card's own pop-up."""
    from cthulhu_widgets.frames.letter import help_texts
    from cthulhu_widgets.games.letter.texts import CARD_TEXTS, card_name

    rules = help_texts()[lang]["rules"]
    for kind, words in CARD_TEXTS.items():
        if kind == "necronomicon":      # not in the solo deal (LS-SETUP-2)
            continue
        row = words[lang]["opponent"]
        tail = row.split("：" if lang != "en" else ": ", 1)[-1]
        assert any(item.startswith(card_name(kind, lang)) and tail in item for item in rules), (kind, rules[-3:])
