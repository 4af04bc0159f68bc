"""Adventure and Great Old One requirements (MY-ADV-1/2, MY-CARD-5): structured data matched to cards."""
from __future__ import annotations

from .places import same_subregion


def candidates(state, p: int, req: dict, pool: list[int]) -> list[int]:
    """Return the instances of `pool` that satisfy requirement `req` (one card each)."""
    out = []
    for inst in pool:
        ok = state.card_set.matches(req, state.card_of(inst))        # printed data; an id stands for its title
        if ok and req.get("current") and inst != state.arrived(p):
            ok = False
        if ok:
            out.append(inst)
    return out


def _slots(reqs: list[dict]) -> list[tuple[int, dict]]:
    return [(i, r) for i, r in enumerate(reqs) for _ in range(r.get("count", 1))]


def met(state, p: int, reqs, pool: list[int], shared: bool = False) -> bool:
    """Return whether distinct cards of `pool` meet every requirement (counts, "different" rules)."""
    slots = _slots(list(reqs))
    options = [candidates(state, p, r, pool) for _, r in slots]
    order = sorted(range(len(slots)), key=lambda k: len(options[k]))
    chosen: dict[int, int] = {}

    def fits(k: int, inst: int) -> bool:
        i, r = slots[k]
        if not shared and inst in chosen.values():
            return False
        same = [chosen[j] for j in chosen if slots[j][0] == i]
        card = state.card_of(inst)
        if r.get("different") and any(state.card_of(x).id == card.id for x in same):
            return False
        if r.get("different_subregions") and any(same_subregion(state.card_of(x), card) for x in same):
            return False
        return inst not in same

    def search(n: int) -> bool:
        if n == len(order):
            return True
        k = order[n]
        for inst in options[k]:
            if fits(k, inst):
                chosen[k] = inst
                if search(n + 1):
                    return True
                del chosen[k]
        return False

    return search(0)


def counts(state, p: int, reqs, pool: list[int], shared: bool = False) -> list[int]:
    """Return, per requirement, how many of its cards are met at once in a largest set of distinct cards of `pool`
    (MY-ADV-2: each requirement needs a distinct card; "different" asks different titles): a card that could fill
    two requirements (The Forgotten Crypt, a Cemetery location) counts for one only, so the tracker never shows both
    met when they are not."""
    return [len(cards) for cards in fills(state, p, reqs, pool, shared)]


def fills(state, p: int, reqs, pool: list[int], shared: bool = False) -> list[list[int]]:
    """Return, per requirement, the instances of `pool` that `counts` counts for it (one card each, MY-ADV-2), so the
    tracker can name them."""
    reqs = list(reqs)
    slots = _slots(reqs)
    options = [candidates(state, p, r, pool) for _, r in slots]
    holder: dict[int, int] = {}                       # card -> slot
    filled: dict[int, int] = {}                       # slot -> card

    def free_for(k: int, inst: int, seen: set) -> bool:
        i, r = slots[k]
        if any(slots[j][0] == i and j != k and _alike(r, state.card_of(c), state.card_of(inst))
               for j, c in filled.items()):
            return False                          # "different" titles, "different cities" (as `met` asks)
        if shared or inst not in holder:
            return True
        seen.add(inst)
        return _reassign(holder[inst], seen)

    def _reassign(k: int, seen: set) -> bool:
        for inst in options[k]:
            if inst not in seen and (shared or holder.get(inst) != k) and free_for(k, inst, seen):
                old = filled.get(k)
                if old is not None and holder.get(old) == k:
                    del holder[old]
                holder[inst], filled[k] = k, inst
                return True
        return False

    for k in sorted(range(len(slots)), key=lambda k: (len(options[k]), reqs[slots[k][0]].get("count", 1))):
        _reassign(k, set())
    return [[filled[k] for k in sorted(filled) if slots[k][0] == i] for i in range(len(reqs))]


def _alike(req: dict, a, b) -> bool:
    """Return whether two cards may not fill one requirement together: same title under "different", one
    sub-region under "different_subregions" (Questionable Judgement's different cities)."""
    return bool(req.get("different") and a.id == b.id or req.get("different_subregions") and same_subregion(a, b))


def adventure_pool(state, p: int) -> list[int]:
    """MY-ADV-2: the player's face-up cards in play (MY-CLAR-2) plus every card of its story deck (not the
    threat)."""
    pl = state.players[p]
    # A phobia the player put on an opponent is the player's own face-up card in play.
    return pl.face_up() + pl.story + [i for q in state.players for i in q.phobias if state.owner[i] == p]


def adventure_met(state, p: int, card) -> bool:
    """Return whether the player meets every requirement of the adventure `card` (MY-ADV-1/2)."""
    return met(state, p, card.requirements, adventure_pool(state, p), state.rules.shared_requirements)


def goo_met(state, p: int, card) -> bool:
    """Return whether a Great Old One's requirements are in play for the player (MY-CARD-5)."""
    return met(state, p, card.requirements, goo_pool(state, p))


def goo_pool(state, p: int) -> list[int]:
    """Return the cards that may meet a Great Old One's requirements for the player: its face-up cards in play, its
    story deck's top card (its location) and every event in play (MY-CARD-5)."""
    pl = state.players[p]
    return pl.face_up() + ([pl.story[-1]] if pl.story else []) + [i for q in state.players for i in q.events]
