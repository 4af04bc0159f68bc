"""Newcomer review 21, Letter en finding 5 (073 -> 074) and zh-TW finding 6 (093_bot2, 094_back1): after a game the
bot played for the reader ("Bot plays (watch)"), the result was credited to the reader: the headline said "You sealed
Cthulhu!" (你封印了克蘇魯！) over a body saying the bot won, and switching Player back to You turned the whole panel
into "You lost" / 你獲勝. A game whose last decision of the reader's seat its bot made is the bot's: its headline and
body say so, and stay so after the watch is turned off."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.letter import LetterWidget

BOT = {"en": "The bot playing your seat", "zh": "代打你座位的電腦", "ja": "あなたの席のボット"}
YOU = {"en": ("You sealed", "You lost", "You won"), "zh": ("你封印", "你獲勝", "你落敗", "你失敗"),
       "ja": ("あなたの勝ち", "あなたの負け")}
OWN_WIN = {"en": "You sealed Cthulhu!", "zh": "你封印了克蘇魯！", "ja": "クトゥルフを封印した！"}


def _watched_to_the_end(seed: int, lang: str) -> LetterWidget:
    w = LetterWidget(seed=seed, lang=lang)
    w._on_command(w, {"cmd": "watch", "on": True})
    for _ in range(200):
        if w.state.result is not None:
            break
        w._on_command(w, {"cmd": "bot_step"})
    assert w.state.result is not None
    return w


def _said(banner: dict) -> str:
    return f"{banner.get('title', '')} | {banner.get('text', '')}"


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
@pytest.mark.parametrize("seed", [1, 3, 9, 14])   # two losses, two wins
def test_a_watched_games_headline_and_body_name_the_bot_also_after_switching_back(seed, lang):
    w = _watched_to_the_end(seed, lang)
    for watching in (True, False):
        if not watching:
            w._on_command(w, {"cmd": "watch", "on": False})
        said = _said(w.banner)
        assert BOT[lang] in w.banner["text"], said
        assert not any(mine in said for mine in YOU[lang]), said
        if w.banner["win"]:
            assert BOT[lang] in w.banner["title"] and w.banner["title"] != OWN_WIN[lang], said


def test_a_game_the_reader_finishes_after_watching_is_the_readers():
    """The reader took the seat back and made its last decision: the result is theirs."""
    for seed in range(1, 30):
        w = LetterWidget(seed=seed)
        w._on_command(w, {"cmd": "watch", "on": True})
        w._on_command(w, {"cmd": "bot_step"})
        w._on_command(w, {"cmd": "watch", "on": False})
        for _ in range(200):
            if w.state.result is not None:
                break
            if w.state.to_act == w.seat:
                w._on_command(w, {"cmd": "act", "id": w.legal[0]["id"]})
            else:
                w._on_command(w, {"cmd": "bot_step"})
        if w.state.result is not None and w.state.result.cause not in ("check_impossible", "empty_draw"):
            assert BOT["en"] not in _said(w.banner), _said(w.banner)
            return
    pytest.fail("no game ended on a decision of the reader's")


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_a_watched_games_story_says_the_bot_played_the_readers_turns(lang):
    """071: the bot's moves were told 'You play…' under 'Turn 5: your turn.': each turn the bot played says so."""
    w = _watched_to_the_end(3, lang)
    w._on_command(w, {"cmd": "watch", "on": False})
    heads = [line["text"] for line in w.log_lines if line.get("turn") and line.get("you")]
    assert heads and all(BOT[lang].lower() in h.lower() for h in heads), heads


def test_the_readers_own_turns_stay_theirs_in_the_story():
    w = LetterWidget(seed=3)
    w._on_command(w, {"cmd": "watch", "on": True})
    w._on_command(w, {"cmd": "bot_step"})   # the bot plays turn 1
    w._on_command(w, {"cmd": "watch", "on": False})
    for _ in range(6):
        if w.state.result is not None:
            break
        if w.state.to_act == w.seat:
            w._on_command(w, {"cmd": "act", "id": w.legal[0]["id"]})
        else:
            w._on_command(w, {"cmd": "bot_step"})
    heads = [line["text"] for line in w.log_lines if line.get("turn") and line.get("you")]
    bot = BOT["en"].lower()
    assert bot in heads[0].lower() and len(heads) > 1 and not any(bot in h.lower() for h in heads[1:]), heads
