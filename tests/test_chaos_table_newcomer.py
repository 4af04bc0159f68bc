"""The last findings of the newcomer review of the CHAOS table (issue 23), in every language CHAOS offers (en, zh, ja):

- CH-MAP-4: the key moves every round: the table's words say where it is, that it moves and when; the story
  announces each move (a big moment, with what it means), not the first placement.
- CH-COMBO-1/2: a combo's chip and sentence say what it does, which card the partner must add and what declining
  means; the partner asked reads what joining and declining do.
- CH-C4: the reaction's chip and sentence say it needs the partner's card (and what the partner must do).
- Cells are named as the board labels them ("c4": column letter, row number), never "(4,3)", in the story, the
  prompts and the chips' sentences.
- CH-G1/CH-C3: a piece another seat pushed is logged as pushed, by whom, from and to (one line per push).
"""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames import PUBLIC, Frames, MatchPositions
from cthulhu_widgets.frames import chaos as frame
from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos import texts
from cthulhu_widgets.games.chaos.sentences.story import STORY
from cthulhu_widgets.match import Match

LANGS = ("en", "zh", "ja")
RAW_CELL = re.compile(r"\(\d+, ?\d+\)")
# the default asylum map: obstacles at (2,4) (3,6) (4,2) (4,5) (5,4) (5,7) (6,3) (7,5), the gate at (1,1)
BASE = {"first": "A", "bombs": [], "key": [8, 8], "pieces": {"A1": [8, 1], "A2": [6, 6], "B1": [6, 7], "B2": [1, 8]}}


def new(setup: dict, seed: int = 1) -> Match:
    return Match.new(chaos, seed=seed, setup={**BASE, **setup})


def act(match: Match, kind: str, **fields) -> None:
    """Play the legal action of `kind` whose fields include `fields`."""
    match.apply(next(a for a in match.state.legal_actions() if a.kind == kind
                     and all(dict(a.fields).get(k) == v for k, v in fields.items())))


def story(match: Match, reader, lang: str) -> list[dict]:
    return Frames("chaos").log(MatchPositions(match), reader, lang)


def moves(match: Match, lang: str) -> dict:
    """Return the legal moves as the table sends them ({id: move}), in `lang`."""
    return {m["id"]: m for m in Frames("chaos").legal(match.state, lang)}


def idle_round(match: Match) -> None:
    """Let every seat stay and end its turn until the round changes."""
    start = match.state.round
    while match.state.round == start and match.state.result is None:
        act(match, "stay")
        act(match, "end")


@pytest.mark.parametrize("lang", LANGS)
def test_CH_MAP_4_the_key_move_is_announced_with_what_it_means(lang):
    """CH-MAP-4: at a round's end the key moves: every reader's story says so as a big moment with a note that it moves
    each round until a piece steps on it; the key's first placement is not announced as a move."""
    match = new({"start": "A1"})
    idle_round(match)
    for reader in ("A1", "B2", PUBLIC):
        lines = story(match, reader, lang)
        moved = [line for line in lines if line.get("big") and texts.cell_label(
            [c + 1 for c in match.state.key]) in line["text"]]
        assert len(moved) == 1, (reader, [line["text"] for line in lines])
        assert moved[0]["note"] == STORY[lang]["note_key"]
        assert moved[0]["text"] == STORY[lang]["key_moved"].format(
            cell=texts.cell_label([c + 1 for c in match.state.key]))


@pytest.mark.parametrize("lang", LANGS)
def test_CH_MAP_4_the_table_words_say_where_the_key_is_that_it_moves_and_when(lang):
    """CH-MAP-4: the catalog's table words of every language hold the key's panel line and board tag, filled with the
    cell (as the board labels it) and the round at whose end it moves."""
    ui = frame.catalog()["ui"][lang]
    line = ui["key_moves"].replace("{cell}", "c4").replace("{round}", "3")
    assert "c4" in line and "3" in line and "{" not in line
    assert "{" not in ui["tag_key"] and ui["tag_key"] != "tag_key"   # "when this round ends" (review 32, chaos_en 5)
    assert ui["combo_how"]


@pytest.mark.parametrize("lang", LANGS)
def test_CH_COMBO_1_a_combo_chip_says_what_it_does_what_it_needs_and_what_declining_means(lang):
    """CH-COMBO-1/2: A2 (ghost) holds Possession: its combo move names the partner A1 and the card A1 must add
    (Protection), says what the combo does and that a declined combo gives the card back; A1, asked, reads what
    joining and declining mean, and its decline chip says A2 plays alone."""
    match = new({"start": "A2", "hands": {"A2": ["possession_moon"], "A1": ["protection_moon"]}})
    combo = moves(match, lang)["combo card=possession_moon combo=C3"]
    protection, possession = texts.function_name("protection", lang), texts.card_name("possession_moon", lang)
    assert "A1" in combo["label"] and texts.combo_name("C3", lang) in combo["label"]
    assert "A1" in combo["text"] and protection in combo["text"] and possession in combo["text"]
    effect = texts.CARD_TEXTS["combos"]["C3"][lang]["text"]
    after, before = texts._COMBO_SPLIT[lang]
    assert effect.split(after, 1)[1].split(before)[0] in combo["text"]      # what it does (same suit), in words
    act(match, "combo", combo="C3")
    asked = Frames("chaos").prompt(match.state, lang)
    assert "A2" in asked and protection in asked and asked.count("A2") >= 2              # joining and declining
    decline = moves(match, lang)["decline"]
    assert "A2" in decline["label"] and "A2" in decline["text"]
    join = moves(match, lang)["join card=protection_moon"]
    assert "A2" in join["text"]


@pytest.mark.parametrize("lang", LANGS)
def test_CH_C4_the_reaction_chip_says_it_needs_the_partner(lang):
    """CH-C4: A2 starts C3 with Possession and A1 joins; B2 (ghost) holds Prank: its reaction chip and sentence name
    its partner B1 and the Schizophrenia B1 must add; then B1 reads that it completes B2's reaction with the Prank
    played, and that not reacting sends that Prank back to B2."""
    match = new({"start": "A2", "hands": {"A2": ["possession_moon"], "A1": ["protection_moon"],
                                          "B2": ["prank_eye"], "B1": ["schizophrenia_eye"]}})
    act(match, "combo", combo="C3")
    act(match, "join", card="protection_moon")
    schizo = texts.function_name("schizophrenia", lang)
    react = moves(match, lang)["react card=prank_eye"]
    for said in (react["label"], react["text"], Frames("chaos").prompt(match.state, lang)):
        assert "B1" in said and schizo in said, said
    act(match, "react", card="prank_eye")
    prank = texts.card_name("prank_eye", lang)
    complete = moves(match, lang)["react card=schizophrenia_eye"]
    assert "B2" in complete["label"] and "B2" in complete["text"] and prank in complete["text"]
    assert prank in Frames("chaos").prompt(match.state, lang)
    assert prank in moves(match, lang)["pass"]["text"] and "B2" in moves(match, lang)["pass"]["text"]


@pytest.mark.parametrize("lang", LANGS)
def test_CH_G1_a_possessed_piece_is_logged_as_pushed_by_whom_from_and_to(lang):
    """CH-G1: A2 possesses B1 at g6 and pushes it to g7: every reader reads that B1 is pushed, by A2, from g6 to g7
    (B1 itself as a big moment), never that it moved by itself."""
    match = new({"start": "A2", "hands": {"A2": ["possession_moon"]}})
    act(match, "stay")
    act(match, "play", card="possession_moon")
    act(match, "pick", row=7, col=7)
    for reader in ("A1", "A2", "B1", "B2", PUBLIC):
        lines = [line for line in story(match, reader, lang) if "g6" in line["text"] and "g7" in line["text"]]
        assert len(lines) == 1, (reader, lines)
        text = lines[0]["text"]
        assert text.index("g6") < text.index("g7") and texts.function_name("possession", lang) in text
        assert ("A2" in text) != (reader == "A2"), text                  # by whom: A2, or "you" for A2
        assert bool(lines[0].get("big")) == (reader == "B1")
    en = [line["text"] for line in story(match, "B1", "en")]
    assert "You are pushed from g6 to g7 by A2 (Possession)." in en and not any("You move to g7" in t for t in en)


def _c3_pushed_left(extra: dict | None = None) -> Match:
    """Team A's full combo C3 (A2's Possession, A1 joins with Protection), no reaction, both stay: the enemy pieces
    are pushed left (`extra`: more of the setup, such as a vanished B2)."""
    match = new({"start": "A2", "hands": {"A2": ["possession_moon"], "A1": ["protection_moon"]},
                 "pieces": {"A1": [8, 1], "A2": [8, 2], "B1": [6, 7], "B2": [1, 8]}, **(extra or {})})
    act(match, "combo", combo="C3")
    act(match, "join", card="protection_moon")
    while match.state.pending.kind != "direction":
        kind = next(k for k in ("pass", "stay") if any(a.kind == k for a in match.state.legal_actions()))
        act(match, kind)
    act(match, "push", dir="left")
    return match


def test_CH_C3_a_combo_push_is_one_line_per_piece_from_its_first_cell_to_its_last():
    """CH-C3: team A's full combo pushes B1 and B2 3 cells left: each is one "pushed" line from where it stood to where
    it stopped, by the seat that chose the direction; each language says it."""
    match = _c3_pushed_left()
    en = [line["text"] for line in story(match, "B1", "en")]
    assert any(re.fullmatch(r"You are pushed from g6 to d6 by A\d's combo\.", t) for t in en), en
    assert any(re.fullmatch(r"Your partner B2 is pushed from h1 to e1 by A\d's combo\.", t) for t in en), en
    for lang in ("zh", "ja"):
        assert sum("g6" in line["text"] and "d6" in line["text"] for line in story(match, "B1", lang)) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_cells_are_named_as_the_board_labels_them_in_player_text_CH_MAP_1(lang):
    """CH-MAP-1: over a seeded bot game, no story line of a seat, no prompt and no move sentence writes a raw
    "(row,col)"; a move to a cell names it as the board does (column letter, row number)."""
    match = Match.new(chaos, seed=1, rules={"max_rounds": 3})
    start = Frames("chaos").legal(match.state, lang)
    step = next(m for m in start if m["kind"] == "move")
    assert texts.cell_label(step["target"]["cell"]) in step["text"]
    bots = {s: make_bot("heuristic", "chaos", seed=i) for i, s in enumerate(chaos.SEATS)}
    for _ in range(120):
        if match.state.result is not None:
            break
        said = [m["text"] for m in Frames("chaos").legal(match.state, lang)] + [Frames("chaos").prompt(match.state,
                                                                                                        lang)]
        assert not any(RAW_CELL.search(t) for t in said), said
        match.step(bots, n=1)
    for reader in ("A1", "B2", PUBLIC):
        bad = [line["text"] for line in story(match, reader, lang) if RAW_CELL.search(line["text"])]
        assert not bad, bad


def test_a_push_of_a_vanished_ghost_tells_the_other_team_nothing_new_CH_HIDE_4():
    """CH-HIDE-4: the pushed line of a piece is made from the events the reader may see: a vanished ghost pushed by
    C3 is told to its own team (pushed, from and to) and to the enemy only as pushed unseen, with no cell."""
    match = _c3_pushed_left({"vanish": {"B2": {"start": [1, 8], "path": [], "turns_left": 1}}})
    enemy = [line["text"] for line in story(match, "A1", "en") if line["text"].startswith("B2")]
    assert "B2 is pushed unseen." in enemy and not any(re.search(r"[a-h]\d", t) for t in enemy), enemy
