"""Issue 23 round 6c, a newcomer's Mythos findings (R-M): a move's chip says what it costs before it is made (a walk
discarded, Sanity lost for nothing, an adventure that falls back), en and ja."""
from __future__ import annotations

import pytest
from test_mythos_table_round6_words import _until

from cthulhu_widgets.games.mythos import texts

LANGS = ("en", "ja")


def _moves(w, said):
    return [a for a in w.legal if said in (a.get("label") or "")]


@pytest.mark.parametrize("lang", LANGS)
def test_r6c_a_move_that_ends_a_walk_says_so_and_what_falls(lang):
    """desk_151: a Car played while walking silently discarded the walk to Lonely Akeley Farmhouse and dropped
    Whispers in Darkness 6/7 -> 5/7. A move that abandons the seat's walk now says so on its chip, naming the walk,
    and any adventure of the hand it lowers ("falls to n of 7", as Defend's chip did)."""
    walk = {"en": "discards your walk to ", "ja": "への近隣移動は捨て札になる"}[lang]
    w = _until(1, lang, lambda w: _moves(w, walk))
    assert w is not None
    a = _moves(w, walk)[0]
    walked = w.state.players[0].story[-1]
    assert texts.inst_name(w.state, walked, lang) in a["label"], a["label"]
    falls = {"en": "falls to ", "ja": "個に下がる"}[lang]
    assert falls in a["label"] and falls in a["text"], a


@pytest.mark.parametrize("lang", LANGS)
def test_r6c_a_card_with_no_target_says_its_sanity_is_lost_for_nothing(lang):
    """desk_102: Dust of Suleiman was offered with no target, cost 1 Sanity and "finds no target". Such a move now
    says before it is made that it has no target and what it costs."""
    said = {"en": "no target now: you lose 1 Sanity for nothing", "ja": "いまは対象がない：正気度を1失うだけ"}[lang]
    w = _until(4, lang, lambda w: _moves(w, said))
    assert w is not None
    before = w.state.players[0].sanity
    a = _moves(w, said)[0]
    w.play(a["kind"], **a["fields"])
    assert w.state.players[0].sanity == before - 1


@pytest.mark.parametrize("lang", LANGS)
def test_r6c_a_seat_that_passed_is_not_told_it_may_then_only_pass(lang):
    """desk_124: after passing, the prompt read "… one more pass ends card play. Your turn: pass (then you may only
    pass this round)." — the brackets told it what it had already done, and the two lines moved the hand down. Now it
    is asked only to pass."""
    w = _until(1, lang, lambda w: w.state.players[0].passed and w.state.pending.kind == "play", pass_early=True)
    assert w is not None
    assert {"en": "then you may only pass", "ja": "この後パスしかできない"}[lang] not in w.prompt, w.prompt
    assert w.prompt.endswith({"en": "Your turn: pass.", "ja": "あなたの番：パスする。"}[lang]), w.prompt


def test_r6c_an_ally_in_its_region_at_the_wrong_kind_of_location_is_told_the_real_reason():
    """desk_81: at Caverns Beneath The Old Church (a City of Lovecraft Country), Squire Sawyer Whateley's zoom said
    "only at a location of its own region: go there first" — yet the seat stood in Lovecraft Country. The engine is
    right (his recruit place is a Country location of Lovecraft Country, MY-CARD-1); the reason now says that."""
    from cthulhu_widgets.games import mythos
    from cthulhu_widgets.games.mythos.why_not import why_not
    s = mythos.new_game(0, None, {"decks": ["corrupt", "steadfast"], "first_player": "p0", "players": [
        {"story": ["caverns_beneath_the_old_church"], "hand": ["squire_sawyer_whateley"]}, {}]})
    inst = next(i for i in s.players[0].hand if s.card[i] == "squire_sawyer_whateley")
    why, params, rule = why_not(s, 0, inst)
    assert (why, params, rule) == ("ally_kind", {"attribute": "Country"}, "MY-CARD-1")
    said = {lang: texts.TABLE[lang]["why_ally_kind"].format(attribute="Country") for lang in LANGS}
    assert "Country location of its region" in said["en"] and "go there first" not in said["en"], said


@pytest.mark.parametrize("lang", LANGS)
def test_r6c_the_artifact_a_monster_takes_is_named_on_a_chip(lang):
    """desk_141: "choose the artifact that is taken" with nothing glowing in view (the artifact lay in the other seat's
    panel below the fold). Each choice is now also a chip by the prompt, naming the card."""
    w = _until(5, lang, lambda w: any(a["kind"] == "take" for a in w.legal), steps=600)
    assert w is not None
    for a in w.legal:
        assert a["target"].get("chip") is True, a
        assert texts.inst_name(w.state, a["fields"]["card"], lang) in a["label"], a


@pytest.mark.parametrize("lang", LANGS)
def test_r6c_a_car_played_while_walking_says_it_discards_the_walk(lang):
    """desk_151: a Car played while walking discarded the walking location with no word (no event either). Its chip
    now names the walk it discards."""
    def car(w):
        st = w.state
        return st.players[0].top_state == "walking" and any(
            st.card[a["fields"]["card"]] == "car" for a in w.legal if type(a["fields"].get("card")) is int)
    w = _until(2, lang, car, steps=600)
    assert w is not None
    walked = texts.inst_name(w.state, w.state.players[0].story[-1], lang)
    chip = next(a for a in w.legal if type(a["fields"].get("card")) is int and w.state.card[a["fields"]["card"]] == "car")
    said = {"en": f"discards your walk to {walked}", "ja": f"「{walked}」への近隣移動は捨て札になる"}[lang]
    assert said in chip["label"], chip["label"]
