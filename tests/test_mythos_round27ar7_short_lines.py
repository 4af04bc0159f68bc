"""Review 26 (mythos_en 4, mythos_ja 5: too much text): every round-end discard line repeated "at the round's end your
hand keeps 4–7 cards", the rule the discard prompt and the hand's header already say (MY-ROUND-5). The line says the
fact and its cause only: whose hand, which card, the round's end."""
from __future__ import annotations

import pytest

from cthulhu_widgets.core.events import Event
from cthulhu_widgets.frames.mythos_causes import caused
from cthulhu_widgets.games.mythos.sentences.story import STORY

SAID = {"en": "Bot 2 discards Car from its hand: the round is ending.",
        "ja": "ボット 2 は手札から「自動車」を捨てる：ラウンド終了の手札調整。"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r27ar7_MY_ROUND_5_a_round_end_discard_line_has_no_rule(lang):
    event = Event("MY-ROUND-5", "discards", {"player": "p1", "card": "car", "low": 4, "high": 7})
    line = caused(event, {**event.data, "player": "Bot 2" if lang == "en" else "ボット 2"}, STORY[lang], lang)
    assert line == SAID[lang], line


NOTE_MAX = {"en": 105, "ja": 62}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r27ar7_MY_ADV_2_a_phobia_requirement_note_is_short(lang):
    """mythos_en 4 (157): "✓ Phobia (a phobia counts for whoever played it, even lying on an opponent, and a cured
    one…)": each note says the rule and this case in one short clause, no longer than NOTE_MAX characters."""
    from cthulhu_widgets.games.mythos.sentences import en, ja
    notes = {"en": en.NOTES, "ja": ja.NOTES}[lang]
    long = {k: len(v) for k, v in notes.items() if len(v) > NOTE_MAX[lang]}
    assert not long, long


def _cosmic(lang: str) -> list[str]:
    """Both seats' threats aimed at each other (MY-COMBAT-5): Dark Young 4 against Deep One 1 + Hunting Horror 4."""
    from cthulhu_widgets.frames import Frames, MatchPositions
    from cthulhu_widgets.widgets.mythos import MythosWidget
    setup = {"first_player": "p0", "players": [{"story": ["the_athenaeum"], "threat": ["dark_young"]},
                                               {"story": ["red_hook"], "threat": ["deep_one"]}]}
    w = MythosWidget(seed=3, lang=lang, setup=setup)
    for _ in range(12):
        s = w.state
        if s.phase not in ("play", "combat") or s.to_act is None:
            break
        acts = s.legal_actions()
        a = next((a for a in acts if a.kind == "direct"), None) or next(
            (a for a in acts if a.kind in ("pass", "done")), acts[0])
        w.play(a.kind, **dict(a.fields)) if s.to_act == "p0" else w.step(1)
    return [line["text"] for line in Frames("mythos").of(w.state, MatchPositions(w.match), "p0", lang)["log_lines"]]


CANCEL = {"en": "cancel", "ja": "相殺"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r27ar7_MY_COMBAT_5_a_cancel_is_told_once_per_fight(lang):
    """mythos_en 4 (044): "Cosmic battle … 4 points cancel", then each fight's line "4 cancelled by the threat aimed
    back": the cancel is told in the fight lines only (each says its own threat's cancelled points)."""
    said = [text for text in _cosmic(lang) if CANCEL[lang] in text]
    assert len(said) == 2, said
