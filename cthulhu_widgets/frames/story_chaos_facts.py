"""The standing facts a CHAOS story compares from one step to the next (frames/story_chaos.py): the order's last
reversal, Combo C5's sight, a vanished ghost on an enemy patient's cell, the cards drawn after a role swap, and a
combo's reaction window closed on a team that could not counter."""
from __future__ import annotations

import re

from ..core.events import Event
from ..games.chaos import texts
from ..games.chaos.cards import FUNCTION
from ..games.chaos.sentences import chip_words


def _redrawn(out: list, data: dict) -> dict:
    """Return how many cards each swapped seat drew since the swap (CH-SWAP-3: up to 3; fewer when a deck and its
    discards are empty, CH-CARD-3), counted from the draw lines of the reader's step."""
    start = max((i for i, e in enumerate(out) if e.name == "swap" and e.data.get("patient") == data.get("patient")
                 and e.data.get("ghost") == data.get("ghost")), default=-1)
    drawn = [e.data.get("seat") for e in out[start + 1:] if e.name in ("draw", "draws")]
    return {"n_patient": drawn.count(data.get("patient")), "n_ghost": drawn.count(data.get("ghost"))}


def _order(state) -> dict:
    """Return the fact of the order's last reversal (CH-P1), keyed by how many Schizophrenia cards were played, so
    each reversal is a new fact: who reversed it (the seat whose turn it is), the three seats that play next as the
    engine brings them (Views.upcoming), and the seat that was to play next and now comes later (newcomer review 13,
    desk finding 1: the order ran A2, B2, B1, B2 again, unannounced)."""
    history = getattr(state, "history", None) or ()
    reversals = sum(1 for a in history if a.kind == "play" and FUNCTION.get(a["card"]) == "schizophrenia")
    coming = state.upcoming(3) if reversals and hasattr(state, "upcoming") else []
    if len(coming) < 2:          # none, or the game is over
        return {}
    by = state.order[state.idx]
    was_next = state.upcoming(1, -state.direction)
    fact = {"seat": by, "first": coming[0], "second": coming[1],
            "again": coming[0] == state.order[(state.idx + state.direction) % 4]}
    if len(coming) > 2:          # the third seat too: the one that was next comes there (review 21, room_en 10)
        fact["third"] = coming[2]
    if was_next and was_next[0] not in coming[:2]:
        fact["waits"] = was_next[0]
    lost = state.turns_lost() if hasattr(state, "turns_lost") else []
    if lost:   # whose turn of this round it takes, as its chip said (review 28, chaos_en 5: "then B1" read as B1 plays)
        fact["skips"] = lost[0]   # (one seat: a reversal passes over one slot of the round)
    return {f"order:{reversals}": fact}


def blocked_line(words: dict, data: dict, lang: str) -> str:
    """Return a Midnight spin's line when its step cannot be made (CH-TIME-2): where the compass points, what blocks
    the step and the cell the patient stays on (newcomer review 21, room_zh 3: 'you step right' at the edge)."""
    return words["compass_blocked"].format(seat=data["seat"], cell=texts.cell_label(data["cell"]),
                                           blocker=words["blocked_by"][data["blocker"]],
                                           dir=texts.WORDS[texts.table_lang(lang)]["dir"][data["dir"]])


def _opens(state) -> dict:
    """Return the fact of the seat that opens a round while the order is reversed (CH-P1, CH-TEAM-3; newcomer review
    17, finding 3: nothing said who opens the round), keyed by the round: told once as it opens."""
    if getattr(state, "direction", 1) != -1 or getattr(state, "turn_in_round", None) != 0 or state.result is not None:
        return {}
    return {f"opens:{state.round}": {"seat": state.order[state.idx], "round": state.round}}


def _sight(now: dict, old: dict) -> list:
    """Return the events of Combo C5's sight (CH-C5 gives it to the seat: a role swap, CH-SWAP-1, changes only the
    role): a seat that gains it is told it stays with the seat; a swapped seat that has it, that it keeps it, and the
    seat it swapped with that it does not gain it (newcomer review 13, desk finding 3)."""
    roles = lambda facts: {v["seat"]: v["role"] for k, v in facts.items() if k.startswith("role:")}   # noqa: E731
    before, after = roles(old), roles(now)
    changed = [s for s in after if before.get(s) not in (None, after[s])]
    sighted = {v["seat"] for k, v in now.items() if k.startswith("sight:")}
    had = {v["seat"] for k, v in old.items() if k.startswith("sight:")}
    out = []
    for key, value in now.items():
        if not key.startswith("sight:") or key in old:
            continue
        seat = value["seat"]
        if seat not in had:
            out.append(Event("CH-C5", "sight_gained", dict(value)))
            continue
        others = [s for s in changed if s != seat and s not in sighted]
        out.append(Event("CH-C5", "sight_kept", {**value, **({"other": others[0]} if len(others) == 1 else {})}))
    return out


def _unseen_meetings(state) -> dict:
    """Return the standing fact of each vanished ghost on an enemy patient's cell: no role swap (CH-G5,
    `vanished_can_meet` false), told to the ghost's team (review 11, phone 141: it passed B2 twice, nothing said)."""
    vanish, pos, role = getattr(state, "vanish", None), getattr(state, "pos", {}), getattr(state, "role", {})
    rules = getattr(state, "rules", None)
    if not vanish or (rules is not None and getattr(rules, "vanished_can_meet", False)):
        return {}
    out = {}
    for ghost in sorted(vanish):
        for patient in sorted(s for s in role if s[0] != ghost[0] and role[s] == "patient"):
            if role.get(ghost) == "ghost" and pos.get(patient) == pos.get(ghost) and pos.get(ghost) is not None:
                cell = [pos[ghost][0] + 1, pos[ghost][1] + 1]
                out[f"unseen:{ghost}:{patient}:{cell[0]},{cell[1]}"] = {"ghost": ghost, "patient": patient,
                                                                        "cell": cell, "team": ghost[0]}
    return out


def winning_step(event: Event, viewer, history: list):
    """Return the reader's line of the escaped patient's step onto the gate (its seat's name or the reader's own
    line, and the gate's cell), else the last line that is no turn's heading (an event without them: old saves)."""
    seat, cell = event.data.get("seat"), event.data.get("cell")
    lines = [line for line in reversed(history) if not line.get("turn")]
    if seat and cell:
        at = re.compile(rf"(?<![A-Za-z0-9]){re.escape(texts.cell_label(cell))}(?![0-9])")
        mine = (lambda line: line.get("you")) if seat == viewer else (lambda line: seat in line["text"])
        return next((line for line in lines if at.search(line["text"]) and mine(line)), None)
    return next(iter(lines), None)


def _no_counter(state) -> dict:
    """Return the fact of a combo's reaction window closed on a team that could not counter (CH-C4: the ghost's Prank
    first, then the patient's Schizophrenia): its ghost passed, or it has no ghost or no patient to answer with.
    Told to the seats that could not (newcomer review 22, chaos_ja 2: a swap came and nothing said why no counter)."""
    combo, pending = getattr(state, "combo", None), getattr(state, "pending", None)
    if not combo or not combo.get("effect") or combo["reaction"] or combo.get("reflect") \
            or getattr(pending, "kind", None) == "react":
        return {}
    enemy = "B" if combo["team"] == "A" else "A"
    ghosts, patients = state.seats_of(enemy, "ghost"), state.seats_of(enemy, "patient")
    names = {e.name for e in getattr(state, "events", None) or ()}
    if not ghosts or not patients:
        why, seats = ("ghost", patients) if not ghosts else ("patient", ghosts)
    elif "no_reaction" in names and "reaction_withdrawn" not in names:   # the ghost passed: its patient is told
        why, seats = "prank", patients
    else:
        return {}
    return {f"nocounter:{seat}:{state.round}:{combo['leader']}": {
        "seat": seat, "why": why, "leader": combo["leader"], "ghost": ghosts[0] if ghosts else ""} for seat in seats}


def redrawn_sentence(words: dict, event: Event, data: dict, lang: str) -> str:
    """The swapped seats' new hands (CH-SWAP-3): each seat's count, and the empty deck that gave fewer than 3."""
    counts = event.data
    text = words["hands_redrawn_told"].format(patient=data["patient"], ghost=data["ghost"],
                                              n_patient=counts["n_patient"], n_ghost=counts["n_ghost"])
    short = [role for role, n in (("ghost", counts["n_patient"]), ("patient", counts["n_ghost"])) if n < 3]
    for role in short:   # the patient became a ghost: it draws from the ghost deck (and the other way round)
        text += words["hands_short"].format(role=texts.WORDS[texts.table_lang(lang)]["role"][role])
    return text


def told_news(words: dict, event: Event, data: dict, lang: str, facts: dict) -> str | None:
    """Return why the reader's team could not counter a combo (no_counter, _no_counter), or a role swap by Combo C2
    told with the reader's new role from the facts just derived for it (`facts`: the story's last ones per reader):
    '…: you are now a ghost' (newcomer review 22, chaos_ja 2: it read only 'You and your partner A2 swap roles')."""
    if event.name == "no_counter":
        return words[f"no_counter_{event.data['why']}"].format(
            **data, prank=texts.function_name("prank", lang), schizo=texts.function_name("schizophrenia", lang))
    reader = data.get("reader")
    now = (facts.get(reader) or (None, None))[1] or {}
    role = next((k.rsplit(":", 1)[1] for k in now if k.startswith(f"role:{reader}:")), None)
    other = event.data["second" if reader == event.data["first"] else "first"]
    if reader not in (event.data["first"], event.data["second"]) or role is None or f"role:{other}:{role}" in now:
        return None   # not the reader's swap, or both kept one role: the table's sentence
    said = texts.WORDS[texts.table_lang(lang)]["role"][role]
    return words["roles_swapped_now"].format(first=data["first"], second=data["second"], role=said)


def blast_unknown(data: dict, viewer: str) -> dict:
    """A blast the reader was not told was a plant, while the other team's plants stand (public, CH-G2): it may have
    been theirs or a hidden bomb from the start, only their team knows (CH-HIDE-2; newcomer review 23, room_en 1)."""
    enemies = [seat for seat in data.get("plants", ()) if seat[:1] != viewer[:1]]
    return {"maybe": enemies[0][:1], "team": enemies[0][:1]} if enemies else {}


def order_line(words: dict, event: Event, data: dict, lang: str) -> str:
    """The reversal's line: who reversed, then the seats from its turn on as the engine brings them ("… by B1:
    after B1's turn, B2 plays again, then A2, then A1"), true still when read at a later turn beside 'Order now'
    (newcomer review 21, room_zh 2: 'next … you wait' in B1's own turn's summary); no seat is said to wait; a seat
    whose turn of this round it takes, in its chip's words (review 28, chaos_en 5: "then B1" read as B1 plays)."""
    third = words["order_then"].format(seat=data["third"]) if data.get("third") else ""
    skips = chip_words.SKIPS[texts.table_lang(lang) if lang != "zh-TW" else lang][0]
    third += skips.format(seat=data["skips"]) if data.get("skips") else ""
    plays = words["order_plays_again" if event.data.get("again") else "order_plays"]
    card = texts.function_name("schizophrenia", lang)   # the one card that reverses the order (CH-P1)
    return words["order_turned"].format(seat=data["seat"], first=data["first"], second=data["second"],
                                        plays=plays, third=third, card=card)


# A re-roll after a tie (CH-TEAM-3): review 29, room_en 10, 003: "Team A rolls… 7. Team B rolls… 7. Team B rolls 1 and
# 2" read as B rolling twice for nothing (A's same re-roll was dropped as a repeat). zh-TW: zh in Traditional characters.
ROLL_AGAIN = {"en": ("A tie: Team {team} rolls again: {dice}, {total} in all.", " and "),
              "zh": ("平手，{team} 组重掷：{dice}，共 {total} 点。", "和"),
              "zh-TW": ("平手，{team} 組重擲：{dice}，共 {total} 點。", "和"),
              "ja": ("同点なのでチーム {team} が振り直す：{dice}、合計 {total}。", "と")}


def roll_again_line(data: dict, lang: str) -> str:
    """The line of a team's re-roll after a tie, its two dice and their sum."""
    line, join = ROLL_AGAIN.get(lang) or ROLL_AGAIN.get(texts.table_lang(lang)) or ROLL_AGAIN["en"]
    return line.format(team=data["team"], dice=join.join(map(str, data["dice"])), total=data["total"])
