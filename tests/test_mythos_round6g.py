"""Mythos round 6g (issue 23, newcomer review 6 on Mythos, en 1280×800 and ja phone): every Sanity change, total,
pass and round end says its real cause in plain words."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.frames.coach import LEARN_SEED
from cthulhu_widgets.frames.mythos_coach import fill_moment, sanity_key
from cthulhu_widgets.games.mythos.combat import fights_of, hounds_of
from cthulhu_widgets.games.mythos.sentences.coach import MOMENTS
from cthulhu_widgets.widgets.mythos import MythosWidget

from coach_support import play_coached


def _last_loss(widget) -> tuple:
    """Return the seat's latest Sanity loss so far as (why, rule), () when none."""
    for i in range(widget.match.index, -1, -1):
        lost = [e for e in widget.match.state_at(i).events or () if e.name == "sanity"
                and e.data.get("player") == widget.seat and e.data.get("delta", 0) < 0]
        if lost:
            return lost[0].data.get("why"), lost[0].rule
    return ()


@pytest.fixture(scope="module", params=["en", "ja"])
def learned(request):
    widget = MythosWidget(seed=LEARN_SEED, lang=request.param)
    return request.param, play_coached(widget, True, limit=130, note=lambda w: (_last_loss(w),))


def test_r6g_a_sanity_tip_names_the_latest_loss_by_its_own_cause(learned):
    """r6md/12.png: 'You lost 1 Sanity to Lonely Akeley Farmhouse' beside the story's 'Sanity -1 (a face-down
    monster)': a Sanity bubble tells the latest loss, by the cause the engine gives it."""
    lang, marks = learned
    shown = [(mark, loss) for _, mark, loss in marks if mark.get("moment") == "sanity"]
    assert shown
    for mark, (why, rule) in shown:
        said = re.escape(MOMENTS[lang][sanity_key(why, rule)])
        assert re.fullmatch(re.sub(r"\\\{\w+\\\}", ".*?", said), mark["text"], re.S), (why, rule, mark["text"])


def test_r6g_a_location_s_sanity_says_arriving_or_a_reused_gate():
    """A location's Sanity is paid on arrival (MY-LOC-6) or for a reused gate (MY-LOC-7): the tip says which."""
    assert sanity_key("lonely_akeley_farmhouse", "MY-LOC-6") == "sanity_arrive"
    assert sanity_key("lonely_akeley_farmhouse", "MY-LOC-7") == "sanity_gate"
    assert sanity_key("a face-down monster", "MY-MON-1") == "sanity_monster"


def _losses_then_monster():
    """Return the positions of a bot game up to p0's first face-down monster loss after an earlier loss of another
    cause, and that earlier loss's text key."""
    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.match import Match
    for seed in range(40):
        m = Match.new("mythos", seed=seed)
        bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
        positions, first = [m.state], None
        while m.state.result is None and len(positions) < 600:
            m.step(bots)
            positions.append(m.state)
            lost = [e for e in m.state.events or () if e.name == "sanity" and e.data["player"] == "p0"
                    and e.data["delta"] < 0]
            if lost and first is None and lost[0].data["why"] != "a face-down monster":
                first = sanity_key(lost[0].data["why"], lost[0].rule)
            elif lost and first is not None and lost[0].data["why"] == "a face-down monster":
                return positions, first
    raise AssertionError("no face-down monster loss after another loss")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r6g_a_sanity_tip_that_waited_tells_the_face_down_monster_not_the_older_cause(lang):
    """The bubble first met at an older loss (the Farmhouse) and shown at a face-down monster's: it tells the
    monster's cost, not the older cause under today's number."""
    positions, first = _losses_then_monster()
    text = fill_moment(positions, "p0", 0, "sanity", MOMENTS[lang][first], lang, first)
    said = re.escape(MOMENTS[lang]["sanity_monster"])
    assert re.fullmatch(re.sub(r"\\\{\w+\\\}", ".*?", said), text, re.S), (first, text)


def _fight_facts(seeds=range(12)):
    """Yield every fight fact (frames/story_mythos.fight_outcomes) of bot games from `seeds`."""
    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.frames.story_mythos import fight_outcomes
    from cthulhu_widgets.match import Match
    for seed in seeds:
        m = Match.new("mythos", seed=seed)
        bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
        while m.state.result is None:
            yield from fight_outcomes(m.state).values()
            m.step(bots)


def test_r6g_a_fight_total_lists_the_values_that_add_up_to_it():
    """r6md: a story total read '6, 2 = 9': a fight's line lists each value that adds up to its total, an ally's
    weapon apart ('Gomes 3 + .32 Revolver 2 + Dark Young 4 = 9'), and a reduction by the target's location."""
    from cthulhu_widgets.frames.story_mythos import outcome_sentence
    from cthulhu_widgets.games.mythos.data import load_set
    from cthulhu_widgets.games.mythos.sentences.story import STORY
    armed = 0
    for fact in _fight_facts(range(40)):
        cut = (fact.get("cut") or [None, 0])[1]
        assert sum(n for _, n in fact["fighters"]) - cut == fact["points"], fact
        armed += any(load_set().cards[card].type == "artifact" for card, _ in fact["fighters"])
        line = outcome_sentence(STORY["en"], fact, "en")
        # a lone card with nothing cut is its own total, said once (review 24, finding 5: "Deep One 4 = 4")
        total = f" {fact['points']})" if len(fact["fighters"]) == 1 and not cut else f"= {fact['points']})"
        assert ", " not in line.split(" = ")[0].split(") against ")[0] and total in line, line
    assert armed


def test_r6g_MY_COMBAT_a_fight_record_keeps_each_fighter_value_summed_at_the_reveal():
    """MY-COMBAT-4/6: a threat's points are its fighters' values at the reveal; the fight record keeps each (in the
    order of its insts), so a total is told with the values that made it, not values read later."""
    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.match import Match
    m = Match.new("mythos", seed=3)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
    seen = 0
    while m.state.result is None:
        for fight in fights_of(m.state):
            values = fight["values"]                          # round I: in the fight record itself
            assert len(values) == len(fight["insts"])
            assert sum(values) >= fight["normal"] + fight["invisible"] + fight["bypass"]
            seen += 1
        m.step(bots)
    assert seen


def test_r6g_a_fight_line_in_japanese_adds_up_too():
    """The same total in Japanese: 「…」 values joined by + and = the total."""
    from cthulhu_widgets.frames.story_mythos import outcome_sentence
    from cthulhu_widgets.games.mythos.sentences.story import STORY
    fact = {"attacker": "p0", "target": "p1", "fighters": [["dark_young", 4], ["hunting_horror", 3]], "points": 6,
            "cut": ["arkham_police_department", 1], "cancelled": 0, "absorbed": [], "lost": 6}
    line = outcome_sentence(STORY["ja"], fact, "ja")
    assert " 4 + 「" in line and "− 1（「" in line and "、計 6）" in line, line


def _story(seed: int, lang: str, steps: int = 400) -> list:
    """Return the story lines of a bot game from `seed` as the widget's reader (p0) reads them."""
    widget = MythosWidget(seed=seed, lang=lang)
    play_coached(widget, False, limit=steps)
    return widget.log_lines


@pytest.mark.parametrize("lang,none,again,ends", [
    # the reader's forced pass that ends card play is told by the end's line alone (round BA, review 33 mythos_en 4)
    # the table's pass said as automatic (review 39, mythos_ja 5)
    ("en", "No legal card or move to play: you pass", "You pass automatically (only passing was possible)",
     "ends card play; combat begins"),
    ("ja", "あなたは使えるカードも行動もないのでパスする", "あなたは自動でパス（パスしかできない",
     "もうだれの番も来ない。バトルが始まる")])
def test_r6g_a_pass_without_choice_and_the_end_of_card_play_are_said_where_they_happen(lang, none, again, ends):
    """r6md: automatic passes and the round's card play ending were never explained: the reader's pass it had no
    choice in says why, as a big line (a toast on the table), and the pass that ends card play says so (in either
    form: a chosen last pass, or the table's automatic pass for a seat that had passed, review 29)."""
    lines = _story(4, lang)
    mine = [line for line in lines if line["text"].startswith((none, again))]
    assert {line["text"][:len(none)] == none for line in mine} == {True, False}, [x["text"] for x in lines]
    assert all(line.get("big") for line in mine)
    assert any(ends in line["text"] and line.get("big") for line in lines)


def test_r6g_MY_ROUND_3_a_pass_says_when_it_was_the_only_legal_move():
    """MY-ROUND-3: a player who passed may only pass; a pass is also forced when nothing else is legal. The pass
    event says which ("again", "none") and the passes that end card play; a chosen pass says neither."""
    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.match import Match
    m = Match.new("mythos", seed=4)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
    seen = set()
    while m.state.result is None:
        st = m.state
        if st.phase == "play" and st.to_act is not None:
            p = st.seat_index(st.to_act)
            only = [a.kind for a in st.legal_actions()] == ["pass"]
            was = "again" if st.players[p].passed else "none" if only else None
            m.step(bots)
            passes = [e for e in m.state.events or () if e.name == "pass"]
            if passes:
                assert passes[0].data.get("only") == was, (was, passes[0].data)
                seen.add(was)
        else:
            m.step(bots)
    assert {"again", "none"} <= seen


@pytest.mark.parametrize("lang,said", [
    # round AE (newcomer review 19): the chip says it short, with the condition it charges on (the sentence in full)
    ("en", "⚠ Portaphobia: −1 Sanity a turn while at a gate"),
    ("ja", "⚠「扉恐怖症」：毎ターン正気度 -1（ゲートの場所の間）")])
def test_r6g_a_move_that_sets_off_a_phobia_warns_before_it_is_chosen(lang, said):
    """r6md: phobias drained Sanity with no warning: arriving at a location with a gate under Portaphobia (MY-CARD-6:
    1 Sanity at the start of each turn at a gate) says so on the chip, before it is chosen."""
    from cthulhu_widgets.frames import mythos as frame
    from cthulhu_widgets.games import mythos
    s = mythos.new_game(0, None, {"to_act": "p0", "players": [
        {"story": ["the_athenaeum", "boston_maine_train_station"], "top": "walking",
         "phobias": [{"card": "portaphobia", "owner": "p1"}]}, {}]}, decks=("corrupt", "corrupt"))
    chips = {e["kind"]: e["label"] for e in frame.legal(s, s.legal_actions(), lang, "p0")}
    assert said in chips["arrive"], chips["arrive"]
    assert not any("⚠" in label for kind, label in chips.items() if kind == "pass")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r6g_the_chip_that_plays_a_monster_face_down_says_it_will_not_count(lang):
    """r6md: a face-down monster does not count for an adventure (MY-MON-1, MY-ADV-2) and nothing said so: with an
    adventure in hand, the chip that puts a monster face down into the threat warns; as an ally it does not."""
    from cthulhu_widgets.frames import mythos as frame
    from cthulhu_widgets.games import mythos
    from cthulhu_widgets.games.mythos.texts import PROMPTS
    s = mythos.new_game(0, None, {"to_act": "p0", "players": [
        {"story": ["lonely_akeley_farmhouse"], "hand": ["dark_young", "alone_in_the_world"]}, {}]},
        decks=("corrupt", "corrupt"))
    warn = PROMPTS[lang]["cost_face_down"]
    young = next(i for i in s.players[0].hand if s.card[i] == "dark_young")
    plays = [e for e in frame.legal(s, s.legal_actions(), lang, "p0") if e["fields"].get("card") == young]
    assert plays and all((warn in e["label"]) != bool(e["fields"].get("as_ally")) for e in plays), plays


def test_r6g_MY_COMBAT_3_a_weapon_that_empties_a_threat_is_kept_for_the_table():
    """MY-COMBAT-3: Faithful Hounds is discarded to bury a random monster of a threat; when that was its only
    monster no fight follows, and the table said "Last combat: no threat" (newcomer review 6). The state keeps who
    buried what until the next combat, and the view sends it (schema-valid), to every seat."""
    import json
    from pathlib import Path

    import jsonschema

    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.match import Match
    schema = jsonschema.Draft202012Validator(json.loads(
        (Path(__file__).parents[1] / "cthulhu_widgets" / "schemas" / "mythos_view.json").read_text()))
    m = Match.new("mythos", seed=11)   # seed 12's hounds went with MY-ZONE-3's uncovered gate (eeea57a)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
    while m.state.result is None and not any(h["emptied"] for h in hounds_of(m.state)):
        m.step(bots)
    hound = next(h for h in hounds_of(m.state) if h["emptied"])
    assert hound["card"] == "faithful_hounds" and hound["target"] not in [f["attacker"] for f in fights_of(m.state)]
    for seat in (*m.state.seats, "public"):
        view = m.state.view(seat)
        schema.validate(view)
        assert hound in view["hounded"]


@pytest.mark.parametrize("lang,phobia,arrive", [("en", "(phobia ", "(arriving at "), ("ja", "（恐怖症「", "」に到着）")])
def test_r6g_a_story_sanity_line_names_a_phobia_and_an_arrival_as_such(lang, phobia, arrive):
    """r6md: a phobia's drain read '(Portaphobia)' and a location's Sanity '(Namquit Point)': the story names the
    phobia as a phobia (MY-CARD-6) and the location's Sanity as paid on arrival (MY-LOC-6)."""
    lines = [line["text"] for line in _story(12, lang, 600)]
    assert any(phobia in text for text in lines) and any(arrive in text for text in lines), lines
