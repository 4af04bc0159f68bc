"""Review 41, mythos_en 11 (130): "You pass automatically…" stood in Bot 2's side notes inside Bot 2's panel. The
line of the reader's own forced pass that ends card play (MY-ROUND-3) is the reader's own line ("you"), which the
box beside the bot's cards leaves out (js/src/mythos/last_turn.js seatLines); the bot's own ending pass is not."""
import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.widgets.mythos import MythosWidget

def _log(lang: str) -> list[dict]:
    """Return the reader's log lines after its first pass, the bot's Portaphobia and its forced second pass (the deal of
    test_mythos_round27ar7_pass_rule)."""
    setup = {"first_player": "p0", "players": [{"story": ["the_athenaeum"]},
                                               {"story": ["red_hook"], "hand": ["portaphobia"]}]}
    w = MythosWidget(seed=3, lang=lang, setup=setup)
    w.play("pass")
    phobia = next(a for a in w.state.legal_actions()
                  if a.kind == "play" and w.state.card[dict(a.fields)["card"]] == "portaphobia")
    w.play(phobia.kind, **dict(phobia.fields))
    return Frames("mythos").of(w.state, MatchPositions(w.match), "p0", lang)["log_lines"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_round45kk4_MY_ROUND_3_the_readers_forced_pass_line_is_its_own(lang):
    """Review 41, mythos_en 11: the end of card play by the reader's own pass carries "you" (out of the bot's box)."""
    log = _log(lang)
    ends = [line for line in log if line.get("big") and line["text"].startswith(("You pass", "あなた"))]
    assert ends, [line["text"] for line in log]
    assert all(line.get("you") for line in ends), ends
