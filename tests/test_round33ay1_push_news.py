"""CHAOS news names who pushed the reader onto a bomb (round AY, fixer AY1; newcomer review 32, room_zh 2, 079/172):
A2's combo pushed B1 from h5 onto the bomb at h8 between its turns, and the line over its hand said only "h8 开局就有的
炸弹把你送回了 h1"; the push was in the log alone. A push is public (CH-C3, CH-G1): the line names the pusher."""
from __future__ import annotations

from cthulhu_widgets.core.events import Event
from cthulhu_widgets.frames.chaos_news import news as told
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match


def _line(lang: str, rule: str = "CH-C3", by: str = "A2", to=(8, 8), bomb=(8, 8)) -> str:
    """The piece line B1 reads after being pushed (h5 -> `to`) and a bomb at `bomb` sent it back to h1."""
    state = Match.new(chaos, seed=1).state
    state.to_act = "B1"
    events = [Event(rule, "moves", {"seat": "B1", "to": [to[0], to[1]], "start": [5, 8], "by": by}),
              Event("CH-MOVE-4", "bomb", {"seat": "B1", "cell": [bomb[0], bomb[1]], "effect": "respawn"}),
              Event("CH-MOVE-4", "respawn", {"seat": "B1", "to": [1, 8]})]
    return told(state, events, lang, threat=False)["piece"]


def test_a_push_onto_a_bomb_names_the_pusher_in_every_language_CH_C3_CH_MOVE_4():
    assert _line("en") == "A2 pushed you onto the bomb at h8: back to h1"
    assert _line("zh") == "A2 把你推到 h8 的炸弹上：送回了 h1"
    assert _line("zh-TW") == "A2 把你推到 h8 的炸彈上：送回了 h1"
    assert _line("ja") == "A2 に h8 の爆弾へ押し出され、h1 へ戻された"


def test_a_possession_push_names_the_pusher_too_CH_G1():
    assert _line("en", rule="CH-G1", by="A1") == "A1 pushed you onto the bomb at h8: back to h1"


def test_a_bomb_not_where_the_push_ended_keeps_its_own_line_CH_MOVE_4():
    """Pushed to h7, then a later step of its own onto h8's bomb: the push did not put it there."""
    state = Match.new(chaos, seed=1).state
    state.to_act = "B1"
    events = [Event("CH-C3", "moves", {"seat": "B1", "to": [7, 8], "start": [5, 8], "by": "A2"}),
              Event("CH-MOVE-1", "moves", {"seat": "B1", "to": [8, 8]}),
              Event("CH-MOVE-4", "bomb", {"seat": "B1", "cell": [8, 8], "effect": "respawn"}),
              Event("CH-MOVE-4", "respawn", {"seat": "B1", "to": [1, 8]})]
    assert told(state, events, "en", threat=False)["piece"] == "Bomb from the start at h8: back to h1"


def test_in_a_played_game_the_push_is_told_at_the_readers_turn_CH_G1():
    """Seed 1, heuristic bots: at 183 B1 decides after A1's Possession pushed it onto the bomb at c1."""
    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.frames import build
    match = Match.new(chaos, seed=1)
    bots = {s: make_bot("heuristic", "chaos", 16 + i) for i, s in enumerate(chaos.SEATS)}
    while len(match) < 183:
        match.apply(bots[match.state.to_act].choose(match.state))
    assert match.state.to_act == "B1"
    said = {lang: build.of(match, "B1", lang)["legal"][0]["target"]["news"]["piece"] for lang in ("en", "zh", "ja")}
    assert said == {"en": "A1 pushed you onto the bomb at c1: back to h1", "zh": "A1 把你推到 c1 的炸弹上：送回了 h1",
                    "ja": "A1 に c1 の爆弾へ押し出され、h1 へ戻された"}


def _countered(lang: str) -> dict:
    """B2 led a Brainwash + Amnesia combo, B1 joined; A2 countered and it swapped B's own roles (review 32, room_zh 1)."""
    state = Match.new(chaos, seed=1).state
    state.to_act = "B1"
    state.role.update({"B1": "ghost", "B2": "patient"})
    events = [Event("CH-COMBO-1", "combo_started", {"seat": "B2", "combo": "C2", "card": "brainwash_eye"}),
              Event("CH-C4", "reaction", {"seat": "A2", "card": "prank_eye"}),
              Event("CH-C4", "reaction", {"seat": "A1", "card": "schizophrenia_eye"}),
              Event("CH-C4", "reflected", {"combo": "C2"}),
              Event("CH-C2", "roles_swapped", {"first": "B1", "second": "B2", "hands": True})]
    return told(state, events, lang, threat=False)


def test_a_countered_combo_that_swapped_the_readers_role_says_so_CH_C4_CH_C2():
    """room_zh 1 (083/084): the reader's hand turned to ghost cards and the line said only "your hand was swapped"."""
    assert _countered("en")["piece"] == "A2's counter turned your combo on you: you are a ghost now"
    assert _countered("zh")["piece"] == "A2 反制了你们的合作：你现在是鬼魂"
    assert _countered("zh-TW")["piece"] == "A2 反制了你們的合作：你現在是鬼魂"
    assert _countered("ja")["piece"] == "A2 の対抗でコンボが自分たちに効いた：あなたは今幽霊"
