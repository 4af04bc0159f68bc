"""Newcomer review 15 on the Mythos table (phone ja 390×844 /tmp/r15mp, desk en 1280×800 /tmp/r15md), round T: what
the table says (the story, the coach's tips, the course)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.coach import LEARN_SEED
from cthulhu_widgets.games.mythos.values import monster_value
from cthulhu_widgets.widgets.mythos import MythosWidget

from coach_support import play_coached
from test_mythos_round15s import _play_out


@pytest.fixture(scope="module", params=["en", "ja"])
def learned(request):
    """The Learn-to-play deal followed to its first two combats: (lang, widget, [(step, mark)])."""
    widget = MythosWidget(seed=LEARN_SEED, lang=request.param)
    return request.param, widget, play_coached(widget, True, limit=60)


EPIDEMIC = {"en": ("Your Dysentery (an Epidemic) turned Bot 2's Granny Orne and Frank Belknap Long face down",
                   "A face-down ally does not defend"),
            "ja": ("ボット 2 の「オーン婆さん」と「フランク・ベルナップ・ロング」を裏向きにした", "裏向きの味方は防御できず")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_ZONE_3_an_epidemic_tells_its_rule_once_for_all_the_allies_it_flips(lang):
    """Finding 1 (round S regression, cbf724e): Dysentery wrote the same three-line rule once per ally it flipped
    (desk 077/078, phone 073). One line per cause names every ally, the rule said once (MY-ZONE-3)."""
    setup = {"players": [{"story": ["congregational_hospital"], "hand": ["dysentery"]},
                         {"story": ["martins_beach"], "allies": ["granny_orne", "frank_belknap_long"], "passed": True}],
             "to_act": "p0"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup, bots=MythosWidget(seed=3).default_bots())
    lines = _play_out(widget, ("play",), until=lambda s: s.to_act != "p0")
    said = [line for line in lines if EPIDEMIC[lang][1] in line]
    assert len(said) == 1 and EPIDEMIC[lang][0] in said[0], lines


def test_MY_COMBAT_4_a_monster_flipping_two_allies_tells_its_rule_once():
    """Finding 1 (desk 100): the Martin's Beach Monster's rule twice, one per ally it flipped: one line names both."""
    setup = {"players": [{"story": ["congregational_hospital"], "allies": ["gomes", "dr_allen", "ray_stuckey"],
                          "hand": ["the_athenaeum"]},
                         {"story": ["martins_beach"], "threat": ["the_martins_beach_monster"], "passed": True}],
             "to_act": "p0"}
    widget = MythosWidget(seed=3, lang="en", setup=setup, bots=MythosWidget(seed=3).default_bots())
    _play_out(widget, ("pass", "done"))
    # the rule is the line's note since review 26 (mythos_ja 3: the reader's line is short, the rule under it)
    lines = [line.get("text", "") + " " + line.get("note", "") for line in widget.log_lines]
    said = [line for line in lines if "A face-down ally does not defend" in line]
    assert len(said) == 1 and " and " in said[0].split(" face down")[0], lines


CANCEL = {"en": ("cancel point for point", "only the larger remainder goes through", "your threat: {n} point"),
          "ja": ("同じ点数だけ打ち消し合い", "大きいほうの残りだけが通る", "あなたの神話の脅威：{n} 点")}


def test_MY_COMBAT_5_the_cancelling_rule_is_told_before_the_seat_sends_allies(learned):
    """Finding 2 (desk 062/064, phone 054-058): "two threats aimed at each other cancel point for point" came in the
    combat tip after the seat had committed its allies. The tip where the seat sends allies (MY-COMBAT-2) says it,
    with this fight's numbers: its own threat in points (the sum of its monsters' values, MY-COMBAT-5), not a count."""
    lang, widget, marks = learned
    match, seat = widget.match, widget.seat
    step, mark = next((step, m) for step, m in marks if m.get("moment") == "dispatch")
    state = match.state_at(step)
    points = sum(monster_value(state, i) for i in state.players[state.seat_index(seat)].threat)
    words = [w.format(n=points) for w in CANCEL[lang]]
    assert all(w in mark["text"] for w in words), (words, mark["text"])


SCORING = {"en": ("Your adventures", "✓", "✗", "all its lines show ✓", "+{n} adventure points"),
           "ja": ("手札のアドベンチャー", "✓", "✗", "全部 ✓", "+{n}")}   # step 9 since round AX (step 4's note: one line)


def test_MY_ADV_3_a_course_step_shows_the_seats_adventure_and_how_to_score_it(learned):
    """Finding 3 (phone 037/033): steps 1-7 mention adventures once in passing. One step of the course (step 4's
    "What just happened", the artifact just in play) names the adventure card the seat holds, its points, and its ✓/✗
    checklist under "Your adventures": play it once every line is ✓ (MY-ADV-2, MY-ADV-3), en and ja; the course keeps
    its count of steps (7; 9 since round AO, whose two round-end steps follow the pass: newcomer review 23)."""
    from cthulhu_widgets.games.mythos.texts import card_name
    lang, widget, marks = learned
    steps = [m for _, m in marks if m.get("n")]
    assert {m["of"] for m in steps} == {9} and [m["n"] for m in steps] == list(range(1, 10)), steps
    state = widget.match.state_at(0)
    held = next(i for i in state.players[0].hand if state.card_of(i).type == "adventure")
    name, points = card_name(state.card[held], lang), state.card_of(held).value
    words = [w.format(n=points) for w in SCORING[lang]]
    said = [m.get("text", "") + m.get("done", "") for _, m in marks if m.get("n") or m.get("done")]
    taught = [text for text in said if name in text and all(w in text for w in words)]
    assert len(taught) == 1, said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_CARD_6_what_bot_2_did_to_the_seats_side_is_news_to_it(lang):
    """Finding 4 (phone 107): Bot 2's Cthulhu Rising discarded the seat's current location and the one under it
    became current, yet the phone's short log showed only "Bot 2: Sanity -2": the uncovered location's line read as
    the seat's own act (`you`, not `at`), so the digest of what others did started after it. Each change Bot 2's card
    made to the seat's side has a line that names it, marked as done to the seat (`at`), never as its own act
    (MY-CARD-6, MY-CLAR-6)."""
    from cthulhu_widgets.games.mythos.texts import card_name
    setup = {"players": [{"story": ["waterbury_state_hospital", "congregational_hospital"], "passed": True},
                         {"story": ["martins_beach"], "hand": ["cthulhu_rising"]}], "to_act": "p1"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup)
    before = len(widget.log_lines)
    widget.play("play", card=next(dict(a.fields)["card"] for a in widget.state.legal_actions()
                                  if a.kind == "play" and dict(a.fields).get("target") == "p0"), target="p0")
    lines = widget.log_lines[before:]
    for card in ("congregational_hospital", "waterbury_state_hospital"):
        said = [line for line in lines if card_name(card, lang) in line["text"]]
        assert said and all(line.get("at") for line in said), (card, lines)


def test_MY_LOC_2_the_course_defines_region_where_it_first_uses_it():
    """Finding 5 (desk 011/029/052): step 2 said "a location of your own region" while Vermont → Providence needed no
    travel card: the step says what a region is (the card's large area, Lovecraft Country) and that its sub-regions
    need no travel card (MY-LOC-2), en and ja; ja names the walk as the chip does (近隣移動, not 歩いて移動)."""
    from cthulhu_widgets.games.mythos.sentences.coach import COACH
    en, ja = COACH["en"]["steps"][1]["text"], COACH["ja"]["steps"][1]["text"]
    assert all(w in en for w in ("region (", "Lovecraft Country", "sub-regions", "need no travel card")), en
    assert all(w in ja for w in ("近隣移動", "ラヴクラフト・カントリー", "小地域", "旅行カードは要らない")), ja
    assert "歩いて移動" not in ja


def test_ja_one_word_for_ally_and_for_day():
    """Finding 5, ja: 仲間 beside 味方 (ally), 日中 beside the header's 昼 (Day): one word each, in the course, the tips,
    the story, the glossary and the card texts."""
    from cthulhu_widgets.games.mythos.sentences import coach, glossary, story
    from cthulhu_widgets.games.mythos.texts import CARD_TEXTS
    said = repr((coach.COACH["ja"], coach.MOMENTS["ja"], story.STORY["ja"], glossary.GLOSSARY["ja"],
                 [c["ja"] for c in CARD_TEXTS["cards"].values() if "ja" in c]))
    assert "仲間" not in said and "日中" not in said


def test_gomes_says_its_effect_itself():
    """Finding 5 (desk 041): Gomes read "Same hand-minimum reduction as Frank Belknap Long": its text says the effect."""
    from cthulhu_widgets.games.mythos.texts import CARD_TEXTS
    assert "hand minimum is 1 lower" in CARD_TEXTS["cards"]["gomes"]["en"]["text"]
    assert "Same hand-minimum" not in CARD_TEXTS["cards"]["gomes"]["en"]["text"]
    assert "下限が1少なくなる" in CARD_TEXTS["cards"]["gomes"]["ja"]["text"]


@pytest.mark.parametrize("story,said", [([], False), (["the_athenaeum"], True)])
def test_MY_LOC_6_a_story_deck_discard_on_arrival_is_said_only_when_it_can_happen(story, said):
    """Finding 5 (desk 005): the first location's chip said "…then a random card of your story deck (not this
    location) is discarded" with the story deck empty. Congregational Hospital's arrival discard (MY-LOC-6) is said on
    its chip only when the story deck holds another card."""
    setup = {"players": [{"story": story, "hand": ["congregational_hospital"]}, {"story": ["martins_beach"]}],
             "to_act": "p0"}
    widget = MythosWidget(seed=3, lang="en", setup=setup)
    inst = next(i for i in widget.state.players[0].hand if widget.state.card[i] == "congregational_hospital")
    from cthulhu_widgets.frames import Frames, MatchPositions
    frame = Frames("mythos").of(widget.match.state, MatchPositions(widget.match), "p0", "en")
    chips = [m["label"] for m in frame["legal"] if m.get("fields", {}).get("card") == inst]
    assert chips and all(("random card of your story deck" in label) == said for label in chips), chips


@pytest.mark.parametrize("lang,rule", [("en", "a phobia counts for whoever played it"),
                                       ("ja", "恐怖症は使ったプレイヤーの条件に数えられ")])
def test_MY_ADV_2_the_phobia_requirement_says_one_truth_in_each_note(lang, rule):
    """Finding 5 (desk 031 vs 039): "✗ Phobia (the phobia on you is your opponent's card …)" then "✓ Phobia (a phobia
    you played counts …)" for a phobia cured and buried in the seat's story deck: two partial truths. Every note of a
    Phobia requirement says this case, the one rule (MY-ADV-2) in the glossary's "phobia" tooltip (round BB7, review
    34, mythos_en 3: the rule before each case took several reads), and the met one names the cured case too."""
    from cthulhu_widgets.games.mythos.sentences import en, ja
    from cthulhu_widgets.games.mythos.sentences.glossary import GLOSSARY
    notes = {"en": en.NOTES, "ja": ja.NOTES}[lang]
    assert set(notes) == {"phobia_yours", "phobia_on_you", "phobia_none", "phobia_on_you_kept"}   # kept: review 30
    assert {"en": "whoever played it", "ja": "使ったプレイヤー"}[lang] in GLOSSARY[lang]["phobia"]["says"], rule
    assert ("cured" if lang == "en" else "治され") in notes["phobia_yours"], notes["phobia_yours"]


def _combat(allies: list) -> MythosWidget:
    """The seat in combat, committing allies against Bot 2's threat (Bot 2 has passed; the seat passes into it)."""
    setup = {"players": [{"story": ["congregational_hospital"], "allies": allies, "hand": ["the_athenaeum"]},
                         {"story": ["martins_beach"], "threat": ["deep_one"], "passed": True}], "to_act": "p0"}
    widget = MythosWidget(seed=3, lang="en", setup=setup, bots=MythosWidget(seed=3).default_bots())
    for _ in range(20):
        acts = widget.state.legal_actions()
        if widget.state.to_act == "p0" and any(a.kind == "defend" for a in acts):
            return widget
        if widget.state.to_act == "p0":
            widget.play("pass") if any(a.kind == "pass" for a in acts) else widget.play(acts[0].kind,
                                                                                          **dict(acts[0].fields))
        else:
            widget.step(1)
    raise AssertionError("no commit step")


def test_MY_COMBAT_2_the_last_ally_says_the_choice_ends_with_it():
    """Finding 6 (desk 062 vs 098, phone 079): one ally committed ended the step at once ("Waiting for Bot 2"), two
    asked Done. One behaviour, said on the chip: sending the last ally ends the choice (its lone Done is played for
    the seat, as every lone move); with another ally left, Done is asked (MY-COMBAT-2)."""
    from cthulhu_widgets.frames import Frames, MatchPositions
    for allies, last in ((["gomes"], True), (["gomes", "ray_stuckey"], False)):
        widget = _combat(allies)
        frame = Frames("mythos").of(widget.match.state, MatchPositions(widget.match), "p0", "en")
        labels = [m["label"] for m in frame["legal"] if m["kind"] == "defend"]
        assert labels and all(("(last ally)" in label) == last for label in labels), labels   # short: review 28
        act = next(a for a in widget.state.legal_actions() if a.kind == "defend")
        widget.play(act.kind, **dict(act.fields))
        asked = widget.state.to_act == "p0" and any(a.kind == "done" for a in widget.state.legal_actions())
        assert asked == (not last), (allies, [str(a) for a in widget.state.legal_actions()])


def test_MY_ZONE_3_three_allies_flipped_are_each_named_in_quotes_ja():
    """Finding 1's one line names each ally as the story names a card (ja: 「A」、「B」と「C」, never 「A、B」)."""
    from cthulhu_widgets.games.mythos.texts import event_text
    data = {"player": "p1", "cards": ["gomes", "dr_allen", "ray_stuckey"], "by": "dysentery", "how": "epidemic",
            "attacker": "p0"}
    assert "「ゴメス」、「アレン博士」と「レイ・スタッキー」を裏向きにした" in event_text("flipped", data, "ja")
    assert "Gomes, Dr. Allen and Ray Stuckey face down" in event_text("flipped", data, "en")
