"""Issue 23 round E (helper E-M3), the Mythos flow: a person is never stopped to press a lone empty move (a pass once
it may only pass, a done with nothing to use), in the widget and in a room; CHAOS keeps its lone declines."""
from __future__ import annotations

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.match import Match
from cthulhu_widgets.frames.forced import MYTHOS_EMPTY, forced_move
from cthulhu_widgets.games import chaos, mythos
from cthulhu_widgets.widgets.chaos import ChaosWidget
from cthulhu_widgets.widgets.mythos import MythosWidget


def _play_to_p0(w, turns: int):
    """Yield each position p0 is asked at, p0 playing its bot's choice and the bots the rest."""
    for _ in range(turns):
        if w.state.to_act is None:
            return
        if w.state.to_act != "p0":
            w.fast_forward()
        if w.state.to_act == "p0":
            yield w.state
            w.match.apply(w.bots["p0"].choose(w.state))
            w._sync()


def test_mythos_table_never_asks_a_lone_pass():
    """Seed 0: once p0 has passed it was asked to 'Pass again' alone, each time the other side played a card (newcomer
    R3-M, ~8 stops a game: 'no threat — Done'). The table plays it; the story still tells the pass."""
    w = MythosWidget(seed=0, lang="ja")
    seen = 0
    for state in _play_to_p0(w, 120):
        seen += 1
        assert forced_move(state) is None, state.legal_actions()
    assert seen and w._forced, "no lone pass was played for p0 in 120 turns"


def test_only_a_lone_empty_move_is_forced():
    """Never play for a seat with another legal move, nor a lone move that chooses something (a card to take)."""
    for seed in range(3):
        s = mythos.new_game(seed, None, None)
        bots = {x: make_bot("heuristic", "mythos", seed=i) for i, x in enumerate(s.seats)}
        for _ in range(600):
            if s.to_act is None:
                break
            legal = s.legal_actions()
            lone = len(legal) == 1 and legal[0].kind in MYTHOS_EMPTY
            assert (forced_move(s) is not None) == lone
            s.apply(bots[s.to_act].choose(s))


def test_chaos_keeps_its_lone_decline():
    """The shared forced_move keeps CHAOS's rule (frames.chaos.forced_pass; round 6d)."""
    m = Match.new(chaos, seed=0)
    bots = {x: make_bot("heuristic", "chaos", seed=i) for i, x in enumerate(chaos.SEATS)}
    found = 0
    while m.state.to_act and m.index < 200:
        kinds = {a.kind for a in m.state.legal_actions()}
        if getattr(m.state.pending, "kind", None) in ("join", "react"):
            assert (forced_move(m.state) is not None) == (kinds <= {"decline", "pass"})
            found += forced_move(m.state) is not None
        m.step(bots, 1)
    assert found
    assert ChaosWidget(seed=0).state is not None


def test_a_mythos_room_plays_a_persons_lone_pass(tmp_path):
    """A room (rooms/room.py) plays p0's lone pass at the bots' pace as the widget does, never asking it."""
    import asyncio
    import random

    from rooms_support import Client, create, in_process

    from cthulhu_widgets.rooms.room import replay

    async def main():
        async with in_process(tmp_path) as (hub, base):
            made = await create(base, game="mythos", seed=0, seats={"p0": "human", "p1": "bot:heuristic"})
            p0 = await Client(base, made["room"]).connect()
            await p0.join(made["links"]["p0"]["token"])
            rng, acted = random.Random(0), -1
            while hub.get(made["room"]).step < 120:
                msg = await p0.until(lambda m: m["type"] == "state")
                if msg["legal"] and msg["step"] > acted:
                    await p0.send({"type": "act", "id": rng.choice(msg["legal"])["id"], "step": msg["step"]})
                    acted = msg["step"]
                if msg["view"].get("result"):
                    break
            room = hub.get(made["room"])
            actions = hub.journal.actions(made["room"])
            states = [replay(room.spec, actions[:n]) for n in range(len(actions) + 1)]
            lone = {n for n, s in enumerate(states) if s.to_act == "p0" and forced_move(s) is not None}
            asked = [m["step"] for m in p0.received if m["type"] == "state" and m["legal"] and m["step"] in lone]
            assert lone and not asked, f"p0 was asked a lone pass at steps {asked} ({len(lone)} lone)"
            p0.close()
    asyncio.run(main())


def _alone(story):
    """Return p0's Alone in the World tracker counts with `story` as its story deck."""
    s = mythos.new_game(0, None, {"players": [{"story": story, "hand": ["alone_in_the_world"]}, {}]})
    return s._goals(0)[0]["have"]


def test_the_crypt_is_not_also_one_of_the_two_cemeteries():
    """MY-ADV-2 (each requirement needs a distinct card; the card says the Crypt cannot also be one of the two
    cemeteries): with The Forgotten Crypt and one other Cemetery location the tracker showed 'Cemetery locations 2/2'
    and 'The Forgotten Crypt ✓' together, so arriving at a second real cemetery moved nothing (newcomer R3-M)."""
    cemeteries, crypt = 3, 6
    have = _alone(["the_forgotten_crypt", "caverns_beneath_the_old_church"])
    assert (have[cemeteries], have[crypt]) == (1, 1)
    have = _alone(["the_forgotten_crypt", "caverns_beneath_the_old_church", "kings_church_cemetary"])
    assert (have[cemeteries], have[crypt]) == (2, 1)
    assert _alone(["the_forgotten_crypt"])[crypt] == 1


def test_the_tracker_is_full_exactly_when_the_adventure_is_ready():
    """Every adventure's counts are all met exactly when it can be completed (MY-ADV-2), over bot games."""
    checked = 0
    for seed in range(3):
        s = mythos.new_game(seed, None, None)
        bots = {x: make_bot("heuristic", "mythos", seed=i) for i, x in enumerate(s.seats)}
        for n in range(500):
            if s.to_act is None:
                break
            for p in range(len(s.players)) if n % 4 == 0 else ():
                for goal in s._goals(p):
                    reqs = s.card_of(goal["inst"]).requirements
                    assert all(h == r.get("count", 1) for h, r in zip(goal["have"], reqs)) == goal["ready"]
                    checked += 1
            s.apply(bots[s.to_act].choose(s))
    assert checked
