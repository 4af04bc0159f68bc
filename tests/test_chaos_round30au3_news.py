"""CHAOS news is told once, at its moment (round AU, fixer AU3; newcomer review 29, chaos_en 2, 079): "A bomb at a6
sent you back to a8" came again at the reader's round-6 decision for its own round-5 step, which its own turn had told.
A refused combo is no joint move (CH-COMBO-1): the reader moved alone and went on deciding."""
from __future__ import annotations

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames import build
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match


def news(frame) -> dict:
    return (frame["legal"] or [{}])[0].get("target", {}).get("news", {})


def test_a_bomb_after_a_refused_combo_is_not_told_again_next_turn_CH_COMBO_1_CH_MOVE_4():
    """Seed 45: at 53, A1's first decision of a turn; its previous turn was a combo A2 could not join, then its own
    step onto a bomb (told then, at its cards). The new turn's news leaves it out."""
    match = Match.new(chaos, seed=45)
    bots = {s: make_bot("heuristic", "chaos", 45 * 16 + i) for i, s in enumerate(chaos.SEATS)}
    told = []
    while len(match) < 53:
        if match.state.to_act == "A1":
            told.append(news(build.of(match, "A1", "en")).get("piece", ""))
        match.apply(bots[match.state.to_act].choose(match.state))
    assert match.state.to_act == "A1"
    assert any("back to" in t for t in told)   # told in its own turn, at the moment
    assert "back to" not in news(build.of(match, "A1", "en")).get("piece", "")


def test_a_take_told_in_a_joint_turn_is_not_told_again_CH_DUR_1():
    """Seed 73: A2's cover (147) made A1's round-9 turn a joint one, where A1 read "B2 took your Prank (Eye)" (151). A1's
    later decisions (a reaction, a join, its next joint turn) had no new take: never that line again (chaos_en 2, 140)."""
    match = Match.new(chaos, seed=73)
    bots = {s: make_bot("heuristic", "chaos", 73 * 16 + i) for i, s in enumerate(chaos.SEATS)}
    hands = {}
    while len(match) < 176:
        if match.state.to_act == "A1":
            hands[len(match)] = news(build.of(match, "A1", "en")).get("hand", "")
        match.apply(bots[match.state.to_act].choose(match.state))
    assert "B2's Prank took your Prank (Eye) at random" in hands[151]   # its card named (review 35, CC2)
    assert [n for n, h in hands.items() if n > 151 and "took your Prank" in h] == []


def _bombed(lang: str, *before, plants=None, checked=None) -> str:
    """The piece line A1 reads after a bomb at g1 sent it back to a8, `before`: events the reader saw before it."""
    from cthulhu_widgets.core.events import Event
    from cthulhu_widgets.frames.chaos_news import news as told
    state = Match.new(chaos, seed=1).state
    assert state.to_act == "A1"
    bomb = Event("CH-MOVE-4", "bomb", {"seat": "A1", "cell": (1, 7), "effect": "respawn",
                                       **({"plants": plants} if plants else {})})
    back = Event("CH-MOVE-4", "respawn", {"seat": "A1", "to": (8, 1)})
    return told(state, [*before, bomb, back], lang, threat=False, checked=checked)["piece"]


def test_a_bomb_names_its_cause_as_far_as_the_seat_knows_CH_MOVE_4_CH_HIDE_2():
    """room_zh 2 ("g1 的炸弹把你送回了 h1", no cause): a bomb with no plant standing was there from the start; with an
    enemy plant standing it may be theirs (only they know, CH-HIDE-2); a plant the reader's team saw is named."""
    from cthulhu_widgets.core.events import Event
    assert _bombed("en") == "Bomb from the start at g1: back to a8"
    assert _bombed("zh") == "g1 开局就有的炸弹把你送回了 a8"
    assert _bombed("ja") == "g1 の最初からの爆弾で a8 へ戻された"
    assert _bombed("en", plants=["B2"]) == "Hidden bomb at g1 (from the start, or team B's): back to a8"
    assert _bombed("zh", plants=["B2"]) == "g1 的隐藏炸弹（开局就有，或是 B 组埋的）把你送回了 a8"
    assert _bombed("ja", plants=["B2"]) == "g1 の隠れた爆弾（初めからか B が仕掛けた）で a8 へ戻された"   # review 41, chaos_ja 10
    mate = Event("CH-MOVE-4", "bomb_temporary", {"seat": "A1", "cell": (1, 7), "by": "A2"}, seats=("A1", "A2"))
    assert _bombed("en", mate, plants=["A2"]) == "A2's temporary bomb at g1: back to a8"
    assert _bombed("zh", mate, plants=["A2"]) == "A2 在 g1 的临时炸弹把你送回了 a8"
    assert _bombed("ja", mate, plants=["A2"]) == "A2 の一時的な爆弾（g1）で a8 へ戻された"


def test_every_bomb_shows_at_the_end_CH_HIDE_2():
    """room_zh 9 (116): bombed three times, the reader wanted to see where the bombs were. The game over, no secret is
    left: every seat's view holds every bomb, hidden and planted (during the game it holds only those it knows)."""
    match = Match.new(chaos, seed=5)
    bots = {s: make_bot("heuristic", "chaos", 5 * 16 + i) for i, s in enumerate(chaos.SEATS)}
    while match.state.result is None:
        match.apply(bots[match.state.to_act].choose(match.state))
    state = match.state
    every = sorted([c[0] + 1, c[1] + 1] for c in state.bombs | state.temp_bombs)
    assert every
    for seat in chaos.SEATS:
        assert sorted(b["cell"] for b in build.of(match, seat, "en")["view"]["bombs"]) == every


def test_after_the_readers_own_checkup_the_bomb_line_says_what_it_saw_CH_P2():
    """chaos_en 7 (077): its own Checkup found the bomb, the line said "only team B knows"; room_zh 2 (095 → 105): its
    Checkup said no bomb there a round before, then a bomb there: planted since."""
    from cthulhu_widgets.core.events import Event
    from cthulhu_widgets.frames.chaos_news import own_checks
    check = Event("CH-P2", "checkup", {"seat": "A1", "cells": [(1, 7), (2, 7), (3, 7)], "bombs": [(2, 7)]},
                  seats=("A1",))
    seen = own_checks([check], "A1")
    assert seen == {(1, 7): False, (2, 7): True, (3, 7): False}
    assert own_checks([check], "B1") == {}   # another seat's Checkup is not the reader's
    assert _bombed("en", plants=["B2"], checked=seen) == "Bomb planted at g1 after your Checkup: back to a8"
    assert _bombed("zh", plants=["B2"], checked=seen) == "g1 的炸弹是你体检后才埋的：把你送回了 a8"
    assert _bombed("ja", plants=["B2"], checked=seen) == "g1 の爆弾は検診の後に置かれた：a8 へ戻された"
    found = {(1, 7): True}
    assert _bombed("en", plants=["B2"], checked=found) == "The bomb your Checkup found at g1: back to a8"
    assert _bombed("zh", checked=found) == "你体检发现的 g1 炸弹把你送回了 a8"
    assert _bombed("ja", checked=found) == "検診で見つけた g1 の爆弾で a8 へ戻された"


def test_CH_G2_a_checkup_holds_until_a_bomb_goes_off_there_and_counts_only_before_it():
    """The diff's re-read: own_checks kept a Checkup's ✗ after that bomb went off (a later plant on the cell read "the
    bomb your Checkup found"), and a Checkup after a bomb counted for it. What still holds at the end is kept."""
    from types import SimpleNamespace

    from cthulhu_widgets.frames.chaos_news import own_checks

    def ev(name, **data):
        return SimpleNamespace(name=name, data=data, seats=("A1",), visible_to=lambda seat: True)
    check = ev("checkup", cells=[[0, 5], [1, 5]], bombs=[[0, 5]])
    assert own_checks([check], "A1") == {(0, 5): True, (1, 5): False}
    assert own_checks([check, ev("bomb", seat="A1", cell=[0, 5])], "A1") == {(1, 5): False}
    assert own_checks([ev("bomb", seat="A1", cell=[0, 5]), check], "A1") == {(0, 5): True, (1, 5): False}
