"""Issue 23 round 3, item 6: the Letter table's danger warnings (games/letter/dangers.py, said in the move chips and
the prompt) read only what the seat sees (LS-KNOW-5). Two deals that differ only in what the player cannot see — the
hidden clues, the unknown deck order, the unused card, redealt by `determinize` — get the same warnings, at every
player decision of random games (hypothesis)."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cthulhu_widgets.games import letter
from cthulhu_widgets.games.letter import texts
from cthulhu_widgets.games.letter.dangers import move_danger, turn_danger

LANGS = ("en", "zh", "ja")


def warnings(state) -> dict:
    """Return every warning the table would show the player now: the turn's (prompt) and each move's (chip)."""
    actions = state.legal_actions()
    moves = {}
    for a in actions:
        key, values = texts._move_key(state, a, "en")
        moves[str(a)] = (move_danger(state, key, values), [texts.move_words(state, a, lang) for lang in LANGS])
    return {"turn": turn_danger(state, actions), "prompt": [texts.prompt(state, actions, lang) for lang in LANGS],
            "moves": moves}


def decisions(seed: int, rng: random.Random, limit: int = 200):
    """Yield the states of a random game (random legal play from `seed`) at which the player decides."""
    state = letter.new_game(seed)
    for _ in range(limit):
        if state.result is not None:
            return
        actions = state.legal_actions()
        if any(a.kind in ("play", "guess", "answer") for a in actions):
            yield state
        state.apply(rng.choice(actions))


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.randoms(use_true_random=False),
       st.integers(min_value=0, max_value=2**16))
def test_LS_KNOW_5_warnings_are_the_same_in_deals_that_differ_only_in_what_the_player_cannot_see(seed, rng, other):
    """Issue 23 item 6 / LS-KNOW-5: at every decision, a twin deal with every hidden card redealt (same view) gets the
    same turn warning, the same move warnings and the same chip and prompt words, in en, zh and ja."""
    for state in decisions(seed, rng):
        twin = state.determinize("player", random.Random(other))
        assert twin.view("player") == state.view("player")
        assert [str(a) for a in twin.legal_actions()] == [str(a) for a in state.legal_actions()]
        assert warnings(twin) == warnings(state)


def test_LS_KNOW_5_the_twins_do_differ_and_warnings_do_fire():
    """The property above is not empty: the twins hold other hidden cards, and random games reach warnings."""
    differ = fired = 0
    for seed in range(30):
        for state in decisions(seed, random.Random(seed)):
            twin = state.determinize("player", random.Random(seed + 1))
            differ += (twin.stack, twin.deck, twin.unused) != (state.stack, state.deck, state.unused)
            w = warnings(state)
            fired += bool(w["turn"]) or any(d for d, _ in w["moves"].values())
    assert differ > 30 and fired > 3, (differ, fired)


def finished(seed: int, lang: str = "en"):
    """Return a Letter widget whose game (random play from `seed`) is over."""
    from cthulhu_widgets.widgets.letter import LetterWidget
    w, rng = LetterWidget(seed=seed, lang=lang), random.Random(seed)
    while w.state.result is None:
        w.command({"cmd": "act", "id": rng.choice(w.legal)["id"]} if w.legal else {"cmd": "bot_step"})
    return w


def test_issue_23_item_3_the_end_turns_the_face_down_cards_over_in_every_language():
    """Issue 23 item 3 (LS-KNOW-2/3/5 end): once the game is over the story names the cards that stayed face down —
    the hidden clues over Cthulhu and the unused card — in en, zh and ja; before the end no line does."""
    for lang, head in (("en", "face-down cards"), ("zh", "蓋著的牌翻開"), ("ja", "伏せられていたカード")):
        w = finished(11, lang)
        design = w.state.view(None)
        last = w.log_lines[-1]["text"]
        assert head in last, w.log_lines[-3:]
        hidden = [c["id"] for c in design["opponent"]["cards"] + design["unused"] if c.get("hidden")]
        assert hidden
        for kind in hidden:
            assert texts.card_name(kind, lang) in last, (kind, last)
        assert sum(head in line["text"] for line in w.log_lines) == 1
        if lang != "en" and len(hidden) > 1:
            assert ", " not in last and "、" in last     # names listed as the language lists them


def test_issue_23_item_3_nothing_is_turned_over_while_the_game_runs():
    """LS-KNOW-5: the end's line comes only with the result (the undo back from the end takes it away)."""
    w = finished(11)
    w.command({"cmd": "undo"})
    assert w.state.result is None
    assert not any("face-down cards" in line["text"] for line in w.log_lines)


def test_issue_23_item_3_the_table_turns_its_face_down_cards_over_at_the_end():
    """Issue 23 item 3: once the game is over the synced view shows the clue stack's, the deck's and the unused card's
    faces (no card back left where a newcomer expects the card), as the designer's view holds them."""
    w = finished(11)
    design = w.state.view(None)
    for cards, truth in ((w.view["opponent"]["cards"], design["opponent"]["cards"]),
                         (w.view["deck"]["cards"], design["deck"]["cards"]), (w.view["unused"], design["unused"])):
        assert [c["id"] for c in cards] == [c["id"] for c in truth]
        assert not any(c.get("hidden") for c in cards)
    assert any(c.get("hidden") for c in design["opponent"]["cards"] + design["unused"])   # there was something hidden


def test_issue_23_item_3_while_the_game_runs_the_view_keeps_its_backs():
    """LS-KNOW-2/3/5: before the end nothing is turned over (the undo back from the end hides them again)."""
    w = finished(11)
    w.command({"cmd": "undo"})
    assert w.state.result is None
    assert w.view["unused"] == [{"hidden": True}]
