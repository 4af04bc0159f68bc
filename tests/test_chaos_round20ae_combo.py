"""CHAOS combos a person steers (round AE, fixer AE4; newcomer review 19: chaos_ja findings 1, 5, 6, chaos_en
finding 2, room_zh findings 2, 3, 6)."""
from __future__ import annotations

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.games import chaos

SEATS = chaos.SEATS


def _asks(seed: int) -> tuple[int, int]:
    """Play one heuristic game; return (times A1 is asked to join its partner A2's combo, rounds)."""
    s = chaos.new_game(seed, events=False)
    bots = {seat: make_bot("heuristic", "chaos", seed * 16 + i) for i, seat in enumerate(SEATS)}
    asks = 0
    while s.result is None:
        asks += s.pending.kind == "join" and s.to_act == "A1"
        s = s.apply(bots[s.to_act].choose(s)) or s
    return asks, s.result.rounds


def test_the_partner_bot_asks_a_person_to_join_a_combo_in_few_rounds_CH_COMBO_1():
    """Review 19 (chaos_ja 1): 'nearly every round the bot partner takes over my turn' (A2 asked in 0.39 of all
    rounds, most rounds it leads); it starts a combo only for a clear gain now (≤ 1 round in 5)."""
    asks = rounds = 0
    for seed in range(30):
        a, r = _asks(seed)
        asks, rounds = asks + a, rounds + r
    assert asks / rounds <= 0.2, (asks, rounds)


# Team A leads; A2 (ghost) holds Possession, A1 (patient) Protection: a C3 push of team B is possible.
PUSH = {"first": "A", "start": "A2", "bombs": [], "key": None, "gate_open": True,
        "hands": {"A2": ["possession_moon", "prank_eye", "mischief_skull"],
                  "A1": ["protection_moon", "sprint_eye", "amnesia_skull"]}}


def _first_choice(pieces):
    s = chaos.new_game(3, setup={**PUSH, "pieces": pieces})
    return [make_bot("heuristic", "chaos", seed=i).choose(s) for i in range(4)]


def test_the_bot_pushes_with_a_combo_when_it_drives_an_enemy_patient_off_its_goal_CH_C3():
    """B1 two steps from the open gate: a push of 3 sends it 3 steps further; worth the partner's turn."""
    chosen = _first_choice({"A1": [8, 1], "A2": [3, 3], "B1": [1, 3], "B2": [1, 8]})
    assert all(a.kind == "combo" and a["combo"] == "C3" for a in chosen), chosen


def test_the_bot_does_not_ask_for_a_push_that_gains_nothing_CH_C3():
    """B1 far from the open gate: no push takes it 3 steps further (down gains 2, up or left bring it nearer); A2
    moves on its own."""
    chosen = _first_choice({"A1": [8, 1], "A2": [3, 3], "B1": [6, 8], "B2": [1, 8]})
    assert not any(a.kind == "combo" for a in chosen), chosen


# ----- finding 3 (chaos_ja 6): the counter chip says what completing it does ---------------------------------------
def _at_completing_the_counter(b1=("schizophrenia_moon", "schizophrenia_eye", "checkup_skull")):
    """Return the state where B1 (holding `b1`) may complete B2's Prank (moon) against team A's push combo."""
    setup = {"first": "A", "start": "A2", "bombs": [], "key": None, "gate_open": True,
             "pieces": {"A1": [8, 1], "A2": [3, 3], "B1": [1, 3], "B2": [1, 8]},
             "hands": {"A2": ["possession_moon", "vanish_eye", "mischief_skull"],
                       "A1": ["protection_moon", "sprint_eye", "amnesia_skull"],
                       "B2": ["prank_moon", "vanish_skull", "brainwash_eye"],
                       "B1": list(b1)}}
    s = chaos.new_game(3, setup=setup)
    for kind, fields in (("combo", {"combo": "C3", "card": "possession_moon"}), ("join", {"card": "protection_moon"}),
                         ("react", {"card": "prank_moon"})):
        s = s.apply(next(a for a in s.legal_actions() if a.kind == kind and all(a[k] == v for k, v in fields.items())))
    assert s.to_act == "B1" and s.pending.kind == "react"
    return s


def test_the_counter_chip_says_steal_or_cancel_in_every_language_CH_C4():
    """Review 19 (chaos_ja 6): '「統合失調症（月）」で A2 の対抗を完成' did not say what it does; the join chips do.
    (A stolen push says who picks its way since review 33, room_zh 6; en 'take their push', f469eb33.)"""
    from cthulhu_widgets.games.chaos.texts import move_words
    s = _at_completing_the_counter()
    chips = {a["card"]: a for a in s.legal_actions() if a.kind == "react"}
    # the cancelled combo named by its leader (A2) since review 41, room_en 1 (round45kk5_words)
    words = {"en": ("same suit: their push is yours", "other suit: cancels A2's combo"),   # review 34, chaos_en 5
             "ja": ("同じマーク：敵の押しが味方のものに", "違うマーク：A2 のコンボを打ち消す"),
             "zh": ("相同花色：敌方的推归你方", "不同花色：抵消 A2 的合作"),
             "zh-TW": ("相同花色：敵方的推歸你方", "不同花色：抵消 A2 的合作")}
    for lang, (steal, cancel) in words.items():
        assert steal in move_words(s, chips["schizophrenia_moon"], lang)["label"], lang
        assert cancel in move_words(s, chips["schizophrenia_eye"], lang)["label"], lang


# ----- finding 4 (chaos_ja 5): the failed counter blames nobody ----------------------------------------------------
def test_a_counter_the_partner_could_not_complete_is_told_without_blame_CH_C4():
    """Review 19 (chaos_ja 5): 'あなたが統合失調症を重ねなかったので対抗は失敗' when the reader held no Schizophrenia and
    was never asked; the line says no Schizophrenia was added, by nobody in particular."""
    from cthulhu_widgets.widgets.chaos import ChaosWidget
    s = _at_completing_the_counter(b1=("checkup_skull", "checkup_moon", "amnesia_eye"))
    told = {"en": "No Schizophrenia was added", "ja": "「統合失調症」が加わらず", "zh": "没有加上精神分裂",
            "zh-TW": "沒有加上精神分裂"}
    blame = ("You add no", "あなたが", "你没有加上", "你沒有加上")
    for lang, words in told.items():
        w = ChaosWidget(seed=3, setup=s.setup, lang=lang, seat="B1", bots={})
        for action in s.history:
            w.match.apply(action)
        w._sync()
        line = next(t for t in (x["text"] for x in reversed(w.log_lines)) if "B2" in t and ("Prank" in t or "いたずら" in t
                    or "恶作剧" in t or "惡作劇" in t))
        assert words in line and not any(b in line for b in blame), (lang, line)


# ----- finding 5 (chaos_en 2, room_zh 3): after a counter the joint turn's prompt says one status ----------------
def test_after_a_cancel_or_a_steal_the_joint_turn_says_so_CH_C4():
    """Review 19: the Story said the reaction cancelled the combo; the prompt still said 'The combo … acts after you
    both move'. Now it says the combo was cancelled (different suits) or stolen (same suit)."""
    from cthulhu_widgets.games.chaos.texts import prompt
    words = {"cancel": {"en": "was cancelled by their reaction", "ja": "敵の対抗で打ち消された",
                        "zh": "被敌方的反制抵消了", "zh-TW": "被敵方的反制抵消了"},
             "full": {"en": "was stolen by their reaction", "ja": "敵の対抗で奪われた",
                      "zh": "被敌方的反制夺走了", "zh-TW": "被敵方的反制奪走了"}}
    after = {"en": "acts after you both move", "ja": "2 人とも移動したあとに", "zh": "才生效", "zh-TW": "才生效"}
    for card, status in (("schizophrenia_eye", "cancel"), ("schizophrenia_moon", "full")):
        s = _at_completing_the_counter()
        s = s.apply(next(a for a in s.legal_actions() if a.kind == "react" and a["card"] == card))
        assert s.pending.kind == "combo_move" and s.combo["reflect"] == status
        for lang, said in words[status].items():
            text = prompt(s, s.legal_actions(), lang)
            assert said in text and after[lang] not in text, (lang, text)
