"""Letter, issue 23 round L (newcomer review 8, desktop): what the answer chips and the story say about the
opponent's Great Race of Yith, and the player's Great Race against a protected opponent."""
from conftest import scenario
from test_letter_opponent_cards import frozen_after_opponent, yith

from cthulhu_widgets.games.letter import texts

LANGS = ("en", "zh", "ja")


def _said(state, lang):
    """Return the step's story sentences in `lang`."""
    return [texts.event_text(e.name, e.data, lang) for e in state.events]


def test_deck_top_higher_story_says_nothing_is_discarded_and_why():
    """Finding 2: deck top Nyarlathotep (6) over the opponent's Investigators (1): nothing discarded, said so."""
    s = frozen_after_opponent("cats_of_ulthar", ["nyarlathotep"], ["great_race_of_yith", "investigators"])
    s.act("answer", side="deck")
    assert s.deck_known and s.top_known
    en = " ".join(_said(s, "en"))
    assert "Nyarlathotep (6), is higher than the opponent's Investigators (1)" in en
    assert "nothing is discarded" in en
    assert "沒有牌被丟棄" in " ".join(_said(s, "zh"))
    assert "何も捨てられない" in " ".join(_said(s, "ja"))


def test_hand_higher_and_tie_say_the_outcome():
    """Finding 2: a hand that beats or ties the next card: the story names the card made known and says the compare
    and that nothing happens (since review 30, letter_zh 2: the result line by values, one phone row)."""
    s = yith("randolph_carter", ["investigators", "cats_of_ulthar"], "elder_sign", "hand")
    said = _said(s, "en")
    assert any("Elder Sign" in t for t in said) and "Compared: your 6 is higher than its 4: nothing happens." in said
    s = yith("elder_sign", ["investigators", "cats_of_ulthar"], "elder_sign", "hand")
    assert "Compared: your 4 ties its 4: nothing happens." in _said(s, "en")


def test_answer_chips_say_what_happens_and_against_what():
    """Findings 2 and 4: the deck chip says a higher top discards nothing; the hand chip names the next card."""
    s = scenario("silver_key", ["golden_mead", "nyarlathotep", "cats_of_ulthar"],
                 ["great_race_of_yith", "investigators"], rest="removed")
    s.act("play", card="silver_key")
    s.act("opponent_play")
    words = {lang: {a["side"]: texts.move_words(s, a, lang)["label"] for a in s.legal_actions()} for lang in LANGS}
    # ⚠ on the deck's: it may lose a card (newcomer review 13, finding 2); none on the hand's: every other card is
    # removed here, so no card the seat has not seen beats its Golden Mead (2)
    # the discarded deck top may be an Insanity card the seat has not seen (newcomer review 15, finding 2)
    # with the odds from the seat's view since round AA (review 18, finding 1): Braincase or Investigators unseen
    # its base named, the deck (review 28, letter_en 9); N's rise first, in plain words (review 29, letter_en 2)
    # the outcome first, short (round BB, review 34, letter_en 3: a cut desk line lost the risk)
    assert words["en"]["deck"] == ("⚠ Deck top: discarded if lower, else both known ⚠ Insanity N may become "
                                   "1 (1 of 2 in the deck)")   # odds short: two lines of a phone's chip (review 32, letter_en 2)
    assert words["en"]["hand"] == ("Lose if lower, else nothing happens: your Golden Mead (2) vs the next card")   # the whole outcome (review 10, finding 1)
    assert "對手下1張牌" in words["zh"]["hand"] and "兩張都公開" in words["zh"]["deck"]
    assert "相手の次のカード" in words["ja"]["hand"] and "両方公開" in words["ja"]["deck"]


def test_great_race_against_a_protected_opponent_says_protected():
    """Finding 4: Great Race while the opponent is protected: 'protected: no effect', not 'nothing to compare'."""
    s = scenario("great_race_of_yith", ["elder_sign", "cats_of_ulthar"], ["investigators", "cats_of_ulthar"],
                 rest="removed")
    s.o_protected = True
    plays = [a for a in s.legal_actions() if a.kind == "play" and a["card"] == "great_race_of_yith"]
    assert plays
    # one form since newcomer review 14 (finding 7): "Play Great Race of Yith: no effect (the opponent is protected)"
    for lang, want in (("en", "(the opponent is protected)"), ("zh", "受保護"), ("ja", "保護中")):
        label = texts.move_words(s, plays[0], lang)["label"]
        nothing = texts.core_texts.fmt(texts.LABELS[lang]["yith_nothing"], card=texts.card_name(
            "great_race_of_yith", lang))
        assert want in label and nothing != label


def test_swapping_golden_mead_onto_the_stack_warns_the_deck_top_may_become_known():
    """Finding 3: 'Play Nyarlathotep: swap Golden Mead for the top card' gives the opponent a known Golden Mead, whose
    Insane row (LS-O2) shows the deck top and plays the next card at once: an Investigators there is a loss."""
    s = scenario("nyarlathotep", ["golden_mead", "cats_of_ulthar", "elder_sign"], ["elder_sign", "investigators"],
                 rest="removed")
    plays = [a for a in s.legal_actions() if a.kind == "play" and a["card"] == "nyarlathotep"]
    assert plays
    for lang in LANGS:
        words = texts.move_words(s, plays[0], lang)
        assert "⚠" in words["label"], (lang, words)


def test_a_kept_hand_card_is_told_to_the_player_only():
    """The comparison's outcome names the player's hand card: the player reads it, a spectator (PUBLIC) does not, as
    it never sees the hand (LS-KNOW-1); a deck top the answer made known is told to everyone, as before."""
    from cthulhu_widgets.games.letter.view import PUBLIC
    s = yith("randolph_carter", ["investigators", "cats_of_ulthar"], "elder_sign", "hand")
    kept = [e for e in s.events if e.name == "compare_kept"]
    assert kept and all(e.visible_to("player") and not e.visible_to(PUBLIC) for e in kept)
    s = frozen_after_opponent("cats_of_ulthar", ["nyarlathotep"], ["great_race_of_yith", "investigators"])
    s.act("answer", side="deck")
    assert any(e.name == "compare_kept" and e.visible_to(PUBLIC) for e in s.events)
