"""CHAOS after newcomer review 17 (round X, fixer X3): what the table says, in en, ja, zh and zh-TW."""
from __future__ import annotations

import re
from pathlib import Path

from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos import texts

LANGS = ("en", "ja", "zh", "zh-TW")
ROOT = Path(texts.__file__).parents[3]


def new(setup, seed=7):
    base = {"first": "A", "bombs": [], "gate_open": True}
    base.update(setup)
    return chaos.new_game(seed=seed, setup=base)


def test_zh_tw_names_the_skip_button_as_the_page_draws_it():
    """newcomer review 17, finding 5: OpenCC turns 快进 into 快進, but the zh-TW page's ▶▶ button says 快轉
    (js/src/ui/words.js fast_forward_short; since round AS2 「▶▶ 到我的回合」); tools/gen_zh_tw.py overrides the phrase so the table says 快轉 too."""
    from cthulhu_widgets.games.chaos.sentences import zh_tw
    page = (ROOT / "js" / "src" / "ui" / "words.js").read_text(encoding="utf-8")
    at = page.index('fast_forward: "▶▶ 跳到我的回合"')   # zh-TW's entry comes first
    short = re.search(r'fast_forward_short: "([^"]+)"', page[at:]).group(1)
    assert short == "▶▶ 到我的回合"   # round AS2 (review 27, mythos_ja 10): the phone says where ▶▶ goes
    said = [v for table in vars(zh_tw).values() if isinstance(table, dict)
            for v in table.values() if isinstance(v, str) and "▶▶" in v]
    assert said
    for s in said:
        assert "快進" not in s and short in s, s
    assert "快進" not in Path(zh_tw.__file__).read_text(encoding="utf-8")   # the help's words too


def _do(match, kind, **fields):
    match.apply(next(a for a in match.state.legal_actions()
                     if a.kind == kind and all(a[k] == v for k, v in fields.items())))


def test_CH_P1_a_reversed_round_says_who_opens_it():
    """newcomer review 17, finding 3: after a reversal nothing said who opens the round; each round that opens
    reversed says so in plain words ("Reversed: B2 opens this round"), in the reader's language."""
    from cthulhu_widgets.frames import Frames, MatchPositions
    from cthulhu_widgets.match import Match
    order = ["A1", "A2", "B2", "B1"]
    setup = {"first": "A", "start": "B2", "turn_in_round": 2, "bombs": [], "gate_open": True,
             "roles": {"B2": "patient"}, "hands": {s: (["schizophrenia_moon"] if s == "B2" else []) for s in order}}
    match = Match.new(chaos, seed=3, setup=setup)
    _do(match, "stay")
    _do(match, "play", card="schizophrenia_moon")
    _do(match, "end")
    while match.state.turn_in_round:      # the round ends (A2 plays again, then A1)
        _do(match, "stay")
        _do(match, "end")
    opener = match.state.to_act
    said = {"en": f"Reversed: {opener} opens this round.", "zh": f"顺序已反转：本轮由 {opener} 先行动。",
            "ja": f"逆回り：このラウンドは {opener} から。", "zh-TW": f"順序已反轉：本輪由 {opener} 先行動。"}
    for lang, text in said.items():
        reader = "B1" if opener[0] == "A" else "A1"     # of the other team: the opener is named by its seat
        lines = [line["text"] for line in Frames("chaos").log(MatchPositions(match), reader, lang)]
        assert text in lines, (lang, lines[-4:])
    # a round that opens in the usual order says nothing of it
    plain = Match.new(chaos, seed=3, setup={"first": "A", "bombs": [], "gate_open": True})
    for _ in range(4):
        _do(plain, "stay")
        _do(plain, "end")
    assert not [x for x in Frames("chaos").log(MatchPositions(plain), "A1", "en") if "Reversed" in x["text"]]


def _marks(s, seat) -> dict:
    """Return `seat`'s Checkup marks in its view: cell (1-based) -> ✗ (True) or ✓ (False)."""
    return {tuple(m["cell"]): m["bomb"] for m in s.view(seat)["checked"]}


def test_CH_G2_CH_P2_a_relocation_drops_only_the_marks_it_made_untrue_for_the_team_that_knows():
    """newcomer review 17, finding 2: every Checkup mark vanished after a Mischief. A relocation (CH-G2) moves every
    permanent bomb: its team's patient learns where (CH-HIDE-2), so its marks that are still true stay (a ✓ where no
    bomb came, a ✗ on a bomb still there) and only the untrue go (a ✗ whose bomb left, a ✓ where one came). The other
    team cannot place them: every mark of theirs may be untrue, so theirs go (test_chaos_rules_cards)."""
    from chaos_support import game, idle
    s = game(start="A1", bombs=[[4, 4], [3, 3]], hands={"A1": ["checkup_moon"], "A2": ["mischief_moon"]})
    s.act("play", card="checkup_moon")
    for r, c in ((4, 4), (5, 5), (6, 6)):
        s.act("pick", row=r, col=c)
    idle(s)   # A1
    assert _marks(s, "A1") == {(4, 4): True, (5, 5): False, (6, 6): False}
    s.act("stay")
    s.act("play", card="mischief_moon", mode="relocate")
    s.act("pick", row=6, col=6)
    s.act("pick", row=3, col=3)
    # (4,4)'s bomb left, one came to (6,6): those two go; (5,5) still has none, its ✓ stays, with its round
    assert _marks(s, "A1") == {(5, 5): False}
    assert [m.get("round") for m in s.view("A1")["checked"]] == [1]


def test_CH_P2_a_later_checkup_of_a_cell_renews_its_mark():
    """newcomer review 17, finding 2: a ✓ from round 1 was not renewed by a later Checkup of the same cell: each mark
    carries the round and turn of the latest Checkup of its cell, so the board can say when it was learnt."""
    from chaos_support import game, idle
    s = game(start="A1", hands={"A1": ["checkup_moon", "checkup_eye"]})
    s.act("play", card="checkup_moon")
    for r, c in ((4, 4), (5, 5), (6, 6)):
        s.act("pick", row=r, col=c)
    idle(s)   # A1
    first = {tuple(m["cell"]): (m.get("round"), m.get("turn")) for m in s.view("A1")["checked"]}
    assert first[(5, 5)] == (1, 0)
    for _ in range(3):
        idle(s)
    assert s.to_act == "A1" and s.round == 2
    s.act("play", card="checkup_eye")
    for r, c in ((5, 5), (6, 7), (7, 7)):
        s.act("pick", row=r, col=c)
    now = {tuple(m["cell"]): (m.get("round"), m.get("turn")) for m in s.view("A1")["checked"]}
    assert now[(5, 5)] == (2, 4) and now[(4, 4)] == (1, 0)
