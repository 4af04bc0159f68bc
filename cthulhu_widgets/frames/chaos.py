"""The CHAOS table's frame: card functions, suits and combos, each move with the cell, card or chip it is played on."""
from __future__ import annotations

import json
from pathlib import Path

from ..games import chaos
from ..games.chaos import texts
from ..games.chaos.cards import COMBOS, FUNCTIONS, SUITS
from ..games.chaos.gate_warn import gate_push_words
from ..games.chaos.sentences import refusal_words
from ..core import texts as core_texts
from .story_chaos import story  # noqa: F401  (the story a seat reads: frames/story.py)
from . import chaos_turn, chaos_risk
from .chaos_news import news, own_checks, own_swap
from .chaos_push import after_act, last_act, pushes
from .chaos_seen import MARKS_BACK, rounds_of, seen_events, since_start, turn_goes_on, turn_of

LANGS = texts.LANGS
# Words of the table in each language; the file lives beside the widgets.
UI = json.loads((Path(__file__).parents[1] / "widgets" / "chaos_words.json").read_text(encoding="utf-8"))
UI.setdefault("zh-TW", texts.zh_tw.UI)   # zh-TW's words are generated from zh's (tools/gen_zh_tw.py)


def catalog() -> dict:
    """Return card functions (names in English, the seed's Chinese and Japanese, role, rule), suits, UI words and
    the card texts: `card_texts` = {"cards": card id -> language -> name, text, role, suit; "combos": C1..C5 ->
    language -> name, text; "times": midnight, dawn -> language -> name, text}, languages en, zh, ja and zh-TW."""
    return {"functions": {f: {"role": role, "rule": rule, **{lang: texts.function_name(f, lang) for lang in LANGS}}
                          for f, (role, rule, _en, _zh) in FUNCTIONS.items()},
            "combos": {c: {"ghost": g, "patient": p, **{lang: texts.combo_name(c, lang) for lang in LANGS}}
                       for c, (g, p) in COMBOS.items()},
            "suits": list(SUITS), "seats": list(chaos.SEATS), "ui": texts.ui_words(UI),
            "card_texts": _card_texts(), "help": texts.HELP}


def _card_texts() -> dict:
    """Return the card texts with each combo named in words ("Combo: Mischief + Checkup"), not by its code ("Combo
    C5"), which no key explains (newcomer round 6d item 6)."""
    out = {k: v for k, v in texts.CARD_TEXTS.items() if k != "_doc"}
    out["combos"] = {c: {lang: {**entry, "name": f"{UI[lang]['combo']}{'：' if lang != 'en' else ': '}"
                                                 f"{texts.combo_name(c, lang)}"}
                         for lang, entry in langs.items()} if isinstance(langs, dict) else langs
                     for c, langs in out["combos"].items()}
    return out


def sentence(event, lang: str) -> str:
    """Return an event's sentence in `lang` (zh: Simplified Chinese, ja: Japanese)."""
    return texts.event_text(event.name, dice_named(event.data, lang), lang, labels=True)   # cells: "c4"


def dice_named(data: dict, lang: str) -> dict:
    """Return an event's data with its dice as numbers ("1 and 5"): a pair of dice read as a cell ("rolls a5 = 6",
    newcomer round 6d item 6)."""
    dice = data.get("dice")
    if not isinstance(dice, list):
        return data
    last = {"en": " and ", "zh": "和", "ja": "と", "zh-TW": "和"}.get(texts.table_lang(lang), " and ")
    return {**data, "dice": core_texts.list_sep(lang).join(map(str, dice[:-1])) + last + str(dice[-1])}


def banner(result, seat, lang: str, bots=()) -> dict:
    """Return the banner: the winning team (or a draw), the end cause's sentence, and whether `seat`'s team won."""
    title = texts.result_title(result.outcome, lang, seat)
    if seat in chaos.SEATS and result.outcome in ("A", "B") and seat[0] != result.outcome:   # a losing seat is told so
        title = texts.WORDS[texts.table_lang(lang)]["we_lost"].format(outcome=result.outcome)   # (r6c item 11)
    return {"title": title,
            "text": _after_lead(texts.cause_text(result.cause, result.outcome, lang)),
            "win": bool(seat) and result.outcome == seat[0]}


def _after_lead(text: str) -> str:
    """Return a result sentence without its lead ('Team B wins: ', 'A draw: '): the banner's title says it, and a page
    showing both read 'Team B wins — Team B wins: …' (newcomer rr/40_end_A1, issue 23 r6c item 11)."""
    for mark in ("：", ": "):
        if mark in text:
            rest = text.split(mark, 1)[1].strip()
            return rest[:1].upper() + rest[1:]
    return text


READS_POSITIONS = True   # legal() reads the positions since the seat's last turn: board_marks (frames/build.py)


def legal(state, actions, lang: str, positions=None) -> list[dict]:
    """Return each legal action with what it points at (a cell, a card in hand, or a chip), its sentence and, where
    its chip has words of its own, its `label`."""
    out, risks = [], chaos_risk.risks(state, actions, lang, positions)   # review 37: hidden bombs as a decision
    for a in actions:
        fields = dict(a.fields)
        words = {**texts.move_words(state, a, lang), **_fizzle_words(state, a, lang), **_danger_words(state, a, lang),
                 **_reach_words(state, a, lang), **chaos_turn.end_label(state, a, lang),
                 **chaos_turn.join_words(state, a, lang), **chaos_turn.end_alone(state, a, lang),
                 **chaos_turn.cover_words(state, a, lang), **chaos_turn.no_swap_words(state, a, lang),
                 **chaos_turn.reversal_plants(state, a, lang)}
        words.update(gate_push_words(state, a, lang, words.get("text", "")))   # review 29, chaos_ja 9
        if "row" in fields:  # a cell says it all: no fields, to keep the sync small
            # a move key of its own: none (packed); `maybe`: a ✗? the page asks to confirm (review 25, room_en 9)
            danger = {k: words.pop(k) for k in ("danger", "maybe") if k in words}
            risk = risks.get((fields["row"], fields["col"]), {})   # {risk, safe}: the step's odds (review 37)
            out.append({"id": str(a), "kind": a.kind, "target": {"cell": [fields["row"], fields["col"]], **danger,
                                                               **risk}, **words})
            continue
        target = {"card": fields["card"]} if "card" in fields else {"chip": True}
        if "hint" in words:   # a combo's or cover's effect and cost in brief, under a chosen card's chips (review 20)
            target["hint"] = words.pop("hint")
        out.append({"id": str(a), "kind": a.kind, "fields": fields, "target": {**target, **_spent(state, a)}, **words})
    marks = board_marks(state, lang, positions)
    if out and marks:   # what happened on the board since the seat's last turn, sent once, with its first move
        out[0] = {**out[0], "target": {**out[0]["target"], "marks": marks}}
    told = _news(state, lang, positions) if out else {}
    if told:   # what others did to the seat since its last turn, by its hand and piece (review 25: chaos_news.py)
        out[0] = {**out[0], "target": {**out[0]["target"], "news": told}}
    steps = refusal_words.step_refusals(state, actions, refusal_words.STEP_REFUSED[texts.table_lang(lang)])
    if out and steps:   # why a neighbour cell is no step now, sent once (review 35, room_zh 1)
        out[0] = {**out[0], "target": {**out[0]["target"], "steps_why_not": steps}}
    why = why_not(state, actions, lang)
    if out and why:     # why each hand card no move uses cannot be played now, sent once, with the first move
        out[0] = {**out[0], "target": {**out[0]["target"], "why_not": why}}
    return out


def why_not(state, actions, lang: str) -> dict:
    """Return {card id: why it cannot be played now} for each card of the acting seat's hand that no legal action
    plays (texts.why_not: its own reason, not a generic one; newcomer review 11, findings 4 and 5)."""
    seat = getattr(state, "to_act", None)
    if seat is None or not isinstance(state, chaos.State):
        return {}
    used = {dict(a.fields).get("card") for a in actions}   # a time declaration's cards are not played for their effect
    out = {}
    for card in dict.fromkeys(state.hand.get(seat, ())):
        if card not in used:
            text = texts.why_not(state, seat, card, lang)
            if text:
                out[card] = text
    return out


def _spent(state, action) -> dict:
    """Return {"off": True} for a Sprint played after the move ended on a bomb or in a role swap (§11 Movement,
    CH-P4): it gives no step, so its chip is shown greyed with the reason, not offered (newcomer review 8, finding 3;
    review 11, desk 172: after a swap it was offered and spent for nothing)."""
    fields = dict(action.fields)
    sprint = action.kind == "play" and str(fields.get("card", "")).startswith("sprint_")
    return {"off": True} if sprint and state.halted else {}


_STEP = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}


def board_marks(state, lang: str, positions=None) -> list[dict]:
    """Return the bombs stepped on and the compass readings the seat to act may see since its last turn ended (its
    own turn's too; a bomb until its next decision after it), each with its cell, as the board draws them (review 6
    finding 2: a bomb's blast and the midnight compass showed nothing on the board): {"kind": "blast", "cell", "seat",
    "tip"} and {"kind": "compass", "cell" (where the patient stood), "dir", "seat", "lost", "tip"}."""
    seat, events = state.to_act, seen_events(state, positions)
    if not events or seat is None:
        return []
    turns = [i for i, e in enumerate(events) if e.name == "turn" or turn_of(e) == seat]
    own = [i for i in turns if turn_of(events[i]) == seat]   # its own previous turn's pushes (chaos_push.py)
    start, prev = since_start(events, seat), own[-2] if len(own) > 1 else None
    end = start
    if own and turns[-1] != own[-1]:   # a join or reaction in another's turn: since its own last act (chaos_push.py)
        prev, end = own[-1], next((i for i in turns if i > own[-1]), start)
        start = after_act(events, seat, prev, end)
    out = pushes(events[prev:end], seat, lambda e: sentence(e, lang)) if prev is not None else []
    fresh = start
    if turn_goes_on(positions, seat):
        # a blast is news until the seat's next decision: as its turn goes on, only its last act's (review 32, room_en
        # 7: a burst stayed on a7 and c1 after "That bomb is gone now", read as a bomb still there)
        fresh = len(events) - len(positions[len(positions) - 1].events or ())
        out = [m for m in out if m["kind"] != "blast"]
    seen = [e for i, e in enumerate(events) if i >= start and e.visible_to(seat) and (e.name != "bomb" or i >= fresh)]
    rounds = rounds_of(events, state)
    for i, e in enumerate(seen):
        if e.name == "bomb":   # its round: the page remembers "went off in round n" (js/src/chaos/blasts.js)
            out.append({"kind": "blast", "cell": list(e.data["cell"]), "seat": e.data["seat"], "tip": sentence(e, lang),
                        "round": rounds.get(id(e), state.round)})
        elif e.name == "compass" and e.data["dir"] in _STEP:
            after = next((x for x in seen[i + 1:i + 3] if x.data.get("seat") == e.data["seat"]
                          and x.name in ("moves", "step_lost")), None)
            dr, dc = _STEP[e.data["dir"]]
            moved = after is not None and after.name == "moves"
            cell = [after.data["to"][0] - dr, after.data["to"][1] - dc] if moved else _cell(state, e.data["seat"])
            tip = sentence(e, lang) + ("" if moved or after is None else " " + sentence(after, lang))
            if cell:
                out.append({"kind": "compass", "cell": cell, "dir": e.data["dir"], "seat": e.data["seat"],
                            "lost": not moved, "tip": tip})
    return out[-6:]


def _news(state, lang: str, positions=None) -> dict:
    """Return chaos_news.news for the seat to act, from the events it may see since its last turn."""
    seat, events = state.to_act, seen_events(state, positions)
    if seat is None or not isinstance(state, chaos.State):
        return {}
    if turn_goes_on(positions, seat):
        # its turn goes on: only what its own last step brought (a bomb it stepped on), not again what others did
        # before (newcomer review 26, chaos_en 5: "Your hand was replaced by B2's Brainwash" after three cards played)
        # and the ghost's threat was told at its first decision (review 26, chaos_ja 4: it stayed the whole turn)
        # from its own last act: its joint step's bomb, before its partner's step, is told now (review 33, room_zh 1)
        start = last_act(events, seat)
        start = len(events) - len(positions[len(positions) - 1].events or ()) if start is None else start
        seen, checked = [e for e in events[start:] if e.visible_to(seat)], own_checks(events[:start], seat)
        told = news(state, seen, lang, threat=False, checked=checked)
        hint = chaos_risk.hurt_hint(state, events, lang, checked) if "piece" in told else ""
        if hint:   # what would have shown the bomb, true to that step (review 37, chaos_en/chaos_ja: "luck")
            told["piece"] += (". " if texts.table_lang(lang) == "en" else "。") + hint
        return told
    turns = [i for i, e in enumerate(events) if e.name == "turn" or turn_of(e) == seat]
    own = [i for i in turns if turn_of(events[i]) == seat]
    start = since_start(events, seat)
    if own and turns[-1] != own[-1]:   # a reaction in another's turn: what came after its own last turn only
        start = next((i for i in turns if i > own[-1]), start)
    prev = own[-1] if own and turns[-1] != own[-1] else own[-2] if len(own) > 1 else None
    swap = [e for e in own_swap(events[:start], seat, prev) if e.visible_to(seat)]   # its step's swap ended its turn
    return news(state, swap + [e for e in events[start:] if e.visible_to(seat)], lang,
                checked=own_checks(events[:start], seat))


def _cell(state, seat: str):
    """Return a seat's piece's public (1-based) cell."""
    pos = state.pos.get(seat)
    return [pos[0] + 1, pos[1] + 1] if pos else None


def _fizzle_words(state, action, lang: str) -> dict:
    """Return the chip's label and text of a C1 (started, or joined with the same suit) whose jump cannot happen,
    with a ⚠ and how far the partner stands (newcomer round 6: the chip offered a jump, then the log said 'too far
    from its ghost to jump'; review 6 finding 1: the join chip said nothing), else {}."""
    if not _full_c1(state, action):
        return {}
    far = c1_too_far(state, state.team(state.to_act))
    if not far:
        return {}
    lang = texts.table_lang(lang)
    words = texts.move_words(state, action, lang)
    (gr, gc), (pr, pc) = state.pos[far[0]], state.pos[far[1]]
    values = {"ghost": far[0], "patient": far[1], "n": max(abs(gr - pr), abs(gc - pc)),
              "partner": far[0] if state.to_act == far[1] else far[1]}
    return {"label": words.get("label", "") + texts.fmt(texts.LABELS[lang]["combo_c1_far"], **values),
            "text": texts.fmt(texts.PROMPTS[lang]["combo_c1_far"], **values) + " " + words["text"]}


def _danger_words(state, action, lang: str) -> dict:
    """Return `danger` (sent in the move's target) and a ⚠ text for a patient's own move onto a bomb its seat knows (one it was shown, or a ✗ of
    its Checkup) while unprotected: the cell is drawn red (review 6 finding 3: a × cell stayed a plain gold target),
    else {}."""
    seat = state.to_act
    if action.kind != "move" or state.role.get(seat) != "patient" or seat in state.protected:
        return {}
    cell = (action["row"] - 1, action["col"] - 1)
    found = cell in state.known_bombs(seat) or state.checked[seat].get(cell)
    lang = texts.table_lang(lang)
    prompts = texts.PROMPTS[lang]
    unsure = state.unsure_clear(seat) if not found else {}
    if cell in unsure:   # a ✓ older than an enemy's hidden plant: "no bomb then" (review 10 finding 1)
        warn = texts.fmt(prompts["move_check_maybe"], cell=texts.cell_label((action["row"], action["col"])),
                              round=unsure[cell])
        return {"text": warn + " " + texts.move_words(state, action, lang)["text"]}
    if not found and cell in state.doubt[seat] and seat not in state.vision:   # a ✗ from before some temporary
        # bombs went: maybe (review 9); a seat that sees every bomb (CH-C5) knows there is none
        warn = texts.fmt(prompts["move_bomb_maybe"], cell=texts.cell_label((action["row"], action["col"])),
                              round=state.doubt[seat][cell])
        return {"maybe": 1, "text": warn + " " + texts.move_words(state, action, lang)["text"]}
    if not found:
        return {}
    warn = texts.fmt(prompts.get(f"move_bomb_{state.rules.bomb_effect}", prompts["move_bomb_respawn"]),
                          cell=texts.cell_label((action["row"], action["col"])))
    return {"danger": 1, "text": warn + " " + texts.move_words(state, action, lang)["text"]}


def _reach_words(state, action, lang: str) -> dict:
    """Return the text of a patient's joint-turn move in a same-suit C1 after its ghost has moved, with a ⚠ when it
    ends out of the jump's reach (CH-C1: within 3×3 of the ghost), else {} (review 6 finding 1: the patient walked
    out of reach and both cards were spent for nothing)."""
    combo, seat = state.combo, state.to_act
    if (action.kind not in ("move", "stay") or state.pending is None or state.pending.kind != "combo_move"
            or not combo or combo.get("combo") != "C1" or combo.get("effect") != "full" or combo.get("reflect")
            or seat != combo.get("partner") or state.role.get(seat) != "patient"
            or state.role.get(combo["leader"]) != "ghost"):
        return {}
    ghost = combo["leader"]
    to = (action["row"] - 1, action["col"] - 1) if action.kind == "move" else state.pos[seat]
    (gr, gc) = state.pos[ghost]
    n = max(abs(gr - to[0]), abs(gc - to[1]))
    if n <= 1:
        return {}
    lang = texts.table_lang(lang)
    warn = texts.fmt(texts.PROMPTS[lang]["combo_c1_out"], ghost=ghost, n=n)
    return {"text": warn + " " + texts.move_words(state, action, lang)["text"]}


def _full_c1(state, action) -> bool:
    """Whether `action` starts a C1, or joins a C1 with the leader's suit (its full effect: the jump, CH-COMBO-2)."""
    fields = dict(action.fields)
    if action.kind == "combo":
        return fields.get("combo") == "C1"
    pending = state.pending
    if action.kind != "join" or getattr(pending, "combo", None) != "C1":
        return False
    return fields["card"].rsplit("_", 1)[1] == pending.card.rsplit("_", 1)[1]


def c1_too_far(state, team: str) -> tuple[str, str] | None:
    """Return (ghost, patient) of `team` when no joint move (each piece one step, or none) brings the patient within
    3×3 of its ghost, so a full C1 ends 'too far to jump' (CH-C1); None when the jump stays possible."""
    ghosts, patients = state.seats_of(team, "ghost"), state.seats_of(team, "patient")
    if not ghosts or not patients:
        return None
    ghost, patient = ghosts[0], patients[0]
    reach = {seat: [state.pos[seat], *state._forced_options(seat)] for seat in (ghost, patient)}
    near = any(max(abs(g[0] - p[0]), abs(g[1] - p[1])) <= 1 for g in reach[ghost] for p in reach[patient])
    return None if near else (ghost, patient)


def forced_pass(state):
    """Return the decline (or pass) of the seat to act when it is that seat's only legal move (a combo it holds no
    card to join, a reaction it holds no card for), else None: the table plays it for the seat and the story says
    so, instead of stopping to ask (newcomer round 6d: about 6 such stops a game)."""
    pending = getattr(state, "pending", None)
    if not isinstance(state, chaos.State) or state.to_act is None or getattr(pending, "kind", None) not in ("join", "react"):
        return None
    actions = state.legal_actions()
    return actions[0] if len(actions) == 1 and actions[0].kind in ("decline", "pass") else None


def prompt(state, actions, lang: str, positions=None) -> str:
    """Return what the table asks the seat to act, made from its legal actions (see texts.prompt), with an option a
    rule took away before it and what ends the turn after it (frames/chaos_turn.py, review 25); `positions` (the
    game's, up to `state`) tell whether that option's note is new (review 26)."""
    said = texts.prompt(state, actions, lang)
    if not said:
        chaos_risk.forget()   # the frame's last ask of its facts (diff review of round II, defect 5)
        return said
    events = _rounds(positions) if positions is not None else None
    risk = chaos_risk.prompt_line(state, actions, lang, positions)   # every step unchecked (review 37)
    chaos_risk.forget()
    sep = " " if texts.table_lang(lang) == "en" else ""
    return chaos_turn.lead(state, actions, lang, events) + said + chaos_turn.after_extra(state, lang) + \
        (sep + risk if risk else "")


def _rounds(positions) -> list:
    """Return the events of `positions` back to the start of the round before the last one (within MARKS_BACK)."""
    out, ends = [], 0
    for i in range(len(positions) - 1, max(-1, len(positions) - 1 - MARKS_BACK), -1):
        here = list(positions[i].events or ())
        out[:0] = here
        ends += sum(1 for e in here if e.name == "round_end")
        if ends >= 2:
            break
    return out
