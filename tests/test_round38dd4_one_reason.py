"""Round DD4 (newcomer review 36, mythos_en finding 4): one card read three different "why not" reasons in a row: the
goal line said "Enchanted Knife would fill a need, but needs a location with Artifact" (or "but not yet"), its zoom and
its tooltip "Why not now: It can only be found at a location with the Artifact attribute." One card at one moment has
ONE reason: the goal line says the very sentence the zoom says (the view's why_not, in the table's words)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.core import texts as core_texts
from cthulhu_widgets.frames import catalog
from tests.test_round32ax3_next_adventure import turns

# the goal line naming a hand card it cannot play, before and after the fix
NOT_NOW = {"en": ("would fill a need, but", "would fill a need. Why not now"), "ja": ("満たせるが", "今使えない理由")}


def zoom_reason(w, inst: int) -> str:
    """Return the reason the zoom and the tooltip show for the reader's hand card `inst` (js/src/mythos/zoom.js whyNot:
    the view's why_not entry, or its "all" when two or more, in the catalog's words, an attribute or a language in the
    table's terms)."""
    words = catalog("mythos")["ui"][w.lang]
    me = next(p for p in w.view["players"] if p["seat"] == w.seat)
    entry = next(e for e in me["why_not"] if e["inst"] == inst)
    def said(key: str, r: dict) -> str:
        return core_texts.fmt(words[key], **{k: words.get(r[k], r[k]) for k in ("attribute", "language") if k in r})

    # every need at once where two or more stop it (round JJ6, review 39 mythos_en 8: the view's "all")
    if len(entry.get("all") or ()) > 1:
        needs = words["whyneed_join"].join(said(f"whyneed_{r['why']}", r) for r in entry["all"])
        return core_texts.fmt(words["why_all"], needs=needs)
    return said(f"why_{entry['why']}", entry)


def _held_not(w) -> list[int]:
    """Return the reader's hand cards no move names that the goal line names."""
    me = next(p for p in w.view["players"] if p["seat"] == w.seat)
    from cthulhu_widgets.games.mythos.texts import card_name
    return [e["inst"] for e in me.get("why_not", []) if card_name(w.state.card_of(e["inst"]).id, w.lang) in w.prompt]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("seed", [1, 3])
def test_the_goal_line_and_the_zoom_give_one_card_one_reason(seed, lang):
    seen = 0
    for w in turns(seed, lang, n=300):
        if not any(mark in w.prompt for mark in NOT_NOW[lang]):
            continue
        held = _held_not(w)
        if not held:
            continue
        assert any(zoom_reason(w, i) in w.prompt for i in held), (w.prompt, [zoom_reason(w, i) for i in held])
        seen += 1
    assert seen, "no goal line named a card it cannot play"
