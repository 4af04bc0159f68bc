"""The Lovecraft Letter table's frame: card names and texts, each move with the table object it belongs to."""
from __future__ import annotations

import json
import re
from pathlib import Path

from ..games.letter import texts
from ..games.letter.cards import BRAINCASE, CARD_KIND, CTHULHU, INSANE, KIND_BY_ID, KINDS, VALUE
from ..games.letter.dangers import answer_dooms, answer_may_doom, play_dooms, seen_cards
from ..games.letter.name_odds import odds_words
from ..games.letter.race import play_loses_race
from ..games.letter.effects import PLAYER_TABLE
from ..games.letter.sentences.coach import EASY_NEXT, TABLE_WORDS
from ..games.letter.sentences.danger import ANSWER_DOOMS, LOOKED, RACE_LOST, SEALS, SHIELDED, TABLE_DANGER
from .story_letter import story  # noqa: F401  (the story the player reads: frames/story.py)

LANGS = texts.LANGS
# Words of the table in each language (card names come from the card table); the file lives beside the widgets.
UI = json.loads((Path(__file__).parents[1] / "widgets" / "letter_words.json").read_text(encoding="utf-8"))
# A word joiner (U+2060) between a short Han card name's characters in a winning chip's words: its line broke inside
# the name, "猜 8 — 淘汰克／蘇魯" (newcomer review 25, letter_zh 8); js/src/scene/text.js keeps characters joined by it on
# one line. Up to 5 characters (克蘇魯): a longer name may still need a break on a narrow chip.
JOINER = "\u2060"
_SHORT = {name for k in KINDS for name in (k.zh, k.ja) if len(name) <= 5 and re.fullmatch(r"[\u4e00-\u9fff]+", name)}


def unbroken(text: str) -> str:
    """Return `text` with each short Han card name in it joined against a line break (JOINER)."""
    for name in _SHORT:
        if name in text:
            text = text.replace(name, JOINER.join(name))
    return text


for _lang, _words in TABLE_WORDS.items():   # the words added for a newcomer (the clue stack's zoom)
    UI.setdefault(_lang, {}).update(_words, **TABLE_DANGER[_lang])
    UI[_lang]["name_wins"] = unbroken(UI[_lang]["name_wins"])


def _row_chip(lang: str, row: str, key: str, **values) -> str:
    """Return an insane player's chip of `key` on `row` ("Insane: …"), as the kernel words it (texts.move_words)."""
    label = texts.core_texts.fmt(texts.LABELS[lang][key], **values)
    return texts.core_texts.fmt(texts.ROW_LABEL[lang], row=texts.WORDS[lang]["row"][row], label=label)


for _lang in LANGS:   # the chips an insane player's Deep Ones shows: the prompt band keeps their room (issue 23 r5)
    UI[_lang]["band_insane_chip"] = _row_chip(_lang, "insane", "deep_ones_insane")
    UI[_lang]["band_sane_chip"] = _row_chip(_lang, "sane", "investigators", guess=8)


def catalog() -> dict:
    """Return card names in English, Traditional Chinese (the seed's) and Japanese with each card's value, copies in
    the game (`count`: the naming zoom's unseen cards, issue 23 r5) and Insanity mark, the card texts (card id ->
    language -> name, text, sane, insane (Insanity cards), opponent; languages en, zh and ja) and the UI words."""
    return {"cards": {k.id: {"value": k.value, "count": k.count, "insane": k.insane, "en": k.en, "zh": k.zh, "ja": k.ja}
                      for k in KINDS},
            "card_texts": card_texts(), "ui": UI, "help": help_texts()}


def card_texts() -> dict:
    """Return the card texts the table shows (texts.CARD_TEXTS), a Sane card's effect said once: its summary and its
    one row ("Sane: …") said nearly the same twice in a card's popup (newcomer review 9, finding 5), so its text is
    the fuller of the two and it has no Sane row; an Insanity card keeps both rows, under a text that no longer
    restates them (card_texts.json; newcomer review 10, finding 4)."""
    out = {}
    for card, langs in texts.CARD_TEXTS.items():
        kind = KIND_BY_ID.get(card)
        if kind is None or kind.insane:
            out[card] = langs
            continue
        out[card] = {lang: {**{k: v for k, v in said.items() if k != "sane"},
                            "text": max(said.get("text", ""), said.get("sane", ""), key=len)}
                     for lang, said in langs.items()}
    return out


def sentence(event, lang: str) -> str:
    """Return an event's sentence in `lang` (en, zh-TW or ja)."""
    return texts.event_text(event.name, event.data, lang)


def banner(result, seat, lang: str, bots=()) -> dict:
    """Return the banner: "You sealed Cthulhu!" / "Cthulhu wins" and the end cause's sentence."""
    return {"title": texts.result_title(result.outcome, lang), "text": texts.cause_text(result.cause, lang),
            "win": result.outcome == "win"}


def bot_banner(banner: dict, lang: str) -> dict:
    """Return the banner of a game the seat's bot played for the reader: its lead names the bot (ending.watched) and
    so does a win's title, which said "You sealed Cthulhu!" over "The bot playing your seat won" (newcomer review 21,
    Letter zh-TW finding 6, 093_bot2); {} stays {}."""
    from .ending import watched

    out = watched("letter", banner, lang)
    if out and out.get("win"):
        out = {**out, "title": texts.WORDS[texts.table_lang(lang)]["won_by_bot"]}
    if out and out.get("moment"):
        out = {**out, "moment": bot_plays(out["moment"], lang)}
    return out


def bot_end(lines: list, lang: str) -> list:
    """Return the story `lines` with the game's end line told as the bot's, as the banner tells it: the story said "You
    won: Cthulhu is sealed again." under "The bot playing your seat sealed Cthulhu!" (newcomer review 33, letter_en 8c,
    082). A new list."""
    from ..games.letter.state import CAUSES
    from .ending import watched

    # the lead of each end's sentence, with its colon ("You won:", "あなたの負け："): what watched() retells
    leads = {re.match(r"[^:：]*[:：]", texts.cause_text(cause, lang)).group(): outcome == "win"
             for cause, outcome in CAUSES.items()}

    def told(line):
        win = next((w for lead, w in leads.items() if line["text"].startswith(lead)), None)
        if win is None or line.get("turn"):
            return line
        return {**line, "text": watched("letter", {"title": "-", "text": line["text"], "win": win}, lang)["text"]}
    return [told(line) for line in lines]


def bot_plays(text: str, lang: str) -> str:
    """Return `text` with the reader's plays ("You play X (Sane effect).") told as its bot's: what decided a watched
    game said "You play…" for the bot (newcomer review 25, letter_en 3, 128)."""
    table = texts.table_lang(lang)
    for kind in KINDS:
        for row in ("sane", "insane"):
            mine = texts.event_text("play", {"card": kind.id, "row": row}, lang)
            if mine in text:
                said = texts.WORDS[table]["bot_play"].format(card=texts.card_name(kind.id, lang),
                                                            row=texts.WORDS[table]["row"][row])
                text = text.replace(mine, said)
        forced = texts.event_text("play", {"card": kind.id, "forced": True}, lang)   # a 7 the rule played (LS-TURN-6)
        if forced in text:
            said = texts.WORDS[table]["bot_play_forced"].format(card=texts.card_name(kind.id, lang))
            text = text.replace(forced, said)
    return text


def course_banner(banner: dict, lang: str) -> dict:
    """Return the banner of Learn to play's game: a win's text ends pointing to Easy and what it changes (newcomer
    review 24, letter_zh 5); a loss's box says "Try Easy" itself (js/src/ui/ending.js); {} stays {}."""
    said = EASY_NEXT[texts.table_lang(lang)]
    if not banner.get("win") or said in banner.get("text", ""):
        return banner
    space = " " if texts.table_lang(lang) == "en" else ""
    return {**banner, "text": f"{banner.get('text', '')}{space}{said}"}


def bot_turns(lines: list, turns: set, lang: str) -> list:
    """Return the story `lines` with the headings of the reader's turns in `turns` saying its bot played them: a
    watched game's moves were told "You play…" under "Turn 5: your turn." (newcomer review 21, Letter en finding 5,
    071). A new list: the lines themselves are the reader's log's, kept."""
    return [{**line, "text": bot_heading(line["text"], turns, lang)} if line.get("turn") else line for line in lines]


def bot_heading(text: str, turns: set, lang: str) -> str:
    """Return `text`, or where it is the heading of a reader's turn in `turns`, that its bot played the turn."""
    table = texts.table_lang(lang)
    number = re.search(r"\d+", text or "")
    if not number or int(number.group()) not in turns or text != texts.TEXTS[table]["player_turn"].format(
            turn=number.group()):
        return text
    return texts.WORDS[table]["bot_turn"].format(turn=number.group())


def legal(state, actions, lang: str) -> list[dict]:
    """Return each legal action with the table object it belongs to (hand card, deck, stack, prompt), its sentence
    and its chip's words (`label`)."""
    hand = [c["id"] for c in state.view("player")["hand"]]
    out = []
    for a in actions:
        if same_rows(a) or pointless_zero(state, a):
            continue   # LS-P4: the Insane row of this card is its Sane row; the table offers the play once
        if a.kind == "play":
            target = {"zone": "hand", "index": hand.index(a["card"])}
        elif a.kind == "answer":
            target = {"zone": a["side"]}
        elif a.kind == "opponent_play":
            target = {"zone": "opponent"}
        else:
            target = {"zone": "prompt"}
        words = shielded_words(state, a, sealed_words(state, a, texts.move_words(state, a, lang), lang), lang)
        words = race_words(state, a, looked_words(state, a, doomed_answer_words(state, a, words, lang), lang), lang)
        words = odds_words(state, *texts._move_key(state, a, "en"), words, texts.table_lang(lang))   # review 41, en 5
        out.append({"id": str(a), "kind": a.kind, "fields": dict(a.fields), "target": target, **words,
                    **({"dooms": True} if dooms(state, a) else {})})
    return out


def sealed_words(state, action, words: dict, lang: str) -> dict:
    """Return a move's words ending with the win it makes: a chip whose move seals Cthulhu now says so (newcomer review
    17 round Z, finding 2: Carter's swap of Cthulhu said only "swap your Cats of Ulthar for the top card")."""
    how = seals(state, action)
    if how is None:
        return words
    said = SEALS[texts.table_lang(lang)]
    return {**words, "text": words["text"] + said["text"][how], "label": words["label"] + unbroken(said["label"][how])}


def shielded_words(state, action, words: dict, lang: str) -> dict:
    """Return Armitage's (Mi-Go's Sane row's) words on oneself saying why it has no chip on the opponent: a protected
    opponent cannot be its target (LS-TURN-7; newcomer review 17 round Z, finding 4: the chip vanished unexplained)."""
    f = dict(action.fields)
    if not state.o_protected or action.kind != "play" or f.get("target") != "self":
        return words
    said = SHIELDED[texts.table_lang(lang)]
    text = texts.core_texts.fmt(said["text"], card=texts.card_name(f["card"], lang))
    label = words["label"]
    cut = label.find(" ⚠") if " ⚠" in label else len(label)   # said before a warning: the band moves warnings away
    return {**words, "text": words["text"] + text, "label": label[:cut] + said["label"] + label[cut:]}


# The plays whose effect, or its first part, is a look at the opponent's top card (LS-P2, LS-P6 Insane).
LOOKS = {("cats_of_ulthar", "sane"), ("golden_mead", "sane"), ("golden_mead", "insane"), ("nyarlathotep", "insane")}


def looked_words(state, action, words: dict, lang: str) -> dict:
    """Return a look's words saying it shows nothing new when the player sees the top card already (newcomer review
    20, finding 3, 054_g3_4); a protected opponent's look is void, said as such (texts.move_words)."""
    f = dict(action.fields)
    if action.kind != "play" or (f.get("card"), f.get("effect", "sane")) not in LOOKS:
        return words
    if not (state.stack and state.top_known) or state.o_protected or state.stack[-1] == CTHULHU:
        return words   # Cthulhu, always face up, has its own warning (it stays on top: LS-TURN-2)
    said = LOOKED[texts.table_lang(lang)]
    label = words["label"]
    cut = label.find(" ⚠") if " ⚠" in label else len(label)   # said before a warning: the band moves warnings away
    return {**words, "text": words["text"] + said["text"], "label": label[:cut] + said["label"] + label[cut:]}


def race_words(state, action, words: dict, lang: str) -> dict:
    """Return a play's words ending with the lost game it makes (race.play_loses_race), unless a ⚠ already says a
    loss at the next check (newcomer review 32, letter_en 1: Golden Mead's Insane look made the game lost, unwarned)."""
    if action.kind != "play" or dooms(state, action):
        return words
    if not play_loses_race(state, texts._move_key(state, action, "en")[0], dict(action.fields).get("card")):
        return words
    said, label = RACE_LOST[texts.table_lang(lang)], words["label"]
    cut = min((label.find(m) for m in (" ⚠", " —", "——") if m in label), default=len(label))   # the loss leads a cut
    return {**words, "text": words["text"] + said["text"], "label": label[:cut] + said["label"] + label[cut:]}


def seals(state, action) -> str | None:
    """Return how a play surely seals Cthulhu on the opponent's top now, "takes", "eliminates" or "names" (LS-P9: a
    win), or None: Carter's / Nyarlathotep's swap of the other hand card (LS-P6) and Mi-Go's take (LS-P5) while taking wins
    (`cthulhu_taken_wins`), Armitage on the opponent (LS-P5), naming Cthulhu's value (LS-P1), Trapezohedron with a 5+
    (LS-P7, on play) and Hound with no Insanity card in the opponent's discard (LS-P3); never while the opponent is
    protected (LS-TURN-7)."""
    if action.kind not in ("play", "guess") or not state.stack or state.stack[-1] != CTHULHU or state.o_protected:
        return None
    if state.pending is None or state.pending.kind == "answer":
        return None
    f = dict(action.fields)
    card, row = f.get("card"), f.get("effect", "sane")
    named = f.get("value") if action.kind == "guess" else f.get("guess")
    taken = state.rules.cthulhu_taken_wins
    if (row == "sane" and card in ("randolph_carter", "nyarlathotep") and len(state.hand) >= 2) \
            or (row == "insane" and card == "mi_go"):
        return "takes" if taken else None
    if named == VALUE[CTHULHU]:
        return "names"
    return "eliminates" if _eliminates(state, card, row, f) else None


def _eliminates(state, card: str, row: str, fields: dict) -> bool:
    """Return whether a play surely eliminates the opponent's top card, whatever it is (LS-P3, LS-P5, LS-P7)."""
    if card in ("professor_armitage", "mi_go") and row == "sane":
        return fields.get("target") == "opponent"
    others = [c for c in state.hand if CARD_KIND[c] != card] or list(state.hand)[1:]
    if card == "shining_trapezohedron" and row == "insane":
        return state.rules.trapezohedron_trigger == "on_play" and any(VALUE[c] >= 5 for c in others[:1])
    return card == "hound_of_tindalos" and row == "insane" and not any(INSANE[c] for c in state.opponent_discard)


def dooms(state, action) -> bool:
    """Return whether a play makes the next insanity check certain to fail (dangers.play_dooms), or an answer loses at
    it whatever it turns up (dangers.answer_dooms): the Insanity line says the loss when every move does (newcomer
    review 17 round Z, finding 1: it said "about 1 more turn"; review 19, finding 1: the answers to Armitage)."""
    if action.kind == "answer":
        return answer_dooms(state, texts._move_key(state, action, "en")[0])
    card = dict(action.fields).get("card")
    return action.kind in ("play", "guess") and card is not None and play_dooms(state, card)


def doomed_answer_words(state, action, words: dict, lang: str) -> dict:
    """Return an answer's words ending with the loss at the next check when every outcome of it loses there (newcomer
    review 19, finding 1: both answers to Armitage lost, the chips said only '⚠ 1 in 4 Insanity: N → 4')."""
    if action.kind != "answer":
        return words
    said, may = ANSWER_DOOMS[texts.table_lang(lang)], False
    if not dooms(state, action):   # a deck top that loses only if discarded says so too (newcomer review 23, 1)
        may = answer_may_doom(state, texts._move_key(state, action, "en")[0])
        if not may:
            return words
    text, label = ("may_text", "may_label") if may else ("text", "label")
    return {**words, "text": words["text"] + said[text], "label": words["label"] + said[label]}


def same_rows(action) -> bool:
    """Return whether `action` plays a card's Insane row that is its Sane row (Liber Ivonis, LS-P4): the same play as
    the Sane one, which the table offers alone."""
    fields = dict(action.fields)
    rows = PLAYER_TABLE.get(fields.get("card"), {}) if action.kind == "play" else {}
    return fields.get("effect") == "insane" and rows.get("insane") is rows.get("sane")


def pointless_zero(state, action) -> bool:
    """Return whether `action` names 0 while the seat sees that no 0 can be the opponent's top card (LS-P1): the only
    0 is the Mi-Go Braincase, set aside at setup (LS-SETUP-1); it reaches the opponent's stack as its known top card
    (LS-P5), or hidden in a designer's setup. So "Name 0" is offered while the Braincase is not in sight elsewhere
    (set aside, removed, a discard, the hand, the known deck top); the engine keeps every value of `guess_values`."""
    fields = dict(action.fields)
    value = fields.get("guess") if action.kind == "play" else fields.get("value") if action.kind == "guess" else None
    if value != 0:
        return False
    return BRAINCASE in seen_cards(state)


def prompt(state, actions, lang: str) -> str:
    """Return what the table asks the player now, made from the legal actions (see texts.prompt)."""
    return texts.prompt(state, actions, lang)


def help_texts() -> dict:
    """Return the page's "?" panel in every language: the app's title, the rules reminder, how to read the table and
    the seat controls."""
    return texts.HELP


# The Letter coach's moments in their order (frames/coach.py FINDERS).
COACH_ORDER = ("insanity", "key", "sign")


def coach_moments_at(position, seat) -> dict:
    """Return the Letter coach's moments at `position` for `seat` ({moment: text key}, sentences/coach.py MOMENTS):
    Insanity N rose (an Insanity card reached the player's discard: played, revealed by a check or discarded from the
    deck), or a check took 2 cards or more (issue 23 r6c, finding 5); the player must play The Silver Key (LS-TURN-6)
    or the opponent is protected (LS-TURN-7), which the course's deal never brings (newcomer review 36, letter_en 5)."""
    out: dict = dict(_rule_moments(position, seat))
    for event in position.events or ():
        card = KIND_BY_ID.get(event.data.get("card", ""))
        if event.name == "insanity_check" and event.data.get("n", 0) >= 2:
            return {**out, "insanity": "insanity_check"}
        if card is not None and card.insane and (event.name in ("play", "check_reveal")
                                                 or (event.name == "partner_discarded"
                                                     and event.data.get("to") == "player")):
            out["insanity"] = "insanity_up"
    return out


def _rule_moments(position, seat) -> dict:
    """Return the moments of a rule the course never met at `position`: "key", the player to play only its Silver Key
    beside a card of 5 or more (LS-TURN-6); "sign", the opponent protected on the player's turn (LS-TURN-7, LS-O4)."""
    from .story_letter import forced_seven   # frames.story_letter reads frames.letter_steps; imported late

    if seat != "player" or position.result is not None or position.to_act != "player" or position.pending is None \
            or position.pending.kind != "play":
        return {}
    out = {}
    plays = [a for a in position.legal_actions() if a.kind in ("play", "guess")]
    if forced_seven(position, plays) == "silver_key":
        out["key"] = "key"
    if position.o_protected:
        out["sign"] = "sign"
    return out


def coach_still_holds(positions, at: int, begin: int, seat, moment: str) -> bool:
    """Return whether a moment met at `at` still holds at `begin`, where its bubble shows after another's: the forced
    Key still to play, the opponent still protected (a bubble true of the board); Insanity always (N never falls)."""
    return moment == "insanity" or moment in _rule_moments(positions[begin], seat)
