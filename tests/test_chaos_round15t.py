"""Newcomer review 15 (round T), CHAOS: what the table says.

Finding 1 (phone 139/140): the reader's vanished ghost moved onto enemy patient B1 and nothing swapped; the story's
line saying why was in the log under the hand only. A vanished ghost neither causes nor suffers role swaps (CH-G5): the
page now toasts it at once, to the seats that see the vanished piece only (CH-HIDE-2). Cells are 1-based [row, col].
"""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import build
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

LANGS = ("en", "ja", "zh", "zh-TW")
NO_SWAP = {"en": ("unseen", "does not swap roles"), "ja": ("人知れず", "入れ替えない"), "zh": ("隐身", "不交换身份"),
           "zh-TW": ("隱身", "不交換身份")}


def _vanished_a2_meets_b1():
    """Return a match where ghost A2, vanished at (5,5), steps onto patient B1 at (5,6)."""
    hands = {s: [] for s in chaos.SEATS}
    match = Match.new(chaos, seed=7, setup={
        "start": "A2", "turn_in_round": 1, "bombs": [[8, 8]], "gate_open": True, "hands": hands,
        "pieces": {"B1": [5, 6]}, "vanish": {"A2": {"start": [5, 5], "path": [], "turns_left": 2}}})
    match.apply(next(a for a in match.state.legal_actions()
                     if a.kind == "move" and (a["row"], a["col"]) == (5, 6)))
    return match


@pytest.mark.parametrize("lang", LANGS)
def test_CH_G5_a_vanished_ghost_on_an_enemy_patient_says_why_no_swap(lang):
    match = _vanished_a2_meets_b1()
    state = match.state
    assert state.pos["A2"] == state.pos["B1"] and state.role["A2"] == "ghost" and state.role["B1"] == "patient"
    for seat in ("A1", "A2"):   # a toast (big), not only a line in the log under the hand
        lines = [line for line in build.of(match, seat, lang)["log_lines"] if "B1" in line["text"]]
        told = [line for line in lines if all(w in line["text"] for w in NO_SWAP[lang])]
        assert told and told[-1].get("big"), (seat, lines[-3:])
    for seat in ("B1", "B2", "public"):   # CH-HIDE-2: team B does not learn where the vanished ghost is
        story = [line["text"] for line in build.of(match, seat, lang)["log_lines"]]
        assert not any(NO_SWAP[lang][1] in line for line in story), (seat, story[-4:])


# ----- finding 2: becoming a ghost teaches ghost play once; a team of two ghosts is told what it means ------------

HELP = {"en": "Possession", "ja": "憑依", "zh": "附身", "zh-TW": "附身"}
NO_PATIENT = {"en": ("no patient", "cannot win until"), "ja": ("患者がいない", "勝てない"),
              "zh": ("没有病人", "才可能获胜"), "zh-TW": ("沒有病人", "才可能獲勝")}


def _b2_catches_a1():
    """Return a match where ghost B2 steps onto patient A1 at (5,5): A1 becomes a ghost, and team A, whose A2 is a
    ghost already, has no patient left."""
    hands = {s: [] for s in chaos.SEATS}
    match = Match.new(chaos, seed=7, setup={"first": "B", "start": "B2", "bombs": [[8, 8]], "gate_open": True,
                                            "hands": hands, "pieces": {"A1": [5, 5], "B2": [5, 6]}})
    match.apply(next(a for a in match.state.legal_actions()
                     if a.kind == "move" and (a["row"], a["col"]) == (5, 5)))
    return match


@pytest.mark.parametrize("lang", LANGS)
def test_CH_SWAP_4_the_first_time_the_reader_is_a_ghost_its_toast_teaches_how_a_ghost_helps(lang):
    """Review 15 finding 2 (desk 067): the reader made a ghost reads, in the toast, how a ghost helps its team
    (Possession, Mischief, blocking); its partner, a ghost from the deal, read it at the deal."""
    match = _b2_catches_a1()
    assert match.state.role["A1"] == "ghost"
    lines = build.of(match, "A1", lang)["log_lines"]
    ghost_notes = [line["note"] for line in lines if line.get("big") and HELP[lang] in line.get("note", "")]
    assert len(ghost_notes) == 1, [line for line in lines if line.get("note")][-3:]


@pytest.mark.parametrize("lang", LANGS)
def test_CH_SWAP_4_a_team_with_no_patient_is_told_it_cannot_win_until_a_ghost_meets_an_enemy_patient(lang):
    """Review 15 finding 2 (phone 133/142, CH-SWAP-4, CH-WIN-1): both of team A's pieces are ghosts; team A's seats
    read it as a toast with what it means; team B reads the line, no toast."""
    match = _b2_catches_a1()
    said, means = NO_PATIENT[lang]
    for seat in ("A1", "A2"):
        told = [line for line in build.of(match, seat, lang)["log_lines"] if said in line["text"]]
        assert len(told) == 1 and told[0].get("big") and means in told[0]["note"], (seat, told)
    told = [line for line in build.of(match, "B1", lang)["log_lines"] if said in line["text"]]
    assert len(told) == 1 and not told[0].get("big"), told


# ----- finding 3: a ghost made a patient on a wall (CH-C2, CH-MOVE-2; the spec is silent: option patient_on_obstacle)

ON_WALL = {"en": ("B2", "d2", "step off"), "ja": ("B2", "d2", "降りる"), "zh": ("B2", "d2", "走下来"),
           "zh-TW": ("B2", "d2", "走下來")}


def _c2_on_wall(**rules):
    """Return a match where team A's weak Brainwash + Amnesia swaps B1's and B2's roles while ghost B2 stands on the
    wall d2 (the asylum's wall at row 2, column 4)."""
    match = Match.new(chaos, seed=7, rules=rules or None, setup={"bombs": [[8, 8]], "pieces": {"B2": [2, 4]},
                                                                 "hands": {s: [] for s in chaos.SEATS}})
    assert (1, 3) in match.state.map.obstacles
    match.state._combo_c2("A", False)   # the combo's effect itself (its cards and turns are tested elsewhere)
    return match


@pytest.mark.parametrize("lang", LANGS)
def test_CH_C2_a_new_patient_on_a_wall_stays_there_and_the_story_says_it_may_only_step_off(lang):
    match = _c2_on_wall()
    state = match.state
    assert state.role["B2"] == "patient" and state.pos["B2"] == (1, 3)
    seat, _, words = ON_WALL[lang]
    story = [line["text"] for line in build.of(match, "A1", lang)["log_lines"]]
    assert any(seat in line and "d2" in line and words in line for line in story), story[-3:]


def test_CH_C2_option_nearest_moves_the_new_patient_off_the_wall_at_once():
    match = _c2_on_wall(patient_on_obstacle="nearest")
    state = match.state
    assert state.role["B2"] == "patient" and state.pos["B2"] not in state.map.obstacles
    assert abs(state.pos["B2"][0] - 1) + abs(state.pos["B2"][1] - 3) == 1
    story = [line["text"] for line in build.of(match, "A1", "en")["log_lines"]]
    assert any("B2" in line and "moves to" in line for line in story), story[-3:]


# ----- finding 4: the compass's direction is told at once (CH-TIME-2) ---------------------------------------------

COMPASS = {"en": "down", "ja": "下", "zh": "下", "zh-TW": "下"}


@pytest.mark.parametrize("lang", LANGS)
def test_CH_TIME_2_a_patients_compass_spin_is_a_toast_that_names_its_direction(lang):
    """Review 15 finding 4 (phone 100/102): at Midnight B1's step went the compass's way and only the board's marks
    showed it, the direction in the log later; every seat now reads it as a toast at once."""
    match = Match.new(chaos, seed=7, setup={"first": "B", "start": "B1", "bombs": [[8, 8]], "gate_open": True,
                                            "hands": {s: [] for s in chaos.SEATS}, "pieces": {"B1": [5, 5]},
                                            "time": {"kind": "midnight", "rounds": 2}, "compass": ["down"]})
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "spin"))
    assert match.state.pos["B1"] == (5, 4)
    for seat in ("A1", "B2"):
        lines = build.of(match, seat, lang)["log_lines"]
        told = [line for line in lines if line.get("big") and "B1" in line["text"] and COMPASS[lang] in line["text"]]
        assert told, (seat, lines[-3:])


# ----- finding 6: a ghost that reappears where it vanished has no "path: none" (desk 064) -------------------------

STILL = {"en": "did not move", "ja": "動かなかった", "zh": "没有移动", "zh-TW": "沒有移動"}


@pytest.mark.parametrize("lang", LANGS)
def test_CH_DUR_1_a_ghost_reappearing_where_it_vanished_says_it_did_not_move(lang):
    """Review 15 finding 6 (desk 064): 'Your partner A2 reappears at e3; its path: none.' now says it did not move."""
    match = Match.new(chaos, seed=7, setup={"start": "A2", "turn_in_round": 1, "bombs": [[8, 8]], "gate_open": True,
                                            "hands": {s: [] for s in chaos.SEATS},
                                            "vanish": {"A2": {"start": [5, 5], "path": [], "turns_left": 1}}})
    for _ in range(4):   # A2 stays; B2, B1, then A1 of the next round; A2's next turn ends the Vanish
        match.apply(next(a for a in match.state.legal_actions() if a.kind in ("stay", "end")))
        while match.state.to_act != "A2" and match.state.result is None:
            match.apply(next(a for a in match.state.legal_actions() if a.kind in ("stay", "end")))
        if "A2" not in match.state.vanish:
            break
    story = [line["text"] for line in build.of(match, "A1", lang)["log_lines"]]
    told = [line for line in story if "A2" in line and "e5" in line and STILL[lang] in line]
    assert told and not any("none" in line for line in story), story[-6:]


# ----- finding 5: a card the reader takes with Amnesia is a toast, not only a cyan outline (phone 053/111) --------

TAKE = {"en": "Sprint", "ja": "疾走", "zh": "狂躁", "zh-TW": "狂躁"}


@pytest.mark.parametrize("lang", LANGS)
def test_CH_P3_the_card_the_reader_takes_with_amnesia_is_a_toast_naming_it(lang):
    match = Match.new(chaos, seed=7, setup={"start": "A1", "bombs": [[8, 8]], "gate_open": True,
                                            "hands": {s: [] for s in chaos.SEATS} | {"A1": ["amnesia_moon"],
                                                                                     "B1": ["sprint_eye"]}})
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "stay"))
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "play" and a["card"] == "amnesia_moon"))
    assert "sprint_eye" in match.state.hand["A1"]
    lines = build.of(match, "A1", lang)["log_lines"]
    assert any(line.get("big") and TAKE[lang] in line["text"] and "B1" in line["text"] for line in lines), lines[-3:]


NEW_HAND = {"en": "Your whole hand is new", "ja": "手札がすべて入れ替わった", "zh": "你的手牌全换了",
            "zh-TW": "你的手牌全換了"}


@pytest.mark.parametrize("lang", LANGS)
def test_CH_G3_an_enemy_brainwash_tells_its_victims_their_whole_hand_is_new(lang):
    """Review 15 finding 5 (phone 053): an enemy Brainwash replaced the reader's hand with no notice."""
    match = Match.new(chaos, seed=7, setup={"start": "A2", "turn_in_round": 1, "bombs": [[8, 8]], "gate_open": True,
                                            "hands": {s: [] for s in chaos.SEATS} | {"A2": ["brainwash_moon"],
                                                                                     "B1": ["sprint_eye"]}})
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "stay"))
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "play" and a["card"] == "brainwash_moon"))
    for seat, told in (("B1", True), ("B2", True), ("A1", False)):
        lines = build.of(match, seat, lang)["log_lines"]
        notes = [line for line in lines if line.get("big") and NEW_HAND[lang] in line.get("note", "")]
        assert bool(notes) == told, (seat, lines[-4:])


def test_CH_C2_a_full_brainwash_amnesia_tells_each_swapped_seat_its_hand_was_swapped():
    """Review 15 finding 5 (phone 111): C2's full effect swapped the reader's hand with its partner's, unsaid."""
    match = Match.new(chaos, seed=7, setup={"bombs": [[8, 8]], "hands": {s: [] for s in chaos.SEATS}
                                            | {"B1": ["sprint_eye"], "B2": ["prank_moon"]}})
    match.state._combo_c2("A", True)
    assert match.state.hand["B1"] == ["prank_moon"]
    for seat, other in (("B1", "B2"), ("B2", "B1")):
        notes = [line["note"] for line in build.of(match, seat, "en")["log_lines"] if line.get("note")]
        assert any(f"Your hand was swapped with your partner {other}'s" in note for note in notes), (seat, notes)
