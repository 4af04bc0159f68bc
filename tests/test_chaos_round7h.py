"""CHAOS round H (newcomer review 7, issue 23): what review 7 found at 1280 (en)."""
from __future__ import annotations

from cthulhu_widgets.games.chaos import texts
from test_chaos_rules_moves import at, game, names


def _bombed_then_sprint_chip(s):
    """A1's base move steps on the hidden bomb at (6,1); return the Sprint play action offered next."""
    s.act("move", row=6, col=1)
    assert s.pos["A1"] == at(8, 1)
    return next(a for a in s.legal_actions() if a.kind == "play" and a["card"] == "sprint_moon")


def test_CH_MOVE_4_CH_P4_a_sprint_after_a_bomb_is_not_offered_as_an_extra_step():
    """CH-MOVE-4, CH-P4 (§11 Movement: a hurting step ends the seat's movement): review 7 (23-25.png) read
    'Take 1 extra step after your cards' on Mania after the bomb, then 'You gain an extra step (1)', and
    the turn ended without it. The chip warns, the story says no step, the engine gives none."""
    s = game(bombs=[[6, 1]], pieces={"A1": [5, 1]}, hands={"A1": ["sprint_moon", "checkup_eye"]})
    action = _bombed_then_sprint_chip(s)
    for lang in ("en", "zh", "ja"):
        words = texts.move_words(s, action, lang)
        assert "⚠" in words["label"] and "⚠" in words["text"]
    assert "no extra step" in texts.move_words(s, action, "en")["label"]
    s.act("play", card="sprint_moon")
    assert "extra_step" not in names(s) and "no_extra_step_bomb" in names(s)
    for lang in ("en", "zh", "ja"):
        line = texts.event_text("no_extra_step_bomb", {"seat": "A1"}, lang)
        assert "A1" in line and "{" not in line
    s.act("end")
    assert s.to_act == "A2" and s.pos["A1"] == at(8, 1)


def test_CH_P4_a_sprint_after_a_plain_move_still_gives_its_step():
    """CH-P4: with no bomb, the chip still says the extra step and the engine gives it."""
    s = game(pieces={"A1": [5, 1]}, hands={"A1": ["sprint_moon", "checkup_eye"]})
    s.act("move", row=6, col=1)
    action = next(a for a in s.legal_actions() if a.kind == "play" and a["card"] == "sprint_moon")
    assert texts.move_words(s, action, "en")["label"] == "Take 1 extra step after your cards"
    s.act("play", card="sprint_moon")
    assert "extra_step" in names(s)


def test_CH_DUR_1_time_cards_and_the_banner_count_the_same_unit():
    """CH-DUR-1: a time lasts the setter's own turns; the banner counts '2 more turns', so the time cards, the
    declare sentence and the help no longer say '2 rounds' (review 7, 70/71.png)."""
    import json
    from pathlib import Path
    from cthulhu_widgets.games.chaos.sentences import en
    cards = json.loads(Path(texts.__file__).with_name("card_texts.json").read_text(encoding="utf-8"))
    flat = json.dumps(cards, ensure_ascii=False) + json.dumps(en.PROMPTS) + json.dumps(en.HELP if hasattr(en, "HELP") else "")
    for wrong in ("2 rounds", "2 ラウンド", "两轮"):
        assert wrong not in flat
    assert "for your next 2 turns" in en.PROMPTS["declare_time"]


def test_CH_P2_the_checkup_prompt_says_3_cells_before_any_is_picked_and_its_card_says_when_it_plays():
    """CH-P2, CH-CARD-4: review 7 read 'pick 3 more cells' before picking any, and a card text saying Checkup is
    'the only card you may play before moving' though it also plays after moving."""
    s = game(pieces={"A1": [5, 1]}, hands={"A1": ["sprint_moon", "checkup_eye"]})
    s.act("play", card="checkup_eye")
    assert s.pending.kind == "pick"
    en = texts.prompt(s, s.legal_actions(), "en")
    assert en == "Checkup: pick 3 cells to check for bombs."
    for lang in ("zh", "ja"):
        assert "{" not in texts.prompt(s, s.legal_actions(), lang)
    first = next(a for a in s.legal_actions() if a.kind == "pick")
    s.act("pick", row=first["row"], col=first["col"])
    assert "2 more cells" in texts.prompt(s, s.legal_actions(), "en")
    assert "before or after moving" in texts.card_name.__globals__["CARD_TEXTS"]["cards"]["checkup_eye"]["en"]["text"]
