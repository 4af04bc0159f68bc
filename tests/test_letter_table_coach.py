"""Letter's "Learn to play" (issue 23): a fixed deal, and coach marks whose words match it. The test plays the
coach's steps on the Learn deal, in every language of the game, as a newcomer would: each mark points at the legal
move its step names, the cards its text names are the ones the seat holds, and what it says happened did."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.coach import LEARN_SEED, coach_words
from cthulhu_widgets.games.letter.cards import KIND_BY_ID
from cthulhu_widgets.games.letter.sentences.coach import LEARN_SETUP
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")


def name(card: str, lang: str) -> str:
    return getattr(KIND_BY_ID[card], lang)


def learn(lang: str, seed=None) -> LetterWidget:
    w = LetterWidget(seed=seed, can_reveal=False, lang=lang)
    w.command({"cmd": "learn"})
    assert w.error == "" and w.seed == LEARN_SEED
    return w


def to_mark(w: LetterWidget) -> dict:
    """Let the opponent play until the coach shows a mark on the seat's decision (or lets go)."""
    for _ in range(20):
        if w.coach.get("id") or w.coach.get("free") or w.state.result is not None:
            return w.coach
        w.step(1)
    raise AssertionError(f"no coach mark: {w.coach}")


def test_LS_SETUP_8_learn_deals_the_same_hand_whatever_game_came_before():
    """LS-SETUP-8: "Learn to play" deals its written-out deal: the same hand, deck and clues from any earlier game."""
    hands = set()
    for seed in (None, 2, 77):
        w = learn("en", seed)
        hands.add((tuple(c["id"] for c in w.view["hand"]), w.view["deck"]["count"], w.view["opponent"]["clues"]))
    assert hands == {(("great_race_of_yith", "nyarlathotep"), 13, len(LEARN_SETUP["clues"]))}, hands


@pytest.mark.parametrize("lang", LANGS)
def test_LS_TURN_1_LS_TURN_5_coach_steps_played_on_the_learn_deal_match_what_is_dealt(lang):
    """LS-TURN-1 / LS-TURN-5: each coached decision's mark points at its step's move, names the cards in hand (and no
    card the seat does not hold), and the next mark's "done" tells what the log says happened; then it lets go."""
    w = learn(lang)
    steps = coach_words("letter", lang)["steps"]
    for n, step in enumerate(steps, start=1):
        mark = to_mark(w)
        assert mark.get("n") == n, mark
        assert mark["id"] == step["move"] and mark["id"] in {m["id"] for m in w.legal}, (mark, w.legal)
        hand = [c["id"] for c in w.view["hand"]]
        assert sorted(hand) == sorted(step["cards"]), (n, hand, step["cards"])
        for card in step["cards"]:
            assert name(card, lang) in mark["text"], (n, card, mark["text"])
        named = {k.id for k in KIND_BY_ID.values() if name(k.id, lang) in mark["text"]}
        named -= {k for k in named for o in named if o != k and name(k, lang) in name(o, lang)}   # Mi-Go in its Braincase
        # public piles count as seen (LS-KNOW-5): both discards, the set-aside Braincase (step 4 names it: round Q)
        seen = set(hand) | {c["id"] for c in w.view["opponent_discard"]} | {"cthulhu"}
        seen |= {c["id"] for c in w.view["player_discard"] + w.view["set_aside"]}
        seen |= {c["id"] for c in w.view["opponent"]["cards"] if "id" in c}
        seen |= {w.view["prompt"]["card"]["id"]} if w.view["prompt"].get("card") else set()
        assert named <= seen, (n, named - seen)   # the text names only cards the seat can see
        w.command({"cmd": "act", "id": mark["id"]})
        assert w.error == ""
        said = " ".join(line["text"] for line in w.log_lines)
        done = step["done"]
        for card in KIND_BY_ID.values():
            if name(card.id, lang) in done:
                assert name(card.id, lang) in said, (n, card.id, done)
    waited = w.coach.get("done", "") if w.coach.get("wait") else ""   # told once: while the opponent plays, else
    waited = waited.replace(coach_words("letter", lang)["complete"], "").strip()   # and "Course complete" (review 38)
    mark = to_mark(w)                                                 # with the end (newcomer review 12)
    assert mark.get("free") and (waited or mark["done"]) == steps[-1]["done"], mark
    assert not (waited and mark["done"]), mark
    assert w.view["opponent"]["clues"] < len(LEARN_SETUP["clues"])


def test_LS_P5_the_coached_armitage_eliminates_the_known_top_card():
    """LS-P5: step 3's Armitage on the opponent eliminates Nyarlathotep, the top card its text says the seat knows."""
    w = learn("en")
    for _ in range(2):
        w.command({"cmd": "act", "id": to_mark(w)["id"]})
    assert to_mark(w)["n"] == 3
    assert w.view["opponent"]["cards"][0].get("id") == "nyarlathotep"
    w.command({"cmd": "act", "id": w.coach["id"]})
    assert "nyarlathotep" in [c["id"] for c in w.view["opponent_discard"]]
