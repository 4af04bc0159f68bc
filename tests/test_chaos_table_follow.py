"""Issue 23, CHAOS: a newcomer learns from the table alone. A prompt or chip that offers nothing but a pass says
why (which card would be needed), and each chip's sentence (its tooltip) adds to the chip's own words."""
import re

import pytest

from cthulhu_widgets.frames import chaos as frames_chaos
from cthulhu_widgets.frames.coach import as_shown
from cthulhu_widgets.games.chaos import texts
from cthulhu_widgets.widgets import ChaosWidget

LANGS = ("en", "zh", "ja")
NEEDED = {"en": ("Prank", "Amnesia"), "zh": ("恶作剧", "失忆"), "ja": ("いたずら", "記憶喪失")}


def react_without_prank(lang: str) -> ChaosWidget:
    """Team A starts C3 (Possession + Protection); B2, the enemy ghost asked to react, holds no Prank."""
    w = ChaosWidget(seed=7, seat="B2", lang=lang, setup={
        "first": "A", "hands": {"A1": ["protection_moon", "checkup_eye"], "A2": ["possession_moon", "vanish_eye"],
                                "B2": ["mischief_moon", "vanish_skull", "brainwash_eye"],
                                "B1": ["schizophrenia_skull", "sprint_eye", "amnesia_moon"]}})
    w.play("combo", combo="C3", card="protection_moon").play("join", card="possession_moon")
    return w


def join_without_part(lang: str) -> ChaosWidget:
    """A1 starts C2 (Brainwash + Amnesia) with Amnesia; its ghost partner A2 holds no Brainwash to join with."""
    w = ChaosWidget(seed=7, seat="A2", lang=lang, setup={
        "first": "A", "hands": {"A1": ["amnesia_moon", "checkup_eye"], "A2": ["vanish_moon", "prank_eye"],
                                "B1": ["amnesia_eye", "protection_skull"], "B2": ["mischief_eye", "possession_moon"]}})
    w.play("combo", combo="C2", card="amnesia_moon")
    return w


def _bare(text: str) -> str:
    """Return a text without its punctuation, spaces and case: what a reader sees as the same words."""
    return re.sub(r"[\s.。、，,:：!！?？()（）「」]+", "", text).lower()


def _forced(w: ChaosWidget):
    """Return the position where the table declined for the viewing seat (round 6d: it is not asked) and its moves."""
    state = w.match.state_at(w._passes[-1][0])
    return state, frames_chaos.legal(state, state.legal_actions(), w.lang)


@pytest.mark.parametrize("lang", LANGS)
def test_CH_C4_CH_HIDE_3_a_react_prompt_without_a_card_names_the_card_it_would_need(lang):
    """Round 6d: the table passes for B2 and its story says why; a table that asks (rooms) names the card too."""
    w = react_without_prank(lang)
    state, legal = _forced(w)
    assert w.state.to_act != "B2" and [m["kind"] for m in legal] == ["pass"]
    prank = texts.function_name("prank", lang)
    assert any(prank in line["text"] and line.get("you") for line in w.log_lines)
    assert prank in frames_chaos.prompt(state, state.legal_actions(), lang)   # "…you hold no Prank…"
    chip = legal[0]
    assert prank in chip["text"], chip                          # the chip's tooltip says why too
    assert _bare(chip["text"]) != _bare(chip["label"])


@pytest.mark.parametrize("lang", LANGS)
def test_CH_COMBO_1_a_join_prompt_without_a_card_names_the_card_it_would_need(lang):
    w = join_without_part(lang)
    state, legal = _forced(w)
    assert w.state.to_act != "A2" and [m["kind"] for m in legal] == ["decline"]
    brainwash = texts.function_name("brainwash", lang)
    assert any(brainwash in line["text"] and line.get("you") for line in w.log_lines)
    assert brainwash in frames_chaos.prompt(state, state.legal_actions(), lang)
    assert brainwash in legal[0]["text"], legal[0]


@pytest.mark.parametrize("lang", LANGS)
def test_CH_C4_CH_COMBO_1_every_chip_sentence_adds_to_the_chips_words(lang):
    """A chip's tooltip is its move's sentence: it must say more than the chip ("Do not react." is no tooltip)."""
    seen = 0
    tables = [react_without_prank(lang), join_without_part(lang)]
    react = ChaosWidget(seed=7, seat="B2", lang=lang, setup={
        "first": "A", "hands": {"A1": ["protection_moon", "checkup_eye"], "A2": ["possession_moon", "vanish_eye"],
                                "B2": ["prank_skull", "mischief_moon"], "B1": ["schizophrenia_skull", "sprint_eye"]}})
    react.play("combo", combo="C3", card="protection_moon").play("join", card="possession_moon")
    tables += [react, ChaosWidget(seed=3, lang=lang), ChaosWidget(seed=5, lang=lang)]
    for w in tables:
        for move in w.legal:
            if move.get("label"):
                seen += 1
                assert _bare(move["text"]) != _bare(move["label"]), move
    assert seen >= 6


def coached_marks(lang: str) -> list[tuple[dict, dict]]:
    """Return each coach mark of "Learn to play" with the legal move it rings, the seat making each coached move."""
    w = ChaosWidget(seed=None, can_reveal=False, lang=lang)
    w.learn()
    out = []
    for _ in range(80):
        mark = w.coach
        if w.state.to_act == w.seat and w.legal and mark.get("n"):
            move = next(m for m in w.legal if m["id"] == mark["id"])
            out.append((mark, move))
            w._on_command(w, {"cmd": "act", "id": mark["id"]})
            assert not w.error, w.error
        elif w.state.to_act == w.seat:
            break
        else:
            w.step(1)
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_CH_CARD_4_each_coach_mark_names_exactly_what_its_ringed_item_says(lang):
    """Learn to play: a mark's words name the ringed item's own words (its chip's label, else its move's sentence)."""
    marks = coached_marks(lang)
    assert [m["n"] for m, _ in marks] == list(range(1, 11))   # Learn to play has 10 steps (round I: 8; review 11: 10)
    for mark, move in marks:
        card = (move.get("target") or {}).get("card")    # a card shows its name; a chip its label
        shown = texts.card_name(card, lang) if card else move.get("label") or move["text"].rstrip(".。")
        if move["kind"] == "push":   # its chip shows "▼ down", not its sentence (newcomer review 12, test_coach_round12p)
            shown = as_shown("chaos", move, lang)["label"]
        if move["kind"] == "declare_time":   # its chip's sentence is longer than a bubble (review 11): its time
            shown = {"en": "Dawn", "zh": "黎明", "ja": "夜明け"}[lang]
            assert shown in move["text"]
        assert shown in mark["text"], (mark["text"], shown)
        assert "{" not in mark["text"]


@pytest.mark.parametrize("seat", ["A1", "A2", "B1"])
def test_CH_HIDE_3_only_the_seat_asked_learns_it_holds_no_card_to_react_with(seat):
    """The reason (B2 holds no Prank) is B2's own hand: no other seat's prompt, moves or log carries it."""
    w = react_without_prank("en")
    w.seat = seat
    said = " ".join([w.prompt, *(m["text"] for m in w.legal), *(str(line) for line in w.log_lines)])
    assert "hold no" not in said and "holds no" not in said, said
