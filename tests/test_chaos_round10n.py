"""CHAOS round N (issue 23, newcomer review 10): a Checkup's marks, the story, the push, the time cards tell the
truth from what each seat knows (CH-G2, CH-HIDE-2, CH-DUR-3, CH-C3, CH-TIME-1)."""
from __future__ import annotations

from cthulhu_widgets.frames.chaos import legal, sentence
from cthulhu_widgets.games import chaos

C2, D1, E1, F1, G1, D2 = (1, 2), (0, 3), (0, 4), (0, 5), (0, 6), (1, 3)


def _game():
    """B1 (patient) at c1 to act; a permanent bomb at e1."""
    setup = {"pieces": {"B1": [1, 3]}, "bombs": [[1, 5], [6, 7], [6, 8]], "start": "B1"}
    return chaos.new_game(seed=7, setup=setup)


def _move_text(s, cell, lang="en"):
    moves = [a for a in s.legal_actions() if a.kind == "move" and (a["row"] - 1, a["col"] - 1) == cell]
    assert moves, [str(a) for a in s.legal_actions()]
    return legal(s, moves, lang)[0]


def _lines(s, seat, name, lang="en"):
    return [sentence(e, lang) for e in s.events if e.visible_to(seat) and e.name == name]


def _expire_a2(s) -> None:
    """CH-DUR-3: A2's plants go, as they do when its next turn opens."""
    s._plants_gone({"A2"})   # the plant as the table saw it ends (round AL: by planter, not by cells left)


def test_ch_g2_a_check_mark_older_than_an_enemys_hidden_plant_is_doubted():
    """Review 10 finding 1 (CH-G2, CH-HIDE-2): B1's ✓ at c2 and d1 from round 1 read 'safe' after A2 planted hidden
    bombs; now they carry doubt and the round, the move's warning and the story say a bomb may be there now."""
    s = _game()
    s._checkup(("B1",), [D1, E1, C2])
    assert not any(ch.get("doubt") for ch in s.view("B1")["checked"])
    assert "⚠" not in _move_text(s, D1)["text"]
    s.turn += 1
    s._plant("A2", [(5, 5), (5, 6)])
    checked = {tuple(ch["cell"]): ch for ch in s.view("B1")["checked"]}
    assert checked[(1, 4)] == {"cell": [1, 4], "bomb": False, "doubt": True, "round": 1,
                               "turn": checked[(1, 4)]["turn"]}, checked   # when it was learnt (review 17)
    assert checked[(2, 3)].get("doubt") and not checked[(1, 5)].get("doubt"), checked
    assert "no bomb when you checked (round 1)" in _move_text(s, D1)["text"]
    for lang in ("zh", "ja"):
        assert "⚠" in _move_text(s, D1, lang)["text"]
    assert _lines(s, "B1", "checks_unsure") == [
        "Your Checkup's ✓ at d1, c2 said “no bomb” before these bombs were planted: one may be there now (the board "
        "marks such a ✓ as an amber ✓?; a step there is taken at once, without asking)."]   # review 11: no warning on a tap
    assert not _lines(s, "A1", "checks_unsure")
    _expire_a2(s)
    assert not any(ch.get("doubt") for ch in s.view("B1")["checked"])


def test_ch_hide_2_the_doubt_does_not_depend_on_where_the_enemy_planted():
    """Review 10 finding 1, no leak (CH-HIDE-2): a plant on d1 itself or far away gives B1 the same marks."""
    views = []
    for cells in ([D1, (5, 5)], [(5, 5), (5, 6)]):
        s = _game()
        s._checkup(("B1",), [D1, E1, C2])
        s.turn += 1
        s._plant("A2", cells)
        views.append((s.view("B1")["checked"], _move_text(s, D1)["text"]))
    assert views[0] == views[1]


def test_ch_g2_a_check_after_the_plant_is_not_doubted():
    """A ✓ learnt after the enemy planted saw those bombs: it stays certain."""
    s = _game()
    s._plant("A2", [(5, 5), (5, 6)])
    s.turn += 1
    s._checkup(("B1",), [D1, E1, C2])
    assert not any(ch.get("doubt") for ch in s.view("B1")["checked"])


def test_ch_dur_3_only_a_cross_learnt_after_the_plant_leaves_when_the_plant_goes():
    """Review 10 room finding 3 (CH-DUR-3, CH-HIDE-2): B1's ✗ at e1 predates A2's plant, so it cannot have been one
    of A2's bombs and stays; its ✗ at f1 and g1, found after, may have been: they leave, and the story names them."""
    s = _game()
    s._checkup(("B1",), [E1, D1, C2])
    s.turn += 1
    s._plant("A2", [F1, G1])
    s.turn += 1
    s._checkup(("B1",), [F1, G1, D2])
    _expire_a2(s)
    crosses = [ch["cell"] for ch in s.view("B1")["checked"] if ch["bomb"] and not ch.get("doubt")]
    assert crosses == [[1, 5]], crosses
    # f1 and g1 stay as a grey "✗?" of their round (review 19, room finding 2, round AE: the ✗ used to leave)
    assert [ch["cell"] for ch in s.view("B1")["checked"] if ch.get("doubt")] == [[1, 6], [1, 7]]
    assert _lines(s, "B1", "checks_doubted") == [
        "Your Checkup's ✗ at f1, g1 may have been temporary bombs, now gone: the board marks each ✗ as an amber ✗?, and a "
        "bomb may or may not be there now."]   # review 11: no warning promised
    for lang in ("zh", "ja"):
        assert "f1" in _lines(s, "B1", "checks_doubted", lang)[0]


def _won_with_a_vanished_ghost():
    """A1 steps through the open gate while B2 is vanished (so B2 reappears as the game ends, CH-G5)."""
    from cthulhu_widgets.match import Match
    setup = {"first": "A", "start": "A1", "bombs": [], "key": None, "gate_open": True, "pieces": {"A1": [1, 2]},
             "vanish": {"B2": {}}}
    match = Match.new(chaos, seed=1, setup=setup)
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "move" and (a["row"], a["col"]) == (1, 1)))
    return match


def test_ch_win_1_the_story_and_the_end_panel_name_one_deciding_moment():
    """Review 10 finding 2 (CH-WIN-1): the story's 'What decided it' named B2 reappearing at the end (its path 'the
    open gate') while the panel said A1 reached the gate: both now name A1's step onto the gate, in every language."""
    from cthulhu_widgets.frames import Frames, MatchPositions
    from cthulhu_widgets.frames.ending import gate_moment
    match = _won_with_a_vanished_ghost()
    assert match.state.result.cause == "gate"
    for reader in ("A1", "B1"):
        for lang in ("en", "zh", "ja"):
            lines = Frames("chaos").log(MatchPositions(match), reader, lang)
            note = next(line["note"] for line in reversed(lines) if line.get("note"))
            panel = gate_moment(match.state.view(reader), match.state.result, lang)
            assert "A1" in panel and "a1" in note and "B2" not in note, (reader, lang, note, panel)
            assert ("A1" in note) != (reader == "A1"), note   # the reader's own step is its "you" line


def _c3_direction():
    """A1 starts Possession + Protection (Skull) with A2, no reaction: A1 chooses the push; the enemy patient B1 on
    row 1 (an 'up' push moves it nowhere), the open gate at a1."""
    setup = {"first": "A", "start": "A1", "bombs": [], "gate_open": True, "key": None,
             "pieces": {"A1": [5, 5], "A2": [2, 3], "B1": [1, 3], "B2": [1, 6]},
             "hands": {"A1": ["protection_skull", "sprint_eye", "amnesia_moon"],
                       "A2": ["possession_skull", "prank_eye", "vanish_moon"]}}
    s = chaos.new_game(seed=7, setup=setup)
    s.apply(next(a for a in s.legal_actions() if a.kind == "combo" and a["combo"] == "C3"))
    while s.pending.kind != "direction":   # A2 joins, B1 and B2 do not react, both A seats stay
        s.apply(next(a for a in s.legal_actions() if a.kind in ("join", "pass", "stay")))
    assert s.to_act == "A1" and s.pending.kind == "direction"
    return s


def test_ch_c3_the_bot_pushes_where_an_enemy_moves_and_the_story_says_who_chose():
    """Review 10 finding 3 (CH-C3): the partner bot chose 'up' with the enemy patient on row 1, so nothing moved and
    it walked out to win; the bot now chooses a push that moves the enemies, and the line says who chose it."""
    from cthulhu_widgets.bots import make_bot
    s = _c3_direction()
    choice = make_bot("heuristic", "chaos", seed=0).choose(s)
    assert choice.kind == "push" and choice["dir"] != "up", str(choice)
    before = dict(s.pos)
    s.apply(choice)
    assert s.pos["B1"] != before["B1"]
    (push,) = [e for e in s.events if e.name == "push"]
    assert sentence(push, "en").endswith("(A1 chose the direction).")
    assert "A1" in sentence(push, "zh") and "A1" in sentence(push, "ja")


def _story(match, reader, lang="en"):
    from cthulhu_widgets.frames import Frames, MatchPositions
    return [line["text"] for line in Frames("chaos").log(MatchPositions(match), reader, lang)]


def test_story_the_readers_partner_as_a_victim_is_not_the_takers_ally():
    """Review 10 finding 4: 'ボットの B1 は味方の A2 からカードを 1 枚取る' read as B1's ally: the reader's partner as
    a victim is 'your' partner in every language."""
    from cthulhu_widgets.core.events import Event
    from cthulhu_widgets.frames.story_chaos import story
    event = Event("CH-G4", "takes_hidden", {"seat": "B1", "victim": "A2"})
    said = {lang: story.named(event, "A1", lang)["victim"] for lang in ("en", "zh", "ja")}
    assert said == {"en": "your partner A2", "zh": "你的队友A2", "ja": "あなたの味方の A2"}, said


def test_ch_move_4_a_temporary_bomb_the_reader_knew_is_told_as_one():
    """Review 10 finding 4 (CH-G2, CH-HIDE-2): A1 stepped on its partner's temporary bomb and read 'a hidden bomb';
    its team reads whose temporary bomb it was, the other team (which never saw where) still 'a hidden bomb'."""
    from cthulhu_widgets.match import Match
    setup = {"first": "A", "start": "A1", "bombs": [], "key": [3, 3], "pieces": {"A1": [5, 5]},
             "temp_bombs": [{"cell": [5, 6], "planter": "A2"}]}
    match = Match.new(chaos, seed=1, setup=setup)
    match.apply(next(a for a in match.state.legal_actions() if a.kind == "move" and (a["row"], a["col"]) == (5, 6)))
    mine, theirs = " ".join(_story(match, "A1")), " ".join(_story(match, "B1"))
    assert "You step on the temporary bomb your partner A2 planted at f5" in mine and "hidden bomb" not in mine, mine
    # the other team saw A2 plant, not where: it may have been that plant or a hidden bomb (review 23, room_en 1)
    assert "steps on a bomb at f5" in theirs and "only team A knows" in theirs, theirs
    assert "the temporary bomb" not in theirs, theirs
    for lang, word in (("zh", "临时炸弹"), ("ja", "一時的な爆弾")):
        assert word in " ".join(_story(match, "A1", lang))


def test_ch_hide_3_a_seat_the_table_passed_for_is_not_told_it_did_not_react():
    """Review 10 finding 4 (CH-HIDE-3): B2 held no Prank, so it was never asked, yet its story said 'You do not
    react'; now only the others read that B2 did not react (the table tells B2 why it passed for it)."""
    from cthulhu_widgets.match import Match
    setup = {"first": "A", "start": "A1", "bombs": [], "key": [3, 3],
             "hands": {"A1": ["protection_skull", "sprint_eye", "amnesia_moon"],
                       "A2": ["possession_skull", "mischief_eye", "vanish_moon"],
                       "B2": ["mischief_moon", "vanish_eye", "brainwash_skull"]}}
    match = Match.new(chaos, seed=1, setup=setup)
    for kind in ("combo", "join"):
        match.apply(next(a for a in match.state.legal_actions() if a.kind == kind))
    assert match.state.to_act == "B2" and [a.kind for a in match.state.legal_actions()] == ["pass"]
    match.apply(match.state.legal_actions()[0])
    assert not any("react" in line for line in _story(match, "B2")), _story(match, "B2")
    assert "Your partner B2 does not react." in _story(match, "B1")
    assert "B2 does not react." in _story(match, "A1")


def test_ch_dur_1_a_timed_effect_says_whose_turn_ends_it():
    """Review 10 finding 5 (CH-DUR-1): 'Midnight · until A2's next turn' read wrong during A2's own turn, 'A1 あと 2
    手番' read as anyone's turns: the table's words say the effect ends when that seat's next turn begins, or lasts
    so many more of that seat's turns, in en/zh/ja."""
    from cthulhu_widgets.frames.chaos import catalog
    ui = catalog()["ui"]
    said = {lang: (ui[lang]["left_next"].format(seat="A2"), ui[lang]["left_more_of"].format(seat="A1", n=2))
            for lang in ("en", "zh", "ja")}
    assert said["en"] == ("ends when A2's next turn begins", "lasts 2 more of A1's turns"), said
    assert said["zh"] == ("A2 的下一回合开始时结束", "再持续 A1 的 2 个回合"), said
    assert said["ja"] == ("A2 の次の手番が始まると終わる", "A1 の手番あと 2 回分続く"), said


def test_ch_time_1_and_ch_c4_the_table_can_say_when_time_cards_come_and_prank_says_it_reacts():
    """Review 10 finding 6 (CH-TIME-1, CH-C4): a ghost with three Moon cards saw no time option and nothing said when
    one comes: the table's words hold a why-not line for the time cards; Prank's text never said it is a reaction:
    every Prank and Schizophrenia card says so, in en/zh/ja."""
    from cthulhu_widgets.frames.chaos import catalog
    cat = catalog()
    words = {"en": ("three cards of one suit", "after your step"), "zh": ("同一花色的三张牌", "走完一步之后"),
             "ja": ("同じマークのカード 3 枚", "1 歩動いた後")}
    for lang, needed in words.items():
        assert all(w in cat["ui"][lang]["why_not_time"] for w in needed), cat["ui"][lang]["why_not_time"]
    react = {"en": "Also a reaction", "zh": "也可作反制", "ja": "対抗にも使える"}
    for card, texts in cat["card_texts"]["cards"].items():
        if card.startswith(("prank", "schizophrenia")):
            assert all(react[lang] in texts[lang]["text"] for lang in react), (card, texts)
