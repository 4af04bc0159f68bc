"""CHAOS words and teaching, round I (issue 23, newcomer review 7, Q1: "could you learn the game from the table
alone"): Learn to play teaches the whole game; re-rolls, an empty ghost deck and bomb hits say what happened once
and why; counter texts say what they counter and when."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.coach import coach_words
from cthulhu_widgets.widgets.chaos import ChaosWidget

# What each language's steps must name (the rules' words): the goal (key, gate), moving, hidden bombs (Mischief plants,
# a hit sends home, Checkup finds), cards, combos, time cards, the role swap and the end with its draw (CH-WIN-1/2).
TEACHES = {
    "en": ("key", "gate", "step", "bomb", "Mischief", "spawn", "Checkup", "Combo", "Midnight", "Dawn", "swap", "draw"),
    "zh": ("钥匙", "大门", "一格", "炸弹", "捣蛋", "出生点", "体检", "合作", "午夜", "黎明", "交换身份", "平局"),
    "ja": ("鍵", "門", "1 歩", "爆弾", "撹乱", "スタート地点", "検診", "コンボ", "真夜中", "夜明け", "入れ替", "引き分け"),
}


@pytest.mark.parametrize("lang", sorted(TEACHES))
def test_learn_to_play_teaches_the_whole_game_in_every_language(lang):
    """Review 7 Q1: Learn to play had 3 steps (move, a card, end); now 7-9 steps name every part of the game."""
    steps = coach_words("chaos", lang)["steps"]
    assert 7 <= len(steps) <= 10, len(steps)   # 10 since review 11: the key, a time card, a combo (round11o)
    # a step's bubble and its "What just happened" (review 25, chaos_en 4: one idea a bubble, the rest told after it)
    said = " ".join(" ".join((s["text"], s["done"], *s.get("done_when", {}).values())) for s in steps)
    # (in any case: round AX2's step 8 says "Invite A2 to a combo", the chip "Combo with A2")
    missing = [w for w in TEACHES[lang] if w.lower() not in said.lower()]
    assert not missing, (lang, missing)


@pytest.mark.parametrize("lang", sorted(TEACHES))
def test_every_learn_step_rings_a_legal_move_and_none_is_skipped(lang):
    """Never a dead end: a newcomer who follows the ring sees every step, each on one of its legal moves."""
    w = ChaosWidget(seed=7, lang=lang)
    w.command({"cmd": "learn"})
    w.bots = {s: b for s, b in w.default_bots().items() if s != w.seat}
    shown = []
    for _ in range(300):
        mark = w.coach
        if w.state.to_act == w.seat and mark.get("id"):
            assert mark["id"] in {m["id"] for m in w.legal}, mark
            shown.append(mark["n"])
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
            assert w.error == ""
        elif mark.get("free") or len(shown) == len(coach_words("chaos", lang)["steps"]):
            break
        else:
            w.step(1)
    assert shown == list(range(1, len(coach_words("chaos", lang)["steps"]) + 1)), shown


def _swapped(lang: str) -> ChaosWidget:
    """Patient A1 steps onto enemy ghost B2 (CH-SWAP-1): A1 becomes a ghost and is rolled again (CH-SWAP-2): dice
    3,4 name (4,5), an obstacle, so it rolls again; 3,3 name (4,4)."""
    w = ChaosWidget(seed=7, seat="A1", lang=lang, setup={
        "first": "A", "dice": [3, 4, 3, 3], "pieces": {"A1": [5, 6], "B2": [6, 6]},
        "hands": {"A1": ["sprint_moon", "protection_moon", "checkup_moon"],
                  "B2": ["prank_moon", "vanish_eye", "mischief_skull"]}})
    w.play("move", row=6, col=6)
    return w


@pytest.mark.parametrize("lang,reason", [("en", "rolled again"), ("zh", "重新掷骰"), ("ja", "振り直")])
def test_CH_SWAP_2_a_re_roll_is_one_story_line_with_its_reason(lang, reason):
    """Review 7: a re-roll printed a line per roll (four lines) and never said why; now one line says the seat
    became a ghost, is rolled again and where it lands."""
    lines = [line["text"] for line in _swapped(lang).log_lines]
    rolled = [t for t in lines if reason in t]
    assert len(rolled) == 1 and "d4" in rolled[0], lines[-6:]
    assert not any("rolls" in t or "掷出" in t or "を出す（" in t for t in lines), lines[-6:]   # no line per roll


def test_CH_CARD_3_an_empty_deck_is_told_once_not_at_every_draw():
    """Review 7: "The ghost deck and its discards are empty: no draw" came back every turn; it is told once, when the
    deck runs dry (the deck label shows its count of 0 meanwhile: deck_dry in the table's words)."""
    from cthulhu_widgets.games.chaos.cards import DECK_CARDS
    ghost = list(DECK_CARDS["ghost"])      # every ghost card in a hand: the ghost deck and its discards are empty
    w = ChaosWidget(seed=7, seat="A1", setup={"first": "A", "hands": {
        "A2": ghost[0:5], "B2": ghost[5:10], "A1": ghost[10:13], "B1": ghost[13:15]}})
    failed = 0
    for _ in range(16):
        kinds = {a.kind for a in w.state.legal_actions()}
        w.play("stay" if "stay" in kinds else "end")
        failed += sum(1 for e in w.state.events or () if e.name == "deck_empty")
    told = [line["text"] for line in w.log_lines if "discards are empty" in line["text"]]
    assert failed >= 2 and len(told) == 1, (failed, told)
    from cthulhu_widgets.frames.chaos import catalog
    assert all(catalog()["ui"][lang].get("deck_dry") for lang in ("en", "zh", "ja"))


# What a counter (CH-C4, the reaction) says in each language: what it counters, and when it may be played.
# (round W, newcomer review 16 finding 6: a same-suit counter makes the combo work for the reacting team, CH-C4)
COUNTERS = {"en": ("works for your team instead", "cancelled", "when the enemy team starts a combo"),
            "zh": ("改为替你方生效", "抵消", "敌方发起合作时可以使用"),
            "ja": ("あなたのチームのものとして働く", "打ち消", "コンボを始めたときに使える")}


@pytest.mark.parametrize("lang", sorted(COUNTERS))
def test_CH_C4_a_counter_says_what_it_counters_and_when(lang):
    """Review 7 (ja phone): "…に効く" did not say what the counter undoes nor when it is played; now the reaction's
    sentence says both, in every language, and no CHAOS sentence says "に効く"."""
    import json
    from importlib import import_module
    from pathlib import Path

    table = import_module(f"cthulhu_widgets.games.chaos.sentences.{lang}")
    react = table.PROMPTS["react"]
    assert all(word in react for word in COUNTERS[lang]), react
    said = json.dumps([table.PROMPTS, table.BOARD, table.ASKS, table.TEXTS], ensure_ascii=False)
    cards = (Path(table.__file__).parents[1] / "card_texts.json").read_text(encoding="utf-8")
    assert "に効く" not in said and "に効く" not in cards


HOME = {"en": "You step on a hidden bomb at {cell}: sent back to your spawn {to}. That bomb is gone now; the others stay hidden "
              "(Checkup finds them).",
        "zh": "在 {cell} 踩到隐藏的炸弹，被送回出生点 {to}。这颗炸弹已经消失；其余炸弹仍然隐藏（体检能查出来）。",
        "ja": "{cell} の隠れた爆弾を踏み、スタート地点 {to} に戻された。この爆弾はもう無い。ほかの爆弾は隠れたまま（検診で見つけられる）。"}


@pytest.mark.parametrize("lang", sorted(HOME))
def test_CH_MOVE_4_a_bomb_that_sends_a_patient_home_is_one_big_line_with_why(lang):
    """Review 7, finding 5: 'steps on a bomb' and 'returns to its spawn' were two lines (two toasts) without why;
    now one sentence, a big line (the page's toast), says where, what it did and how bombs are found."""
    w = ChaosWidget(seed=7, seat="A1", lang=lang, setup={"first": "A", "start": "A1", "bombs": [[7, 1]]})
    w.play("move", row=7, col=1)
    from cthulhu_widgets.games.chaos import texts
    want = HOME[lang].format(cell=texts.cell_label([7, 1]), to=texts.cell_label([8, 1]))
    hits = [line for line in w.log_lines if want in line["text"]]
    assert len(hits) == 1 and hits[0].get("big"), [line["text"] for line in w.log_lines][-5:]
    assert not any("spawn" in line["text"] and line is not hits[0] for line in w.log_lines[-4:])


@pytest.mark.parametrize("lang,until", [("en", "until your partner A2's next turn"), ("zh", "的下个回合之前"),
                                        ("ja", "の次の手番まで")])
def test_CH_G2_CH_DUR_3_the_partner_reads_that_its_mates_bombs_block_its_path_and_until_when(lang, until):
    """Review 7, finding 5: a partner's Mischief bombs sent the reader home unwarned. The patient A1 reads, under
    A2's planting, that they hurt its own team too, which cells, and until A2's next turn (CH-DUR-3); B1 reads no
    such line (CH-HIDE-2: it does not see where)."""
    from cthulhu_widgets.games.chaos import texts
    w = ChaosWidget(seed=7, seat="A1", lang=lang, setup={"first": "A", "start": "A2",
                                                         "hands": {"A2": ["mischief_moon", "vanish_eye"]}})
    w.play("stay").play("play", card="mischief_moon", mode="plant").play("pick", row=3, col=3)
    w.play("pick", row=3, col=4)
    planted = [line for line in w.log_lines if line.get("note") and until in line["note"]]
    assert len(planted) == 1 and planted[0].get("big"), [line for line in w.log_lines][-3:]
    assert texts.cell_label([3, 3]) in planted[0]["note"] and texts.cell_label([3, 4]) in planted[0]["note"]
    w.seat = "B1"
    assert not any(until in str(line) for line in w.log_lines)


@pytest.mark.parametrize("duration", ["next_turn", "round_end"])
def test_CH_DUR_3_the_planting_event_tells_its_team_how_long_the_bombs_stand(duration):
    """CH-G2, CH-DUR-3: the planting team's event carries the rules' plant_duration, which its note words."""
    from chaos_support import game
    from cthulhu_widgets.games.chaos.rules import Rules
    s = game(rules=Rules(plant_duration=duration), start="A2", hands={"A2": ["mischief_moon"]})
    s.act("stay")
    s.act("play", card="mischief_moon", mode="plant")
    s.act("pick", row=3, col=3)
    s.act("pick", row=3, col=4)
    (planted,) = [e for e in s.events if e.name == "bombs_planted"]
    assert planted.data["until"] == duration and planted.seats == ("A1", "A2")
