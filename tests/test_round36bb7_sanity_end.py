"""Round BB7 (newcomer review 34, mythos_ja 1, shots 379, 187, 229, 371): the hint "you can play a phobia on the
opponent: each time … its Sanity falls" led the reader to play Portaphobia on Bot 2, whose Sanity later hit 0 and
ended the game with Bot 2 ahead 13–10, unwarned. MY-END-1, MY-END-2: the game ends at once at Sanity 0 and the higher
score (Sanity + adventure points) wins. While the reader is behind in adventure points the phobia's hint and chip say
so; a move that ends the game now against the reader says so on its chip."""
import pytest

from cthulhu_widgets.frames.mythos import legal
from cthulhu_widgets.frames.mythos_coach import coach_moments_at, fill_moment
from cthulhu_widgets.games.mythos.sentences.coach import MOMENTS
from cthulhu_widgets.widgets.mythos import MythosWidget

BEHIND = {"en": "your opponent leads 8–0", "ja": "相手が 8 対 0 でリード"}
ENDS = {"en": "this ends the game (Sanity 0): your opponent wins 20–0", "ja": "これでゲーム終了（正気度 0）：20 対 0 で相手の勝ち"}


def _table(lang: str, points: list, **mine) -> MythosWidget:
    """The reader (p0) with Portaphobia in hand, Bot 2 (p1) with the adventures `points` completed."""
    setup = {"players": [{"story": ["kings_church_cemetary"], "hand": ["portaphobia", "dawn_of_the_solstice"], **mine},
                         {"story": ["martins_beach"], "adventures": points}], "to_act": "p0"}
    return MythosWidget(seed=3, lang=lang, setup=setup)


def _chips(widget, lang: str) -> dict:
    """Return each legal move's (label, sentence) by the card it plays (or its kind)."""
    s = widget.state
    return {(s.card[m["fields"]["card"]] if "card" in m["fields"] else m["kind"]): (m["label"], m["text"])
            for m in legal(s, s.legal_actions(), lang)}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_phobia_chip_and_hint_warn_while_the_reader_is_behind(lang):
    """Bot 2 has 8 adventure points, the reader none: the phobia's chip and its hint say Sanity 0 ends the game."""
    widget = _table(lang, ["arkham_horror"])
    label, text = _chips(widget, lang)["portaphobia"]
    assert "⚠" in label and BEHIND[lang] in label, label
    assert BEHIND[lang] in text and {"en": "higher score wins", "ja": "得点の高いほうが勝つ"}[lang] in text, text
    assert BEHIND[lang] not in _chips(widget, lang)["dawn_of_the_solstice"][0]     # only the phobia's chip
    assert coach_moments_at(widget.state, "p0")["phobia_play"] == "phobia_can_behind"
    hint = fill_moment([widget.state], "p0", 0, "phobia_play", MOMENTS[lang]["phobia_can_behind"], lang)
    lead = {"en": "⚠ You trail 0–8 in adventure points: if Portaphobia takes their Sanity to 0, the game ends.",
            "ja": "⚠ 相手が 8 対 0 でリード：「扉恐怖症」で相手の正気度が 0 になると終了。"}[lang]
    assert hint.split("\n", 1)[0] == lead, hint                       # in the hint's lead, not behind "More…"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_warning_while_the_reader_is_not_behind(lang):
    widget = _table(lang, [])
    assert "⚠" not in _chips(widget, lang)["portaphobia"][0]
    assert coach_moments_at(widget.state, "p0")["phobia_play"] == "phobia_can"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_move_that_ends_the_game_now_against_the_reader_says_so(lang):
    """Arriving at Lonely Akeley Farmhouse costs the reader's last Sanity: the game ends, Bot 2 wins 20–0."""
    widget = _table(lang, ["arkham_horror"], story=["kings_church_cemetary", "lonely_akeley_farmhouse"], top="walking",
                    sanity=1)
    label, text = _chips(widget, lang)["arrive"]
    assert ENDS[lang] in label and ENDS[lang] in text, label
    assert "⚠" not in _chips(widget, lang)["dawn_of_the_solstice"][0]
