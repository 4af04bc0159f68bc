"""Round CC7 (newcomer review 35, mythos_en 2, shots 190, 194): a new game dealt the reader no location and no
adventure. The panel said "At: no location yet" and the prompt only "Your turn: play a glowing card, or pass"; only
events glowed and the reader passed the whole round not knowing whether that was normal. MY-LOC-1 (a first location
goes upright), MY-CARD-1/2, MY-MON-1 (allies, items and monsters need a location), MY-ROUND-1 (the refill): the
prompt says what this hand means and what to do."""
import pytest

from cthulhu_widgets.widgets.mythos import MythosWidget

NO_LOCATION = {"en": "No location in your hand yet: play an event if it helps, or pass; you refill to 13 next round.",
               "ja": "手札にロケーションがまだない：役立つならイベントを使い、でなければパス。次のラウンドに 13 枚まで補充する。"}
NO_ADVENTURE = {"en": "No adventure in your hand yet: the locations, allies and items you play now count for one later.",
                "ja": "手札にアドベンチャーがまだない：今出すロケーション・仲間・アイテムは後でその条件に数える。"}


def _prompt(lang: str, hand: list, story=()) -> str:
    setup = {"players": [{"story": list(story), "hand": hand, "hand_exact": True}, {"story": ["martins_beach"]}], "to_act": "p0"}
    return MythosWidget(seed=3, lang=lang, setup=setup).prompt


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_hand_with_no_location_says_what_it_means_and_what_to_do(lang):
    prompt = _prompt(lang, ["dawn_of_the_solstice", "ambush", "servant_of_glaaki", "tulzscha"])
    assert prompt.endswith(NO_LOCATION[lang]), prompt
    assert NO_ADVENTURE[lang] not in prompt


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_hand_with_a_location_and_no_adventure_says_what_builds_towards_one(lang):
    prompt = _prompt(lang, ["kings_church_cemetary", "dawn_of_the_solstice"])
    assert prompt.endswith(NO_ADVENTURE[lang]), prompt
    assert NO_LOCATION[lang] not in prompt
