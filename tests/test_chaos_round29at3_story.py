"""CHAOS: one fact told once in a turn's story (round AT, fixer AT3; newcomer review 28, room_en 10, 077/078: two
identical 5-line "Your Checkup's ✓ at a5, a7 said 'no bomb' before…" paragraphs in one bot turn; chaos_en 1: one event
told in 3-4 places). CH-HIDE-2, CH-G2."""
from __future__ import annotations

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.frames import build
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match


def _match(seed: int, at: int) -> Match:
    """Return seed `seed`'s game by the heuristic bots to step `at` (or its end)."""
    match = Match.new(chaos, seed=seed)
    bots = {s: make_bot("heuristic", "chaos", seed * 16 + i) for i, s in enumerate(chaos.SEATS)}
    while match.state.result is None and len(match) < at:
        match.apply(bots[match.state.to_act].choose(match.state))
    return match


def _story(seed: int, at: int, lang: str = "en") -> list:
    return build.of(_match(seed, at), "A1", lang, log_from=0)["log_lines"]


def test_a_checkups_doubt_is_told_once_a_turn_CH_HIDE_2():
    """Seed 7: B2 plants three times in one turn (lines 46-52 before); A1's doubt about the same ✓ cells is told once."""
    for lang in ("en", "ja"):
        turn: list = []
        for line in _story(7, 219, lang):
            turn = [] if line.get("turn") else turn
            assert line["text"] not in turn or len(line["text"]) < 40, (lang, line["text"])
            turn.append(line["text"])


def test_a_reversal_says_whose_turn_it_skips_as_its_chip_did_CH_P1():
    """Seed 1, 60: A1's Schizophrenia chip said "… ⇒ A2→B2→B1; B1 skipped"; the story then said "A2 plays again, then
    B2, then B1" (chaos_en 5, 163) as if B1 still played this round. The line says the skip in the chip's words."""
    for lang, skip in (("en", "B1 loses this round's turn"), ("ja", "B1 はこのラウンドの手番を失う"),
                       ("zh", "B1 本轮失去回合"), ("zh-TW", "B1 本輪失去回合")):
        lines = _story(1, 61, lang)
        turned = [line["text"] for line in lines if "B1" in line["text"] and skip in line["text"]]
        assert len(turned) == 1, (lang, [line["text"] for line in lines[-8:]])


def test_a_draw_with_cards_in_hand_says_why_CH_TIME_2():
    """Seed 10, 71: A1 holds cards but has played its one card of this time of day: the chip said 'Draw: no card to
    play' (chaos_en 8, 122/134: holding a Vanish); it says the limit, in every language."""
    from cthulhu_widgets.games.chaos import texts
    match = _match(10, 71)
    assert match.state.to_act == "A1" and match.state._card_limit_reached("A1") and match.state.hand["A1"]
    for lang in ("en", "ja", "zh", "zh-TW"):
        label = build.of(match, "A1", lang)["legal"][0]["label"]
        time = texts.WORDS[texts.table_lang(lang)]["time"][match.state.time[0]]
        assert time in label and "1" in label, (lang, label)




def _cover_texts(match, lang: str) -> list:
    return [a["text"] for a in build.of(match, "A1", lang)["legal"] if a["kind"] == "cover"]


def test_a_cover_says_what_it_does_beyond_its_card_CH_COVER_1_CH_P5_CH_DUR_3():
    """Review 28: a Protection cover's chip 'for the whole team' shielded both pieces unsaid (chaos_ja 4, 153/155;
    seed 1 at 0), and a cover that starts the partner's turn ended its Mischief bombs unwarned (chaos_en 9, 150; seed 1
    at 74: A2's plants stand)."""
    start = _match(1, 0)
    for lang, word in (("en", "Shield both"), ("ja", "2 人とも保護"), ("zh", "两人都受保护"), ("zh-TW", "兩人都受保護")):
        prot = [a for a in build.of(start, "A1", lang)["legal"] if a["kind"] == "cover"
                and a["fields"]["card"].startswith("protection")]
        assert prot and word in prot[0]["label"], (lang, prot)
    plants = _match(1, 74)
    for lang, word in (("en", "bombs end"), ("ja", "爆弾は消える"), ("zh", "炸弹会消失"), ("zh-TW", "炸彈會消失")):
        assert all("A2" in h and word in h for h in _cover_texts(plants, lang)), (lang, _cover_texts(plants, lang))


def test_the_key_line_says_it_moves_each_round_and_a_weak_sight_combo_what_it_shows_CH_MAP_4_CH_C5():
    """Review 28: 'The key is at c5 · reset after round 1' (room_en 12: it moves every round, learned from the story);
    a weak Checkup combo 'sees the bombs there now' (room_en 4: there = where?; chaos_ja 4, 116)."""
    from cthulhu_widgets.games.chaos import texts
    from cthulhu_widgets.games.chaos.sentences import chip_words
    # the line says when it moves next (review 32, chaos_en 5: "(after round 2)" read as "from round 2 on"), its
    # tooltip that it moves every round
    for lang, moves in (("en", "every round"), ("ja", "毎ラウンド"), ("zh", "每轮"), ("zh-TW", "每輪")):
        assert moves in texts.BOARD[texts.table_lang(lang)]["key_moves"], lang
    for lang, now in (("en", "this round"), ("ja", "このラウンド"), ("zh", "本轮"), ("zh-TW", "本輪")):
        assert now in texts.BOARD[texts.table_lang(lang)]["tag_key"], lang
    for lang, every in (("en", "every bomb now"), ("ja", "すべて見える"), ("zh", "现在所有炸弹"), ("zh-TW", "現在所有炸彈")):
        assert every in chip_words.COMBO_SHORT[lang]["C5"][1], lang
