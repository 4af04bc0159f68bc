"""Round DD4 (newcomer review 36, finding 3): after Undo of a scoring move the page said only "Undone: back to your last
play; the cards stay as dealt", naming nothing. The Undo button's title and the note after it now name the move taken
back: "Undo: your adventure Questionable Judgement completed (+5 adventure points)" (MY-ADV-3: completing scores its
points)."""
import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.games.mythos.texts import card_name
from cthulhu_widgets.widgets.mythos import MythosWidget

UNDO = {"en": "Undo: your adventure {card} completed (+5 adventure points)", "ja": "元に戻す：アドベンチャー「{card}」の達成（+5点）"}
UNDONE = {"en": "Taken back: your adventure {card} completed (+5 adventure points).",
          "ja": "取り消した手：アドベンチャー「{card}」の達成（+5点）。"}


def _before_adventure(lang: str) -> MythosWidget:
    """Seed 17: at step 83 the reader may complete Questionable Judgement (+5), the bots as the table's."""
    w = MythosWidget(seed=17, lang=lang)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(w.state.seats)}
    while w.match.index < 83:
        w.match.step(bots, n=1)
    w._sync()
    return w


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_ADV_3_undo_of_a_completed_adventure_names_it_and_its_points(lang):
    w = _before_adventure(lang)
    adventure = next(a for a in w.state.legal_actions() if a.kind == "play"
                     and w.state.card_of(dict(a.fields)["card"]).type == "adventure")
    w.play(adventure.kind, **dict(adventure.fields))
    name = card_name("questionable_judgement", lang)
    assert w.undo_said == {"undo": UNDO[lang].format(card=name), "undone": UNDONE[lang].format(card=name)}


def test_undo_of_another_move_names_the_move():
    w = _before_adventure("en")
    move = next(a for a in w.state.legal_actions() if a.kind == "pass")
    w.play(move.kind, **dict(move.fields))
    while w.state.to_act not in (None, "p0"):
        w.step()
    assert w.undo_said["undo"].startswith("Undo: Pass"), w.undo_said


def test_nothing_to_undo_names_nothing():
    assert MythosWidget(seed=17, lang="en").undo_said == {}
