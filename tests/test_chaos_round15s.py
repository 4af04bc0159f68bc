"""Newcomer review 14 (round S), CHAOS: what the table says. A vanished ghost's stay has a hidden form for the seats
that may not see it (CH-HIDE-4); the course teaches the key's move at a round's end; combos are named by their
cards in the story, never by a rule ID; "a"/"an" before a card's name in English.

Scenarios are laid out on the asylum map as in tests/chaos_support.py (team A first unless told, gate open, a bomb at
(8, 8)); cells are 1-based [row, col].
"""
from __future__ import annotations

import json
import re

import pytest

from cthulhu_widgets.frames import build
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

LANGS = ("en", "ja", "zh", "zh-TW")
VIEWERS = ("A1", "A2", "B1", "B2", "public")


def _act(match, kind, **fields):
    match.apply(next(a for a in match.state.legal_actions()
                     if a.kind == kind and all(a[k] == v for k, v in fields.items())))


# ----- finding 1: a vanished ghost that stays tells the other seats that it stayed, never where ------------------

def _vanished_b2_stays():
    """Return a match where ghost B2 vanished at (5,3) and, next round, stays where it is (B1 and team A idle)."""
    hands = {s: [] for s in chaos.SEATS} | {"B2": ["vanish_moon"]}
    match = Match.new(chaos, seed=7, setup={"first": "B", "start": "B2", "bombs": [[8, 8]], "gate_open": True,
                                            "pieces": {"B2": [5, 3]}, "hands": hands})
    _act(match, "stay")
    _act(match, "play", card="vanish_moon")
    _act(match, "end")
    while match.state.to_act != "B2":   # B1, then team A's turns of the next round: no move, no card
        _act(match, "stay")
        _act(match, "end")
    _act(match, "stay")
    return match


@pytest.mark.parametrize("lang", LANGS)
def test_CH_HIDE_4_a_vanished_ghosts_stay_is_told_to_every_seat_its_cell_only_to_its_team(lang):
    """Review 14 finding 1 (CH-G5, CH-HIDE-2/4, CH-MOVE-1): team A and the spectators read that B2 stayed, hidden, in
    their language; no frame of theirs holds B2's cell (c5) in that turn's story; team B reads where B2 stays."""
    match = _vanished_b2_stays()
    state = match.state
    assert "B2" in state.vanish and state.pos["B2"] == (4, 2)
    stays = [e for e in state.events if e.name.startswith("stays")]
    for seat in VIEWERS:
        seen = [e for e in stays if e.visible_to(seat)]
        assert len(seen) == 1, (seat, seen)
        if seat in ("B1", "B2"):
            assert seen[0].name == "stays" and seen[0].data["cell"]
        else:
            assert seen[0].name == "stays_hidden" and "cell" not in seen[0].data
    for seat in VIEWERS:
        frame = build.of(match, seat, lang)
        story = [line["text"] for line in frame["log_lines"]]
        (b2,) = [p for p in frame["view"]["pieces"] if p["seat"] == "B2"]
        assert seat == "B2" or "B2" in story[-1], (seat, story[-3:])
        if seat in ("B1", "B2"):
            assert "c5" in story[-1] and b2["cell"] == [5, 3], (seat, story[-1])
        else:
            assert not any("c5" in line for line in story), (seat, story)
            assert b2["cell"] is None and "path" not in b2 and "vanish_start" not in b2, (seat, b2)


# ----- finding 2: the course teaches the key's move at the first round's end (CH-MAP-4) ------------------------

def _course(lang: str):
    """Yield (widget, coach mark) at each position of the Learn game followed along its steps, until step 10 is
    done and the course is over."""
    from cthulhu_widgets.widgets import ChaosWidget

    w = ChaosWidget(seed=5, lang=lang)
    w.command({"cmd": "learn"})
    for _ in range(60):
        mark = w.coach
        yield w, mark
        if w.state.result is not None or "free" in mark:
            return
        if mark.get("id") and w.state.to_act == w.seat:
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        else:
            w.step(1)


KEY_MOVES = {"en": ("key", "each round's end", "random cell"), "ja": ("鍵", "ラウンドが終わるたび", "ランダムなマス"),
             "zh": ("钥匙", "每轮结束时", "随机格子"), "zh-TW": ("鑰匙", "每輪結束時", "隨機格子")}


@pytest.mark.parametrize("lang", LANGS)
def test_CH_MAP_4_the_course_says_at_the_first_round_end_where_the_key_goes_and_when(lang):
    """Review 14 finding 2 (CH-MAP-4): the key's move at each round's end was never taught; by the first round's end
    (A1's first decision of round 2, step 5) a course mark has said it: when (each round's end), where (a random cell),
    and that stepping on it stops it. Since round AQ (review 25, chaos_ja 5: one idea a bubble, and step 5 said the key
    was "taken") it is said at step 4, where the reader steps on the key, not in step 5's bubble."""
    words = KEY_MOVES[lang]
    said = False
    for w, mark in _course(lang):
        text = mark.get("text") or ""
        said = said or all(word in text for word in words)
        if any(e.name == "round_end" for e in w.state.events or ()):
            assert w.state.round == 2 and mark.get("n") == 5, (w.state.round, mark)
            assert said, "no course mark said where the key goes and when by the first round's end"
            return
    pytest.fail("the course never reached a round's end")


# ----- finding 3: a combo is named by its cards in the story, never by its rule ID (C5) --------------------------

RULE_ID = re.compile(r"\bC\d")
C5_NAMES = {"en": ("Mischief", "Checkup"), "ja": ("撹乱", "検診"), "zh": ("捣蛋", "体检"), "zh-TW": ("搗蛋", "體檢")}


def _c5_then_swap():
    """Return a match where B2 and B1 played the Mischief + Checkup combo (CH-C5: B1, the patient, sees every bomb
    from then on), and next round B1 steps onto ghost A2: the roles swap and B1 keeps its sight (CH-SWAP-1)."""
    hands = {s: [] for s in chaos.SEATS} | {"B2": ["mischief_moon"], "B1": ["checkup_moon"]}
    match = Match.new(chaos, seed=7, setup={"first": "B", "start": "B2", "bombs": [[8, 8]], "gate_open": False,
                                            "hands": hands,
                                            "pieces": {"B1": [5, 5], "A2": [5, 6], "B2": [2, 8], "A1": [8, 1]}})
    _act(match, "combo", combo="C5", card="mischief_moon")
    for _ in range(40):
        state = match.state
        if any(e.name == "swap" for e in state.events):
            return match
        kinds = [a.kind for a in state.legal_actions()]
        if state.to_act == "B1" and "join" in kinds:
            _act(match, "join", card="checkup_moon")
        elif state.to_act == "B1" and state.round >= 2 and state.pending.kind == "move":
            _act(match, "move", row=5, col=6)
        else:
            _act(match, next(k for k in ("pass", "decline", "stay", "stop", "end") if k in kinds))
    raise AssertionError("B1 never met A2")


@pytest.mark.parametrize("lang", LANGS)
def test_CH_C5_the_story_names_the_bomb_sight_combo_by_its_cards(lang):
    """Review 14 finding 3 (CH-C5, CH-SWAP-1): "Combo C5's sight" was jargon: every reader's story names the combo by
    its two cards (Mischief + Checkup) where B1 keeps its sight through the swap, and no line holds a rule ID."""
    match = _c5_then_swap()
    assert "B1" in match.state.vision and match.state.role["B1"] == "ghost"
    for seat in VIEWERS:
        story = [line["text"] for line in build.of(match, seat, lang)["log_lines"]]
        kept = [text for text in story if all(name in text for name in C5_NAMES[lang])]
        assert kept and (seat == "B1" or "B1" in kept[-1]), (seat, story[-3:])
        assert not [text for text in story if RULE_ID.search(text)], seat


@pytest.mark.parametrize("seed", [3, 11, 19])
def test_no_rule_id_in_a_play_mode_story_of_a_bot_game(seed):
    """Review 14 finding 3: in play mode no story line of a bot game holds a rule ID ("C5", "CH-…"), for any reader,
    in en, ja, zh and zh-TW."""
    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.frames import Frames, MatchPositions

    match = Match.new(chaos, seed=seed, rules={"max_rounds": 8})
    match.step({s: make_bot("heuristic", "chaos", seed=i) for i, s in enumerate(chaos.SEATS)}, n=2000)
    for lang in LANGS:
        for seat in VIEWERS:
            lines = [line["text"] for line in Frames("chaos").log(MatchPositions(match), seat, lang)]
            assert lines and not [text for text in lines if RULE_ID.search(text) or "CH-" in text], (lang, seat)


# ----- finding 4: "a Amnesia": the English article is picked for the name put in the sentence -------------------

WRONG_ARTICLE = re.compile(r"\ba [AEIOUaeiou]|\ban [^AEIOUaeiou8\W]")


def _names() -> list[str]:
    from cthulhu_widgets.games.chaos import texts
    from cthulhu_widgets.games.chaos.cards import CARDS, FUNCTION

    return sorted({texts.card_name(c) for c in CARDS} | {texts.function_name(f) for f in set(FUNCTION.values())})


def test_every_card_name_after_an_article_reads_a_or_an():
    """Review 14 finding 4: every English template that puts a value after "a" ("add a {part}", "needs a {card}")
    reads "an Amnesia", "a Checkup" for every card name and function name of the game."""
    from cthulhu_widgets.games.chaos import texts

    templates = [t for table in (texts.TEXTS, texts.PROMPTS, texts.LABELS, texts.ASKS, texts.BOARD)
                 for t in table["en"].values() if isinstance(t, str) and texts._A_BEFORE.search(t)]
    assert len(templates) > 5
    names = _names()
    assert "Amnesia" in names and "Amnesia (Eye)" in names
    for template in templates:
        keys = set(re.findall(r"\{(\w+)", template))
        for name in names:
            said = texts.fmt(template, **{k: name for k in keys})
            assert not WRONG_ARTICLE.search(said), said
    assert texts.fmt("add a {part}", part="Amnesia") == "add an Amnesia"
    assert texts.fmt("add a {part}", part="Checkup") == "add a Checkup"


def test_ch_c2_the_partner_asked_for_amnesia_reads_an_amnesia():
    """Review 14 finding 4 (CH-C2, CH-COMBO-1): ghost A2 starts Brainwash + Amnesia; the patient A1 is asked to add
    "an Amnesia" (the table read "a Amnesia"), in the leader's chip and in the partner's prompt."""
    from cthulhu_widgets.games.chaos import texts

    hands = {s: [] for s in chaos.SEATS} | {"A2": ["brainwash_moon"], "A1": ["amnesia_moon"]}
    match = Match.new(chaos, seed=7, setup={"first": "A", "start": "A2", "bombs": [[8, 8]], "gate_open": True,
                                            "hands": hands})
    state = match.state
    combo = next(a for a in state.legal_actions() if a.kind == "combo" and a["combo"] == "C2")
    chip = texts.action_text(state, combo, "en")
    assert "an Amnesia" in chip and not WRONG_ARTICLE.search(chip), chip
    match.apply(combo)
    asked = texts.prompt(match.state, match.state.legal_actions(), "en")
    assert match.state.to_act == "A1" and "an Amnesia" in asked and not WRONG_ARTICLE.search(asked), asked


# ----- finding 5: one bombs' tip a game ----------------------------------------------------------------------------

def _tips(seed: int) -> list[str]:
    """Return the coach's tips (moments) as they begin to show in a Learn game: the course's steps followed, then the
    seat's moves taken at random (`seed`) while the bots play, to the end or 400 positions."""
    import random

    from cthulhu_widgets.widgets import ChaosWidget

    rng, shown, showing = random.Random(seed), [], None
    w = ChaosWidget(seed=seed, lang="en")
    w.command({"cmd": "learn"})
    for _ in range(400):
        mark = w.coach
        if mark.get("moment") and mark.get("moment") != showing:
            shown.append(mark["moment"])
        showing = mark.get("moment")
        if w.state.result is not None:
            break
        if w.state.to_act != w.seat:
            w.step(1)
            continue
        action = mark.get("id") or str(rng.choice(w.state.legal_actions()))
        w.command({"cmd": "act", "id": action, "step": w.step_index})
    return shown


@pytest.mark.parametrize("seed", [0, 1])
def test_a_learn_game_shows_one_bombs_tip(seed):
    """Review 14 finding 5: 'Tip · Hidden bombs' and then 'Tip · Bombs' said the same thing twice in one game; now
    the Hidden bombs tip, at the patient's first step on its own, is the game's one bombs' tip, and no tip shows
    twice. It also tells the bombs a ghost's Mischief plants (what the Bombs tip added), in every language."""
    from cthulhu_widgets.games.chaos.sentences.coach import MOMENTS

    shown = _tips(seed)
    assert "unseen" in shown and "bomb" not in shown, shown
    assert len(shown) == len(set(shown)), shown
    for lang, mischief in (("en", "Mischief"), ("ja", "撹乱"), ("zh", "捣蛋"), ("zh-TW", "搗蛋")):
        assert mischief in MOMENTS[lang]["unseen"], lang


# (round AX2's shorter step 7: "…you swap roles. … after a swap you are the ghost.")
THREAT = {"en": ("B2", "ghost", "you are the ghost"), "ja": ("B2", "幽霊", "あなたが幽霊になる"),
          "zh": ("B2", "鬼魂", "你就是鬼魂"), "zh-TW": ("B2", "鬼魂", "你就是鬼魂")}


@pytest.mark.parametrize("lang", LANGS)
def test_CH_SWAP_1_the_course_warns_of_the_enemy_ghost_before_the_bots_play(lang):
    """Review 14 finding 5 (CH-SWAP-1): the course barely showed danger; step 7, where the learner hands the table
    to the bots (B2 among them), warns that team B's ghost B2 reaching the learner's patient swaps their roles."""
    for w, mark in _course(lang):
        if mark.get("n") == 7 and mark.get("id") and w.state.to_act == w.seat:
            assert all(word in mark["text"] for word in THREAT[lang]), mark["text"]
            return
    pytest.fail("step 7 never came")
