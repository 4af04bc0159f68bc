"""Round J (issue 23): Great Race of Yith's "compare your hand card" against a top card the seat knows is higher is a
certain loss (LS-P3: hand lower loses), and its chip and sentence say so in every language of the table."""
from __future__ import annotations

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# No clue left: Cthulhu (8, face up) is the opponent's top card; the player holds Great Race of Yith and draws
# Elder Sign (4), so "compare Elder Sign" loses at once and "compare the deck's top card" leaves Cthulhu on top.
EXPOSED_YITH = {"hand": ["great_race_of_yith"], "deck": ["elder_sign", "..."], "clues": []}
# Two hidden clues over Cthulhu: the seat does not know the top card, so the comparison is a gamble, not a loss.
HIDDEN_YITH = {"hand": ["great_race_of_yith"], "deck": ["elder_sign", "..."], "clues": ["investigators", "mi_go"]}
LOSE = {"en": "you lose", "zh": "你會輸", "ja": "あなたの負け"}
CTHULHU = {"en": "Cthulhu (8)", "zh": "克蘇魯（8）", "ja": "「クトゥルフ」（8）"}


def move(w: LetterWidget, move_id: str) -> dict:
    """Return the legal move `move_id` of the table."""
    return next(m for m in w.legal if m["id"] == move_id)


def test_LS_P3_comparing_a_hand_card_below_a_known_top_warns_of_the_loss():
    """LS-P3: Cthulhu (8) on top beats any hand card: the chip carries ⚠, names Cthulhu and says the loss; the
    sentence says it too; the engine then ends the game lost, the danger the warning named."""
    for lang in LANGS:
        w = LetterWidget(seed=3, setup=EXPOSED_YITH, lang=lang)
        hand = move(w, "play card=great_race_of_yith compare=hand")
        assert "⚠" in hand["label"] and CTHULHU[lang] in hand["label"] and LOSE[lang] in hand["label"], hand
        assert CTHULHU[lang] in hand["text"], hand
    w = LetterWidget(seed=3, setup=EXPOSED_YITH)
    w.play("play", card="great_race_of_yith", compare="hand")
    assert w.view["result"]["outcome"] == "loss"


def test_LS_P3_comparing_the_deck_top_never_beats_cthulhu():
    """LS-P3 / LS-TURN-2: no deck card beats Cthulhu's 8, so comparing the deck top leaves it on top: a loss."""
    for lang in LANGS:
        w = LetterWidget(seed=3, setup=EXPOSED_YITH, lang=lang)
        assert "⚠" in move(w, "play card=great_race_of_yith compare=deck")["label"]


def test_LS_P3_an_unknown_top_card_is_not_a_certain_loss():
    """Only what the seat knows: a hidden top card may be lower, so "compare your hand card" says no certain loss
    and names no card; since newcomer review 13 (finding 2) it carries the risk tag of a compare that may lose."""
    from cthulhu_widgets.games.letter.sentences.danger import LABEL
    for lang in LANGS:
        w = LetterWidget(seed=3, setup=HIDDEN_YITH, lang=lang)
        label = move(w, "play card=great_race_of_yith compare=hand")["label"]
        said = LABEL[lang]["compare_may_lose"].split(" ({")[0].split(": {")[0].split("（")[0].split("：")[0]   # its chance after it (review 29)
        assert said in label and label.count("⚠") == 1, label


def test_LS_P3_a_known_lower_top_or_a_tie_that_loses():
    """LS-P3 / LS-KNOW: a known top card (Elder Sign 4) beats Cats of Ulthar (2): ⚠ naming it, in each language; a
    known top the hand card beats says nothing; with `yith_tie` "player_loses" a tie warns too."""
    from conftest import scenario
    from cthulhu_widgets.games.letter.texts import move_words

    def chip(hand: str, top: str, lang: str = "en", rules=None) -> str:
        # three clues: with two, eliminating the top one warns of an unseen Elder Sign left last (LS-O4), not this
        s = scenario("great_race_of_yith", [hand], [top, "investigators", "silver_key"], rules=rules)
        s.top_known = True                                    # the seat has seen it (Cats of Ulthar, LS-P2)
        act = next(a for a in s.legal_actions() if dict(a.fields).get("compare") == "hand")
        return move_words(s, act, lang)["label"]
    for lang, name in (("en", "Elder Sign"), ("zh", "舊神印記"), ("ja", "旧神の印")):
        assert "⚠" in chip("cats_of_ulthar", "elder_sign", lang) and name in chip("cats_of_ulthar", "elder_sign", lang)
    assert "⚠" not in chip("randolph_carter", "elder_sign")
    assert "⚠" not in chip("elder_sign", "elder_sign")
    assert "⚠" in chip("elder_sign", "elder_sign", rules={"yith_tie": "player_loses"})
