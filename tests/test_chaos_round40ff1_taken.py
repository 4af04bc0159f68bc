"""CHAOS: a hand the bots took is told at the reader's turn, every card taken and what the rule does about it (round
FF, fixer FF1; review 37, chaos_en 2 and chaos_ja 2: "the bots took my whole hand", the turn opened on an empty hand
and nothing said why nor what to do). CH-P3, CH-G4, CH-CARD-3, CH-HIDE-1."""
from __future__ import annotations

from test_chaos_round29at3_story import _match

from cthulhu_widgets.frames import build
from cthulhu_widgets.games.chaos import texts

LEFT = {"en": "1 card left: you draw up to 3 at your turn's end", "zh": "剩 1 张：回合结束时补到 3 张",
        "zh-TW": "剩 1 張：回合結束時補到 3 張", "ja": "残り 1 枚：手番の終わりに 3 枚まで引く"}


def news(frame) -> dict:
    return (frame["legal"] or [{}])[0].get("target", {}).get("news", {})


def test_both_cards_b1_took_and_the_draw_to_come_are_told_at_the_turn_CH_P3_CH_CARD_3():
    """Seed 2: B1's two Amnesias (positions 16, 17) took A1's Protection and Schizophrenia; at A1's turn (19) it
    holds 1 card: its hand line says first that it draws up to 3 at its turn's end, then names both cards, B1 and
    Amnesia."""
    match = _match(2, 19)
    assert match.state.to_act == "A1" and len(match.state.hand["A1"]) == 1
    for lang, left in LEFT.items():
        line = news(build.of(match, "A1", lang))["hand"]
        for card in ("protection_skull", "schizophrenia_skull"):
            assert texts.card_name(card, lang) in line, (lang, line)
        assert "B1" in line and texts.function_name("amnesia", lang) in line, line
        assert line.startswith(left), line   # first: a phone's cut line keeps it


def test_a_full_hand_says_no_draw_CH_CARD_3():
    """Seed 3, position 73: B2's Prank took a card but A1 holds 4: no "cards left" line."""
    line = news(build.of(_match(3, 73), "A1", "en")).get("hand", "")
    assert "left" not in line, line


def test_the_line_is_the_same_whatever_the_enemies_hold_CH_HIDE_1():
    """Two deals differing only in the bots' hidden hands give the reader the same hand line (it names only the
    reader's own cards, which it saw leave)."""
    match = _match(2, 19)
    line = news(build.of(match, "A1", "en"))["hand"]
    other = match.state.clone()
    b1, b2 = other.hand["B1"], other.hand["B2"]
    other.hand["B1"], other.hand["B2"] = list(b2), list(b1)
    assert news(build.Frames("chaos").of(other, build.MatchPositions(match), "A1"))["hand"] == line


SHEET = {"en": ("Amnesia", "Brainwash", "even empty", "refilled"), "zh": ("失忆", "洗脑", "甚至没有", "补到 3 张"),
         "zh-TW": ("失憶", "洗腦", "甚至沒有", "補到 3 張"), "ja": ("記憶喪失", "洗脳", "空の手札", "補充")}


def test_the_rules_sheet_says_a_hand_can_be_taken_and_is_refilled_CH_CARD_3():
    """The "?" sheet's turn rule says enemies' Amnesia, Prank and Brainwash take or replace the reader's cards and that
    a short or empty hand is refilled at its turn's end (review 37, chaos_en 2: the reader did not know hands could
    go)."""
    for lang, words in SHEET.items():
        said = " ".join(texts.HELP[lang]["rules"])
        assert all(w in said for w in words), (lang, words)


def test_the_bots_steps_lines_the_page_tells_as_they_happen_hide_the_bots_cards_CH_HIDE_1():
    """The page tells each bot step from the reader's story lines (js/src/chaos/bot_act.js; review 37, chaos_en 1): two
    games differing only in the bots' hidden hands (B1's and B2's cards swapped at every step) give A1 the same lines,
    the take of its own cards by B1 (seed 2, 16-17) among them."""
    match = _match(2, 24)
    steps = [match.state_at(i) for i in range(len(match))]
    swapped = []
    for state in steps:
        other = state.clone()
        other.hand["B1"], other.hand["B2"] = list(state.hand["B2"]), list(state.hand["B1"])
        swapped.append(other)
    bots = {"A2", "B1", "B2"}
    lines = [line["text"] for line in build.Frames("chaos").log(steps, "A1", "en", bots=bots)]
    assert [line["text"] for line in build.Frames("chaos").log(swapped, "A1", "en", bots=bots)] == lines
    assert any(text.startswith("Bot B1 takes your Protection (Skull)") for text in lines), lines


def test_the_frame_after_b1s_take_names_it_before_the_readers_turn_CH_P3():
    """Seed 2, position 17 (B1's second Amnesia, A1 waiting): the frame's newest story lines, which the page tells over
    the hand as the step comes (bot_act.js), say B1 played Amnesia and took A1's Schizophrenia, in every language."""
    match = _match(2, 17)
    assert match.state.to_act != "A1"
    for lang in LEFT:
        lines = [line["text"] for line in build.of(match, "A1", lang)["log_lines"][-2:]]
        assert texts.function_name("amnesia", lang) in lines[0] and "B1" in lines[0], lines
        assert texts.card_name("schizophrenia_skull", lang) in lines[1] and "B1" in lines[1], lines
