"""What events, Great Old Ones, phobias and locations do when they are played, arrived at or revealed
(MY-CARD-5/6, MY-LOC-6): Day/Night replacing each other, flips, effects aimed at an opponent, phobias striking and
being cured, arrival effects, Great Old Ones' rule overrides."""
from __future__ import annotations

from ...core.actions import Action
from .conditions import DAY_NIGHT, _supported_cond, _target, _time_blocks, holds
from .effects import CUSTOM, carried_out, custom, handles
from .places import features, live_mods, same_subregion
from .values import _matches, epidemic_spared

@handles("time_of_day", "on_play", lambda card, b: b.get("scope") is None and (
    b.timing == "persistent" or (b.timing == "on_play" and b.get("lock"))))
def played_time_event(state, p: int, inst: int) -> None:
    """A Day/Night event buries every other Day/Night and Storm event in play (time_of_day block)."""
    kinds = {b.get("kind") for b in _time_blocks(state, inst)}
    if not kinds & set(DAY_NIGHT):
        return
    for pl in state.players:
        for other in list(pl.events):
            if other != inst and any(b.get("kind") in (*DAY_NIGHT, "storm") for b in _time_blocks(state, other)):
                pl.events.remove(other)
                state._bury(other)
                state._ev("MY-CARD-6", "replaced", player=f"p{state.owner[other]}", card=state.card[other],
                          why=state.card[inst])


def _phobia_blocks(state, inst):
    return [b for b in state.card_of(inst).effects if b.kind == "phobia"]


def not_stacked(state, insts: list[int]) -> list[int]:
    """Return one card of each title among `insts` (the first): the same event's continuing effect applies once,
    however many copies of it lie there (MY-CARD-6; two Portaphobias from two decks strike as one)."""
    first: dict[str, int] = {}
    for i in insts:
        first.setdefault(state.card_of(i).name, i)
    return list(first.values())


@handles("phobia", "turn_start", lambda card, b: b.get("trigger") == "start_of_turn"
         and _supported_cond(b.condition))
def phobias_at_turn_start(state, p: int) -> None:
    """A phobia on the player strikes at the start of each of its turns when its condition holds (once per title)."""
    for inst in not_stacked(state, state.players[p].phobias):
        for b in _phobia_blocks(state, inst):
            if b.get("trigger") == "start_of_turn" and holds(state, p, b.condition):
                pl = state.players[p]   # the card that set it off, and how it lies, for the story (newcomer review 16)
                top = {"top": state.card[pl.story[-1]], "top_state": pl.top_state} if pl.story else {}
                state._gain(p, -b["loss"], "MY-CARD-6", state.card[inst], **top)
                if state.result is not None:
                    return


@handles("phobia", "adventure_played", lambda card, b: b.get("trigger") == "adventure_played"
         and _supported_cond(b.condition))
def phobias_on_adventure(state, p: int, adventure: str | None = None) -> None:
    """A phobia triggered by adventures strikes its host whenever anyone plays one (once per title), its own too; the
    story names the adventure (review 32, mythos_en 1: a host's loss for its own adventure read as a wrong rule)."""
    about = {"top": adventure} if adventure else {}
    for host, pl in enumerate(state.players):
        for inst in not_stacked(state, pl.phobias):
            for b in _phobia_blocks(state, inst):
                if b.get("trigger") == "adventure_played" and state.result is None:
                    state._gain(host, -b["loss"], "MY-CARD-6", state.card[inst], **about)


@handles("remain_cure_phobia", "remain")
def _cures_here(state, p: int) -> bool:
    return _curer(state, p) is not None


def _curer(state, p: int) -> int | None:
    """Return the card that cures a phobia of the player remaining here (an ally's, or the location's), None for none:
    its story line names it (newcomer review 22, mythos_en finding 1)."""
    here = state.arrived(p)
    sources = {m["source"] for m in live_mods(state, p)}
    for a in state.players[p].allies:
        if a["card"] in sources and any(b.is_("remain_cure_phobia", where="current")
                                        for b in state.card_of(a["card"]).effects):
            return a["card"]
    if here is not None and any(b.is_("remain_cure_phobia", where="here")
                                and carried_out(state.card_of(here), b, "remain") for b in state.card_of(here).effects):
        return here
    for a in state.players[p].allies:
        for b in state.card_of(a["card"]).effects:
            where = b.get("where")
            if b.kind == "remain_cure_phobia" and isinstance(where, dict) and here is not None \
                    and all(getattr(state.card_of(here), k, None) == v for k, v in where.items()):
                return a["card"]
    return None


def remain_actions(state, p: int) -> list:
    """Remaining where a phobia can be cured is a turn that buries one phobia on the player (remain_cure_phobia)."""
    if not state.players[p].phobias or not _cures_here(state, p):
        return []
    return [Action("remain", phobia=i) for i in state.players[p].phobias]


def remain(state, p: int, action) -> None:
    """The phobia is buried in the story deck of the investigator it affected (effects §5 n5), or with its owner
    (cured_phobia="owner")."""
    inst, curer = action["phobia"], _curer(state, p)
    state.players[p].phobias.remove(inst)
    if state.rules.cured_phobia == "owner":
        state._bury(inst)
    else:
        state.players[p].story.insert(0, inst)
    state._ev("MY-ROUND-2", "cured", player=f"p{p}", card=state.card[inst],
              **({"why": state.card[curer]} if curer is not None else {}))


@handles("flip", "on_play", lambda card, b: b.timing == "on_play" and b.get("count") == "all"
         and isinstance(b.target, dict) and b["target"].get("whose") == "all"
         and b["target"].get("zone") == "allies")
def flips_on_play(state, p: int, inst: int) -> None:
    """flip (on play): every ally in play matching the filter turns face down until the end of the round."""
    for b in state.card_of(inst).effects:
        if b.kind != "flip" or b.timing != "on_play" or _target(b).get("whose") != "all":
            continue
        filt = dict(b["target"].get("filter") or {})
        armed = filt.pop("armed", None)
        for q, pl in enumerate(state.players):
            hit = [a for a in pl.allies
                   if _matches(state.card_of(a["card"]), filt) and (armed is None or (a["weapon"] is not None) == armed)]
            _flipped(state, "MY-ZONE-3", q, hit, inst, "play", p)


def _goo_rules(state, rule: str) -> list[dict]:
    return [b for pl in state.players if pl.goo is not None for b in state.card_of(pl.goo).effects
            if b.kind == "rule_override" and b.rule == rule]


@handles("rule_override", "static", lambda card, b: b.rule == "passes_to_end" and b.timing == "static")
def passes_to_end(state) -> int:
    """Return the passes that end card play (a Great Old One may ask for more)."""
    return max([state.rules.passes_to_end] + [b["n"] for b in _goo_rules(state, "passes_to_end")])


@handles("rule_override", "static", lambda card, b: b.rule == "no_sanity_gain"
         and b.timing == "static")
def sanity_gain_blocked(state) -> bool:
    """Return whether a Great Old One in play forbids every investigator to gain Sanity."""
    return bool(_goo_rules(state, "no_sanity_gain"))


def time_locked(state) -> bool:
    """Return whether a Great Old One forbids playing Day/Night cards."""
    return any(b.kind == "time_of_day" and b.get("lock") for pl in state.players if pl.goo is not None
               for b in state.card_of(pl.goo).effects)


def goo_entered(state, p: int, inst: int) -> None:
    """A Great Old One's entry: time_of_day (lock) makes it Day and buries every Day/Night card in play."""
    if any(b.kind == "time_of_day" and b.get("lock") for b in state.card_of(inst).effects):
        for pl in state.players:
            for other in list(pl.events):
                if any(b.get("kind") in DAY_NIGHT for b in _time_blocks(state, other)):
                    pl.events.remove(other)
                    state._bury(other)
                    state._ev("MY-CARD-6", "replaced", player=f"p{state.owner[other]}", card=state.card[other],
                              why=state.card[inst])


@handles("flip", "on_play", lambda card, b: _target(b).get("whose") == "target_and_same_subregion")
@handles("discard", "on_play", lambda card, b: b.timing == "on_play" and (
    b.target == "self" or _target(b).get("zone") == "current_location"
    or (_target(b).get("zone") == "story_deck" and b.get("pick") == "bottom_most")))
@handles("bury", "on_play", lambda card, b: b.timing == "on_play" and (
    b.target == "self" or _target(b).get("zone") == "current_location"))
def on_play_against(state, p: int, inst: int, target: int) -> None:
    """Events aimed at an opponent's story deck or allies: discard / bury its current location (Cthulhu Rising),
    discard its lowest event (Governmental Cover-up), flip allies in its sub-region (Dysentery)."""
    card = state.card_of(inst)
    victim = state.players[target]
    _lose_current_location(state, p, inst, target)
    for b in card.effects:
        zone = _target(b).get("zone")
        if b.kind == "discard" and zone == "story_deck":
            events = [i for i in victim.story if state.card_of(i).type == "event"]
            if events:
                state._take_from_story(target, events[0], _by(state, p, inst, target))
                state._to_discard(events[0])       # to its owner's pile (a cured phobia may be another's)
                state._ev("MY-CARD-6", "story_card_discarded", player=f"p{target}", card=state.card[events[0]],
                          why=state.card[inst], **_by(state, p, inst, target))
        elif b.kind == "flip" and _target(b).get("whose") == "target_and_same_subregion":
            here, told = state.arrived(target), False
            for q in sorted(range(len(state.players)), key=lambda q: q != target):   # the target's allies first
                there = state.arrived(q)
                if q == target or (here is not None and there is not None
                                   and same_subregion(state.card_of(here), state.card_of(there))):
                    told = _epidemic_flip(state, q, state.players[q], inst, p, told) or told


def _flipped(state, rule: str, q: int, allies: list, by: int, how: str, whose: int) -> None:
    """Turn q's `allies` face down and log them in one event with the card that did it and how (played, revealed in
    a threat, an Epidemic), so the story and the seat's event say why (newcomer review 14, finding 2: an ally turned
    face down with no reason on the table) — once per cause, every ally named in it (newcomer review 15, finding 1:
    Dysentery's rule was told once per ally it flipped)."""
    for a in allies:
        a["flipped"] = True
    if allies:
        state._ev(rule, "flipped", player=f"p{q}", cards=[state.card[a["card"]] for a in allies], by=state.card[by],
                  how=how, attacker=f"p{whose}")


def _epidemic_flip(state, q: int, pl, by: int, p: int, told: bool) -> bool:
    """Flip q's allies face down, but those an Epidemic spares, each told with what spares it (newcomer review 10,
    r10md/150-153: Harry Houdini stayed face up and defended with no word why); its rule is told with the first
    seat's allies only (`told`: newcomer review 15, finding 1). Return whether any ally turned face down."""
    spared = epidemic_spared(state, q)
    shield = next((a["item"] for a in pl.allies if a["card"] in spared and a.get("item") is not None), None)
    hit = [a for a in pl.allies if a["card"] not in spared]
    _flipped(state, "MY-ZONE-3", q, hit, by, "epidemic_also" if told else "epidemic", p)
    for a in pl.allies:
        if a["card"] in spared and shield is not None:
            state._ev("MY-ZONE-3", "spared", player=f"p{q}", card=state.card[a["card"]], by=state.card[shield])
    return bool(hit)


def _by(state, p: int, inst: int, target: int) -> dict:
    """Return {by: the card} for an event another seat's card made on the target's side ({} on the caster's own):
    its story line is then news to the target, not its own act — the phone's short log shows it (newcomer review 15,
    finding 4: Bot 2's Cthulhu Rising moved the seat's location with no line there but the bot's Sanity)."""
    return {"by": state.card[inst]} if p != target else {}


def _lose_current_location(state, p: int, inst: int, target: int) -> None:
    """The card's ways to remove the target's current location (Cthulhu Rising: discard it if it has Water, else
    bury it) are alternatives: the first whose condition holds on the location as it stands when played removes
    it, one location only; the location uncovered is current (MY-CLAR-6) and is not tested again. Without an
    arrived location there is no target (MY-CLAR-4), logged once."""
    card = state.card_of(inst)
    ways = [b for b in card.effects if b.kind in ("discard", "bury") and _target(b).get("zone") == "current_location"]
    if not ways:
        return
    top = state.arrived(target)                    # only an arrived location is current (MY-CLAR-4)
    if top is None:
        state._ev("MY-CLAR-4", "no_effect", player=f"p{p}", card=card.id)
        return
    way = next((b for b in ways if holds(state, target, b.condition, inst)), None)
    if way is None:
        return
    state._ev("MY-CARD-6", "location_lost", player=f"p{target}", card=state.card[top], how=way["block"],
              **_by(state, p, inst, target))
    state._take_from_story(target, top, _by(state, p, inst, target))   # the card below decides where it stands
    if way.kind == "discard":
        state._to_discard(top)
    else:
        state._bury(top)


@handles("flip", "combat_reveal", lambda card, b: b.timing == "combat_reveal"
         and _target(b).get("whose") == "target" and b.get("pick") == "random")
def reveal_flips(state, attacker: int, target: int) -> None:
    """flip (when revealed): monsters that flip the target's allies at random (The Martin's Beach Monster)."""
    for inst in state.players[attacker].threat:
        for b in state.card_of(inst).effects:
            if b.is_("flip", timing="combat_reveal"):
                allies = [a for a in state.players[target].allies if not a["flipped"]]
                _flipped(state, "MY-COMBAT-4", target, state.rng.sample(allies, min(b["count"], len(allies))), inst,
                         "reveal", attacker)


@handles("rule_override", "on_arrival", lambda card, b: b.rule == "forced_rest"
         and b.timing == "on_arrival")
@handles("discard", "on_arrival", lambda card, b: b.timing == "on_arrival"
         and _target(b).get("zone") in ("hand", "mythos_deck", "story_deck"))
@handles("sanity_change", "on_arrival", lambda card, b: b.timing == "on_arrival"
         and b.get("amount") == "top_mythos_card_sanity")
def on_arrival(state, p: int, inst: int) -> None:
    """A location's arrival effects after its pentagram: the sanitariums' rest, discards and shock therapy."""
    pl = state.players[p]
    for b in state.card_of(inst).effects:
        if b.timing != "on_arrival" or not carried_out(state.card_of(inst), b, "on_arrival"):
            continue
        kind, zone = b.kind, _target(b).get("zone")
        if kind == "rule_override":
            pl.rest = b.get("turns", 1)
            state._ev("MY-ROUND-2", "must_rest", player=f"p{p}", turns=pl.rest)
        elif kind == "discard" and zone == "hand" and pl.hand:
            card = state.rng.choice(pl.hand)
            pl.hand.remove(card)
            pl.discard.append(card)
            state._ev("MY-LOC-6", "discards", player=f"p{p}", card=state.card[card], why=state.card[inst], zone="hand")
        elif kind == "sanity_change" and pl.deck:
            state._gain(p, state.card_of(pl.deck[-1]).sanity, "MY-LOC-6", "top card of the deck")
        elif kind == "discard" and zone == "mythos_deck" and pl.deck:
            card = pl.deck.pop()
            pl.discard.append(card)
            state._ev("MY-LOC-6", "discards", player=f"p{p}", card=state.card[card], why=state.card[inst], zone="deck")
        elif kind == "custom":
            custom(b["function"])(state, p, inst)
        if state.result is not None:
            return


def shock_therapy(state, p: int, inst: int) -> None:
    """Congregational Hospital: lift the location off, shuffle the rest of the story deck, discard one of its
    cards at random, put the location back on top."""
    pl = state.players[p]
    top = pl.story.pop()
    state.rng.shuffle(pl.story)
    if pl.story:
        lost = pl.story.pop(state.rng.randrange(len(pl.story)))
        state._to_discard(lost)
        state._ev("MY-LOC-6", "story_card_discarded", player=f"p{p}", card=state.card[lost], why=state.card[inst])
    pl.story.append(top)


@handles("move_card", "on_play", lambda card, b: b.timing == "on_play" and b.get("optional")
         and (b.get("from") or {}).get("zone") == "mythos_deck")
@handles("discard", "on_play", lambda card, b: b.timing == "on_play" and b.get("optional")
         and _target(b).get("zone") == "hand")
def offers_swap(state, inst: int) -> bool:
    """Return whether a card lets its player discard a card from hand and draw the deck's top one (Evening)."""
    return any(b.kind == "move_card" and b.get("optional") and (b.get("from") or {}).get("zone") ==
               "mythos_deck" for b in state.card_of(inst).effects)


@handles("keyword_grant", "on_play", lambda card, b: b.get("keyword") == "may_assault"
         and b.timing == "next_combat")
def grants_ambush(state, inst: int) -> bool:
    """Whether a card lets its player's allies assault in the coming combat (Ambush)."""
    return any(b.is_("keyword_grant", keyword="may_assault")
               for b in state.card_of(inst).effects)


def ambush_ready(state, p: int, target: int) -> bool:
    """Ambush holds when both players stand at City locations of one sub-region."""
    mine, theirs = state.arrived(p), state.arrived(target)
    if mine is None or theirs is None:
        return False
    return "City" in features(state, p)[0] and "City" in features(state, target)[0] and \
        same_subregion(state.card_of(mine), state.card_of(theirs))


@handles("custom", "on_arrival", lambda card, b: b.get("function") in CUSTOM)
def run_custom(state, name: str, *args):
    """Run the registered function a `custom` block names (MY-MSGS-3); return what it returns."""
    return custom(name)(state, *args)
