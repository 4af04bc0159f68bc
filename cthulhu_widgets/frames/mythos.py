"""The Mythos table's frame: every card's printed data in the catalog (so a view's card faces keep only what differs,
see `compact`), each move with the card instances it names (clicked on the table) or as a chip."""
from __future__ import annotations

import json
from pathlib import Path

from ..core import texts as core_texts
from ..games import mythos
from ..games.mythos import texts
from ..games.mythos.card_effects import passes_to_end
from ..games.mythos.data import load_set
from ..games.mythos.plays import JOINED
from ..games.mythos.rules import Rules
from ..games.mythos.values import hand_limits, monster_value
from ..games.mythos.sentences.commit import COMMIT
from ..games.mythos.sentences.glossary import spots
from .mythos_costs import (NO_COST, _goal_counts, defend_fate, defend_risk, move_cost, phobia_cost,  # noqa: F401
                           progress_cost, seat_world)
from .mythos_aim import cast_words
from .mythos_arrival import arrival_words, with_note
from .mythos_done import done_words
from .mythos_hounds import with_warning
from .mythos_limits import limits_changed_by
from .mythos_needs import discard_warning, keep_ready
from .mythos_goal import aim_at, next_adventure_said
from .mythos_values import swap_span
from .mythos_turns import pass_discards, pass_truth, walk_waits
from .mythos_use_step import use_asks
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


# Titles the card list (docs/rules, mythos_msgs_cards.md) spells as a reader takes for a typo: the reader reads the
# word spelt right (newcomer review 10, finding 7: "King's Church Cemetary").
SPELT = {"Cemetary": "Cemetery"}


# two printings of one title, told apart by their occupation wherever a player reads the name (newcomer review 11,
# finding 5: "the same-named Mi-Go showing different text at different times"); the rules still read "Mi-Go"
TWINS = {"mi_go_worker": "Worker", "mi_go_soldier": "Soldier"}


def display_name(name: str) -> str:
    """Return a printed title as it is read: "Terrible Old Man, The" -> "The Terrible Old Man"."""
    for wrong, right in SPELT.items():
        name = name.replace(wrong, right)
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
        en = display_name(c.name) + (f" ({TWINS[c.id]})" if c.id in TWINS else "")
        entry = {"en": en, "ja": ja_cards.get(c.id, {}).get("ja") if c.id in same else None}
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
    return {**out, "count": [r.get("count", 1) for r in card.requirements],   # how many cards each asks
            "kinds": [r.get("kind") for r in card.requirements]}   # a missing spell says how to get one (review 38)


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


def _costs(state, a, lang: str) -> tuple[str, str]:
    """Return what a move costs in full (its sentence) and in short (its chip: a random discard's risk counted, the
    list in the card's text; review 7 read a chip cut mid-list at Congregational Hospital)."""
    lost = progress_cost(state, a, lang)
    if lost:
        return (lost + phobia_cost(state, a, lang),) * 2
    risk = defend_fate(state, a, lang) + defend_risk(state, a, lang)    # what befalls it (review 22), then what
    if risk:                                            # its chip: the fate in short (review 28, mythos_en 2)
        return risk, defend_fate(state, a, lang, short=True) + defend_risk(state, a, lang)
    return move_cost(state, a, lang), move_cost(state, a, lang, short=True)


# prompt() reads the positions since the seat's last goal line: "New aim" once (review 32, mythos_ja 4); legal() not.
# A room keeps each position's aim in its Step (frames/build.py Frames.step), as it keeps no states.
READS_POSITIONS = True
step_note = aim_at


def legal(state, actions, lang: str, seat: str | None = None, bots=(), positions=None) -> list[dict]:
    """Return each legal action with the card instances it names (clicked on the table) or as a chip, its sentence
    and its chip's words (`label`: what a card play does), a seat it aims at named for the reader `seat` as its
    table names it ("Bot 2" for a seat of `bots`, else "Player 2"), never "p1" (issue 23)."""
    out = []
    bots = frozenset(bots or ())
    who = (lambda s: texts.seat_name(s, lang, seat, bots))
    for a in actions:
        cards = card_names(state, a)
        entry = {"id": str(a), "kind": a.kind, "fields": dict(a.fields), **texts.move_words(state, a, lang, who),
                 **pass_again(state, a, lang), **yithian_words(state, a, actions, lang),
                 **cast_words(state, a, lang, who)}   # whom a cast hits (review 17, 2)
        lost, brief = _costs(state, a, lang)
        if lost:
            entry["label"] += brief
            entry["text"] = entry["text"].rstrip("。.") + lost + ("。" if lang == "ja" else ".")
        there = arrival_words(state, a, lang, told=lost)   # what arriving does besides Sanity (newcomer review 9)
        entry["label"], entry["text"] = with_note(entry["label"], there, lang), with_note(entry["text"], there, lang)
        waits = walk_waits(state, a, lang)     # a walk on the last turn arrives next round (newcomer review 9)
        entry["label"], entry["text"] = entry["label"] + waits[0], entry["text"] + waits[1]
        if cards:
            entry["cards"] = cards
            # remaining to bury a phobia is where the seat would move: a chip too, not only in the phobia's zoom
            entry["target"] = {"card": cards[0], **({"chip": True} if a.kind in CHIPS_TOO else {})}
        else:
            entry["target"] = {"chip": True}
        if a.kind == "pass":                    # "Pass: no more cards, then discard 6" (MY-ROUND-5; review 24)
            entry["label"], entry["text"] = pass_discards(state, entry, lang)
        warned = discard_warning(state, a, lang)   # a card an adventure in hand needs asks again (review 17)
        if warned:
            entry["label"], entry["text"] = warned
            entry["target"]["confirm"] = True
        out.append(entry)
    done_words(state, out, lang)   # a combat stop's Done says what the stop is for (review 17, finding 3)
    return out


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
    """Return the chip of a pass that ends card play or is a second pass ("Pass: card play ends", "Pass again"),
    {} for any other move: a seat that passed is asked again while the other side plays on (issue 23 r6 item 5), and
    a pass after the others' ended card play unannounced (newcomer review 7: the pass rule surprised)."""
    asked = _passes(state) if action.kind == "pass" else None
    words = texts.PROMPTS[texts.table_lang(lang)]
    if asked is None:
        ends = _pass_ends(state, lang) if action.kind == "pass" else ""
        return {"label": words["pass_ends"], "text": ends.strip()} if ends else {}
    label = words["pass_again_ends" if asked[0] else "pass_again"]
    return {"label": label, "text": _why_again(state, lang).strip()}


def _pass_ends(state, lang: str) -> str:
    """Return the truth of the pass rule for the seat to act once another has passed (mythos_turns.pass_truth: "your
    opponent passed already, so this is your last turn…"), "" when none has or the seat passed itself."""
    return pass_truth(state, lang)


def yithian_words(state, action, actions, lang: str) -> dict:
    """Return the chips of the Yithian's choice (MY-COMBAT-4): its swap says what happens ("Bury Yithian: a random
    defender fights in your threat instead", not "Take Yithian into your threat"), and its "keep" names the Yithian
    kept rather than "Keep them" (issue 23 r6 item 1); {} for any other move."""
    words = texts.PROMPTS[texts.table_lang(lang)]
    if action.kind == "convert":
        return {"label": core_texts.fmt(words["convert_chip"], card=texts.inst_name(state, action["monster"], lang),
                                        values=swap_span(state, words["span_to"]),
                                        value=monster_value(state, action["monster"]))}   # what it gives up (review 35)
    swap = next((a for a in actions if a.kind == "convert"), None)
    if action.kind != "keep" or swap is None:
        return {}
    said = core_texts.fmt(words["keep_yithian"], card=texts.inst_name(state, swap["monster"], lang),
                          value=monster_value(state, swap["monster"]))
    return {"label": said.rstrip("。."), "text": said}


def prompt(state, actions, lang: str, positions=None) -> str:
    """Return what the table asks the seat to act on its turn of card play, made from its legal actions; a seat that
    passed already is first told why it is asked again (issue 23 r6 item 5), and one whose pass would end card play
    that it would (newcomer review 7)."""
    said = texts.prompt(state, actions, lang)
    ends = _pass_ends(state, lang) if said and any(a.kind == "pass" for a in actions) else ""
    asks = _discard_asks(state, actions, lang) or _commit_asks(state, actions, lang) \
        or use_asks(state, actions, lang) or _why_again(state, lang) + ends + said
    # the seat's nearest adventure, while it may still play a card (review 31, mythos_en 1: nothing steered to adventures)
    goal = next_adventure_said(state, state.to_act, lang, positions) if said and any(a.kind != "pass" for a in actions) \
        else ""
    sep = "" if texts.table_lang(lang) == "ja" else " "
    return with_warning(state, actions, asks, lang) + (sep + goal if goal else "")


def _commit_asks(state, actions, lang: str) -> str:
    """Return the commit stop's ask when only one way to send allies is legal, with why not the other, and that an
    assaulting ally is buried (MY-COMBAT-2, MY-COMBAT-7); "" otherwise (the step's own words). The stop read
    "commit allies to defend (or assault)" with only an assault chip (newcomer review 21, en finding 4)."""
    if state.pending is None or state.pending.kind != "commit" or state.to_act is None:
        return ""
    kinds = {a.kind for a in actions}
    after = _assaulting(state, kinds, lang)
    if after:
        return after
    if kinds == {"assault", "done"}:
        key = "commit_assault"
    elif kinds == {"defend", "done"}:
        key = "commit_defend" if state.players[state.seat_index(state.to_act)].target is not None \
            else "commit_defend_none"
    else:
        return ""
    return COMMIT[texts.table_lang(lang)][key]


def _assaulting(state, kinds: set, lang: str) -> str:
    """Return the commit stop's ask once the seat's allies assault and none more may: who assaults, then defend or
    Done (newcomer review 23, mythos_ja 3: 'none may assault' stood beside Gomes assaulting); "" otherwise."""
    pl = state.players[state.seat_index(state.to_act)]
    if not pl.assault or not kinds <= {"defend", "done"}:
        return ""
    words = COMMIT[texts.table_lang(lang)]
    names = [texts.inst_name(state, i, lang) for i in pl.assault]
    who = core_texts.fmt(words["assaulting" if len(names) == 1 else "assaulting_n"], allies=words["and"].join(names))
    return who + words["then_defend" if "defend" in kinds else "then_done"]


def _discard_asks(state, actions, lang: str) -> str:
    """Return how the end of round's discard is done ("click a card to discard it") and how far it must go,
    "" at other steps (newcomer r6b: "discard down to 5–7 cards" named no way to discard nor when to stop)."""
    if state.pending is None or state.pending.kind != "discard" or not actions:
        return ""
    p = state.pending.player
    low, high = hand_limits(state, p)
    n = len(state.players[p].hand)
    key = "discard_must" if n > high else "discard_may"
    return core_texts.fmt(texts.ASKS[texts.table_lang(lang)][key], n=n, min=low, max=high, k=n - high, down=n - low,
                          why=limits_changed_by(state, p, lang), ready=keep_ready(state, p, lang))


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
    if node.get("game") == "mythos":
        out["players"] = [_gate_shown(pl) for pl in out.get("players") or ()]
    card = cards.get(node.get("id")) if type(node.get("inst")) is int else None
    if card is not None:
        for key in PRINTED:
            if key in out and out[key] == getattr(card, key):
                del out[key]
    return out


def _gate_shown(player: dict) -> dict:
    """Return a player's view whose gate is told used only at an arrived location (MY-ZONE-3: a used gate turns the
    current location upside down): a walk, a journey or no location keeps no used gate (review 5: "gate used" showed
    while walking, the walked-from location's gate)."""
    if player.get("top_state") == "upright" or not player.get("gate_used"):
        return player
    return {**player, "gate_used": False}
