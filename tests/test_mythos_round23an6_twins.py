"""Newcomer review 23, mythos_en finding 7 (075_rev): the .32 Revolver offered "Arm Miss Anna Tilton with .32 Revolver"
twice, once with "(the ally's own text: at any location)": two chips with the same words must say what differs.
Played as usual (at an Artifact location) the weapon leaves Anna's own text free for one more artifact; through her
text it fills the one artifact that text carries (abilities.carries), so no other comes by it."""
import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.games.mythos import texts
from cthulhu_widgets.games.mythos.abilities import attach, carries
from cthulhu_widgets.match import Match

LANGS = ("en", "ja")


def _twin_state():
    """Seed 11's heuristic game at step 216: Player 1 at an Artifact location holds the .32 Revolver with Miss Anna
    Tilton in play, so both the ordinary play and her own text arm her."""
    m = Match.new("mythos", seed=11)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
    m.step(bots, n=216)
    return m.state


def _twins(state):
    legal = state.legal_actions()
    for a in (a for a in legal if a.kind == "attach"):
        f = dict(a.fields)
        for b in legal:
            g = dict(b.fields)
            if b.kind == "play" and g.get("ally") == f["ally"] and state.card[g["card"]] == state.card[f["card"]]:
                yield b, a


def _said(lang, key):
    """The words a twin chip adds: its template after its last field."""
    return texts.PROMPTS[lang][key].rsplit("}", 1)[1]


@pytest.mark.parametrize("lang", LANGS)
def test_two_chips_that_arm_the_same_ally_with_the_same_card_say_what_differs(lang):
    state = _twin_state()
    pairs = list(_twins(state))
    assert pairs, "seed 11 no longer offers the twin chips"
    for play, own in pairs:
        words = {k: texts.move_words(state, a, lang)["label"] for k, a in (("play", play), ("own", own))}
        assert words["play"] != words["own"]
        assert _said(lang, "arm_twin") in words["play"], words        # her text stays free
        assert _said(lang, "attach_arm_twin") in words["own"], words  # her text takes this one


@pytest.mark.parametrize("lang", LANGS)
def test_a_lone_chip_keeps_its_short_words(lang):
    """Henry W. Akeley has no such text: his one chip says no difference."""
    state = _twin_state()
    for a in state.legal_actions():
        f = dict(a.fields)
        if a.kind == "play" and "ally" in f and f["ally"] not in {dict(o.fields)["ally"] for _, o in _twins(state)}:
            label = texts.move_words(state, a, lang)["label"]
            assert _said(lang, "arm_twin") not in label


def test_what_the_twin_chips_promise_is_what_the_engine_does():
    """Through her text the weapon fills her slot (carries); played as usual it does not, so her text stays free."""
    state = _twin_state()
    play, own = next(_twins(state))
    p = state.seat_index(state.to_act)
    by_text = state.clone()
    attach(by_text, p, own)
    ally = dict(own.fields)["ally"]
    assert carries(by_text, p, by_text.players[p].ally(ally)) is not None
    as_usual = state.clone()
    as_usual.apply(play)
    assert carries(as_usual, p, as_usual.players[p].ally(ally)) is None
