"""CHAOS round Q, second wave (room review 14): a spectator learns that a card was taken, and every event with a
hidden twin reaches every audience in one of its two forms (CH-HIDE-1, CH-HIDE-4)."""
from __future__ import annotations

import random

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

LANGS = ("en", "zh", "ja")
AUDIENCES = ("A1", "A2", "B1", "B2", "public")


def _log(match, reader, lang="en"):
    return Frames("chaos").log(MatchPositions(match), reader, lang)


def _do(match, kind, **fields):
    match.apply(next(a for a in match.state.legal_actions()
                     if a.kind == kind and all(a[k] == v for k, v in fields.items())))


def _prank() -> Match:
    """A2, a ghost, stays and plays Prank (Eye) on B1, who holds Sprint (Moon) (CH-G4)."""
    setup = {"first": "A", "start": "A2", "turn_in_round": 1, "bombs": [], "gate_open": True,
             "hands": {"A2": ["prank_eye"], "B1": ["sprint_moon"], "A1": [], "B2": []}}
    match = Match.new(chaos, seed=3, setup=setup)
    _do(match, "stay")
    _do(match, "play", card="prank_eye", target="B1")
    return match


@pytest.mark.parametrize("lang", LANGS)
def test_ch_g4_a_spectator_reads_who_took_a_card_from_whom_not_which(lang):
    """Room review 14, finding 1: a spectator read 'A2 plays Prank (Eye)' and nothing about the card A2 took from
    B1. The spectator's story names the taker and the loser, never the card (CH-HIDE-1)."""
    match = _prank()
    texts = [line["text"] for line in _log(match, "public", lang)]
    played = next(i for i, t in enumerate(texts) if "A2" in t and ("Prank" in t or "恶作剧" in t or "いたずら" in t))
    assert any("A2" in t and "B1" in t for t in texts[played + 1:]), texts
    card = {"en": "Sprint", "zh": "疾跑", "ja": "疾走"}[lang]
    assert not any(card in t for t in texts), texts


def _random_events(seed: int, steps: int = 400) -> list:
    """Every event of a random game's first `steps` steps."""
    match = Match.new(chaos, seed=seed)
    rng = random.Random(seed)
    out = []
    for _ in range(steps):
        if match.state.result is not None:
            break
        match.apply(rng.choice(match.state.legal_actions()))
        out.extend(match.state.events or ())
    return out


@pytest.mark.parametrize("seed", range(6))
def test_every_event_with_a_hidden_twin_reaches_every_audience_once(seed):
    """Room review 14, finding 1: 'takes' went to the two seats involved, 'takes_hidden' to the other seats and
    neither to the spectators. For every event kind with a hidden twin (…_hidden, checkup_public), each audience
    (the four seats and the spectators) sees exactly one of the pair."""
    twins = {"takes_hidden": "takes", "checkup_public": "checkup", "bombs_moved_hidden": "bombs_moved",
             "bombs_planted_hidden": "bombs_planted", "planted_bombs_gone_hidden": "planted_bombs_gone",
             "moves_hidden": "moves"}
    events = _random_events(seed)
    seen = 0
    for i, ev in enumerate(events):
        if ev.name not in twins:
            continue
        open_ = next(e for e in reversed(events[:i]) if e.name == twins[ev.name] and e.seats is not None
                     and e.data.get("seat") == ev.data.get("seat"))
        seen += 1
        for who in AUDIENCES:
            assert ev.visible_to(who) + open_.visible_to(who) == 1, (ev, open_, who)
    assert seen
    pushed = [ev for ev in events if ev.name == "pushed_hidden"]   # its open form: the team's own 'moves' lines
    assert all(ev.visible_to("public") and not ev.visible_to(ev.data["seat"]) for ev in pushed)


def _last_ghost_card() -> Match:
    """A2, a ghost, ends its turn and draws the ghost deck's last card; no ghost card is in the discards (CH-CARD-3)."""
    from cthulhu_widgets.games.chaos.cards import DECK_CARDS
    ghost = list(DECK_CARDS["ghost"])
    setup = {"first": "A", "start": "A2", "turn_in_round": 1, "bombs": [], "gate_open": True,
             "hands": {"A2": ghost[0:4], "B2": ghost[4:14], "A1": [], "B1": []}}
    match = Match.new(chaos, seed=3, setup=setup)
    assert len(match.state.decks["ghost"]) == 1
    _do(match, "stay")
    _do(match, "end")
    return match


@pytest.mark.parametrize("reader", ["A1", "A2", "B1", "public"])
@pytest.mark.parametrize("lang, drew, goes_on", [
    ("en", "the last ghost card: none is left", "The game goes on: no ghost card is drawn until one is discarded"),
    ("zh", "抽走了最后一张鬼魂牌", "游戏继续：有鬼魂牌被弃掉之前，不再抽鬼魂牌"),
    ("ja", "最後の幽霊のカードを引く", "ゲームは続く：幽霊のカードが捨てられるまでは幽霊のカードを引かない")])
def test_ch_card_3_a_deck_run_dry_is_told_in_the_drawer_s_turn_naming_it(reader, lang, drew, goes_on):
    """Room review 14, finding 4: A2's draw of the last card at the end of its turn was told under the next turn's
    heading ('Round 7: your turn', A1's), by no one. It is told before that heading, names A2 and says the game goes on
    and how draws go while the deck and its discards are empty (CH-CARD-3)."""
    texts = [line["text"] for line in _log(_last_ghost_card(), reader, lang)]
    dry = next(i for i, t in enumerate(texts) if drew in t)
    assert goes_on in texts[dry] and ("A2" in texts[dry] or reader == "A2"), texts[dry]
    assert texts[dry + 1] == texts[-1] and "B2" in texts[-1], texts[-3:]   # the next turn's heading comes after
    assert sum(drew in t for t in texts) == 1
