"""Texts of CHAOS for logs, banners and choices that teach the rules: the functions that fill them, and the tables of
each language (TEXTS, CAUSES, WORDS, PROMPTS, _COMBO_SPLIT) assembled from sentences/<lang>.py: English, the seed's
Simplified Chinese (sentences/zh.py: "zh" is zh-CN here, the seed 001 is written in it), Japanese
(sentences/ja.py: our translation) and Traditional Chinese for zh-TW readers ("zh-TW", sentences/zh_tw.py: generated
from the Simplified tables by tools/gen_zh_tw.py). Card ids are shown as card names of the language
("Schizophrenia (Eye)", 「憑依（目）」); card texts (what each card, combo and time of day does) and the card names are in card_texts.json."""
from __future__ import annotations

import json
import re
from pathlib import Path

from ...core import texts as core_texts
from .cards import CARDS, COMBOS, FUNCTION, ROLE, SUITS, combo_part
from .sentences import chip_words, en, ja, refusal_words, zh, zh_tw
from .turn_facts import extra_follows, teammate

LANGUAGE_MODULES = {"en": en, "zh": zh, "ja": ja, "zh-TW": zh_tw}  # sentences/<lang>.py
LANGS = tuple(LANGUAGE_MODULES)  # languages with a table; any other language falls back to English
CARD_TEXTS = json.loads(Path(__file__).with_name("card_texts.json").read_text(encoding="utf-8"))
for _section, _entries in zh_tw.CARD_TEXTS.items():   # the zh-TW card texts live in the generated zh_tw.py
    for _key, _entry in _entries.items():
        CARD_TEXTS[_section][_key].setdefault("zh-TW", _entry)

TEXTS = {lang: module.TEXTS for lang, module in LANGUAGE_MODULES.items()}
_TEXTS = TEXTS["en"]  # the English table (the engine's event texts)

CAUSES = {lang: module.CAUSES for lang, module in LANGUAGE_MODULES.items()}

WORDS = {lang: module.WORDS for lang, module in LANGUAGE_MODULES.items()}

# What each choice does, by action kind (and the card function for a play), and its chip where it has words of its
# own (LABELS); what the table asks the seat to act (ASKS: the legal OPTIONS joined by OR).
PROMPTS = {lang: module.PROMPTS for lang, module in LANGUAGE_MODULES.items()}
LABELS = {lang: module.LABELS for lang, module in LANGUAGE_MODULES.items()}
ASKS = {lang: module.ASKS for lang, module in LANGUAGE_MODULES.items()}
HINTS = chip_words.HINTS   # a chosen card's combo in brief, under its chips (sentences/chip_words.py)
OPTIONS = {lang: module.OPTIONS for lang, module in LANGUAGE_MODULES.items()}
OR = {lang: module.OR for lang, module in LANGUAGE_MODULES.items()}
# The app's title, the rules reminder, how to read the table, the board's legend and the seat controls.
HELP = {lang: module.HELP for lang, module in LANGUAGE_MODULES.items()}

# Words of the board's tags (timed effects, a temporary bomb's planter, the Dawn line), by language.
BOARD = {lang: module.BOARD for lang, module in LANGUAGE_MODULES.items()}

# Where a combo's text parts its full effect from the weaker one of different suits, by language.
_COMBO_SPLIT = {lang: module.COMBO_SPLIT for lang, module in LANGUAGE_MODULES.items()}


_A_BEFORE = re.compile(r"\b([Aa]) \{(\w+)\}")   # an English template's article before a value: "a {part}"


def fmt(template: str, **values) -> str:
    """Return `template` filled with `values` (core_texts.fmt), each "a {name}" read "an {name}" where the value
    filled in asks for it: every sentence that puts a card's name (or any word) after an article reads right."""
    def pick(m) -> str:
        if m.group(2) not in values:
            return m.group(0)
        return f"{m.group(1)}{core_texts.article(values[m.group(2)])[1:]} {{{m.group(2)}}}"
    return core_texts.fmt(_A_BEFORE.sub(pick, template), **values)


def ui_words(ui: dict) -> dict:
    """Return the table's UI words (`ui`: language -> key -> word) with the board's tag words of every language."""
    return {lang: {**ui.get(lang, {}), **BOARD.get(lang, {})} for lang in [*ui, *(x for x in BOARD if x not in ui)]}


def table_lang(lang: str) -> str:
    """Return the language whose table is used for `lang` (English where this game has no table)."""
    return core_texts.table_lang(lang, LANGS)


def card_name(card: str, lang: str = "en") -> str:
    """Return a card's name in `lang`: its function and suit ("Schizophrenia (Eye)")."""
    return CARD_TEXTS["cards"][card][table_lang(lang)]["name"]


def function_name(function: str, lang: str = "en") -> str:
    """Return a card function's short name in `lang` ("Possession", 附身, 憑依): its cards' name without the suit."""
    return re.split(r" \(|（", card_name(f"{function}_{SUITS[0]}", lang))[0].split("|")[0]


def combo_name(combo: str, lang: str = "en") -> str:
    """Return a combo's name in words, its two functions ("Possession + Protection"): its code (C3) has no key a
    player reads (newcomer round 6d item 6)."""
    ghost, patient = COMBOS[combo]
    return f"{function_name(ghost, lang)} + {function_name(patient, lang)}"


def _cell(value) -> str:
    return f"({value[0]},{value[1]})"


def cell_label(cell) -> str:
    """Return a 1-based [row, col] cell as the board labels it: its column's letter and its row's number ("c4" is
    column c, row 4). The letter is lower case, so a cell never reads like a seat (A1, B2)."""
    return f"{chr(ord('a') + cell[1] - 1)}{cell[0]}"


def _show(key: str, value, lang: str, labels: bool = False):
    words, cell = WORDS[lang], (cell_label if labels else _cell)
    if key == "card" and isinstance(value, str) and value in CARD_TEXTS["cards"]:
        return card_name(value, lang)
    if isinstance(value, list) and value and isinstance(value[0], list):
        # a list of board cells in the language's list separator ("g2, f1", 「g2、f1」): ja read "g2 f1" as one word
        # (newcomer review 14, finding 4, phone 021)
        return (core_texts.list_sep(lang) if labels else " ").join(cell(c) for c in value)
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return cell(value)
    if isinstance(value, list):
        names = (card_name(v, lang) if v in CARD_TEXTS["cards"] else str(v) for v in value)
        return core_texts.list_sep(lang).join(names) or words["none"]
    if key in words and isinstance(words[key], dict) and value in words[key]:
        return words[key][value]
    return value


def event_text(name: str, data: dict, lang: str = "en", labels: bool = False) -> str:
    """Return the sentence of an event in `lang` (card ids shown as card names of that language); cells as the
    engine writes them, "(4,3)", or with `labels` as the board labels them, "c4" (the players' story)."""
    lang = table_lang(lang)
    shown = {k: _show(k, v, lang, labels) for k, v in data.items()} | {"n_bombs": len(data.get("bombs") or ())}
    if "combo" in data:
        shown["combo_name"] = combo_name(data["combo"], lang)
    if name == "game_over":
        shown["cause_text"] = cause_text(data.get("cause"), data.get("outcome"), lang)
    if name == "combo_resolves" and data.get("effect") in ("full", "weak") and "combo" in data:
        # what the full or weak effect does, not only its name (newcomer review 11, desk 9: 'weak effect (different
        # suits)' was never explained)
        part = combo_effect(data["combo"], data["effect"], lang)
        name_, close = shown["effect"], shown["effect"][-1:]
        if part and close in ")）":   # inside its bracket: "weak effect (different suits: the patient sees …)"
            shown["effect"] = f"{name_[:-1]}{core_texts.colon(lang).rstrip()}{'' if close == '）' else ' '}{part}{close}"
    template = TEXTS[lang].get(name)
    text = name if template is None else fmt(template, **shown)
    if name == "checkup" and not data.get("bombs"):
        text = text.split(core_texts.colon(lang).strip())[0] + WORDS[lang]["no_bomb"]
    return text


def cause_text(cause: str, outcome: str, lang: str = "en") -> str:
    """Return the result sentence of an end cause ("Team A wins: its patient escaped through the open gate.")."""
    return CAUSES[table_lang(lang)].get(cause, cause).format(outcome=outcome)


def result_title(outcome: str, lang: str = "en", seat: str | None = None) -> str:
    """Return the banner's title of an outcome for `seat` (a team's win, "Your team wins" for its own, or a draw)."""
    words = WORDS[table_lang(lang)]
    if outcome == "draw":
        return words["draw"]
    return words["we_won" if seat and seat[0] == outcome else "won"].format(outcome=outcome)


def action_text(state, action, lang: str = "en") -> str:
    """Return what a legal action does, as a sentence in `lang`, for the seat to act in `state`."""
    return move_words(state, action, lang)["text"]


def move_words(state, action, lang: str = "en") -> dict:
    """Return a legal action's words in `lang`: {"text": its sentence} and, where its chip has words of its own,
    "label" (a cell, a direction or a time set keeps the table's own label); a combo's "hint" in brief."""
    lang = table_lang(lang)
    key, values = _move_key(state, action, lang)
    if key is None:
        return {"text": str(action)}
    more = chip_words.MORE[lang]   # what a chip's cost or outcome adds (sentences/chip_words.py)
    out = {"text": fmt(PROMPTS[lang][key] + more["text"].get(key, ""), **values)}
    label = chip_words.LABELS[lang].get(key, LABELS[lang].get(key))
    if label is not None:
        out["label"] = fmt(label + more["label"].get(key, ""), **values)
    if key in HINTS[lang]:
        out["hint"] = fmt(HINTS[lang][key], **values)
    return out


def _move_key(state, action, lang: str) -> tuple[str | None, dict]:
    """Return the PROMPTS (and LABELS) key of a legal action and the values its templates are filled with."""
    f = dict(action.fields)
    kind, pending = action.kind, state.pending
    values = {"card": card_name(f["card"], lang) if f.get("card") in CARDS else "",
              "cell": cell_label((f["row"], f["col"])) if "row" in f else "", "target": f.get("target", "")}
    if kind == "pick":
        purpose = getattr(pending, "purpose", None) if pending.kind == "pick" else "push"
        values.update(n=len(getattr(pending, "picked", ())) + 1, need=getattr(pending, "need", 1),
                      target=getattr(pending, "target", ""))
        return (f"pick_{purpose}" if f"pick_{purpose}" in PROMPTS[lang] else "pick"), values
    if kind == "decline":
        if pending.kind == "join":
            alone = all(a.kind == "decline" for a in pending.actions(state))  # no card to join with: say why
            part = function_name(combo_part(pending.combo, state.role[state.to_act]), lang)
            return ("decline_join_none" if alone else "decline_join"), {**values, "leader": pending.leader,
                                                                          "part": part}
        return ("decline_jump" if pending.kind == "jump" else "decline"), values
    if kind == "push":
        return "push", {**values, "dir": WORDS[lang]["dir"].get(f["dir"], f["dir"])}
    if kind == "declare_time":
        cards = core_texts.list_sep(lang).join(card_name(c, lang) for c in f["cards"].split("+"))
        # whom the time binds, the setter's own team too (CH-TIME-2..4; review 11, room 233)
        return "declare_time", {**values, "cards": cards, "time": WORDS[lang]["time"][f["time"]],
                                "bound": WORDS[lang]["bound"][f["time"]]}
    if kind == "combo":
        full = _combo_parts(f["combo"], lang)[0]
        weak = combo_effect(f["combo"], "weak", lang)   # said before committing too (review 11, room 193)
        mate = teammate(state)
        part = function_name(combo_part(f["combo"], state.role[mate]), lang)
        full_short, weak_short = WORDS[lang]["combo_short"][f["combo"]]   # the chip's few words (review 20)
        return "combo", {**values, "combo": combo_name(f["combo"], lang), "effect": full, "partner": mate,
                         "part": part, "weak": weak, "full_short": full_short, "weak_short": weak_short,
                         "spent": function_name(FUNCTION[f["card"]], lang)}
    if kind == "join":
        same = f["card"].rsplit("_", 1)[1] == pending.card.rsplit("_", 1)[1]
        return "join", {**values, "suited": PROMPTS[lang]["same_suit" if same else "other_suit"],
                        "leader": pending.leader,   # what the combo does (review 18, finding 3: only the card was said)
                        "effect": combo_effect(pending.combo, "full" if same else "weak", lang)}
    if kind in ("react", "pass") and pending.kind == "react":
        return _reaction_key(state, kind, values, lang, f.get("card", ""))
    if kind == "cover":
        return "cover", {**values, "partner": teammate(state)}
    if kind == "play":
        fn = FUNCTION[f["card"]]
        key = f"play_{fn}_{f['mode']}" if "mode" in f else f"play_{fn}"
        if fn == "sprint" and state.halted == "bomb":
            key = "play_sprint_halted"  # §11 Movement: the bomb ended the move, the Sprint gives no step
        elif fn == "sprint" and state.halted:
            key = "play_sprint_swapped"  # §11 Movement, CH-P4: a role swap ended it (review 11, desk 172)
        elif fn == "schizophrenia":
            values.update(_reversal(state, lang))
        return (key if key in PROMPTS[lang] else "play"), values
    if kind == "end" and extra_follows(state):
        return "end_extra", {**values, "n": state.extra}
    if kind == "stay" and pending.kind != "move":
        return "stay_joint", values
    return (kind if kind in PROMPTS[lang] else None), values


def _reversal(state, lang: str) -> dict:
    """Return the order a Schizophrenia leaves ({order}: "B1 → you → A2"; {whole_tight} the next four turns, the
    reader's among them: "B1→B2→A2→you", review 31), the one it changes ({now}: review 27,
    chaos_ja 6) and whose turn of this round it takes ({skips}; review 20, chaos_ja 1): read reversed (CH-P1, round AL)."""
    seat, reversed_ = state.to_act, -state.direction
    order, now = (" → ".join(chip_words.YOU[lang] if s == seat else s for s in state.upcoming(3, way))
                  for way in (reversed_, state.direction))
    lost = state.turns_lost(reversed_)
    skips, skipped = chip_words.SKIPS[lang]
    whole = "→".join(chip_words.YOU[lang] if s == seat else s for s in state.upcoming(4, reversed_))   # you too
    return {"order": order, "now": now, "order_tight": order.replace(" → ", "→"), "now_tight": now.replace(" → ", "→"),
            "whole_tight": whole, "order_chip": chip_words.order_chip(lang, whole, lost),   # review 33, chaos_en 7
            "skips": "".join(fmt(skips, seat=s) for s in lost), "skipped": "".join(fmt(skipped, seat=s) for s in lost)}


def _combo_parts(combo: str, lang: str) -> tuple[str, str]:
    """Return a combo's full effect (as its text says it, end mark kept) and its weak one of different suits (bare)."""
    text = CARD_TEXTS["combos"][combo][lang]["text"]
    after, before = _COMBO_SPLIT[lang]
    full = text.split(after, 1)[-1].split(before)[0]
    weak = text.split(before, 1)[1].lstrip(":： ").strip().rstrip("）)").strip() if before in text else ""
    return full, weak


def combo_effect(combo: str, effect: str, lang: str = "en") -> str:
    """Return what a combo does with the same suit ("full") or different suits ("weak"), without its end mark."""
    lang = table_lang(lang)
    full, weak = _combo_parts(combo, lang)
    return (full if effect == "full" else weak).strip().rstrip(".。").strip()


def _reaction_key(state, kind: str, values: dict, lang: str, card: str = "") -> tuple[str, dict]:
    """Return the PROMPTS key and values of a CH-C4 answer: the enemy ghost's Prank needs its partner's Schizophrenia
    next (else it comes back), the patient completes the Prank its partner played, or a pass (and why)."""
    pending, mate = state.pending, teammate(state)
    values = {**values, "partner": mate, "other": _reaction_other(state, lang)}
    if kind == "pass" and all(a.kind == "pass" for a in pending.actions(state)):
        want = "prank" if pending.stage == "ghost" else "schizophrenia"   # no card to react with: say which
        return "pass_none", {**values, "card": function_name(want, lang)}
    if pending.stage == "patient" and kind == "react":   # the chip says what it does (review 19, chaos_ja 6)
        prank = next(iter((state.combo or {}).get("reaction", {}).values()), "")
        same = prank.rsplit("_", 1)[-1] == card.rsplit("_", 1)[-1]
        # a stolen push: its way is chosen by the partner, who reacted first (CH-C3, CH-C4; review 33, room_zh 6)
        steal = "react_steal_push" if (state.combo or {}).get("combo") == "C3" else "react_steal"
        aims = fmt(PROMPTS[lang]["react_aims"], partner=mate) if same and steal == "react_steal_push" else ""
        said = fmt(PROMPTS[lang][steal if same else "react_cancel"], partner=mate, enemy=state.combo["leader"])
        return "react_complete", {**values, "outcome": said, "aims": aims}   # its leader named: review 41, room_en 1
    if pending.stage == "patient":
        return "pass_complete", values
    return kind, values


def _reaction_other(state, lang: str) -> str:
    """Return the reaction's other half in `lang`: the Schizophrenia the ghost's partner must add, or the card the
    patient's partner reacted with (public: everyone saw it played)."""
    played = list((state.combo or {}).get("reaction", {}).values())
    if state.pending.stage == "patient" and played:
        return card_name(played[0], lang)
    return function_name("schizophrenia", lang)


def prompt(state, actions, lang: str = "en") -> str:
    """Return what the table asks the seat to act, made from the legal `actions`: each phase's sentence lists only
    the options that are legal now (no Checkup without one in hand, no draw when extra steps follow)."""
    lang = table_lang(lang)
    pending, asks = state.pending, ASKS[lang]
    kinds = {a.kind for a in actions}
    phase = pending.kind
    if phase in ("move", "combo_move", "cards", "extra"):
        options = _options(state, actions, kinds, lang)
        leader = state.cover["leader"] if state.cover and state.cover["partner"] == state.to_act else None
        ask = ("cover_move_rule" if leader else "combo_move_rule") if phase == "combo_move" else phase   # review 24
        extra = state.cover.get("extra", 0) if phase == "combo_move" and state.cover else 0   # a Sprint cover's
        ask += "_extra" if extra else ""   # step after the joint one (CH-COVER-2; review 33, chaos_en 4)
        card = FUNCTION[state.cover["card"]] if leader else ""   # the cover's card and what it gives (review 34)
        said = fmt(asks[ask], options=options, n=extra or state.extra, leader=leader, why=asks.get(f"cover_why_{card}"),
                   card=function_name(card, lang) if card else "") if options else ""
        if said and phase == "combo_move" and state.combo:   # CH-COMBO-1: both move, then the combo resolves
            status = {"cancel": "combo_cancel", "full": "combo_full"}.get(state.combo.get("reflect"), "combo_after")
            said += fmt(asks[status], combo=combo_name(state.combo["combo"], lang))   # one status (review 19)
        return f"{_declined(state, lang)}{said}" if said and phase == "move" else said
    if phase == "pick":
        need, picked = pending.need, len(pending.picked)
        first = f"pick_{pending.purpose}_first"   # none picked yet: "pick 3 cells", not "3 more" (review 7)
        return fmt(asks[first if not picked and first in asks else f"pick_{pending.purpose}"],
                              n=max(0, need - picked))
    if phase == "push":
        return fmt(asks["push"], target=pending.target, n=pending.steps)
    combo = state.combo["combo"] if state.combo else ""
    named = {"combo": combo_name(combo, lang) if combo else "", "ghost": getattr(pending, "ghost", "")}
    if phase == "join":
        key = "join" if "join" in kinds else "join_none"
        part = function_name(combo_part(pending.combo, state.role[state.to_act]), lang)
        return fmt(asks[key], leader=pending.leader, card=card_name(pending.card, lang), part=part,
                              **named)
    if phase == "react":
        fn = "prank" if pending.stage == "ghost" else "schizophrenia"
        key = ("react_complete" if pending.stage == "patient" else "react") if "react" in kinds else "react_none"
        return fmt(asks[key], card=function_name(fn, lang), partner=teammate(state),
                              other=_reaction_other(state, lang), **named)
    return fmt(asks[phase], **named) if phase in asks else ""


def _declined(state, lang: str) -> str:
    """Return the partner's decline of the seat's combo (CH-COMBO-1; review 16, 4) with its reason, the same words
    whether or not it held the card (CH-HIDE-3; review 30, room_zh 1), before its lone turn's ask ("" else)."""
    seat = state.to_act
    for e in state.events or []:
        if e.name == "combo_declined" and e.data.get("seat", "")[:1] == seat[:1] and e.data.get("seat") != seat:
            card = card_name(e.data["card"], lang) if e.data.get("card") else function_name(
                combo_part(e.data["combo"], state.role[seat]), lang)
            return fmt(ASKS[lang]["declined"], seat=e.data["seat"], combo=combo_name(e.data["combo"], lang), card=card,
                       part=function_name(combo_part(e.data["combo"], state.role[e.data["seat"]]), lang))
    return ""


def _options(state, actions, kinds: set, lang: str) -> str:
    """Return the legal options of a movement or cards phase, joined in `lang` ("move…, stay… or play…")."""
    words, plays = OPTIONS[lang], [a for a in actions if a.kind == "play"]
    keys = [k for k in ("move", "spin", "stay", "stop") if k in kinds]
    if plays and state.pending.kind == "move":
        keys.append("checkup")                    # CH-CARD-4: the one card played before moving
    elif plays:
        keys.append("play")
    keys += [k for k, kind in (("combo", "combo"), ("cover", "cover"), ("time", "declare_time")) if kind in kinds]
    if "end" in kinds:
        keys.append("end_extra" if extra_follows(state) else "end")
    parts = [fmt(words[k], card=function_name("checkup", lang), n=state.extra) for k in keys]
    if len(parts) < 2:
        return "".join(parts)
    sep, last = OR[lang]
    return sep.join(parts[:-1]) + last + parts[-1]


def why_not(state, seat: str, card: str, lang: str = "en") -> str:
    """Return why `seat` cannot play its hand card `card` now, in `lang`, its specific reason (newcomer review 11,
    findings 4 and 5: a generic "what its text needs is not on the board, or your role or the time of day forbids it"
    and, for Checkup in a joint turn, "finish the choice in front of you first"); "" when the reason is not one of
    the card's (another seat to act, the game over). The caller asks only for a card no legal action uses."""
    pending = state.pending
    if pending is None or state.to_act != seat or card not in state.hand.get(seat, ()):
        return ""
    words, fn, role = BOARD[table_lang(lang)], FUNCTION[card], state.role[seat]
    phase = pending.kind
    if ROLE[card] != role:   # CH-CARD-5: a card of the other role only counts for time cards
        return fmt(words["why_not_role"], card_role=WORDS[table_lang(lang)]["role"][ROLE[card]],
                              role=WORDS[table_lang(lang)]["role"][role])
    if phase == "combo_move":  # §11 Combos / Team cover: a joint turn has no card phase
        return words["why_not_joint"]
    if phase == "extra":       # CH-CARD-4 (4): no card once the extra steps have begun
        return words["why_not_extra"]
    if phase not in ("move", "cards"):
        return words["why_not_now"]
    if state._card_limit_reached(seat):   # CH-TIME-2..4: one card a turn for the restricted role
        return fmt(words["why_not_limit"], time=WORDS[table_lang(lang)]["time"][state.time[0]])
    if phase == "move" and fn != "checkup":   # CH-CARD-4 (1): only Checkup before moving; CH-COMBO-1: who leads
        return refusal_words.before_step(state, seat, card, words)
    if fn == "possession":   # the enemy patient in reach that is protected or walled in, named (review 23, ja 2)
        key, target = refusal_words.possession_blocker(state, seat)
        return fmt(words[key], seat=target, card=function_name("protection", lang))
    key = {"amnesia": "why_not_amnesia", "prank": "why_not_prank",
           "mischief": "why_not_mischief", "vanish": "why_not_vanish"}.get(fn, "why_not_need")
    return words[key]

