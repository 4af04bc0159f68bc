"""Issue 23 (a newcomer's findings at the Letter table): a move that can lose, or make a known danger, says so in its
chip and its sentence, and the prompt of the player's turn says when the opponent's next turn loses unless the player
acts now, in plain words, in every language of the table (en, zh, ja)."""
from __future__ import annotations

from cthulhu_widgets.games.letter.sentences.danger import LABEL
from cthulhu_widgets.games.letter.texts import card_name
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# The newcomer's game: the player holds Hound of Tindalos and draws Cats of Ulthar; the deck's top card (a 1) ties
# the opponent's top clue (Investigators, a 1).
HOUND_TIE = {"hand": ["hound_of_tindalos"], "deck": ["cats_of_ulthar", "investigators", "..."],
             "clues": ["investigators", "investigators", "cats_of_ulthar"]}
# One clue (Investigators) over Cthulhu; the player holds Professor Henry Armitage and draws Cats of Ulthar.
LAST_CLUE = {"hand": ["professor_armitage"], "deck": ["cats_of_ulthar", "..."], "clues": ["investigators"]}
# No clue left: Cthulhu is the opponent's top card; the player holds Cats of Ulthar and draws Elder Sign.
EXPOSED = {"hand": ["cats_of_ulthar"], "deck": ["elder_sign", "..."], "clues": []}
WARN = {"en": "⚠", "zh": "⚠", "ja": "⚠"}


def move(w: LetterWidget, move_id: str) -> dict:
    """Return the legal move `move_id` of the table."""
    return next(m for m in w.legal if m["id"] == move_id)


def test_LS_P3_LS_O1_comparing_the_deck_top_warns_that_it_may_become_known():
    """LS-P3 (a tie or a higher deck top makes it known) / LS-O1 / LS-KNOW-4 (the opponent's Investigators then
    lose the game): the chip and the sentence of "Compare the deck's top card" warn before the newcomer's loss."""
    for lang in LANGS:
        w = LetterWidget(seed=3, setup=HOUND_TIE, lang=lang)
        deck = move(w, "play card=hound_of_tindalos compare=deck")
        assert WARN[lang] in deck["label"], deck
        assert {"en": "Investigators", "zh": "調查員", "ja": "探索者"}[lang] in deck["text"], deck
        hand = move(w, "play card=hound_of_tindalos compare=hand")
        # the hand is always known: no word of a deck top becoming known; since newcomer review 13 (finding 2) its
        # own risk is tagged: an unknown top card above Cats of Ulthar (2) loses the game (LS-P3)
        from cthulhu_widgets.games.letter.sentences.danger import LABEL
        may_lose = LABEL[lang]["compare_may_lose"].split(" ({")[0].split(": {")[0].split("（")[0].split("：")[0]   # then its chance
        assert LABEL[lang]["deck_known"] not in hand["label"] and may_lose in hand["label"]
    w = LetterWidget(seed=3, setup=HOUND_TIE)
    w.play("play", card="hound_of_tindalos", compare="deck")
    w.step()
    assert w.view["result"] and w.view["result"]["outcome"] == "loss"   # the danger the warning named


def test_LS_P10_eliminating_the_last_clue_warns_that_cthulhu_then_wins():
    """LS-P10 / LS-TURN-2: a play that eliminates the last clue on the player's turn brings Cthulhu on top, and the
    opponent plays it: the chip and the sentence say so; a play that cannot eliminate says nothing."""
    for lang in LANGS:
        w = LetterWidget(seed=3, setup=LAST_CLUE, lang=lang)
        assert WARN[lang] in move(w, "play card=professor_armitage target=opponent")["label"]
        # Cats of Ulthar leaves the face-down last clue, maybe an unseen Elder Sign, to chance: only that is said
        # (review 38, letter_en 2); never the last-clue warning
        sign = LABEL[lang]["protect_last"].format(sign=card_name("elder_sign", lang), unseen=2)
        assert all(m["label"].replace(sign, "").count(WARN[lang]) == 0 for m in w.legal if "cats_of_ulthar" in m["id"])
    w = LetterWidget(seed=3, setup={**LAST_CLUE, "clues": ["investigators", "elder_sign"]})
    # two clues left: no last-clue warning; since newcomer review 14 (finding 2) an eliminating chip says that the
    # clue then left may be an unseen Elder Sign protecting Cthulhu (LS-O4), and only that
    for m in w.legal:
        rest = m["label"].replace(LABEL["en"]["protect_last"].format(sign="Elder Sign", unseen=2), "")
        assert "⚠" not in rest, m


def test_LS_TURN_2_the_prompt_says_cthulhu_on_top_loses_unless_sealed_now():
    """LS-TURN-2 / LS-P9: Cthulhu exposed (no clue left) on the player's turn: the prompt says the opponent plays it
    when the turn ends and the player loses unless sealing it now; with clues left it says nothing of it."""
    words = {"en": ("Cthulhu", "you lose"), "zh": ("克蘇魯", "你就輸了"), "ja": ("クトゥルフ", "あなたの負け")}
    for lang in LANGS:
        w = LetterWidget(seed=3, setup=EXPOSED, lang=lang)
        assert all(word in w.prompt for word in words[lang]), w.prompt
        calm = LetterWidget(seed=3, setup=LAST_CLUE, lang=lang)
        assert words[lang][1] not in calm.prompt, calm.prompt
    w = LetterWidget(seed=3, setup=EXPOSED)
    w.play("play", card="elder_sign")
    w.step()
    assert w.view["result"]["outcome"] == "loss"          # what the prompt warned of


def test_LS_P9_LS_TURN_2_a_play_that_cannot_seal_an_exposed_cthulhu_says_you_lose():
    """LS-P9 / LS-TURN-2 / LS-ORIG-1: Cthulhu (an 8) on top: a play that cannot eliminate, take or swap it away
    (Elder Sign's protection, Investigators naming anything but 8) says in its chip and sentence that the player
    loses; naming 8, which seals it, says nothing of it."""
    setup = {"hand": ["investigators"], "deck": ["elder_sign", "..."], "clues": []}
    lose = {"en": "you lose", "zh": "你會輸", "ja": "あなたの負け"}
    for lang in LANGS:
        w = LetterWidget(seed=3, setup=setup, lang=lang)
        for move_id in ("play card=elder_sign", "play card=investigators guess=5"):
            chosen = move(w, move_id)
            assert WARN[lang] in chosen["label"] and lose[lang] in chosen["label"] + chosen["text"], chosen
        assert WARN[lang] not in move(w, "play card=investigators guess=8")["label"]
    w = LetterWidget(seed=3, setup=setup)
    w.play("play", card="investigators", guess=8)
    assert w.view["result"]["outcome"] == "win"
