"""What other seats did to the reader since its last turn, told where it looks at its next decision: one line over
its hand (a card taken, a hand replaced or redrawn), one by its piece (a role swap, a bomb's return) and a hidden enemy
ghost that may reach it (newcomer review 25: room_en 1, room_zh 1, chaos_ja 8 and 3, chaos_en 1). Read from the events
the seat may see and its own view only (CH-HIDE: a vanished ghost's cell never)."""
from __future__ import annotations

from itertools import islice

from ..games.chaos import texts
from ..games.chaos.sentences.news_words import NEWS
from .chaos_push import last_act


def news(state, events: list, lang: str, threat: bool = True, checked=None) -> dict:
    """Return {"hand", "piece", "threat"} (each only when there is one) for the seat to act, from `events` (those since
    its last turn, already kept to what it may see); the threat only where `threat` (the turn's first decision);
    `checked`: {cell: found a bomb} of the seat's own Checkups before `events` (its bomb line says so: review 29)."""
    seat = state.to_act
    words = NEWS[texts.table_lang(lang) if lang != "zh-TW" else "zh-TW"]
    out, blast, leader, passed, mover, push, counter = {}, None, None, None, None, None, None
    pieces, prev = [], None   # the piece's lines: (0 a role change, 1 a move; its line; its push) (review 33)
    takes = []   # the reader's cards taken since its hand last changed otherwise: all told (review 37, chaos_en 2)
    checked = dict(checked or {})   # read in the events' order: a Checkup after a bomb did not find that bomb
    for i, e in enumerate(events):
        # who moved last: a push's mover is its pusher, so a swap it caused is news (review 33, chaos_en 1, 136)
        mover = (e.data.get("by") or e.data.get("seat")) if e.name == "moves" else mover
        push = _push(e, seat, push)
        hand = _hand(e, seat, words, lang, state.hand.get(seat, ()))
        combo = (leader, passed, state.role.get(seat), counter)
        shoved = push if prev is not None and prev.name == "moves" and prev.data.get("by") else None
        unmet = _unmet(e, state, seat, words, islice(events, i + 1, None))
        piece = _piece(e, seat, words, lang, blast, shoved, own=mover == seat) or _combo_swap(e, seat, words, lang, combo) \
            or _pushed(e, seat, words, lang, push) or unmet or _lost(e, prev, seat, words, lang)
        # a swap or a bomb the push led to tells the push too: its line takes the push's place
        told = (e.name == "swap" and shoved) or (e.name == "respawn" and (blast or {}).get("key") == "bombed_pushed")
        blast = _blast(e, seat, blast, checked, push)
        _fold_check(e, seat, checked)
        prev = e
        leader = e.data["seat"] if e.name == "combo_started" else leader
        # the enemy seat whose counter turned the reader's team's combo on it (CH-C4 full: "reflected")
        counter = None if e.name == "combo_started" else e.data["seat"] if e.name == "reaction" and not counter \
            and e.data["seat"][0] != seat[0] else counter
        # the reader's partner ghost let an enemy combo through (CH-C4: a counter starts with its Prank)
        passed = e.data["seat"] if e.name == "no_reaction" and e.data["seat"] == _mate(seat) else passed
        # a swap's own line says its hand is new (review 28, chaos_en 4: "New hand: you swapped roles with B1" over
        # "B1 swapped with you", 154-156)
        if piece and e.name in _SWAPS:
            out.pop("hand", None)
        if hand and not (piece and e.name in _SWAPS):
            taken = e.name == "takes" and e.data.get("seat") != seat
            takes = [*takes, (e.data["seat"], e.rule, e.data["card"])] if taken else []
            out["hand"] = _taken(takes, words, lang) if takes else hand   # the latest change: the hand it sees
        if piece:   # a role change (a swap, or why none came) over a move; a push's next step goes on its line
            key = (push["by"], push["start"]) if push and e.name == "moves" and not unmet else None
            if pieces and pieces[-1][2] and (key == pieces[-1][2] or told):
                pieces.pop()
            pieces.append((0 if e.name in _SWAPS or piece == unmet else 1, piece, key))
    if pieces:   # the one that matters most, the newest of its kind: where the piece is now; the others stay in
        out["piece"] = min(reversed(pieces), key=lambda p: p[0])[1]   # the story (review 35, chaos_ja 1: no "+1 more")
    if threat and takes and "hand" in out and len(state.hand.get(seat, ())) < 3:   # what the rule does (CH-CARD-3),
        out["hand"] = _left(len(state.hand.get(seat, ())), words) + words["sep"] + out["hand"]   # first: a cut keeps it
    threat = threat and _threat(state.view(seat), seat, words)
    if threat:
        out["threat"] = threat
    return out


TAKERS = {"CH-P3": "amnesia", "CH-G4": "prank"}   # the cards whose take is a random card of the victim's hand
_SWAPS = ("swap", "roles_swapped")   # the events whose piece line is a role swap
_RELOCATED = ("moves", "respawn", "rerolled")   # the events of every change of a piece's cell (its "seat")


def _hand(e, seat: str, words: dict, lang: str, cards=()) -> str:
    """Return the line of a hand change another seat made (CH-P2 Amnesia/CH-G4 Prank take, CH-G3, CH-C2, CH-SWAP-3) or
    its own take (the card it may see: review 32, room_zh 6);
    a Brainwash names the new hand, `cards` (review 28, room_en 5: "just show new hand: X, Y, Z")."""
    d = e.data
    if e.name == "takes" and d.get("victim") == seat and d.get("seat") != seat:   # the card that took it, at random
        fn = TAKERS.get(e.rule)                                                       # (review 35, chaos_ja 1)
        return words["taken_by" if fn else "taken"].format(seat=d["seat"], card=texts.card_name(d["card"], lang),
                                                           fn=fn and texts.function_name(fn, lang))
    if e.name == "takes" and d.get("seat") == seat:   # its own take: the card came to its hand (room_zh 6: untold)
        return words["took"].format(victim=d["victim"], card=texts.card_name(d["card"], lang))
    if e.name == "brainwashed" and d["seat"][0] != seat[0]:
        return words["brainwashed"].format(seat=d["seat"], cards=_names(cards, words, lang))
    if e.name == "roles_swapped" and d.get("hands") and seat in (d["first"], d["second"]):
        return words["hands_swapped"].format(other=d["second"] if seat == d["first"] else d["first"])
    if e.name == "swap" and seat in (d["patient"], d["ghost"]):
        return words["redrawn"].format(other=d["ghost"] if seat == d["patient"] else d["patient"])
    return ""


def _taken(takes: list, words: dict, lang: str) -> str:
    """Return the line of the reader's cards other seats took (CH-P3, CH-G4): each taker's card once, with every
    card it took ("B1's Amnesia took your Protection (Skull), Schizophrenia (Skull) at random"), in the takes' order."""
    by: dict = {}
    for seat, rule, card in takes:
        by.setdefault((seat, rule), []).append(texts.card_name(card, lang))
    return words["sep"].join(
        words["taken_by" if TAKERS.get(rule) else "taken"].format(
            seat=seat, card=words.get("cards", words["list"]).join(cards),
            fn=TAKERS.get(rule) and texts.function_name(TAKERS[rule], lang)) for (seat, rule), cards in by.items())


def _left(n: int, words: dict) -> str:
    """Return what a hand short of 3 cards means for the reader's turn (CH-CARD-3: it draws up to 3 at its end)."""
    return words["left_none"] if n == 0 else words.get("left_one" if n == 1 else "left", words["left"]).format(n=n)


def _names(cards, words: dict, lang: str) -> str:
    """Return the cards' names in brief, a repeated one once with its count ("Schizophrenia ×2")."""
    names = [texts.function_name(c.rsplit("_", 1)[0], lang) for c in cards]
    return words["list"].join(n + (f" ×{names.count(n)}" if names.count(n) > 1 else "") for n in dict.fromkeys(names))


def _piece(e, seat: str, words: dict, lang: str, blast=None, shoved=None, own=False) -> str:
    """Return the line of what happened to the reader's piece: a role swap (CH-SWAP-1/5; by the push `shoved`, when a
    push put it there: review 33, chaos_en 1; by its `own` step, a compass's too: review 34, room_en 3), a bomb's return (CH-MOVE-4: the bomb at `blast` sends it to its spawn;
    room_zh 9, every seat told alike)."""
    d = e.data
    if e.name == "swap" and seat in (d["patient"], d["ghost"]):
        role = texts.WORDS[texts.table_lang(lang)]["role"]["ghost" if seat == d["patient"] else "patient"]
        other = d["ghost"] if seat == d["patient"] else d["patient"]
        if shoved:
            return words["pushed_swap"].format(by=shoved["by"], cause=_cause(shoved, words, lang), other=other,
                                               role=role)
        return words["met" if own else "swapped"].format(other=other, role=role)
    if e.name == "respawn" and d.get("seat") == seat and blast:
        named = {**blast, "cell": texts.cell_label(blast["cell"]), "to": texts.cell_label(d["to"])}
        return words[blast["key"]].format(**named)
    return ""


def _lost(e, compass, seat: str, words: dict, lang: str) -> str:
    """Return the line of the reader's Midnight step its compass lost (CH-TIME-2: "Compass: up → the board's edge, A1
    stays on d1"), `compass` the event before it; "" for any other event (review 39, chaos_ja 7: a grey bar only)."""
    if e.name != "step_lost" or e.data.get("seat") != seat or compass is None or compass.name != "compass":
        return ""
    way = texts.WORDS[texts.table_lang(lang)]["dir"].get(compass.data["dir"], compass.data["dir"])
    return words["compass_lost"].format(dir=way, blocker=words["blocked_by"][e.data["blocker"]], seat=seat,
                                        cell=texts.cell_label(e.data["cell"]))


def _push(e, seat: str, push):
    """Return {by, to, start, rule} of the push (CH-G1, CH-C3: public) that last moved the reader's piece (its steps
    in a row one push, from the first's start), None after a step of its own; `push` so far."""
    if e.name != "moves" or e.data.get("seat") != seat:
        return push
    d = e.data
    if not d.get("by"):
        return None
    start = push["start"] if push and push["by"] == d["by"] and push["to"] == tuple(d.get("start") or ()) \
        else tuple(d.get("start") or d["to"])
    return {"by": d["by"], "to": tuple(d["to"]), "start": start, "rule": e.rule}


def _cause(push: dict, words: dict, lang: str) -> str:
    """Return what pushed: a combo (CH-C3), else the Possession card (CH-G1)."""
    return words["combo"] if push["rule"] == "CH-C3" else texts.function_name("possession", lang)


def _pushed(e, seat: str, words: dict, lang: str, push) -> str:
    """Return the line of a push that moved the reader's piece, "B2's combo pushed you from a7 to b7" (review 33,
    chaos_ja 1, 170: told in the story alone), at its move's event; else ""."""
    if e.name != "moves" or e.data.get("seat") != seat or not push or push["start"] == push["to"]:
        return ""
    return words["pushed"].format(by=push["by"], cause=_cause(push, words, lang),
                                  start=texts.cell_label(push["start"]), to=texts.cell_label(push["to"]))


def _unmet(e, state, seat: str, words: dict, later=()) -> str:
    """Return why the reader's own step onto an enemy patient brought no swap: its ghost is vanished (CH-G5; review
    33, chaos_ja 2, 142: nothing happened, the reason was under the hand only); else "". True of that step only: the
    engine keeps a meeting until the Vanish ends, so the patient must stand there now, not moved since the step
    (`later`: the events after it; a patient's moves, respawn and reroll are public), else a step back onto the cell
    it left would say it again (round BA's review)."""
    d = e.data
    if e.name != "moves" or d.get("seat") != seat or d.get("by") or e.rule != "CH-G5":
        return ""
    to = tuple(d["to"])   # (a public cell counts from 1)
    met = [p for p, cell in getattr(state, "unseen_met", {}).get(seat, ())
           if (cell[0] + 1, cell[1] + 1) == to and state.pos.get(p) == cell]
    moved = {x.data.get("seat") for x in later if x.name in _RELOCATED} if met else set()
    met = [p for p in met if p not in moved]
    return words["unmet"].format(other=met[-1]) if met else ""


def _blast(e, seat: str, blast, checked: dict, push=None):
    """Return the bomb the reader's piece met, with its cause as far as the seat knows (review 29, room_zh 2:
    "g1 的炸弹把你送回了 h1", whose?): the seat that pushed it there (review 32, room_zh 2: the push was in the log
    alone), else a plant its team saw (CH-G2), else one from the start unless an enemy plant stands, then either (only
    they know, CH-HIDE-2); `blast` so far, else None."""
    d = e.data
    if e.name == "bomb" and d.get("seat") == seat and push and push["to"] == tuple(d["cell"]):
        return {"key": "bombed_pushed", "by": push["by"], "cell": d["cell"]}
    if e.name == "bomb_temporary" and d.get("seat") == seat:
        return {"key": "bombed_by", "by": d["by"], "cell": d["cell"]}
    if e.name != "bomb" or d.get("seat") != seat:
        return blast
    if blast and blast.get("by") and tuple(blast["cell"]) == tuple(d["cell"]):
        return blast
    cell = tuple(d["cell"])
    if cell in checked:   # its own Checkup saw it (chaos_en 7, 077), or saw none there: a plant since (room_zh 2)
        return {"key": "bombed_found" if checked[cell] else "bombed_after", "cell": d["cell"]}
    enemy = [p for p in d.get("plants", ()) if p[:1] != seat[:1]]
    return {"key": "bombed_maybe", "team": enemy[0][:1], "cell": d["cell"]} if enemy else \
        {"key": "bombed_start", "cell": d["cell"]}


def _combo_swap(e, seat: str, words: dict, lang: str, combo: tuple) -> str:
    """Return the line of an enemy Combo C2 that swapped the reader's role (CH-C2), with why it could not counter when
    its partner ghost passed (CH-C4; review 25, chaos_ja 3: the reason was only in the summary below the fold), or its
    own team's combo an enemy counter turned on it (review 32, room_zh 1: only "your hand was swapped" was said).
    `combo`: the combo's leader, the partner ghost that passed (or None), the reader's role now and the countering
    enemy seat (or None)."""
    d, (leader, passed, now, counter) = e.data, combo
    if e.name != "roles_swapped" or seat not in (d["first"], d["second"]) or not leader:
        return ""
    role = texts.WORDS[texts.table_lang(lang)]["role"].get(now, now)
    if leader[0] == seat[0]:
        return words["counter_swapped"].format(by=counter, role=role) if counter else ""
    line = words["combo_swapped"].format(leader=leader, role=role)
    if passed:
        line += words["sep"] + words["no_prank"].format(ghost=passed, prank=texts.function_name("prank", lang))
    return line


def _mate(seat: str) -> str:
    return seat[0] + ("2" if seat[1] == "1" else "1")


def _threat(view: dict, seat: str, words: dict) -> str:
    """Return the line of an unseen enemy ghost whose may-be-there cells (the board's violet ones: within its hidden
    turns + 1 steps of where it vanished, js/src/chaos/board.js ghostReach) are one step or less from the reader's
    patient: it may meet it next turn (CH-G5, CH-SWAP-1). Only the view is read: never the ghost's hidden cell."""
    pieces = view.get("pieces") or []
    me = next((p for p in pieces if p.get("seat") == seat), None)
    if not me or me.get("role") != "patient" or not me.get("cell"):
        return ""
    for p in pieces:
        seen = p.get("last_seen")
        if p.get("team") == me.get("team") or p.get("role") != "ghost" or p.get("cell") or not seen:
            continue
        far = (p.get("hidden_turns") or 0) + 1
        gap = abs(seen[0] - me["cell"][0]) + abs(seen[1] - me["cell"][1])
        if gap <= far + 1:
            return words["threat"].format(seat=p["seat"])
    return ""


def own_swap(events: list, seat: str, turn) -> list:
    """Return the events from `seat`'s last own act in its joint turn opened at `turn` (an index: a cover's or a
    combo's, CH-DUR-1) when a role swap of its own step followed it, else []: a joint turn ends with the step, so the
    swap is told at the seat's next decision (review 34, room_en 3, 193: "ghost" in the header, no line why). In its
    own turn the seat decides again after the swap (a card, or "end"): told then."""
    act = None if turn is None or events[turn].name == "turn" else last_act(events, seat, turn)
    tail = events[act:] if act is not None else []
    return tail if any(e.name == "swap" and seat in (e.data["patient"], e.data["ghost"]) for e in tail) else []


def own_checks(events: list, seat: str) -> dict:
    """Return {cell: whether a bomb was found} of `seat`'s own Checkups in `events` that still hold at their end."""
    out = {}
    for e in events:
        _fold_check(e, seat, out)
    return out


def _fold_check(e, seat: str, checked: dict) -> None:
    """Update `checked` by event `e`: the seat's own Checkup says what it saw there; a bomb gone off on a cell ends
    what was seen there (a plant may come after: "the bomb your Checkup found" was said of a new one, round AU's
    review)."""
    if e.name == "checkup" and e.visible_to(seat) and seat in (e.seats or ()):
        found = {tuple(c) for c in e.data.get("bombs", ())}
        checked.update({tuple(c): tuple(c) in found for c in e.data.get("cells", ())})
    elif e.name == "bomb":
        checked.pop(tuple(e.data["cell"]), None)
