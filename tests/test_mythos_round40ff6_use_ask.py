"""Round FF6 (newcomer review 37, mythos finding 2; MY-COMBAT-3, MY-CARD-4): at the combat's spell-and-artifact stop
each spell to cast and artifact to use is a chip by Done again (js/src/mythos/use_chips.js), and the stop's ask says
so: it sent the reader only to the glowing card ("press it where it glows, on its tome or ally"), far down the page on
a phone, while the chip stood by the Done it was reading."""
import pytest
from test_round38dd4_cast_chips import _at_use_step, at_hounds_use_stop


CHIP = {"en": "press its chip by Done", "ja": "「完了」のそばのボタン"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_COMBAT_3_the_use_stop_ask_names_the_chip_by_done(lang):
    widget = _at_use_step(lang)
    assert CHIP[lang] in widget.prompt, widget.prompt


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_COMBAT_3_an_artifact_use_ask_names_the_chip_too(lang):
    widget = at_hounds_use_stop(lang)
    assert CHIP[lang] in widget.prompt, widget.prompt
