"""What a Mythos move costs the seat to act, said on its chip before it is made (frames/mythos.py legal): a walk
discarded, Sanity paid for nothing, own allies flipped, adventures that fall or a story card they need put at risk,
always worked out in the seat's own world (`seat_world`), never from hidden cards (issue 23 r6c, r6d, r6f)."""
from __future__ import annotations

from ..core import texts as core_texts
from ..core.rng import Rng
from ..games.mythos import texts
from ..games.mythos.card_effects import not_stacked
from ..games.mythos.conditions import holds
from ..games.mythos.places import same_subregion
from ..games.mythos.decisions import AfterCar
from ..games.mythos.requirements import adventure_pool, counts
from ..games.mythos.sentences.commit import DEFEND
from ..games.mythos.sentences.spared import SPARED
from ..games.mythos.values import _replacement, ally_value
from .mythos_fizzle import fizzle_words
from .mythos_sanity_end import behind_said, ends_said, phobia_play


def _goal_counts(state, p: int, without: int | None = None) -> dict:
    """Return, per adventure in p's hand, (requirements met, requirements) as the tracker counts them (own view),
    counted `without` one card of p's adventure pool when given."""
    pool = [i for i in adventure_pool(state, p) if i != without]
    out = {}
    for inst in state.players[p].hand:
        reqs = state.card_of(inst).requirements
        if state.card_of(inst).type == "adventure":
            have = counts(state, p, reqs, pool, state.rules.shared_requirements)   # as the tracker (MY-ADV-2)
            out[inst] = (sum(h >= r.get("count", 1) for h, r in zip(have, reqs)), len(reqs))
    return out


def _tracked(state, p: int) -> tuple:
    """Return what the seat's adventure tracker is counted from (its adventure pool and arrived location): a move
    that leaves both as they were lowers no adventure, and its recount is skipped (the hot path, issue 23 r6d)."""
    return tuple(adventure_pool(state, p)), state.arrived(p)


def _falls(state, before: dict, after: dict, lang: str) -> list[str]:
    words = texts.PROMPTS[texts.table_lang(lang)]
    return [core_texts.fmt(words["goal_falls"], card=texts.inst_name(state, i, lang), met=after[i][0], of=n)
            for i, (met, n) in before.items() if i in after and after[i][0] < met]


def defend_fate(state, action, lang: str, short: bool = False) -> str:
    """Return what befalls a defender, said before it is committed: it absorbs up to its value (its weapon counted;
    a command bonus too, once its carrier defends the same threat) and any point absorbed buries it (MY-COMBAT-6), or it stays unless it absorbs all (Harry
    Houdini); "" for another move (newcomer review 22, mythos_en finding 2: a 3 spent on 1, unwarned)."""
    ally = state.players[state.seat_index(state.to_act)].ally(dict(action.fields).get("ally")) \
        if action.kind == "defend" and state.to_act is not None else None
    if ally is None:
        return ""
    n = ally_value(state, ally) + _would_command(state, ally, dict(action.fields).get("threat"))
    stays = _replacement(state, ally["card"], "stay_unless_absorbed_full_value")
    key = ("fate_stays" if stays else "fate") + ("_short" if short else "")   # the chip's is short (review 28)
    return core_texts.fmt(DEFEND[texts.table_lang(lang)][key], n=n)


def _would_command(state, ally: dict, threat) -> int:
    """The command bonus (MY-CLAR-1, The Two Scepters) the ally gets if committed against `threat` now: +1 to a
    Corrupt ally while a committed defender of that threat carries a commanding weapon (review 26, mythos_en 8:
    the option said 1, the fight used 2); values.command_bonus reads it once the ally is committed."""
    pl = state.players[state.seat_index(state.to_act)]
    if threat is None or state.card_of(ally["card"]).alignment != "Corrupt":
        return 0
    aimed = state.seat_index(threat)
    return int(any(o is not ally and o["card"] in pl.defenders and o["weapon"] is not None
                   and pl.defends.get(o["card"]) == aimed
                   and any(b.is_("value_mod", timing="combat_defending") for b in state.card_of(o["weapon"]).effects)
                   for o in pl.allies))


def defend_risk(state, action, lang: str) -> str:
    """Return what burying a defender the seat's adventures count on does to them (issue 23 r5 M49): it goes to the
    bottom of the story deck (MY-ZONE-2, MY-COMBAT-6), where it still counts (MY-ADV-2), never "falls to 2 of 7"
    (newcomer R3-M r3md/28: the chip contradicted the glossary and the tracker); "" when no adventure counts it."""
    ally = dict(action.fields).get("ally")
    if action.kind != "defend" or type(ally) is not int:
        return ""
    p = state.seat_index(state.to_act)
    before, after = _goal_counts(state, p), _goal_counts(state, p, without=ally)
    counts = [i for i, (met, _) in before.items() if i in after and after[i][0] < met]
    words = texts.PROMPTS[texts.table_lang(lang)]
    quote = "「{}」" if lang == "ja" else "{}"
    names = words["falls_sep"].join(quote.format(texts.inst_name(state, i, lang)) for i in counts)
    return words["if_buried"] + core_texts.fmt(words["still_counts"], cards=names) + words["uses_end"] if counts else ""


# Moves whose cost move_cost does not tell: their own words do (an adventure's, a defender's), or nothing is lost.
# An arrival is told: a location's arrival may discard a story card an adventure needs (Congregational Hospital, r6f).
NO_COST = ("defend", "pass", "done", "keep", "decline", "discard", "remain")


def move_cost(state, action, lang: str, short: bool = False) -> str:
    """Return what a move costs the seat, said before it is made (newcomer r6c item 2: a Car while walking discarded
    the walk, Dust of Suleiman with no target cost Sanity for nothing, Dysentery flipped the caster's own ally, each
    with no warning): " (discards your walk to X; no target now: you lose 1 Sanity for nothing; Y falls to 5 of 7)";
    "" when nothing is lost. Read in the seat's world (`seat_world`), never the true hidden cards (issue 23 r6d).
    `short`: a chip's words, a random discard's risk counted, not listed (review 7: the chip was cut mid-list)."""
    if action.kind in NO_COST or state.to_act is None:
        return ""
    walked, nothing, flipped, falls, risked, feared, theirs, ended = _cost_facts(state, action)
    words = texts.PROMPTS[texts.table_lang(lang)]
    p = state.seat_index(state.to_act)
    # Sanity 0 ends the game: said where it ends it now against the seat, or a phobia may later (review 34, mythos_ja 1)
    over = ends_said(ended, p, lang) or (behind_said(state, p, lang, short) if phobia_play(state, action) else "")
    said = ([over] if over else []) + _phobia_words(feared, lang, short) \
        + ([words["cost_face_down"]] if _face_down_goal(state, action) else [])
    if walked is not None:
        said.append(core_texts.fmt(words["cost_walk"], card=texts.inst_name(state, walked, lang)))
    said += [core_texts.fmt(words["cost_nothing" if lost > 0 else "cost_nothing_free"], n=lost) for lost in nothing]
    said += [] if nothing else fizzle_words(state, action, lang)    # will do nothing, or may (review 10)
    if flipped and action.kind != "flip":          # a card that also turns the seat's own allies face down
        said.append(core_texts.fmt(words["cost_flips"], cards=words["falls_sep"].join(
            texts.inst_name(state, i, lang) for i in flipped)))
    said += _spared_words(state, action, p, flipped, lang)
    if theirs and "target" not in dict(action.fields):   # aimed at a player, the play says whose allies already
        said.append(core_texts.fmt(words["flips_theirs"], cards=words["falls_sep"].join(
            texts.inst_name(state, i, lang) for i in theirs)))
    if _car_goes_nowhere(state, action):
        said.append(words["cost_car_nowhere"])
    said += _risk_words(state, risked, lang, short) or [core_texts.fmt(words["goal_falls"], card=texts.inst_name(
        state, i, lang), met=met, of=n) for i, met, n in falls]   # a random discard: its risk, not one draw's fall
    return words["cost_lead"] + words["falls_sep"].join(said) + words["cost_end"] if said else ""


def _spared_words(state, action, p: int, flipped, lang: str) -> list[str]:
    """Return the words saying the seat's face-up allies stay up under its own sub-region flip (Dysentery) aimed at a
    seat elsewhere, or that it has none face up ([] otherwise): "the caster too" left the reader asking about its own
    ally (review 38, mythos_en 11, 086; MY-CARD-6). Read from the seat's own location and the target's face-up one."""
    target = dict(action.fields).get("target")
    card = state.card_of(action["card"]) if action.kind == "play" and "card" in dict(action.fields) else None
    if flipped or card is None or target is None or not any(
            b.kind == "flip" and (b.get("target") or {}).get("whose") == "target_and_same_subregion"
            for b in card.effects):
        return []
    up = [a["card"] for a in state.players[p].allies if not a["flipped"]]
    if not up:      # said too, or the reader of "the caster too" asks again (review 39, mythos_en 12: 125 vs 311)
        return [SPARED[texts.table_lang(lang)]["none"]]
    here, there = state.arrived(p), state.arrived(state.seat_index(target))
    if here is not None and there is not None and same_subregion(state.card_of(here), state.card_of(there)):
        return []
    words = texts.PROMPTS[texts.table_lang(lang)]
    return [core_texts.fmt(SPARED[texts.table_lang(lang)]["one" if len(up) == 1 else "many"],
                           cards=words["falls_sep"].join(texts.inst_name(state, i, lang) for i in up))]


# A "no target" the seat cannot know: Dust of Suleiman's target is a monster of the other side's threat, face down
# until the threats are revealed (MY-COMBAT-4); before that the seat's world holds made-up threats (issue 23 r6d).
HIDDEN_TARGETS = ("MY-COMBAT-3",)
# Events after which a move runs on into what the seat cannot see (the threats turned up and fought, a new deal):
# the seat's world makes those up, so nothing after them is said (issue 23 r6d).
RUNS_ON = ("reveal", "draw", "reshuffle", "round_end")
_WORLDS: dict = {}   # (id(state), step, seat) -> (state, its seat world, goal counts there, {action: cost facts})
WORLDS_KEPT = 8      # positions whose costs are kept: a position's frames (each language, each reader) reuse them


def seat_world(state, p: int):
    """Return a copy of `state` that seat p cannot tell from it and that is the same for every state p cannot tell
    apart (MY-HIDE-1): p's own cards and every face-up card as they are; every deck sorted; the other seats' hidden
    cards (hand, a face-down threat) dealt from their sorted pool; a generator fixed by the step."""
    world = state.clone()
    world.rng = Rng(len(state.history))
    shown = state.revealed()                       # threats face up: only hands and decks are hidden
    for q, pl in enumerate(world.players):
        own = [] if q == p or shown else [i for i in pl.threat if state.owner[i] == q]
        pool = sorted(pl.deck + own + ([] if q == p else pl.hand))
        monsters = [i for i in pool if state.card_of(i).type == "monster"
                    and state.card_of(i).subtype not in ("Great Old One", "Outer God")][:len(own)]
        threat = monsters if len(monsters) == len(own) else own
        rest = [i for i in pool if i not in threat]
        if q != p:
            pl.hand, rest = rest[:len(pl.hand)], rest[len(pl.hand):]
        pl.threat, pl.deck = [i for i in pl.threat if i not in own] + threat, rest
    return world


def _seat_entry(state) -> tuple:
    """Return the cache entry of the position for the seat to act: (state, seat world, goal counts, facts)."""
    p = state.seat_index(state.to_act)
    key = (id(state), len(state.history), p)
    entry = _WORLDS.get(key)
    if entry is None or entry[0] is not state:
        if len(_WORLDS) >= WORLDS_KEPT:
            _WORLDS.pop(next(iter(_WORLDS)))
        world = seat_world(state, p)
        entry = _WORLDS[key] = (state, world, _goal_counts(world, p), {})
    return entry


def _cost_facts(state, action) -> tuple:
    """Return what a move costs the seat to act, in no language: (the walk it discards or None, Sanity lost for no
    target, own allies it flips, (adventure, met, of) that fall, …, the game's result if the move ends it where the
    seat sees it, else None); tried once per position and move (the hot path of
    every frame: issue 23 r6d) on a copy of the seat's world."""
    _, world, before, facts = _seat_entry(state)
    if action not in facts:
        p = world.seat_index(world.to_act)
        after = world.clone()
        after.events = []                          # the copy records what the move does
        after.apply(action)
        events = list(after.events or ())
        cut = next((k for k, e in enumerate(events) if e.name in RUNS_ON), None)
        mine = [e for e in events[:cut] if e.data.get("player") == f"p{p}"]
        pl, now = world.players[p], after.players[p]
        walked = pl.story[-1] if pl.story and pl.top_state == "walking" else None
        # a new walk, a Car or a Train ends the old one (its event, MY-LOC-4; newcomer desk_151)
        if not any(e.name == "walk_abandoned" for e in mine):
            walked = None
        paid = -sum(e.data.get("delta", 0) for e in mine if e.name == "sanity")
        nothing = tuple(paid for e in mine if e.name == "no_effect"
                        and (e.rule not in HIDDEN_TARGETS or world.revealed()))
        risked = _story_risk(world, after, p, before, mine)
        feared = _phobia_costs(world, after if cut is None else world, p, mine)
        ended = after.result if any(e.name == "game_over" for e in events[:cut]) else None
        if cut is not None:                        # what follows the reveal or a deal is not the seat's to know
            facts[action] = (walked, nothing, (), (), risked, feared, (), ended)
            return facts[action]
        flipped = _flips(pl, now)
        # the other seats' allies it flips, said too (review 27, mythos_en 8: Midnight named none it would flip, 117)
        theirs = tuple(i for q, them in enumerate(world.players) if q != p for i in _flips(them, after.players[q]))
        counts = before if _tracked(after, p) == _tracked(world, p) else _goal_counts(after, p)
        facts[action] = (walked, nothing, flipped, tuple((i, counts[i][0], n) for i, (met, n) in before.items()
                                                         if i in counts and counts[i][0] < met), risked, feared, theirs,
                          ended)
    return facts[action]


def _flips(pl, now) -> tuple:
    """Return the allies of a player (`pl` before a move, `now` after it) that the move turns face down."""
    return tuple(a["card"] for a, b in zip(pl.allies, now.allies)
                 if not a["flipped"] and b["flipped"] and a["card"] == b["card"])


def _face_down_goal(state, action) -> bool:
    """Return whether a move puts a monster face down into the threat while the seat holds an adventure: a face-down
    monster is in no adventure's pool (MY-MON-1, MY-ADV-2; newcomer review 6: nothing said so)."""
    f = dict(action.fields)
    if action.kind != "play" or type(f.get("card")) is not int or f.get("as_ally"):
        return False
    card = state.card_of(f["card"])
    hand = state.players[state.seat_index(state.to_act)].hand
    return card.type == "monster" and not state._is_goo(card) and any(
        state.card_of(i).type == "adventure" for i in hand)


def phobia_cost(state, action, lang: str) -> str:
    """Return the warning of the seat's phobias a move sets off, " (⚠ your phobia Efficiophobia costs 2 Sanity)",
    for a move whose other costs are said elsewhere (an adventure's: progress_cost); "" when none."""
    if action.kind in NO_COST or state.to_act is None:
        return ""
    said = _phobia_words(_cost_facts(state, action)[5], lang)
    words = texts.PROMPTS[texts.table_lang(lang)]
    return words["cost_lead"] + words["falls_sep"].join(said) + words["cost_end"] if said else ""


def _phobia_words(feared: tuple, lang: str, short: bool = False) -> list[str]:
    """Return the words of `feared` (_phobia_costs), one per phobia, each lasting one with the condition it charges on
    (`short`: a chip's few words)."""
    words = texts.PROMPTS[texts.table_lang(lang)]
    tail = "_short" if short else ""
    return [core_texts.fmt(words["cost_phobia_" + when + (tail if when != "now" else "")],
                           card=texts.card_name(card, lang), n=n, cond=words.get(f"cost_while{tail}_{card}", ""))
            for card, n, when in feared]


def _phobia_costs(world, after, p: int, mine: list) -> tuple:
    """Return the seat's phobias a move sets off, each (card id, Sanity, "now" or "turn"): one that strikes as the
    move is made (Efficiophobia on an adventure), or one whose condition the move makes hold, so that it strikes at
    the start of each of the seat's turns (Agoraphobia on arriving Outside, MY-CARD-6; newcomer review 6: phobias
    drained Sanity with no warning)."""
    phobias = {world.card[i] for i in world.players[p].phobias}
    out = [(e.data["why"], -e.data["delta"], "now") for e in mine
           if e.name == "sanity" and e.data.get("why") in phobias and e.data.get("delta", 0) < 0]
    # a Car's (or Train's) location is chosen in the same turn (MY-LOC-5): the Car warns of what its choice decides
    # ("if you end this turn Outside"), the location chosen after it of what it makes hold (newcomer review 19: a Car
    # to an Inside location warned that Agoraphobia would cost, as a sure thing)
    for inst in not_stacked(after, after.players[p].phobias):
        for b in after.card_of(inst).effects:
            if b.kind == "phobia" and b.get("trigger") == "start_of_turn" and holds(after, p, b.condition) \
                    and (not holds(world, p, b.condition) or _travelling(world, p) and after.players[p].top_state != "transit"):
                out.append((after.card[inst], b["loss"], "transit" if _travelling(after, p) else "turn"))
    return tuple(out)


def _travelling(state, p: int) -> bool:
    """Return whether seat `p` is between its travel event and the location it chooses in the same turn."""
    return isinstance(state.pending, AfterCar) and state.pending.player == p


def progress_cost(state, action, lang: str) -> str:
    """Return what completing an adventure costs the seat (MY-ADV-3: its story deck is discarded but its location):
    " — uses 3 story cards: Alone in the World falls to 2 of 7" ("" for any other move, or none lost). Read from
    the seat's own hand and story deck only: the move is tried on a copy and the seat's adventure tracker compared
    (issue 23 r5 item 3, M62/M63)."""
    f = dict(action.fields)
    if action.kind != "play" or type(f.get("card")) is not int or state.card_of(f["card"]).type != "adventure":
        return ""
    p = state.seat_index(state.to_act)
    story = state.players[p].story
    keep = 1 if story and state.card_of(story[-1]).type == "location" else 0
    used = len(story) - keep
    if used <= 0:
        return ""
    _, world, before, _ = _seat_entry(state)        # the seat's world: never the true hidden cards (r6d)
    after_state = world.clone()
    after_state.apply(action)
    after = _goal_counts(after_state, p)
    words = texts.PROMPTS[texts.table_lang(lang)]
    falls = _falls(state, before, after, lang)
    # said plainly: the cards go (newcomer review 11, finding 1: "uses 22 story cards" read as harmless)
    key = "uses_story_all" if not keep else "uses_story_1" if used == 1 else "uses_story"
    said = core_texts.fmt(words[key], n=used)
    if falls:
        said += words["falls_lead"] + words["falls_sep"].join(falls)
    return said + words["uses_end"]


def _story_risk(world, after, p: int, before: dict, mine: list) -> tuple:
    """Return ((adventure, (story cards it needs)), ...) a move puts at risk when it discards one of the seat's story
    cards at random (Congregational Hospital's arrival, MY-LOC-6): every card that may go, not the one the trial drew
    (newcomer r5 063_hosp: Ambush went with no warning); () when the move discards no story card."""
    if not any(e.name == "story_card_discarded" for e in mine):
        return ()
    top = after.players[p].story[-1:]
    needs: dict = {}
    for card in (c for c in world.players[p].story if c not in top):
        lower = _goal_counts(world, p, without=card)
        for adventure, (met, _) in before.items():
            if lower.get(adventure, (met,))[0] < met:
                needs.setdefault(adventure, []).append(card)
    return tuple((adventure, tuple(cards)) for adventure, cards in needs.items())


def _car_goes_nowhere(state, action) -> bool:
    """Return whether a Car is played with no location in hand to drive to (MY-LOC-5 lets it: the investigator then
    stays in transit, its gate and walk gone); review 7 saw it glow as if it did something."""
    from cthulhu_widgets.games.mythos.movement import travel_kind
    if action.kind != "play" or action.get("card") is None:
        return False
    p = state.seat_index(state.to_act)
    return (travel_kind(state.card_of(action["card"])) == "car"
            and not any(state.card_of(i).type == "location" for i in state.players[p].hand))


def _risk_words(state, risked: tuple, lang: str, short: bool = False) -> list[str]:
    """Return the warnings of `risked` (_story_risk): "⚠ discards a story card at random: maybe Ambush, which your
    adventure Alone in the World needs", one per adventure; `short`: one, "…: 2 of them your adventures need"."""
    words = texts.PROMPTS[texts.table_lang(lang)]
    if short and risked:
        n = len({c for _, cards in risked for c in cards})
        return [core_texts.fmt(words["cost_story_short_1" if n == 1 else "cost_story_short"], n=n)]
    quote = "「{}」" if lang == "ja" else "{}"
    return [core_texts.fmt(words["cost_story"], card=texts.inst_name(state, adventure, lang), cards=words["cost_or"].join(
        quote.format(texts.inst_name(state, c, lang)) for c in cards)) for adventure, cards in risked]
