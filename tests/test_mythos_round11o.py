"""Mythos round 11o (newcomer review 11 on Mythos, en desk /tmp/r11md and ja phone /tmp/r11mp): the rules that surface
only after they hurt are told, the big moments are the right ones, the view sends the values a fight used, and the
words say one thing each."""
from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.games.mythos.combat import fights_of
from cthulhu_widgets.match import Match

# compiled once: jsonschema.validate() checks the schema itself again on every call (test_view_schema.py does that)
SCHEMA = jsonschema.Draft202012Validator(json.loads(
    (Path(__file__).parents[1] / "cthulhu_widgets" / "schemas" / "mythos_view.json").read_text()))


def _bots_until(seed: int, done) -> Match:
    m = Match.new("mythos", seed=seed)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
    while m.state.result is None and not done(m.state):
        m.step(bots)
    return m


# 4. The combat values: the log said "N'gah-Kthun 3 + Servant of Glaaki 3 = 6" while the cards showed 2.
@pytest.mark.parametrize("seed", [3, 9])
def test_MY_COMBAT_6_every_view_sends_the_value_each_fighter_fought_with(seed):
    """Each fight in every view (schema-valid) carries `values`, one per fighter in the order of `insts`, the values
    its threat summed at the reveal (MY-COMBAT-4/6), so the table can show 3 where the printed card says 2."""
    m = _bots_until(seed, fights_of)
    record = fights_of(m.state)
    for seat in (*m.state.seats, "public"):
        view = m.state.view(seat)
        SCHEMA.validate(view)
        assert [f["values"] for f in view["fights"]] == [f["values"] for f in record]
        assert all(len(f["values"]) == len(f["insts"]) for f in view["fights"])


def _frame_at(seed: int, index: int, seat: str, lang: str):
    from cthulhu_widgets.frames import Frames, MatchPositions
    m = Match.new("mythos", seed=seed)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
    while m.index < index:
        assert m.state.result is None, f"seed {seed}'s game ended at step {m.index}, before {index}"
        m.step(bots, n=1)
    return m, Frames("mythos").of(m.state, MatchPositions(m), seat, lang)


def _step_lines(m, frame) -> list:
    """Return the story lines of the match's last step (the events of its state, then the facts the story announces
    there: a requirement an adventure lost, review 25 mythos_en 2), in order."""
    from cthulhu_widgets.frames import Frames
    from cthulhu_widgets.frames.story import facts_of
    story = Frames("mythos").teller.story
    n = len([e for e in m.state.events or () if e.visible_to("p0")])
    now, old = facts_of(story, m.state, "p0"), facts_of(story, m.state_at(m.index - 1), "p0")
    n += len([e for e in story.fact_events(now, old) if e.visible_to("p0")])
    return frame["log_lines"][-n:]


# 1 and 3. Completing an adventure discards the story deck and shuffles the discards into the deck (MY-ADV-3): the
#    story's line says it all, it is the step's big moment (not "You: Sanity +2 (Alone in the World)"), the bot's too.
@pytest.mark.parametrize("lang,shuffled", [("en", "discard pile is shuffled back into the deck"),
                                           ("ja", "捨て札の山は神話デッキに戻してシャッフルする")])
# the bot's (p1): seed 12's game changed with MY-ZONE-3's uncovered gate (eeea57a), its adventure is seed 2's now
@pytest.mark.parametrize("seed,index,who", [(17, 84, "p0"), (2, 46, "p1")])
def test_MY_ADV_3_an_adventure_is_the_moment_and_its_line_tells_the_discard_and_the_shuffle(seed, index, who, lang,
                                                                                            shuffled):
    m, frame = _frame_at(seed, index, "p0", lang)
    assert any(e.name == "adventure" and e.data["player"] == who for e in m.state.events)
    lines = _step_lines(m, frame)
    adventure = next(line for line in lines if shuffled in line["text"])
    assert adventure.get("big") and ("除" not in adventure["text"])
    # the Sanity the adventure brings (and another seat's loss it caused) is told, not announced over it
    others = [line for line in lines if line is not adventure and line.get("big")]
    assert all(line.get("you") and "-" in line["text"] for line in others), others


def test_MY_ADV_3_the_complete_chip_says_plainly_that_story_cards_are_discarded():
    """The chip said "— uses 22 story cards", read as harmless (review 11, 192): it says they are discarded."""
    from cthulhu_widgets.frames.mythos import legal
    m, _ = _frame_at(17, 83, "p0", "en")
    st = m.state
    assert st.to_act == "p0"
    adventure = next(a for a in st.legal_actions() if a.kind == "play" and st.card_of(dict(a.fields)["card"]).type
                     == "adventure")
    for lang, said in (("en", "⚠ discards"), ("ja", "捨て札にする")):
        chip = next(e for e in legal(st, st.legal_actions(), lang, "p0") if e["kind"] == "play"
                    and e["fields"].get("card") == dict(adventure.fields)["card"])
        assert said in chip["label"], chip["label"]
        assert "uses" not in chip["label"] and "使う" not in chip["label"]


# 3. Cthulhu Rising discarded the reader's location: that is announced; the bot's own -2 for playing it is not.
def test_the_readers_location_lost_is_a_big_moment_and_the_players_own_card_cost_is_not():
    m, frame = _frame_at(2, 12, "p0", "en")
    lines = _step_lines(m, frame)
    lost = next(line for line in lines if "your current location" in line["text"].lower())
    cost = next(line for line in lines if line["text"].startswith("Player 2 pays 2 Sanity for Cthulhu Rising"))
    assert lost.get("big") and not cost.get("big")


# 5. Words.
def test_the_pass_line_says_what_its_number_counts():
    from cthulhu_widgets.games.mythos import texts
    assert texts.event_text("pass", {"player": "p0", "passes": 1}, "en") == "p0 passes (pass 1 of the round)."
    assert "このラウンドのパス 1 回目" in texts.event_text("pass", {"player": "p0", "passes": 1}, "ja")


def test_the_header_names_a_travel_step_with_its_card_capitalised():
    """'Card play: car' (173): the header's short step word names the card as the card does."""
    from cthulhu_widgets.frames.mythos import catalog
    ui = catalog()["ui"]["en"]
    assert ui["short_car"] == "travel by Car" and ui["short_train"] == "travel by Train"


def test_a_command_bonus_line_says_where_it_comes_from():
    from cthulhu_widgets.games.mythos import texts
    said = texts.event_text("commanded", {"player": "p0", "card": "gomes", "bonus": 1}, "en")
    assert "The Two Scepters" in said and "fixed at commit" not in said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_location_with_no_text_does_not_speak_of_statistics(lang):
    """Location zooms said 'its statistics are all it does' (ja 印刷された能力値), though a location has none: its
    attributes and icons are what it prints."""
    from cthulhu_widgets.games.mythos import texts
    from cthulhu_widgets.games.mythos.data import load_set
    cards = load_set().cards
    for cid, entry in texts.CARD_TEXTS["cards"].items():
        if cid in cards and cards[cid].type == "location":
            said = entry[lang]["text"]
            assert "statistics" not in said and "能力値" not in said, (cid, said)


def test_ja_one_word_each_for_sub_region_and_completing():
    from cthulhu_widgets.games.mythos.sentences import ja
    said = json.dumps([ja.TEXTS, ja.PROMPTS, ja.WORDS], ensure_ascii=False)
    assert "サブ地域" not in said and "獲得する" not in said and "獲得できる" not in said
    assert "を {target} に使用する" in ja.WORDS["plays_on"]        # ボット 2 に, as ボット 2 は


# 2. "Send … to assault" was offered for Gomes and Henry, never for Miss Anna or Dr. Allen, and nothing said why.
def _commit_scene():
    from cthulhu_widgets.games import mythos
    s = mythos.new_game(0, None, {"decks": ["corrupt", "steadfast"], "first_player": "p0", "players": [
        {"story": ["the_athenaeum"], "threat": ["dark_young"],
         "allies": [{"card": "ray_stuckey", "weapon": "enchanted_knife"}, "gomes"]},
        {"story": ["red_hook"], "threat": ["deep_one"]}]})
    while not (s.pending.kind == "commit" and s.to_act == "p0"):
        s.apply(next(a for a in s.legal_actions() if a.kind in ("pass", "direct", "done")))
    return s


@pytest.mark.parametrize("lang,why,why_not", [
    ("en", "(its enchanted weapon Enchanted Knife allows it)", "it may not assault: only an ally with an enchanted"),
    ("ja", "（魔力武器「魔力のナイフ」を持つので出せる）", "攻撃には出せない")])
def test_MY_CARD_2_MY_COMBAT_2_the_assault_chip_says_what_allows_it_and_another_ally_why_not(lang, why, why_not):
    from cthulhu_widgets.frames.mythos import legal
    s = _commit_scene()
    chips = legal(s, s.legal_actions(), lang, "p0")
    name = {s.card[a["card"]]: a["card"] for a in s.players[0].allies}
    assault = [c for c in chips if c["kind"] == "assault"]
    assert [c["fields"]["ally"] for c in assault] == [name["ray_stuckey"]] and why in assault[0]["label"]
    gomes = next(c for c in chips if c["kind"] == "defend" and c["fields"]["ally"] == name["gomes"])
    ray = next(c for c in chips if c["kind"] == "defend" and c["fields"]["ally"] == name["ray_stuckey"])
    assert why_not in gomes["text"] and why_not not in ray["text"]   # in the sentence (review 28: the chip short)
    if lang == "ja":            # no stray space between a particle and the seat's name (「ゴメス」で ボット 2 の…)
        assert "」でプレイヤー 2 の" in gomes["text"], gomes["text"]


# 5. Two like chips 「アンナ・ティルトン嬢」を…武装させる, one with 「（正気度 +1）」 (phone 140): both pay the pentagram
#    (MY-CLAR-3), and the one through Miss Anna's own text says so.
#    Round AN6 (review 23, finding 7): both now say what differs; the own text's way is "by"/「で」 that text.
#    Review 29 (mythos_en 8, round AU7): in plain words, the own text's way uses up her one 'any location' artifact.
@pytest.mark.parametrize("lang,own,cost", [("en", "as its one 'any location' artifact", "(Sanity +1)"),
                                           ("ja", "「どこでも1枚」の枠を使い", "（正気度 +1）")])
def test_MY_CARD_2_the_two_ways_to_arm_miss_anna_say_how_they_differ_and_both_their_cost(lang, own, cost):
    from cthulhu_widgets.frames.mythos import legal
    from cthulhu_widgets.games import mythos
    s = mythos.new_game(0, None, {"decks": ["corrupt", "steadfast"], "first_player": "p0", "players": [
        {"story": ["arkham_mystical_supply"], "allies": ["miss_anna_tilton"], "hand": ["dot_32_revolver"]}, {}]})
    rev = next(i for i in s.players[0].hand if s.card[i] == "dot_32_revolver")
    chips = {e["kind"]: e["label"] for e in legal(s, s.legal_actions(), lang, "p0") if rev in e["fields"].values()}
    assert set(chips) == {"play", "attach"}
    assert cost in chips["play"] and cost in chips["attach"] and own in chips["attach"] and own not in chips["play"]
    assert chips["play"] != chips["attach"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_two_mi_go_printings_are_told_apart_wherever_their_name_is_read(lang):
    """Both printings are titled Mi-Go (the rules read that title: Joins Mi-Go), but their texts differ: the names a
    player reads (story, chips, card faces) carry the occupation, Worker and Soldier (review 11, finding 5)."""
    from cthulhu_widgets.frames.mythos import catalog
    from cthulhu_widgets.games.mythos import texts
    from cthulhu_widgets.games.mythos.data import load_set
    cards = load_set().cards
    assert cards["mi_go_worker"].name == cards["mi_go_soldier"].name == "Mi-Go"
    names = {texts.card_name(c, lang) for c in ("mi_go_worker", "mi_go_soldier")}
    faces = {catalog()["cards"][c][lang] for c in ("mi_go_worker", "mi_go_soldier")}
    assert len(names) == 2 and names == faces


# One word each in Japanese (review 11, finding 5: 小地域/サブ地域, 旅行イベント/移動のイベント, 獲得する/達成/使用 for
# completing an adventure, 使う/使用する for playing a card): every text the game shows, its card texts and zooms, and
# what bot-played games show, writes the one spelling and never the other.
ONE_WORD = {"小地域": [r"サブ地域"], "旅行イベント": [r"移動のイベント"],
            "達成": [r"獲得(?:する|できる|アドベンチャー)", r"アドベンチャーを使用"],
            "使用する": [r"(?<!場の)カードを(?:1枚|もう 1 枚)?使う", r"ロケーションを使う", r"単独では使えない"]}


def test_ja_one_word_each_everywhere_the_game_writes():
    import re
    from test_glossary_prompts import shown, table_texts, zoom_rows
    written = table_texts("mythos", "ja") + zoom_rows("mythos", "ja") + shown("mythos")["ja"]
    for word, others in ONE_WORD.items():
        assert any(word in t for t in written), word
        for other in others:
            found = [t for t in written if re.search(other, t)]
            assert not found, (word, other, found[:2])
