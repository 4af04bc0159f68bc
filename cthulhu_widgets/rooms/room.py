"""One room: a game held by the server, its seats (tokens, sockets, bots), its lock, and what each seat is sent.

What a seat is sent is its frame (cthulhu_widgets.frames: the view, its moves with their sentences, its log, the
banner), in the language its connection asked for, plus the room's own fields (who sits where, the seed or the
deal code).
"""
from __future__ import annotations

import asyncio
import json
import logging
import time

from ..bots import make_bot
from ..core.save import MAX_ACTIONS, digest
from ..frames import PUBLIC, Frames, Step, deal_code
from ..frames.forced import forced_move
from ..games import get_game, get_spec
from .catalogs import catalog_text
from .chat import KEEP, Chat
from .history import chain, genesis, replay, restore  # noqa: F401  (replay, restore: the hub's and tests')
from .journal import Journal
from .nudge import in_course, nudge
from .protocol import CLOSE_GONE, CLOSE_REPLACED, Refused, reading
from .spec import RoomSpec, human_seats
from .takeover import Takeover, come_back, standin_info, public as takeover_public
from .tokens import matches, new_token, token_hash
from .turn_clock import turn_start

log = logging.getLogger("cthulhu_widgets.rooms")
SPECTATOR = "spectator"   # the key of the spectators' token; a spectator's seat is None
MAX_SPECTATORS = 64
MAX_STEPS = MAX_ACTIONS   # steps a room takes at most: what a restart (the save loader) replays, never more
__all__ = ["Room", "SPECTATOR", "PUBLIC", "MAX_SPECTATORS", "MAX_STEPS", "replay", "restore", "genesis", "chain",
           "now"]

ROUND_LIMIT_GAMES = ("chaos",)   # games whose spec has a round limit as a rule option a room may shorten


class Room:
    """A table: the game's current state, who sits where, who is connected. Change it only through `act`."""

    def __init__(self, room_id: str, spec: RoomSpec, state, hashes: dict, journal: Journal, created: float,
                 bot_pace: float = 0.4, link: str | None = None, max_steps: int = MAX_STEPS):
        self.id, self.spec, self.state, self.hashes = room_id, spec, state, hashes
        self.journal, self.created, self.bot_pace, self.max_steps = journal, created, bot_pace, max_steps
        self.last = created                             # when its last step was taken (or it was created)
        # when the seat to act began its turn: the page's wait and the nudge count from here, not from its last action
        # (newcomer review 20, room_en finding 7: "choosing… 0:51", then "0:31" within one turn of B1's)
        self.turn_from = created
        self.creator = None                             # the address that created it (this server's life only)
        self.rematch: dict | None = None                 # the new game's create answer, once a seat asked at the end
        self.link = genesis(spec) if link is None else link   # the digest of the last journaled step (chain)
        self.module = get_game(spec.game)
        self.seats = human_seats(state, self.module)
        self.bots = {s: make_bot(spec.bot(s), spec.game, seed=spec.seed + i)
                     for i, s in enumerate(self.seats) if spec.bot(s)}
        for bot in self.bots.values():   # a CHAOS bot does not spend a person partner's turn lightly (review 34)
            bot.people = frozenset(self.seats) - set(self.bots)
        self.sockets: dict[str, object] = {}          # human seat -> its one connection
        self.spectators: set = set()
        self.langs: dict = {}                          # connection -> the language it reads the table in
        self.held: dict = {}                           # connection -> the log lines it holds (sent to it so far)
        self.lock = asyncio.Lock()
        self.frames = Frames(spec.game)
        self._steps: list[Step] | None = None          # each position's events (the log), rebuilt when first asked
        self._driver: asyncio.Task | None = None
        self._deal = None
        self.taken: set = journal.taken(room_id)      # human seats someone joined or claimed: no longer free
        self.chat = Chat(room_id, journal, journal.chat(room_id, KEEP))
        self.left: dict = {}                           # seat -> when its person's socket closed (not rejoined since)
        self.takeover = Takeover(spec.takeover)         # bots playing stalled seats until their persons come back

    # ----- who is who ---------------------------------------------------------------------------------
    @property
    def step(self) -> int:
        """Return how many actions the game has taken (the step an action answers)."""
        return len(self.state.history)

    def seat_of(self, token) -> tuple[bool, str | None]:
        """Return (found, seat) for an untrusted token: a human seat's name, or None for the spectators' token."""
        for key, stored in self.hashes.items():
            if matches(token, stored):
                return True, None if key == SPECTATOR else key
        return False, None

    def join(self, seat: str | None, conn, lang: str = "en") -> None:
        """Connect `conn` as `seat` (None: a spectator) reading the table in `lang`, its earlier connection closed; the
        table's first person starts its wait (review 24 AP8 5, review 27 room_en 6: not its making, nor a page's)."""
        if seat is None:
            if len(self.spectators) >= MAX_SPECTATORS:
                raise Refused("auth", f"this room already has {MAX_SPECTATORS} spectators")
            self.spectators.add(conn)
        else:
            if seat not in self.taken:                 # joined by its link: the list no longer offers it
                self.turn_from = self.turn_from if self.taken else max(self.turn_from, now())
                self.journal.take(self.id, seat)
                self.taken.add(seat)
            self.detach(seat, conn)
            self.sockets[seat] = conn
            self.left.pop(seat, None)
            come_back(self, seat)                      # reconnected: the person plays their seat again
        self.langs[conn] = reading(lang, get_spec(self.spec.game).languages)
        self.broadcast()
        if self.chat.lines:                            # the chat's last lines, if it has any
            conn.send(json.dumps(self.chat.message()))

    def detach(self, seat: str, conn) -> None:
        """Cut the seat's earlier connection (other than `conn`) off the room before `conn` is told it joined: it can
        no longer act, even if it ignores the close (code 4000) it is sent."""
        old = self.sockets.get(seat)
        if old is None or old is conn:
            return
        del self.sockets[seat]
        self.langs.pop(old, None)
        self.held.pop(old, None)
        getattr(old, "cut_off", lambda: None)()   # the socket stops reading its messages
        old.close(CLOSE_REPLACED, "another connection joined as this seat")

    def leave(self, conn) -> None:
        """Forget `conn` (closed); the others hear that the seat is no longer connected."""
        self.spectators.discard(conn)
        self.langs.pop(conn, None)
        self.held.pop(conn, None)
        for seat, c in list(self.sockets.items()):
            if c is conn:
                del self.sockets[seat]
                self.left[seat] = now()   # "A1 left the room 2:05 ago" (review 19, room finding 2)
        self.broadcast()

    def set_lang(self, seat: str | None, conn, lang: str) -> None:
        """Read the table in `lang` on `conn` from now on, and send it its state again in that language (its whole
        log: every line reads in the new language)."""
        self.langs[conn] = lang = reading(lang, get_spec(self.spec.game).languages)
        message = self.state_message(seat, lang, log_from=0)
        self.held[conn] = message["log_from"] + len(message["log_lines"])
        conn.send(json.dumps(message))

    def free_seats(self) -> list:
        """Return the human seats a stranger may claim from the list: none unless the creator opened them (a listed
        room with open seats) or once the game is over, else those nobody joined or claimed."""
        if not (self.spec.open_seats and self.spec.listed) or self.state.result is not None:
            return []
        return [s for s in self.seats if s not in self.bots and s not in self.taken]

    def claim(self, seat) -> str:
        """Take the free seat `seat` for a stranger: return its new token (the seat's earlier link stops opening it);
        Refused unless the room's creator opened its seats and nobody has taken this one."""
        if not (self.spec.open_seats and self.spec.listed):
            raise Refused("auth", "this room's seats are opened only by their links (its creator did not open them)")
        if self.state.result is not None:   # a stranger's token would shut the invitee out of the result (review 36)
            raise Refused("over", "this game is over: its seats are no longer free to take")
        free = self.free_seats()
        if seat not in free:
            raise Refused("taken", f"{str(seat)[:20]!r} is not a free seat of this room; free now: "
                                   f"{', '.join(free) or 'none'}")
        token = new_token()
        hashes = {**self.hashes, seat: token_hash(token)}
        self.journal.take(self.id, seat, hashes)   # journaled first: a restart keeps the claim
        self.hashes = hashes
        self.taken.add(seat)
        self.broadcast()
        return token

    def say(self, seat: str | None, client, text, limit) -> None:
        """Add a chat line from `seat` (None: a spectator; `client` keys its limit) and send it to this room's
        connections only; Refused when it is not a line or over a limit (`limit`: the socket's)."""
        line = self.chat.say(seat, client, text, limit)
        text = json.dumps(self.chat.message([line]))
        for conn in [*self.sockets.values(), *self.spectators]:
            conn.send(text)

    def offer_rematch(self, answer: dict, conn=None) -> None:
        """Send each connection (or only `conn`) its own link to the new game of `answer` (Hub.rematch): a seat's
        socket its seat's, a spectator the spectators'; a bot's seat has none."""
        targets = [(conn, self._seat_of_conn(conn))] if conn is not None else [
            *((c, s) for s, c in self.sockets.items()), *((c, None) for c in self.spectators)]
        for c, seat in targets:
            link = answer["links"].get(SPECTATOR if seat is None else seat)
            if link is not None:
                c.send(json.dumps({"type": "rematch", "room": answer["room"], "link": link["link"]}))

    def _seat_of_conn(self, conn):
        """Return the seat `conn` holds, None for a spectator."""
        return next((s for s, c in self.sockets.items() if c is conn), None)

    # ----- what is shown --------------------------------------------------------------------------------
    def seat_info(self) -> dict:
        """Return, per seat: human or bot, connected (a bot is always there), and how many seconds ago a person's seat
        left (None while connected or never joined)."""
        return {s: standin_info(self) if s in self.takeover.bots else   # a stand-in's: a bot's (review 27, room_en 7)
                {"human": s not in self.bots, "bot": self.spec.bot(s), "connected": s in self.bots or s in self.sockets,
                 "left": round(now() - self.left[s]) if s in self.left else None,
                 "course": in_course(self, s)} for s in self.seats}   # the solo course (review 29, room_en 2)

    def nudge(self, seat: str | None, conn=None) -> None:
        """Nudge the person this table waits on, from `seat` on `conn` (rooms/nudge.py: after a minute, once a
        minute); a refusal speaks the language `conn` reads the table in."""
        nudge(self, seat, now(), self.langs.get(conn, "en"))

    def _public_extras(self) -> dict:
        over = self.state.result is not None
        return {"step": self.step, "round": self.progress(), "max_rounds": self.round_limit(),
                "to_act": self.state.to_act, "seats": self.seat_info(),
                "name": self.spec.name, "number": self.spec.number,
                "free": self.free_seats(),
                # the human seats someone joined (by link) or claimed: the list counts these, not the links handed out
                "joined": [s for s in self.seats if s in self.taken and s not in self.bots],
                "spectators": len(self.spectators), "result": self.state.result.to_dict() if over else None,
                # seconds since the seat's turn began: the page's "B1 (a person) is choosing… 1:05" (review 18,
                # finding 3; from its turn's start since review 20)
                "waited": None if over else round(max(0.0, now() - self.turn_from), 1),
                "seed": self.spec.seed if over or not self.spec.secret else None, "deal": self.deal(),
                "takeover": takeover_public(self)}   # a stalled seat's bot (review 23, room_en 8)

    def progress(self) -> int:
        """Return where the game is in its own count: CHAOS's and Mythos's round, Letter's turn (its PROGRESS), for
        the list of tables ("round 3", not "step 21")."""
        return int(getattr(self.state, type(self.state).PROGRESS, 0) or 0)

    def round_limit(self) -> int | None:
        """Return the round after which the game ends as a draw where its spec has one as a rule (CHAOS's max_rounds,
        CH-WIN-2): the lobby's and the table's "round 13 of 20" (review 19, room finding 1); None elsewhere (Mythos's
        max_rounds is a guard for bots, not a rule of its spec) or with no limit (0)."""
        if self.spec.game not in ROUND_LIMIT_GAMES:
            return None
        return int(getattr(self.state.rules, "max_rounds", 0) or 0) or None

    def deal(self) -> str | None:
        """Return the deal code of a secret seed (the widgets' code, checkable once the seed is shown)."""
        if not self.spec.secret:
            return None
        if self._deal is None:
            self._deal = deal_code(self.spec.game, self.spec.seed)
        return self._deal

    def catalog(self) -> dict:
        """Return what the browser client draws with besides the view: card names, words, seats (the widgets'
        catalog, the same for every seat: printed data only, nothing dealt)."""
        return json.loads(self.catalog_text()[1])

    def catalog_text(self) -> tuple[str, str]:
        """Return (tag, JSON text) of the room's catalog (rooms/catalogs.py: one per game and seats per server)."""
        return catalog_text(self.spec.game, self.seats)

    def info(self) -> dict:
        """Return the room's public info: nothing any seat could not see."""
        return {"room": self.id, "game": self.spec.game, "listed": self.spec.listed, "open_seats": self.spec.open_seats,
                "created": self.created, "over": self.state.result is not None, "rules": self.spec.rules,
                # whole seconds since its last move: the list's "idle 25 min" (review 39, room_zh 12)
                "idle": None if self.state.result is not None else int(max(0.0, now() - self.last)),
                **self._public_extras()}

    def positions(self) -> list[Step]:
        """Return each position's events from the deal to now (a restored room replays its history once)."""
        if self._steps is None:
            state = self.spec.new_state()
            steps = [self.frames.step(state, self.bots)]
            for action in self.state.history:
                state.apply(action)
                steps.append(self.frames.step(state, self.bots))
            self._steps = steps
        return self._steps

    def state_message(self, seat: str | None, lang: str = "en", log_from: int | None = None) -> dict:
        """Return the state message for `seat` (None: a spectator) in `lang`: its frame — view (the engine's
        `view(seat)`; the public view for spectators), its moves with their sentences on its turn, its log lines
        from `log_from` on (None: its latest), the banner — and the room's fields."""
        frame = self.frames.of(self.state, self.positions(), seat, lang, compact=False, log_from=log_from,
                               bots=self.bots)   # the seats the server's bots play: "Bot B1" in the story
        if seat is not None and seat == self.state.to_act and seat not in self.bots \
                and forced_move(self.state) is not None:
            frame = {**frame, "legal": [], "prompt": ""}   # the server declines for it next (_machine_move)
        return {"type": "state", **frame, **self._public_extras()}

    def broadcast(self) -> None:
        """Send every connection its own state message (connections of one seat, or spectators, reading one
        language and holding as much of the log share one): of the log only the lines it lacks (a new connection
        gets the whole story)."""
        texts: dict = {}
        readers = [*self.sockets.items(), *((None, conn) for conn in self.spectators)]
        for seat, conn in readers:
            key = (seat, self.langs.get(conn, "en"), self.held.get(conn, 0))
            if key not in texts:
                try:
                    message = self.state_message(*key)
                except Exception:   # one reader's frame failing must not starve the others of the state (a bug, logged)
                    log.exception("room %s: the state for %s could not be built", self.id, key[0] or "a spectator")
                    texts[key] = None
                    continue
                texts[key] = json.dumps(message), message["log_from"] + len(message["log_lines"])
            if texts[key] is None:
                continue
            text, self.held[conn] = texts[key]
            conn.send(text)

    def save(self) -> dict:
        """Return the finished game as a save record (`Match.load` opens it); Refused while it runs."""
        if self.state.result is None:
            raise Refused("not_over", "the game is not over: its save (with the seed) is given once it ends")
        data = self.module.to_dict(self.state)
        return {**data, "index": self.step, "digest": digest(self.state.view(None))}

    # ----- acting ---------------------------------------------------------------------------------------
    async def act(self, seat: str | None, action_id: str, step: int, conn=None) -> None:
        """Apply the action `action_id` of `seat` (from `conn`, if given: the seat's current connection) answering
        `step`, journaled before anyone sees it; else Refused."""
        if seat is None:
            raise Refused("spectator", "spectators watch: they cannot act")
        async with self.lock:
            if conn is not None and self.sockets.get(seat) is not conn:   # checked under the lock: no act in flight
                raise Refused("replaced", "another connection joined as this seat: this one can no longer act")
            come_back(self, seat)   # the person acts: a bot that played their seat stops
            if self.step >= self.max_steps:
                raise Refused("limit", f"this table has reached its limit of {self.max_steps:,} steps: it takes no "
                                       "more moves (its game is kept as it is)")
            state = self.state
            if state.to_act != seat:
                why = "the game is over" if state.to_act is None else f"it is {state.to_act}'s turn, not {seat}'s"
                raise Refused("not_your_turn", why)
            if step != self.step:
                raise Refused("stale", f"that move was offered at step {step}; the table is now at step {self.step}")
            action = self.frames.move(state, action_id)   # the frame's index: one lookup
            if action is None:
                legal = [str(a) for a in state.legal_actions()]
                raise Refused("illegal", f"{action_id[:80]!r} is not a legal move now; legal: "
                                         f"{', '.join(legal[:30])}"[:1000])
            self._commit(action)
        self.broadcast()
        self.wake_bots()

    def _commit(self, action) -> None:
        """Apply a legal action to a copy, write it to the journal, then make the copy the room's state."""
        nxt = self.state.clone()
        nxt.apply(action)
        entry = action.to_dict()
        link = chain(self.link, entry, nxt)
        self.journal.append(self.id, self.step, entry, link)
        positions = self.positions()
        self.turn_from, self.turn_held = turn_start(self, nxt, now())   # a partner's answer keeps it (turn_clock.py)
        self.state, self.link, self.last = nxt, link, now()
        positions.append(self.frames.step(nxt, self.bots))

    # ----- bots and automata ----------------------------------------------------------------------------
    def _machine_to_act(self) -> bool:
        seat = self.state.to_act
        if self.step >= self.max_steps:
            return False                              # the limit: nobody moves any more (act says why)
        return seat is not None and (seat in self.bots or seat in self.module.AUTOMATA or seat in self.takeover.bots
                                     or forced_move(self.state) is not None)

    def _machine_move(self, seat: str):
        """Return the move the server makes for `seat`: an automaton's only move, a person's lone empty move
        (frames.forced.forced_move: a CHAOS decline it holds no card for, a Mythos lone pass or done: the table plays
        it, as the widget does, at the bots' pace, rather than stop a person; newcomer rounds 6d, R3-M), else its bot's
        choice."""
        forced = forced_move(self.state) if seat not in self.bots else None
        if forced is not None:
            return forced
        bot = self.bots.get(seat) or self.takeover.bots.get(seat)   # the room's, or a stalled seat's (takeover.py)
        return self.state.legal_actions()[0] if seat in self.module.AUTOMATA else bot.choose(self.state)

    def wake_bots(self) -> None:
        """Start the room's bot driver if a bot or automaton is to act and none runs (needs a running loop)."""
        if self._machine_to_act() and (self._driver is None or self._driver.done()):
            self._driver = asyncio.get_running_loop().create_task(self._drive())

    async def _drive(self) -> None:
        """Play bot and automaton seats, one step every `bot_pace` seconds, until a human is to act."""
        while True:
            await asyncio.sleep(self.bot_pace)
            async with self.lock:
                if not self._machine_to_act():
                    return
                seat = self.state.to_act
                try:
                    self._commit(self._machine_move(seat))
                except Exception:   # a bot's bug stops the bots of this room, never the server
                    log.exception("room %s: the bot of %s failed at step %d", self.id, seat, self.step)
                    return
            self.broadcast()

    def stop(self) -> None:
        """Stop the bot driver (server shutdown, or the room archived)."""
        if self._driver is not None:
            self._driver.cancel()

    def close_all(self, why: str) -> None:
        """Tell every connection the room is closed (`why`), and close it (CLOSE_GONE)."""
        text = json.dumps(Refused("closed", why).to_message())
        for conn in [*self.sockets.values(), *self.spectators]:
            conn.send(text)
            conn.close(CLOSE_GONE, "this table was closed")


def now() -> float:
    """Return the wall-clock time rooms are stamped with."""
    return time.time()
