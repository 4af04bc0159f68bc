"""Effect building blocks carried out so far (MY-MSGS-3): conditions, the time of day, value modifiers,
hand-limit modifiers. `handled(card, block)` says which blocks of a card the engine carries out."""
from __future__ import annotations

DAY_NIGHT = ("day", "night")
TRAVEL_KINDS = ("car", "train")   # travel blocks the engine carries out (MY-LOC-5)


def travel_kind(card) -> str | None:
    """Return how a travel event carries its player (its travel block's kind: "car", "train"), else None."""
    return next((b.get("kind") for b in card.effects if b.get("block") == "travel"), None)


def _events(state):
    return [i for pl in state.players for i in pl.events]


def _time_blocks(state, inst):
    return [b for b in state.c(inst).effects if b.get("block") == "time_of_day"]


def time_of_day(state) -> str:
    """Return "day" or "night": the Day/Night event in play, else day (MY-INV-3: the game starts by day)."""
    for inst in reversed(_events(state)):
        for b in _time_blocks(state, inst):
            if b.get("kind") in DAY_NIGHT:
                return b["kind"]
    return "day"


def storm(state) -> bool:
    """Return whether a Storm event is in play."""
    return any(b.get("kind") == "storm" for i in _events(state) for b in _time_blocks(state, i))


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
                state._ev("MY-CARD-6", "replaced", player=f"p{state.owner[other]}", card=state.card[other])


# ----- conditions ------------------------------------------------------------------------------------
CONDITIONS = {"storm_in_play", "is_day", "is_night", "night_card_in_play", "in_play", "any_of", "top_story_has",
              "any_goo_in_play", "source_is_current", "current_has", "not"}


def threat_time(state, owner: int) -> str | None:
    """Return the time the owner's threat monsters see when a current location decides it (N'kai: Night)."""
    here = state.arrived(owner)
    if here is None:
        return None
    for b in state.c(here).effects:
        if b.get("block") == "time_of_day" and b.get("scope") == "own_threat":
            return b["kind"]
    return None


def holds(state, owner: int, cond: dict | None, source: int | None = None, time: str | None = None) -> bool:
    """Return whether a block's condition holds for the card's owner (`time` overrides the time of day)."""
    if not cond:
        return True
    kind = cond.get("cond")
    if time is not None and kind in ("is_day", "is_night"):
        return time == ("day" if kind == "is_day" else "night")
    if kind == "storm_in_play":
        return storm(state)
    if kind == "is_day":
        return time_of_day(state) == "day"
    if kind == "is_night":
        return time_of_day(state) == "night"
    if kind == "night_card_in_play":           # a Night the monsters see (N'kai) counts too (effects §5 n1)
        return time == "night" or any(b.get("kind") == "night" for i in _events(state) for b in _time_blocks(state, i))
    if kind == "any_of":
        return any(holds(state, owner, c, source, time) for c in cond["of"])
    if kind == "any_goo_in_play":
        return any(pl.goo is not None for pl in state.players)
    if kind == "not":
        return not holds(state, owner, cond["of"], source, time)
    if kind == "source_is_current":
        return source is not None and state.arrived(state.owner[source]) == source
    # "own" / "affected" (a phobia's host) name the player `owner` stands for here
    own_like = ("own", "affected", "target", "opponent")  # the caller passes the player the condition is about
    players = [state.players[owner]] if cond.get("whose", "own") in own_like else state.players
    if kind == "in_play":                       # face-down cards are not in play for conditions (MY-CLAR-2)
        return any(state.card[i] == cond["card"] for pl in players for i in pl.face_up())
    if kind == "top_story_has":
        from .places import features
        for pl in players:
            q = state.players.index(pl)
            if state.arrived(q) is not None and "attribute" in cond:   # an upright top: as it stands now
                if cond["attribute"] in features(state, q)[0]:
                    return True
            elif pl.story and _has_feature(state.c(pl.story[-1]), cond, pl.top_state):
                return True
        return False
    if kind == "current_has":
        from .places import features
        seats = [owner] if cond.get("whose", "own") in own_like else range(len(state.players))
        for q in seats:
            attributes, icons, gate = features(state, q)
            if state.arrived(q) is not None and (cond.get("attribute") in attributes or cond.get("icon") in icons
                                                 or ("gate" in cond and gate == cond["gate"])):
                return True
        return False
    return False


def _has_feature(card, cond: dict, top_state: str) -> bool:
    """Return whether a story card shows an attribute, an icon (walking and travel count as Outside) or a gate."""
    if "attribute" in cond:
        return cond["attribute"] in card.attributes
    if "icon" in cond:
        outside = cond["icon"] == "Outside" and top_state in ("walking", "transit")
        return outside or cond["icon"] in card.icons
    if "gate" in cond:
        return bool(card.gate) == cond["gate"]
    return False


def _supported_cond(cond) -> bool:
    if not cond:
        return True
    if cond.get("cond") == "any_of":
        return all(_supported_cond(c) for c in cond["of"])
    if cond.get("cond") == "not":
        return _supported_cond(cond["of"])
    return cond.get("cond") in CONDITIONS


def _target(block) -> dict:
    target = block.get("target")
    return target if isinstance(target, dict) else {}


def handled(card, block: dict) -> bool:
    """Return whether the engine carries out this block of this card."""
    kind = block.get("block")
    timing = block.get("timing")
    if _handled_elsewhere(card, block):
        return True
    if kind == "rule_override":
        return (block.get("rule") in ("passes_to_end", "no_sanity_gain") and timing == "static") or (
            block.get("rule") == "forced_rest" and timing == "on_arrival") or block.get("rule") == "gate_reuse"
    if kind == "replacement":
        return block.get("instead") in ("move_to_other_own_ally_without_weapon", "stay_unless_absorbed_full_value",
                                        "bury_self_and_opponent_buries_source")
    if kind == "immunity" and block.get("effect_class") == "Police Investigation":
        return True  # no MSGS card investigates: nothing to be immune to
    if kind == "immunity" and block.get("effect_class") == "Epidemic":
        return True
    if kind == "attachment" and block.get("holder") == "chosen_own_ally" and block.get("kind") == "self":
        return True
    if kind == "bury" and timing == "combat_sanity_loss" and block.get("per") == "gets_through":
        return _target(block).get("zone") == "artifacts"
    if kind == "bury" and timing == "combat_sanity_loss" and block.get("on") == "carrier_deals_loss":
        return True
    if kind == "bury" and timing == "combat_after_cosmic" and block.get("per") == "survivor":
        return _target(block).get("zone") == "spells"
    if kind == "value_mod" and timing == "combat_defending":
        return True
    if kind == "custom":
        from .effects import CUSTOM
        return block.get("function") in CUSTOM
    if kind == "travel":
        return block.get("kind") in TRAVEL_KINDS
    if timing == "on_arrival" and kind in ("discard", "sanity_change"):
        zone = _target(block).get("zone")
        return (kind == "discard" and zone in ("hand", "mythos_deck", "story_deck")) or (
            kind == "sanity_change" and block.get("amount") == "top_mythos_card_sanity")
    if kind == "movement_rule" and block.get("rule") in ("walk_to", "entry_requires", "exit_walk_only"):
        return True
    if kind == "time_of_day" and block.get("scope") == "own_threat":
        return True
    if timing == "on_play" and kind in ("discard", "move_card") and block.get("optional") and (
            _target(block).get("zone") == "hand" or (block.get("from") or {}).get("zone") == "mythos_deck"):
        return True
    if timing == "as_your_turn" and kind in ("sanity_change", "move_card"):
        return kind == "sanity_change" or ((block.get("from") or {}).get("zone") == "story_deck"
                                           and block.get("to") == "play")
    if kind == "keyword_grant":
        if block.get("keyword") == "may_assault" and timing == "next_combat":
            return True
        return timing == "combat_reveal" and block.get("target") == "self" and _supported_cond(block.get("if"))
    if kind in ("discard", "bury") and timing == "on_play":
        zone = _target(block).get("zone")
        return block.get("target") == "self" or zone == "current_location" or (
            zone == "story_deck" and block.get("pick") == "bottom_most")
    if kind == "flip" and timing == "combat_reveal":
        return _target(block).get("whose") == "target" and block.get("pick") == "random"
    if kind == "flip" and _target(block).get("whose") == "target_and_same_subregion":
        return True
    if kind == "value_mod" and _target(block).get("zone") == "incoming_threats":
        return True
    if kind == "value_mod" and isinstance(_target(block).get("zone"), list) and timing == "static":
        return True
    if kind == "phobia":
        return _supported_cond(block.get("if")) and block.get("trigger") in ("start_of_turn", "adventure_played")
    if kind == "remain_cure_phobia":
        return True
    if kind == "movement_rule":
        return block.get("rule") == "same_turn_after" and block.get("card") == "train"
    if kind == "flip":
        target = block.get("target")
        return (block.get("timing") == "on_play" and block.get("count") == "all" and isinstance(target, dict)
                and target.get("whose") == "all" and target.get("zone") == "allies")
    if kind == "time_of_day":
        return block.get("scope") is None and (timing == "persistent" or (timing == "on_play" and block.get("lock")))
    if kind == "hand_limit_mod":
        return True
    if kind == "value_mod":
        if not _supported_cond(block.get("if")):
            return False
        target = block.get("target")
        if target == "self":
            return block.get("timing") in ("static", "combat_reveal")
        return (isinstance(target, dict) and target.get("zone") == "allies" and block.get("timing") == "while_current")
    return False


def _handled_elsewhere(card, block: dict) -> bool:
    """Blocks carried out by spells.py, abilities.py and conversions.py (casting, as-your-turn abilities,
    attachments, allies changing role), and immunities with no target in MSGS."""
    from .spells import spell_effect
    kind, timing = block.get("block"), block.get("timing")
    if card.type == "spell":
        return spell_effect(card) is not None and kind in ("move_card", "replacement", "summon_control",
                                                           "ally_conversion")
    if kind == "attachment" and block.get("holder") == "self":
        return block.get("kind") in ("spell", "tome", "artifact")
    if kind == "immunity" and block.get("effect_class") == "turn_corrupt":
        return True  # no MSGS card turns an ally Corrupt: nothing to be immune to
    if kind == "ally_conversion":
        return block.get("becomes") in ("monster", "attacker")
    if kind == "bury" and timing == "combat_reveal" and block.get("target") == "self":
        return True  # the Yithian's own burial, part of its conversion
    if kind in ("discard", "bury") and timing == "combat_use":
        return True  # Faithful Hounds
    if kind == "rule_override" and block.get("rule") == "play_as_ally":
        return True
    if kind == "keyword_grant" and block.get("subtype"):
        return True  # Servitor of the Outer Gods: spells.monster_subtype
    if timing == "as_your_turn" and kind in ("flip", "attribute_change", "sanity_change"):
        return True
    if kind == "remain_cure_phobia" and block.get("where") == "current":
        return True  # while the card that changed the location stays flipped (Samuel Winsor)
    return False


# ----- values ------------------------------------------------------------------------------------------
def _self_mods(state, inst: int, time: str | None = None) -> int:
    owner = state.owner[inst]
    mods = [b for b in state.c(inst).effects if b.get("block") == "value_mod" and b.get("target") == "self"]
    return sum(b["delta"] for b in mods if holds(state, owner, b.get("if"), inst, time))


def controller(state, inst: int) -> int:
    """Return the player who controls a card: whose threat holds it (Dust of Suleiman's Control), else its owner."""
    for p, pl in enumerate(state.players):
        if inst in pl.threat:
            return p
    return state.owner[inst]


def _controller_mods(state, inst: int, zone: str) -> int:
    """Return static modifiers from the controller's artifacts aimed at its cards in `zone` (e.g. Speech Machine)."""
    total = 0
    for a in state.players[controller(state, inst)].artifacts:
        if a.get("petrified"):
            continue
        for b in state.c(a["card"]).effects:
            zones = _target(b).get("zone")
            if b.get("block") == "value_mod" and isinstance(zones, list) and zone in zones:
                if state.card[inst] in (_target(b).get("filter") or {}).get("card", [state.card[inst]]):
                    total += b["delta"]
    return total


def monster_value(state, inst: int) -> int:
    """Return a monster's value with its own modifiers and its controller's (floor 0)."""
    time = threat_time(state, controller(state, inst))
    return max(0, (state.c(inst).value or 0) + _self_mods(state, inst, time) + _controller_mods(state, inst, "threat"))


def monster_keywords(state, inst: int, target: int) -> set:
    """Return a monster's keywords with those granted when revealed against `target` (keyword_grant)."""
    kw = set(state.c(inst).keywords or ())
    for b in state.c(inst).effects:
        if b.get("block") == "keyword_grant" and b.get("keyword") and handled(state.c(inst), b) and \
                holds(state, target, b.get("if"), inst):
            kw.add(b["keyword"])
    return kw


def incoming_reduction(state, target: int) -> int:
    """Return how much each directed threat aimed at `target` loses (Arkham Police Department while current)."""
    here = state.arrived(target)
    if here is None:
        return 0
    return -sum(b["delta"] for b in state.c(here).effects
                if b.get("block") == "value_mod" and _target(b).get("zone") == "incoming_threats")


def _matches(card, filt: dict) -> bool:
    for key, want in (filt or {}).items():
        wanted = want if isinstance(want, list) else [want]
        if key == "occupation":
            if not set(card.occupations) & set(wanted):
                return False
        elif getattr(card, key, None) not in wanted:
            return False
    return True


def ally_value(state, ally: dict) -> int:
    """Return an ally's value: its own, its weapon's bonus, its own modifiers and current locations' (floor 0)."""
    return max(0, _ally_total(state, ally))


def bury_worthless_allies(state) -> None:
    """MY-CLAR-5: an ally whose value has dropped to 0 or less is buried at once with what it carries."""
    for p, pl in enumerate(state.players):
        for a in [a for a in pl.allies if _ally_total(state, a) <= 0]:
            state._ev("MY-CLAR-5", "worthless", player=f"p{p}", card=state.card[a["card"]])
            state._lose_ally(p, a)


def _ally_total(state, ally: dict) -> int:
    """Return an ally's value with every modifier, not floored."""
    inst = ally["card"]
    card = state.c(inst)
    value = (card.value or 0) + _self_mods(state, inst) + _controller_mods(state, inst, "allies")
    if ally["weapon"] is not None:
        value += state.c(ally["weapon"]).value or 0
    holder = state.owner[inst]
    for p in range(len(state.players)):
        here = state.arrived(p)
        if here is None:
            continue
        for b in state.c(here).effects:
            target = b.get("target")
            if b.get("block") != "value_mod" or not isinstance(target, dict) or target.get("zone") != "allies":
                continue
            if target.get("whose") == "own" and holder != p:
                continue
            if _matches(card, target.get("filter")) and holds(state, p, b.get("if"), here):
                value += b["delta"]
    return value


def hand_limits(state, p: int) -> tuple[int, int]:
    """Return the player's end-of-round hand minimum and maximum with its allies' modifiers (MY-ROUND-5)."""
    inv = state.cs.investigators[state.players[p].inv]
    lo, hi = inv.hand_min, inv.hand_max
    once = set()
    for a in state.players[p].allies:
        for b in state.c(a["card"]).effects:
            if b.get("block") != "hand_limit_mod":
                continue
            key = (b["bound"], b["delta"])
            if not b.get("cumulative") and key in once:
                continue
            once.add(key)
            if b["bound"] == "min":
                lo += b["delta"]
            else:
                hi += b["delta"]
    lo = max(0, lo)
    return lo, max(lo, hi)


# ----- phobias, remaining, flips ---------------------------------------------------------------------------
def _phobia_blocks(state, inst):
    return [b for b in state.c(inst).effects if b.get("block") == "phobia"]


def phobias_at_turn_start(state, p: int) -> None:
    """A phobia on the player strikes at the start of each of its turns when its condition holds."""
    for inst in list(state.players[p].phobias):
        for b in _phobia_blocks(state, inst):
            if b.get("trigger") == "start_of_turn" and holds(state, p, b.get("if")):
                state._gain(p, -b["loss"], "MY-CARD-6", state.card[inst])
                if state.result is not None:
                    return


def phobias_on_adventure(state, p: int) -> None:
    """A phobia triggered by adventures strikes its host whenever anyone plays one."""
    for host, pl in enumerate(state.players):
        for inst in list(pl.phobias):
            for b in _phobia_blocks(state, inst):
                if b.get("trigger") == "adventure_played" and state.result is None:
                    state._gain(host, -b["loss"], "MY-CARD-6", state.card[inst])


def _cures_here(state, p: int) -> bool:
    from .places import live_mods
    here = state.arrived(p)
    sources = {m["source"] for m in live_mods(state, p)}
    if any(a["card"] in sources and any(b.get("block") == "remain_cure_phobia" and b.get("where") == "current"
                                        for b in state.c(a["card"]).effects) for a in state.players[p].allies):
        return True
    if here is not None and any(b.get("block") == "remain_cure_phobia" and b.get("where") == "here"
                                and handled(state.c(here), b) for b in state.c(here).effects):
        return True
    for a in state.players[p].allies:
        for b in state.c(a["card"]).effects:
            where = b.get("where")
            if b.get("block") == "remain_cure_phobia" and isinstance(where, dict) and here is not None \
                    and all(getattr(state.c(here), k, None) == v for k, v in where.items()):
                return True
    return False


def remain_actions(state, p: int) -> list:
    """Remaining where a phobia can be cured is a turn that buries one phobia on the player (remain_cure_phobia)."""
    from ...core.actions import Action
    if not state.players[p].phobias or not _cures_here(state, p):
        return []
    return [Action("remain", phobia=i) for i in state.players[p].phobias]


def remain(state, p: int, action) -> None:
    """The phobia is buried in the story deck of the investigator it affected (effects §5 n5), or with its owner
    (cured_phobia="owner")."""
    inst = action["phobia"]
    state.players[p].phobias.remove(inst)
    if state.rules.cured_phobia == "owner":
        state._bury(inst)
    else:
        state.players[p].story.insert(0, inst)
    state._ev("MY-ROUND-2", "cured", player=f"p{p}", card=state.card[inst])


def flips_on_play(state, p: int, inst: int) -> None:
    """flip (on play): every ally in play matching the filter turns face down until the end of the round."""
    for b in state.c(inst).effects:
        if b.get("block") != "flip" or b.get("timing") != "on_play" or _target(b).get("whose") != "all":
            continue
        filt = dict(b["target"].get("filter") or {})
        armed = filt.pop("armed", None)
        for pl in state.players:
            for a in pl.allies:
                if _matches(state.c(a["card"]), filt) and (armed is None or (a["weapon"] is not None) == armed):
                    a["flipped"] = True
                    state._ev("MY-ZONE-3", "flipped", card=state.card[a["card"]])


# ----- Great Old Ones' rules, opponents' story decks, epidemics, reveal flips ----------------------------------
def _goo_rules(state, rule: str) -> list[dict]:
    return [b for pl in state.players if pl.goo is not None for b in state.c(pl.goo).effects
            if b.get("block") == "rule_override" and b.get("rule") == rule]


def passes_to_end(state) -> int:
    """Return the passes that end card play (a Great Old One may ask for more)."""
    return max([state.rules.passes_to_end] + [b["n"] for b in _goo_rules(state, "passes_to_end")])


def sanity_gain_blocked(state) -> bool:
    """Return whether a Great Old One in play forbids every investigator to gain Sanity."""
    return bool(_goo_rules(state, "no_sanity_gain"))


def time_locked(state) -> bool:
    """Return whether a Great Old One forbids playing Day/Night cards."""
    return any(b.get("block") == "time_of_day" and b.get("lock") for pl in state.players if pl.goo is not None
               for b in state.c(pl.goo).effects)


def goo_entered(state, p: int, inst: int) -> None:
    """A Great Old One's entry: time_of_day (lock) makes it Day and buries every Day/Night card in play."""
    if any(b.get("block") == "time_of_day" and b.get("lock") for b in state.c(inst).effects):
        for pl in state.players:
            for other in list(pl.events):
                if any(b.get("kind") in DAY_NIGHT for b in _time_blocks(state, other)):
                    pl.events.remove(other)
                    state._bury(other)
                    state._ev("MY-CARD-6", "replaced", player=f"p{state.owner[other]}", card=state.card[other])


def on_play_against(state, p: int, inst: int, target: int) -> None:
    """Events aimed at an opponent's story deck or allies: discard / bury its current location (Cthulhu Rising),
    discard its lowest event (Governmental Cover-up), flip allies in its sub-region (Dysentery)."""
    card = state.c(inst)
    victim = state.players[target]
    for b in card.effects:
        zone = _target(b).get("zone")
        if b.get("block") in ("discard", "bury") and zone == "current_location":
            top = state.arrived(target)            # only an arrived location is current (MY-CLAR-4)
            if top is None:
                state._ev("MY-CLAR-4", "no_effect", player=f"p{p}", card=card.id)
                continue
            if not holds(state, target, b.get("if"), inst):
                continue
            state._ev("MY-CARD-6", "location_lost", player=f"p{target}", card=state.card[top], how=b["block"])
            state._take_from_story(target, top)    # the card below decides where it stands (MY-CLAR-6)
            if b["block"] == "discard":
                state._to_discard(top)
            else:
                state._bury(top)
        elif b.get("block") == "discard" and zone == "story_deck":
            events = [i for i in victim.story if state.c(i).type == "event"]
            if events:
                state._take_from_story(target, events[0])
                state._to_discard(events[0])       # to its owner's pile (a cured phobia may be another's)
                state._ev("MY-CARD-6", "story_card_discarded", player=f"p{target}", card=state.card[events[0]])
        elif b.get("block") == "flip" and _target(b).get("whose") == "target_and_same_subregion":
            here = state.arrived(target)
            sub = state.c(here).subregion if here is not None else None
            for q, pl in enumerate(state.players):
                there = state.arrived(q)
                if q == target or (sub is not None and there is not None and state.c(there).subregion == sub):
                    spared = epidemic_spared(state, q)
                    for a in pl.allies:
                        if a["card"] in spared:
                            continue
                        a["flipped"] = True
                        state._ev("MY-ZONE-3", "flipped", card=state.card[a["card"]])


def reveal_flips(state, attacker: int, target: int) -> None:
    """flip (when revealed): monsters that flip the target's allies at random (The Martin's Beach Monster)."""
    for inst in state.players[attacker].threat:
        for b in state.c(inst).effects:
            if b.get("block") == "flip" and b.get("timing") == "combat_reveal":
                allies = [a for a in state.players[target].allies if not a["flipped"]]
                for a in state.rng.sample(allies, min(b["count"], len(allies))):
                    a["flipped"] = True
                    state._ev("MY-COMBAT-4", "flipped", card=state.card[a["card"]])


# ----- arrivals, rain, evening ----------------------------------------------------------------------------------
def on_arrival(state, p: int, inst: int) -> None:
    """A location's arrival effects after its pentagram: the sanitariums' rest, discards and shock therapy."""
    pl = state.players[p]
    for b in state.c(inst).effects:
        if b.get("timing") != "on_arrival" or not handled(state.c(inst), b):
            continue
        kind, zone = b.get("block"), _target(b).get("zone")
        if kind == "rule_override":
            pl.rest = b.get("turns", 1)
            state._ev("MY-ROUND-2", "must_rest", player=f"p{p}", turns=pl.rest)
        elif kind == "discard" and zone == "hand" and pl.hand:
            card = state.rng.choice(pl.hand)
            pl.hand.remove(card)
            pl.discard.append(card)
            state._ev("MY-LOC-6", "discards", player=f"p{p}", card=state.card[card])
        elif kind == "sanity_change" and pl.deck:
            state._gain(p, state.c(pl.deck[-1]).sanity, "MY-LOC-6", "top card of the deck")
        elif kind == "discard" and zone == "mythos_deck" and pl.deck:
            card = pl.deck.pop()
            pl.discard.append(card)
            state._ev("MY-LOC-6", "discards", player=f"p{p}", card=state.card[card])
        elif kind == "custom":
            from .effects import custom
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
        state._ev("MY-LOC-6", "story_card_discarded", player=f"p{p}", card=state.card[lost])
    pl.story.append(top)


def rain_forces_walking(state) -> bool:
    """Return whether a card in play makes every investigator walk into City locations (Downpour)."""
    return any(b.get("block") == "movement_rule" and b.get("rule") == "walk_to" for i in _events(state)
               for b in state.c(i).effects)


def offers_swap(state, inst: int) -> bool:
    """Return whether a card lets its player discard a card from hand and draw the deck's top one (Evening)."""
    return any(b.get("block") == "move_card" and b.get("optional") and (b.get("from") or {}).get("zone") ==
               "mythos_deck" for b in state.c(inst).effects)


# ----- weapons and defenders ------------------------------------------------------------------------------
def _replacement(state, inst: int, instead: str) -> bool:
    return any(b.get("block") == "replacement" and b.get("instead") == instead for b in state.c(inst).effects)


def keeps_weapon_elsewhere(state, p: int, weapon: int, losing: dict) -> bool:
    """A weapon that would be buried may move to another of its owner's allies without one (Cast-Iron Skillet).

    In combat its owner decides (a "skillet" task: the weapon is buried now and lifted out if moved); outside
    combat (Succumb to Temptation) it moves to the most valuable such ally."""
    if not _replacement(state, weapon, "move_to_other_own_ally_without_weapon"):
        return False
    free = [a for a in state.players[p].allies if a is not losing and a["weapon"] is None]
    if not free:
        return False
    if state.phase == "combat":
        state.combat_queue.insert(0, ("skillet", p, weapon))
        return False
    other = max(free, key=lambda a: (ally_value(state, a), -a["card"]))
    other["weapon"] = weapon
    state._ev("MY-CARD-2", "weapon_moves", player=f"p{p}", card=state.card[weapon], to=state.card[other["card"]])
    return True


def survives_absorbing(state, ally: dict, absorbed: int, room: int) -> bool:
    """An ally that stays unless it absorbed its full value (Harry Houdini)."""
    return _replacement(state, ally["card"], "stay_unless_absorbed_full_value") and absorbed < room


def command_bonus(state, p: int, ally: dict) -> int:
    """+1 to a Corrupt defender while another defender carries a commanding weapon (The Two Scepters); no stacking.
    Combat fixes it when the defenders are committed (MY-CLAR-1)."""
    defenders = state.players[p].defenders
    if ally["card"] not in defenders or state.c(ally["card"]).alignment != "Corrupt":
        return 0
    for other in state.players[p].allies:
        if other is ally or other["card"] not in defenders or other["weapon"] is None:
            continue
        if any(b.get("block") == "value_mod" and b.get("timing") == "combat_defending"
               for b in state.c(other["weapon"]).effects):
            return 1
    return 0


def gate_reusable(state, p: int) -> bool:
    """Whether the current location's gate may be used again (Lonely Akeley Farmhouse with Speech Machine)."""
    here = state.arrived(p)
    return here is not None and any(b.get("block") == "rule_override" and b.get("rule") == "gate_reuse"
                                    and holds(state, p, b.get("if"), here) for b in state.c(here).effects)


def entry_allowed(state, p: int, inst: int) -> bool:
    """A location that may be entered only from a current location with some feature (N'kai: Underground)."""
    return all(holds(state, p, b.get("if"), inst) for b in state.c(inst).effects
               if b.get("block") == "movement_rule" and b.get("rule") == "entry_requires")


def walk_only_exit(state, p: int) -> bool:
    """Whether the player's current location may be left only by walking (N'kai)."""
    here = state.arrived(p)
    return here is not None and any(b.get("block") == "movement_rule" and b.get("rule") == "exit_walk_only"
                                    for b in state.c(here).effects)


def grants_ambush(state, inst: int) -> bool:
    """Whether a card lets its player's allies assault in the coming combat (Ambush)."""
    return any(b.get("block") == "keyword_grant" and b.get("keyword") == "may_assault" for b in state.c(inst).effects)


def ambush_ready(state, p: int, target: int) -> bool:
    """Ambush holds when both players stand at City locations of one sub-region."""
    mine, theirs = state.arrived(p), state.arrived(target)
    if mine is None or theirs is None:
        return False
    from .places import features
    return "City" in features(state, p)[0] and "City" in features(state, target)[0] and \
        state.c(mine).subregion == state.c(theirs).subregion


def epidemic_spared(state, p: int) -> set:
    """Allies an Epidemic treats as absent: a holder of Dr. Hammond's Tablets and one more (its owner picks the
    most valuable)."""
    spared = set()
    allies = state.players[p].allies
    for a in allies:
        item = a.get("item")
        if item is None:
            continue
        for b in state.c(item).effects:
            if b.get("block") == "immunity" and b.get("effect_class") == "Epidemic":
                spared.add(a["card"])
                others = sorted((x for x in allies if x["card"] not in spared),
                                key=lambda x: -(state.c(x["card"]).value or 0))
                spared.update(x["card"] for x in others[:b.get("plus_chosen", 0)])
    return spared


def retrieval_actions(state, p: int) -> list:
    """As your turn at a location that lets you pay Sanity to put an artifact of your story deck into play
    (Namquit Point): one action per artifact (a weapon: per ally without one)."""
    from ...core.actions import Action
    here = state.arrived(p)
    if here is None:
        return []
    blocks = state.c(here).effects
    cost = next((b for b in blocks if b.get("block") == "sanity_change" and b.get("timing") == "as_your_turn"), None)
    move = next((b for b in blocks if b.get("block") == "move_card" and b.get("timing") == "as_your_turn"), None)
    pl = state.players[p]
    if cost is None or move is None or not state._affords(p, -cost["amount"]):
        return []  # the cost must be payable (MY-CLAR-3)
    out = []
    for inst in pl.story[:-1]:
        card = state.c(inst)
        if card.type != "artifact":
            continue
        if not state._affords(p, -cost["amount"] - min(0, card.sanity or 0)):
            continue  # the artifact's own pentagram is paid too
        if card.subtype in ("Weapon", "Enchanted Weapon"):
            out += [Action("retrieve", card=inst, ally=a["card"]) for a in pl.allies if a["weapon"] is None]
        else:
            out.append(Action("retrieve", card=inst))
    return out


def retrieve(state, p: int, action) -> None:
    pl = state.players[p]
    here = state.arrived(p)
    cost = next(b for b in state.c(here).effects if b.get("block") == "sanity_change")
    state._gain(p, cost["amount"], "MY-ROUND-2", state.card[here])
    if state.result is not None:
        return
    inst = action["card"]
    state._take_from_story(p, inst)
    if action.get("ally") is not None:
        pl.ally(action["ally"])["weapon"] = inst
    else:
        pl.artifacts.append({"card": inst, "flipped": False})
    state._ev("MY-ROUND-2", "retrieves", player=f"p{p}", card=state.card[inst])
    state._gain(p, state.c(inst).sanity, "MY-CARD-2", state.card[inst])
