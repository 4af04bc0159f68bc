"""The Mythos table's frame: every card's printed data in the catalog (so a view's card faces keep only what differs,
see `compact`), each move with the card instances it names (clicked on the table) or as a chip."""
from __future__ import annotations

import json
from pathlib import Path

from ..core import texts as core_texts
from ..core.rng import Rng
from ..games import mythos
from ..games.mythos import texts
from ..games.mythos.card_effects import passes_to_end
from ..games.mythos.data import load_set
from ..games.mythos.plays import JOINED
from ..games.mythos.rules import Rules
from ..games.mythos.requirements import adventure_pool, counts
from ..games.mythos.values import hand_limits
from ..games.mythos.sentences.glossary import spots
from .story_mythos import story  # noqa: F401  (the story a player reads: frames/story.py)

LANGS = texts.LANGS
# Words of the table (UI, Japanese card and investigator names); the file lives beside the widgets.
WORDS = json.loads((Path(__file__).parents[1] / "widgets" / "mythos_words.json").read_text(encoding="utf-8"))

# Action fields whose value is a card instance: clicking that card on the table offers the action. Any other
# field (a target seat, a flag) makes no card clickable; such actions become chips. The catalog sends this list
# to the front end (card_fields), so the two never differ.
CARD_FIELDS = ("card", "spell", "ally", "tome", "weapon", *JOINED, "victim", "monster", "by", "phobia",
               "artifact", "item")
# Moves naming a card that are also offered as a chip beside the prompt (staying put is a choice about moving; the
# Yithian's swap is one of the combat's choices, beside "keep": issue 23 r6 item 1; the card a Mi-Go takes or an
# Insect buries lies in another seat's panel, often out of sight: newcomer r6c desk_141).
CHIPS_TOO = ("remain", "convert", "take")
# A card face's printed data: the catalog carries it once, so faces in the synced view keep only what differs.
PRINTED = ("name", "type", "subtype", "value", "sanity")
# Printed fields of a card the front end shows when zoomed (empty ones are left out to keep the catalog small).
CARD_STATS = ("type", "subtype", "value", "sanity", "unique", "dimension", "region", "subregion", "attributes",
              "icons", "gate", "alignment", "occupations", "languages", "keywords", "language", "spell_icons",
              "affects", "text", "goo_symbol", "recruit")


def display_name(name: str) -> str:
    """Return a printed title as it is read: "Terrible Old Man, The" -> "The Terrible Old Man"."""
    return f"The {name[:-5]}" if name.endswith(", The") else name


def card_names(state, action) -> list[int]:
    """Return the card instances an action names, in CARD_FIELDS order (the first is where it is clicked)."""
    fields = dict(action.fields)
    n = len(state.card)
    return [fields[k] for k in CARD_FIELDS if type(fields.get(k)) is int and 0 <= fields[k] < n]


def _printed_cards(card_set, same: set) -> dict:
    """Return card id -> its names (en, ja) and the printed stats a zoom shows (empty ones left out); the Japanese
    name only for the ids in `same` (MSGS cards as printed)."""
    ja_cards = WORDS["cards"]
    cards = {}
    for c in card_set.cards.values():
        entry = {"en": display_name(c.name), "ja": ja_cards.get(c.id, {}).get("ja") if c.id in same else None}
        for key in CARD_STATS:
            value = getattr(c, key)
            if value not in (None, (), "", False) or (key == "value" and value == 0):
                entry[key] = list(value) if isinstance(value, tuple) else value
        if c.type == "adventure" and c.requirements:
            entry["needs"] = needs(c)
        cards[c.id] = {k: v for k, v in entry.items() if v is not None}
    return cards


def needs(card) -> dict:
    """Return an adventure's printed requirements as its tracker lists them, per language (MY-ADV-1/2), in the order
    of the view's goals' `have` counts, and (`count`) how many cards each asks for."""
    def term(lang):
        ui = WORDS["ui"].get(lang, {})
        return lambda t: ui.get(t, t)
    out = {lang: [texts.needs_text(r, lang, term(lang)) for r in card.requirements] for lang in LANGS}
    return {**out, "count": [r.get("count", 1) for r in card.requirements]}   # how many cards each asks


def catalog(card_set=None) -> dict:
    """Return every card's printed data (names in English and Japanese), the investigators, UI words (with the round
    state's words), the action fields that name a card (card_fields) and the seats of a default (2-player) game.

    `card_set`: a designer's set (MY-MSGS-3) instead of the MSGS one; a card or investigator it defines otherwise
    than the MSGS set keeps no MSGS Japanese name or text."""
    msgs = load_set()
    card_set = msgs if card_set is None else card_set
    same = {k for k, c in card_set.cards.items() if msgs.cards.get(k) == c}
    same_invs = {k for k, i in card_set.investigators.items() if msgs.investigators.get(k) == i}
    ja_invs = WORDS["investigators"]
    investigators = {i.id: {"en": i.name, "ja": ja_invs.get(i.id, {}).get("ja", i.name) if i.id in same_invs
                            else i.name, "text": i.text} for i in card_set.investigators.values()}
    ui = {lang: {**words, **texts.TABLE.get(lang, {})} for lang, words in WORDS["ui"].items()}  # + round state
    card_texts = {"cards": {k: v for k, v in texts.CARD_TEXTS["cards"].items() if k in same},
                  "investigators": {k: v for k, v in texts.CARD_TEXTS["investigators"].items() if k in same_invs}}
    return {"cards": _printed_cards(card_set, same), "investigators": investigators, "ui": ui,
            "card_fields": list(CARD_FIELDS), "seats": list(mythos.SEATS[:2]), "card_texts": card_texts,
            "seat_names": {lang: {s: texts.seat_name(s, lang) for s in mythos.SEATS} for lang in LANGS},  # "Player 1"
            "help": texts.HELP, "target_points": Rules().target_points,   # the table says the win target (r6c)
            "glossary": {lang: spots(lang) for lang in LANGS}}   # the terms the table explains (dotted, on hover)


def table_catalog(state) -> dict | None:
    """Return the catalog of a table playing a designer's card set (setup cards=, MY-MSGS-3): its cards and
    investigators named and printed as that set has them; None for the MSGS set (the game's catalog serves)."""
    return None if state.setup.get("cards") is None else catalog(state.card_set)


def sentence(event, lang: str) -> str:
    """Return an event's sentence in `lang` (ja: Japanese; zh: English, no table)."""
    return texts.event_text(event.name, event.data, lang)


def banner(result, seat, lang: str, bots=()) -> dict:
    """Return the banner: the winner (or a draw), the end cause's sentence and the scores, seats named as people
    (the seats `bots` play as "Bot 2", as the story names them)."""
    return {"title": texts.result_title(result.outcome, lang, seat, bots),
            "text": texts.cause_text(result.cause, lang) + ("" if lang == "ja" else " ")   # no space after 。
            + texts.scores_text(result.scores, lang, seat, bots),
            "win": result.outcome == seat}


NAMES_SEATS = True      # legal() names the seats a move aims at as the reader's table does (frames/build.py)


def legal(state, actions, lang: str, seat: str | None = None, bots=()) -> list[dict]:
    """Return each legal action with the card instances it names (clicked on the table) or as a chip, its sentence
    and its chip's words (`label`: what a card play does), a seat it aims at named for the reader `seat` as its
    table names it ("Bot 2" for a seat of `bots`, else "Player 2"), never "p1" (issue 23)."""
    out = []
    bots = frozenset(bots or ())
    who = (lambda s: texts.seat_name(s, lang, seat, bots))
    for a in actions:
        cards = card_names(state, a)
        entry = {"id": str(a), "kind": a.kind, "fields": dict(a.fields), **texts.move_words(state, a, lang, who),
                 **pass_again(state, a, lang), **yithian_words(state, a, actions, lang)}
        lost = progress_cost(state, a, lang) or defend_risk(state, a, lang) or move_cost(state, a, lang)
        if lost:
            entry["label"] += lost
            entry["text"] = entry["text"].rstrip("。.") + lost + ("。" if lang == "ja" else ".")
        if cards:
            entry["cards"] = cards
            # remaining to bury a phobia is where the seat would move: a chip too, not only in the phobia's zoom
            entry["target"] = {"card": cards[0], **({"chip": True} if a.kind in CHIPS_TOO else {})}
        else:
            entry["target"] = {"chip": True}
        out.append(entry)
    return out


def _goal_counts(state, p: int, without: int | None = None) -> dict:
    """Return, per adventure in p's hand, (requirements met, requirements) as the tracker counts them (own view),
    counted `without` one card of p's adventure pool when given."""
    pool = [i for i in adventure_pool(state, p) if i != without]
    out = {}
    for inst in state.players[p].hand:
        reqs = state.card_of(inst).requirements
        if state.card_of(inst).type == "adventure":
            have = counts(state, p, reqs, pool, state.rules.shared_requirements)   # as the tracker (MY-ADV-2)
            out[inst] = (sum(h >= r.get("count", 1) for h, r in zip(have, reqs)), len(reqs))
    return out


def _tracked(state, p: int) -> tuple:
    """Return what the seat's adventure tracker is counted from (its adventure pool and arrived location): a move
    that leaves both as they were lowers no adventure, and its recount is skipped (the hot path, issue 23 r6d)."""
    return tuple(adventure_pool(state, p)), state.arrived(p)


def _falls(state, before: dict, after: dict, lang: str) -> list[str]:
    words = texts.PROMPTS[texts.table_lang(lang)]
    return [core_texts.fmt(words["goal_falls"], card=texts.inst_name(state, i, lang), met=after[i][0], of=n)
            for i, (met, n) in before.items() if i in after and after[i][0] < met]


def defend_risk(state, action, lang: str) -> str:
    """Return what burying a defender the seat's adventures count on does to them (issue 23 r5 M49): it goes to the
    bottom of the story deck (MY-ZONE-2, MY-COMBAT-6), where it still counts (MY-ADV-2), never "falls to 2 of 7"
    (newcomer R3-M r3md/28: the chip contradicted the glossary and the tracker); "" when no adventure counts it."""
    ally = dict(action.fields).get("ally")
    if action.kind != "defend" or type(ally) is not int:
        return ""
    p = state.seat_index(state.to_act)
    before, after = _goal_counts(state, p), _goal_counts(state, p, without=ally)
    counts = [i for i, (met, _) in before.items() if i in after and after[i][0] < met]
    words = texts.PROMPTS[texts.table_lang(lang)]
    quote = "「{}」" if lang == "ja" else "{}"
    names = words["falls_sep"].join(quote.format(texts.inst_name(state, i, lang)) for i in counts)
    return words["if_buried"] + core_texts.fmt(words["still_counts"], cards=names) + words["uses_end"] if counts else ""


# Moves whose cost move_cost does not tell: their own words do (an adventure's, a defender's), or nothing is lost.
NO_COST = ("defend", "pass", "done", "keep", "decline", "discard", "remain", "arrive")


def move_cost(state, action, lang: str) -> str:
    """Return what a move costs the seat, said before it is made (newcomer r6c item 2: a Car while walking discarded
    the walk, Dust of Suleiman with no target cost Sanity for nothing, Dysentery flipped the caster's own ally, each
    with no warning): " (discards your walk to X; no target now: you lose 1 Sanity for nothing; Y falls to 5 of 7)";
    "" when nothing is lost. Read in the seat's world (`seat_world`), never the true hidden cards (issue 23 r6d)."""
    if action.kind in NO_COST or state.to_act is None:
        return ""
    walked, nothing, flipped, falls = _cost_facts(state, action)
    words = texts.PROMPTS[texts.table_lang(lang)]
    said = [core_texts.fmt(words["cost_walk"], card=texts.inst_name(state, walked, lang))] if walked is not None else []
    said += [core_texts.fmt(words["cost_nothing" if lost > 0 else "cost_nothing_free"], n=lost) for lost in nothing]
    if flipped and action.kind != "flip":          # a card that also turns the seat's own allies face down
        said.append(core_texts.fmt(words["cost_flips"], cards=words["falls_sep"].join(
            texts.inst_name(state, i, lang) for i in flipped)))
    said += [core_texts.fmt(words["goal_falls"], card=texts.inst_name(state, i, lang), met=met, of=n)
             for i, met, n in falls]
    return words["cost_lead"] + words["falls_sep"].join(said) + words["cost_end"] if said else ""


# A "no target" the seat cannot know: Dust of Suleiman's target is a monster of the other side's threat, face down
# until the threats are revealed (MY-COMBAT-4); before that the seat's world holds made-up threats (issue 23 r6d).
HIDDEN_TARGETS = ("MY-COMBAT-3",)
# Events after which a move runs on into what the seat cannot see (the threats turned up and fought, a new deal):
# the seat's world makes those up, so nothing after them is said (issue 23 r6d).
RUNS_ON = ("reveal", "draw", "reshuffle", "round_end")
_WORLDS: dict = {}   # (id(state), step, seat) -> (state, its seat world, goal counts there, {action: cost facts})
WORLDS_KEPT = 8      # positions whose costs are kept: a position's frames (each language, each reader) reuse them


def seat_world(state, p: int):
    """Return a copy of `state` that seat p cannot tell from it and that is the same for every state p cannot tell
    apart (MY-HIDE-1): p's own cards and every face-up card as they are; every deck sorted; the other seats' hidden
    cards (hand, a face-down threat) dealt from their sorted pool; a generator fixed by the step."""
    world = state.clone()
    world.rng = Rng(len(state.history))
    shown = state.revealed()                       # threats face up: only hands and decks are hidden
    for q, pl in enumerate(world.players):
        own = [] if q == p or shown else [i for i in pl.threat if state.owner[i] == q]
        pool = sorted(pl.deck + own + ([] if q == p else pl.hand))
        monsters = [i for i in pool if state.card_of(i).type == "monster"
                    and state.card_of(i).subtype not in ("Great Old One", "Outer God")][:len(own)]
        threat = monsters if len(monsters) == len(own) else own
        rest = [i for i in pool if i not in threat]
        if q != p:
            pl.hand, rest = rest[:len(pl.hand)], rest[len(pl.hand):]
        pl.threat, pl.deck = [i for i in pl.threat if i not in own] + threat, rest
    return world


def _seat_entry(state) -> tuple:
    """Return the cache entry of the position for the seat to act: (state, seat world, goal counts, facts)."""
    p = state.seat_index(state.to_act)
    key = (id(state), len(state.history), p)
    entry = _WORLDS.get(key)
    if entry is None or entry[0] is not state:
        if len(_WORLDS) >= WORLDS_KEPT:
            _WORLDS.pop(next(iter(_WORLDS)))
        world = seat_world(state, p)
        entry = _WORLDS[key] = (state, world, _goal_counts(world, p), {})
    return entry


def _cost_facts(state, action) -> tuple:
    """Return what a move costs the seat to act, in no language: (the walk it discards or None, Sanity lost for no
    target, own allies it flips, (adventure, met, of) that fall); tried once per position and move (the hot path of
    every frame: issue 23 r6d) on a copy of the seat's world."""
    _, world, before, facts = _seat_entry(state)
    if action not in facts:
        p = world.seat_index(world.to_act)
        after = world.clone()
        after.events = []                          # the copy records what the move does
        after.apply(action)
        events = list(after.events or ())
        cut = next((k for k, e in enumerate(events) if e.name in RUNS_ON), None)
        mine = [e for e in events[:cut] if e.data.get("player") == f"p{p}"]
        pl, now = world.players[p], after.players[p]
        walked = pl.story[-1] if pl.story and pl.top_state == "walking" else None
        # a new walk, a Car or a Train ends the old one (its event, MY-LOC-4; newcomer desk_151)
        if not any(e.name == "walk_abandoned" for e in mine):
            walked = None
        paid = -sum(e.data.get("delta", 0) for e in mine if e.name == "sanity")
        nothing = tuple(paid for e in mine if e.name == "no_effect"
                        and (e.rule not in HIDDEN_TARGETS or world.revealed()))
        if cut is not None:                        # what follows the reveal or a deal is not the seat's to know
            facts[action] = (walked, nothing, (), ())
            return facts[action]
        flipped = tuple(a["card"] for a, b in zip(pl.allies, now.allies)
                        if not a["flipped"] and b["flipped"] and a["card"] == b["card"])
        counts = before if _tracked(after, p) == _tracked(world, p) else _goal_counts(after, p)
        facts[action] = (walked, nothing, flipped, tuple((i, counts[i][0], n) for i, (met, n) in before.items()
                                                         if i in counts and counts[i][0] < met))
    return facts[action]


def progress_cost(state, action, lang: str) -> str:
    """Return what completing an adventure costs the seat (MY-ADV-3: its story deck is discarded but its location):
    " — uses 3 story cards: Alone in the World falls to 2 of 7" ("" for any other move, or none lost). Read from
    the seat's own hand and story deck only: the move is tried on a copy and the seat's adventure tracker compared
    (issue 23 r5 item 3, M62/M63)."""
    f = dict(action.fields)
    if action.kind != "play" or type(f.get("card")) is not int or state.card_of(f["card"]).type != "adventure":
        return ""
    p = state.seat_index(state.to_act)
    story = state.players[p].story
    keep = 1 if story and state.card_of(story[-1]).type == "location" else 0
    used = len(story) - keep
    if used <= 0:
        return ""
    _, world, before, _ = _seat_entry(state)        # the seat's world: never the true hidden cards (r6d)
    after_state = world.clone()
    after_state.apply(action)
    after = _goal_counts(after_state, p)
    words = texts.PROMPTS[texts.table_lang(lang)]
    falls = _falls(state, before, after, lang)
    said = core_texts.fmt(words["uses_story_1" if used == 1 else "uses_story"], n=used)
    if falls:
        said += words["falls_lead"] + words["falls_sep"].join(falls)
    return said + words["uses_end"]


def _passes(state) -> tuple[bool, int, int] | None:
    """Return (this pass ends card play, passes so far, passes that end it) when the seat to act passed already in
    card play (MY-ROUND-3: it may only pass again), else None."""
    if state.pending is None or state.pending.kind != "play" or state.to_act is None:
        return None
    if not state.players[state.seat_index(state.to_act)].passed:
        return None
    end = passes_to_end(state)
    return state.passes + 1 >= end, state.passes, end


def pass_again(state, action, lang: str) -> dict:
    """Return the chip of a second pass ("Pass again: card play ends"), {} for any other move: a seat that passed
    is asked again while the other side plays on, and "Pass: you play no more cards" read as if its pass had not
    counted (issue 23 r6 item 5)."""
    asked = _passes(state) if action.kind == "pass" else None
    if asked is None:
        return {}
    words = texts.PROMPTS[texts.table_lang(lang)]
    label = words["pass_again_ends" if asked[0] else "pass_again"]
    return {"label": label, "text": _why_again(state, lang).strip()}


def yithian_words(state, action, actions, lang: str) -> dict:
    """Return the chips of the Yithian's choice (MY-COMBAT-4): its swap says what happens ("Bury Yithian: a random
    defender fights in your threat instead", not "Take Yithian into your threat"), and its "keep" names the Yithian
    kept rather than "Keep them" (issue 23 r6 item 1); {} for any other move."""
    words = texts.PROMPTS[texts.table_lang(lang)]
    if action.kind == "convert":
        return {"label": core_texts.fmt(words["convert_chip"], card=texts.inst_name(state, action["monster"], lang))}
    swap = next((a for a in actions if a.kind == "convert"), None)
    if action.kind != "keep" or swap is None:
        return {}
    said = core_texts.fmt(words["keep_yithian"], card=texts.inst_name(state, swap["monster"], lang))
    return {"label": said.rstrip("。."), "text": said}


def prompt(state, actions, lang: str) -> str:
    """Return what the table asks the seat to act on its turn of card play, made from its legal actions; a seat that
    passed already is first told why it is asked again (issue 23 r6 item 5)."""
    return _discard_asks(state, actions, lang) or _why_again(state, lang) + texts.prompt(state, actions, lang)


def _discard_asks(state, actions, lang: str) -> str:
    """Return how the end of round's discard is done ("click a card, then its Discard chip") and how far it must go,
    "" at other steps (newcomer r6b: "discard down to 5–7 cards" named no way to discard nor when to stop)."""
    if state.pending is None or state.pending.kind != "discard" or not actions:
        return ""
    p = state.pending.player
    low, high = hand_limits(state, p)
    n = len(state.players[p].hand)
    key = "discard_must" if n > high else "discard_may"
    return core_texts.fmt(texts.ASKS[texts.table_lang(lang)][key], n=n, min=low, max=high, k=n - high)


def _why_again(state, lang: str) -> str:
    """Return why a seat that passed is asked to pass again ("You passed already and the other side played on: one
    more pass ends card play…"), "" when it has not passed."""
    asked = _passes(state)
    if asked is None:
        return ""
    ends, n, end = asked
    words = texts.PROMPTS[texts.table_lang(lang)]
    return core_texts.fmt(words["passed_asks_ends" if ends else "passed_asks"], n=n, end=end)


def compact(node, cards=None):
    """Return a view in which each card face ({"inst", "id", ...}) drops the printed fields equal to its card's."""
    cards = load_set().cards if cards is None else cards
    if isinstance(node, list):
        return [compact(v, cards) if isinstance(v, (dict, list)) else v for v in node]
    if not isinstance(node, dict):
        return node
    out = {k: compact(v, cards) if isinstance(v, (dict, list)) else v for k, v in node.items()}
    card = cards.get(node.get("id")) if type(node.get("inst")) is int else None
    if card is not None:
        for key in PRINTED:
            if key in out and out[key] == getattr(card, key):
                del out[key]
    return out
