"""Newcomer review 21 on the Mythos table, round AI (fixer 4): what another seat did to the reader is said as such,
in the reader's own words, short enough for the phone's rows over the hand (js/src/mythos/last_turn.js keeps a line
only whole, in as few as 2 rows)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.mythos import MythosWidget

RISING = {"en": ("Bot 2's Cthulhu Rising discards your current location Congregational Hospital",
                 "Bot 2 pays 2 Sanity for Cthulhu Rising, now 10."),
          "ja": ("ボット 2 の「クトゥルフの浮上」で、あなたの現在地「組合派病院」が捨て札になった",
                 "ボット 2 は「クトゥルフの浮上」の代償に正気度 2 を払う（現在 10）。")}
SHORT = {"en": 100, "ja": 52}      # characters: two rows of a 390 px phone's print at most


def _rising(lang: str) -> list[dict]:
    """Bot 2 plays Cthulhu Rising on the seat, whose current location has Water: the seat's lines of that play."""
    setup = {"players": [{"story": ["waterbury_state_hospital", "congregational_hospital"], "passed": True},
                         {"story": ["martins_beach"], "hand": ["cthulhu_rising"]}], "to_act": "p1"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup)
    before = len(widget.log_lines)
    widget.play("play", card=next(dict(a.fields)["card"] for a in widget.state.legal_actions()
                                  if a.kind == "play" and dict(a.fields).get("target") == "p0"), target="p0")
    return widget.log_lines[before:]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_CARD_6_the_bots_card_on_the_seat_says_what_it_did_to_the_seat_first_and_short(lang):
    """ja finding 2 (077_r4a): the 3 rows over the phone's hand read "Bot 2 plays Cthulhu Rising on you. Bot 2:
    Sanity -2 (Cthulhu Rising), now 6": the reader thought it lost 2 Sanity, and its buried location was told only in
    the long log (its line, 3 rows long, did not fit). The location's line names whose card did it and what it did to
    the reader, short; the rest of the rule is its note; the bot's cost says the bot paid it."""
    lines = _rising(lang)
    lost = next(line for line in lines if line.get("at") and line.get("big"))
    assert lost["text"].startswith(RISING[lang][0]) and len(lost["text"]) <= SHORT[lang], lost
    assert lost.get("note"), lost       # where the card went and what stands now: the note under the line
    assert RISING[lang][1] in [line["text"] for line in lines], lines


# review 26 (mythos_ja 8): 「パス 2 回目（あなた・すでにパス済み）」 read oddly; the repeat pass is said as such, and as the
# table's (review 29, mythos_ja 5: 「あなたの再度のパス」 read as a tap of the reader's own)
# (review 39, mythos_ja 5: and said as automatic, passing the only move)
ENDS = {"en": ("Bot 2 passes automatically (only passing was possible): pass 2 ends card play", 100),
        "ja": ("ボット 2 は自動でパス（パスしかできない・2 回目）：カードの使用・配置は終わり、もうだれの番も来ない", 64)}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_ROUND_3_the_pass_that_ends_card_play_says_whose_it_was_and_that_no_turn_comes(lang):
    """ja finding 3 (074_r3i): the seat arrived, and the next screen was the round's end, told only "Pass 2: card play
    ends for this round, and the combat begins": the reader took it for a pass of its own it was never told of. The
    bot had passed already, so its forced pass was the round's second (MY-ROUND-3): the line says whose pass it was,
    why it had no choice, and that no one has another turn; short enough for the phone's 2 rows over the hand."""
    setup = {"players": [{"story": ["congregational_hospital"]}, {"story": ["martins_beach"], "passed": True}],
             "to_act": "p0"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup)
    before = len(widget.log_lines)
    act = next(a for a in widget.state.legal_actions() if a.kind != "pass")
    widget.play(act.kind, **dict(act.fields))
    while widget.state.phase == "play" and widget.state.to_act != "p0":
        widget.step(1)
    lines = widget.log_lines[before:]
    ends = [line for line in lines if line["text"].startswith(ENDS[lang][0])]
    assert len(ends) == 1 and ends[0].get("big") and len(ends[0]["text"]) <= ENDS[lang][1], lines


# (since review 32, mythos_en 1: an Efficiophobia's charge says it counts any adventure, the one it is on's own too)
ZERO = {"en": ("What decided it: Bot 2: Sanity -2 (phobia Efficiophobia: every adventure played, Searching for Laban "
               "Shrewsbury too, costs the one it is on 2), now 0.", "Bot 2's Sanity fell to 0"),
        "ja": ("勝負を決めた場面：ボット 2：正気度 -2（この探索者に付いた恐怖症「成功恐怖症」：「ラバン・シュリュズベリイを探して」も含め、"
               "だれのアドベンチャーでも 2 減る）、現在 0。", "ボット 2 の正気度が 0 になった")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_END_2_what_decided_it_is_the_sanity_that_reached_0_and_whose(lang):
    """ja finding 4 (122_r6s): the end's 'What decided it' told the adventure just completed (and its '(no Sanity
    lost)'), not that its Efficiophobia then took the bot's last 2 Sanity; the story's end line said 'An
    investigator's Sanity fell to 0', not whose. Seed 9's heuristic game ends so (MY-END-2)."""
    widget = MythosWidget(seed=9, lang=lang)
    for _ in range(600):
        if widget.state.result is not None or widget.step(1) != 1:
            break
    assert widget.state.result.cause == "sanity_zero"
    assert widget.banner["moment"] == ZERO[lang][0], widget.banner
    assert widget.log_lines[-1]["text"].startswith(ZERO[lang][1]) or any(
        line["text"].startswith(ZERO[lang][1]) and line.get("big") for line in widget.log_lines[-3:]), \
        widget.log_lines[-3:]


ASSAULT = {"en": ("Commit allies to assault, then Done: no threat attacks you this combat, so none may defend.",
                  "⚠ An ally that assaults is buried after the fight"),
           "ja": ("味方を攻撃に派遣し、完了：このバトルではあなたを攻撃する神話の脅威がないので、防御はできない。",
                  "⚠ 攻撃した味方はバトルの後に埋葬される")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_COMBAT_2_the_commit_prompt_names_only_what_is_legal_and_why_not_the_other(lang):
    """en finding 4 (095_g54): the commit stop read 'commit allies to defend (or assault), then Done' with only an
    assault chip: no threat attacked the seat, so nothing to defend (MY-COMBAT-2), and an ally that assaults is
    buried after the fight (MY-COMBAT-7), said before it is sent."""
    from cthulhu_widgets.frames import mythos as frame
    setup = {"players": [{"story": ["providence_historical_society"], "threat": ["servant_of_glaaki"],
                          "allies": [{"card": "gomes", "weapon": "the_two_scepters"}]},
                         {"story": ["martins_beach"], "passed": True}], "to_act": "p0"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup)
    for _ in range(10):
        st = widget.state
        if st.pending is not None and st.pending.kind == "commit" and st.to_act == "p0":
            break
        if st.to_act == "p0":
            act = next((a for a in st.legal_actions() if a.kind in ("pass", "direct")), st.legal_actions()[0])
            widget.play(act.kind, **dict(act.fields))
        else:
            widget.step(1)
    assert {a.kind for a in widget.state.legal_actions()} == {"assault", "done"}
    said = frame.prompt(widget.state, widget.state.legal_actions(), lang)
    assert said.startswith(ASSAULT[lang][0]) and ASSAULT[lang][1] in said, said


def test_a_steps_done_note_keeps_to_its_own_paragraph():
    """en finding 5 (019_step6more2): step 5's More… (monsters, combat) began with 'Each is ✓ (met) or ✗
    (missing)…', the second paragraph of step 4's done note (adventures), shown before step 5's own More: a done
    note is one paragraph, so each step's More holds its own subject only."""
    from cthulhu_widgets.games.mythos.sentences.coach import COACH
    split = [(lang, k + 1) for lang in COACH for k, step in enumerate(COACH[lang]["steps"]) if "\n" in step["done"]]
    assert not split, split


@pytest.mark.parametrize("lang,said", [("en", "Dysentery turns no ally face down"), ("ja", "「赤痢」で裏向きになる味方はいない")])
def test_MY_ZONE_3_an_epidemic_that_flips_no_ally_says_it_did_nothing(lang, said):
    """ja finding 6 (041_g9): Dysentery on a bot with no ally in play logged only 'You play Dysentery on Bot 2'."""
    setup = {"players": [{"story": ["congregational_hospital"], "hand": ["dysentery"]},
                         {"story": ["martins_beach"], "passed": True}], "to_act": "p0"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup)
    before = len(widget.log_lines)
    act = next(a for a in widget.state.legal_actions() if a.kind == "play"
               and widget.state.card[dict(a.fields)["card"]] == "dysentery")
    widget.play(act.kind, **dict(act.fields))
    assert any(line["text"].startswith(said) for line in widget.log_lines[before:]), widget.log_lines[before:]
