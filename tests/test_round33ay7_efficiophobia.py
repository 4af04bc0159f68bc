"""Round AY7 (newcomer review 32, mythos_en finding 1, shots 209/211): the reader gave Bot 2 Efficiophobia, Bot 2
completed its own adventure and lost 2 Sanity; the card said the investigator it is on "(not the one who played it)"
loses 2, read as "the adventure's player is spared". The engine is right (MY-CARD-6; mythos_msgs_effects,
Efficiophobia row: "whenever anyone plays an Adventure, that investigator loses 2", §5 n9: any player's adventure);
the words were not: the card and the story line now say the one it is on pays, for its own adventure too."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos import texts
from cthulhu_widgets.games.mythos.texts import card_name
from cthulhu_widgets.widgets.mythos import MythosWidget


def _bot_completes_its_adventure(lang: str) -> tuple:
    """Bot 2 (p1) carries the reader's Efficiophobia and completes Two Cities and a Tale: its Sanity, its lines."""
    bot = {"story": ["central_hill", "train", "hunting_horror", "red_hook"], "sanity": 10,
           "allies": ["mrs_sonia_lovecraft", "howard_lovecraft"], "hand": ["two_cities_and_a_tale"],
           "phobias": [{"card": "efficiophobia", "owner": "p0"}]}
    widget = MythosWidget(seed=3, lang=lang, setup={"players": [{"story": ["kings_church_cemetary"]}, bot],
                                                     "to_act": "p1"})
    before = len(widget.log_lines)
    tale = next(i for i in widget.state.players[1].hand if widget.state.card[i] == "two_cities_and_a_tale")
    widget.play("play", card=tale)
    return widget.state.players[1].sanity, [line["text"] for line in widget.log_lines[before:]]


def test_MY_CARD_6_efficiophobia_strikes_its_host_for_its_own_adventure():
    """The rule as the spec has it: +1 for the adventure, then −2 for the phobia on the one who completed it."""
    sanity, _ = _bot_completes_its_adventure("en")
    assert sanity == 10 + 1 - 2


@pytest.mark.parametrize("lang,spared,own", [("en", "not the one who played it", "its own"),
                                             ("ja", "達成した側ではない", "自分で達成")])
def test_efficiophobias_card_does_not_spare_the_adventures_player(lang, spared, own):
    """The card no longer reads as sparing whoever played the adventure; it says its own adventure counts too."""
    text = texts.CARD_TEXTS["cards"]["efficiophobia"][lang]["text"]
    assert spared not in text and own in text, text


@pytest.mark.parametrize("lang,on_it", [("en", "costs the one it is on 2"), ("ja", "この探索者に付いた")])
def test_efficiophobias_story_line_says_on_whom_it_lies_and_which_adventure(lang, on_it):
    """211_click read "Bot 2: Sanity -2 (phobia Efficiophobia), now 1": now the line says the phobia lies on the one
    losing and names the adventure that set it off."""
    _, lines = _bot_completes_its_adventure(lang)
    said = [t for t in lines if card_name("efficiophobia", lang) in t]
    assert len(said) == 1, lines
    assert on_it in said[0] and card_name("two_cities_and_a_tale", lang) in said[0], said[0]
