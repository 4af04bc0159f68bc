"""CHAOS chips say what they do before they are chosen (round AI, fixer AI2; newcomer review 21, chaos_en finding 3,
043_g18/065_g40: 'Combo with A2: Brainwash + Amnesia' showed only the Amnesia's own text, the effect was learnt only
once committed; review 20, room_en 2 and 4, chaos_ja 1, room_zh 4; review 21 room_zh 6). Work of round AG's AG4 landed."""
from __future__ import annotations

from cthulhu_widgets.frames.chaos import legal
from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos.texts import move_words

LANGS = ("en", "zh", "ja", "zh-TW")


def _game(start="A1", hands=None, **extra):
    hands = hands or {}
    setup = {"first": "A", "start": start, "bombs": [], "key": None,
             "pieces": {"A1": [8, 1], "A2": [3, 3], "B1": [1, 3], "B2": [1, 8]},
             "hands": {"A1": hands.get("A1", ["protection_eye", "schizophrenia_skull", "protection_moon"]),
                       "A2": hands.get("A2", ["possession_moon", "vanish_eye", "mischief_skull"]),
                       "B1": hands.get("B1", ["sprint_eye", "sprint_skull", "checkup_moon"]),
                       "B2": hands.get("B2", ["prank_moon", "vanish_skull", "brainwash_eye"])}, **extra}
    return chaos.new_game(3, setup=setup)


def _action(s, kind, **fields):
    return next(a for a in s.legal_actions() if a.kind == kind and all(a[k] == v for k, v in fields.items()))


def test_the_combo_chip_says_its_full_and_weak_effect_and_the_card_it_uses_up():
    """chaos_en 3 (043_g18) and room_en 2 (review 20): the combo's effect, same suit and not, and the card it spends."""
    s = _game()
    combo = _action(s, "combo", combo="C3", card="protection_eye")
    # what it costs: since review 29 (chaos_en 5) the turn's other cards, even if the enemy cancels it; the card it
    # spends is on the chip ('Combo with A2: Possession + Protection')
    # the card A2 must add leads since review 31 (chaos_ja 3; test_round32ax2_combo_needs)
    said = {"en": ("needs A2's Possession", "push both enemies 3 cells", "push 1 cell", "No other card"),
            "zh": ("需要 A2 的附身", "击退三格", "否则只击退一格", "不能再出牌"),
            "ja": ("A2 の「憑依」が必要", "3 マス押す", "1 マス押す", "他のカードは出せない"),
            "zh-TW": ("需要 A2 的附身", "擊退三格", "否則只擊退一格", "不能再出牌")}
    for lang, words in said.items():
        hint = move_words(s, combo, lang)["hint"]
        for w in words:
            assert w in hint, (lang, hint)
    # round 6c's promise kept: the chip names the part A2 adds (in the combo's name since review 29, chaos_en 5)
    assert "Possession + Protection" in move_words(s, combo, "en")["label"]


def test_the_combo_hint_rides_on_the_chips_target_for_the_chosen_card():
    """The frame sends the hint with the move's target (labels.js chosenEffect shows it under the chosen card's chips)."""
    s = _game()
    moves = legal(s, s.legal_actions(), "en")
    combo = next(m for m in moves if m["kind"] == "combo" and m["fields"]["card"] == "protection_eye")
    assert "push both enemies 3 cells" in combo["target"]["hint"] and "hint" not in combo
    assert all("hint" not in m["target"] for m in moves if m["kind"] in ("play", "stay", "move"))


def test_a_combo_chip_never_tells_what_the_partner_holds_CH_HIDE_3():
    """The chip names the part the partner needs, never whether it holds one: A2 with or without a Possession."""
    with_part = _game()
    without = _game(hands={"A2": ["vanish_moon", "vanish_eye", "mischief_skull"]})
    for lang in LANGS:
        a, b = (move_words(s, _action(s, "combo", combo="C3", card="protection_eye"), lang) for s in (with_part, without))
        assert a == b, lang


def test_the_cover_chip_says_it_uses_the_partners_turn_this_round_CH_COVER_1():
    """room_en 4 (review 20, 030/047): 'Cover your team' took A2's own turn, the bot choosing A2's step at once; only
    'in one joint turn' said so. The chip and its sentence say the cost."""
    s = _game()
    cover = _action(s, "cover", card="protection_eye")
    said = {"en": "uses A2's turn this round", "zh": "用掉 A2 本轮的回合", "ja": "A2 のこのラウンドの手番も使う",
            "zh-TW": "用掉 A2 本輪的回合"}
    short = {"en": "uses A2's turn", "zh": "用掉 A2 的回合", "ja": "A2 の手番も使う", "zh-TW": "用掉 A2 的回合"}
    for lang, words in said.items():
        got = move_words(s, cover, lang)
        assert words in got["text"], (lang, got["text"])
        assert short[lang] in got["label"], (lang, got["label"])


def _to_a1_after_b_played(s):
    """Play stays and ends until A1 acts (B2 opened the round, B1 has played)."""
    while s.to_act != "A1":
        s.apply(_action(s, "stay") if s.pending.kind == "move" else _action(s, "end"))
    s.apply(_action(s, "stay"))
    return s


def test_the_reversal_chip_previews_the_order_after_it_from_the_engine_CH_P1():
    """chaos_ja 1 (review 20, 037_m3 → 041_m7), room_zh 4: Schizophrenia said only 'reverse the turn order'; the chip
    says who plays next, as the engine will bring them, and whose turn this round it takes."""
    # order A1 → A2 → B2 → B1; B2 opens the round, B1 has played, A1 third: reversed, B1 plays again, A2 loses its turn
    s = _to_a1_after_b_played(_game(start="B2", hands={"B1": ["sprint_eye", "sprint_skull", "checkup_moon", "amnesia_eye"]}))
    play = _action(s, "play", card="schizophrenia_skull")
    after = s.clone()
    after.apply(play)
    seen = after.upcoming()
    assert seen[0] == "B1"
    words = move_words(s, play, "en")
    order = ' → '.join('you' if x == 'A1' else x for x in seen)
    tight = lambda o: o.replace(" → ", "→")   # the chip's orders without spaces (a phone's band, round12p)
    whole = tight(' → '.join('you' if x == 'A1' else x for x in after.upcoming(4)))   # you too (review 31, room_en 4)
    assert words["label"] == f"A2 sits out this round; then {whole}", words["label"]   # lost turn first (review 33)
    assert f"Next: {order}; A2 loses this round's turn." in words["text"], words["text"]
    for lang, (chip, said) in {"zh": ("A2 本轮轮空", "A2 本轮失去回合"), "ja": ("A2 はこのラウンド休み", "A2 はこのラウンドの手番を失う"),
                               "zh-TW": ("A2 本輪輪空", "A2 本輪失去回合")}.items():
        assert chip in move_words(s, play, lang)["label"], lang
        assert said in move_words(s, play, lang)["text"], lang
    lost = []
    while after.round == s.round:   # the engine, played on, takes A2's turn as the chip said
        after.apply(_action(after, "stay") if after.pending.kind == "move" else _action(after, "end"))
        lost += [e.data["seat"] for e in after.events if e.name == "turn_lost_to_reversal"]
    assert lost == ["A2"]


def test_a_reversal_that_skips_no_one_says_only_the_order_after():
    s = _game()
    s.apply(_action(s, "stay"))
    play = _action(s, "play", card="schizophrenia_skull")
    label = move_words(s, play, "en")["label"]
    assert label == "New turn order: B1→B2→A2→you", label   # the whole order after, you too (review 31)
    assert "loses" not in move_words(s, play, "en")["text"]


def test_the_zh_join_prompt_says_plainly_you_step_now_then_the_combo_happens():
    """room_zh 6 (review 21, 057): '加入（这就是你的整个回合：一次合作的一步…）' read as a riddle."""
    from cthulhu_widgets.games.chaos.texts import ASKS
    for lang, said in {"zh": "加入：你和 {leader} 现在各移动一步", "zh-TW": "加入：你和 {leader} 現在各移動一步"}.items():
        assert said in ASKS[lang]["join"], lang
        assert "一次合作的一步" not in ASKS[lang]["join"] and "一次合作的一步" not in ASKS[lang]["join"], lang
