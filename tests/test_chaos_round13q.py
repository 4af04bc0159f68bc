"""CHAOS round Q (newcomer review 13): a reversed order says who plays next, as the engine brings them (CH-P1); a
combo's effect read by the other team names the teams (CH-C5, CH-C2, CH-C3); a swapped seat with Combo C5's sight is
told it keeps it (CH-C5, CH-SWAP-1)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

LANGS = ("en", "zh", "ja")
ORDER = ["A1", "A2", "B2", "B1"]     # team A first (CH-TEAM-3)


def _log(match, reader, lang="en"):
    return Frames("chaos").log(MatchPositions(match), reader, lang)


def _do(match, kind, **fields):
    match.apply(next(a for a in match.state.legal_actions()
                     if a.kind == kind and all(a[k] == v for k, v in fields.items())))


def _reversal(seat: str) -> Match:
    """`seat`, a patient in its place of the cycle A1, A2, B2, B1, stays and plays Schizophrenia (CH-P1)."""
    setup = {"first": "A", "start": seat, "turn_in_round": ORDER.index(seat), "bombs": [], "gate_open": True,
             "roles": {seat: "patient"} if seat[1] == "2" else {},
             "hands": {s: (["schizophrenia_moon"] if s == seat else []) for s in ORDER}}
    match = Match.new(chaos, seed=3, setup=setup)
    _do(match, "stay")
    _do(match, "play", card="schizophrenia_moon")
    return match


def _played_next(match, turns: int = 2) -> list[str]:
    """End the turn; return the seats that then play `turns` turns (each stays and ends)."""
    _do(match, "end")
    seen = []
    for _ in range(turns):
        seen.append(match.state.to_act)
        _do(match, "stay")
        _do(match, "end")
    return seen


@pytest.mark.parametrize("seat, said", [
    # review 21 (room_zh 2, room_en 10): the seats from the reverser's turn on, the third too; none "waits"
    ("A1", "A1 played Schizophrenia: the turn order now runs backwards. After A1's turn, your partner B1 plays "
           "again, then you, then A2."),
    # review 28 (chaos_en 5): the seat whose turn of this round it takes, as the chip says it
    ("A2", "A2 played Schizophrenia: the turn order now runs backwards. After A2's turn, A1 plays again, then "
           "your partner B1, then you; you lose "
           "this round's turn."),
    ("B2", "You played Schizophrenia: the turn order now runs backwards. After your turn, A2 plays again, then "
           "A1, then your partner B1; your "
           "partner B1 loses this round's turn."),
    ("B1", "Your partner B1 played Schizophrenia: the turn order now runs backwards. After your partner B1's "
           "turn, you play again, then A2, "
           "then A1."),
])
def test_ch_p1_a_reversal_in_each_place_of_the_cycle_says_who_plays_next(seat, said):
    """Review 13, desk finding 1: the order ran A2, B2, B1 (who reversed it), B2 again, and nothing said so. The
    reversal's line (B2 reads) names who reversed it, the two seats that then play and the seat that was to play next
    and now waits; the view's next seats are those that play."""
    match = _reversal(seat)
    shown = match.state.view("A1")["next_seats"]
    assert _log(match, "B2")[-1]["text"] == said
    assert _played_next(match) == shown[:2]


def test_ch_p1_the_reader_whose_turn_now_comes_later_is_toasted_first():
    """B1 reverses: B2 plays again, then A2; A1, who was to play next, waits: a big moment (2) for A1 only."""
    match = _reversal("B1")
    said = {"en": "B1 played Schizophrenia: the turn order now runs backwards. After B1's turn, B2 plays again, "
                  "then your partner A2, then you.",
            "zh": "B1 打出了精神分裂：行动顺序从此倒转。B1的回合之后，B2 再次行动，然后是队友A2，再轮到你。",
            "ja": "B1 が「統合失調症」を出した：手番の順番はこれから逆回り。B1の番のあと、B2 がもう一度手番、続いて味方の A2、その次にあなた。"}
    for lang in LANGS:
        last = _log(match, "A1", lang)[-1]
        assert (last["text"], last["big"]) == (said[lang], 2)
    assert _log(match, "B2")[-1]["big"] == 1
    assert [line["text"] for line in _log(match, "A1")].count(said["en"]) == 1   # one line, not the engine's too


def test_ch_p1_the_next_seats_pass_over_turns_taken_in_a_combo():
    """CH-COMBO-1: A2 and A1 took their turns in a joint turn; B2 reverses: the cycle back over them is passed
    over, so B1 plays next (the round ends), then B2 (the view's next seats and the line say so, as play shows)."""
    setup = {"first": "A", "start": "A2", "bombs": [[8, 8]], "gate_open": True, "roles": {"B2": "patient"},
             "pieces": {"B2": [6, 8]},
             "hands": {"A2": ["possession_moon"], "A1": ["protection_moon"], "B2": ["schizophrenia_eye"], "B1": []}}
    match = Match.new(chaos, seed=7, setup=setup)
    _do(match, "combo", combo="C3", card="possession_moon")
    _do(match, "join", card="protection_moon")
    while match.state.pending.kind == "react":
        _do(match, "pass")
    _do(match, "stay")
    _do(match, "stay")
    _do(match, "push", dir="up")
    _do(match, "stay")
    _do(match, "play", card="schizophrenia_eye")
    line = _log(match, "A1")[-1]["text"]
    shown = match.state.view("B1")["next_seats"]
    assert line.startswith("B2 played Schizophrenia: the turn order now runs backwards. After B2's turn, B1 "
                           "plays, then ") and shown[0] == "B1"
    assert _played_next(match) == shown[:2]


def _c5_for_team_b(pieces=None) -> Match:
    """B1 leads Combo C5 (Checkup + Mischief, same suit) with B2; team A passes; everyone stays."""
    setup = {"first": "B", "start": "B1", "bombs": [[6, 6]], "gate_open": True, "pieces": pieces or {},
             "hands": {"B1": ["checkup_moon"], "B2": ["mischief_moon"], "A1": [], "A2": []}}
    match = Match.new(chaos, seed=3, setup=setup)
    _do(match, "combo", combo="C5")
    while match.state.combo is not None:
        kinds = {a.kind for a in match.state.legal_actions()}
        _do(match, "join" if "join" in kinds else "pass" if "pass" in kinds else "stay")
    return match


def test_ch_c5_team_b_s_combo_read_by_team_a_names_team_b():
    """Review 13, desk finding 2: team A read 'your team's patient sees every bomb' of team B's combo. Team A reads
    'team B's patient'; team B still reads 'your team's patient'."""
    match = _c5_for_team_b()
    said = {"en": "team B's patient sees every bomb", "zh": "B 组的病人", "ja": "チーム B の患者"}
    own = {"en": "your team's patient", "zh": "你方病人", "ja": "味方の患者"}
    for lang in LANGS:
        a = [line["text"] for line in _log(match, "A1", lang) if own[lang] in line["text"] or said[lang] in line["text"]]
        b = [line["text"] for line in _log(match, "B2", lang) if own[lang] in line["text"]]
        assert a and all(said[lang] in t and own[lang] not in t for t in a), a
        assert b, lang


@pytest.mark.parametrize("combo, effect, reader, said", [
    ("C2", "full", "A1", "swap the roles and the hands of your team (A)'s two seats"),
    ("C3", "weak", "A2", "push your team (A)'s two pieces 1 cell"),
    ("C5", "weak", "public", "team B's patient sees every bomb now"),
])
def test_every_combo_effect_of_the_other_team_is_in_team_words(combo, effect, reader, said):
    """C2 and C3 act on 'the enemy': read by that enemy, the words say it is the reader's own team."""
    from cthulhu_widgets.core.events import Event
    from cthulhu_widgets.frames.story_chaos import story

    event = Event("CH-" + combo, "combo_resolves", {"combo": combo, "team": "B", "effect": effect})
    text = story.own_sentence(event, story.named(event, reader, "en") or event.data, "en")
    assert said in text and "enemy" not in text and "your team's" not in text
    assert story.own_sentence(event, story.named(event, "B1", "en"), "en") is None   # the team's own words


def test_ch_c5_a_swapped_seat_keeps_its_bomb_sight_and_says_so():
    """Review 13, desk finding 3: B1 gained C5's sight; A2, a ghost, meets it: B1 becomes a ghost and still sees
    every bomb, A2 (a patient now) does not: the swap is followed by a line saying so, to every seat."""
    match = _c5_for_team_b({"A2": [6, 4], "B1": [6, 5]})
    assert "B1 sees every bomb from now on, as a patient or a ghost: the Mischief + Checkup combo's sight stays with " \
           "the seat through a role swap." in [line["text"] for line in _log(match, "A1")]
    _do(match, "move", row=6, col=5)
    assert match.state.role["B1"] == "ghost" and match.state.vision == {"B1"}
    said = {"A1": "B1 keeps its sight of every bomb, now as a ghost: the Mischief + Checkup combo's sight stays with "
                  "the seat, not with the role, so your partner A2 does not gain it.",
            "B1": "You keep your sight of every bomb, now as a ghost: the Mischief + Checkup combo's sight stays with "
                  "the seat, not with the role, so A2 does not gain it."}   # by its cards, not "C5" (review 14)
    for reader, text in said.items():
        assert _log(match, reader)[-1]["text"] == text
    for lang, word in (("zh", "仍能看见所有炸弹"), ("ja", "すべての爆弾が見えたまま")):
        assert word in _log(match, "A2", lang)[-1]["text"]


def test_ch_p3_a_card_taken_from_the_reader_s_hand_is_said_to_it_and_toasted():
    """Review 13, phone finding 4: B1's Amnesia took A1's Sprint with no notice. A1 reads 'B1 takes your Mania / Sprint
    (Moon): it has left your hand.' as a big moment (a toast on a phone); A2 reads only that B1 took a card."""
    setup = {"first": "B", "start": "B1", "bombs": [], "gate_open": True,
             "hands": {"B1": ["amnesia_moon"], "A1": ["sprint_moon"], "A2": [], "B2": []}}
    match = Match.new(chaos, seed=3, setup=setup)
    _do(match, "stay")
    _do(match, "play", card="amnesia_moon", target="A1")
    said = {"en": "B1 takes your Mania / Sprint (Moon): it has left your hand.", "zh": "B1 抽走了你的", "ja": "B1 があなたの「"}
    for lang in LANGS:
        last = _log(match, "A1", lang)[-1]
        assert last["text"].startswith(said[lang]) and last["big"] == 1, last
    assert "big" not in _log(match, "A2")[-1] and "Sprint" not in _log(match, "A2")[-1]["text"]
