"""A Mythos combat's fights told in the story (frames/story_mythos.py): each fight's fact once its threat has hit —
who attacked whom, with which cards and values, what was cancelled, absorbed and lost — and the line it makes."""
from __future__ import annotations

from ..games.mythos import texts
from ..games.mythos.combat import fights_of, hounds_of

def fight_outcomes(state) -> dict:
    """Return each fight of the round's combat once its threat has hit (review 5: the first combat resolved with
    nothing to follow): "fight:<attacker>" -> who attacked whom, with which cards and values, the points the threat
    aimed back cancelled (MY-COMBAT-5), what each defender absorbed and the Sanity lost (MY-COMBAT-6). Not in card
    play, where the fights kept are the last round's, nor once the game is over (the end's line closes the story)."""
    if state.phase == "play" or state.result is not None:
        return {}
    out = {}
    for fight in fights_of(state):
        if "defenders" not in fight:                    # its threat has not hit yet
            continue
        values = fight.get("values") or [None] * len(fight["insts"])
        cards = [term for i, v in zip(fight["insts"], values) for term in fighter_terms(state, i, v)]
        points = fight["normal"] + fight["invisible"] + fight["bypass"]
        here = state.arrived(state.seat_index(fight["target"]))
        cut = sum(n for _, n in cards) - points           # the target's location cuts each threat (Arkham PD)
        out[f"fight:{fight['attacker']}"] = {
            "attacker": fight["attacker"], "target": fight["target"], "fighters": cards, "points": points,
            "cut": [state.card[here], cut] if cut > 0 and here is not None else None, "cancelled": fight["cancelled"],
            "absorbed": [[a["card"], a["points"]] for a in fight["absorbed"]], "lost": fight["lost"],
            "idle": _idle(fight), **_hounded(state, fight["attacker"])}
    return out


def _idle(fight: dict) -> list:
    """Return the defenders of a fight the threat aimed back cancelled whole: they absorbed nothing (review 29,
    mythos_en 2, 037: two allies defended and "all cancelled" read as allies doing nothing, MY-COMBAT-5 first)."""
    # only when the cancelling left nothing a defender could take (MY-COMBAT-5 cancels normal, then invisible points;
    # Bypass points skip it and skip the defenders too): else "nothing left to absorb" was false (round AU's review)
    if not fight["cancelled"] or fight["absorbed"] or fight["normal"] + fight["invisible"] > fight["cancelled"]:
        return []
    return [d["card"] for d in fight["defenders"] if not d.get("flipped")]


def _hounded(state, attacker: str) -> dict:
    """Return the monsters a weapon buried from `attacker`'s threat before it hit (Faithful Hounds, MY-COMBAT-3),
    {"player": who used it, "hounded": [[weapon, monster], …]}, {} when none (newcomer review 9, finding 2: the
    reader's Servitor was buried and only the log said so)."""
    hounds = [h for h in hounds_of(state) if h["target"] == attacker]
    return {"player": hounds[0]["player"], "hounded": [[h["card"], h["monster"]] for h in hounds]} if hounds else {}


def fighter_terms(state, inst: int, value: int | None) -> list:
    """Return the values a fighter added to its threat's total (`value`, as the engine summed it at the reveal),
    each [card, value]: a monster's, or an ally's own and its weapon's apart (newcomer review 6: '6, 2 = 9' beside a
    printed value; 'Gomes 3 + .32 Revolver 2')."""
    card = state.card_of(inst)
    value = (card.value or 0) if value is None else value
    ally = next((a for pl in state.players for a in (*pl.allies, *pl.captives) if a["card"] == inst), None)
    if card.type == "monster" or ally is None or ally["weapon"] is None:
        return [[state.card[inst], value]]
    bonus = state.card_of(ally["weapon"]).value or 0
    return [[state.card[inst], value - bonus], [state.card[ally["weapon"]], bonus]]


def outcome_sentence(words: dict, data: dict, lang: str) -> str:
    """Return a fight's line: "Player 2's threat (Hunting Horror 4 = 4) against you: 4 cancelled by the threat aimed
    back; Ray Stuckey absorbs 2; you lose 0 Sanity." (the person of `data` already named for the reader)."""
    name = (lambda c: f"「{texts.card_name(c, lang)}」") if lang == "ja" else (lambda c: texts.card_name(c, lang))
    cards = " + ".join(f"{name(card)} {value}" for card, value in data["fighters"])
    if data.get("cut"):
        cards += words["fight_cut"].format(n=data["cut"][1], card=name(data["cut"][0]))
    if data.get("cut") or len(data["fighters"]) > 1:   # a sum: its total (a lone card's value is said once)
        cards += words["fight_total"].format(points=data["points"])
    said = [words["fight_hounded"].format(card=name(card), monster=name(monster), player=data["player"])
            for card, monster in data.get("hounded", ())]
    said += [words["fight_cancelled"].format(n=data["cancelled"])] if data["cancelled"] else []
    said += [words["fight_absorbs"].format(card=name(card), n=n) for card, n in data["absorbed"]]
    if data.get("idle"):           # threats cancel before allies absorb (MY-COMBAT-5, review 29 mythos_en 2)
        said.append(words["fight_idle"].format(cards=words["by_and"].join(name(c) for c in data["idle"])))
    said.append(words["fight_lost" if data["lost"] else "fight_none_lost"].format(target=data["target"],
                                                                                  n=data["lost"]))
    return words["fight_outcome"].format(
        attacker=data["attacker"], target=data["target"], points=data["points"],
        cards=cards, outcome=words["fight_sep"].join(said))
