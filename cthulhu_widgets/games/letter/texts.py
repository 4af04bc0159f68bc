"""Texts of Lovecraft Letter for logs, banners and choices that teach the rules: the functions that fill them, and
the tables of each language (TEXTS, CAUSES, WORDS, PROMPTS) assembled from sentences/<lang>.py: English, the seed's
Traditional Chinese (sentences/zh.py: "zh" is zh-TW here, the seed 000 is written in it) and Japanese
(sentences/ja.py: our translation). Card ids are always shown as card names of the language; card texts (what each
card does) are in card_texts.json."""
from __future__ import annotations

import json
import re
from pathlib import Path

from ...core import texts as core_texts
from .answer_risk import ANSWER as _ANSWER, answer_beaten, answer_top as _answer_top, deck_lower_label, risk_mark
from .cards import BRAINCASE, CARD_KIND, INSANE, KIND_BY_ID, VALUE
from .dangers import (LAST_OVER, answer_insanity, check_doomed, compare_beaten, compare_odds, deck_top_odds,
                      game_lost, key_forced_odds, move_danger, play_dooms, protected_last, turn_danger, unseen_sign)
from .effects import PLAYER_TABLE
from .sentences import danger as danger_words
from .sure_last import sure_danger
from .sentences import en, ja, zh

LANGUAGE_MODULES = {"en": en, "zh": zh, "ja": ja}  # sentences/<lang>.py
LANGS = tuple(LANGUAGE_MODULES)  # languages with a table; any other language falls back to English
CARD_TEXTS = json.loads(Path(__file__).with_name("card_texts.json").read_text(encoding="utf-8"))["cards"]

TEXTS = {lang: module.TEXTS for lang, module in LANGUAGE_MODULES.items()}
_TEXTS = TEXTS["en"]  # the English table (the engine's event texts)

CAUSES = {lang: module.CAUSES for lang, module in LANGUAGE_MODULES.items()}

# Words that fill the sentences: sides, rows, reasons (`why`), where a discarded deck top goes.
WORDS = {lang: module.WORDS for lang, module in LANGUAGE_MODULES.items()}

# What each choice does: the player's plays (by card and row), the named values, the answers, the opponent's step.
PROMPTS = {lang: module.PROMPTS for lang, module in LANGUAGE_MODULES.items()}
# Each choice's chip (the same keys), how an insane player's row is put before it, and what the table asks now.
LABELS = {lang: module.LABELS for lang, module in LANGUAGE_MODULES.items()}
ROW_LABEL = {lang: module.ROW_LABEL for lang, module in LANGUAGE_MODULES.items()}
ASKS = {lang: module.ASKS for lang, module in LANGUAGE_MODULES.items()}


def _help(lang: str, words: dict) -> dict:
    """Return the "?" panel of `lang`: its rules end with what each card does when the opponent plays it, the rows of
    the cards' own texts (LS-O1..O4; newcomer review 18, finding 5: only a card's pop-up said it)."""
    rows, prefix = [words["opponent_head"]], words["opponent_prefix"]
    for kind, said in CARD_TEXTS.items():
        row = said[lang].get("opponent", "")
        if kind == "necronomicon" or not row.startswith(prefix):     # not in the solo deal (LS-SETUP-2)
            continue
        rows.append(getattr(KIND_BY_ID[kind], lang) + row[len(prefix):])   # every row begins with the prefix
    out = {k: v for k, v in words.items() if k not in ("opponent_head", "opponent_prefix")}
    return {**out, "rules": [*words["rules"], *rows]}


# The app's title, the rules reminder, how to read the table and the seat controls (the page's "?" panel).
HELP = {lang: _help(lang, module.HELP) for lang, module in LANGUAGE_MODULES.items()}

# The prompt of a player's play, by card kind and row (None: the Sane row, or a card without rows).
_PLAY = {
    ("investigators", "sane"): "investigators", ("deep_ones", "sane"): "investigators",
    ("deep_ones", "insane"): "deep_ones_insane",
    ("cats_of_ulthar", "sane"): "cats", ("golden_mead", "sane"): "cats", ("golden_mead", "insane"): "golden_mead_insane",
    ("hound_of_tindalos", "insane"): "hound_insane",
    ("elder_sign", "sane"): "protection", ("liber_ivonis", "sane"): "protection", ("liber_ivonis", "insane"): "protection",
    ("mi_go", "insane"): "mi_go_insane",
    ("randolph_carter", "sane"): "carter", ("nyarlathotep", "sane"): "carter",
    ("nyarlathotep", "insane"): "nyarlathotep_insane",
    ("silver_key", "sane"): "seven", ("shining_trapezohedron", "sane"): "seven",
    ("shining_trapezohedron", "insane"): "trapezohedron_insane",
    ("mi_go_braincase", "sane"): "braincase", ("mi_go_braincase", "insane"): "braincase",
}
# Plays aimed at the opponent's top card, void while it is protected (LS-TURN-7).
_AIMED = {"investigators", "investigators_zero", "deep_ones_insane", "cats", "golden_mead_insane", "yith_hand", "yith_deck",
          "yith_void", "hound_insane",
          "armitage_opponent", "mi_go_insane", "carter", "nyarlathotep_insane", "trapezohedron_insane"}
# The prompt family of an answer, by the card answered.


def table_lang(lang: str) -> str:
    """Return the language whose table is used for `lang` (English where this game has no table)."""
    return core_texts.table_lang(lang, LANGS)


# An English determiner before a card name that has its own article ("Your The Silver Key (7)", newcomer review 15,
# finding 4, desk 066): the name's article goes.
_DOUBLE_ARTICLE = re.compile(r"\b(your|the opponent's|the known|the|its) The (?=[A-Z])", re.IGNORECASE)


def tidy(text: str, lang: str) -> str:
    """Return a sentence of `lang` without a second article before a card name ("Your Silver Key", not "Your The
    Silver Key")."""
    return _DOUBLE_ARTICLE.sub(r"\1 ", text) if table_lang(lang) == "en" else text


def card_name(card_id: str, lang: str = "en") -> str:
    """Return a card kind's name in `lang` (English for a language without names)."""
    return getattr(KIND_BY_ID[card_id], table_lang(lang))


def _fill(name: str, data: dict, lang: str) -> dict:
    words = WORDS[lang]
    out = {}
    for k, v in data.items():
        if k in ("card", "given", "taken", "mine") and isinstance(v, str) and v in KIND_BY_ID:
            out[k] = card_name(v, lang)
        elif k == "side":
            for key in ("side", "side_the", "side_protected", "side_the_short", "side_yours"):
                if key in words and v in words[key]:
                    out[key] = words[key][v]
        elif k in ("row", "to", "why", "how", "result") and v in words.get(k, {}):
            out[k] = words[k][v]
        else:
            out[k] = v
    if name == "game_over":
        out["cause_text"] = cause_text(data.get("cause"), lang)
    if name == "partner_discarded" and "n" in data and data.get("card") in KIND_BY_ID:   # N before: "N 1 → 2"
        out["was"] = data["n"] - KIND_BY_ID[data["card"]].insane
    return out


def event_text(name: str, data: dict, lang: str = "en") -> str:
    """Return the sentence of an event in `lang` (card ids shown as card names of that language)."""
    lang = table_lang(lang)
    # a tie or a higher hand card against the opponent's Yith: the hand card is the player's as ever (LS-KNOW-1), only
    # the opponent's card becomes known; "both cards are public" read as the hand shown to the opponent, unmarked
    # (newcomer review 16b, finding 4)
    table = WORDS[lang] if name == "compare_kept" and data.get("side") == "hand" else TEXTS[lang]
    key = "compare_kept_hand" if table is WORDS[lang] else _reader_key(name, data)
    return tidy(core_texts.fill(table, key, _fill(name, data, lang)), lang)


# the sentences an event reads in for its reader, beside the event's own: key -> the event it tells
READER_KEYS = {"swapped_deck": "swapped", "play_forced": "play", "partner_discarded_n": "partner_discarded",
               "partner_discarded_same": "partner_discarded", "play_plain": "play"}
ONE_ROW = {c for c, rows in PLAYER_TABLE.items() if KIND_BY_ID[c].insane and rows.get("insane") is rows["sane"]}


def _reader_key(name: str, data: dict) -> str:
    """Return the sentence of `name` that says what happened to the reader: a swap into the deck top, a deck top
    discarded to the reader's pile with the new Insanity N (newcomer review 17, finding 1)."""
    if name == "swapped" and data.get("side") == "deck":
        return "swapped_deck"
    if name == "play" and data.get("forced"):   # a 7 the rule made the player play (LS-TURN-6)
        return "play_forced"
    if name == "play" and data.get("card") in ONE_ROW:   # one effect either way (Liber Ivonis): no row named, the
        return "play_plain"                             # mad reader read "(Sane effect)" (review 29, letter_zh 7)
    if name == "partner_discarded" and data.get("to") == "player" and "n" in data:
        # N grows only by an Insanity card (LS-CHECK-1): another leaves it as it was (newcomer review 18)
        return "partner_discarded_n" if KIND_BY_ID[data["card"]].insane else "partner_discarded_same"
    return name


def cause_text(cause: str, lang: str = "en") -> str:
    """Return the result sentence of an end cause ("You lost: the deck ran out during the insanity check.")."""
    return CAUSES[table_lang(lang)].get(cause, cause)


def result_title(outcome: str, lang: str = "en") -> str:
    """Return the banner's title of an outcome ("You sealed Cthulhu!" / "Cthulhu wins")."""
    return WORDS[table_lang(lang)]["won" if outcome == "win" else "lost"]


def action_text(state, action, lang: str = "en") -> str:
    """Return what a legal action does, as a sentence in `lang`, from the player's side of `state`."""
    return move_words(state, action, lang)["text"]


def move_words(state, action, lang: str = "en") -> dict:
    """Return a legal action's words in `lang`: {"text": its sentence, "label": its chip} (the chip leaves out what
    the prompt above it says: the card played or answered)."""
    lang = table_lang(lang)
    key, values = _move_key(state, action, lang)
    text = core_texts.fmt(PROMPTS[lang][key], **values)
    label = core_texts.fmt(LABELS[lang][key], **values)
    if key in _AIMED and state.o_protected:   # one form for every play a protection voids (review 14, finding 7)
        text = core_texts.fmt(PROMPTS[lang]["void_play"], **values)
        label = core_texts.fmt(LABELS[lang]["void_play"], **values)
    if key in ("investigators", "guess") and _top_is_one(state):   # no name can hit (review 7, finding 5)
        text += core_texts.fmt(danger_words.MOVE[lang]["no_hit"], top=card_name(CARD_KIND[state.stack[-1]], lang))
        label += danger_words.LABEL[lang]["no_hit"]
    danger = sure_danger(state, key, values)   # a sure loss said as one (review 41, letter_zh 2)
    odds = dict(zip(("odds", "of"), compare_odds(state, key, values) or ()))   # a compare's chance (review 29, zh 3)
    if danger:                                     # a move that can lose or make a known danger (issue 23)
        b = compare_beaten(state, key, values)
        said = {**values, **odds, **({"top": card_name(CARD_KIND[b], lang), "top_value": VALUE[b]} if b else {})}
        if danger == "protect_last":                 # what may protect Cthulhu, from what the seat sees (review 14, 2)
            said = {**said, "sign": card_name("elder_sign", lang), "unseen": protected_last(state)}
        text += core_texts.fmt(danger_words.MOVE[lang][danger], **said)
        sure = danger == "compare_may_lose" and odds.get("odds") == odds.get("of")   # "5 in 5" read odd (review 34)
        label += core_texts.fmt(danger_words.LABEL[lang]["compare_sure" if sure else danger], **said)
    elif odds.get("odds") == 0:   # no unseen clue beats it: no ⚠, and the chip says why (review 29, letter_zh 3)
        label += danger_words.LABEL[lang]["compare_safe"]
    if key == "armitage_self" and any(INSANE[c] for c in state.hand if CARD_KIND[c] != dict(action.fields)["card"]):
        # a discarded Insanity card raises N as a played one, said (review 14, finding 4: Armitage discarding Golden Mead)
        n = state.insanity
        said = {**values, "n": n, "next": n + 1 + int(KIND_BY_ID[dict(action.fields)["card"]].insane)}
        text += core_texts.fmt(danger_words.MOVE[lang]["insanity_discard"], **said)
        label += core_texts.fmt(danger_words.LABEL[lang]["insanity_discard"], **said)
    if _dooms(state, action):                     # N raised past the deck (newcomer review 17, finding 2)
        text += danger_words.MOVE[lang]["check_loses"]
        label += danger_words.LABEL[lang]["check_loses"]
    insanity = answer_insanity(state, key) if action.kind == "answer" else None
    if insanity:   # an answer that may discard an Insanity card says N's rise (newcomer review 15, finding 2)
        warn, card = insanity
        if warn == "insanity_odds" and not state.sane_clues:   # the odds' base: the deck and the hidden clues
            insanity = ("insanity_odds_clues", card)
            warn = insanity[0]
        other = card_name(CARD_KIND[card], lang) if card >= 0 else values["other"]
        odds, of = deck_top_odds(state)
        said = {**values, "other": other, "n": state.insanity, "next": state.insanity + 1, "odds": odds, "of": of}
        text += core_texts.fmt(danger_words.MOVE[lang][warn], **said)
    known = _answer_top(state, action)
    if known is not None:   # the next card is known: the chip says what happens (review 7, 1; review 10, 1)
        said = {"top": card_name(CARD_KIND[known], lang), "top_value": VALUE[known], **values}
        key = "answer_loses" if answer_beaten(state, action) is not None else "answer_safe"
        text += core_texts.fmt(danger_words.MOVE[lang][key], **said)
        label = core_texts.fmt(danger_words.LABEL[lang][key], **said)
    else:   # a known card no deck top reaches: named, no ⚠ (review 30, zh 8); else ⚠ on risk (review 13, 2)
        label = deck_lower_label(state, action, lang) or risk_mark(state, key, values, lang) + label
    if insanity:
        label += core_texts.fmt(danger_words.LABEL[lang][insanity[0]], **said)
    said, chip = _key_kept(state, action, key, values, lang)
    text += said
    if "⚠" not in label:   # one ⚠ a chip: a chip with a worse one says this in its sentence only (less text)
        label += chip
    label = _with_row(action, label, lang)
    return {"text": tidy(text, lang), "label": tidy(label, lang)}


def _with_row(action, label: str, lang: str) -> str:
    """Return the chip's label with the row an insane player chose (LS-ORIG-10), where the card's rows differ."""
    row = dict(action.fields).get("effect")
    rows = PLAYER_TABLE.get(dict(action.fields).get("card"), {})
    if row and rows.get("sane") is rows.get("insane"):   # one effect either way (Liber Ivonis): no row to name, the
        row = None                                        # insane player read "Sane: …" (newcomer review 15, 4)
    if row:                                        # an insane player chooses the row (LS-ORIG-10)
        label = core_texts.fmt(ROW_LABEL[lang], row=WORDS[lang]["row"][row], label=label)
    return label


def _key_kept(state, action, key: str, values: dict, lang: str) -> tuple[str, str]:
    """Return the sentence and chip words a play keeping the Silver Key adds (it may be forced next turn, LS-TURN-6;
    newcomer review 26, letter_en 3), or two empty strings."""
    kept = key_forced_odds(state, dict(action.fields).get("card"), key) if action.kind == "play" else None
    if not kept:
        return "", ""
    odds, of = kept
    warn = "key_kept_sure" if state.deck_known else "key_kept"
    said = {**values, "key": card_name("silver_key", lang), "odds": odds, "of": of}
    return core_texts.fmt(danger_words.MOVE[lang][warn], **said), core_texts.fmt(danger_words.LABEL[lang][warn], **said)


def _top_is_one(state) -> bool:
    """Return whether the player knows the opponent's top card is a 1, a value Investigators / Deep Ones never name
    (LS-P1): no Name chip can hit it."""
    return bool(state.stack) and state.top_known and VALUE[state.stack[-1]] == 1


def _move_key(state, action, lang: str) -> tuple[str, dict]:
    """Return the PROMPTS / LABELS key of a legal action and the values its templates are filled with."""
    f = dict(action.fields)
    if action.kind == "opponent_play":
        return "opponent_play", {}
    if action.kind == "guess":
        return ("guess_zero" if f["value"] == 0 and _braincase_on_top(state) else "guess"), {"value": f["value"]}
    if action.kind == "answer":
        card, row = CARD_KIND[state.pending.card], state.pending.row
        fam = _ANSWER.get(card)
        if row == "insane" and card in ("hound_of_tindalos", "mi_go", "nyarlathotep"):
            fam = {"hound_of_tindalos": "knock"}.get(card, card)
        key = f"answer_{fam}_{f['side']}" if fam else f"answer_{f['side']}"
        key = key if key in PROMPTS[lang] else f"answer_{f['side']}"
        if fam == "compare" and state.rules.yith_tie == "player_loses":
            key += "_tie"   # a tie loses too: the chip says the whole outcome (LS-O3; newcomer review 10, finding 1)
        other = card_name(CARD_KIND[state.hand[0]], lang) if state.hand else ""
        value = VALUE[state.hand[0]] if state.hand else ""
        return key, {"card": card_name(card, lang), "other": other, "value": value}
    kind, row = f["card"], f.get("effect", "sane")
    others = [c for c in state.hand if CARD_KIND[c] != kind] or list(state.hand)[1:]
    other = others[0] if others else None
    if kind in ("great_race_of_yith", "hound_of_tindalos") and row == "sane":
        # a protected opponent, not a lack of cards, stops the comparison: say so (newcomer review 8, finding 4)
        void = "yith_void" if state.o_protected else "yith_nothing"
        key = {"hand": "yith_hand", "deck": "yith_deck"}.get(f.get("compare"), void)
    elif kind in ("professor_armitage", "mi_go") and row == "sane":
        key = f"armitage_{f.get('target', 'self')}"
    else:
        key = _PLAY.get((kind, row), "plain")
        if key == "investigators" and f.get("guess") == 0 and _braincase_on_top(state):
            key = "investigators_zero"
        elif key == "trapezohedron_insane" and other is not None and VALUE[other] < 5 \
                and state.rules.trapezohedron_trigger == "on_play":   # said as other no-effect chips (review 15, 2)
            key = "trapezohedron_weak"
        elif key == "investigators" and "guess" not in f:   # a protected opponent: no value to name (LS-TURN-7)
            key = "yith_void"   # "Play {card}" + "(protected: no effect)": "Name " read with a gap (review 9, 5)
    return key, {"card": card_name(kind, lang), "guess": f.get("guess", ""),
                 "other": card_name(CARD_KIND[other], lang) if other is not None else "—",
                 "value": VALUE[other] if other is not None else "—"}


def _braincase_on_top(state) -> bool:
    """Return whether the player sees the Mi-Go Braincase (the only 0) as the opponent's top card (LS-P1, LS-P5)."""
    return bool(state.stack) and state.top_known and CARD_KIND[state.stack[-1]] == "mi_go_braincase"


def prompt(state, actions, lang: str = "en") -> str:
    """Return what the table asks the player now (see `_ask`), followed on the player's turn by the danger of the
    opponent's next turn when it loses unless the player acts now (dangers.turn_danger, issue 23)."""
    lang = table_lang(lang)
    ask = _ask(state, actions, lang)
    lost = game_is_lost(state, actions)
    danger = None if lost else turn_danger(state, actions)   # "seal it now" is never said when no card can
    if not danger:
        plays = [a for a in actions if a.kind in ("play", "guess")]
        every = bool(plays) and all(_dooms(state, a) for a in plays)   # said at the turn's start (review 17, 2)
        lesson = _lost_lesson(state) if lost else ("check_loses", "") if every else turn_lesson(state, actions)
        cards = [card_name(c, lang) for c in (lesson[1] if lesson and isinstance(lesson[1], tuple) else
                                              [lesson[1]] if lesson and lesson[1] else [])] + ["", ""]
        said = core_texts.fmt(danger_words.LESSON[lang][lesson[0]], card=cards[0], other=cards[1]) if lesson else ""
        joint = "" if lang in ("zh", "ja") else " "   # zh and ja sentences follow each other without a space
        return joint.join(filter(None, (ask, said)))
    key, values = danger
    said = core_texts.fmt(danger_words.TURN[lang][key], **{k: card_name(v, lang) for k, v in values.items()})
    return f"{ask} {said}" if ask else said


def _dooms(state, action) -> bool:
    """Return whether a play `action` makes the next insanity check certain to fail (dangers.play_dooms)."""
    card = dict(action.fields).get("card")
    return action.kind in ("play", "guess") and card is not None and play_dooms(state, card)


def _lost_lesson(state) -> tuple[str, str]:
    """Return (LESSON key, card) of a lost game (dangers.game_lost): the check, a protected last clue, Cthulhu on top."""
    top = CARD_KIND[state.stack[-1]]   # Cthulhu, else a face-up protection card (review 20, finding 2), named
    return ("lost", "") if check_doomed(state) else ("lost_top", "") if top == "cthulhu" else ("lost_protected", top)


def game_is_lost(state, actions=None) -> bool:
    """Return whether the seat's next check must fail and none of its plays (`actions`, the legal ones by default) can
    seal Cthulhu on this turn, from what it knows (dangers.game_lost)."""
    actions = state.legal_actions() if actions is None else actions
    return game_lost(state, [_move_key(state, a, "en") for a in actions if a.kind in ("play", "guess")])


def turn_lesson(state, actions) -> tuple[str, str] | None:
    """Return (key, card) of what the player's turn teaches when it matters (issue 23 review 6, finding 1: the key
    strategy and Sane / Insane were only in the help), or None ("lost" is the prompt's, dangers.game_lost): "last_clue"
    when a play of this turn may eliminate the last clue over Cthulhu (LS-P10: the opponent then plays Cthulhu, a
    loss) and the next check can still be made ("last_braincase" when that card is the Braincase); "insane_choice" when an Insanity
    card may be played on its Sane or its Insane row (LS-ORIG-10: the player is insane); "sane_insanity" while a
    sane player may play an Insanity card `card` (its Sane row; in the discard it makes the player insane)."""
    plays = [a for a in actions if a.kind == "play"]
    if not plays or state.pending is None or state.pending.kind == "answer":
        return None
    # "let the opponent play the last clue" is never said while the next check must fail: only a seal on this turn
    # wins then (newcomer review 9, finding 1: it contradicted the Insanity line under it)
    last = {move_danger(state, *_move_key(state, a, "en")) for a in plays} & set(LAST_OVER)
    if last and not check_doomed(state):
        key = last.pop()
        sign = unseen_sign(state) if key != "last_braincase" else None   # maybe an Elder Sign (review 29, letter_en 1)
        return ("last_clue_sign", sign) if sign else (key, "")
    if any(_two_rows(a) for a in plays):
        return "insane_choice", ""
    mad = list(dict.fromkeys(a["card"] for a in plays if KIND_BY_ID[a["card"]].insane
                             and a["card"] != CARD_KIND[BRAINCASE]))
    if len(mad) > 1 and not state.insane:   # both eye cards named (newcomer review 15, finding 4, desk 037)
        return "sane_insanity_two", (mad[0], mad[1])
    return ("sane_insanity", mad[0]) if mad and not state.insane else None


def _two_rows(action) -> bool:
    """Return whether `action` plays an Insane row that differs from its card's Sane row (Liber Ivonis's is the same,
    LS-P4: the table offers that play once, so there is no choice to teach)."""
    fields = dict(action.fields)
    rows = PLAYER_TABLE.get(fields.get("card"), {})
    return fields.get("effect") == "insane" and rows.get("insane") is not rows.get("sane")


def _ask(state, actions, lang: str) -> str:
    """Return what the table asks the player now, made from the legal `actions` (only what may be done): play a
    card (or the one that must be played), name a value, answer with the hand and / or the deck, or the
    opponent's step; "" when nothing is asked."""
    asks = ASKS[lang]
    kinds = {a.kind for a in actions}
    if "answer" in kinds:
        sides = {a["side"] for a in actions if a.kind == "answer"}
        key = "answer_both" if len(sides) > 1 else f"answer_{sides.pop()}"
        return core_texts.fmt(asks[key], card=card_name(CARD_KIND[state.pending.card], lang))
    if "guess" in kinds:
        return asks["guess"]
    if "play" in kinds:
        cards = {a["card"] for a in actions if a.kind == "play"}
        if len(cards) == 1 and len({CARD_KIND[c] for c in state.hand}) > 1:
            return core_texts.fmt(asks["play_forced"], card=card_name(cards.pop(), lang))
        return asks["play_sevens" if cards == {"silver_key", "shining_trapezohedron"} else "play"]   # LS-TURN-6
    return asks["opponent"] if "opponent_play" in kinds else ""
