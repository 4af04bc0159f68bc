"""Newcomer review 16 on the Mythos table (issue 23), round V: the Python side of its findings."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import catalog
from cthulhu_widgets.games.mythos.texts import card_name
from cthulhu_widgets.widgets.mythos import MythosWidget


def _hand(widget, p: int, card: str) -> int:
    return next(i for i in widget.state.players[p].hand if widget.state.card[i] == card)


def _agoraphobia_on_p0(lang: str, story: list, hand: list, walk: bool) -> tuple:
    """Bot 2 plays Agoraphobia on the seat, whose next turn opens at `story`'s top (walking after `walk`)."""
    setup = {"players": [{"story": story, "hand": hand}, {"story": ["martins_beach"], "hand": ["agoraphobia"]}],
             "to_act": "p0"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup)
    if walk:
        widget.play("play", card=_hand(widget, 0, hand[0]))
    else:
        widget.play("pass")
    before = len(widget.log_lines)
    widget.play("play", card=_hand(widget, 1, "agoraphobia"), target="p0")
    return widget, widget.log_lines[before:]


@pytest.mark.parametrize("lang,outside,walking", [
    ("en", "shows the Outside icon", "walking to {} counts as Outside"),
    ("ja", "屋外アイコンがある", "「{}」へ近隣移動中は屋外とみなす")])
def test_MY_CARD_6_a_phobias_charge_says_which_card_set_it_off(lang, outside, walking):
    """Newcomer review 16, finding 1: Agoraphobia took 1 Sanity each turn after the reader had arrived at Boston &
    Maine Train Station (its Outside icon) and the story said only "(phobia Agoraphobia)": the reader thought it was
    about the journey. Each charge's story line says why: the top story card that shows the Outside icon, or the walk
    that counts as Outside (MY-CARD-6, mythos_msgs_effects §5 n10). The charge itself is the rule's (a pass is a turn)."""
    widget, lines = _agoraphobia_on_p0(lang, ["boston_maine_train_station"], [], walk=False)
    said = [line["text"] for line in lines if card_name("agoraphobia", lang) in line["text"]
            and card_name("boston_maine_train_station", lang) in line["text"]]
    assert said and any(outside in text for text in said), lines
    widget, lines = _agoraphobia_on_p0(lang, ["kings_church_cemetary"], ["namquit_point"], walk=True)
    said = [line["text"] for line in lines if walking.format(card_name("namquit_point", lang)) in line["text"]]
    assert said, lines


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_ZONE_3_the_walking_status_does_not_say_outside(lang):
    """Newcomer review 16, finding 1: "At: Outside, walking to X" while walking and the Outside icon of a location
    were read as one thing. The walking status says the road, never the icon's word; a phobia on the seat is told on
    the table with its lasting effect and how to be rid of it."""
    ui = catalog("mythos")["ui"][lang]
    icon = {"en": "Outside", "ja": "屋外"}[lang]
    for key in ("walking_to", "transit_to", "no_location"):
        assert icon not in ui[key], (key, ui[key])
    note = ui["phobia_note_agoraphobia"].format(card=card_name("agoraphobia", lang))
    assert card_name("agoraphobia", lang) in note and {"en": "Sanity", "ja": "正気度"}[lang] in note
    assert {"en": "To be rid of it", "ja": "外すには"}[lang] in ui["phobia_rid"]


@pytest.mark.parametrize("lang,only", [("en", "may only pass"), ("ja", "パスしかできない")])
def test_MY_ROUND_3_the_last_turns_prompt_says_one_truth(lang, only):
    """Newcomer review 16, finding 7: with the opponent passed, the prompt said "this is your last turn…" and then
    "…or pass (then you may only pass this round)": after the seat's pass card play ends, there is no "then" (MY-ROUND-3).
    Before any pass the "(then you may only pass this round)" stays: it is true then."""
    from cthulhu_widgets.games.mythos import texts
    setup = {"players": [{"story": ["waterbury_state_hospital"]}, {"story": ["martins_beach"], "passed": True}], "to_act": "p0"}
    state = MythosWidget(seed=3, lang=lang, setup=setup).state
    said = texts.prompt(state, state.legal_actions(), lang)
    assert said and only not in said, said
    state = MythosWidget(seed=3, lang=lang, setup={"players": [{"story": ["waterbury_state_hospital"]}, {"story": ["martins_beach"]}],
                                                 "to_act": "p0"}).state
    assert only in texts.prompt(state, state.legal_actions(), lang)


@pytest.mark.parametrize("lang,why", [("en", "Evening lets its player swap one card"), ("ja", "「夕暮れ」で手札を 1 枚入れ替えられる")])
def test_MY_CARD_6_a_discard_mid_round_says_why(lang, why):
    """Newcomer review 16, finding 6: "Bot 2 discards Martin's Beach." mid-round, with no reason. A discard that a
    card's rule makes says the rule: Evening's swap (MY-CARD-6), a location's arrival (MY-LOC-6)."""
    setup = {"players": [{"story": ["waterbury_state_hospital"]},
                         {"story": ["martins_beach"], "hand": ["evening", "agoraphobia"]}], "to_act": "p1"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup)
    widget.play("play", card=_hand(widget, 1, "evening"))
    before = len(widget.log_lines)
    widget.play("swap", card=_hand(widget, 1, "agoraphobia"))
    said = [line["text"] for line in widget.log_lines[before:] if card_name("agoraphobia", lang) in line["text"]]
    assert said and any(why.replace("夕暮れ", card_name("evening", lang)) in text for text in said), \
        widget.log_lines[before:]


def test_MY_LOC_2_the_course_says_the_walk_without_calling_it_outside():
    """Newcomer review 16, finding 1: the course said "You are walking: Outside until you arrive" beside the table's
    walking status, the same word as a location's Outside icon. It says the walk has no current location; where it
    names Outside, it is what cards such as Agoraphobia count (MY-LOC-2, MY-ZONE-3)."""
    from cthulhu_widgets.games.mythos.sentences.coach import COACH
    flat = []

    def walk(x):
        if isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, (list, tuple)):
            for v in x:
                walk(v)
        elif isinstance(x, str):
            flat.append(x)
    walk(COACH)
    said = [s for s in flat if "you are Outside" in s or "Outside until" in s or "到着するまで屋外" in s
            or "到着までは屋外" in s]
    assert not said, said
