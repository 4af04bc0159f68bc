"""CHAOS prompts said once, and why (round AR, fixer AR5; newcomer review 26). Finding 5 (chaos_en 9, room_en 10,
room_zh 8, chaos_ja 8): "No combo or cover this round: A2 already took your team's first turn" came nearly every
round; it is said when it is new (the round before, the seat's turn did not follow its partner's), and where a card
reversed the order it names that card. Finding 6 (chaos_ja 11): the end chip reads 「カードを出し終えて引く」."""
from __future__ import annotations

from cthulhu_widgets.frames import build
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

NOTE = "already took your team's first turn"


def _match(start="A2", a1=None, b1=None):
    """A fixed deal (no bombs) where A1 holds Protection (a combo and cover card, CH-COMBO-1, CH-COVER-1)."""
    setup = {"first": "A", "start": start, "bombs": [], "key": None,
             "pieces": {"A1": [8, 1], "A2": [3, 3], "B1": [1, 3], "B2": [1, 8]},
             "hands": {"A1": a1 or ["protection_eye", "schizophrenia_skull", "protection_moon"],
                       "A2": ["possession_moon", "vanish_eye", "mischief_skull"],
                       "B1": b1 or ["sprint_eye", "sprint_skull", "checkup_moon"],
                       "B2": ["prank_moon", "vanish_skull", "brainwash_eye"]}}
    return Match.new(chaos, seed=3, setup=setup)


def _act(match, kind, **fields):
    match.apply(next(a for a in match.state.legal_actions()
                     if a.kind == kind and all(a[k] == v for k, v in fields.items())))


def _to_a1_move(match, plays=None):
    """Play on (stay, end cards; `plays` {seat: card} once, after its stay) to A1's next move decision."""
    plays = dict(plays or {})
    while True:
        s = match.state
        if s.to_act == "A1" and s.pending.kind == "move" and not s.phase_cards:
            return match
        if s.pending.kind == "cards" and s.to_act in plays:
            card = plays.pop(s.to_act)
            if any(a.kind == "play" and a["card"] == card for a in s.legal_actions()):
                _act(match, "play", card=card)
                continue
        _act(match, "stay" if s.pending.kind == "move" else "end" if s.pending.kind == "cards" else
             s.legal_actions()[0].kind)


def test_the_no_lead_note_is_said_the_first_round_and_not_again_CH_COMBO_1():
    """chaos_en 9: A2 opens rounds 1 and 2 before A1: the note in round 1, none in round 2 (the same order, told)."""
    m = _to_a1_move(_match())
    assert m.state.round == 1
    assert NOTE in build.of(m, "A1", "en")["prompt"]
    _act(m, "stay")
    m = _to_a1_move(m)
    assert m.state.round == 2 and "A2" in m.state.acted
    for lang, said in (("en", "No combo"), ("zh", "不能发起合作"), ("zh-TW", "不能發起合作"), ("ja", "コンボ")):
        assert said not in build.of(m, "A1", lang)["prompt"], lang


def test_the_note_names_the_card_that_reversed_the_order_CH_P1():
    """room_en 10, chaos_ja 8: A1 leads round 1 (no note); B1, last, plays Schizophrenia; reversed, round 2 runs B2,
    A2, A1: the note is new and says which card reversed the order, in every language."""
    m = _match(start="A1", b1=["schizophrenia_moon", "sprint_skull", "checkup_moon"])
    assert NOTE not in build.of(m, "A1", "en")["prompt"]
    _act(m, "stay")
    m = _to_a1_move(m, plays={"B1": "schizophrenia_moon"})
    assert m.state.round == 2 and "A2" in m.state.acted
    said = {lang: build.of(m, "A1", lang)["prompt"] for lang in ("en", "zh", "zh-TW", "ja")}
    assert said["en"].startswith("No combo or cover this round: A2 already took your team's first turn. "
                                 "B1's Schizophrenia reversed the order. "), said["en"]
    assert "B1 的精神分裂反转了行动顺序。" in said["zh"]
    assert "B1 的精神分裂反轉了行動順序。" in said["zh-TW"]
    assert "B1 の「統合失調症」で順番が逆回りになった。" in said["ja"]


def test_the_end_chip_says_cards_played_out_then_draw_in_ja():
    """chaos_ja 11: 「カードを終えて引く」 read oddly: 「カードを出し終えて引く」 (and before extra steps 「カードを出し終え、…」)."""
    m = _match(start="A1")
    _act(m, "stay")
    end = next(a for a in build.of(m, "A1", "ja")["legal"] if a["kind"] == "end")
    assert end["label"] == "カードを出し終えて引く", end["label"]
    assert "カードを出し終えて引く" in build.of(m, "A1", "ja")["prompt"]
