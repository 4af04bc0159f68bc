"""Round CC7 (newcomer review 35, mythos_ja 6, shots 281, 283): at the round's end the log said Questionable Judgement
could be achieved now; the reader tapped it to achieve it and it was marked for discard. An adventure is achieved as a
turn of card play (MY-ADV-3), so at the round's discard (MY-ROUND-5) the prompt says to keep it for the next turn, and
its Discard asks again (a tap opens the card, as for a card an adventure needs), en and ja."""
import pytest

from cthulhu_widgets.frames.mythos import legal
from cthulhu_widgets.widgets.mythos import MythosWidget

# Questionable Judgement's requirements all met (tests/test_mythos_round21ah1_cities.py OTHER_CITY)
STORY = ["dr_allen", "dark_young", "arkham_mystical_supply", "caverns_beneath_the_old_church", "the_athenaeum"]
KEEP = {"en": "Questionable Judgement is ready: keep it and achieve it on your next turn.",
        "ja": "「疑わしい判断」は達成できる：残して、次の自分の番に達成する。"}
CHIP = {"en": "⚠ Discard? You can achieve it on your next turn", "ja": "⚠ 捨てる？次の自分の番に達成できる"}


def _discard(lang: str) -> MythosWidget:
    """The reader at the round's discard, Questionable Judgement ready in its hand."""
    setup = {"players": [{"hand": ["questionable_judgement"], "story": STORY,
                          "tomes": [{"card": "revelations_of_glaaki", "spells": ["dust_of_suleiman"]}]},
                         {"story": ["martins_beach"], "hand": [], "hand_exact": True}], "to_act": "p0"}
    w = MythosWidget(seed=3, lang=lang, setup=setup)
    w.command({"cmd": "act", "id": "pass", "step": w.step_index})
    for _ in range(20):
        if w.state.to_act == w.seat:
            break
        w.step(1)
    assert w.state.pending.kind == "discard"
    return w


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_round_end_prompt_says_keep_the_ready_adventure(lang):
    assert KEEP[lang] in _discard(lang).prompt


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_discarding_the_ready_adventure_asks_again(lang):
    w = _discard(lang)
    s = w.state
    chip = next(m for m in legal(s, s.legal_actions(), lang) if m["kind"] == "discard"
                and s.card[m["fields"]["card"]] == "questionable_judgement")
    assert chip["label"] == CHIP[lang] and chip["target"].get("confirm"), chip


# Review 35, mythos_ja 7: the range became 「4〜7」 with no reason on the prompt (Gomes: the hand's minimum −1)
WHY = {"en": "keep 4–7, changed by Gomes.", "ja": "4〜7枚残す、ゴメスにより変化"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_round_end_prompt_says_which_ally_changed_the_hand_limits(lang):
    setup = {"players": [{"story": ["kings_church_cemetary"], "allies": ["gomes"]},
                         {"story": ["martins_beach"], "hand": [], "hand_exact": True}], "to_act": "p0"}
    w = MythosWidget(seed=3, lang=lang, setup=setup)
    w.command({"cmd": "act", "id": "pass", "step": w.step_index})
    for _ in range(20):
        if w.state.to_act == w.seat:
            break
        w.step(1)
    assert WHY[lang] in w.prompt, w.prompt
    assert "Gomes" not in _discard(lang).prompt and "ゴメス" not in _discard(lang).prompt   # no ally, no reason


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_keep_word_comes_before_the_ask_the_page_cuts(lang):
    """discard.js cuts the one-at-a-time ask at the prompt's end once a card is marked: the ready word is before it."""
    from test_mythos_round29_discard_words import ONE_AT_A_TIME
    prompt = _discard(lang).prompt
    assert ONE_AT_A_TIME.search(prompt) and KEEP[lang] in ONE_AT_A_TIME.sub("", prompt), prompt
