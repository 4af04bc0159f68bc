"""Review 24, Mythos finding 5 ("too much text"): the sentences a newcomer reads most are shorter and still say what
must be said — the turn prompt (what to click, and that a pass ends the seat's card play: MY-ROUND-3), the battle line
(who attacked whom with what, and what it cost: MY-COMBAT-6), the round end's discard (how many to keep: MY-ROUND-5)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.story_mythos import outcome_sentence
from cthulhu_widgets.games.mythos.sentences.story import STORY
from cthulhu_widgets.widgets.mythos import MythosWidget

PROMPT = {"en": ("Your turn: play a glowing card, or pass (then you may only pass).", ("glowing", "pass", "only pass")),
          "ja": ("あなたの番：光っているカードを使用する、またはパスする（この後パスしかできない）。", ("光っている", "パスしかできない"))}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_ROUND_3_the_turn_prompt_is_short(lang):
    """The first turn's prompt: 88 characters in en before ("play a card (click a glowing card), or pass (then you may
    only pass this round)"), now one short line that still says to play a glowing card or pass, and what a pass means."""
    widget = MythosWidget(seed=11, lang=lang)
    said, must = PROMPT[lang]
    ask = widget.prompt.split({"en": " Next adventure: ", "ja": "次のアドベンチャー："}[lang])[0]   # its goal line after it
    assert ask == said and all(m in ask for m in must), widget.prompt


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_COMBAT_6_a_lone_monster_s_battle_line_says_its_points_once(lang):
    """"Bot 2's threat (The Martin's Beach Monster 4 = 4) against you: you lose 4 Sanity." said 4 twice; a threat of
    one card with nothing cut says its value once; a sum (two cards, a cut) still shows its total."""
    words = STORY[lang]
    lone = {"attacker": "Bot 2", "target": "you", "fighters": [["deep_one", 4]], "points": 4, "cut": None,
            "cancelled": 0, "absorbed": [], "lost": 4}
    line = outcome_sentence(words, lone, lang)
    assert line.count("4") == 2 and "= 4" not in line and "計" not in line, line    # its value and the Sanity lost
    two = {**lone, "fighters": [["deep_one", 4], ["dark_young", 3]], "points": 7}
    assert ("= 7" if lang == "en" else "計 7") in outcome_sentence(words, two, lang)


@pytest.mark.parametrize("lang,must", [("en", ("End of round", "keep 5–7", "Choose a card, then Discard", "to go")),
                                       ("ja", ("ラウンド終了", "5〜7枚残す", "カードを選んで「捨てる」を押す", "あと"))])
def test_MY_ROUND_5_the_round_end_prompt_is_short(lang, must):
    """The round end's discard prompt drops "at 7 you may stop" (the prompt offers Keep when it is true), and says
    the rest: the hand to keep, how to discard, how many to go."""
    widget = MythosWidget(seed=11, lang=lang)
    for _ in range(80):
        state = widget.state
        if state.phase == "discard" and state.to_act == widget.seat:
            break
        if state.to_act == widget.seat:
            acts = state.legal_actions()
            a = next((a for a in acts if a.kind == "play"), None) or next(
                (a for a in acts if a.kind in ("defend", "done", "pass")), acts[0])
            widget.play(a.kind, **dict(a.fields))
        else:
            widget.step(1)
    prompt = widget.prompt
    assert all(m in prompt for m in must), prompt
    assert "may stop" not in prompt and "やめてもよい" not in prompt, prompt
