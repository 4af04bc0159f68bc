"""Newcomer review 23, Mythos en finding 1 (033, 062, 070, 071, 118): a hand card an adventure in hand needs said
"Needed by your adventure X: keep it to play that." The rules count only cards in play or in the story deck (MY-ADV-2),
so the newcomer held Ambush and Portaphobia for rounds. The words now say how the card counts, by its kind: played
(in play or buried in the story deck), a phobia played on an opponent, a monster once it has fought and is buried."""
import pytest

from cthulhu_widgets.widgets import MythosWidget

KINDS = ["hand_needed_by", "hand_needed_by_phobia", "hand_needed_by_monster"]
KEEP = {"en": ("keep it", "keep"), "ja": ("残して", "取っておく")}
HOW = {"en": ("in your hand it does not count", "story deck"), "ja": ("手札では数えない", "ストーリー")}


@pytest.fixture(scope="module")
def ui():
    return MythosWidget(seed=0, autoplay=False).catalog_data["ui"]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("key", KINDS)
def test_no_hint_tells_the_player_to_keep_a_needed_card(ui, lang, key):
    """Every kind's words exist in the game's languages, none says to keep the card, each says the hand does not
    count and where it does count (the story deck), naming the adventure."""
    text = ui[lang][key]
    assert "{cards}" in text
    assert not any(k in text for k in KEEP[lang]), text
    assert all(h in text for h in HOW[lang]), text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_kinds_say_how_they_count(ui, lang):
    """A phobia counts once played on an opponent; a monster once it has fought (then it is buried)."""
    assert ("opponent" if lang == "en" else "相手") in ui[lang]["hand_needed_by_phobia"]
    assert ("fought" if lang == "en" else "戦") in ui[lang]["hand_needed_by_monster"]
