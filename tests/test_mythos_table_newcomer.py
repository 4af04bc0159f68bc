"""Issue 23, Mythos: what the kernel adds so a newcomer can follow the table — the adventure tracker's data (the seat's
own adventures with what each needs and what it already holds), one word per thing (score, adventure points), and
seats named as people (never "p0" / "p1")."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames import Frames
from cthulhu_widgets.frames import mythos as frame
from cthulhu_widgets.games.mythos import texts
from cthulhu_widgets.games.mythos.requirements import adventure_met, adventure_pool, candidates
from cthulhu_widgets.match import Match


def positions_with_adventures(seed: int = 3, steps: int = 400):
    """Yield the states of a bot game (from setup) at which some seat holds an adventure in its hand."""
    match = Match.new("mythos", seed=seed)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(match.game.SEATS)}
    for _ in range(steps):
        state = match.state
        if any(state.card_of(x).type == "adventure" for pl in state.players for x in pl.hand):
            yield state
        if state.result is not None or not match.step(bots, n=1):
            return


@pytest.fixture(scope="module")
def states():
    found = list(positions_with_adventures())
    assert found, "a bot game in which some seat holds an adventure"
    return found[::7][:12]


def test_MY_ADV_1_MY_ADV_2_goals_count_each_requirement_from_the_public_pool(states):
    """Each adventure in the seat's hand is in its goals, with each requirement's count of the seat's adventure pool
    (capped at what it asks) and `ready` exactly when the engine would let it be completed."""
    for state in states:
        for p, pl in enumerate(state.players):
            goals = state.view(f"p{p}")["players"][p]["goals"]
            held = [x for x in pl.hand if state.card_of(x).type == "adventure"]
            assert [g["inst"] for g in goals] == held
            for g in goals:
                card = state.card_of(g["inst"])
                pool = adventure_pool(state, p)
                assert g["have"] == [min(r.get("count", 1), len(candidates(state, p, r, pool)))
                                     for r in card.requirements]
                assert g["ready"] == adventure_met(state, p, card)
                if g["ready"]:
                    assert all(h == r.get("count", 1) for h, r in zip(g["have"], card.requirements))


def test_MY_HIDE_1_a_seat_never_receives_another_seats_adventures_in_hand(states):
    """The goals come only in the owner's view: another seat's and a spectator's views have none, and no card
    instance of the goals reaches a view that may not see that hand (the frame's compact view included)."""
    frames = Frames("mythos")
    for state in states:
        for p, pl in enumerate(state.players):
            for seat in [*(f"p{q}" for q in range(len(state.players)) if q != p), "public"]:
                view = frames.view(state, seat)
                entry = view["players"][p]
                assert "goals" not in entry and entry["hand"] is None
                hidden = set(pl.hand) - {x for q in view["players"] for x in _insts(q)}
                assert not hidden & {x for x in _insts(entry)}


def _insts(node) -> set:
    """Return every card instance a view's node names."""
    if isinstance(node, list):
        return set().union(*(_insts(v) for v in node)) if node else set()
    if not isinstance(node, dict):
        return set()
    out = {node["inst"]} if type(node.get("inst")) is int else set()
    return out.union(*(_insts(v) for v in node.values() if isinstance(v, (dict, list))))


def test_MY_ADV_1_the_catalog_lists_every_adventures_needs_in_each_language():
    """The tracker's words: every adventure's requirements, one phrase per requirement, in English and Japanese, a
    required card by its name; no snake_case id and no rule ID in them."""
    cards = frame.catalog()["cards"]
    adventures = {k: c for k, c in cards.items() if c.get("type") == "adventure"}
    assert adventures
    for card_id, c in adventures.items():
        for lang in texts.LANGS:
            phrases = c["needs"][lang]
            assert phrases and all(p and not re.search(r"[a-z]+_[a-z]+|MY-", p) for p in phrases), (card_id, lang)
    assert "Servitor of the Outer Gods" in adventures["alone_in_the_world"]["needs"]["en"]
    assert "Corrupt Cultist ally" in adventures["the_price"]["needs"]["en"]
    assert "堕落の教団員の味方" in adventures["the_price"]["needs"]["ja"]


def test_MY_END_1_score_and_adventure_points_are_one_word_each():
    """The panel's score is the score (Sanity plus adventure points) and its points are "adventure points" (ja:
    アドベンチャーポイント) in the table's words, the log and the prompts; "勝利ポイント" is gone."""
    ui = frame.catalog()["ui"]
    assert ui["en"]["points"] == "adventure points" and ui["ja"]["points"] == "アドベンチャーポイント"
    assert ui["en"]["score"] == "score" and ui["ja"]["score"] == "得点"
    assert "adventure points" in texts.event_text("adventure", {"player": "p0", "card": "the_price", "points": 8})
    ja = texts.event_text("adventure", {"player": "p0", "card": "the_price", "points": 8}, "ja")
    assert "アドベンチャーポイント" in ja and "勝利" not in ja


def test_MY_END_1_the_banner_and_story_name_seats_as_people():
    """The banner names the winner and the scores as people ("You", "Player 2"), and a seat's story names the bots
    "Bot 2" and never a bare seat id."""
    over = type("R", (), {"outcome": "p1", "cause": "round_limit", "scores": [12, 15]})
    mine = frame.banner(over, "p0", "en")
    assert mine["title"] == "Player 2 wins" and "You: 12, Player 2: 15" in mine["text"]
    assert not re.search(r"\bp\d\b", mine["title"] + mine["text"])
    assert "プレイヤー 2" in frame.banner(over, "p0", "ja")["title"]
    match = Match.new("mythos", seed=4)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(match.game.SEATS)}
    match.step({"p1": bots["p1"], "p0": bots["p0"]}, n=60)
    from cthulhu_widgets.frames import MatchPositions
    lines = Frames("mythos").log(MatchPositions(match), "p0", "en", bots={"p1"})
    assert any(line["text"].startswith("Bot 2 ") for line in lines)
    assert not any(re.search(r"\bp\d\b", line["text"]) for line in lines), [ln["text"] for ln in lines][:5]


def test_MY_SETUP_the_seat_menu_names_seats_as_people():
    """The catalog names each seat for the page's seat menu in each language ("Player 1", プレイヤー 1), never "p0"."""
    names = frame.catalog()["seat_names"]
    assert names["en"]["p0"] == "Player 1" and names["ja"]["p1"] == "プレイヤー 2"
    assert not any(re.search(r"\bp\d\b", n) for lang in names.values() for n in lang.values())
