"""Letter, newcomer review 14 (round R): what the chips say.

Finding 3: "Compare Nyarlathotep (6) ⚠ a higher top card: you lose" read as "you will lose": the warning of a
compare that may lose (LS-P3, the top card unknown) is worded as a condition, in en, zh and ja."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# the consequence first since round BB (review 34, letter_en 3, 4), its count named: "1 of the 13 Sane cards left"
# who loses and which card, named since round II (review 39, letter_en 2): "you lose if the top clue is higher"
CONDITION = {"en": "⚠ you lose if the top clue is higher", "zh": "⚠ 最上面的線索較大你就輸",
             "ja": "⚠ 一番上の手がかりの方が強ければあなたの負け"}


def chip(w: LetterWidget, move_id: str) -> dict:
    return next(m for m in w.legal if m["id"] == move_id)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card", ["great_race_of_yith", "hound_of_tindalos"])
def test_LS_P3_a_compare_that_may_lose_says_so_as_a_condition(card, lang):
    # LS-P3: the top card unknown (an Elder Sign, unseen); The Silver Key (7) is unseen, so a Randolph Carter (6)
    # compared may lose: the chip says when, not that it loses
    w = LetterWidget(seed=3, lang=lang, setup={"hand": [card], "deck": ["randolph_carter", "..."],
                                               "clues": ["elder_sign", "investigators", "professor_armitage"]})
    label = chip(w, f"play card={card} compare=hand")["label"]
    # the condition, then its chance since review 29 (letter_zh 3): "(1 in 13 chance)"
    assert CONDITION[lang] in label and label.rstrip("）)").endswith(("can be", "張較大", "枚")), label


# Finding 2: removing the next-to-last clue, the last turned out to be Elder Sign; the opponent played it, Cthulhu came
# on top protected and nothing could seal it (LS-O4, LS-TURN-7, LS-TURN-2): a loss nobody could foresee. The chip that
# leaves one clue says why it may lose, from what the seat sees (how many Elder Signs it has not seen), naming no
# hidden card; the last clue's own warning says why too.
# ja shorter since review 32 (letter_en 2): two lines of a phone's chip
SIGN = {"en": "⚠ if the last clue is Elder Sign (2 unseen), it protects Cthulhu: you lose",
        "zh": "⚠ 若最後一張線索是舊神印記（2 張未見），它會保護克蘇魯：你會輸",
        "ja": "⚠ 最後の手がかりが「旧神の印」（未見 2 枚）なら、クトゥルフが守られて負け"}


@pytest.mark.parametrize("lang", LANGS)
def test_LS_O4_eliminating_the_next_to_last_clue_warns_of_an_unseen_elder_sign(lang):
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["professor_armitage"], "deck": ["investigators", "..."],
                                               "clues": ["randolph_carter", "silver_key"]})
    assert w.state.clues == 2
    aimed = chip(w, "play card=professor_armitage target=opponent")
    assert aimed["label"].endswith(SIGN[lang]), aimed
    assert "silver_key" not in aimed["text"] and "Silver" not in aimed["text"]    # the hidden clue is never named
    assert "⚠" not in chip(w, "play card=professor_armitage target=self")["label"]   # eliminates nothing


def test_LS_O4_no_elder_sign_warning_once_both_are_seen():
    w = LetterWidget(seed=3, setup={"hand": ["professor_armitage"], "deck": ["investigators", "..."],
                                    "discard": ["elder_sign"], "opponent_discard": ["elder_sign"],
                                    "clues": ["randolph_carter", "silver_key"]})
    assert "Elder Sign" not in chip(w, "play card=professor_armitage target=opponent")["label"]


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P10_the_last_clue_warning_says_why(lang):
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["professor_armitage"], "deck": ["investigators", "..."],
                                               "clues": ["randolph_carter"]})
    label = chip(w, "play card=professor_armitage target=opponent")["label"]
    # the loss first on the chip, the why in its sentence (round BB, review 34, letter_en 3: a cut kept only the why)
    assert label.endswith({"en": "you lose if it eliminates the last clue", "zh": "淘汰最後一張線索就輸",
                           "ja": "最後の手がかりを脱落させたら負け"}[lang]), label
    text = chip(w, "play card=professor_armitage target=opponent")["text"]
    assert {"en": "opponent plays it", "zh": "對手打出它", "ja": "相手がそれをプレイ"}[lang] in text, text


# Finding 5: the end screen said "Insanity cards you discarded 2" when the opponent had thrown one there: the row
# counts the Insanity cards in the player's discard, whoever put them there, and says so.
@pytest.mark.parametrize("lang", LANGS)
def test_LS_END_the_end_rows_count_the_insanity_cards_in_the_discard_as_such(lang):
    from cthulhu_widgets.frames.ending import letter_rows
    view = {"player_discard": [{"id": "deep_ones", "insane": True}, {"id": "golden_mead", "insane": True},
                               {"id": "investigators", "insane": False}], "opponent": {"clues": 1},
            "deck": {"count": 3}, "turn": 9}
    rows = dict(letter_rows(view, None, lang))
    label = {"en": "Insanity cards in your discard", "zh": "你棄牌堆中的瘋狂卡", "ja": "あなたの捨て札にある狂気カード"}[lang]
    assert rows[label] == 2, rows


# Finding 4: Professor Henry Armitage played on oneself discarded Golden Mead and raised Insanity N with no warning,
# while Golden Mead played warns that it raises N: every chip that discards an Insanity card of the seat's says so.
RAISE = {"en": "⚠ discards an Insanity card: Insanity N goes from 0 to 1", "zh": "⚠ 棄掉瘋狂卡：瘋狂 N 從 0 變為 1",
         "ja": "⚠ 狂気カードを捨てる：狂気 N が 0 から 1 になる"}


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P5_discarding_an_insanity_card_from_the_hand_warns_that_n_rises(lang):
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["professor_armitage"], "deck": ["golden_mead", "..."],
                                               "clues": ["randolph_carter", "silver_key", "investigators"]})
    assert [c["id"] for c in w.view["hand"]] == ["professor_armitage", "golden_mead"], w.view["hand"]
    mine = chip(w, "play card=professor_armitage target=self")
    assert mine["label"].endswith(RAISE[lang]), mine
    assert "⚠" not in chip(w, "play card=professor_armitage target=opponent")["label"]
    w.command({"cmd": "act", "id": "play card=professor_armitage target=self"})
    assert w.view["insanity"] == 1                     # what the chip said


def test_LS_P5_discarding_a_sane_card_says_nothing_of_insanity():
    w = LetterWidget(seed=3, setup={"hand": ["professor_armitage"], "deck": ["investigators", "..."],
                                    "clues": ["randolph_carter", "silver_key", "investigators"]})
    assert "Insanity" not in chip(w, "play card=professor_armitage target=self")["label"]


# Finding 2, the end: the opponent's Elder Sign, the last clue, protected Cthulhu through the player's turn and the end
# screen blamed "the opponent played Cthulhu": "What decided it" names the protection (LS-O4, LS-TURN-7, LS-O8).
SHIELDED = {"en": "the opponent's protection kept Cthulhu safe", "zh": "對手的保護讓最上面的克蘇魯", "ja": "相手の保護が"}


def played_out(clue: str, lang: str) -> LetterWidget:
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["cats_of_ulthar"], "clues": [clue],
                                               "deck": ["investigators", "investigators", "professor_armitage", "..."]})
    w.command({"cmd": "act", "id": "play card=cats_of_ulthar"})
    for _ in range(8):
        if w.view["result"]:
            return w
        if w.legal:
            w.command({"cmd": "act", "id": w.legal[0]["id"]})
        else:
            w.step(1)
    raise AssertionError(w.view)


@pytest.mark.parametrize("lang", LANGS)
def test_LS_O4_the_end_names_the_protection_that_decided_it(lang):
    w = played_out("elder_sign", lang)
    assert w.view["result"]["cause"] == "cthulhu_played"
    assert SHIELDED[lang] in w.banner["moment"], w.banner


def test_LS_O8_without_protection_the_end_says_the_opponent_played_cthulhu():
    w = played_out("investigators", "en")
    if w.view["result"]["cause"] == "cthulhu_played":
        assert "protection" not in w.banner["moment"], w.banner


# Finding 7: no-effect chips read in several forms ("Play Investigators (protected: no effect)", "Look at the top card
# (protected: no effect)", "No effect", "Nothing to compare: no effect"): one form, "Play <card>: no effect (<why>)".
VOID = {"en": "Play Deep Ones: no effect (the opponent is protected)", "zh": "打出深潛者：沒有效果（對手受保護）",
        "ja": "「深きものども」をプレイ：効果なし（相手は保護中）"}
SEVEN = {"en": "Play The Silver Key: no effect", "zh": "打出銀鑰匙：沒有效果", "ja": "「銀の鍵」をプレイ：効果なし"}


@pytest.mark.parametrize("lang", LANGS)
def test_LS_TURN_7_every_no_effect_chip_has_one_form(lang):
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["cats_of_ulthar"], "deck": ["deep_ones", "silver_key", "..."],
                                               "clues": ["elder_sign", "investigators", "investigators"]})
    w.command({"cmd": "act", "id": "play card=cats_of_ulthar"})
    for _ in range(4):
        if w.legal:
            break
        w.step(1)
    assert w.view["protected"]["opponent"], w.view
    labels = {m["fields"]["card"]: m["label"] for m in w.legal}
    # the form leads; a kept Silver Key's ⚠ may follow it (LS-TURN-6; newcomer review 26, letter_en 3)
    assert labels["deep_ones"].split(" ⚠")[0] == VOID[lang], labels
    assert labels["silver_key"] == SEVEN[lang], labels
