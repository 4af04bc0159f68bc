"""CHAOS table, issue 23 round G (newcomer review 6): the board and the chips warn before a move that hurts."""
from __future__ import annotations

from cthulhu_widgets.frames import chaos as frame
from cthulhu_widgets.frames.build import packed
from test_chaos_blind_issue21 import new


def _chips(g, lang="en"):
    """Return the frame's chips of the seat to act."""
    return frame.legal(g, g.legal_actions(), lang)


def test_join_chip_of_a_far_c1_warns_before_the_cards_are_spent():
    """Finding 1 (CH-C1, CH-COMBO-2): the partner A2 (ghost) starts Vanish + Sprint while A1 stands 5 cells away; the
    rule allows the combo, but the same-suit jump cannot happen, so A1's join chip says so with a ⚠ and the distance
    (review 6: the join chip offered 'same suit, full effect' and both cards were spent for nothing)."""
    g = new({"start": "A2", "pieces": {"A1": [7, 1], "A2": [2, 6]},
             "hands": {"A1": ["sprint_moon", "sprint_eye"], "A2": ["vanish_moon"]}})
    g.act("combo", combo="C1", card="vanish_moon")
    assert g.to_act == "A1" and g.pending.kind == "join"
    chips = {c["fields"]["card"]: c for c in _chips(g) if c["kind"] == "join"}
    same, other = chips["sprint_moon"], chips["sprint_eye"]
    assert "⚠" in same["label"] and "5 cells" in same["label"], same
    assert same["text"].startswith("⚠ Your partner A2 is 5 cells away"), same["text"]
    assert "⚠" not in other["label"], other    # different suits: 2 steps toward the ghost, not nothing
    for lang, word in (("zh", "5 格"), ("ja", "5 マス")):
        chip = next(c for c in _chips(g, lang) if c["kind"] == "join" and c["fields"]["card"] == "sprint_moon")
        assert "⚠" in chip["label"] and word in chip["label"], chip


def test_start_chip_of_a_far_c1_names_the_distance():
    """Finding 1: the leader's own C1 chip starts with the warning too, with the partner's distance."""
    g = new({"start": "A1", "pieces": {"A1": [7, 1], "A2": [2, 8]},
             "hands": {"A1": ["sprint_moon"], "A2": ["vanish_moon"]}})
    chip = next(c for c in _chips(g) if c["kind"] == "combo")
    assert "⚠" in chip["label"] and "7 cells" in chip["label"], chip
    assert chip["text"].startswith("⚠ Your partner A2 is 7 cells away"), chip["text"]


def test_a_move_onto_a_bomb_you_found_is_marked_dangerous():
    """Finding 3 (CH-MOVE-4): A1's Checkup found a bomb at a7; the move there is sent as `danger` with a ⚠ sentence
    (en zh ja); the safe move is not; a protected patient (CH-P5) or a ghost is not warned."""
    g = new({"start": "A1", "pieces": {"A1": [8, 1], "A2": [8, 2]}, "hands": {"A1": ["sprint_moon"]}})
    g.checked["A1"][(6, 0)] = True
    moves = {tuple(c["target"]["cell"]): c for c in _chips(g) if c["kind"] == "move"}
    assert moves[(7, 1)]["target"].get("danger") == 1, moves[(7, 1)]
    packed(_chips(g))   # the widget sends it: no key a packed move lacks
    assert moves[(7, 1)]["text"].startswith("⚠ a7: a bomb you found: you go back to your spawn."), moves[(7, 1)]
    assert not moves[(8, 2)]["target"].get("danger")
    for lang, word in (("zh", "炸弹"), ("ja", "爆弾")):
        chip = next(c for c in _chips(g, lang) if c["kind"] == "move" and c["target"]["cell"] == [7, 1])
        assert chip["text"].startswith("⚠ a7") and word in chip["text"], chip
    g.protected["A1"] = 99
    assert not any(c["target"].get("danger") for c in _chips(g))


def test_zh_card_texts_read_like_a_published_game():
    """Finding 4: the zh card texts said the seed's draft words ('鬼玩家与人玩家', '地图牌', '由玩家自己记录'); they read
    as a published zh card says them, with the glossary's terms (病人, 鬼魂, 体检, 轮/回合), and each combo's text still
    parts its full effect from the different-suit one."""
    import json
    from pathlib import Path

    from cthulhu_widgets.games.chaos import texts
    data = json.loads((Path(frame.__file__).parents[1] / "games" / "chaos" / "card_texts.json").read_text("utf-8"))
    zh = [v["zh"]["text"] for part in ("cards", "combos", "times") for v in data[part].values()]
    for stiff in ("人玩家", "鬼玩家", "地图牌", "由玩家自己记录", "单位", "在四名玩家", "病人玩家"):
        assert not any(stiff in t for t in zh), stiff
    after, before = texts._COMBO_SPLIT["zh"]
    for c in ("C1", "C2", "C3", "C4", "C5"):
        text = data["combos"][c]["zh"]["text"]
        assert after in text and before in text, c
    assert "之后的 2 个回合" in data["times"]["midnight"]["zh"]["text"]   # CH-DUR-1: the setter's next 2 turns (round 7h)


def _marks(g, lang="en"):
    """Return the board marks the seat to act is sent with its moves (on its first move's target)."""
    chips = _chips(g, lang)
    packed(chips)
    return chips[0]["target"].get("marks", [])


def test_a_bomb_step_is_sent_to_the_board_with_its_cell():
    """Finding 2 (CH-MOVE-4): A1 steps on a bomb at a6 and goes back to its spawn; its next choice carries a blast
    mark at a6 with the story's sentence, for the board to draw."""
    g = new({"start": "A1", "pieces": {"A1": [7, 1], "A2": [8, 2]}, "bombs": [[6, 1]], "hands": {"A1": ["sprint_moon"]}})
    assert _marks(g) == []
    g.act("move", row=6, col=1)
    assert g.to_act == "A1"
    blast = [m for m in _marks(g) if m["kind"] == "blast"]
    assert blast and blast[0]["cell"] == [6, 1] and "a6" in blast[0]["tip"], blast


def test_a_midnight_compass_reading_is_sent_with_its_cell_and_direction():
    """Finding 2 (CH-TIME-2): at Midnight A1 spins 'up' into an obstacle: the needle's cell is where A1 stands, the
    direction 'up', the step lost; a spin that moves puts the needle on the cell it left."""
    g = new({"start": "A1", "pieces": {"A1": [7, 3], "A2": [8, 2]}, "time": {"kind": "midnight", "rounds": 2},
             "compass": ["up"], "hands": {"A1": ["sprint_moon"]}})
    g.act("spin")
    needle = next(m for m in _marks(g) if m["kind"] == "compass")
    assert needle["cell"] == [7, 3] and needle["dir"] == "up" and needle["lost"], needle
    g = new({"start": "A1", "pieces": {"A1": [7, 3], "A2": [8, 2]}, "time": {"kind": "midnight", "rounds": 2},
             "compass": ["right"], "hands": {"A1": ["sprint_moon"]}})
    g.act("spin")
    needle = next(m for m in _marks(g, "zh") if m["kind"] == "compass")
    assert needle["cell"] == [7, 3] and needle["dir"] == "right" and not needle["lost"] and "罗盘" in needle["tip"]


def test_zh_sentences_say_what_a_zh_table_says():
    """Finding 4: the zh log and chips said 出示 (show) for playing a card, 隐藏地 and '这一步被阻挡，失去了'; a zh board
    game says 打出, 暗中, '这一步作废', and the compass points a way ('罗盘指向上方')."""
    from cthulhu_widgets.games.chaos import texts
    words = [*texts.TEXTS["zh"].values(), *texts.PROMPTS["zh"].values(), *texts.LABELS["zh"].values()]
    for stiff in ("出示", "隐藏地", "失去了", "抽取"):
        assert not any(stiff in w for w in words if isinstance(w, str)), stiff
    assert texts.event_text("compass", {"seat": "A1", "dir": "up"}, "zh") == "罗盘指向上方：A1 向上走一步。"


def test_a_joint_move_out_of_the_jumps_reach_warns():
    """Finding 1 (CH-C1): after the ghost A2 has made its joint move, each of the patient A1's moves that ends more
    than one cell from A2 says the jump will not happen; a move within reach says nothing of it."""
    g = new({"start": "A2", "pieces": {"A1": [7, 1], "A2": [5, 2]},
             "hands": {"A1": ["sprint_moon"], "A2": ["vanish_moon"]}})
    g.act("combo", combo="C1", card="vanish_moon")
    g.act("join", card="sprint_moon")
    while g.pending.kind == "react":
        g.act("pass")
    g.act("stay")   # the ghost A2 stays at b5
    assert g.to_act == "A1" and g.pending.kind == "combo_move"
    texts_by = {c["id"]: c["text"] for c in _chips(g)}
    assert "⚠" not in texts_by["move col=1 row=6"]                       # a6: next to b5
    assert texts_by["move col=1 row=8"].startswith("⚠ No jump from there: your ghost A2 would be 3 cells away")
    assert "⚠" in next(c["text"] for c in _chips(g, "zh") if c["id"] == "stay")
