"""Round DD, fixer DD2 (newcomer review 36, chaos_en 3): the CHAOS rules sheet ("?") listed no card and no combo.
Its help now has a "Cards and combos" part in every language: the 5 patient and 5 ghost cards (CH-P1..P5,
CH-G1..G5) by the names the hand's cards use, with their texts; the 5 combos (CH-C1..C5), each with its full and its
weak effect (CH-COMBO-2); the reaction (CH-C4), team cover (CH-COVER-1/2), Midnight and Dawn (CH-TIME-2/3). The card
words come from the card texts (card_texts.json), not from a copy."""
import re

import pytest

from cthulhu_widgets.frames import chaos as frame
from cthulhu_widgets.games.chaos import texts
from cthulhu_widgets.games.chaos.cards import COMBOS, FUNCTIONS, SUITS

LANGS = ("en", "zh", "ja", "zh-TW")


def groups(lang):
    return frame.catalog()["help"][lang]["cards"]["groups"]


@pytest.mark.parametrize("lang", LANGS)
def test_sheet_lists_every_card_by_the_hands_name_with_its_text(lang):
    patient, ghost = groups(lang)[0]["items"], groups(lang)[1]["items"]
    for items, role in ((patient, "patient"), (ghost, "ghost")):
        want = [f for f, (r, *_x) in FUNCTIONS.items() if r == role]
        assert [name for name, _t in items] == [texts.function_name(f, lang) for f in want]
        for (name, text), f in zip(items, want):
            assert text == texts.CARD_TEXTS["cards"][f"{f}_{SUITS[0]}"][lang]["text"]
            assert texts.card_name(f"{f}_{SUITS[0]}", lang).startswith(name)


@pytest.mark.parametrize("lang", LANGS)
def test_sheet_lists_every_combo_with_its_full_and_weak_effect(lang):
    combos = groups(lang)[2]["items"]
    assert len(combos) == len(COMBOS) == 5
    weak = texts._COMBO_SPLIT[lang][1].strip()
    for (name, text), (g, p) in zip(combos, COMBOS.values()):
        assert texts.function_name(g, lang) in name and texts.function_name(p, lang) in name
        full, _, rest = text.partition(weak)
        assert full.strip() and rest.strip(), (lang, name, text)   # both effects said


@pytest.mark.parametrize("lang", LANGS)
def test_sheet_says_reaction_cover_midnight_and_dawn_plainly(lang):
    more = groups(lang)[3]["items"]
    names = [n for n, _t in more]
    assert texts.CARD_TEXTS["times"]["midnight"][lang]["name"] in names
    assert texts.CARD_TEXTS["times"]["dawn"][lang]["name"] in names
    said = " ".join(t for _n, t in more)
    for f in ("prank", "schizophrenia", "protection", "sprint", "checkup", "vanish"):
        assert texts.function_name(f, lang) in said
    whole = str(frame.catalog()["help"][lang]["cards"])
    assert "{" not in whole.replace("{'", "").replace("{\"", "")   # every name filled in
    assert not re.search(r"\bCH-[A-Z]", whole)   # no rule IDs in play mode
