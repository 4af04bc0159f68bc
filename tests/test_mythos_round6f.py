"""Mythos round 6f (issue 23, review 5 newcomers on the 18:00 build, en 1280×800 and ja phone): adventures taught
(what "hold" means for a requirement, MY-ADV-2), cost warnings for story cards an adventure needs, one rule for
Sanity 0 (MY-END-2), and a story that tells each round's lines once, under their round."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.frames.mythos import catalog
from cthulhu_widgets.games.mythos.sentences.coach import COACH, MOMENTS
from cthulhu_widgets.games.mythos.sentences.glossary import GLOSSARY
from cthulhu_widgets.games.mythos.texts import HELP

# What "hold" means (MY-ADV-2): face-up cards in play and the story deck count; the hand does not.
HOLD = {"en": (r"face-up card", r"story deck", r"hand do(?:es)? not count|never (?:by a card in|count)"),
        "ja": (r"表向き", r"ストーリーデッキ", r"手札のカードは数え")}


def _says_hold(text: str, lang: str) -> bool:
    return all(re.search(p, text) for p in HOLD[lang])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r6f_adventures_say_what_holding_a_requirement_means(lang):
    """r5md/r5mp 014_adv, 066_advlist: a newcomer could not tell what 'hold' meant for a requirement (a card in
    play? in the hand?): the help, the glossary's adventure (the tracker row's tooltip), the tracker's requirement
    term and the coach (its adventure step and moment) all say it: face-up cards in play and the story deck count,
    the hand never (MY-ADV-2)."""
    help_text = " ".join(HELP[lang]["rules"])
    steps = " ".join(s["text"] for s in COACH[lang]["steps"])
    for name, text in (("help", help_text), ("glossary adventure", GLOSSARY[lang]["adventure"]["says"]),
                       ("glossary requirement", GLOSSARY[lang]["requirement"]["says"]),
                       ("coach steps", steps), ("coach moment", MOMENTS[lang]["adventure"])):
        assert _says_hold(text, lang), (name, text)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r6f_the_tracker_row_has_a_tooltip_on_its_requirements(lang):
    """The adventure row ('3 of 7 requirements met') carries the requirement term, dotted with its tooltip."""
    row = catalog()["ui"][lang]["goal_count"].format(met=3, of=7)
    spots = [s for t in catalog()["glossary"][lang] if t["term"] == "requirement" for s in t["spot"]]
    assert any(re.search(s, row) for s in spots), (row, spots)


AT_ONCE = {"en": r"at once", "ja": r"その場で"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r6f_sanity_zero_ends_the_game_at_once_in_every_text(lang):
    """r5: the help said the game ends 'after the round' at Sanity 0, a coach tip 'at once'; the engine ends it at
    once (MY-END-2, state._gain): the help, the glossary's Sanity and the coach's first step say so, and no text
    puts Sanity 0 'after the round'."""
    first = HELP[lang]["rules"][0]
    zero = {"en": r"[^.]*Sanity[^.]*falls to 0[^.]*", "ja": r"[^。]*正気度が 0 になる[^。]*"}[lang]
    said = re.search(zero, first).group(0)
    assert re.search(AT_ONCE[lang], said), said
    assert "or after the round" not in said and "ラウンドの後" not in said, said
    for text in (GLOSSARY[lang]["Sanity"]["says"], COACH[lang]["steps"][0]["text"]):
        assert re.search(AT_ONCE[lang], text), text


def _at(story, hand=("alone_in_the_world",), top=None, seed=0):
    """Return a card-play turn of p0 with `story` (bottom first) and `hand`, its top card `top` ("walking")."""
    from cthulhu_widgets.games import mythos
    p0 = {"story": list(story), "hand": list(hand), "hand_exact": True, **({"top": top} if top else {})}
    return mythos.new_game(seed, None, {"players": [p0, {"story": ["martins_beach"]}]})


def _chip(state, kind: str, lang: str, card: str | None = None, field: str = "label") -> str:
    from cthulhu_widgets.frames import mythos as frame
    moves = frame.legal(state, state.legal_actions(), lang, "p0")
    return next(m[field] for m in moves if m["kind"] == kind
                and (card is None or state.card[m["fields"].get("card", -1)] == card))


WARN = {"en": ("⚠", "Ambush", "Alone in the World"), "ja": ("⚠", "待ち伏せ", "世界にただ独り")}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_r6f_arriving_at_the_hospital_warns_of_the_story_card_an_adventure_needs(lang, seed):
    """r5mp 063_hosp/066_advlist: arriving at Congregational Hospital discarded Ambush, which Alone in the World
    needed, with no warning (MY-LOC-6: one story card goes at random). The arrival chip now warns, naming the card
    at risk and the adventure, whatever card the game would draw (the seat's world, never the real draw)."""
    state = _at(("ambush", "lonely_akeley_farmhouse", "congregational_hospital"), top="walking", seed=seed)
    chip = _chip(state, "arrive", lang, field="text")    # the chip says it in short (round 7h); its text names them
    assert all(w in chip for w in WARN[lang]), chip


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r6f_a_hospital_played_upright_at_once_warns_too_and_names_every_card_at_risk(lang):
    """City to City in Kingsport the hospital is arrived at when played (MY-LOC-3): its chip warns as the arrival's,
    naming each story card the adventure needs (Ambush, The Forgotten Crypt)."""
    state = _at(("ambush", "the_forgotten_crypt"), hand=("congregational_hospital", "alone_in_the_world"))
    chip = _chip(state, "play", lang, "congregational_hospital", field="text")
    crypt = {"en": "Forgotten Crypt", "ja": "忘れられた地下墓所"}[lang]
    assert all(w in chip for w in WARN[lang]) and crypt in chip, chip


def test_r6f_an_arrival_that_risks_nothing_an_adventure_needs_warns_of_nothing():
    """No adventure needs the story cards below: the arrival's chip says no cost."""
    state = _at(("lonely_akeley_farmhouse", "congregational_hospital"), top="walking")
    assert "⚠" not in _chip(state, "arrive", "en")


def test_r6f_a_walk_shows_no_used_gate():
    """r5: 'gate used' showed while walking (the gate used at the location walked from): the view a table reads says
    a gate used only while that location is current (MY-ZONE-3), and still says it there."""
    from cthulhu_widgets.frames import Frames
    from cthulhu_widgets.games import mythos
    frames = Frames("mythos")
    for top, used in (("walking", False), ("upright", True)):
        story = ["the_forgotten_crypt", "congregational_hospital"] if top == "walking" else ["the_forgotten_crypt"]
        state = mythos.new_game(0, None, {"players": [{"story": story, "top": top, "gate_used": True},
                                                      {"story": ["martins_beach"]}]})
        for seat in ("p0", "p1"):
            assert frames.view(state, seat)["players"][0]["gate_used"] is used, (top, seat)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r6f_a_location_cthulhu_rising_buries_says_where_it_went(lang):
    """r5: a location buried by Cthulhu Rising was told 'lost (buried)': the story says where the card went (the
    bottom of that story deck, where it still counts for adventures; a discarded one: the discard pile)."""
    from cthulhu_widgets.core.events import Event
    from cthulhu_widgets.frames.mythos import sentence
    buried = sentence(Event("MY-CARD-6", "location_lost", {"player": "p1", "card": "martins_beach", "how": "bury"}),
                      lang)
    gone = sentence(Event("MY-CARD-6", "location_lost", {"player": "p1", "card": "martins_beach", "how": "discard"}),
                    lang)
    where = {"en": ("bottom of that story deck", "still counts for adventures", "discard pile"),
             "ja": ("ストーリーデッキの一番下", "数えられたまま", "捨て札の山")}[lang]
    assert where[0] in buried and where[1] in buried, buried
    assert where[2] in gone, gone


def _bot_story(seed: int, lang: str = "en", steps: int = 400) -> list[dict]:
    """Return p0's story of a game bots play for both seats."""
    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.frames import Frames, MatchPositions
    from cthulhu_widgets.match import Match
    match = Match.new("mythos", seed=seed)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(match.game.SEATS)}
    for _ in range(steps):
        if match.state.result is not None:
            break
        match.step(bots, n=1)
    return Frames("mythos").log(MatchPositions(match), "p0", lang)


@pytest.mark.parametrize("seed", [0, 3])
def test_r6f_combat_lines_stay_under_their_round_once(seed):
    """r5: round 1's combat lines printed again under round 2's heading (a fighter's value, worked out from the fights
    the state keeps until the next combat, keyed by the new round): every line of a combat follows its round's
    'Combat.' line, never a new round's heading before its combat."""
    lines = _bot_story(seed)
    marker = None
    told = 0
    for line in lines:
        if "round" in line:
            marker = "round"
        elif line.get("turn"):
            marker = "combat"
        elif "fights with" in line["text"]:
            told += 1
            assert marker == "combat", [x["text"] for x in lines]
    assert told


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r6f_each_fight_is_told_who_fought_whom_and_the_outcome(lang):
    """r5: the first combat resolved with nothing to watch: each fight now has one line in the story (a toast for
    the reader's own fights) saying whose threat, with which cards and values, fought whom and what came of it
    (points cancelled, absorbed, Sanity lost: MY-COMBAT-5/6), under its round's combat."""
    lines = _bot_story(3, lang)
    # each card's value, and the total of a sum ("= 3", "計 3"); a lone card's value is its total (review 24)
    said = {"en": (r"^(Your|Player 2's) threat \(.+ \d+\) against (you|Player 2): .*(Sanity).*\.$"),
            "ja": (r"^(あなた|プレイヤー 2) ?の神話の脅威（.+ \d+）が ?(あなた|プレイヤー 2) ?を攻撃：.*正気度.*。$")}[lang]
    fights, marker = [], None
    for line in lines:
        marker = "round" if "round" in line else "combat" if line.get("turn") else marker
        if re.match(said, line["text"]):
            assert marker == "combat" and line.get("big"), line
            fights.append(line["text"])
    assert len(fights) >= 4, [x["text"] for x in lines]
    assert len(set(fights)) > 1
