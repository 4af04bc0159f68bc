"""The Mythos coach's moments in a "Learn to play" (issue 23 round D: newcomers said the three coached steps stopped
before combat, threat, gates, travel, phobias, Sanity loss and adventures): the first time in the game that a
monster goes face down into a threat, combat is fought, the seat loses Sanity, stands at a gate, someone travels, a
phobia is played on or by the seat, an adventure can be completed by the seat, or one is completed, one coach bubble
says what happened and what it means (words: games/mythos/sentences/coach.py MOMENTS; shown by frames/coach.py).

Read from the position alone and only from what the seat may see (its events, its own location and legal moves):
another player's monsters are never named.
"""
from __future__ import annotations

import re

from .forced import forced_move
from .mythos_after_pass import after_pass_said
from .mythos_goal import goal_said
from .mythos_sanity_end import behind
from .mythos_playable import (at_open_gate, is_phobia, kind_of, phobia_on, playable_phobia, playable_tome,
                              ready_adventure)
from ..games.mythos.combat import fights_of
from ..games.mythos.values import monster_value
from ..games.mythos.sentences.coach import BATTLE, COMBAT_SIDE, MOMENTS, SANITY_NOW, TAUGHT
from ..games.mythos.texts import CARD_TEXTS, card_name, inst_name, table_lang

# Same-position moments: what the seat may act on now (a gate, an adventure) first, then what happened.
ORDER = ("gate", "adventure", "tome", "threat", "dispatch", "combat", "phobia", "sanity", "travel", "phobia_play", "completed")
# Said while it happens or not when it matters (newcomer review 17: a phobia's bubble covered the first combat, which
# was explained a round later): the combat and its choice of allies cut an older bubble, which shows after them.
# The first game after the course tips only what helps a decision open now: what had happened (a Sanity loss, a phobia
# on the reader, a travel, the combat, an adventure completed) the story tells, and a bubble for each was one more box
# to close (newcomer review 36, mythos_ja 4: three to six Got its in three rounds; the course still explains them)
FIRST_GAME = ("gate", "adventure", "tome", "threat", "dispatch", "phobia_play")
URGENT = ("dispatch", "combat", "completed")   # completed: what the reader just lost (its story deck) is told as it
# happens; since a tip that missed its moment is dropped (round BB), it was lost behind a waiting phobia tip
SANITY_WHY = {"a face-down monster": "sanity_monster", "reshuffle": "sanity_deck"}
SANITY_PLACE = {"MY-LOC-6": "sanity_arrive", "MY-LOC-7": "sanity_gate"}   # a location's Sanity, by its rule
# The kinds of card a course step may ring in its own card's stead (stand_in): what stays in play is one kind.
KINDS = {"ally": "kept", "artifact": "kept", "tome": "kept"}


def stand_in(position, step: dict, legal: list[dict]) -> dict | None:
    """Return a legal move that plays a card of the kind of `step`'s own card (an ally or an item for the artifact,
    a monster, an event), its plain play, or None: a reader who left the course (newcomer review 20, mythos_ja
    finding 1: walked to the church, not the farmhouse) is still taught the step on a card that glows."""
    own = dict(part.split("=", 1) for part in str(step.get("move", "")).split()[1:]).get("card")
    if step.get("kind") != "play" or own is None or not own.isdigit():
        return None
    kind = KINDS.get(position.card_of(int(own)).type, position.card_of(int(own)).type)
    return next((m for m in legal if m.get("kind") == "play" and list(m.get("fields") or {}) == ["card"]
                 and KINDS.get(position.card_of(m["fields"]["card"]).type,
                               position.card_of(m["fields"]["card"]).type) == kind), None)


def fill_course(text: str, position, seat, lang: str) -> str:
    """Return a course step's text with {battle} (the battle just fought, in points: battle_said), {goal} (the
    seat's first adventure in hand: goal_said) and {name:N} (card instance N's name, the card the step rings: newcomer
    review 32, mythos_ja 3, "the ringed location" among several glowing cards) filled."""
    text = re.sub(r"\{name:(\d+)\}", lambda m: inst_name(position, int(m.group(1)), lang), text)
    text = text.replace("{battle}", battle_said(position, seat, lang)) if "{battle}" in text else text
    return text.replace("{goal}", goal_said(position, seat, lang)) if "{goal}" in text else text



def battle_said(position, seat, lang: str) -> str:
    """Return the last battle in points as the seat saw it (its threat's, the others', what cancelled, what got
    through to it, what its allies absorbed and its Sanity lost), the course's round-end step (newcomer review 23,
    mythos_en finding 5: the course ended before any battle, so its numbers were never read)."""
    words, fights = BATTLE.get(lang) or BATTLE["en"], fights_of(position)
    points = (lambda f: f["normal"] + f["invisible"] + f["bypass"])
    mine = sum(points(f) for f in fights if f["attacker"] == seat)
    hits = [f for f in fights if f["target"] == seat]
    theirs = sum(points(f) for f in hits)
    cancelled = sum(f["cancelled"] for f in hits)
    lead = words["cancel" if cancelled else "apart"].format(mine=mine, theirs=theirs, cancelled=cancelled)
    absorbed = sum(a["points"] for f in hits for a in f["absorbed"])
    lost = sum(f["lost"] for f in hits)
    said = lead + (words["you" if absorbed else "bare"].format(came=absorbed + lost, absorbed=absorbed, lost=lost)
                   if absorbed + lost else words["none"])
    return said + after_pass_said(position, seat, lang, words)


def coach_moments_at(position, seat) -> dict:
    """Return the moments of `position` for `seat`: {moment: its text key in MOMENTS}. Where the table plays the
    seat's lone empty move only what happened counts (its events: a phobia played on the seat while it had passed was
    never told, newcomer review 13, Mythos finding 2), not what the seat may do (told where it decides next)."""
    out: dict = {}
    for event in position.events or ():
        if event.visible_to(seat):
            found = event_moment(event, seat, position)
            if found is not None:
                out.setdefault(*found)
    if position.to_act == seat and forced_move(position) is not None:
        return untaught(out)
    if position.players[position.seat_index(seat)].phobias:   # one on the seat, played while the course went on
        out.setdefault("phobia", "phobia_on_you")
    out.update({k: v for k, v in before_fight(position, seat).items() if k not in out})
    if at_open_gate(position, seat):
        out.setdefault("gate", "gate")
    if ready_adventure(position, seat) is not None:
        out.setdefault("adventure", "adventure")
    if playable_tome(position, seat) is not None:   # before the seat puts its first tome into play (review 17)
        out.setdefault("tome", "tome_can")
    if playable_phobia(position, seat) is not None:   # before the seat plays one (newcomer review 13, finding 2)
        # while the seat trails, Sanity 0 would end the game against it: said first (review 34, mythos_ja 1)
        out.setdefault("phobia_play", "phobia_can_behind" if behind(position, position.seat_index(seat)) else "phobia_can")
    return untaught(out)


def untaught(moments: dict) -> dict:
    """Return `moments` without those the coached steps taught (TAUGHT): no tip repeats a step."""
    return {moment: text for moment, text in moments.items() if moment not in TAUGHT}


def before_fight(position, seat) -> dict:
    """Return the threat and combat moments where the seat decides before the fight: a turn of card play with its own
    monster face down in its threat, a decision of the combat before the reveal (newcomer review 10, r10md/31-34: the
    bubbles came after the monster was buried, and "Defend with Gomes" ended the combat unexplained)."""
    if position.to_act != seat or position.result is not None:
        return {}
    own = position.players[position.seat_index(seat)].threat
    if position.phase == "combat" and not position.revealed():
        return {"combat": "combat", **({"dispatch": "dispatch"} if dispatch_open(position, seat) else {})}
    return {"threat": "threat_mine"} if position.phase == "play" and own else {}


def dispatch_open(position, seat) -> bool:
    """Return whether the seat chooses now which allies it sends to the combat: to defend or, with an enchanted weapon
    or an ambush, to attack (MY-COMBAT-2; newcomer review 14, finding 3: sending allies was never taught)."""
    return position.to_act == seat and position.phase == "combat" and any(
        a.kind in ("defend", "assault") for a in position.legal_actions())


def event_moment(event, seat, position) -> tuple[str, str] | None:
    """Return the (moment, text key) an event makes for `seat`, or None."""
    data, mine = event.data, event.data.get("player") == seat
    if event.name == "summons":
        return "threat", "threat_mine" if mine else "threat_theirs"
    if event.name == "combat":     # one where no monster fights is over at once (review 35, mythos_en 5)
        return ("combat", "combat") if any((data.get("threats") or {}).values()) else None
    if event.name == "sanity" and mine and data.get("delta", 0) < 0:
        return "sanity", sanity_key(data.get("why"), event.rule)
    if event.name == "travels":
        return "travel", "travel_mine" if mine else "travel_theirs"
    if event.name == "adventure":
        return "completed", "completed_mine" if mine else "completed_theirs"
    if event.name == "plays" and is_phobia(data.get("card")) and seat in (data.get("target"), data.get("player")):
        return "phobia", "phobia_on_you" if data.get("target") == seat else "phobia_by_you"
    return None


def sanity_key(why, rule: str = "") -> str:
    """Return the text key of a Sanity loss by its cause (the engine's `why` and rule): arriving at a location, a
    reused gate, a card, a monster's cost, combat, the empty deck."""
    if kind_of(why) == "location" and rule in SANITY_PLACE:
        return SANITY_PLACE[rule]
    if why in CARD_TEXTS["cards"]:
        return "sanity_card"
    if re.fullmatch(r"p\d+'s threat", str(why)):
        return "sanity_combat"
    return SANITY_WHY.get(why, "sanity_other")


def still_holds(positions, at: int, begin: int, seat, moment: str) -> bool:
    """Return whether a moment first met at `at` still holds at `begin`, where its bubble would show after waiting
    for another's: the gate still open, the adventure still in hand and ready to complete, the phobia still in hand
    (and playable at a decision) or still on the investigator it was played on, the seat's own monster still in its
    threat, the combat still on (newcomer review 13, Mythos finding 2: a phobia's tip came after it was buried); the
    others always."""
    if moment == "gate":
        return at_open_gate(positions[begin], seat)
    if moment == "sanity":      # told before the seat's next move, else at its next loss (review 35, mythos_en 5)
        return "sanity" in coach_moments_at(positions[begin], seat) or not any(
            positions[i].to_act == seat and forced_move(positions[i]) is None for i in range(at, begin))
    if moment == "combat":      # "card play ended …": said while the combat is on, else at the next one
        return positions[begin].phase == "combat"
    if moment == "dispatch":    # the choice still open, else at the next combat that opens it
        return dispatch_open(positions[begin], seat)
    if moment in ("phobia", "phobia_play"):
        return _phobia_holds(positions[at], positions[begin], seat, moment)
    if moment == "threat" and coach_moments_at(positions[at], seat).get("threat") == "threat_mine":
        now = positions[begin]
        return bool(now.players[now.seat_index(seat)].threat)
    if moment in ("adventure", "tome"):
        ready = ready_adventure if moment == "adventure" else playable_tome
        inst, now = ready(positions[at], seat), positions[begin]
        in_hand = inst in now.players[now.seat_index(seat)].hand
        return in_hand and (now.to_act != seat or ready(now, seat) is not None)
    return True


def _phobia_holds(then, now, seat, moment: str) -> bool:
    """Return whether the phobia moment met at position `then` still holds at `now` (see still_holds)."""
    if moment == "phobia_play":
        inst = playable_phobia(then, seat)
        in_hand = inst in now.players[now.seat_index(seat)].hand
        return in_hand and (now.to_act != seat or playable_phobia(now, seat) is not None)
    made = next((e for e in then.events or () if e.visible_to(seat) and e.name == "plays"
                 and is_phobia(e.data.get("card"))), None)
    if made is None:
        return bool(now.players[now.seat_index(seat)].phobias)
    return phobia_on(now, made.data["card"], made.data.get("target") or seat)


def moment_fields(position, seat, moment: str, lang: str) -> dict:
    """Return what a moment's text names at the position where it happened: {card, n, left, points, total, target,
    mine, theirs, text}, as the seat may see them (card names in `lang`)."""
    p = position.seat_index(seat)
    out = {"target": position.rules.target_points, "left": position.players[p].sanity}
    seen = [e for e in position.events or () if e.visible_to(seat)]
    made = next((e for e in seen if (event_moment(e, seat, position) or ("",))[0] == moment), None)
    if made is not None:
        out.update(event_fields(made, position, seat, lang))
    if moment == "threat":      # the seat's own monster only: another's stays hidden (MY-HIDE-1)
        out.pop("card", None)
        own = position.players[p].threat
        out.update(next(({"card": card_name(e.data["card"], lang)} for e in seen if e.name == "plays"
                         and e.data.get("player") == seat and kind_of(e.data.get("card")) == "monster"),
                        {"card": inst_name(position, own[-1], lang)} if own else {}))
    if moment in ("combat", "dispatch"):
        out.update(combat_sides(position, seat, lang, moment))
    if moment == "dispatch":
        out.update(dispatch_allies(position, lang))
    if moment == "gate":
        out["card"] = inst_name(position, position.arrived(p), lang)
    if moment == "adventure":
        inst = ready_adventure(position, seat)
        out.update(card=inst_name(position, inst, lang), points=position.card_of(inst).value,
                   needs=needs_said(position.card_of(inst), lang))
    if moment == "tome":
        inst = playable_tome(position, seat)
        out.update(card=inst_name(position, inst, lang), points=position.card_of(inst).value)
    on = position.players[p].phobias
    if (moment == "phobia" and made is None and on) or moment == "phobia_play":
        inst = on[-1] if moment == "phobia" else playable_phobia(position, seat)
        if inst is not None:
            out.update(card=card_name(position.card_of(inst).id, lang), text=own_words(position.card_of(inst).id, lang))
    if moment == "phobia_play":     # the adventure points its Sanity 0 would leave (review 34, mythos_ja 1)
        out.update(zip(("mine", "theirs"), behind(position, p) or (0, 0)))
    return out


def dispatch_allies(position, lang: str) -> dict:
    """Return {ally, raider}: the ally the first defend chip names and the first assault chip's (else the same), in
    `lang`, as the dispatch tip quotes the chips (newcomer review 20, mythos_ja 028: 「「…」で防御する」)."""
    sent = {kind: next((dict(a.fields)["ally"] for a in position.legal_actions() if a.kind == kind
                        and "ally" in dict(a.fields)), None) for kind in ("defend", "assault")}
    ally = sent["defend"] if sent["defend"] is not None else sent["assault"]
    if ally is None:
        return {}
    raider = sent["assault"] if sent["assault"] is not None else ally
    return {"ally": inst_name(position, ally, lang), "raider": inst_name(position, raider, lang)}


def needs_said(card, lang: str) -> str:
    """Return an adventure's requirements as its tracker lists them (frames/mythos.needs), joined in `lang`."""
    from . import mythos   # frames.mythos is the catalog's; imported late
    from ..core.texts import list_sep
    said = mythos.needs(card)
    return list_sep(lang).join(said.get(lang) or said["en"])


def event_fields(event, position, seat, lang: str) -> dict:
    """Return the fields an event gives its moment's text: the card named (and its own words), the Sanity lost, the
    points scored, the monsters of each side in combat."""
    data, out = event.data, {}
    if isinstance(data.get("card"), str) and data["card"] in CARD_TEXTS["cards"]:
        out["card"] = card_name(data["card"], lang)
        out["text"] = own_words(data["card"], lang)
    if event.name == "sanity":
        out.update(n=-data.get("delta", 0), left=data.get("sanity", ""))
        if data.get("why") in CARD_TEXTS["cards"]:
            out["card"] = card_name(data["why"], lang)
    if event.name == "adventure":
        out.update(points=data.get("points", ""), total=position.players[position.seat_index(data["player"])].points)
    return out


def combat_sides(position, seat, lang: str, moment: str = "combat") -> dict:
    """Return {mine, theirs}: each side of the combat as the frame's combat band shows it (newcomer review 14,
    finding 1: the tip said 0 and 0 beside a band of 3 and 4): once fought, the points of its fights (MY-COMBAT-5:
    before the cosmic battle cancels any); before, the monsters face down in each threat (MY-COMBAT-4). Where the
    seat sends allies (`moment` "dispatch") its own threat is said in points, which it knows (newcomer review 15,
    finding 2: the phone's reader took the other's "1", a count, for its strength); the other's stays a count."""
    words, p = COMBAT_SIDE.get(lang) or COMBAT_SIDE["en"], position.seat_index(seat)
    fights = fights_of(position)
    if fights:
        total = {f["attacker"]: f["normal"] + f["invisible"] + f["bypass"] for f in fights}
        mine, theirs, kind = total.get(seat, 0), sum(n for s, n in total.items() if s != seat), "points"
    else:
        mine, kind = len(position.players[p].threat), "monsters"
        theirs = sum(len(q.threat) for i, q in enumerate(position.players) if i != p)
    said = (lambda n, kind=kind: words[f"{kind}_1"] if n == 1 else words[kind].format(n=n))
    if moment == "dispatch" and not fights:
        return {"mine": said(sum(monster_value(position, i) for i in position.players[p].threat), "points"),
                "theirs": said(theirs)}
    return {"mine": said(mine), "theirs": said(theirs)}


def own_words(card_id: str, lang: str) -> str:
    """Return what a card does, in its own words without their lead-in ("Travel:", "Stays on the opponent's
    investigator:": the bubble has said it), the spec's marks of a chosen reading (★) or the closing full stop."""
    text = re.sub(r"\s*★", "", CARD_TEXTS["cards"][card_id][table_lang(lang)]["text"])
    return re.sub(r"^[^:：]{1,40}[:：]\s*", "", text).rstrip(".。")


def fill_moment(positions, seat, start: int, moment: str, text: str, lang: str, key: str | None = None) -> str:
    """Return a moment's text with its {fields} filled from the latest position up to now (from `start`) where it
    happens with the same text `key` (any when None): a bubble that waited behind another names the phobia just
    played, not an older one (newcomer R3-M: Portaphobia explained just after Agoraphobia was played); {sanity} says
    the Sanity now, or then and now when it changed since. A Sanity bubble tells the latest loss by its own cause
    (newcomer review 6: a bubble that waited named the Farmhouse of an older loss beside a face-down monster's)."""
    last = len(positions) - 1
    key = None if moment == "sanity" else key
    at = next((positions[i] for i in range(last, start - 1, -1) if _happens(positions[i], seat, moment, key)), None)
    fields = {} if at is None else moment_fields(at, seat, moment, lang)
    if moment == "sanity" and at is not None:
        words = MOMENTS.get(lang) or MOMENTS["en"]
        text = words.get(coach_moments_at(at, seat)["sanity"], text)
    if last >= 0:
        state = positions[last]
        if moment in ("combat", "dispatch"):   # the numbers of the frame shown, beside its combat band
            fields.update(combat_sides(state, seat, lang, moment))
        fields["sanity"] = sanity_said(fields.get("left", ""), state.players[state.seat_index(seat)].sanity, lang)
    return re.sub(r"\{(\w+)\}", lambda m: str(fields.get(m.group(1), "")), text)


def _happens(position, seat, moment: str, key: str | None) -> bool:
    """Return whether `moment` happens at `position` for `seat`, told by text `key` (any text when None)."""
    found = coach_moments_at(position, seat).get(moment)
    return found is not None and key in (None, found)


def sanity_said(then, now, lang: str) -> str:
    """Return the words of the seat's Sanity: now, or then and now when it changed since the moment (a bubble shown
    later must not state a stale number: newcomer R3-M, 'you have 17 now' under a bar of 15)."""
    words = SANITY_NOW[lang if lang in SANITY_NOW else "en"]
    return (words["now"] if then in ("", now) else words["then"]).format(then=then, now=now)


def first_game_mark(positions, seat, lang: str) -> dict:
    """Return the coach's tip at the last of `positions` in the reader's first game after the course (its moments
    from the deal on, as after the course's steps: frames.coach.moment_mark), {} when none shows (review 24,
    mythos_en 4: after Learn to play, New game had no coach at all)."""
    from .coach import COACHES   # frames.coach imports this module
    from .coach_moments import moment_now

    if not positions or positions[len(positions) - 1].result is not None:
        return {}
    now = moment_now(positions, seat, 0, _first_game_moments, ORDER, still_holds, urgent=URGENT, glimpse=True)
    if now is None:
        return {}
    moment, key = now
    words = MOMENTS.get(lang) or MOMENTS["en"]
    title = (COACHES["mythos"].get(lang) or COACHES["mythos"]["en"])["title"]
    return {"title": title, "moment": moment, "head": words["head"][moment],
            "text": fill_moment(positions, seat, 0, moment, words[key], lang, key)}


def _first_game_moments(position, seat) -> dict:
    """Return the moments at `position` the first game after the course tips (FIRST_GAME: they help a decision)."""
    return {k: v for k, v in coach_moments_at(position, seat).items() if k in FIRST_GAME}
