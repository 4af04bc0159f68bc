"""What the CHAOS prompt and chips add about the turn itself: an option a rule took away, and what ends the turn
(newcomer review 25, chaos_en 2 and chaos_ja 2; words in games/chaos/sentences/turn_words.py)."""
from __future__ import annotations

import copy

from ..games.chaos import texts
from ..games.chaos.turn_facts import extra_follows, teammate
from ..games.chaos.sentences import turn_words


def no_lead(state, actions, lang: str, events=None) -> str:
    """Return why the seat has no combo (or cover) this round when its partner took the team's first turn and the
    seat holds a card that would have started one (CH-COMBO-1, CH-COVER-1), at the opening of its turn; else "".
    With the game's `events` (back to the round before), only when it is new, and naming a card that reversed the
    order (newcomer review 26: chaos_en 9, said nearly every round; room_en 10, chaos_ja 8: why the partner led)."""
    seat = state.to_act
    if (state.pending is None or state.pending.kind != "move" or state.phase_cards or state.combo_tried
            or any(a.kind in ("combo", "cover") for a in actions)):
        return ""
    mate = teammate(state)
    if mate not in state.acted and mate not in state.done:
        return ""
    led = copy.copy(state)   # the same seat, as if it were its team's first this round: what it would be offered
    led.acted, led.done = state.acted - {mate}, state.done - {mate}
    combos, covers = led._combo_starts(seat), led._cover_starts(seat)
    if not combos and not covers or (events is not None and _told(events, seat, mate)):
        return ""
    said = texts.fmt(turn_words.NO_LEAD[texts.table_lang(lang)][bool(covers)], partner=mate)
    return said + _reversed_by([e for e in events or () if e.visible_to(seat)], seat, lang)


def _told(events: list, seat: str, mate: str) -> bool:
    """Return whether, the round before, `seat`'s turn also came after its partner's (the note was new then)."""
    ends = [i for i, e in enumerate(events) if e.name == "round_end"]
    if not ends:
        return False
    before = events[(ends[-2] + 1 if len(ends) > 1 else 0):ends[-1]]
    turns = [e.data.get("seat") for e in before if e.name == "turn"]
    return seat in turns and mate in turns and turns.index(mate) < turns.index(seat)


def _reversed_by(events: list, seat: str, lang: str) -> str:
    """Return who reversed the order since the seat's previous turn and with which card (CH-P1), else ""."""
    own = [i for i, e in enumerate(events) if e.name == "turn" and e.data.get("seat") == seat]
    start = own[-2] if len(own) > 1 else 0
    flips = [i for i in range(start, len(events)) if events[i].name == "order_reversed"]
    play = next((e for e in reversed(events[start:flips[-1]]) if e.name == "plays"), None) if flips else None
    if play is None:
        return ""
    card = texts.function_name(play.data["card"].rsplit("_", 1)[0], lang)
    return texts.fmt(turn_words.REVERSED[texts.table_lang(lang)], seat=play.data["seat"], card=card)


def lead(state, actions, lang: str, events=None) -> str:
    """Return what the ask says before its options: no_lead (`events`: the game's since the round before), or a
    join's push_note."""
    return push_note(state, lang) if state.pending.kind == "join" else no_lead(state, actions, lang, events)


def push_note(state, lang: str, combo=None) -> str:
    """Return, while the seat is asked to join a push (CH-C3), or offered to start one (`combo`), which enemies it
    will not move: Protected ones (CH-P5), as every seat sees them; the whole push's "no effect" when none moves;
    else "" (review 25, room_en 4; review 30, chaos_en 3, 087: the offer said nothing)."""
    pending, seat = state.pending, state.to_act
    if (combo or getattr(pending, "combo", None)) != "C3" or not state.rules.protection_blocks_forced_moves:
        return ""
    lang = texts.table_lang(lang)
    enemies = [s for s in ("A1", "A2", "B1", "B2") if s[0] != seat[0] and s not in state.vanish]
    safe = [s for s in enemies if s in state.protected]
    if not safe:
        return ""
    if len(safe) == len(enemies):
        return texts.fmt(turn_words.NO_EFFECT[lang], seats=turn_words.AND[lang].join(safe))
    return "".join(texts.fmt(turn_words.NOT_PUSHED[lang], seat=s) for s in safe)


def join_words(state, action, lang: str) -> dict:
    """Return a join's sentence with push_note before it, and its chip's label with a ⚠ when the push moves no one;
    a C3 offer's sentence and hint with the note first, its label with a ⚠ (review 30, chaos_en 3, 087)."""
    combo = dict(action.fields).get("combo") if action.kind == "combo" else None
    note = push_note(state, lang) if action.kind == "join" else push_note(state, lang, combo) if combo else ""
    if not note:
        return {}
    words = texts.move_words(state, action, lang)
    label = words.get("label", "")
    if combo:
        return {"text": note + words["text"], "hint": note + words.get("hint", ""), "label": "⚠ " + label.lstrip("⚠ ")}
    return {"text": note + words["text"], "label": ("⚠ " + label) if note.startswith("⚠") else label}


def no_swap_words(state, action, lang: str) -> dict:
    """Return a Possession step's sentence with why no swap comes when it lands the possessed patient on a vanished
    ghost the seat sees (CH-G5: a vanished ghost neither causes nor suffers swaps; review 34, room_en 2); else {}."""
    if action.kind != "pick" or getattr(state.pending, "kind", None) != "push":
        return {}
    seat, cell = state.to_act, (action["row"] - 1, action["col"] - 1)
    ghost = next((s for s in sorted(state.vanish) if state.pos[s] == cell and state.sees_piece(seat, s)), None)
    if ghost is None:
        return {}
    lang = texts.table_lang(lang)
    who = turn_words.NO_SWAP_WHO[lang][ghost != seat].format(seat=ghost)
    text = texts.move_words(state, action, lang)["text"]
    end = text[-1] if text[-1:] in ".。" else ""   # the note goes inside the sentence
    return {"text": text[:len(text) - len(end)] + turn_words.NO_SWAP[lang].format(who=who) + end}


def reversal_plants(state, action, lang: str) -> dict:
    """Return a Schizophrenia's sentence with the Mischief bombs it ends at once when the reversal gives their planter,
    of the seat's team (it sees their cells), the next turn (CH-P1, CH-DUR-3; review 34, chaos_en 6); else {}."""
    if action.kind != "play" or not str(action.get("card", "")).startswith("schizophrenia"):
        return {}
    nxt = next(iter(state.upcoming(1, -state.direction)), None)
    if nxt is None or nxt == state.to_act or nxt[0] != state.to_act[0] or state.rules.plant_duration != "next_turn":
        return {}
    cells = sorted(c for c in state.temp_bombs if state.plant_owner.get(c) == nxt)
    if not cells:
        return {}
    lang = texts.table_lang(lang)
    named = texts.core_texts.list_sep(lang).join(texts.cell_label((r + 1, c + 1)) for r, c in cells)
    return {"text": texts.move_words(state, action, lang)["text"]
            + turn_words.REVERSAL_PLANTS[lang].format(seat=nxt, cells=named)}


def end_alone(state, action, lang: str) -> dict:
    """Return the end chip's label when ending the cards is the seat's only move (no card it may play, CH-CARD-4 (3)
    then (5) the draw): 'Draw: no card to play' (review 25, room_zh 10); else {}."""
    if action.kind != "end" or state.pending.kind != "cards" or extra_follows(state):
        return {}
    if any(a.kind != "end" for a in state.legal_actions()):
        return {}
    if state.hand.get(state.to_act) and state._card_limit_reached(state.to_act):   # why, with cards in hand (CH-TIME-2..4;
        # review 28, chaos_en 8, 122/134: 'no card to play' while holding a Vanish at Dawn)
        time = texts.WORDS[texts.table_lang(lang)]["time"][state.time[0]]
        return {"label": texts.fmt(turn_words.END_LIMIT[texts.table_lang(lang)], time=time)}
    return {"label": turn_words.END_ALONE[texts.table_lang(lang)]}


def cover_words(state, action, lang: str) -> dict:
    """Return a cover's chip and sentence where the cover does more than its card says (CH-COVER-1): a Protection
    cover's chip says it shields both (CH-P5; review 28, chaos_ja 4, 153/155: 'for the whole team' shielded both,
    unsaid), and its sentence that the partner's turn it starts ends the partner's Mischief bombs (CH-DUR-3; chaos_en
    9, 150: they vanished, unwarned); else {}."""
    if action.kind != "cover":
        return {}
    lang, mate = texts.table_lang(lang), teammate(state)
    out, words = {}, texts.move_words(state, action, lang)
    if str(dict(action.fields).get("card", "")).startswith("protection"):
        out["label"] = texts.fmt(turn_words.COVER_SHIELD[lang], partner=mate)
    if mate in getattr(state, "stands", {}) and state.rules.plant_duration == "next_turn":
        out["text"] = words["text"] + texts.fmt(turn_words.COVER_PLANTS[lang], partner=mate,
                                                card=texts.function_name("mischief", lang))
    return out


def after_extra(state, lang: str) -> str:
    """Return what follows the extra steps (the turn ends with a draw, CH-CARD-4) in their phase, else ""."""
    return turn_words.AFTER_EXTRA[texts.table_lang(lang)] if state.pending.kind == "extra" else ""


def end_label(state, action, lang: str) -> dict:
    """Return the end-cards chip's label when extra steps follow it: the steps, then the draw (CH-CARD-4); else {}."""
    if action.kind != "end" or not extra_follows(state):
        return {}
    return {"label": texts.fmt(turn_words.END_EXTRA[texts.table_lang(lang)], n=state.extra)}
