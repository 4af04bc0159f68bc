"""What scoring asks of the reader's adventures in hand: the course's last step ({goal} of its words, sentences/coach.py
GOAL) and the play mode's goal line after the prompt (newcomer review 31, mythos_en 1: nothing steered a newcomer to
the adventures that win the game). Read from the seat's own view (its goals: MY-ADV-1/2, MY-HIDE-1)."""
from __future__ import annotations

from ..games.mythos.sentences.coach import GOAL
from ..games.mythos.sentences.next_adventure import NEXT
from ..games.mythos.decisions import PlayTurn
from ..games.mythos.requirements import candidates
from ..games.mythos.texts import card_name, table_lang
from ..games.mythos.why_not import playable
from .mythos_why import why_said
from .log import Step

SHOWN = 2    # the missing lines a goal line names before "+N more"
LOOK_BACK = 80   # positions searched back for the seat's previous goal line (a round of card play is far fewer)


def goal_said(position, seat, lang: str) -> str:
    """Return the seat's first adventure in hand, its lines met and its points (MY-ADV-2, MY-ADV-3), "" for none: the
    course's last step shows what scoring asks (newcomer review 30, mythos_en 1: the course never taught scoring)."""
    p = position.seat_index(seat)
    goals = position.view(seat)["players"][p].get("goals") or []
    if not goals:
        return ""
    g, lang = goals[0], "ja" if table_lang(lang) == "ja" else "en"
    card = position.card_of(g["inst"])     # a line is met as the tracker counts it: all its cards held
    met = sum(have >= req.get("count", 1) for have, req in zip(g["have"], card.requirements))
    return GOAL[lang].format(card=card_name(g["id"], lang), met=met, of=len(g["have"]), points=card.value or 0)


def _missing(card, goal: dict) -> list[int]:
    """Return the indices of the adventure's requirement lines its goal has not met yet."""
    return [i for i, (have, req) in enumerate(zip(goal["have"], card.requirements)) if have < req.get("count", 1)]


def nearest(position, seat) -> dict | None:
    """Return the seat's adventure in hand nearest completion (its view's goal): a ready one first, then the fewest
    lines missing, then the most hand cards it wants, then the most points; None without one."""
    p = position.seat_index(seat)
    goals = position.view(seat)["players"][p].get("goals") or []
    if not goals:
        return None

    def key(g):
        card = position.card_of(g["inst"])
        return (not g.get("ready"), len(_missing(card, g)), -len(g.get("wanted") or []), -(card.value or 0))
    return min(goals, key=key)


def aim_at(state) -> tuple | None:
    """Return (the seat to act, the adventure its goal line names there, None without one, whether a phobia on the
    seat counts for its opponent there) at a position where it has a card to play (frames/mythos.prompt says a goal
    line there), else None: a room's Step keeps it."""
    if isinstance(state.pending, PlayTurn) and any(a.kind != "pass" for a in state.legal_actions()):
        goal = nearest(state, state.to_act)
        return state.to_act, None if goal is None else goal["inst"], _theirs(goal)
    return None


THEIRS = ("phobia_on_you", "phobia_on_you_kept")    # view._phobia_note: a phobia on the seat counts for its player


def _theirs(goal: dict | None) -> bool:
    """Return whether the goal's Phobia line misses because a phobia on the seat counts for its opponent (MY-ADV-2)."""
    return goal is not None and any(note in THEIRS for note in goal.get("notes") or ())


# A Match's past states do not change: each one's aim is worked out once (it cost ~1/5 of a Mythos frame, every frame).
# Keyed by id, the state kept beside it so a new object at a reused id is never taken for it; states take no weakref.
_AIMS: dict[int, tuple] = {}
_AIMS_KEPT = 1024


def _kept_aim(state) -> tuple | None:
    """Return aim_at(state), worked out once per state object."""
    kept = _AIMS.get(id(state))
    if kept is not None and kept[0] is state:
        return kept[1]
    if len(_AIMS) >= _AIMS_KEPT:
        _AIMS.clear()
    aim = aim_at(state)
    _AIMS[id(state)] = (state, aim)
    return aim


def aim_before(positions, seat) -> int | None:
    """Return the adventure (card instance) the seat's previous goal line named, None without one."""
    aim = _aim_before(positions, seat)
    return None if aim is None else aim[1]


def _aim_before(positions, seat) -> tuple | None:
    """Return the aim (aim_at) of the seat's previous goal line: at its last turn of card play before the last of
    `positions` with a card to play (a Match's states, or a room's Steps with their `note`), None without one (or
    none within LOOK_BACK)."""
    for i in range(len(positions) - 2, max(-1, len(positions) - 2 - LOOK_BACK), -1):
        position = positions[i]
        if isinstance(position, Step):
            aim = position.note
        else:   # a state: its aim is read only where the seat acts (legal_actions and the view cost)
            aim = _kept_aim(position) if position.to_act == seat else None
        if aim is not None and aim[0] == seat:
            return aim
    return None


def next_adventure_said(position, seat, lang: str, positions=None) -> str:
    """Return the goal line of the seat's nearest adventure ("Next adventure: Alone in the World (1/7) needs Phobia,
    Ambush +4 more. Yours in hand: Ambush."; "… is ready: play it for +7."), without one what the hand means
    (_no_goal_said): its lines are the tracker's own words (frames/mythos.needs, from the engine's requirements), never
    written per card. It leads with "New aim" once, where `positions` (ending at `position`) show its previous line named another adventure."""
    from . import mythos   # frames.mythos is the catalog's (and imports this module's users); imported late
    goal, lang = nearest(position, seat), table_lang(lang)
    if goal is None:
        return _no_goal_said(position, seat, lang)
    words, card = NEXT[lang], position.card_of(goal["inst"])
    name = card_name(goal["id"], lang)
    aim = _aim_before(positions, seat) if positions is not None else None
    before = None if aim is None else aim[1]
    words = {**words, "lead": words["new"] if before not in (None, goal["inst"]) else words["lead"]}
    # a phobia on the seat counting for its opponent, said where it began to (review 34, mythos_ja 2: the count fell)
    phobia = words["phobia_theirs"] if _theirs(goal) and not (aim and aim[2]) else ""
    if goal.get("ready"):
        return words["ready"].format(lead=words["lead"], card=name, points=card.value or 0)
    p = position.seat_index(seat)
    held = [i for i in goal.get("wanted") or () if i in position.players[p].hand]
    fills = {i: [h for h in held if candidates(position, p, card.requirements[i], [h])] for i in _missing(card, goal)}
    # the lines a card of the hand fills first: the line names what the reader can do about it now
    missing = sorted(fills, key=lambda i: not fills[i])
    said = mythos.needs(card)[lang]
    lines = words["sep"].join(said[i] for i in missing[:SHOWN])
    lines += words["more"].format(n=len(missing) - SHOWN) if len(missing) > SHOWN else ""
    out = words["needs"].format(lead=words["lead"], card=name, met=len(goal["have"]) - len(missing), of=len(goal["have"]),
                                lines=lines, phobia=phobia)
    return out + _hand_said(position, p, list(dict.fromkeys(h for i in missing[:SHOWN] for h in fills[i])), words, lang)


def _no_goal_said(position, seat, lang: str) -> str:
    """Return the goal line of a hand with no adventure: what a hand with no location either may do (MY-LOC-1,
    MY-CARD-1/2, MY-MON-1: all else needs a location), else what builds towards one (review 35, mythos_en 2)."""
    p = position.seat_index(seat)
    pl = position.players[p]
    if not pl.story and not any(position.card_of(i).type == "location" for i in pl.hand):
        return NEXT[lang]["no_location_yet"].format(size=position.card_set.investigators[pl.inv].hand)
    return NEXT[lang]["no_adventure"]


def _hand_said(position, p: int, held: list[int], words: dict, lang: str) -> str:
    """Return the goal line's hand sentence: the held cards that fill a need and can be played now, else the first
    one with why it cannot ("…, but needs a Glyphs reader"), "" without one (review 33, mythos_en 1)."""
    from . import mythos   # frames.mythos imports this module; its table words are read late
    name = lambda i: card_name(position.card_of(i).id, lang)    # noqa: E731
    now = [i for i in held if playable(position, p, i)][:SHOWN]
    if now:
        quote = "「{}」" if lang == "ja" else "{}"
        return words["hand"].format(cards=words["sep"].join(quote.format(name(i)) for i in now))
    if not held:
        return ""
    # the very sentence its zoom and tooltip say: one card, one reason (review 36, mythos_en 4)
    why = why_said(position, p, held[0], lang) or mythos.WORDS["ui"][lang].get("why_other", "")
    return words["hand_not"].format(card=name(held[0]), why=why.rstrip("。."))
