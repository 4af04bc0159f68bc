"""Round AS4 (review 27): CHAOS words a newcomer reads: one bomb is "a bomb", not "bombs" (chaos_en 10)."""
from cthulhu_widgets.games.chaos.texts import event_text


def test_checkup_one_bomb_reads_singular():
    """CH-P2: a Checkup that finds one bomb says "a bomb at a6" (review 27, chaos_en 10, shot 105)."""
    data = {"seat": "A1", "cells": [[6, 1], [5, 1], [4, 1]], "bombs": [[6, 1]]}
    assert event_text("checkup", data, "en", labels=True) == "A1 checks a6, a5, a4: a bomb at a6."


def test_checkup_two_bombs_reads_plural():
    """CH-P2: two bombs found stay "bombs at …"."""
    data = {"seat": "A1", "cells": [[6, 1], [5, 1], [4, 1]], "bombs": [[6, 1], [5, 1]]}
    assert event_text("checkup", data, "en", labels=True) == "A1 checks a6, a5, a4: bombs at a6, a5."


def test_checkup_note_is_short_and_names_the_colour_drawn():
    """CH-P2, CH-HIDE-2: the note under each Checkup is short (it came as a 5-line paragraph every time, review 27,
    chaos_en 3, shots 073/094/105) and calls the doubt marks amber as the board draws them, never grey (chaos_en 7)."""
    from cthulhu_widgets.frames import Frames, MatchPositions
    from test_chaos_round14r import _checkup

    match = _checkup([[3, 4]])
    for lang, colour, grey, most in (("en", "amber", "grey", 120), ("zh", "橙色", "灰色", 60), ("ja", "橙色", "灰色", 70),
                                     ("zh-TW", "橙色", "灰色", 60)):
        note = [line for line in Frames("chaos").log(MatchPositions(match), "A1", lang) if line.get("big")][-1]["note"]
        assert colour in note and grey not in note and "✓?" in note, (lang, note)
        assert len(note) <= most, (lang, len(note), note)


def test_rules_legend_names_the_temporary_bomb_and_the_checkup_marks():
    """CH-G2, CH-DUR-3, CH-P2: the rules sheet's legend says what the bomb with an hourglass is (review 27, chaos_ja 9,
    room_zh 3: shots 056, 008/010) and what the Checkup marks are, amber as drawn (chaos_en 7), in every language."""
    from cthulhu_widgets.games.chaos import texts

    for lang, bomb, amber in (("en", "hourglass", "amber"), ("zh", "沙漏", "橙色"), ("ja", "砂時計", "橙色"),
                              ("zh-TW", "沙漏", "橙色")):
        rows = [text for _, text in texts.HELP[lang]["legend"]]
        assert any(bomb in text for text in rows), lang
        assert any(amber in text and "✗?" in text for text in rows), lang


def test_reversal_chip_shows_the_order_now_and_after_CH_P1():
    """CH-P1: the Schizophrenia chip says what changes, the order now and after (review 27, chaos_ja 6: 「逆回り・次：B1」
    beside 「逆順：次 B1 → B2 → A2」, shots 063/071), in every language."""
    from test_chaos_round22ai2_chips import _action, _game

    from cthulhu_widgets.games.chaos.sentences import chip_words
    from cthulhu_widgets.games.chaos.texts import move_words

    s = _game()
    s.apply(_action(s, "stay"))
    play = _action(s, "play", card="schizophrenia_skull")
    # since review 31 (room_en 4: 'B1→B2→A2 ⇒ A2→B2→B1' left out the reader) the chip says the whole new order, the
    # reader named as you: the order now is the table's order strip beside it
    now, after = '→'.join(s.upcoming(3)), '→'.join(s.upcoming(3, -s.direction))   # tight: the phone's band (round12p)
    assert now != after
    for lang in ("en", "zh", "zh-TW", "ja"):
        label = move_words(s, play, lang)["label"]
        assert f"{after}→{chip_words.YOU[lang]}" in label, (lang, label)


def test_join_chip_says_it_costs_the_turn_CH_COMBO_1():
    """CH-COMBO-1: joining is the joiner's whole turn (one joint step, no card); the join chip says so in a few words,
    not only behind More (review 27, chaos_ja 10, chaos_en 6: shot 079)."""
    from test_chaos_round19aa_join import _asked_to_join

    cost = {"en": "1 step only", "ja": "1 歩だけ", "zh": "只走 1 步", "zh-TW": "只走 1 步"}
    for lang in ("en", "ja", "zh", "zh-TW"):
        joins = [m for m in _asked_to_join(lang).legal if m["kind"] == "join"]
        assert joins and all(cost[lang] in m["label"] for m in joins), (lang, [m["label"] for m in joins])


def test_ja_course_bubbles_chain_no_colons():
    """The ja course reads as short sentences: no bubble chains two colons (review 27, chaos_ja 5: step 2's
    「…選ぼう：「躁状態／疾走（目）」を出す：…」, 009; 「待っている間に：…。このステップでは隠れた爆弾を見る：…」, 020); 「チーム適用」 is
    said in plain words."""
    from test_chaos_round26aq5_course import course

    from cthulhu_widgets.games.chaos.sentences import chip_words

    chained = {m["n"]: m["text"] for m in (f["coach"] for f in course("ja")) if m["text"].count("：") > 1}
    assert not chained, chained
    dones = [m.get("done", "") for m in (f["coach"] for f in course("ja"))]
    assert not [d for d in dones if "待っている間に：" in d], dones
    assert "チーム適用" not in chip_words.LABELS["ja"]["cover"]
