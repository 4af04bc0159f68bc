"""MythosWidget: the Mythos table on a canvas — every player's investigator, story deck, allies, artifacts,
tomes, threat and adventures, the combat, and the viewer's hand; cards are clicked to act, chips do the rest."""
from __future__ import annotations

import json
from pathlib import Path

import traitlets

from ..bots import make_bot
from ..games import mythos
from ..games.mythos import texts
from ..games.mythos.data import load_set
from ..games.mythos.plays import JOINED
from .base import GameWidget

WORDS = json.loads((Path(__file__).with_name("mythos_words.json")).read_text(encoding="utf-8"))

# Action fields whose value is a card instance: clicking that card on the table offers the action. Any other
# field (a target seat, a flag) makes no card clickable; such actions become chips. The catalog sends this list
# to the front end (card_fields), so the two never differ.
CARD_FIELDS = ("card", "spell", "ally", "tome", "weapon", *JOINED, "victim", "monster", "by", "phobia",
               "artifact", "item")
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


class MythosWidget(GameWidget):
    """The whole table from one seat (default p0); heuristic bots play the other seats.

    The synced `view` is the seat's view (the designer's in design mode, decks included) in which card
    faces carry only their instance, id and what differs from the printed card: the catalog, synced once, holds
    the printed data, which keeps a step's message small (see `compact`).

    `MythosWidget(seed=None, rules=None, setup=None, decks=None, seat="p0", mode="play", lang="en", bots=None)`:
    `decks` names one MSGS deck per player (2 to 4, default Corrupt vs Steadfast); `lang="ja"` shows Japanese
    card names. `w.seat = "p1"` (or the seat menu) switches the viewing seat; `w.reveal = True` shows every
    hand, deck and threat. See GameWidget for the rest of the API.
    """

    game_module = mythos
    languages = texts.LANGS

    def __init__(self, seed: int | None = None, rules=None, setup: dict | None = None, *, decks=None, **kwargs):
        """Start a game; `decks` (a list of deck names) is a shorthand for `setup={"decks": decks}`."""
        if decks is not None:
            setup = {**(setup or {}), "decks": list(decks)}
        super().__init__(seed, rules, setup, **kwargs)

    def catalog(self) -> dict:
        """Return every card's printed data (names in English and Japanese), the investigators, UI words and the
        action fields that name a card (card_fields)."""
        card_set = load_set()
        ja_cards, ja_invs = WORDS["cards"], WORDS["investigators"]
        cards = {}
        for c in card_set.cards.values():
            entry = {"en": display_name(c.name), "ja": ja_cards.get(c.id, {}).get("ja")}
            for key in CARD_STATS:
                value = getattr(c, key)
                if value not in (None, (), "", False) or (key == "value" and value == 0):
                    entry[key] = list(value) if isinstance(value, tuple) else value
            cards[c.id] = {k: v for k, v in entry.items() if v is not None}
        investigators = {i.id: {"en": i.name, "ja": ja_invs.get(i.id, {}).get("ja", i.name), "text": i.text}
                         for i in card_set.investigators.values()}
        match = getattr(self, "match", None)  # None while GameWidget.__init__ asks; _sync corrects the seats
        ui = {lang: {**words, **texts.TABLE.get(lang, {})} for lang, words in WORDS["ui"].items()}  # + round state
        return {"cards": cards, "investigators": investigators, "ui": ui, "card_fields": list(CARD_FIELDS),
                "seats": list(match.state.seats if match else mythos.SEATS[:2]),
                "card_texts": {"cards": texts.CARD_TEXTS["cards"], "investigators": texts.CARD_TEXTS["investigators"]}}

    def event_sentence(self, event) -> str:
        """Return an event's sentence in the table's language (ja: Japanese; zh: English, no table)."""
        return texts.event_text(event.name, event.data, self.lang)

    def result_banner(self, state, design: bool) -> dict:
        """Return the banner: the winner (or a draw), the end cause's sentence and the scores."""
        r = state.result
        scores = ", ".join(f"p{i} {s}" for i, s in enumerate(r.scores))
        out = {"title": texts.result_title(r.outcome, self.lang),
               "text": texts.cause_text(r.cause, self.lang) + " " + texts.WORDS[texts.table_lang(self.lang)][
                   "scores"].format(scores=scores), "win": r.outcome == self.seat}
        return {**out, "rule": r.rule} if design else out

    def default_bots(self) -> dict:
        """Return heuristic bots for every seat (the viewed seat's bot is the toolbar's "bot move")."""
        return {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(mythos.SEATS)}

    def describe_legal(self, state, actions) -> list[dict]:
        """Return each legal action with the card instances it names (clicked on the table) or as a chip."""
        out = []
        for a in actions:
            cards = card_names(state, a)
            entry = {"id": str(a), "kind": a.kind, "fields": dict(a.fields), "text": texts.action_text(state, a, self.lang)}
            if cards:
                entry["cards"] = cards
                entry["target"] = {"card": cards[0]}
            else:
                entry["target"] = {"chip": True}
            out.append(entry)
        return out

    def restart(self, seed: int | None = None, rules=None, setup: dict | None = None) -> MythosWidget:
        """Start a new game, keeping the decks (so the seats) unless a new setup names others."""
        if setup is None:
            setup = {"decks": list(self.state.setup.get("decks", ("corrupt", "steadfast")))}
        return super().restart(seed=seed, rules=rules, setup=setup)

    @traitlets.validate("seat")
    def _valid_seat(self, proposal):
        """Refuse a seat this game does not have (a 2-player game has only p0 and p1)."""
        match = getattr(self, "match", None)
        if match is not None and proposal["value"] not in match.state.seats:
            raise traitlets.TraitError(f"seat must be one of {', '.join(match.state.seats)}, "
                                       f"not {proposal['value']!r}")
        return proposal["value"]

    def seats(self) -> tuple:
        """Return this game's seats (2 to 4)."""
        return tuple(self.state.seats)

    def _sync(self, error: str = "") -> None:
        """Sync every trait in one message: the compact view, this game's seats in the catalog."""
        with self.hold_sync():
            super()._sync(error)
            seats = list(self.state.seats)
            if self.catalog_data.get("seats") != seats:
                self.catalog_data = {**self.catalog_data, "seats": seats}
            self.view = compact(self.view)                 # the designer's view carries the decks itself


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
