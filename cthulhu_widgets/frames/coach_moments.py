"""The coach's moments in a "Learn to play" (issue 23; CHAOS's here, Letter's insanity in frames/letter.py): after the coached first steps, the first time in the
game that a combo, a reaction, the seat becoming a ghost, a time card (Midnight, Dawn), its patient's first step among
bombs it cannot see or holding a Checkup, a bomb, the gate opening or an enemy ghost's card happens to or near the seat, one coach bubble says what happened, what it means and what to do.

A moment is read from the positions alone (the events the seat may see, its role, its own decisions), so the mark
is the same however the table is reloaded: the moment's bubble shows from the position where it first happened
(or, when another moment's bubble is showing, from where that one ends) until the seat's next decision is taken.
"""
from __future__ import annotations

from ..games.chaos.cards import FUNCTION
from ..games.chaos.sentences.coach import MOMENTS as SAID
from ..games.chaos.sentences.course_words import ENEMY_CARDS as ENEMY_WORDS
from ..games.chaos.sentences.course_words import FIRST_TIPS, HANDS, PRANK_EMPTY

# The moments' words with the first-time tips' (review 28, chaos_en 2), a table of its own: the sentence tables stay
# as written (tools/gen_zh_tw.py converts them; tests/test_zh_tw.py regenerates it in the same process)
WORDS = {lang: {**said, **FIRST_TIPS.get(lang, {}),
                "head": {**said["head"], **FIRST_TIPS.get(lang, {}).get("head", {})}} for lang, said in SAID.items()}

# An enemy ghost's card, told the first time one is played (review 31, room_en 1): its public "plays" event names it
ENEMY_CARDS = tuple(ENEMY_WORDS["en"]["head"])   # prank, brainwash, mischief, possession
# A Prank's trace (CH-G4, games/chaos/effects.py _steal), each naming the seat that took ("seat") and its victim
TAKES = ("takes", "takes_hidden", "nothing_to_take")
COMBO = {"combo_started", "combo_joined", "combo_resolves"}
REACTION = {"reaction", "reflected", "cancelled"}
BOMB = {"bomb": "bomb_hit", "protected_from_bomb": "bomb_hit", "bombs_planted": "bomb_planted",
        "bombs_planted_hidden": "bomb_planted", "bombs_moved": "bomb_planted", "bombs_moved_hidden": "bomb_planted",
        "checkup": "bomb_checked"}
# the last four: one-line first-time tips of what the course's steps never reach (review 28, chaos_en 2)
ORDER = ("combo", "reaction", "ghost", "midnight", "dawn", "checkup", "unseen", "bomb", "gate", "cover", "vanish", "swap",
         "reversal", *ENEMY_CARDS, "safe_steps")
FIRSTS = {"vanished": "vanish", "roles_swapped": "swap", "order_reversed": "reversal"}
# The moments whose bubble goes before any older one still waiting, and cuts the one showing: becoming a ghost changes
# what every chip means (newcomer review 13, CHAOS finding 5: the ghost's tip waited behind the bombs' tip).
URGENT = ("ghost",)
# The moments whose tip matters for the seat's very next move: met by the time another tip would begin, they go before
# it (they cut no bubble). With one tip a turn, the hidden bombs' tip waited behind an enemy card's and came only once
# the patient had stepped (round 6d's guard; review 33's pacing).
AHEAD = ("checkup", "unseen")
# Tips that take no turn's one slot (one_a_turn): "Checkup first" is read at the seat's move and done with it; a
# reaction to the combo the seat then started, in the same turn, was lost behind it (round CC's CI: test_coach_round4)
LIGHT = ("checkup",)
MOVING = ("move", "combo_move", "extra")   # the decisions where a seat steps its own piece


def _asked(position, seat, kind: str) -> bool:
    """Return whether `seat` is to act at `position` on a pending decision of `kind` ("react"), or may start a
    combo there (kind "combo": a legal action named combo)."""
    if not _decides(position, seat) or position.result is not None:
        return False
    if kind == "react":
        return getattr(position.pending, "kind", None) == "react"
    if kind == "cover":   # CH-COVER-1: offered beside the combo, said before the reader chooses (review 28)
        return any(a.kind == "cover" for a in position.legal_actions())
    return any(str(a).startswith("combo") for a in position.legal_actions())


def _decides(position, seat) -> bool:
    """Return whether `seat` decides at `position`: it is to act there, and not on a decline the table plays for it
    (frames.forced.forced_move, a Mythos lone pass too: the seat never sees that position, so no bubble may wait on
    it)."""
    from .forced import forced_move   # frames.forced -> frames.chaos -> story_chaos; imported late

    return position.to_act == seat and forced_move(position) is None


def _patient_steps(position, seat) -> bool:
    """Return whether `seat`, a patient, is to step its own piece at `position`: the moment to warn of the bombs it
    cannot see (round 6d: newcomers stepped on one unwarned and went back to spawn). Read from its own role and
    decision only, so it tells nothing of where the bombs are."""
    return (position.to_act == seat and position.result is None and getattr(position, "role", {}).get(seat) == "patient"
            and getattr(position.pending, "kind", None) in MOVING)


def _spins(position, seat) -> bool:
    """Return whether `seat` is to step its patient at `position` while Midnight holds: its step is a compass spin,
    not a cell it chooses (CH-TIME-2), the first decision a Midnight changes for it (newcomer review 13, CHAOS phone
    finding 4: the compass was never taught; the tip came, if at all, when a seat set the time, not at the move)."""
    time = getattr(position, "time", None)
    return (bool(time) and time[0] == "midnight" and _patient_steps(position, seat) and _decides(position, seat)
            and any(a.kind == "spin" for a in position.legal_actions()))


def _enemy_card(event, seat) -> bool:
    """Return whether `event` (a card played) is an enemy seat's card among ENEMY_CARDS."""
    by, card = str(event.data.get("seat", "")), event.data.get("card")
    return by[:1] != str(seat)[:1] and FUNCTION.get(card) in ENEMY_CARDS


def enemy_card_fill(positions, seat, start: int, moment: str, text: str, lang: str, key: str = "") -> str:
    """Return an enemy card's tip with {seat} (who played it) and {hand} (whose hand a Prank took from) filled from the
    first play of it from `start` on, a Prank's hand from its own take (the seat that played it, not another seat's take
    in the same step), and its empty-hand words when it found nothing to take; other tips as they are (review 33,
    chaos_ja 3: a Prank's tip, naming no seat, showed beside "B1 took your Schizophrenia", B1's Amnesia)."""
    if moment not in ENEMY_CARDS:
        return text
    for i in range(start, len(positions)):   # positions: a list, or the table's lazy one (no slices)
        seen = [e for e in positions[i].events or () if e.visible_to(seat)]
        play = next((e for e in seen if e.name == "plays" and _enemy_card(e, seat)
                     and FUNCTION[e.data["card"]] == moment), None)
        if play is None:
            continue
        took = next((e for e in seen if e.name in TAKES and e.data.get("seat") == play.data["seat"]), None)
        victim = seat if took is None else took.data.get("victim")
        if took is not None and took.name == "nothing_to_take":   # an empty hand: nothing was taken (CH-G4)
            text = PRANK_EMPTY.get(lang, PRANK_EMPTY["en"])
        yours, theirs = HANDS.get(lang, HANDS["en"])
        hand = yours if victim == seat else theirs.replace("{seat}", str(victim))
        return text.replace("{seat}", str(play.data["seat"])).replace("{hand}", hand)
    return text


def moments_at(position, seat) -> dict:
    """Return the moments of `position` for `seat`: {moment: which text} (the bomb's text says planted, stepped on
    or checked; Dawn's when it is set; Midnight's at the seat's first step it turns into a compass spin)."""
    names = [e for e in position.events or () if e.visible_to(seat)]
    seen = {e.name for e in names}
    out: dict = {}
    if seen & COMBO or _asked(position, seat, "combo"):
        out["combo"] = "combo"
    if seen & REACTION or _asked(position, seat, "react"):
        out["reaction"] = "reaction"
    if _patient_steps(position, seat):
        out["unseen"] = "unseen"
        if _decides(position, seat) and any(str(a).startswith("play card=checkup")
                                            for a in position.legal_actions()):
            out["checkup"] = "checkup"   # it holds one: play it first (review 35, room_en 1; CH-CARD-4)
    if getattr(position, "role", {}).get(seat) == "ghost":     # met by an enemy patient, or an enemy combo (CH-C2)
        out["ghost"] = "ghost_combo" if "roles_swapped" in seen else "ghost"
    if _spins(position, seat):
        out["midnight"] = "midnight"
    if _asked(position, seat, "cover"):
        out["cover"] = "cover"
    for name in seen & FIRSTS.keys():   # a swap that made the seat a ghost is the ghost's tip (its cause said)
        if name != "roles_swapped" or "ghost" not in out:
            out[FIRSTS[name]] = FIRSTS[name]
    for event in names:
        if event.name == "bomb" and event.data.get("seat") == seat:   # its own patient hit: how to step safely
            out["safe_steps"] = "safe_steps"   # (review 33, room_en 1, room_zh 2; course_words.SAFE_STEPS)
        if event.name == "time_set" and event.data.get("time") == "dawn":
            out["dawn"] = "dawn"
        elif event.name in BOMB and (event.name != "checkup" or event.data.get("seat") == seat):
            out.setdefault("bomb", BOMB[event.name])
        elif event.name == "gate_opened":
            out["gate"] = "gate"
        elif event.name == "plays" and _enemy_card(event, seat):
            out.setdefault(FUNCTION[event.data["card"]], FUNCTION[event.data["card"]])
    return out


def firsts(positions, seat, start: int, found_at=moments_at, order=ORDER) -> list[tuple[int, str, str]]:
    """Return each moment's first position from `start` on: [(index, moment, text)], in the order they happened
    (`found_at(position, seat)` reads a position's moments, `order` lists them: CHAOS's by default)."""
    found: dict = {}
    for i in range(start, len(positions)):
        for moment, text in found_at(positions[i], seat).items():
            found.setdefault(moment, (i, moment, text))
        if len(found) == len(order):
            break
    return sorted(found.values(), key=lambda f: (f[0], order.index(f[1])))


def _seen_from(positions, seat, begin: int) -> int:
    """Return the first position from `begin` on that the seat sees: not one where the table plays its lone empty
    move (frames.forced), or `begin` when there is none."""
    from .forced import forced_move   # frames.forced -> frames.chaos -> story_chaos; imported late

    return next((i for i in range(begin, len(positions)) if positions[i].to_act != seat
                 or forced_move(positions[i]) is None), begin)


def _missed(positions, seat, at: int, begin: int) -> bool:
    """Return whether a tip met at position `at` that may begin only at `begin` missed its moment: `seat` decided in
    between, so it would come late (review 34, chaos_en 8, chaos_ja 3, mythos_en 11: the Brainwash's, a swap's, a
    Sanity loss's tip a turn after, the hand played); unless it was met at that decision itself, where another bubble
    showed, and begins right after it, as the decision plays out (round BB's integration: Letter's Insanity N risen
    at the course's end word, Mythos's combat met at the dispatch were lost)."""
    first = next((i for i in range(at, begin) if _decides(positions[i], seat)), None) if begin > at else None
    return first is not None and not (first == at and begin == at + 1)


def moment_now(positions, seat, start: int, found_at=moments_at, order=ORDER, live=None,
               shown_from: int | None = None, busy: int | None = None, urgent=(),
               glimpse: bool = False, hidden=(), one_a_turn: bool = False, ahead=(),
               light=()) -> tuple[str, str] | None:
    """Return the moment whose bubble shows at the last of `positions` ((moment, text)), or None: each shows from
    its first position (or the end of the bubble before it, and not before `shown_from`) until `seat` has taken its
    next decision; none begins at position `busy`, where another bubble shows (the end of the tutorial). A moment first met at a decision of the seat shows there, before any older one still waiting (it
    helps that decision; newcomer review 12, Mythos: the tips came a turn late, after the decision they were about);
    an older bubble it cuts was shown while the others played. A moment that waited behind another and no longer
    holds when its turn comes (`live(positions, at, begin, seat, moment)` false: Mythos's gate used meanwhile) is
    skipped there: its bubble would tell what may no longer be done; it comes back where it happens again. An `urgent` moment goes before any older one still
    waiting and cuts the one showing when it happens (that one was shown; with `glimpse` not before the seat has
    seen it on one frame: Mythos's first combat cut a phobia's bubble begun at the seat's lone pass, never seen). A
    moment that would begin at a position in `hidden`, where another bubble shows in its stead (Mythos: its course's
    steps 8 and 9, after the pass its moments count from), was never seen: it comes back where it happens again. With `one_a_turn` (CHAOS), a bubble that ends at a decision of the seat lets the next begin only once
    that turn of the seat is over: one tip a turn (review 33, chaos_ja 5: five tips in a row, each a tap); an `ahead`
    moment met by then goes before any other still waiting but an urgent one (it is about the seat's next move). A
    moment that could begin only after the seat's first decision since it happened missed its moment: it comes back
    where it happens again, never late; but one met at a decision of the seat where another bubble showed begins
    right after it (that decision's aftermath, not a turn late)."""
    last = len(positions) - 1
    free = start if shown_from is None else max(start, shown_from)
    pending = firsts(positions, seat, start, found_at, order)
    while pending:
        at, moment, text = pending.pop(0)
        begin = max(at, free)
        begin += begin == busy
        if begin > last:
            return None
        if begin in hidden or _missed(positions, seat, at, begin) or begin > at and live is not None and not live(
                positions, at, begin, seat, moment):
            again = next((i for i in range(begin + 1, last + 1) if moment in found_at(positions[i], seat)), None)
            if again is not None:   # it comes back where it happens again (Mythos: the next combat, gate, …)
                pending = sorted([*pending, (again, moment, found_at(positions[again], seat)[moment])],
                                 key=lambda f: (f[0], order.index(f[1])))
            continue
        before = () if moment in urgent else urgent if moment in ahead else (*urgent, *ahead)
        cut = next((f for f in pending if f[1] in before and f[0] <= begin), None)
        if cut is not None:   # met by now: it goes first, this one waits behind it
            pending = [cut, (at, moment, text)] + [f for f in pending if f is not cut]
            continue
        acts = next((i for i in range(begin, last + 1) if _decides(positions[i], seat)), None)
        until = last if acts is None else acts
        cut = next((f for f in pending if f[1] in urgent and begin < f[0] <= until), None) if moment not in urgent \
            else None
        cut_at = None if cut is None else max(cut[0], _seen_from(positions, seat, begin) + 1 if glimpse else 0)
        if cut is not None and cut_at <= until:   # met while this one shows: it cuts it there
            pending, free = [cut] + [f for f in pending if f is not cut], cut_at
            continue
        fresh = [f for f in pending if f[0] == acts] if acts not in (None, busy) and at < acts else []
        if fresh:   # the decision's own moments first; this one waits again unless it showed before the decision
            pending = fresh + ([(at, moment, text)] if begin == acts else []) + [f for f in pending if f[0] != acts]
            free = acts
            continue
        if acts is None or acts == last:
            return moment, text
        free = _turn_over(positions, seat, acts) if one_a_turn and moment not in light else acts + 1
    return None


def _turn_over(positions, seat, at: int) -> int:
    """Return the first position after `at` where the next turn begins (its "turn" event, CH-TEAM-3: the turn of
    `seat`'s decision at `at` is over), or past the last. Another seat acting is no end: a partner's join or an
    enemy's counter comes inside the turn (round BA's review)."""
    return next((i for i in range(at + 1, len(positions))
                 if any(e.name == "turn" for e in positions[i].events or ())), len(positions))
