"""Round AE (newcomer review 19, mythos_en finding 5; AE6 finding 4): "Switching to 日本語 during the replay threw me out
of it to the game-over box (094_ja, 095_en_back)." A language switch keeps the replay at its step, its words in the
new language; any other command still ends it."""
import time

from cthulhu_widgets.widgets.mythos import MythosWidget


def _finished() -> MythosWidget:
    w = MythosWidget(seed=7, lang="en")
    w.command({"cmd": "watch", "on": True})   # the bot plays the seat too (as the page's "Bot plays (watch)")
    deadline = time.monotonic() + 120
    while not w.state.result and time.monotonic() < deadline:
        w.step(1)
    assert w.state.result
    return w


def test_a_language_switch_keeps_the_replay_at_its_step():
    w = _finished()
    w.command({"cmd": "replay", "index": 3})
    assert w.replay.get("step") == 3
    said_en = w.replay["said"]
    w.command({"cmd": "lang", "value": "ja"})
    assert w.replay.get("step") == 3, "the replay ended at the language switch"
    assert w.replay["said"] != said_en and w.replay["view"]
    w.command({"cmd": "lang", "value": "en"})
    assert w.replay.get("step") == 3 and w.replay["said"] == said_en
    w.command({"cmd": "seat", "value": w.seat})
    assert not w.replay, "another command ends the replay"
