"""Letter, newcomer review 25 (round AQ, fixer AQ2), letter_zh 8 and letter_en 7: words that broke, read awkwardly or
told of another table, in every language."""
from __future__ import annotations

import random

import pytest

from cthulhu_widgets.frames.letter import UI
from cthulhu_widgets.games.letter import texts
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
JOIN = "\u2060"


def test_the_winning_chip_never_splits_cthulhus_name():
    """"猜 8 — 淘汰克／蘇魯" (094): the name's characters are joined (U+2060), the page never breaks a line there."""
    assert f"克{JOIN}蘇{JOIN}魯" in UI["zh"]["name_wins"]


def test_a_chip_that_wins_joins_cthulhus_name():
    """Carter's swap of Cthulhu on top (LS-P6, LS-P9): its zh chip "…——拿走克蘇魯：你獲勝" joins the name; English none."""
    for lang in ("zh", "en"):
        w = LetterWidget(seed=5, lang=lang, setup={"hand": ["randolph_carter"], "deck": ["investigators", "..."],
                                                   "clues": []})
        labels = [a["label"] for a in w.legal if a["id"].startswith("play card=randolph_carter")]
        assert labels, [a["id"] for a in w.legal]
        if lang == "zh":
            assert all(f"克{JOIN}蘇{JOIN}魯" in label for label in labels), labels
        else:
            assert not any(JOIN in label for label in labels), labels


@pytest.mark.parametrize("lang", LANGS)
def test_a_kept_hand_card_is_said_plainly(lang):
    """LS-O3: "你的銀鑰匙照舊留在手中（變成已知的只有對手的牌）" (084) read awkwardly: one short clause now."""
    said = texts.event_text("compare_kept", {"side": "hand", "how": "higher", "mine": "silver_key", "mine_value": 7,
                                             "card": "elder_sign", "value": 4}, lang)
    for awkward in ("照舊", "變成已知", "as before", "became known", "判明したのは", "そのまま"):
        assert awkward not in said, said


@pytest.mark.parametrize("lang", LANGS)
def test_replay_step_0_tells_the_first_draw_with_the_setup(lang):
    """Replay step 0 said "手牌 1 張" over two hand cards (055): its caption's first line tells the draw too."""
    w, rng = LetterWidget(seed=5, lang=lang), random.Random(5)
    while w.state.result is None:
        if w.state.to_act == w.seat:
            w.command({"cmd": "act", "id": rng.choice(w.legal)["id"]})
        else:
            w.step(1)
    w.command({"cmd": "replay", "index": 0})
    drawn = w.replay["view"]["hand"][-1]["id"]
    assert texts.event_text("draw", {"card": drawn}, lang) in w.replay["said"][0], w.replay["said"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_help_tells_this_solo_tables_controls(lang):
    """The "?" panel's controls told of "other people at the table" in this solo game (032): Letter's own say undo
    takes back the reader's play with the opponent's reply."""
    controls = texts.HELP[lang]["controls"]
    for other in ("other people", "其他人", "ほかの人"):
        assert other not in controls, controls
