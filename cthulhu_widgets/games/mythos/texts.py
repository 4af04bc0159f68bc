"""Texts of Mythos for logs, banners and choices that teach the rules: the functions that fill them, and the tables of
each language (TEXTS, CAUSES, WORDS, PROMPTS) assembled from sentences/<lang>.py: English and the seed's Japanese
(sentences/ja.py: the seed 002 is a Japanese rules summary). Chinese has no table for this game: "zh" falls back to
English (`table_lang`). Card ids are shown as card names of the language ("The Price", 「代償」); card texts are in
card_texts.json (the Japanese card texts are our translation of the project's English paraphrases)."""
from __future__ import annotations

import json
import re
from pathlib import Path

from ...core import texts as core_texts
from .data import load_set
from .sentences import en, ja
from .sentences.twins import TWIN_CHIPS   # two like chips say what differs (newcomer review 23, finding 7)
from .sentences.hop import HOP_CHIPS, HOP_LINES   # a City hop says how far it reaches (review 23, mythos_ja 5)
from .sentences.phobia_chips import PHOBIA_CHIPS   # what a move costs by a phobia, said on its chip
from .sentences.why_all import WHY_ALL   # every reason a card waits, at once (review 39, mythos_en 8)
from .sanity_cost import cost_words

LANGUAGE_MODULES = {"en": en, "ja": ja}  # sentences/<lang>.py
LANGS = tuple(LANGUAGE_MODULES)  # languages with a table; the widget's other languages fall back to English
CARD_TEXTS = json.loads(Path(__file__).with_name("card_texts.json").read_text(encoding="utf-8"))

TEXTS = {lang: module.TEXTS for lang, module in LANGUAGE_MODULES.items()}
_TEXTS = TEXTS["en"]  # the English table (the engine's event texts)

CAUSES = {lang: module.CAUSES for lang, module in LANGUAGE_MODULES.items()}

WORDS = {lang: {**module.WORDS, **HOP_LINES[lang]} for lang, module in LANGUAGE_MODULES.items()}

# What each choice does, by action kind (a card play by what it does); what the table asks on a turn of card play
# (ASKS: the legal OPTIONS joined by OR); the app's title, rules reminder, how to read the table and seat controls.
PROMPTS = {lang: {**module.PROMPTS, **TWIN_CHIPS[lang], **HOP_CHIPS[lang], **PHOBIA_CHIPS[lang]}
           for lang, module in LANGUAGE_MODULES.items()}
ASKS = {lang: module.ASKS for lang, module in LANGUAGE_MODULES.items()}
OPTIONS = {lang: module.OPTIONS for lang, module in LANGUAGE_MODULES.items()}
OR = {lang: module.OR for lang, module in LANGUAGE_MODULES.items()}
HELP = {lang: module.HELP for lang, module in LANGUAGE_MODULES.items()}

# Words of the table for the round's and the combat's state (Day/Night, first player, Ambush, rest…): the widget's
# catalog adds them to its UI words.
TABLE = {lang: {**module.TABLE, **WHY_ALL[lang]} for lang, module in LANGUAGE_MODULES.items()}
NEEDS = {lang: module.NEEDS for lang, module in LANGUAGE_MODULES.items()}  # an adventure's requirements
_CARD_KEYS = ("card", "tome", "by", "ally", "monster", "thief", "to")


def table_lang(lang: str) -> str:
    """Return the language whose table is used for `lang` (English where this game has no table)."""
    return lang if lang in LANGS else "en"


def card_name(card_id: str, lang: str = "en") -> str:
    """Return a card's (or an investigator's) name in `lang`, as it is read ("The Price", not "Price, The")."""
    entry = CARD_TEXTS["cards"].get(card_id) or CARD_TEXTS["investigators"].get(card_id)
    return entry[table_lang(lang)]["name"] if entry else card_id


def inst_name(state, inst: int, lang: str = "en") -> str:
    """Return the name of a card instance of this game in `lang`: the card's name in the texts when the game plays
    it as the MSGS set prints it, else its own printed title as read (a designer's card, MY-MSGS-3)."""
    card = state.card_of(inst)
    if card.id in CARD_TEXTS["cards"] and load_set().cards.get(card.id) == card:
        return card_name(card.id, lang)
    return f"The {card.name[:-5]}" if card.name.endswith(", The") else card.name


def _why(value, lang: str) -> str:
    words = WORDS[lang]["why"]
    if value in CARD_TEXTS["cards"]:
        return card_name(value, lang)
    m = re.fullmatch(r"(p\d)'s threat", str(value))
    if m:
        return words["threat"].format(seat=m.group(1))
    return words.get(value, value)


def event_text(name: str, data: dict, lang: str = "en") -> str:
    """Return the sentence of an event in `lang` (card ids shown as card names of that language)."""
    lang = table_lang(lang)
    template = TEXTS[lang].get(name)
    if name == "plays" and data.get("target") is not None:   # a card played on a seat names it ("… on p1")
        template = WORDS[lang]["plays_on"]
    template = WORDS[lang].get(f"{name}_{data.get('how')}", template)   # a lost location: where it went (r6f)
    if data.get("by") is not None:      # another seat's card did it: named first (newcomer review 15, finding 4)
        template = WORDS[lang].get(f"{name}_{data.get('how')}_by", template)
    if template is None:
        return name
    shown = dict(data)
    for key in _CARD_KEYS:
        if isinstance(shown.get(key), str) and shown[key] in CARD_TEXTS["cards"]:
            shown[key] = card_name(shown[key], lang)
    if isinstance(shown.get("cards"), list):
        names = [card_name(c, lang) for c in shown["cards"]]
        shown["cards"] = ("、" if lang == "ja" else ", ").join(names) or WORDS[lang]["nothing"]
        if name == "flipped" and len(names) > 1:    # one line per cause names every ally (newcomer review 15)
            shown["cards"] = ("」、「" if lang == "ja" else ", ").join(names[:-1]) + WORDS[lang]["list_and"] + names[-1]
    if isinstance(shown.get("blocks"), list):
        shown["blocks"] = ", ".join(map(str, shown["blocks"]))
    if "why" in shown:
        shown["why"] = _why(data["why"], lang)
    if "how" in shown:
        shown["how"] = WORDS[lang]["how"].get(data["how"], data["how"])
    if name == "game_over":
        shown["cause_text"] = cause_text(data.get("cause"), lang) + " " + WORDS[lang]["scores"].format(
            scores=", ".join(f"p{i} {s}" for i, s in enumerate(data.get("scores", []))))
    return core_texts.fmt(template, **shown)


def cause_text(cause: str, lang: str = "en") -> str:
    """Return the result sentence of an end cause."""
    return CAUSES[table_lang(lang)].get(cause, cause)


def seat_name(seat: str, lang: str = "en", viewer: str | None = None, bots=()) -> str:
    """Return a seat named as a person for `viewer`: "You" for itself, else "Bot 2" (p1, a seat of `bots`) or
    "Player 2" (p1), never "p1"."""
    words = WORDS[table_lang(lang)]
    if seat == viewer:
        return words["you"]
    if not re.fullmatch(r"p\d+", str(seat)):
        return str(seat)
    return words["bot" if seat in bots else "player"].format(n=int(seat[1:]) + 1)


def result_title(outcome: str, lang: str = "en", seat: str | None = None, bots=()) -> str:
    """Return the banner's title for `seat`: "You win" for its own win, the winner's, or a draw."""
    words = WORDS[table_lang(lang)]
    if outcome == "draw":
        return words["draw"]
    return words["you_win"] if outcome == seat else words["win"].format(seat=seat_name(outcome, lang, None, bots))


def scores_text(scores, lang: str = "en", seat: str | None = None, bots=()) -> str:
    """Return the scores of every seat ("Scores: You: 14, Player 2: 12."), each seat named as a person."""
    words = WORDS[table_lang(lang)]
    named = [words["score_of"].format(name=seat_name(f"p{i}", lang, seat, bots), score=s) for i, s in enumerate(scores)]
    return words["scores"].format(scores=core_texts.list_sep(lang).join(named))


def needs_text(req: dict, lang: str = "en", term=lambda t: t) -> str:
    """Return an adventure's printed requirement `req` (MY-ADV-1/2) as the tracker lists it in `lang`: a card's
    title, or the kind with the terms asked (`term` gives a printed term in `lang`)."""
    needs = NEEDS[table_lang(lang)]
    kind, n = req.get("kind"), req.get("count", 1)
    if kind == "title":
        return card_name(req["title"], lang)
    asked = [[req[k]] if isinstance(req[k], str) else req[k]
             for k in ("alignment", "occupation", "subtype", "attribute", "icon", "subregion") if k in req]
    what = needs["and"].join(needs["or"].join(term(v) for v in vs) for vs in asked)  # each field, then any of its
    if kind in ("ally", "monster") and not what:
        text = needs[f"any_{kind}"] if n == 1 else needs["monsters"].format(n=n)
    elif kind in ("ally", "location", "monster"):
        text = needs[kind if n == 1 else {"ally": "allys", "location": "locations", "monster": "monster_s"}[kind]]
        text = text.format(n=n, what=what)
    else:
        text = needs.get(kind, "{what}").format(what=what or kind, n=n)
    extra = [needs["gate"] if req.get("gate") else "", needs["cities"] if req.get("different_subregions") else ""]
    return core_texts.list_sep(lang).join([text, *filter(None, extra)])


def action_text(state, action, lang: str = "en") -> str:
    """Return what a legal action does, as a sentence in `lang` (card instances shown as card names)."""
    return move_words(state, action, lang)["text"]


def move_words(state, action, lang: str = "en", who=None) -> dict:
    """Return a legal action's words in `lang`: {"text": its sentence, "label": its chip (the sentence without its
    full stop: a card play says what it does, "Walk to Arkham: you arrive on a later turn")}; `who` names a seat
    it aims at as the table does ("Bot 2"; default: seat_name, "Player 2"), never "p1" (issue 23)."""
    lang = table_lang(lang)
    key, fill = _move_key(state, action, lang)
    who = who or (lambda seat: seat_name(seat, lang))
    for field in ("target", "threat"):                            # a seat aimed at, or whose threat it is
        if re.fullmatch(r"p\d+", str(fill.get(field, ""))):
            fill[field] = who(fill[field])
    text = core_texts.fmt(PROMPTS[lang][key], **fill)
    for field in ("target", "threat"):       # ja: no space between a particle and a seat's name, as in the story
        seat = str(fill.get(field, ""))      # (「ゴメス」でボット 2 の…, never 「ゴメス」で ボット 2 の…: review 11)
        if lang == "ja" and re.match(r"[\u3040-\u30ff\u3400-\u9fff]", seat):
            text = re.sub(r"(?<=[^\x00-\x7f]) " + re.escape(seat), seat, text)
    label, stop = text.rstrip("。."), ("。" if lang == "ja" else ".")
    if action.kind == "defend" and _one_threat(state):   # the chip leads with its result; whose threat is the
        label = core_texts.fmt(PROMPTS[lang]["defend_chip"], card=fill["card"])   # hover's (review 28)
    why = no_assault(state, action, lang)                       # a defender that may not assault says why (r11),
    if why:                                                     # in its sentence only (review 28, mythos_en 2)
        text = text.rstrip("。.") + why + stop
    if _last_to_send(state, action):                            # no Done after it (newcomer review 15, finding 6)
        label += PROMPTS[lang]["last_ally_short"]
        text = text.rstrip("。.") + PROMPTS[lang]["last_ally"] + stop
    if fill.get("walked"):                                      # MY-LOC-4: the walk it abandons
        text += core_texts.fmt(PROMPTS[lang]["abandon"], walked=fill["walked"])
    return {"text": text, "label": label}


def _last_to_send(state, action) -> bool:
    """Return whether `action` sends the seat's last ally it could send to the combat (MY-COMBAT-2): its choice then
    ends by itself, the lone Done played for it as every lone move is (frames/forced.py), where with another ally
    left it chooses Done (newcomer review 15, finding 6: one ally ended the step at once, two asked Done)."""
    if action.kind not in ("defend", "assault") or state.phase != "combat":
        return False
    allies = {dict(a.fields).get("ally", dict(a.fields).get("card")) for a in state.legal_actions()
              if a.kind in ("defend", "assault")}
    return len(allies) == 1


def _one_threat(state) -> bool:
    """Return whether every defend chip of the stop faces the same threat (a two-seat game): the chip need not say whose."""
    return len({dict(a.fields).get("threat") for a in state.legal_actions() if a.kind == "defend"}) == 1


WEAPONS = ("Weapon", "Enchanted Weapon")   # an artifact that arms an ally: "Arm X with …", never "Give"


def _names(state, action, lang: str):
    f = dict(action.fields)

    def name(key):
        v = f.get(key)
        return inst_name(state, v, lang) if type(v) is int and 0 <= v < len(state.card) else ""
    return f, name


def _move_key(state, action, lang: str) -> tuple[str, dict]:
    """Return the PROMPTS key of a legal action and the values its template is filled with."""
    f, name = _names(state, action, lang)
    kind = action.kind
    card = name("card") or name("spell") or name("phobia") or name("monster") or name("ally") or name("weapon")
    fill = {"card": card, "target": f.get("target", ""), "ally": name("ally"), "by": name("by") or f.get("by", ""),
            "into": name("tome") or name("ally"), "kind": kind, "threat": f.get("threat", ""), "weapon": name("weapon"),
            "arrival": ""}
    if kind == "play" and type(f.get("card")) is int:
        return _play_key(state, action, lang, fill)
    if kind == "use" and "target" in f:
        return "use_target", fill
    if kind == "assault" and type(f.get("ally")) is int:          # why this ally may (MY-CARD-2, MY-COMBAT-2)
        return _assault_key(state, f["ally"], lang, fill)
    if kind == "defend" and "threat" in f:                        # in combat, against one threat (MY-COMBAT-2)
        return "defend_threat", fill
    if kind == "swap" and f.get("reshuffle"):                     # from an empty deck (MY-ROUND-1)
        return "swap_reshuffle", fill
    if kind == "arrive" and state.to_act is not None:           # the walked location's Sanity (MY-LOC-6)
        story = state.players[state.seat_index(state.to_act)].story
        fill["arrival"] = _arrival(state.card_of(story[-1]), lang) if story else ""
    if kind == "load" and type(f.get("spell")) is int:           # who pays the spell's Sanity (MY-CARD-4)
        return _load_key(state, f, fill)
    if kind in ("attach", "move"):
        fill["card"] = name("card") or name("weapon")
        item = f.get("card") if type(f.get("card")) is int else f.get("weapon")
        if kind == "attach" and type(item) is int:      # through the ally's own text, its pentagram paid (review 11:
            sanity = state.card_of(item).sanity or 0    # two like chips, one with "Sanity +1", said nothing else)
            fill["cost"] = core_texts.fmt(PROMPTS[lang]["cost"], delta=sanity) if sanity else ""
        if kind == "attach" and type(item) is int and state.card_of(item).subtype in WEAPONS:
            return _twin_key(state, action, "attach_arm"), fill   # arms its ally, as when played (review 7)
    return (kind if kind in PROMPTS[lang] else "other"), fill


def _load_key(state, f: dict, fill: dict) -> tuple[str, dict]:
    """Return the load chip's key: an ally casts free; a tome's cast costs the spell's Sanity (review 31, mythos_en 8:
    "spells marked 'Sanity −1' never lowered my Sanity" — they were loaded into Dr. Allen)."""
    cost = -min(0, state.card_of(f["spell"]).sanity or 0)
    fill["cost"] = cost
    if f.get("ally") is not None:
        return "load_ally", fill
    return ("load_tome" if cost else "load"), fill


def _twin_key(state, action, key: str) -> str:
    """Return `key`'s twin words when the same card arms the same ally both as a play and through the ally's own
    text (newcomer review 23, finding 7: two like chips, Anna's, said not what differs), else `key`."""
    f = dict(action.fields)
    other = "play" if action.kind == "attach" else "attach"
    twin = any(a.kind == other and dict(a.fields).get("ally") == f.get("ally") and
               state.card[dict(a.fields)["card"]] == state.card[f["card"]] for a in state.legal_actions())
    return f"{key}_twin" if twin else key


def _assault_key(state, inst: int, lang: str, fill: dict) -> tuple[str, dict]:
    """Return the key of an assault chip by what allows it: the ally's enchanted weapon (MY-CARD-2), else the
    seat's Ambush (MY-COMBAT-2; newcomer review 11, finding 2: offered for Gomes and Henry, never for the others,
    and nothing said why)."""
    ally = next((a for pl in state.players for a in pl.allies if a["card"] == inst), None)
    weapon = ally and ally["weapon"]
    if weapon is not None and state.card_of(weapon).subtype == "Enchanted Weapon":
        return "assault_enchanted", {**fill, "weapon": inst_name(state, weapon, lang)}
    return "assault_ambush", fill


def no_assault(state, action, lang: str) -> str:
    """Return why the ally of a defend chip may not assault instead, when its seat's threat attacks and no assault
    chip names it (MY-CARD-2, MY-COMBAT-2); "" otherwise."""
    f = dict(action.fields)
    if action.kind != "defend" or type(f.get("ally")) is not int or state.to_act is None:
        return ""
    pl = state.players[state.seat_index(state.to_act)]
    if pl.target is None or pl.ambush or any(a.kind == "assault" and dict(a.fields).get("ally") == f["ally"]
                                             for a in state.legal_actions()):
        return ""
    return PROMPTS[table_lang(lang)]["no_assault"]


def _play_key(state, action, lang: str, fill: dict) -> tuple[str, dict]:
    """Return the key of a card play by what it does (go to or walk to a location, recruit, summon, arm, travel,
    complete an adventure…) and its values, with the play's Sanity change (`cost`) as the engine counts it."""
    f, name = _names(state, action, lang)
    p = state.seat_index(state.to_act)
    card = state.card_of(f["card"])
    joined = [name(k) for k in f if k not in ("card", "target", "ally", "as_ally", "spell", "weapon") and name(k)]
    sep = "」「" if lang == "ja" else ", "
    fill = {**fill, "card": name("card"), "spell": name("spell"), "points": card.value or 0,
            "joined": ("「" + sep.join(joined) + "」") if lang == "ja" else sep.join(joined),
            "cost": cost_words(state, p, action, PROMPTS[lang], lambda c: card_name(c, lang)), "arrival": "", "walked": ""}
    if card.type == "location":
        return _location_key(state, p, f["card"], lang, fill)
    key = _PLAY_KEYS.get(card.type, "event")
    if card.type in ("ally", "monster"):
        goo = state._is_goo(card)
        if f.get("as_ally") or card.type == "ally":
            key = "recruit_as_ally" if f.get("as_ally") else "recruit"
            key = {(True, True): "recruit_joined_armed", (True, False): "recruit_joined",
                   (False, True): "recruit_armed"}.get((bool(joined), f.get("weapon") is not None), key)
        else:
            # the card's own type (Tulzscha is an Outer God, not a Great Old One: newcomer review 7, finding 2)
            key = ("goo_outer" if card.subtype == "Outer God" else "goo") if goo else (
                "summon_joined" if joined else "summon")
    elif card.type == "artifact" and "ally" in f:
        key = _twin_key(state, action, "arm") if card.subtype in WEAPONS else "give"
    elif card.type == "tome" and f.get("spell") is not None:
        key = "tome_spell"
    elif card.type == "event":
        from .movement import travel_kind                     # the engine's travel blocks (imported late: no cycle)
        travel = travel_kind(card)
        key = (f"travel_{travel}" if travel in ("car", "train") else
               "phobia" if card.subtype == "Phobia" else "event_target" if "target" in f else "event")
    return key, fill


_PLAY_KEYS = {"artifact": "artifact", "tome": "tome", "adventure": "adventure", "event": "event"}


def _location_key(state, p: int, inst: int, lang: str, fill: dict) -> tuple[str, dict]:
    """Return how playing a location takes the player there (MY-LOC-1..5): at once, or walking."""
    pl = state.players[p]
    mode = state._location_mode(p, inst)
    card = state.card_of(inst)
    key = "location_walk" if mode != "upright" else ("location_start" if pl.top_state == "none" else
                                                     "location_travel" if pl.top_state == "transit" else "location_hop")
    if key == "location_hop" and state.rules.city_hop == "same_region":
        key = "location_hop_region"               # MY-LOC-3 under the option: any two City locations of the region
    fill["arrival"] = _arrival(card, lang)         # a walk's too: its Sanity applies when it arrives (MY-LOC-6, r6d)
    if pl.top_state == "walking" and pl.story:                    # MY-LOC-4: a walk abandoned
        fill["walked"] = inst_name(state, pl.story[-1], lang)
    return key, fill


def _arrival(card, lang: str) -> str:
    """Return the words of a location's Sanity change on arrival (MY-LOC-6), "" for none."""
    return core_texts.fmt(PROMPTS[lang]["arrival"], sanity=card.sanity) if card.sanity else ""


def _used(state, actions, lang: str) -> str:
    """Return the names of the cards in play the seat may use now (review 29, mythos_ja 4: "use a card in play" named
    none, and the reader never found it)."""
    # an attach is the ally's own ability: the ally is the card in play, its `card` the hand's tome or artifact
    ids = dict.fromkeys(state.card[a.get("ally") if a.kind == "attach" else a.get("spell", a.get("card"))]
                        for a in actions if a.kind in ("use", "flip", "cast", "attach"))
    names = [card_name(c, lang) for c in ids]          # two at most: the prompt stays short on a phone
    return ("、" if lang == "ja" else ", ").join(names[:2]) + ("…" if len(names) > 2 else "")


def prompt(state, actions, lang: str = "en") -> str:
    """Return what the table asks the seat to act on its turn of card play, made from the legal `actions` (only
    what may be done); "" at the other steps (the table's own words name them)."""
    lang = table_lang(lang)
    if state.pending is None or state.pending.kind != "play":
        return ""
    kinds = {a.kind for a in actions}
    keys = [k for k in ("play", "arrive", "load") if k in kinds]
    if kinds & {"use", "flip", "cast", "attach"}:
        keys.append("use")
    keys += [k for k in ("remain", "retrieve", "rest", "pass") if k in kinds]
    me = state.seat_index(state.to_act) if state.to_act is not None else None
    passed = me is not None and state.players[me].passed
    # "(then you may only pass)" only before the seat's pass (newcomer r6c desk_124: it was told again after it), and
    # not on its last turn, when every other seat has passed: after its pass card play ends (MY-ROUND-3; newcomer
    # review 16, finding 7: "this is your last turn…" then "(then you may only pass this round)")
    last = me is not None and all(pl.passed or pl.eliminated for i, pl in enumerate(state.players) if i != me)
    then = not passed and not last
    parts = [OPTIONS[lang][k] + (OPTIONS[lang]["pass_then"] if k == "pass" and then else "") for k in keys]
    parts = [core_texts.fmt(p, cards=_used(state, actions, lang)) for p in parts]
    if not parts:
        return ""
    sep, last = OR[lang]
    options = parts[0] if len(parts) == 1 else sep.join(parts[:-1]) + last + parts[-1]
    return core_texts.fmt(ASKS[lang]["play"], options=options)
