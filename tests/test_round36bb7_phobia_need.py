"""Round BB7 (newcomer review 34, mythos_ja 2, shots 062 → 068 → 071; mythos_en 3, shot 055): with Bot 2's
Portaphobia on the reader, "Alone in the World" fell from 2/7 to 1/7 and "Phobia" rejoined the missing list; why (a
phobia counts for whoever played it, MY-ADV-2) was only in the fold "Your adventures ▾". The goal line says it in one
short clause where it changed, and the tracker's note is a few words, the why in the glossary's tooltip."""
import pytest

from cthulhu_widgets.frames.mythos import prompt
from cthulhu_widgets.games.mythos.sentences import en, ja
from cthulhu_widgets.games.mythos.sentences.glossary import GLOSSARY
from cthulhu_widgets.widgets.commands import _UpTo
from cthulhu_widgets.widgets.mythos import MythosWidget

CLAUSE = {"en": "the phobia on you counts for your opponent", "ja": "あなたに付いた恐怖症は相手の条件に数える"}


def _table(lang: str) -> MythosWidget:
    """The reader holds Alone in the World (needs a Phobia); Bot 2 holds Agoraphobia and plays first."""
    setup = {"players": [{"story": ["kings_church_cemetary"], "hand": ["alone_in_the_world", "dawn_of_the_solstice",
                                                                       "ambush"], "hand_exact": True},
                         {"story": ["martins_beach"], "hand": ["agoraphobia"], "hand_exact": True}],
             "to_act": "p1"}
    return MythosWidget(seed=3, lang=lang, setup=setup)


def _goal_line(widget, lang: str) -> str:
    s = widget.state
    return prompt(s, s.legal_actions(), lang, positions=_UpTo(widget.match, widget.match.index))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_goal_line_says_once_why_the_phobia_on_you_does_not_count(lang):
    widget = _table(lang)
    agoraphobia = next(i for i in widget.state.players[1].hand if widget.state.card[i] == "agoraphobia")
    widget.play("play", card=agoraphobia, target="p0")
    assert widget.state.to_act == "p0"
    line = _goal_line(widget, lang)
    assert CLAUSE[lang] in line, line
    dawn = next(i for i in widget.state.players[0].hand if widget.state.card[i] == "dawn_of_the_solstice")
    widget.play("play", card=dawn)
    while widget.state.to_act != "p0":
        widget.play("pass")
    assert CLAUSE[lang] not in _goal_line(widget, lang)      # said where it changed, not every turn


def test_the_trackers_phobia_note_is_a_few_words_and_the_why_is_in_the_tooltip():
    for notes, most in ((en.NOTES, 55), (ja.NOTES, 33)):
        for key, note in notes.items():
            assert len(note) <= most and not note.startswith(("a phobia counts", "恐怖症は")), (key, note)
    assert "whoever played it" in GLOSSARY["en"]["phobia"]["says"]
    assert "使ったプレイヤー" in GLOSSARY["ja"]["phobia"]["says"]
