"""CHAOS prompts say when a rule takes an option away or ends the turn (round AQ, fixer AQ4; newcomer review 25,
chaos_en 2: combo and cover vanished without a word when the partner took the team's first turn; chaos_ja 2: the
last extra step ended the turn and drew at once, untold)."""
from __future__ import annotations

from cthulhu_widgets.frames.chaos import legal, prompt
from cthulhu_widgets.games import chaos

LANGS = ("en", "zh", "ja", "zh-TW")


def _game(start="A1", hands=None):
    hands = hands or {}
    setup = {"first": "A", "start": start, "bombs": [], "key": None,
             "pieces": {"A1": [8, 1], "A2": [3, 3], "B1": [1, 3], "B2": [1, 8]},
             "hands": {"A1": hands.get("A1", ["protection_eye", "schizophrenia_skull", "protection_moon"]),
                       "A2": hands.get("A2", ["possession_moon", "vanish_eye", "mischief_skull"]),
                       "B1": hands.get("B1", ["sprint_eye", "sprint_skull", "checkup_moon"]),
                       "B2": hands.get("B2", ["prank_moon", "vanish_skull", "brainwash_eye"])}}
    return chaos.new_game(3, setup=setup)


def _act(s, kind, **fields):
    s.apply(next(a for a in s.legal_actions() if a.kind == kind and all(a[k] == v for k, v in fields.items())))


def _to_a1_after_a2(hands=None):
    """A2 opens the round (the order A2, B2, B1, A1): A1's turn comes after its partner took the team's first."""
    s = _game(start="A2", hands=hands)
    while s.to_act != "A1" or s.pending.kind != "move":
        _act(s, "stay" if s.pending.kind == "move" else "end")
    return s


def test_a1_is_told_once_why_no_combo_after_its_partner_led_CH_COMBO_1():
    """chaos_en 2 (082, 088): A1 holds a Protection (C3's part) yet, A2 having taken the team's first turn, has no
    combo: the prompt says so, short, in every language, before the options."""
    s = _to_a1_after_a2()
    assert not any(a.kind in ("combo", "cover") for a in s.legal_actions())
    said = {"en": "No combo or cover this round: A2 already took your team's first turn.",   # Protection covers too
            "zh": "本轮不能发起合作或全队生效的出牌：A2 已用掉你方本轮的第一个回合。",
            "zh-TW": "本輪不能發起合作或全隊生效的出牌：A2 已用掉你方本輪的第一個回合。",
            "ja": "このラウンドはコンボもチーム全体へのカードも使えない。A2 がチームの最初の手番を使った。"}   # review 27, chaos_ja 5
    for lang, words in said.items():
        text = prompt(s, s.legal_actions(), lang)
        assert text.startswith(words), (lang, text)
        assert text.count(words) == 1


def test_a_combo_card_that_covers_nothing_says_no_combo_only():
    """A1 holding Amnesias (C2's part, no cover card, CH-COVER-2) after A2 led: 'No combo this round', no cover."""
    s = _to_a1_after_a2(hands={"A1": ["schizophrenia_skull", "amnesia_moon", "amnesia_eye"]})
    assert prompt(s, s.legal_actions(), "en").startswith("No combo this round: A2 already took your team's first turn.")


def test_no_combo_note_when_the_reader_leads_or_holds_no_combo_card():
    """The note is for an option the reader had: not when A1 leads (its combo is offered), not once it has moved."""
    s = _game()
    assert any(a.kind == "combo" for a in s.legal_actions())
    assert "No combo" not in prompt(s, s.legal_actions(), "en")
    s = _to_a1_after_a2()
    _act(s, "stay")
    assert "No combo" not in prompt(s, s.legal_actions(), "en")


def _to_a1_extra():
    """A1 stays, plays a Sprint (CH-P4) and ends its cards: one extra step left."""
    s = _game(hands={"A1": ["sprint_moon", "schizophrenia_skull", "protection_eye"]})
    _act(s, "stay")
    _act(s, "play", card="sprint_moon")
    return s


def test_the_end_cards_chip_says_the_extra_step_then_the_draw_CH_CARD_4():
    """chaos_ja 2: 'end cards, 1 extra step' did not say the step closes the turn with a draw."""
    s = _to_a1_extra()
    want = {"en": "then draw", "zh": "然后抽牌", "zh-TW": "然後抽牌", "ja": "引く"}
    for lang, words in want.items():
        end = next(m for m in legal(s, s.legal_actions(), lang) if m["kind"] == "end")
        assert words in end["label"], (lang, end["label"])


def test_the_extra_step_prompt_says_the_turn_ends_and_you_draw_after_it_CH_CARD_4():
    """chaos_ja 2: tapping the extra step's cell ended the turn and drew at once; the ask says so first. No card may
    be played once the extra steps begin (CH-CARD-4 (4)), so the table is right not to offer one."""
    s = _to_a1_extra()
    _act(s, "end")
    assert s.pending.kind == "extra" and not any(a.kind == "play" for a in s.legal_actions())
    want = {"en": "Then your turn ends and you draw", "zh": "然后回合结束并抽牌",
            "zh-TW": "然後回合結束並抽牌", "ja": "手番が終わり、カードを引く"}
    for lang, words in want.items():
        assert words in prompt(s, s.legal_actions(), lang), lang
