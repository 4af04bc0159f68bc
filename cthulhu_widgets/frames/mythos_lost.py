"""A requirement the seat's adventure in hand had and lost (an ally flipped face down, a story deck discarded) is
told once to its seat (review 25, mythos_en 2: High Noon flipped the reader's Gomes and "Corrupt Cultist ally" went
✓ -> ✗ with no word). Each met requirement is a quiet fact of the seat's own (MY-HIDE-1: its hand is its secret);
one that was a fact and is none now, its adventure still in hand, is the news."""
from __future__ import annotations

from ..core.events import Event
from ..games.mythos import texts
from ..games.mythos.data import load_set
from ..games.mythos.requirements import adventure_pool, fills
from ..games.mythos.sentences.story import STORY

QUIET = ("had:", "inhand:", "own:", "down:", "pool:")   # fact keys told by no line of their own


def held_facts(state, seat: str) -> dict:
    """Return "inhand:<seat>:<inst>" for each adventure in the seat's hand, and "had:<seat>:<inst>:<k>" -> {owner,
    card, req} for each of its requirements met now (MY-ADV-2, as the tracker counts them)."""
    out: dict = {}
    if state.result is not None or seat not in state.seats:
        return out
    p = state.seat_index(seat)
    if any(e.name == "adventure" and e.data.get("player") == seat for e in state.events or ()):
        out[f"own:{seat}"] = {}   # the seat's own completion discarded its story deck: its chip warned (no toast)
    pl = state.players[p]
    down = (set(pl.in_play()) - set(pl.face_up())) | set(pl.face_down())
    if down:     # the seat's own cards lying face down: a lost requirement's cause (review 39, mythos_ja 4)
        out[f"down:{seat}"] = {"insts": sorted(down)}
    pool = None
    for inst in pl.hand:
        card = state.card_of(inst)
        if card.type != "adventure":
            continue
        if pool is None:   # what counts now: a lost requirement's card still in it is no cause (diff review II, 2)
            pool = adventure_pool(state, p)
            out[f"pool:{seat}"] = {"insts": sorted(pool)}
        out[f"inhand:{seat}:{inst}"] = {}
        filled = fills(state, p, card.requirements, pool, state.rules.shared_requirements)
        for k, (got, req) in enumerate(zip(filled, card.requirements)):
            if len(got) >= req.get("count", 1):
                out[f"had:{seat}:{inst}:{k}"] = {"owner": seat, "card": card.id, "req": k,
                                                 "by": [[i, state.card[i]] for i in got]}
    return out


def lost_events(now: dict, old: dict) -> list[Event]:
    """Return one event per adventure still in hand that lost requirements between `old` and `now`, seen by its seat."""
    lost: dict = {}
    for key, value in old.items():
        if key.startswith("had:") and key not in now:
            _, seat, inst, k = key.split(":")
            if f"inhand:{seat}:{inst}" in now:
                entry = lost.setdefault((seat, inst), {"owner": seat, "card": value["card"], "reqs": [], "why": []})
                entry["reqs"].append(int(k))
                down = now.get(f"down:{seat}", {}).get("insts", ())
                counts = now.get(f"pool:{seat}", {}).get("insts", ())
                why = [[card, "down" if i in down else "gone"] for i, card in value.get("by", ()) if i not in counts]
                entry["why"] += [w for w in why if w not in entry["why"]]
    return [Event("MY-ADV-2", "requirement_lost", {**v, **({"own": 1} if f"own:{v['owner']}" in now else {})},
                  seats=(v["owner"],)) for v in lost.values()]


def lost_sentence(data: dict, lang: str) -> str:
    """Return "Your adventure Alone in the World lost Corrupt Cultist ally: Gomes was turned face down."."""
    from .mythos import needs
    rows = needs(load_set().cards[data["card"]]).get(texts.table_lang(lang)) or []
    said = [rows[k] for k in data["reqs"] if k < len(rows)]
    words = STORY.get(texts.table_lang(lang)) or STORY["en"]
    comma = "、" if lang == "ja" else ", "
    # the cause named in the line, not only in the full log (review 39, mythos_ja 4: 072)
    why = comma.join(words[f"lost_{how}"].format(card=texts.card_name(card, lang)) for card, how in data.get("why", ()))
    return words["requirement_lost_why" if why else "requirement_lost"].format(
        card=texts.card_name(data["card"], lang), reqs=comma.join(said), why=why)
