"""Review 39, mythos_ja 4 and 5: a lost adventure requirement names its cause in its own line (MY-ADV-2), and the
table's pass for a seat that had passed says it was automatic, passing the only move (MY-ROUND-3)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games.mythos.texts import card_name
from cthulhu_widgets.widgets.mythos import MythosWidget


def _lost_line(lang: str, extra: list) -> str:
    """Return p0's line telling that High Noon's flip of Gomes cost Alone in the World its Corrupt Cultist ally."""
    setup = {"first_player": "p1",
             "players": [{"story": ["the_athenaeum"], "allies": [{"card": "gomes", "weapon": "enchanted_knife"}],
                          "hand": ["alone_in_the_world"]},
                         {"story": ["red_hook"], "hand": ["high_noon", *extra]}]}
    w = MythosWidget(seed=3, lang=lang, setup=setup)
    high_noon = next(i for i in w.state.players[1].hand if w.state.card[i] == "high_noon")
    w.play("play", card=high_noon)
    frame = Frames("mythos").of(w.state, MatchPositions(w.match), "p0", lang)
    adventure = card_name("alone_in_the_world", lang)
    lost = "lost" if lang == "en" else "失"
    said = [line for line in frame["log_lines"] if adventure in line["text"] and lost in line["text"]]
    assert len(said) == 1, frame["log_lines"][-6:]
    return said[0]


CAUSE = {"en": "Gomes was turned face down", "ja": "「ゴメス」が裏向きになった"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round43ii6_MY_ADV_2_a_lost_requirement_names_its_cause(lang):
    """Review 39, mythos_ja 4 (072): 「世界にただ独り」が条件を失った：堕落の教団員の味方 — the cause (Gomes turned
    face down) was only in the full log; the line (a toast on the phone) names it."""
    line = _lost_line(lang, [])
    assert CAUSE[lang] in line["text"] and line.get("big"), line
    assert _lost_line(lang, ["downpour"])["text"] == line["text"]   # p1's hand: not p0's words


ENDS = {"en": ("Bot 2 passes automatically (only passing was possible)", 100),
        "ja": ("ボット 2 は自動でパス（パスしかできない", 64)}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round43ii6_MY_ROUND_3_the_second_pass_says_it_was_automatic(lang):
    """Review 39, mythos_ja 5 (069, 097): "あなたはパス済みで再びパス（2 回目）" came with no tap of the reader's: the
    line says the table passed by itself, passing being the only move (a seat that passed may only pass)."""
    setup = {"players": [{"story": ["congregational_hospital"]}, {"story": ["martins_beach"], "passed": True}],
             "to_act": "p0"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup)
    before = len(widget.log_lines)
    act = next(a for a in widget.state.legal_actions() if a.kind != "pass")
    widget.play(act.kind, **dict(act.fields))
    while widget.state.phase == "play" and widget.state.to_act != "p0":
        widget.step(1)
    ends = [line for line in widget.log_lines[before:] if line["text"].startswith(ENDS[lang][0])]
    assert len(ends) == 1 and ends[0].get("big") and len(ends[0]["text"]) <= ENDS[lang][1], widget.log_lines[before:]
