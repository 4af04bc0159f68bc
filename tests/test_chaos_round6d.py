"""CHAOS round 6d (issue 23): what newcomers found at the table (forced stops, reactions, words)."""
from __future__ import annotations

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames.chaos import forced_pass
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match
from cthulhu_widgets.widgets.chaos import ChaosWidget

BOTS = {s: make_bot("heuristic", "chaos", seed=i) for i, s in enumerate(chaos.SEATS)}


def _play_to_a1(w: ChaosWidget, turns: int):
    """Let the bots play, A1 too (its bot), stopping `turns` times where A1 is asked; yield each such state."""
    for _ in range(turns):
        if w.state.to_act is None:
            return
        if w.state.to_act != "A1":
            w.fast_forward()
        yield w.state
        if w.state.to_act == "A1":
            w.match.apply(w.bots["A1"].choose(w.state))
            w._sync()


def test_the_table_never_stops_to_ask_a_decline_that_is_the_only_move():
    """Seed 2: A2 starts a combo that A1 holds no card to join; the table declines for A1 (round 6d; seed 0 before
    round AE's partner bot, which starts a combo only for a clear gain)."""
    w = ChaosWidget(seed=2)
    for state in _play_to_a1(w, 60):
        assert state.to_act != "A1" or forced_pass(state) is None, state.pending
    lines = [line["text"] for line in w.log_lines]
    # round AG: the engine's join_unable says why (newcomer review 20, room_zh finding 3), in the room as on the desk
    assert "You could not join your partner A2's combo (Mischief + Checkup): you hold no Checkup. Keep one Checkup to join the next." in lines


def test_the_forced_pass_is_told_in_japanese_and_to_the_seat_alone():
    w = ChaosWidget(seed=17, lang="ja")   # (seed 0 before round AE's partner bot)
    list(_play_to_a1(w, 3))
    # review 11: 「あなたは味方の A2のコンボに加わる検診を…」 read badly (spacing, word order)
    assert any("あなたは味方の A2 のコンボ（撹乱 + 検診）に加われなかった：手札に「検診」がない。次に加わるには「検診」を1枚残しておく。" == line["text"]
               for line in w.log_lines)   # round AG: the engine's join_unable, not the desk's forced_join
    w.seat = "B1"
    assert not any("手札に「検診」がない" in line["text"] for line in w.log_lines)


def test_a_seat_with_another_legal_move_is_asked():
    """Never decline for a seat that holds a card to join or react with: forced_pass is only for a lone decline."""
    asked = 0
    for seed in range(6):
        m = Match.new(chaos, seed=seed)
        while m.state.to_act and m.index < 400:
            state = m.state
            if getattr(state.pending, "kind", None) in ("join", "react"):
                kinds = {a.kind for a in state.legal_actions()}
                assert (forced_pass(state) is not None) == (kinds <= {"decline", "pass"})
                asked += bool(kinds - {"decline", "pass"})
            m.step(BOTS, 1)
    assert asked


def test_undo_goes_back_past_a_decline_the_table_played():
    """Fair undo must not land on the forced decline (it would be played again, and undo would go nowhere)."""
    w = ChaosWidget(seed=0)
    list(_play_to_a1(w, 4))
    at = w.match.index
    try:
        w.undo()
    except Exception:   # nothing of A1's own before: the table stays after its decline
        pass
    assert w.state.to_act != "A1" or forced_pass(w.state) is None
    assert w.match.index <= at


def _failed_reaction(lang: str) -> ChaosWidget:
    """Team A starts C3 (Possession + Protection); B2, the enemy ghost, reacts with a Prank; its partner B1 (a bot)
    holds no Schizophrenia to add, so the reaction fails."""
    w = ChaosWidget(seed=7, seat="B2", lang=lang, setup={
        "first": "A", "hands": {"A1": ["protection_moon", "checkup_eye"], "A2": ["possession_moon", "vanish_eye"],
                                "B2": ["prank_skull", "mischief_moon"], "B1": ["sprint_eye", "amnesia_moon"]}})
    w.play("combo", combo="C3", card="protection_moon").play("join", card="possession_moon")
    w.play("react", card="prank_skull")
    w.step(1)   # B1's bot: it holds no Schizophrenia, so it passes (the heuristic adds one whenever it holds one)
    return w


def test_a_failed_reaction_says_who_added_no_card():
    """Round 6d item 2: the reaction the table offered failed because the partner added no Schizophrenia; neither the
    offer (CH-HIDE-3: the partner's hand is hidden) nor the bot was wrong, but the story said only 'Without a partner
    card the reaction fails', so the reader could not tell why."""
    lines = [line["text"] for line in _failed_reaction("en").log_lines]
    # round AE (review 19, chaos_ja 5): said without blame, as the partner may have held none and not been asked
    assert "No Schizophrenia was added, so the reaction fails: Prank (Skull) goes back to your hand." \
        in lines, lines[-4:]
    ja = [line["text"] for line in _failed_reaction("ja").log_lines]
    assert any("統合失調" in t or "重ねなかった" in t for t in ja), ja[-4:]


def test_the_bot_partner_adds_its_schizophrenia_whenever_it_holds_one():
    """The other half of item 2: the bot is not what fails a reaction; over many bot games the patient asked to
    complete a Prank passes only when it holds no Schizophrenia."""
    completed = 0
    for seed in range(12):
        m = Match.new(chaos, seed=seed)
        while m.state.to_act and m.index < 500:
            state = m.state
            if getattr(state.pending, "kind", None) == "react" and state.pending.stage == "patient":
                action = BOTS[state.to_act].choose(state)
                holds = any(a.kind == "react" for a in state.legal_actions())
                assert (action.kind == "react") == holds
                completed += holds
            m.step(BOTS, 1)
    assert completed


def test_learn_to_play_warns_of_hidden_bombs_before_the_patients_first_free_step():
    """Round 6d item 3: the coach never warned of unseen bombs before a newcomer stepped on one. In a Learn game the
    'Hidden bombs' bubble shows while the seat, a patient, chooses its first step after the coached ones (before any
    bomb of its), saying what happens and how to avoid it (en, ja)."""
    import sys
    sys.path.insert(0, "tests")
    from coach_support import play_coached
    from cthulhu_widgets.games.chaos.sentences.coach import MOMENTS

    for lang, words in (("en", ("spawn", "Checkup")), ("ja", ("スタート地点", "検診"))):
        w = ChaosWidget(seed=7, lang=lang)
        marks = play_coached(w, note=lambda w: (w.state.to_act, w.state.role.get(w.seat)))
        unseen = [i for i, (_, mark, *_) in enumerate(marks) if mark.get("moment") == "unseen"]
        assert unseen, [m.get("moment") for _, m, *_ in marks][:40]
        assert any(marks[i][2:] == (w.seat, "patient") for i in unseen)     # shown while its patient is to step
        mark = marks[unseen[0]][1]
        assert mark["head"] == MOMENTS[lang]["head"]["unseen"]
        assert all(word in mark["text"] for word in words), mark["text"]
        bombs = [i for i, (_, m, *_) in enumerate(marks) if m.get("moment") == "bomb"]
        assert not bombs or unseen[0] < bombs[0]


def test_dice_are_numbers_and_combos_are_words_in_the_story():
    """Round 6d item 6: 'Team A rolls a5 = 6' named two dice like a cell; 'starts a combo (C5 …)' a code no key
    explains. The story says the dice as numbers and each combo by its two cards (en, zh, ja)."""
    import re

    w = ChaosWidget(seed=17)   # (seed 0 before round AE's partner bot)
    list(_play_to_a1(w, 3))
    for lang, dice in (("en", "Team A rolls two dice: "), ("zh", "组掷两颗骰子："), ("ja", "ダイスを 2 個振る：")):
        w.lang = lang
        texts = [line["text"] for line in w.log_lines]
        assert any(dice in t for t in texts), texts[:8]
        assert not any(re.search(r"\bC[1-5]\b|rolls [a-z]\d", t) for t in texts), texts
    w.lang = "en"
    assert any("(Mischief + Checkup)" in line["text"] for line in w.log_lines)


def test_CH_CARD_3_the_table_never_reads_as_a_hand_limit_of_3():
    """CH-CARD-3: draw 1, then up to 3 if fewer: there is no hand limit (a room newcomer read "draw 1, and up to 3 in
    hand" as one and thought hands of 6-10 cards were a bug). The end-of-turn chip and the help say so, en/zh/ja."""
    from cthulhu_widgets.games.chaos.sentences import en, ja, zh
    for words, no_limit in ((en, "no hand limit"), (zh, "手牌没有上限"), (ja, "手札の上限はない")):
        text = repr(vars(words))
        assert no_limit in text and "up to 3 in hand" not in text and "再补满 3 张" not in text
