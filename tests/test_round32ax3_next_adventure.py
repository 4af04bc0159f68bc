"""Round AX, fixer AX3 (newcomer review 31, mythos_en 1): nothing steered a newcomer to the adventures that win the
game; they played locations and allies not knowing which adventure they built towards, what it still needed, and when
it could be played. The reader's prompt in card play ends with one goal line: their nearest adventure in hand, what it
still needs (the tracker's own requirement words, from the engine's counts) and the cards of their hand that fill it,
or that it is ready; card names in every language, never ids."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.frames.mythos_goal import nearest
from cthulhu_widgets.games.mythos.texts import card_name
from cthulhu_widgets.widgets.mythos import MythosWidget

LEAD = {"en": "Next adventure: ", "ja": "次のアドベンチャー：", "zh": "Next adventure: "}
# once where the adventure named changed since the seat's last goal line (round AZ, review 32 mythos_ja 4)
NEW = {"en": "New aim: ", "ja": "新しい目標：", "zh": "New aim: "}


def turns(seed: int, lang: str, n: int = 400):
    """Yield the widget at each of the reader's turns of card play, the reader playing its first legal move."""
    w = MythosWidget(seed=seed, lang=lang)
    for _ in range(n):
        st = w.state
        if st.result is not None:
            return
        if st.to_act == w.seat:
            if st.pending is not None and st.pending.kind == "play":
                yield w
            w.command({"cmd": "act", "id": str(st.legal_actions()[0]), "step": w.step_index})
        else:
            w.step(1)


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_round32ax3_the_prompt_names_the_nearest_adventure_and_what_it_needs(lang):
    seen = 0
    for w in turns(1, lang):
        goal = nearest(w.state, w.seat)
        prompt = w.prompt
        if goal is None:
            assert LEAD[lang] not in prompt and NEW[lang] not in prompt, prompt
            continue
        seen += 1
        lead = LEAD[lang] if LEAD[lang] in prompt else NEW[lang]
        line = prompt[prompt.index(lead):]     # after the ask: the goal line is last
        assert card_name(goal["id"], lang) in line, (goal, line)
        assert not re.search(r"\b[a-z]+(?:_[a-z0-9]+)+\b", line), line     # no card ids
        if goal.get("ready"):
            assert {"en": "ready", "zh": "ready", "ja": "達成できる"}[lang] in line, line
        else:
            met = sum(h >= r.get("count", 1) for h, r in zip(goal["have"], w.state.card_of(goal["inst"]).requirements))
            assert f"{met}/{len(goal['have'])}" in line.replace("／", "/"), line
    assert seen > 5


def test_round32ax3_the_goal_line_names_the_hand_card_that_fills_a_missing_line():
    """Seed 1, round 2: Alone in the World wants a weapon and the reader holds Enchanted Knife."""
    for w in turns(1, "en"):
        prompt = w.prompt
        if "In your hand, " in prompt:
            line = prompt[prompt.index("Next adventure: "):]
            held = line.split("In your hand, ")[1]
            hand = {card_name(w.state.card_of(i).id, "en") for i in w.state.players[w.state.seat_index(w.seat)].hand}
            assert any(name in held for name in hand), line
            return
    pytest.fail("no goal line named a hand card")


def test_round32ax3_no_goal_line_at_the_bots_turn_nor_for_another_seat():
    """Hidden information: the line is the reader's own, said only in its own prompt."""
    w = MythosWidget(seed=1, lang="en")
    for _ in range(60):
        if w.state.to_act != w.seat:
            assert "Next adventure" not in w.prompt
        w.step(1) if w.state.to_act != w.seat else w.command(
            {"cmd": "act", "id": str(w.state.legal_actions()[0]), "step": w.step_index})
