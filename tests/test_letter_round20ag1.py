"""Round AG, fixer AG1 (newcomer review 20, Letter en finding 2, 055_g3_5 / 058_g3_8): the last clue over Cthulhu is
a face-up Elder Sign or Liber Ivonis. Played by the opponent it protects Cthulhu for the player's next turn (LS-O4,
LS-TURN-2 (1), LS-TURN-7), and eliminated by the player it brings Cthulhu on top at once (LS-P10); either way the
opponent plays Cthulhu (LS-TURN-2 (2)): the game is lost unless a play of this turn takes the clue away without
eliminating it (LS-P6 Sane swap, LS-P5 Insane take, LS-P2 Insane's extra play). The table said so only two turns
later; the turn's prompt says it from the moment it is true, and names the card."""
from __future__ import annotations

import random

import pytest

from cthulhu_widgets.games.letter import texts
from cthulhu_widgets.games.letter.cards import CARD_KIND, CTHULHU
from cthulhu_widgets.games.letter.game import new_game
from cthulhu_widgets.games.letter.rules import difficulty_rules
from cthulhu_widgets.games.letter.sentences.danger import LESSON

LANGS = ("en", "zh", "ja")
REVEALED = {"clue_top": "revealed"}
LOST = {"en": "this game is lost", "zh": "這局輸了", "ja": "このゲームは負け"}


def _said_lost(state, lang="en") -> bool:
    """Return whether the turn's prompt says the game is lost (LESSON lost_protected)."""
    return texts.game_is_lost(state) and LOST[lang] in texts.prompt(state, state.legal_actions(), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_LS_O4_a_face_up_elder_sign_last_clue_is_told_lost_at_once(lang):
    """055_g3_5: Elder Sign face up, the only clue; the hand holds Investigators and Armitage (neither takes it away)."""
    s = new_game(seed=3, rules=REVEALED, setup={"hand": ["investigators"], "deck": ["professor_armitage", "..."],
                                                 "clues": ["elder_sign"]})
    said = texts.prompt(s, s.legal_actions(), lang)
    assert texts.game_is_lost(s), said
    assert LOST[lang] in said and LESSON[lang]["last_clue"] not in said, said
    assert texts.card_name("elder_sign", lang) in said, said


def test_LS_P6_a_swap_that_takes_the_protection_away_is_not_lost():
    """Randolph Carter (Sane) swaps the other hand card onto the stack, the Elder Sign into the hand: not lost."""
    s = new_game(seed=3, rules=REVEALED, setup={"hand": ["investigators"], "deck": ["randolph_carter", "..."],
                                                 "clues": ["elder_sign"]})
    assert not texts.game_is_lost(s), texts.prompt(s, s.legal_actions())


def _protected_last_clue(s) -> bool:
    """The position of the finding, from the legal plays' own fields (independent of dangers.py): the last clue over
    Cthulhu is a known protection card and no play swaps it (Sane Carter / Nyarlathotep), takes it (Insane Mi-Go with
    the Braincase set aside) or draws a second play (Insane Golden Mead), or the opponent is protected already."""
    if s.result or s.pending is None or s.pending.kind == "answer" or s.rules.trapezohedron_trigger != "on_play":
        return False
    if not any(a.kind in ("play", "guess") for a in s.legal_actions()):   # the player's decision only
        return False
    if len(s.stack) != 2 or s.stack[0] != CTHULHU or not s.top_known:
        return False
    if CARD_KIND[s.stack[-1]] not in ("elder_sign", "liber_ivonis"):
        return False
    rows = {(a["card"], dict(a.fields).get("effect", "sane")) for a in s.legal_actions() if a.kind == "play"}
    outs = {("randolph_carter", "sane"), ("nyarlathotep", "sane"), ("golden_mead", "insane")}
    if s.aside:
        outs.add(("mi_go", "insane"))
    return s.o_protected or not rows & outs


def _wins_from(s, rng) -> bool:
    """Return whether random plays from `s` ever reach a win in 40 tries (a lost position never does)."""
    for _ in range(40):
        t = s.clone()
        while not t.result:
            t.apply(rng.choice(t.legal_actions()))
        if t.result.outcome == "win":
            return True
    return False


@pytest.mark.parametrize("difficulty", ["easy", "standard"])
def test_LS_O4_every_protected_last_clue_is_told_that_turn_over_many_seeds(difficulty):
    """Seeds 0-1999 played at random: every decision in the finding's position is told lost that same turn, and no
    position told lost so is ever won by random play from it (the warning is never said of a game still open)."""
    rng, seen, checked = random.Random(7), 0, 0
    for seed in range(2000):
        s = new_game(seed=seed, rules=difficulty_rules(difficulty), events=False)
        while not s.result:
            if _protected_last_clue(s):
                seen += 1
                assert _said_lost(s), (seed, s.turn, texts.prompt(s, s.legal_actions()))
                if checked < 25:
                    checked += 1
                    assert not _wins_from(s, rng), (seed, s.turn)
            s.apply(rng.choice(s.legal_actions()))
    assert seen >= {"easy": 10, "standard": 3}[difficulty], seen


# 096_g7_7: one hidden clue left; "Compare Investigators (1)" carried only the last-clue ⚠, without the "if the top
# card is higher, you lose" it carried elsewhere (072_g5_2): both outcomes but a tie lose (LS-P3, LS-P10)
HIDDEN_LAST = {"hand": ["great_race_of_yith"], "deck": ["investigators", "..."], "clues": ["cats_of_ulthar"]}


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P3_LS_P10_a_hand_compare_on_the_last_clue_says_both_losses(lang):
    from cthulhu_widgets.games.letter.sentences.danger import LABEL
    from cthulhu_widgets.widgets.letter import LetterWidget
    chips = {m["id"]: m["label"] for m in LetterWidget(seed=3, setup=HIDDEN_LAST, lang=lang).legal}
    hand = chips["play card=great_race_of_yith compare=hand"]
    assert LABEL[lang]["compare_last"] in hand, hand
    assert LABEL[lang]["last_clue"] in chips["play card=great_race_of_yith compare=deck"], chips


# 054_g3_4: Golden Mead / Nyarlathotep offered "look at the top card (it becomes known)" with the top card face up
# already (LS-P2, LS-P6 Insane: the look shows nothing new), unsaid, where "the opponent is protected" chips say so
LOOKED = {"en": "already known", "zh": "已公開", "ja": "公開済み"}


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P2_LS_P6_a_look_at_a_known_top_card_says_it_shows_nothing_new(lang):
    from cthulhu_widgets.widgets.letter import LetterWidget

    def chips(rules):
        w = LetterWidget(seed=3, rules=rules, lang=lang, setup={
            "hand": ["golden_mead"], "deck": ["cats_of_ulthar", "nyarlathotep", "..."], "clues": ["investigators", "elder_sign"],
            "discard": ["liber_ivonis"]})
        return {m["id"]: (m["label"], m["text"]) for m in w.legal}
    known = chips(REVEALED)
    for move in ("play card=golden_mead effect=sane", "play card=golden_mead effect=insane",
                 "play card=nyarlathotep effect=insane"):
        label, text = known[move]
        assert LOOKED[lang] in label and LOOKED[lang] in text, (move, label, text)
        assert LOOKED[lang] not in chips({})[move][0]   # a hidden top: the look shows it
    assert all(LOOKED[lang] not in label for label, _ in known.values() if "nyarlathotep effect=sane" in label)


# 031_g1_9 / 036_g1_12: the answer "Your hand card, Golden Mead: swapped" to the opponent's Randolph Carter (LS-O6) gave
# it Golden Mead as its known top card; played (its Insane row, LS-TURN-3, LS-O2) it showed the deck top and played
# its next card at once, an Investigators: a loss (LS-O1, LS-KNOW-4). The chip now warns, as a swap of one's own does.
GIVES = {"en": "the opponent gets Golden Mead", "zh": "對手得到黃金蜂蜜酒", "ja": "相手が「黄金の蜂蜜酒」を得る"}


def _carter_answer(hand_card):
    s = new_game(seed=3, setup={"hand": ["silver_key"], "deck": [hand_card, "investigators", "..."],
                                "clues": ["randolph_carter", "investigators", "cats_of_ulthar"]})
    s.apply(next(a for a in s.legal_actions() if a["card"] == "silver_key"))
    while s.legal_actions()[0].kind == "opponent_play":
        s.apply(s.legal_actions()[0])
    return s


@pytest.mark.parametrize("lang", LANGS)
def test_LS_O6_LS_O2_giving_golden_mead_to_the_opponent_warns(lang):
    s = _carter_answer("golden_mead")
    chips = {str(a): texts.move_words(s, a, lang) for a in s.legal_actions()}
    assert GIVES[lang] in chips["answer side=hand"]["label"], chips
    assert "⚠" not in chips["answer side=deck"]["label"], chips
    assert "⚠" not in texts.move_words(*_answer_hand(_carter_answer("elder_sign")), lang)["label"]


def _answer_hand(s):
    return s, next(a for a in s.legal_actions() if a["side"] == "hand")
