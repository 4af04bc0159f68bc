"""The tutorials' courses and tips after newcomer review 13 (issue 23).

CHAOS: the compass of Midnight is taught at the reader's first step it turns into a spin, quoting the chip (finding 4,
CH-TIME-2); becoming a ghost is told before older tips still waiting, and cuts the one showing (finding 5, CH-SWAP-1,
CH-C2); both of team B's bots move at random after the course, and the last words say so and what random moves can
still do (finding 6). Mythos: how you score, the tip that names the adventure you can play and its requirements met
(finding 1, MY-ADV); a tip about a card or a decision shows while the reader can still act on it (finding 2); the
Arrive step quotes the chip's words (finding 3).
"""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.widgets import ChaosWidget

LANGS = ("en", "zh", "ja")


def _chaos_learn(lang: str, seed: int = 0, limit: int = 1500) -> list:
    """Follow CHAOS "Learn to play" by its rings, then let a random bot play the reader (seeded `seed`) and the table's
    learn bots the rest; return each frame's (coach mark, seat to act, reader's legal move kinds)."""
    w = ChaosWidget(seed=5, lang=lang)
    w.command({"cmd": "learn"})
    return _follow(w, make_bot("random", "chaos", seed=seed), limit,
                   lambda mark: (mark, w.state.to_act,
                                 [m.get("kind") for m in w.legal] if w.state.to_act == w.seat else []))


def _follow(w, me, limit: int, frame) -> list:
    """Play widget `w` in its course: the ringed move while there is one, else bot `me` for the reader and the table's
    bots the rest, up to `limit` frames or the game's end; return `frame(coach mark)` of each frame."""
    frames = []
    for _ in range(limit):
        if w.state.result is not None:
            break
        mark = dict(w.coach)
        frames.append(frame(mark))
        if w.state.to_act == w.seat and mark.get("id"):
            w.command({"cmd": "act", "id": mark["id"], "step": w.step_index})
        elif w.state.to_act == w.seat:
            w.match.apply(me.choose(w.state))
            w._sync()
        else:
            w.step(1)
    return frames


@pytest.mark.parametrize("lang", LANGS)
def test_chaos_midnight_is_taught_at_the_readers_first_compass_step_quoting_its_chip(lang):
    """Finding 4 (CHAOS phone): Midnight's compass was never taught. The first time Midnight changes the reader's own
    move (its patient's step is a compass spin, CH-TIME-2), the tip shows at that decision and says what it does to
    that move, quoting the chip the table shows ("Spin the compass", zh/ja the same words)."""
    from cthulhu_widgets.frames.chaos import UI
    frames = _chaos_learn(lang)
    first = next(i for i, f in enumerate(frames) if f[0].get("moment") == "midnight")
    mark, to_act, kinds = frames[first]
    assert to_act == "A1" and "spin" in kinds, frames[first]
    assert UI[lang]["spin"] in mark["text"], mark["text"]
    assert "{" not in mark["text"]


def test_ghost_tip_goes_before_an_older_tip_and_cuts_the_one_showing():
    """Finding 5 (CHAOS): the ghost's tip waited behind the bombs' tip. Becoming a ghost changes what every chip means:
    met while another tip shows, it cuts it there; met while another still waits, it shows first."""
    from cthulhu_widgets.frames.coach_moments import ORDER, URGENT, moment_now

    def now(found, who, last):
        positions = [SimpleNamespace(i=i, to_act=seat, result=None) for i, seat in enumerate(who)]
        return moment_now(positions[:last + 1], "A1", 0, lambda p, s: found.get(p.i, {}), ORDER, urgent=URGENT)

    who = ["B1", "B2", "A2", "A1", "B1"]
    cut = {1: {"bomb": "bomb_hit"}, 2: {"ghost": "ghost_combo"}}
    assert [now(cut, who, i) for i in range(4)] == [None, ("bomb", "bomb_hit"), ("ghost", "ghost_combo"),
                                                    ("ghost", "ghost_combo")]
    waiting = {0: {"bomb": "bomb_planted"}, 1: {"ghost": "ghost"}}
    positions = [SimpleNamespace(i=i, to_act=seat, result=None) for i, seat in enumerate(who)]
    assert moment_now(positions[:3], "A1", 0, lambda p, s: waiting.get(p.i, {}), ORDER, shown_from=2,
                      urgent=URGENT) == ("ghost", "ghost")


@pytest.mark.parametrize("lang", LANGS)
def test_chaos_both_team_b_bots_move_at_random_after_the_course_and_the_words_say_so(lang):
    """Finding 6 (CHAOS phone): the last words said B1 moves at random, then B2's combo made the reader a ghost. Both
    of team B's bots move at random from round 4 in Learn (the course ends in round 3; bots are free to choose, no
    rule changes), and the last words name both and say a random move may still swap roles or bomb."""
    frames = _chaos_learn(lang, limit=80)
    free = next(f[0]["free"] for f in frames if f[0].get("free"))
    assert "B1" in free and "B2" in free, free
    from cthulhu_widgets.widgets.commands import _Paced
    w = ChaosWidget(seed=5, lang=lang)
    w.command({"cmd": "learn"})
    assert all(isinstance(w.bots[seat], _Paced) and w.bots[seat].since == 4 for seat in ("B1", "B2")), w.bots


# ----- Mythos ------------------------------------------------------------------------------------------------------
MYTHOS_LANGS = ("en", "ja")


def _mythos_learn(lang: str = "en", seed: int | None = None, limit: int = 400) -> list:
    """Follow Mythos "Learn to play" by its rings, then let the reader's bot play (a random bot seeded `seed`, else
    the table's), the table's bots the rest; return each frame's (coach mark, position, the reader's legal moves)."""
    from cthulhu_widgets.frames.coach import LEARN_SEED
    from cthulhu_widgets.widgets.mythos import MythosWidget
    w = MythosWidget(seed=LEARN_SEED, lang=lang)
    w.command({"cmd": "learn"})
    me = make_bot("random", "mythos", seed=seed) if seed is not None else w.default_bots()[w.seat]
    return _follow(w, me, limit, lambda mark: (mark, w.state, list(w.legal) if w.state.to_act == w.seat else []))


def _first_frames(frames) -> list:
    """Return each tip's first frame: [(index, moment, mark, position)]."""
    out, before = [], None
    for i, (mark, state, _) in enumerate(frames):
        moment = mark.get("moment")
        if moment and moment != before:
            out.append((i, moment, mark, state))
        before = moment
    return out


@pytest.mark.parametrize("lang", MYTHOS_LANGS)
def test_mythos_the_learn_game_says_how_you_score_and_reaches_the_scoring_tip_naming_the_card(lang):
    """Finding 1 (Mythos desk): the tutorial never said how you score. The end of the course says it (play an
    adventure card once its requirements show ✓, MY-ADV), and the Learn game reaches the tip 'You can score now: play
    <adventure>' at a decision where that card may be played, naming the card and its requirements, met."""
    from cthulhu_widgets.frames.mythos import needs
    from cthulhu_widgets.games.mythos.sentences.coach import MOMENTS
    from cthulhu_widgets.games.mythos.texts import card_name
    frames = _mythos_learn(lang)
    free = next(m["free"] for m, _, _ in frames if m.get("free"))
    assert "✓" in free and ("adventure card" in free if lang == "en" else "アドベンチャーカード" in free), free
    i, _, mark, state = next(f for f in _first_frames(frames) if f[1] == "adventure")
    assert mark["head"] == MOMENTS[lang]["head"]["adventure"]
    play = next(m for m in frames[i][2] if m["kind"] == "play" and state.card_of(m["fields"]["card"]).type ==
                "adventure")
    card = state.card_of(play["fields"]["card"])
    assert card_name(card.id, lang) in mark["text"], mark["text"]
    assert all(req in mark["text"] for req in needs(card)[lang]), (needs(card)[lang], mark["text"])


def _open(moment, mark, state, legal, seat="p0") -> bool:
    """Return whether the decision a tip is about is open at `state`: the gate still unused at the reader's location,
    the adventure playable, the phobia still playable from the hand or on the investigator it was played on, the
    reader's own monster still in its threat (the other tips tell what happened)."""
    from cthulhu_widgets.frames import mythos_coach as mc
    p = state.seat_index(seat)
    if moment == "gate":
        return mc.at_open_gate(state, seat)
    if moment == "adventure":
        return mc.ready_adventure(state, seat) is not None
    if moment in ("phobia", "phobia_play"):
        held = [state.card_of(i) for i in state.players[p].hand if mc.is_phobia(state.card_of(i).id)]
        on = [state.card_of(i) for q in state.players for i in q.phobias]
        named = [c for c in held + on if c.name in mark["text"]]
        playable = any(m["kind"] == "play" and mc.is_phobia(state.card_of(m["fields"]["card"]).id) for m in legal)
        waiting = state.to_act != seat and any(c in held for c in named)   # shown till the reader's next decision
        return bool(named) and ((playable or waiting) if moment == "phobia_play" else any(c in on for c in named))
    if moment == "threat" and mark["text"].startswith("You put"):     # the reader's own monster (en)
        return bool(state.players[p].threat)
    return True


@pytest.mark.parametrize("seed", [None, 0, 5])
def test_mythos_each_tip_about_a_card_or_decision_shows_while_the_reader_can_act_on_it(seed):
    """Finding 2 (Mythos desk): a phobia's tip came after the phobia was buried. A tip about a card or a decision
    shows at the first frame where the reader can act on it: its first frame has the decision open (the gate unused,
    the adventure playable, the phobia playable or still on its investigator, the reader's monster still in its
    threat), over the Learn game with the table's bot and with random readers."""
    frames = _mythos_learn("en", seed)
    firsts = _first_frames(frames)
    assert firsts
    for i, moment, mark, state in firsts:
        assert _open(moment, mark, state, frames[i][2]), (i, moment, mark["text"])


def test_mythos_a_phobia_the_reader_plays_is_explained_before_it_is_played():
    """Finding 2: the phobia's tip is about a decision, so it shows at the reader's decision where the phobia may be
    played (before the play, naming the card), not after it (the tip came after the phobia was played, and buried)."""
    from cthulhu_widgets.frames import mythos_coach as mc
    # seed 1: since round AO the course rings the round's discard, so random reader 0 plays another game, one with
    # no phobia in its hand within these frames (newcomer review 23)
    frames = _mythos_learn("en", 1)
    i, _, mark, state = next(f for f in _first_frames(frames) if f[1] == "phobia_play")
    phobia = next(state.card_of(m["fields"]["card"]) for m in frames[i][2] if m["kind"] == "play"
                  and mc.is_phobia(state.card_of(m["fields"]["card"]).id))
    # its first line names the card (round AT7: "You can play the phobia Portaphobia on your opponent: …")
    first = mark["text"].split("\n")[0]
    assert first.startswith("You can play") and phobia.name in first, mark["text"]
    assert not mc.phobia_on(state, phobia.id, "p1"), "the tip came after the phobia was played"


def test_mythos_a_phobia_played_on_the_reader_during_the_course_is_told_right_after_it():
    """Finding 2: a phobia played on the reader while it could not act on it (during the course, or after its pass)
    was never told, or told late; it is told at the first frames after the course, naming the phobia on the reader
    (MY-CARD-6), while it is still there."""
    frames = _mythos_learn("en", 0)
    firsts = _first_frames(frames)
    i, _, mark, state = next(f for f in firsts if f[1] == "phobia")
    on = [state.card_of(x).name for x in state.players[0].phobias]
    assert on and any(name in mark["text"] for name in on), (on, mark["text"])
    assert i <= firsts[0][0] + 4, firsts


@pytest.mark.parametrize("lang", MYTHOS_LANGS)
def test_mythos_the_arrive_step_quotes_the_chips_own_words(lang):
    """Finding 3 (Mythos): the Arrive step quotes the chip's label from the sentence the chip uses (en 'Arrive at
    your walking location …', ja 「到着：移動先に着く…」)."""
    frames = _mythos_learn(lang, limit=12)
    mark, _, legal = next(f for f in frames if f[0].get("n") == 3 and f[2])
    chip = next(m for m in legal if m["id"] == "arrive")
    assert chip["label"] in mark["text"], (chip["label"], mark["text"])
