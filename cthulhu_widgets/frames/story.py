"""The story one reader is told: its log lines, with seats named as people, grouped by round and turn, the cards
they name (a click opens the card's text) and the big moments announced.

A line is {"text"} (and "rule" in design) plus, only where they apply:
- "round": the heading of a round the line opens ("Round 3"); "turn": 1 when the line opens a turn (it is the turn's
  heading itself, "Round 3: your turn.");
- "you": 1 when the reader did it (the page's "since your turn" digest leaves those out); "at": 1 as well when
  another seat made it happen to the reader ("You are pushed … by B1's combo": news in that digest, `Story.doer`);
- "big": 1 for a big moment (the page shows it as a toast, and the line stays in the log), 2 for a bigger one
  (Story.big's rank: the page toasts higher ranks first), with "note": what it means for the reader ("You are now a
  ghost: you pass through walls…"), or for a game's end, what decided it; "news": "yours" or "board" when a big
  moment changed the reader's own game or the board (`Story.news`: the page's "since your turn" box tells those first);
- "cards": [[name, zoom key], …] for each card the sentence names (its name as written in the text; the page turns
  it into a link that opens the card's zoom).

Each game says how its story is told in a `Story` subclass (frames/story_<game>.py, the frame module's `story`):
which events open a round or a turn, who acts, which data name seats, which events are big and what they mean,
which facts of a position the log announces when they become true (Letter: an insanity check that must fail), what
decided the game. Everything comes from the events the reader may see (and, for facts, from what its view shows),
so a line holds nothing the reader may not know: a name is a seat's relation to the reader, a card is one the
sentence names.
"""
from __future__ import annotations

import re

from ..core.events import Event

YOU = "\ue000"   # the reader's seat while an English sentence is turned to the second person (see `second_person`)


class Story:
    """How a game's log is told (the defaults: no heads, no naming, nothing big). Subclasses set the tables below
    and override what their game needs."""

    # language -> the game's STORY table (sentences/<lang>.py): people, notes, headings
    sentences: dict = {}
    round_events: dict = {}      # event name -> the data key of its round number (the event opens a round)
    turn_events: tuple = ()      # events that open a turn
    seat_keys: tuple = ()        # data keys whose value is a seat
    card_keys: tuple = ()        # data keys whose value is a card id (or a list of them)
    zoom_prefix = "card:"        # a card's zoom key on the page: prefix + card id
    echoes: dict = {}            # a public event -> the private one it repeats for the seat that read that one

    def words(self, lang: str) -> dict:
        """Return the STORY table of `lang` (English where the game has none)."""
        return self.sentences.get(lang) or self.sentences.get("en", {})

    # ----- who is who -------------------------------------------------------------------------------------------
    def actor(self, event: Event):
        """Return the seat that acted in `event` (None: nobody, or the table)."""
        return event.data.get(self.seat_keys[0]) if self.seat_keys else None

    def relation(self, seat, viewer) -> str | None:
        """Return how `viewer` calls `seat`: "you", "partner" or None (by its name)."""
        return "you" if seat == viewer else None

    def person(self, seat, viewer, lang: str, bots=()) -> str:
        """Return `seat` named for `viewer` in `lang` ("your partner A2", "Bot B1" when a bot plays it: `bots`); YOU
        for the reader in English."""
        rel = self.relation(seat, viewer)
        if rel is None:
            rel = "bot" if seat in bots else None
        if rel is None:
            return seat
        if rel == "you" and lang == "en":
            return YOU
        return self.words(lang).get(rel, "{seat}").format(seat=seat)

    # ----- what a line says -------------------------------------------------------------------------------------
    def named(self, event: Event, viewer, lang: str, bots=()) -> dict | None:
        """Return `event`'s data with the seats the reader knows as people renamed (itself, its partner, the seats
        `bots` play), or None if it names none of them."""
        keys = [k for k in self.seat_keys if isinstance(event.data.get(k), str)
                and (self.relation(event.data[k], viewer) is not None or event.data[k] in bots)]
        if not keys:
            return None
        return {**event.data, **{k: self.person(event.data[k], viewer, lang, bots) for k in keys}}

    def folded(self, events: list) -> list:
        """Return a step's events without a public line that repeats a private one the reader just read (CHAOS:
        "A1 draws a patient card" right after "A1 draws Amnesia (Eye)", the same seat's)."""
        out = []
        for event in events:
            prev = out[-1] if out else None
            if prev is not None and prev.seats is not None and event.seats is None \
                    and self.echoes.get(event.name) == prev.name and event.data == {**event.data, **{
                        k: v for k, v in prev.data.items() if k in event.data}}:
                continue
            out.append(event)
        return out

    def doer(self, event: Event):
        """Return the seat that made `event` happen to its actor when that is another seat (a push `by` B1), else
        None: the reader's line is then news to it, not its own act (issue 23 round G, finding 3)."""
        by = event.data.get("by")
        return by if isinstance(by, str) and by != self.actor(event) else None

    def card_ids(self, event: Event) -> list[str]:
        """Return the card ids `event`'s sentence names, in order, each once."""
        out = []
        for key in self.card_keys:
            value = event.data.get(key)
            for card in value if isinstance(value, list) else [value]:
                if isinstance(card, str) and card not in out and self.card_name(card, "en") is not None:
                    out.append(card)
        return out

    def own_sentence(self, event: Event, data: dict, lang: str) -> str | None:
        """Return the sentence of an event the story adds itself (a fact's), filled with `data`; None for the
        engine's events (the frame module's sentence)."""
        return None

    def card_name(self, card: str, lang: str) -> str | None:
        """Return a card's name in `lang` as its sentences write it (None: not a card)."""
        return None

    def part(self, event: Event, viewer, lang: str, n: int = 1) -> list | None:
        """Return what a routine line of another seat's turn is folded as: [kind, value] ("moves", "g1"; `n`: told n
        times), None for a line told on its own (none by default)."""
        return None

    def last_act(self, part: list) -> bool:
        """Return whether a routine act closes a turn (CHAOS: its draw), told with the turn's others past a big line."""
        return False

    def fold(self, person: str, parts: list, lang: str) -> str:
        """Return one sentence of a seat's routine acts ([kind, value], `part`) in a turn ("B1 moved to g1 and drew
        a card.")."""
        return " ".join(str(value) for _, value in parts)

    def big(self, event: Event, viewer) -> bool | int:
        """Return whether `event` is a big moment for `viewer` (announced by a toast); a rank (2 above 1) orders
        them."""
        return event.name == "game_over"

    def caused(self, facts: list, seen: list, viewer) -> list:
        """Return the position's fact events with what caused them where a line must say it (none by default)."""
        return facts

    def news(self, event: Event, viewer) -> str:
        """Return what a big moment changed for `viewer`, for the page's "since your turn" box: "yours" (its own role,
        hand, piece or turn), "board" (the board everyone plays on), or "" (neither; by default)."""
        return ""

    def play(self, event: Event, viewer) -> bool:
        """Return whether `event` is another seat's card play a phone toasts (none by default)."""
        return False

    def repeats(self, line: dict, history: list, out: list) -> bool:
        """Return whether `line` only retells a line the reader's story already holds (`history`, then this
        position's `out`; none by default)."""
        return False

    def note(self, event: Event, viewer, lang: str, history: list) -> str:
        """Return what a big moment means for `viewer` ("" if its sentence says it all)."""
        if event.name == "game_over":
            return self.decisive(event, viewer, lang, history)
        return ""

    def decisive(self, event: Event, viewer, lang: str, history: list) -> str:
        """Return what decided the game, from the reader's story so far: its last big moment, else its last line."""
        moment = next((line for line in reversed(history) if line.get("big")), None) \
            or next((line for line in reversed(history) if not line.get("turn")), None)
        if moment is None:
            return ""
        return self.words(lang).get("decided", "{text}").format(text=moment["text"])

    # ----- facts a position shows -------------------------------------------------------------------------------
    def facts(self, state) -> dict:
        """Return the standing facts of a position the log announces when they become true ({} : none), the same
        for every reader: asked only of what all seats see (a seat's hidden cards are `own_facts`)."""
        return {}

    def own_facts(self, state, seat) -> dict:
        """Return the facts only `seat` is told, from what it alone may see (Mythos: its adventure in hand became
        playable, MY-HIDE-1); {} for a spectator. Asked per reader: a seat's facts never read another's hand."""
        return {}

    def own_seats(self, state) -> tuple:
        """Return the seats that may have facts of their own (a room keeps each one's, the designer reads all)."""
        return ()

    def kept(self, state) -> tuple[dict, dict]:
        """Return what a room keeps of a position's facts (frames/log.py's Step): the facts every reader is told,
        and each seat's own ones."""
        own = {seat: self.own_facts(state, seat) for seat in self.own_seats(state)}
        return self.facts(state), {seat: mine for seat, mine in own.items() if mine}

    def fact_event(self, key: str, value: dict) -> Event:
        """Return the event a fact is announced by (a game's own rule ID and name); a story whose `facts` returns any
        must define it."""
        raise TypeError(f"{type(self).__name__} announces facts but has no fact_event to tell them")

    def fact_events(self, now: dict, old: dict) -> list:
        """Return the events announcing what became true at a position (its facts `now`, the one before's `old`):
        each new fact's fact_event (a story may tell a change between the two: CHAOS's time of day replaced)."""
        return [self.fact_event(key, value) for key, value in now.items() if key not in old]


def facts_of(story: Story, position, viewer):
    """Return the facts `viewer` is told at a position (None: the designer, told every seat's): a room's Step
    carries them (None if it was stored without), a state is asked."""
    if hasattr(position, "facts"):
        if position.facts is None:
            return None
        own = getattr(position, "own", None) or {}
        mine = own.get(viewer, {}) if viewer is not None else {k: v for f in own.values() for k, v in f.items()}
        return {**position.facts, **mine}
    if not hasattr(position, "legal_actions"):
        return None
    seats = story.own_seats(position) if viewer is None else (viewer,)
    return {**story.facts(position), **{k: v for seat in seats for k, v in story.own_facts(position, seat).items()}}


def derived(story: Story, position, before, viewer) -> list[Event]:
    """Return the events `viewer` may see of the facts that became true at `position` (when its facts and the one
    before's are known)."""
    # the position before is the reader's last call's position as a log is told forward: its facts are kept, not
    # asked again (a history's states are never changed in place; a Mythos fact asks a hand's adventures)
    kept = story.__dict__.setdefault("_last_facts", {})
    last = kept.get(viewer, (None, None))
    now = facts_of(story, position, viewer)
    kept[viewer] = (position, now)
    if not now:
        return []
    old = {} if before is None else last[1] if before is last[0] else facts_of(story, before, viewer)
    if old is None:
        return []
    return [e for e in story.fact_events(now, old) if e.visible_to(viewer)]


def second_person(text: str) -> str:
    """Return an English sentence with the reader's seat (YOU) in the second person: "YOU's" -> "your", "YOU moves
    to …" -> "you move to …" (the verb after a subject), "its" -> "your" when the reader is the sentence's subject
    ("their" when it is one of two), and a capital on a "you" or "your" that starts it (your partner's name too)."""
    subject = text.startswith(YOU) and not text.startswith(YOU + "'s")
    if re.match(rf"({YOU} and [^ :]+|[^ :]+ and {YOU}) ", text):       # "A2 and you discard their hands"
        text = re.sub(r"\btheir\b", "your", text, count=1)
    text = text.replace(YOU + "'s", "your")
    text = re.sub(re.escape(YOU) + r" (\w+)", lambda m: "you " + _base_verb(m.group(1)), text)
    text = text.replace(YOU, "you")
    if subject:
        text = re.sub(r"^(you \w+ and )(\w+)", lambda m: m.group(1) + _base_verb(m.group(2)), text)  # "and buries"
        text = re.sub(r"\bits\b", "your", text)
        text = text.replace("until it arrives", "until you arrive").replace("follow your next turn",
                                                                             "follow it next turn")
    return text[:1].upper() + text[1:] if text.startswith("you") else text


_IRREGULAR = {"is": "are", "has": "have", "does": "do", "was": "were"}
_NOT_VERBS = {"and", "a", "already", "cannot", "must", "can", "will", "still", "no", "also"}


def _base_verb(word: str) -> str:
    """Return the verb after "you" for a third-person one ("moves" -> "move", "vanishes" -> "vanish")."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word in _NOT_VERBS or not word.endswith("s") or word.endswith("ss"):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if re.search(r"(ss|sh|ch|x|z|o)es$", word):
        return word[:-2]
    return word[:-1]


class Teller:
    """Tells one game's story to its readers: a position's lines for a reader (see the module's docstring).

    `sentence(event, lang)` is the table's cached sentence of an event (English: the engine's own text) and
    `render(event, lang)` the frame module's, for an event whose seats were renamed."""

    def __init__(self, story: Story | None, sentence, render):
        self.story, self.sentence, self.render = story or Story(), sentence, render

    def lines(self, position, before, viewer, lang: str, design: bool, history: list, bots=()) -> list[dict]:
        """Return the lines `viewer` (None: the designer) reads for `position` (`before`: the position before it,
        None at the deal), in `lang`; `history` holds the reader's lines so far (what decided a game is read there);
        `bots`: the seats bots play, named so."""
        story = self.story
        seen = story.folded([e for e in position.events or () if e.visible_to(viewer)])
        facts = story.caused(derived(story, position, before, viewer), seen, viewer)
        out: list[dict] = []
        for event in [*facts, *seen] if before is None else [*seen, *facts]:   # the deal: who is who first
            line = self.line(event, viewer, lang, bots)
            if not design and story.part(event, viewer, lang) is not None:
                line["_event"] = event   # its clause is made once the step's lines are known (fold)
            if design:
                line = {"rule": event.rule, **line}
            elif story.repeats(line, history, out):
                continue
            elif out and {k: v for k, v in line.items() if k != "_event"} == {
                    k: v for k, v in out[-1].items() if k not in ("n", "_event")} and len(line) - ("_event" in line) == 1:
                out[-1]["n"] = out[-1].get("n", 1) + 1       # "B1 draws a patient card." three times: once, ×3
                continue
            rank = story.big(event, viewer)   # True/1, or a story's higher rank (2: told first among toasts)
            if rank:
                line["big"] = int(rank)
                if news := story.news(event, viewer):   # the "since your turn" box tells the reader's own first
                    line["news"] = news
                note = story.note(event, viewer, lang, [*history, *out])
                if note:
                    line["note"] = note
            elif story.play(event, viewer):
                line["play"] = 1                                # a phone toasts it (js/src/ui/toast.js)
            if "round" in line and _last_round(history, out) == line["round"]:
                del line["round"]                               # the round's heading opens it once
            out.append(line)
        if not design and viewer is not None:
            self.fold_runs(out, history, viewer, lang, bots)
        return out

    def fold_runs(self, out: list, history: list, viewer, lang: str, bots=()) -> None:
        """Give each routine line (the story's `part`: CHAOS, another seat's; Mythos, a refill's draw) its act and, when others of that seat came
        before it in the turn, `fold`: the seat's one sentence of the turn so far, which the page shows in place of
        the first of them, `into` lines back (js/src/ui/story.js foldedRows; review 31, chaos_en 2: 15-30 lines a
        round). Made of the lines the reader read: nothing hidden is in it."""
        story = self.story
        for i, line in enumerate(out):
            event = line.pop("_event", None)
            if event is None or line.get("big") or line.get("turn"):
                continue
            part = story.part(event, viewer, lang, line.get("n", 1))
            if part is None:
                continue
            seat = story.actor(event)
            line["part"] = [seat, *part]
            line.pop("fold", None)
            parts, before, into = [part], [*history, *out[:i]], 0
            for back, prev in enumerate(reversed(before), 1):   # the seat's acts since its turn's heading: a big line
                if prev.get("turn") or prev.get("round") or (prev.get("big") and (len(parts) > 1 or not story.last_act(
                        part))):
                    break              # ends them, but the turn's closing draw just after it joins those before it
                if prev.get("part") and prev["part"][0] == seat:
                    parts.insert(0, prev["part"][1:])
                    into = back
            if len(parts) > 1:   # said in the place of the first of them (`into`: how many lines back it is)
                person = story.person(seat, viewer, lang, bots)
                text = story.fold(person, parts, lang)
                line["fold"] = second_person(text) if lang == "en" else _tight(text, {person})
                line["into"] = into
        for line in out:
            line.pop("_event", None)

    def line(self, event: Event, viewer, lang: str, bots=()) -> dict:
        """Return one event's line for `viewer`: its sentence (seats named as people), heads, who, cards."""
        story = self.story
        named = None if viewer is None else story.named(event, viewer, lang, bots)
        own = story.own_sentence(event, named or event.data, lang)
        if named is None:
            text = own if own is not None else self.sentence(event, lang)
        else:
            text = own if own is not None else self.render(Event(event.rule, event.name, named), lang)
            text = second_person(text) if lang == "en" else _tight(text, {named[k] for k in named
                                                                             if named[k] != event.data.get(k)})
        line = {"text": text}
        key = story.round_events.get(event.name)
        if key is not None and key in event.data:
            line["round"] = story.words(lang).get("round", "{round}").format(round=event.data[key])
        if event.name in story.turn_events:
            line["turn"] = 1
        if viewer is not None and story.actor(event) == viewer:
            line["you"] = 1
            if story.doer(event) is not None:
                line["at"] = 1     # another seat did it to the reader: its digest tells it (js/src/ui/story.js)
        cards = [[name, story.zoom_prefix + card] for card in story.card_ids(event)
                 if (name := story.card_name(card, lang)) and name in text]
        if cards:
            line["cards"] = cards
        return line


def _last_round(history: list, out: list):
    """Return the heading of the round the reader's story is in (None before the first)."""
    for line in reversed(out):
        if "round" in line:
            return line["round"]
    for line in reversed(history):
        if "round" in line:
            return line["round"]
    return None


_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def _tight(text: str, names: set) -> str:
    """Return a CJK sentence without the spaces the table leaves around a seat id where a name in CJK stands now
    ("轮到 你。" -> "轮到你。", "あなた は" -> "あなたは"; "队友A2 移动" keeps its space after the Latin id)."""
    for name in names:
        if _CJK.match(name[:1]):
            text = re.sub(r"(?<=[^\x00-\x7f]) " + re.escape(name), name, text)
        if _CJK.match(name[-1:]):
            text = text.replace(name + " ", name)
    return text
