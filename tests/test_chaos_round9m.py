"""CHAOS round M (issue 23, newcomer review 9): a Checkup's ✗ says only what its seat still knows (CH-DUR-3,
CH-HIDE-2), the story and the counters tell the truth."""
from __future__ import annotations

from cthulhu_widgets.frames.chaos import legal
from cthulhu_widgets.games import chaos

D1, E1, C1 = (0, 3), (0, 4), (2, 2)


def _game(d1_temporary: bool = True, **extra):
    """B1 (patient) at c1 beside d1; A2 planted d1 and e1 (or only e1, d1 a permanent bomb)."""
    temp = [{"cell": [1, 5], "planter": "A2"}] + ([{"cell": [1, 4], "planter": "A2"}] if d1_temporary else [])
    bombs = [[6, 7], [6, 8]] + ([] if d1_temporary else [[1, 4]])
    setup = {"pieces": {"B1": [1, 3]}, "bombs": bombs, "temp_bombs": temp, "start": "B1", **extra}
    return chaos.new_game(seed=7, setup=setup)


def _expire_a2(s) -> None:
    """CH-DUR-3: A2's plants go, as they do when its next turn opens."""
    s._plants_gone({"A2"})   # the plant as the table saw it ends (round AL: by planter, not by cells left)


def _move_text(s, cell, lang="en"):
    moves = [a for a in s.legal_actions() if a.kind == "move" and (a["row"] - 1, a["col"] - 1) == cell]
    assert moves, [str(a) for a in s.legal_actions()]
    return legal(s, moves, lang)[0]


def test_ch_dur_3_an_enemy_x_turns_to_maybe_once_its_temporary_bombs_went():
    """Review 9 finding 1 (CH-DUR-3, CH-HIDE-2): B1's ✗ at d1 and e1 from before A2's bombs went is no longer a
    certain bomb: no red ✗ in its view, and the move's warning says 'a bomb was here when you checked (round 1)'."""
    s = _game()
    s._checkup(("B1",), [D1, E1, C1])
    before = _move_text(s, D1)
    assert before["target"].get("danger") and "a bomb you found" in before["text"]
    _expire_a2(s)
    view = s.view("B1")
    # no certain red ✗: each is a grey "✗?" of its round (review 19, room finding 2, round AE)
    assert not any(ch["bomb"] and not ch.get("doubt") for ch in view["checked"]), view["checked"]
    assert not view["bombs"]
    after = _move_text(s, D1)
    assert not after["target"].get("danger"), after
    assert "a bomb was here when you checked (round 1)" in after["text"], after["text"]
    assert "a bomb you found" not in after["text"]
    for lang in ("zh", "ja"):
        assert "⚠" in _move_text(s, D1, lang)["text"] and "1" in _move_text(s, D1, lang)["text"]


def test_ch_hide_2_whether_d1_was_temporary_does_not_change_b1s_frame():
    """Review 9 finding 1, no leak (CH-HIDE-2): two games differing only in whether d1 was A2's temporary bomb or a
    permanent one give B1 the same view and the same move words once A2's bombs went."""
    frames = []
    for temporary in (True, False):
        s = _game(d1_temporary=temporary)
        s._checkup(("B1",), [D1, E1, C1])
        _expire_a2(s)
        view = s.view("B1")
        frames.append((view["checked"], view["bombs"], legal(s, s.legal_actions(), "en")))
    assert frames[0] == frames[1]


def test_ch_dur_3_the_planting_team_drops_its_gone_cells_and_keeps_what_it_knows():
    """The planting team knows which cells went: its ✗ there go (no maybe); a ✗ of its own team's live plant, or
    of a seat with C5 vision, stays certain."""
    s = _game()
    s._checkup(("A1",), [D1, E1, C1])
    _expire_a2(s)
    assert s.checked["A1"].get(D1) is None and D1 not in s.doubt["A1"]
    t = _game(temp_bombs=[{"cell": [1, 4], "planter": "B2"}, {"cell": [1, 5], "planter": "A2"}])
    t._checkup(("B1",), [D1, E1, C1])
    _expire_a2(t)
    assert t.checked["B1"][D1] is True and D1 in t.known_bombs("B1")   # B2's own plant: B1's team knows it
    assert E1 in t.doubt["B1"]
    v = _game()
    v.vision.add("B1")
    v._checkup(("B1",), [D1, E1, C1])
    _expire_a2(v)
    assert not v.doubt["B1"] and not any(v.checked["B1"].values())   # it sees there is no bomb any more


def test_ch_move_4_no_x_after_a_patient_set_the_bomb_off():
    """A bomb set off is gone, in public: no ✗ (certain or maybe) stays on its cell for any seat."""
    s = _game()
    s._checkup(("B1",), [D1, E1, C1])
    s._checkup(("B2",), [D1, E1, C1])
    s._hurt("A1", D1)
    for seat in ("B1", "B2"):
        assert D1 not in s.checked[seat] and D1 not in s.doubt[seat]
    t = _game()
    t._checkup(("B1",), [D1, E1, C1])
    _expire_a2(t)
    t._hurt("A1", D1)
    assert D1 not in t.doubt["B1"]


def _learn_to_step(n: int, lang: str = "en"):
    """A Learn game (its fixed deal), the seat following each ringed move, until coach step `n` shows."""
    from cthulhu_widgets.widgets.chaos import ChaosWidget
    w = ChaosWidget(seat="A1", lang=lang)
    w.command({"cmd": "learn"})
    w.bots = w.default_bots()
    marks = []
    while w.coach.get("n") != n:
        marks.append((w.state.to_act, getattr(w.state.pending, "kind", None), dict(w.coach)))
        if w.coach.get("id") and w.state.to_act == w.seat:
            w.command({"cmd": "act", "id": w.coach["id"], "step": w.step_index})
        else:
            w.step(1)
    return w, marks


def test_ch_combo_1_learn_step_4_says_what_the_table_shows():
    """Review 9 finding 2 (CH-COMBO-1): step 4's done line must tell what the table shows, and none shows while A2 is
    still answering. Review 10 fixed the Learn course so that A2 joins (Sprint + Vanish, frames/coach.py told();
    since review 11 the combo is step 8, Protection + Possession, CH-C3, test_coach_round11o):
    the step names the ringed card, the done line tells that A2 joined (the card is played, out of A1's hand), and
    the line for a partner that does not join still says the card came back, never 'one joint turn now'."""
    from cthulhu_widgets.games.chaos import texts
    from cthulhu_widgets.games.chaos.sentences.coach import COACH
    for lang in ("en", "zh", "ja"):
        w, marks = _learn_to_step(9, lang)
        step4 = next(m for _, _, m in marks if m.get("n") == 8)   # step 8 since r11o
        assert step4["id"] == "combo card=protection_eye combo=C3"
        assert step4["text"].startswith(COACH[lang]["steps"][7]["text"].split("{card}")[0])
        assert texts.card_name("protection_eye", lang) in step4["text"]
        assert w.coach["done"] == COACH[lang]["steps"][7]["done"]
        assert "protection_eye" not in w.state.hand["A1"]
        story = [e.name for i in range(len(w.match) + 1) for e in w.match.state_at(i).events or ()]
        assert "combo_joined" in story
        # no step's note while a join is pending: A2's answer shows nothing; while the other team answers its combo the
        # wait says only what to do now, 'The bots play now: press their ▶ button, or wait.' (round BB, review 34,
        # chaos_ja 3: no word between steps), never what happened
        assert not any(m.get("done") for who, kind, m in marks if kind == "join" and who == "A2")
        assert all(m.get("done") in ("", None, COACH[lang]["bots"]) for who, kind, m in marks if kind == "join")
    declined = COACH["en"]["steps"][7]["done_when"]["combo_declined"]
    assert "joint turn now" not in declined and "A2 did not join" in declined and "came back" in declined
    assert "A2 joined" in COACH["en"]["steps"][7]["done"]


def test_learn_to_play_never_points_at_a_question_mark_the_cards_do_not_have():
    """Review 9 finding 2: the cards have no "?": the steps and the last words say to choose a card in the hand to read it."""
    from cthulhu_widgets.games.chaos.sentences.coach import COACH
    for lang, words in COACH.items():
        said = " ".join([words["free"], *(s["text"] for s in words["steps"])])
        assert '"?"' not in said and "“?”" not in said and "「?」" not in said, lang


def test_ch_move_1_a_stay_is_told_in_the_story():
    """Review 9 finding 4: the story never recorded a stay; it is the seat's move: 'You stay on h1.' (en/zh/ja)."""
    from cthulhu_widgets.widgets.chaos import ChaosWidget
    said = {"en": "You stay on h1.", "zh": "你留在 h1 不动。", "ja": "あなたは h1 にとどまる。"}
    for lang, line in said.items():
        w = ChaosWidget(seed=7, seat="B1", lang=lang)
        w.play("stay")
        assert line in [x["text"] for x in w.log_lines], [x["text"] for x in w.log_lines][-3:]


def test_ch_g5_a_vanished_ghost_shows_where_it_was_at_game_over():
    """Review 9 finding 4 (CH-G5, CH-WIN): at game over everything is public: a vanished ghost's cell is in every view,
    the spectators' and the other team's; before the end it stays hidden from them."""
    s = chaos.new_game(seed=7)
    s._vanish("B2")
    assert next(p for p in s.view("A1")["pieces"] if p["seat"] == "B2")["cell"] is None
    s._end("A", "gate", "CH-WIN-1")
    for seat in ("A1", "public"):
        b2 = next(p for p in s.view(seat)["pieces"] if p["seat"] == "B2")
        assert b2["cell"] == [s.pos["B2"][0] + 1, s.pos["B2"][1] + 1], (seat, b2)


def test_ch_c5_a_bot_does_not_ask_for_a_combo_whose_whole_game_effect_its_team_has():
    """Review 9 finding 4 (CH-C5): once the team's patient sees every bomb for the rest of the game, the partner bot
    no longer starts a Mischief + Checkup combo (its effect is not cumulative); before, it does."""
    from cthulhu_widgets.bots import make_bot
    setup = {"first": "B", "hands": {"B2": ["mischief_moon", "prank_skull", "vanish_eye"],
                                     "B1": ["checkup_moon", "amnesia_skull", "sprint_eye"]}, "start": "B2",
             "key": [3, 8], "bombs": []}   # B1 two steps from the key: seeing the bombs is worth a turn (round AE)
    s = chaos.new_game(seed=7, setup=setup)
    assert s.to_act == "B2" and any(a.kind == "combo" and a["combo"] == "C5" for a in s.legal_actions())
    bot = make_bot("heuristic", "chaos", seed=0)
    first = bot.choose(s)
    assert first.kind == "combo" and first["combo"] == "C5", str(first)
    s.vision.add("B1")
    again = bot.choose(s)
    assert not (again.kind == "combo" and again["combo"] == "C5"), str(again)


def test_ch_time_1_the_zh_cards_prompt_reads_naturally():
    """Review 9 finding 5: '弃掉三张同花色的牌，变为午夜或黎明或结束出牌并抽牌' chained two 或: the time option says it sets
    the time (午夜或黎明 in brackets) and a comma stands before the last option."""
    from cthulhu_widgets.games.chaos import texts
    setup = {"first": "A", "start": "A1", "hands": {"A1": ["sprint_moon", "amnesia_moon", "protection_moon"]}}
    s = chaos.new_game(seed=7, setup=setup)
    s.apply(next(a for a in s.legal_actions() if a.kind == "stay"))
    said = texts.prompt(s, s.legal_actions(), "zh")
    assert "设定时间（午夜或黎明）" in said and "，或结束出牌并抽牌" in said, said
    assert "黎明或结束" not in said, said


def test_ch_dur_3_the_story_says_a_found_bomb_may_have_been_temporary():
    """Review 9 finding 1: B1's ✗ leaves the board when A2's bombs go: the line that tells it says why, in each
    language. Review 11 (room 101): the enemy seats' common line no longer speaks of a ✗ (A1 never played Checkup):
    only B1, whose ✗ went, reads it, in its own checks_doubted line (CH-HIDE-2: the common line is the same for all)."""
    for lang, word in (("en", "may have been temporary bombs"), ("zh", "可能是已消失的临时炸弹"),
                       ("ja", "一時的な爆弾だったかもしれない")):
        s = _game()
        s._checkup(("B1",), [D1, E1, C1])
        _expire_a2(s)
        common = [chaos_sentence(e, lang) for e in s.events if e.visible_to("B2") and e.name == "planted_bombs_gone_hidden"]
        assert common and "✗" not in common[0], common
        lines = [chaos_sentence(e, lang) for e in s.events if e.visible_to("B1") and e.name == "checks_doubted"]
        assert lines and word in lines[0] and "✗" in lines[0], lines
        assert not [e for e in s.events if e.visible_to("B2") and e.name == "checks_doubted"]


def chaos_sentence(event, lang):
    from cthulhu_widgets.frames.chaos import sentence
    return sentence(event, lang)


def test_ch_c5_a_seat_that_sees_every_bomb_is_not_warned_of_a_maybe():
    """A seat whose ✗ turned to 'maybe' and that then sees every bomb (CH-C5) knows d1 is free: no maybe warning."""
    s = _game()
    s._checkup(("B1",), [D1, E1, C1])
    _expire_a2(s)
    s.vision.add("B1")
    assert "⚠" not in _move_text(s, D1)["text"]
