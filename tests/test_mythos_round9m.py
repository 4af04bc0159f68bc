"""Mythos, issue 23 round M: newcomer review 9's findings on Mythos's words.

1. MY-ROUND-3: "If you pass now, card play ends" made the reader play on; the bot's second pass then ended card play
   and the walk it had just played waited a round. The prompt says the truth (this is the last turn), a walk chip
   that its arrival waits for next round.
3. MY-LOC-6: arriving at Waterbury State Hospital discarded a card with no word before; the walk/arrive chips say
   what arriving does (never which card).
"""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import mythos as frame
from cthulhu_widgets.games import mythos

LANGS = ("en", "ja")


def _their_pass_made(hand=("the_athenaeum", "waterbury_state_hospital"), passed=True):
    """Return p0's card-play turn with p1 passed already (2 passes end card play)."""
    p1 = {"story": ["martins_beach"], **({"passed": True} if passed else {})}
    return mythos.new_game(0, None, {"players": [{"story": ["congregational_hospital"], "hand": list(hand)}, p1],
                                     "to_act": "p0"})


def _chips(state, lang):
    return frame.legal(state, state.legal_actions(), lang, "p0")


@pytest.mark.parametrize("lang", LANGS)
def test_MY_ROUND_3_after_the_opponents_pass_the_prompt_says_it_is_the_last_turn(lang):
    """Not "if you pass now…" alone: playing on ends card play too, at the opponent's pass right after."""
    state = _their_pass_made()
    said = frame.prompt(state, state.legal_actions(), lang)
    words = {"en": ("last turn", "one more card", "next pass"), "ja": ("最後", "もう 1 枚", "次のパス")}[lang]
    for word in words:
        assert word in said, said
    # and it is true: play a card, the opponent's (only) move is a pass, which ends card play
    walk = next(a for a in state.legal_actions() if a.kind == "play")
    state.apply(walk)
    assert [a.kind for a in state.legal_actions()] == ["pass"]
    state.apply(state.legal_actions()[0])
    assert state.phase != "play" or state.round > 1


@pytest.mark.parametrize("lang", LANGS)
def test_MY_ROUND_3_a_walk_on_the_last_turn_says_its_arrival_waits_for_next_round(lang):
    state = _their_pass_made()
    waits = {"en": "next round", "ja": "次のラウンド"}[lang]
    walks = [m for m in _chips(state, lang) if m["kind"] == "play" and state.card[m["fields"]["card"]] == "the_athenaeum"]
    assert walks and all(waits in m["label"] and waits in m["text"] for m in walks), walks
    early = _their_pass_made(passed=False)
    assert not any(waits in m["label"] for m in _chips(early, lang)), "only on the last turn"


def test_MY_ROUND_3_no_last_turn_words_before_anyone_passed():
    state = _their_pass_made(passed=False)
    assert "last turn" not in frame.prompt(state, state.legal_actions(), "en")


@pytest.mark.parametrize("lang", LANGS)
def test_MY_LOC_6_walking_to_waterbury_says_the_arrival_discards_the_decks_top_card(lang):
    """The walk chip (and later Arrive) says the arrival turns up and discards a card, never which."""
    state = _their_pass_made(passed=False)
    chip = next(m for m in _chips(state, lang) if m["kind"] == "play" and state.card[m["fields"]["card"]]
                == "waterbury_state_hospital")
    words = {"en": ("top card of your deck", "discarded"), "ja": ("一番上のカード", "捨て札")}[lang]
    for word in words:
        assert word in chip["label"] and word in chip["text"], chip
    state.apply(next(a for a in state.legal_actions() if a["card"] == chip["fields"]["card"]))
    state.apply(next(a for a in state.legal_actions() if a.kind == "pass"))     # p1 passes
    if state.to_act == "p0":
        arrive = next((m for m in _chips(state, lang) if m["kind"] == "arrive"), None)
        assert arrive is not None and words[0] in arrive["label"], arrive


# 2. Silent effects: a card that did nothing, and a monster Faithful Hounds buried, told only in the log.
def _story_after(state, action, lang):
    from cthulhu_widgets.frames.story import Teller
    from cthulhu_widgets.frames.story_mythos import story
    before = state.clone()
    state.apply(action)
    return [line["text"] for line in Teller(story, frame.sentence, frame.sentence).lines(
        state, before, "p0", lang, False, [], bots=("p1",))]


@pytest.mark.parametrize("lang", LANGS)
def test_MY_CARD_6_governmental_cover_up_with_no_event_to_discard_says_it_had_no_effect(lang):
    """Bot 2's Downpour is in play, not in its story deck: the story says the card did nothing, and why."""
    state = mythos.new_game(0, None, {"players": [{"story": ["congregational_hospital"],
                                                   "hand": ["governmental_cover_up"]},
                                                  {"story": ["martins_beach"], "events": ["downpour"]}],
                                      "to_act": "p0"})
    lines = _story_after(state, next(a for a in state.legal_actions() if a.kind == "play"), lang)
    said = {"en": "has no effect", "ja": "効果なし"}[lang]
    assert any(said in line for line in lines), lines


def test_MY_CARD_6_governmental_cover_up_that_discards_says_no_no_effect():
    state = mythos.new_game(0, None, {"players": [{"story": ["the_athenaeum"], "hand": ["governmental_cover_up"]},
                                                  {"story": ["central_hill", "high_noon", "red_hook"]}],
                                      "to_act": "p0"})
    lines = _story_after(state, next(a for a in state.legal_actions() if a.kind == "play"), "en")
    assert not any("no effect" in line for line in lines) and any("High Noon" in line for line in lines), lines


@pytest.mark.parametrize("lang", LANGS)
def test_MY_COMBAT_3_the_fight_line_says_the_monster_faithful_hounds_buried(lang):
    """p1's Granny Orne discards the Hounds: one of p0's two monsters is buried before the threat hits; the fight's
    line (the story's fight record) names the Hounds and the buried monster."""
    from cthulhu_widgets.frames.story_mythos import fight_outcomes, outcome_sentence
    from cthulhu_widgets.games.mythos.data import load_set
    from cthulhu_widgets.games.mythos.sentences.story import STORY
    from cthulhu_widgets.games.mythos.texts import card_name
    from test_mythos_blind_issue21 import drive, legal, pview
    s = mythos.new_game(0, None, {"first_player": "p0", "players": [
        {"story": ["the_athenaeum"], "threat": ["dark_young", "servitor_of_the_outer_gods"]},
        {"story": ["red_hook"], "sanity": 12, "allies": [{"card": "granny_orne", "weapon": "faithful_hounds"}]}]})
    hounds = pview(s, "p1")["allies"][0]["weapon"]["inst"]
    s.act("pass")
    s.act("pass")
    drive(s, stop=lambda st: st.to_act == "p1" and legal(st, "use", card=hounds))
    s.apply(legal(s, "use", card=hounds)[0])
    drive(s, stop=lambda st: any("defenders" in f for f in fight_outcomes_raw(st)))
    fact = fight_outcomes(s)["fight:p0"]
    buried = fact["hounded"][0][1]
    assert load_set().cards[buried].type == "monster"
    line = outcome_sentence(STORY[lang], fact, lang)
    assert card_name("faithful_hounds", lang) in line and card_name(buried, lang) in line, line


def fight_outcomes_raw(state):
    from cthulhu_widgets.games.mythos.combat import fights_of
    return fights_of(state)


# 4. "fights with 3, not the 2 on its card: its own text or a card in play changes it" named no card.
@pytest.mark.parametrize("lang", LANGS)
def test_MY_COMBAT_6_a_fighters_changed_value_names_the_card_that_changes_it(lang):
    """N'gah-Kthun (2) fights with 3 beside its owner's Speech Machine: the line names Speech Machine."""
    from cthulhu_widgets.frames.story_mythos import fighting_values, value_sentence
    from cthulhu_widgets.games.mythos.sentences.story import STORY
    from cthulhu_widgets.games.mythos.texts import card_name
    from test_mythos_blind_issue21 import drive
    s = mythos.new_game(0, None, {"first_player": "p0", "players": [
        {"story": ["the_athenaeum"], "threat": ["ngah_kthun"], "artifacts": ["speech_machine"]},
        {"story": ["red_hook"]}]})
    s.act("pass")
    s.act("pass")
    drive(s, stop=lambda st: fighting_values(st))
    fact = next(v for v in fighting_values(s).values() if v["card"] == "ngah_kthun")
    assert (fact["printed"], fact["value"]) == (2, 3)
    line = value_sentence(STORY[lang], {**fact, "player": STORY[lang]["you"]}, lang)
    assert card_name("speech_machine", lang) in line, line


@pytest.mark.parametrize("lang", LANGS)
def test_MY_MON_1_the_coach_says_the_coached_monster_costs_the_sanity_on_its_card(lang):
    """The Learn deal's monster (N'gah-Kthun) costs no Sanity: its step says so, not "paying their Sanity"."""
    from cthulhu_widgets.frames.coach import LEARN_SEED
    from cthulhu_widgets.games.mythos.sentences.coach import COACH
    from cthulhu_widgets.widgets.mythos import MythosWidget
    w = MythosWidget(seed=LEARN_SEED, lang=lang)
    step = next(s for s in COACH[lang]["steps"] if s["move"].startswith("play card=")
                and w.state.card_of(int(s["move"].split("=")[1])).type == "monster")
    assert w.state.card_of(int(step["move"].split("=")[1])).sanity == 0
    assert {"en": "costs none", "ja": "は 0"}[lang] in step["text"], step["text"]
    assert "paying their Sanity:" not in step["text"]


# 5. Small: the game's length never said; "対象: 味方の値" read awkwardly; what ▶▶ does.
@pytest.mark.parametrize("lang", LANGS)
def test_MY_END_3_the_rules_and_the_coach_say_how_long_a_game_lasts(lang):
    from cthulhu_widgets.games.mythos import texts
    from cthulhu_widgets.games.mythos.sentences.coach import COACH
    rounds = {"en": "5 to 10 rounds", "ja": "5〜10 ラウンド"}[lang]   # measured (newcomer review 10, finding 6)
    assert rounds in texts.HELP[lang]["rules"][0] and "20" in texts.HELP[lang]["rules"][0]
    assert rounds in COACH[lang]["steps"][0]["text"]


def test_a_weapons_affects_line_reads_naturally_in_japanese():
    ui = frame.catalog()["ui"]["ja"]
    assert ui["Ally's Value"] == "武装させた味方の値"


@pytest.mark.parametrize("lang", LANGS)
def test_the_help_says_what_fast_forward_does(lang):
    from cthulhu_widgets.games.mythos import texts
    assert {"en": "plays its moves at once", "ja": "まとめて進め"}[lang] in texts.HELP[lang]["seats"]


def test_MY_ROUND_3_turns_left_counts_the_passes_a_great_old_one_asks():
    """Three passes end card play (setup's rules): after the opponent's pass the seat has at most 2 turns."""
    from cthulhu_widgets.frames.mythos_turns import pass_truth, turns_left
    state = mythos.new_game(0, {"passes_to_end": 3}, {"players": [{"story": ["congregational_hospital"]},
                                                                   {"story": ["martins_beach"], "passed": True}],
                                                       "to_act": "p0"})
    assert turns_left(state) == 2
    assert "at most 2 more turns" in pass_truth(state, "en")
