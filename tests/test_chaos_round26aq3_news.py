"""What others did to the reader between its turns, told at its next decision where it looks (newcomer review 25:
room_en 1, room_zh 1, chaos_ja 8: a hand replaced or stolen with no cue on the hand; chaos_ja 3, room_zh 9: a swap or
a bomb's return told only below the fold; chaos_en 1: an unseen enemy ghost's deciding threat never flagged). The
frame sends them with the seat's first move, as the board marks (frames/chaos.py, frames/chaos_news.py)."""
from __future__ import annotations

import copy

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames import build
from cthulhu_widgets.frames import chaos as frames_chaos
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

SEED = 2   # heuristic bots on every seat: B2's Brainwash told at A1's turn at 88, B1's take of A1's Checkup and A1's
# bomb at its turn at 173 (the first decision of each turn: review 26, chaos_en 5)


@pytest.fixture(scope="module")
def game():
    """Return A1's frames (en, zh, ja) at positions of one recorded game: A1's first decisions at 88, 148 and 173."""
    match = Match.new(chaos, seed=SEED)
    bots = {s: make_bot("heuristic", "chaos", SEED * 16 + i) for i, s in enumerate(chaos.SEATS)}
    frames = {}
    while len(match) < 176:
        if len(match) in (88, 148, 173):
            frames[len(match)] = {lang: build.of(match, "A1", lang) for lang in ("en", "zh", "ja", "zh-TW")}
        match.apply(bots[match.state.to_act].choose(match.state))
    return frames


def news(frame) -> dict:
    return frame["legal"][0]["target"].get("news", {})


def test_a_brainwashed_hand_is_told_over_the_hand_CH_G3(game):
    """CH-G3: the enemy B2's Brainwash replaced A1's hand: one line, who and what, in every language."""
    said = {lang: news(f).get("hand") for lang, f in game[88].items()}
    # since review 28 (room_en 5, chaos_en 4) the line names the new hand too
    assert said == {"en": "New hand (B2's Brainwash): Amnesia, Schizophrenia, Mania / Sprint",
                    "zh": "新手牌（B2 的洗脑）：失忆、精神分裂、狂躁", "ja": "新しい手札（B2 の洗脳）：記憶喪失、統合失調症、躁状態／疾走",
                    "zh-TW": "新手牌（B2 的洗腦）：失憶、精神分裂、狂躁"}


def test_a_taken_card_and_a_bombs_return_are_told_CH_P2_CH_MOVE_4(game):
    """CH-P2 (Amnesia takes a card) names the taker and the card; CH-MOVE-4's return to the spawn is told by the piece
    to the seat it hit, whoever's turn (room_zh 9: B1's bomb gave no word while A1's did)."""
    en = news(game[173]["en"])
    # its card, at random (review 35, CC2), and the draw that refills the hand (review 37, round FF1: CH-CARD-3)
    assert en["hand"] == ("2 cards left: you draw up to 3 at your turn's end; "
                          "B1's Amnesia took your Checkup (Eye) at random")
    # since review 33 (chaos_en 1, 2) the newest change of the piece since A1's last turn is told, B2's push at 167
    # (the bomb at c8, 153, was A1's joint step of its last turn, told then)
    assert en["piece"] == "B2's combo pushed you from d8 to e8"
    assert news(game[173]["ja"])["hand"] == "残り 2 枚：手番の終わりに 3 枚まで引く；B1 の「記憶喪失」であなたの「検診（目）」が無作為に取られた"


def test_an_unseen_ghost_that_may_reach_the_reader_is_flagged_CH_G5(game):
    """CH-G5, CH-SWAP-1: B2 is vanished and its may-be-there cells are within a step of A1's patient: one line."""
    assert news(game[148]["en"]).get("threat") == "B2 may be near: it can reach you next turn and swap"


def test_the_threat_reads_no_hidden_position_CH_G5():
    """CH-G5: the line is the same in worlds that differ only in where the vanished ghost really is."""
    match = Match.new(chaos, seed=SEED)
    bots = {s: make_bot("heuristic", "chaos", SEED * 16 + i) for i, s in enumerate(chaos.SEATS)}
    while len(match) < 148:
        match.apply(bots[match.state.to_act].choose(match.state))
    state = match.state
    assert "B2" in state.vanish
    said = set()
    for cell in [(0, 0), (7, 7), state.pos["B2"]]:
        world = copy.deepcopy(state)
        world.pos["B2"] = cell
        said.add(frames_chaos._news(world, "en").get("threat"))
    assert said == {"B2 may be near: it can reach you next turn and swap"}


def test_an_enemy_combos_swap_says_why_no_counter_came_CH_C2_CH_C4():
    """CH-C2, CH-C4 (chaos_ja 3): A1's Combo C2 swapped B1's role; B2, B1's ghost, played no Prank, so B1 could not
    counter: one line by the board says both (seed 1, heuristic bots, B1 at its decision 108)."""
    match = Match.new(chaos, seed=1)
    bots = {s: make_bot("heuristic", "chaos", 16 + i) for i, s in enumerate(chaos.SEATS)}
    while len(match) < 108:
        match.apply(bots[match.state.to_act].choose(match.state))
    assert news(build.of(match, "B1", "en"))["piece"] == ("A1's combo swapped your role: you are a ghost now; "
                                                          "you could not counter: B2 did not play Prank")
    assert news(build.of(match, "B1", "ja"))["piece"].startswith("A1 のコンボで役割が入れ替わった：あなたは今幽霊；")


def test_the_news_is_told_at_the_first_decision_only_CH_G3():
    """Review 26, chaos_en 5: "Your hand was replaced by B2's Brainwash" stayed over the hand after A1 had played
    three cards. Told at A1's first decision of its turn; at its next one (after its own move) the hand line is gone,
    while a step of its own still tells what it brought."""
    match = Match.new(chaos, seed=SEED)
    bots = {s: make_bot("heuristic", "chaos", SEED * 16 + i) for i, s in enumerate(chaos.SEATS)}
    while len(match) < 88:
        match.apply(bots[match.state.to_act].choose(match.state))
    assert news(build.of(match, "A1", "en")).get("hand")
    assert match.state.to_act == "A1"
    while match.state.to_act == "A1":
        match.apply(bots["A1"].choose(match.state))
        if match.state.to_act == "A1":
            assert "hand" not in news(build.of(match, "A1", "en"))
            break
    else:
        pytest.fail("A1's turn ended at its first move: no second decision to look at")
