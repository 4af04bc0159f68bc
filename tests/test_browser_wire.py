"""What a page really receives: every websocket frame of a Voilà app, recorded in Chromium, checked for hidden cards.

The apps deal secret seeds. With CTHULHU_TEST_SEED in the server's environment (a test-only hook of
tools/build_index.py) the app deals that seed, still as a secret deal: the page is sent `seed = null` and the deal
code. So the test knows the deal and the page does not, and the test can rebuild the kernel's table.

`test_frames_carry_nothing_hidden` (one seat plays by clicks: Letter a whole game, CHAOS two rounds as A1 with
bots elsewhere, Mythos two rounds as p0) proves, frame by frame:

1. The recording is the whole story: the page's commands to the table (frames it sent), replayed through the
   widget's real message dispatcher on a table dealt from the same seed, give exactly the trait updates the page
   received (same messages, same order, same JSON values). So the test holds the kernel's true game at every
   message the page got.
2. Nothing in a frame depends on a hidden card: after every message, the page's copy of `view` and `legal` equals
   `view(seat)` and the legal moves of each of several copies of the true position in which everything the seat
   cannot see was dealt afresh (`determinize(seat, rng)`). Had the hidden cards been any of those other deals,
   the page would have received the same bytes. (And the check has teeth: the copies' designer views,
   `view(None)`, differ from the true one — there were hidden cards to leak.)
3. The log lines are the seat's events only, and no event hidden from the seat has its text in any frame.
4. The seed appears in no frame (nor in the page's HTML) while the game runs: `seed` is null in every update,
   the deal code is the seed's (`deal_code`), and the seed's digits are in no raw frame.

`test_privilege_escalations_from_the_page_are_refused` plays a little, then finds the table's model in the page
(Voilà's `window.jupyterapp.widgetManager`) and attacks from page JavaScript, as a player with the developer
tools could: trait writes (`mode="design"`, `can_reveal=True`, `seat`), `reveal`, another seat, undo then redo or
seek to peek. Each is refused: an `error` answers it, the kernel's values come back, and no designer view, no
other seat's view and no later history ever reaches the page.
"""
from __future__ import annotations

import json
import random
import time
from contextlib import contextmanager

import pytest
from story_support import censored_log

from browser_support import (ARTIFACTS, app_url, chromium_browser, click_in_view, context_page, record,
                             require_chromium)
from cthulhu_widgets.widgets import ChaosWidget, LetterWidget, MythosWidget
from cthulhu_widgets.widgets.base import deal_code
from cthulhu_widgets.widgets.mythos import compact

pytestmark = pytest.mark.browser

# 53-bit seeds (what the widget deals): 16 digits, which no frame could hold by chance.
GAMES = {
    "letter": {"app": "play_letter.ipynb", "widget": LetterWidget, "seat": "player", "seed": 6_004_799_503_160_661},
    # the CHAOS app opens on Easy (round HH, a2813411): its replay is dealt with the app's own bots
    "chaos": {"app": "play_chaos.ipynb", "widget": ChaosWidget, "seat": "A1", "seed": 5_418_338_190_374_723,
              "kwargs": {"difficulty": "easy"}},
    "mythos": {"app": "play_mythos.ipynb", "widget": MythosWidget, "seat": "p0", "seed": 7_725_811_643_960_219},
}
DETERMINIZATIONS = 4
GAME_TRAITS = ("view", "legal", "log_lines", "mode", "seat", "lang", "error", "step", "history_len", "seed", "deal",
               "undo_policy", "autoplay", "delay_ms", "can_reveal", "game", "catalog_data")


# ----- the websocket, decoded ------------------------------------------------------------------------------------
def decode(payload) -> dict:
    """Decode one kernel websocket frame: Jupyter's v1 binary protocol (what JupyterLab's services speak) or JSON."""
    if isinstance(payload, str):
        msg = json.loads(payload)
        return {"channel": msg.get("channel"), "header": msg["header"], "parent": msg.get("parent_header") or {},
                "content": msg["content"]}
    count = int.from_bytes(payload[:8], "little")
    offsets = [int.from_bytes(payload[8 * (i + 1):8 * (i + 2)], "little") for i in range(count)]
    parts = [payload[offsets[i]:offsets[i + 1]] for i in range(count - 1)]
    return {"channel": parts[0].decode(), "header": json.loads(parts[1]), "parent": json.loads(parts[2]),
            "content": json.loads(parts[4])}


class Wire:
    """Every frame the page's kernel websockets carried, raw and decoded."""

    def __init__(self, page):
        self.received, self.sent = [], []
        page.on("websocket", self._socket)

    def _socket(self, ws):
        ws.on("framereceived", lambda p: self.received.append((p, decode(p))))
        ws.on("framesent", lambda p: self.sent.append((p, decode(p))))

    def table_id(self, game: str) -> str:
        """Return the comm id of the game's table (its model id), from the widget states the page asked for."""
        for _, msg in self.received:
            data = msg["content"].get("data", {}) if msg["header"]["msg_type"] == "comm_msg" else {}
            for model_id, model in (data.get("states") or {}).items():
                if model.get("state", {}).get("game") == game:
                    return model_id
        raise AssertionError(f"no {game} table among the widget states the page received")

    def initial(self, table: str) -> dict:
        for _, msg in self.received:
            states = msg["content"].get("data", {}).get("states") if msg["header"]["msg_type"] == "comm_msg" else None
            if states and table in states:
                return states[table]["state"]
        raise AssertionError("the table's state never reached the page")

    def updates(self, table: str) -> list[dict]:
        """Return the trait updates the kernel sent the table, in order."""
        return [msg["content"]["data"]["state"] for _, msg in self.received
                if msg["header"]["msg_type"] == "comm_msg" and msg["content"].get("comm_id") == table
                and msg["content"]["data"].get("method") in ("update", "echo_update")]

    def to_table(self, table: str) -> list[dict]:
        """Return the comm data the page sent the table (commands and trait writes), in order."""
        return [msg["content"]["data"] for _, msg in self.sent
                if msg["header"]["msg_type"] == "comm_msg" and msg["content"].get("comm_id") == table]

    def raw(self, table: str | None = None, until_over: bool = False) -> bytes:
        """Return the raw received frames joined; `until_over`: only those before the kernel's answer to the command
        that ended the game (that answer shows the seed, in the table and in the app's seed box)."""
        end = len(self.received)
        for i, (_, msg) in enumerate(self.received):
            data = msg["content"].get("data", {}) if msg["header"]["msg_type"] == "comm_msg" else {}
            if until_over and msg["content"].get("comm_id") == table and (data.get("state", {}).get("view") or {}) \
                    .get("result"):
                command = msg["parent"].get("msg_id")
                end = next(j for j, (_, m) in enumerate(self.received) if m["parent"].get("msg_id") == command)
                break
        return b"\n".join(p if isinstance(p, bytes) else p.encode() for p, _ in self.received[:end])


# ----- the app, the page and the table's model in it -------------------------------------------------------------
@pytest.fixture(scope="module", params=list(GAMES))
def voila(request):
    """Yield (game, URL) of the game's Voilà app, dealing the game's test seed as a secret deal: the worker's shared
    server (browser_support.shared_voila), each page load still running the app in a kernel of its own."""
    require_chromium()
    game = request.param
    yield game, app_url(game, GAMES[game]["seed"])


@pytest.fixture(scope="module")
def chromium():
    """One Chromium for the file's six tests (a launch with its Playwright driver costs ~1.4 s of CPU); each page is
    in a fresh context of its own (browser_support.context_page)."""
    with chromium_browser() as browser:
        yield browser


@contextmanager
def app_page(voila, chromium):
    """Yield (page, wire, first HTML) of a fresh page of the `voila` fixture's app."""
    game, url = voila
    with context_page(chromium, 1100, 900) as page:
        wire = Wire(page)
        response = page.goto(url, timeout=120_000)
        html = response.text()
        page.wait_for_function("document.querySelector('canvas.cw-canvas')?.__cthulhu", timeout=120_000)
        # The table's model, as page JavaScript finds it: Voilà's widget manager holds every model of the page.
        page.evaluate("""async (game) => {
            const manager = await window.jupyterapp.widgetManagerPromise.promise;
            for (const id of Object.keys(manager._models)) {
                const model = await manager._models[id];
                if (model.get('game') === game) { window.__table = model; return id; }
            }
            throw new Error('no table model');
        }""", game)
        yield page, wire, html
        assert page.errors == []


def model(page) -> dict:
    """Return what the page's copy of the table holds now (read, as the page's own code could)."""
    return page.evaluate("""() => { const m = window.__table;
        return {step: m.get('step'), seat: m.get('seat'), to_act: m.get('view').to_act, round: m.get('view').round,
                over: Boolean(m.get('view').result), error: m.get('error'), mode: m.get('mode'),
                undo_block: m.get('undo_block') ?? ''}; }""")


def scene(page) -> dict:
    """Return the canvas's clickable items (with what the Mythos chooser reads) and its header."""
    return page.evaluate(r"""() => {
        const s = document.querySelector('canvas.cw-canvas').__cthulhu.scene;
        return {header: (s.items.find(i => i.label === 'status') || {}).text || '',
                items: s.items.filter(i => i.id).map(i => ({id: i.id, x: i.x, y: i.y, w: i.w, h: i.h, z: i.z || 0,
                    label: i.label || '', text: i.text || '', highlight: Boolean(i.highlight),
                    type: i.face ? i.face.type : null}))};
    }""")


def wait_answer(page, wire: Wire, table: str, before: int, seconds: float = 20, must: bool = True) -> bool:
    """Wait until the kernel has answered (the table got more updates than `before`); return whether it did. With
    `must`, no answer in `seconds` fails the test."""
    deadline = time.time() + seconds
    while len(wire.updates(table)) <= before:
        if time.time() >= deadline:
            assert not must, "the kernel did not answer"
            return False
        page.wait_for_timeout(30)
    page.wait_for_timeout(50)
    return True


def letter_choice(items, _tried):
    """A move, else a card that opens its choices (the Letter browser test's player)."""
    return next((i for p in ("act:", "select:") for i in items if i["id"].startswith(p) and i["id"] != "select:none"),
                None)


def chaos_choice(items, tried):
    from test_browser_chaos import choose
    return choose(items, False, False, tried)


def mythos_choice(items, tried, header="", plays=0):
    from test_browser_mythos import choose
    item = choose({"items": items, "header": header}, plays)
    if item is None:   # a round-end discard the plan did not read: the confirm chip, else a card not marked yet
        item = next((i for i in items if i["id"].startswith("acts:")), None) \
            or next((i for i in items if i["id"].startswith("mark:") and i["id"] not in tried), None)
    if item and item["id"].startswith(("select:", "mark:")):
        if item["id"] in tried:   # opened (or marked: a second click unmarks) at this step: take a chip instead
            return next((i for i in items if i["id"].startswith("act:")), None)
        tried.add(item["id"])
    return item


def play_by_clicks(page, wire: Wire, game: str, table: str, done, seconds: float) -> int:
    """Click the seat's moves, and "▶▶ to my turn" for the other seats (a player's bar has no Step button; the page's
    own autoplay may step them first), until `done(model)`; return the clicks."""
    seat = GAMES[game]["seat"]
    clicks, tried, tried_at, plays, round_seen = 0, set(), None, 0, None
    deadline = time.time() + seconds
    while True:
        now = model(page)
        assert not now["error"], now["error"]
        if now["over"] or done(now):
            return clicks
        assert time.time() < deadline, f"{game}: the game did not get far enough in {seconds} s ({now})"
        before = len(wire.updates(table))
        if now["to_act"] != seat:
            # Clicked only while shown: autoplay may reach the seat's turn first, and then the button hides.
            page.evaluate("""() => { const b = document.querySelector('.cw-bar [data-cmd=fast_forward]');
                                     if (b && !b.hidden) b.click(); }""")
            wait_answer(page, wire, table, before)
            continue
        if now["step"] != tried_at:
            tried_at, tried = now["step"], set()
        if now["round"] != round_seen:
            round_seen, plays = now["round"], 0
        drawn = scene(page)
        if game == "mythos":
            item = mythos_choice(drawn["items"], tried, drawn["header"], plays)
        else:
            item = (letter_choice if game == "letter" else chaos_choice)(drawn["items"], tried)
        assert item is not None, f"{game}: nothing to click at step {now['step']}"
        click_in_view(page, item)
        clicks += 1
        if item["id"].startswith(("select:", "mark:")):   # opened, or marked for the round's discard: nothing sent
            tried.add(item["id"])
            page.wait_for_timeout(120)
            continue
        plays += item["id"].startswith("act:play")
        if game == "letter" and item["id"].startswith("act:"):
            # a chip marked ⚠ asks for a second press (round AX8): pressed again when the first sent nothing
            page.wait_for_timeout(800)
            if len(wire.updates(table)) <= before:
                click_in_view(page, item)
        # "Discard these N" (acts:[...], a desk's round-end discard since round AP) sends N moves, one answer each
        sent = len(json.loads(item["id"][5:])) if item["id"].startswith("acts:") else 1
        # Under load the table can be redrawn between reading the scene and the click (a toast, the bots' pace), so
        # the click may land on what sends nothing: the scene is read again; the game's deadline still catches a stall.
        wait_answer(page, wire, table, before + sent - 1, seconds=8, must=False)


# ----- the kernel's table, rebuilt in the test --------------------------------------------------------------------
def jsonable(value):
    return json.loads(json.dumps(value))


def synced_view(game: str, state, seat: str):
    """Return the `view` trait a table sends for `state` at `seat`: `view(seat)`, for Mythos compacted (card faces
    drop the printed fields the catalog already holds)."""
    view = state.view(seat)
    return jsonable(compact(view) if game == "mythos" else view)


class Replay:
    """The app's table dealt from the known seed (as the app's test hook deals it), fed what the page sent through
    the real dispatcher; `messages` are the updates it sends, each with the true state it was sent at."""

    def __init__(self, game: str):
        spec = GAMES[game]
        self.widget = w = spec["widget"](seed=None, can_reveal=False, delay_ms=700, fit_screen=True,  # as the apps
                                         **spec.get("kwargs", {}))
        w._start(spec["seed"], None, None, secret=True)
        self.messages = []
        # each update with the true state and how many positions came before it (CHAOS's board marks read them)
        w._send = lambda msg, buffers=None: self.messages.append((jsonable(msg["state"]), w.state, w.match.index))

    def feed(self, data: dict) -> None:
        self.widget._handle_msg({"content": {"data": data}, "buffers": []})


def same_updates(wire: Wire, table: str, game: str, upto: int | None = None) -> Replay:
    """Replay the page's messages to the table; assert the kernel's updates the page got are exactly the replay's."""
    replay = Replay(game)
    initial = wire.initial(table)
    state = jsonable(replay.widget.get_state())
    assert {k: initial[k] for k in GAME_TRAITS} == {k: state[k] for k in GAME_TRAITS}, \
        f"{game}: the page's first state is not the replayed table's (did the package change during the test?)"
    for data in wire.to_table(table)[:upto]:
        replay.feed(data)
    got = wire.updates(table)
    assert len(got) >= len(replay.messages) and len(replay.messages) > 0
    for i, ((sent, *_), received) in enumerate(zip(replay.messages, got)):
        assert sent == received, f"{game}: update {i} differs from the replayed kernel's"
    if upto is None:
        assert len(got) == len(replay.messages), f"{game}: the page got updates the page's commands do not explain"
    return replay


GOALS = {
    "letter": (lambda m: False, 240),                      # a whole game
    "chaos": (lambda m: m["round"] is not None and m["round"] > 2, 300),   # two rounds as A1
    "mythos": (lambda m: m["round"] is not None and m["round"] > 2, 400),  # two rounds as p0
}


def test_frames_carry_nothing_hidden(voila, chromium):
    game = voila[0]
    spec = GAMES[game]
    seat, seed = spec["seat"], spec["seed"]
    done, seconds = GOALS[game]
    with app_page(voila, chromium) as (page, wire, html):
        table = wire.table_id(game)
        clicks = play_by_clicks(page, wire, game, table, done, seconds)
        page.wait_for_timeout(300)

    # 1. The page's commands explain every update it received, exactly.
    (ARTIFACTS / f"wire_{game}_commands.json").write_text(json.dumps(wire.to_table(table)))  # to replay a failure
    replay = same_updates(wire, table, game)
    w = replay.widget
    over = w.state.result is not None
    steps = w.match.index
    assert steps >= (10 if game == "letter" else 30)

    # 2. After every update, the page's copy of view and legal is the same for every redeal of the hidden cards.
    page_model = dict(wire.initial(table))
    seen = set()
    teeth = 0
    for update, true_state, index in replay.messages:
        page_model.update(update)
        assert page_model["mode"] == "play" and page_model["can_reveal"] is False
        assert page_model["view"]["seat"] == seat
        if true_state.result is not None:
            continue  # over: everything may be shown
        assert page_model["seed"] is None
        key = (page_model["step"], json.dumps(page_model["view"], sort_keys=True))
        if key in seen:
            continue
        seen.add(key)
        truth = jsonable(true_state.view(None))
        assert synced_view(game, true_state, seat) == page_model["view"]
        # the public history before it, then each redealt state (a CHAOS move's board marks read the positions since
        # the seat's last turn, as the frame does: frames/chaos_seen.py seen_events, only what the seat may see)
        before = [w.match.state_at(i) for i in range(index)]
        for k in range(DETERMINIZATIONS):
            other = true_state.determinize(seat, random.Random(k))
            assert synced_view(game, other, seat) == page_model["view"], f"{game} step {page_model['step']}: the " \
                                                                         f"view depends on a hidden card"
            acting = other.to_act == seat
            legal = jsonable(w.describe_legal(other, other.legal_actions(), [*before, other])) if acting else []
            assert legal == page_model["legal"], f"{game} step {page_model['step']}: the moves depend on a hidden card"
            teeth += jsonable(other.view(None)) != truth
    assert len(seen) >= 5 and teeth > len(seen), "the redeals must have changed hidden cards"

    # 3. The log lines are the seat's events; no hidden event's text is in any frame before the end.
    events = w.match.log()
    sentence = getattr(w, "event_sentence", lambda e: e.text)  # a log line's text: the event in the table's language
    mine = {sentence(e) for e in events if e.visible_to(seat)} | {e.text for e in events if e.visible_to(seat)}
    # The story tells those events to the seat as a person reads them ("You move …"): its lines, as a table that held
    # only what the seat may see tells them (tests/story_support.py), are the seat's too.
    mine |= {line["text"] for line in censored_log(w.match, seat, w.lang, bots=set(w.bots) - {seat})}
    for update, *_ in replay.messages:
        assert all(line["text"] in mine for line in update.get("log_lines", []))
    hidden = {t for e in events if not e.visible_to(seat) for t in (e.text, sentence(e)) if t and t not in mine}
    running = wire.raw(table, until_over=True)
    leaks = [t for t in hidden if t.encode() in running or json.dumps(t)[1:-1].encode() in running]
    assert not leaks, f"events hidden from the seat reached the page: {leaks[:3]}"

    # 4. The seed: the page has its deal code, and the seed is in no frame while the game runs (nor in the HTML).
    assert page_model["deal"] == deal_code(game, seed)
    assert str(seed) not in html
    assert str(seed).encode() not in running, "the secret seed reached the page"
    if over:  # the scan can see a seed: the game-over update shows it (the deal can be checked and replayed)
        assert page_model["seed"] == str(seed) and str(seed).encode() in wire.raw()
    record(f"wire_{game}", {"frames_received": len(wire.received), "frames_sent": len(wire.sent),
                            "table_updates": len(replay.messages), "commands": len(wire.to_table(table)),
                            "clicks": clicks, "steps": steps, "positions_checked": len(seen),
                            "determinizations": DETERMINIZATIONS, "hidden_events": len(hidden), "over": over})


# ----- privilege escalation from page JavaScript ------------------------------------------------------------------
OTHER_SEAT = {"letter": "opponent", "chaos": "B1", "mythos": "p1"}


def attack(page, wire: Wire, table: str, script: str, answers: int = 1) -> list[dict]:
    """Run page JavaScript against the table's model (`m`); return the kernel's updates that answered it."""
    before = len(wire.updates(table))
    page.evaluate(f"() => {{ const m = window.__table; {script} }}")
    wait_answer(page, wire, table, before + answers - 1)
    return wire.updates(table)[before:]


def refused(updates: list[dict], words: str) -> str:
    errors = [u["error"] for u in updates if u.get("error")]
    assert errors and words in errors[-1], (words, updates)
    return errors[-1]


def test_privilege_escalations_from_the_page_are_refused(voila, chromium):
    game = voila[0]
    spec = GAMES[game]
    seat, seed, other = spec["seat"], spec["seed"], OTHER_SEAT[game]
    with app_page(voila, chromium) as (page, wire, _):
        table = wire.table_id(game)
        # Two decisions of the seat by clicks, so that undo has something to take back: one that found no hidden
        # bomb (CHAOS: a fair undo never takes back such a step, newcomer review 17; the page's undo_block says so).
        decisions = []
        play_by_clicks(page, wire, game, table,
                       lambda m: (decisions.append(m["step"]) if m["to_act"] == seat and m["step"] not in decisions
                                  else None) or (len(decisions) > 2 and not m["undo_block"]), 120)
        results = {}
        # A trait write: the designer's view.
        got = attack(page, wire, table, "m.set('mode', 'design'); m.save_changes();")
        results["mode=design"] = refused(got, "may not set 'mode'")
        assert got[-1]["mode"] == "play"
        # A trait write to allow revealing, then the reveal command.
        got = attack(page, wire, table, "m.set('can_reveal', true); m.save_changes();")
        results["can_reveal=True"] = refused(got, "may not set 'can_reveal'")
        assert got[-1]["can_reveal"] is False
        got = attack(page, wire, table, "m.send({cmd: 'reveal', on: true});")
        results["reveal"] = refused(got, "revealing hidden cards is switched off")
        # A trait write to another seat (Letter: the automaton's).
        got = attack(page, wire, table, f"m.set('seat', '{other}'); m.save_changes();")
        results[f"seat={other} (write)"] = refused(got, "may not set 'seat'")
        assert got[-1]["seat"] == seat
        deterministic = len(wire.to_table(table))  # everything so far replays exactly (no fresh randomness yet)
        # Undo (keep: one person at the table, round AA): a take-back to a position the seat saw, the deal as it was;
        # redo goes back to where it stood (seen too); seek, exact time travel, stays refused.
        step = model(page)["step"]
        got = attack(page, wire, table, "m.send({cmd: 'undo'});")
        # history_len is unchanged (the whole history stays for redo), so no update carries it
        assert not got[-1]["error"] and got[-1]["step"] < step and "history_len" not in got[-1]
        results["undo"] = f"accepted (keep): back to step {got[-1]['step']}, the deal kept (history_len {step})"
        got = attack(page, wire, table, "m.send({cmd: 'redo'});")
        assert not got[-1]["error"] and got[-1]["step"] == step
        results["redo after undo"] = f"accepted (keep): forward to step {step}, where the seat stood"
        got = attack(page, wire, table, "m.send({cmd: 'undo'});")
        got = attack(page, wire, table, f"m.send({{cmd: 'seek', index: {step}}});")
        results["seek ahead"] = refused(got, "seek is exact time travel")
        # Another seat by command: Letter's automaton is refused; elsewhere a new secret game is dealt.
        got = attack(page, wire, table, f"m.send({{cmd: 'seat', value: '{other}'}});")
        if game == "letter":
            results[f"seat {other} (command)"] = refused(got, "seat must be one of player")
        else:
            final = got[-1]
            assert not final["error"] and final["seat"] == other and final["step"] == 0
            assert final["deal"] != deal_code(game, seed) and final["view"]["seat"] == other
            results[f"seat {other} (command)"] = f"a new secret deal (deal {final['deal']}) from {other}, step 0"
        page.wait_for_timeout(300)

    # The kernel's game until the undo, replayed: the page got exactly those updates, the refusals included.
    replay = same_updates(wire, table, game, upto=deterministic)
    # The other seat's views of this game (they name that seat, as the page's view after the seat command does).
    others = {json.dumps(jsonable(s.view(other)), sort_keys=True) for _, s, _ in replay.messages} if game != "letter" \
        else set()
    # No designer view (it names no seat), no other seat's view of this game, no future: in any update the page got.
    page_model = dict(wire.initial(table))
    for update in wire.updates(table):
        page_model.update(update)
        shown = json.dumps(page_model["view"], sort_keys=True)
        assert page_model["mode"] == "play" and page_model["can_reveal"] is False
        assert page_model["view"]["seat"] == page_model["seat"] and shown not in others
        assert page_model["undo_policy"] == "keep" and page_model["history_len"] >= page_model["step"]
        if page_model["deal"] == deal_code(game, seed) and not page_model["view"].get("result"):
            assert page_model["seat"] == seat and page_model["seed"] is None
    assert str(seed).encode() not in wire.raw(table, until_over=True)
    record(f"wire_escalation_{game}", {"frames_received": len(wire.received), "results": results})
    print(json.dumps(results, indent=1))
