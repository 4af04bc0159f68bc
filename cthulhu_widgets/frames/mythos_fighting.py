"""The Mythos fighters whose value is not the one printed on their card, and the sentence that says why (the
combat band's value lines, frames/story_mythos.py)."""
from __future__ import annotations

from ..games.mythos import texts
from ..games.mythos.combat import fights_of
from ..games.mythos.values import ally_value, monster_value
from .mythos_values import bonus_once, value_sources


def fighting_values(state) -> dict:
    """Return the fighters of the revealed combat whose value is not the one printed on their card, which the combat
    band shows without a reason (newcomer R3-M r3md/30, 114, 132: Hunting Horror's card 3 fought with 4 at Day;
    Harry Houdini 2 absorbed as 5 with his rifle): "value:<inst>" -> who, which card, printed, value and the weapon
    that adds to it (None: the card's own text or a card in play changes it). Only until the round ends: in card
    play the fights kept are the last round's, told again under the new round (review 5: round 1's lines printed
    under round 2's heading, twice)."""
    out = {}
    if state.phase == "play":
        return out
    for fight in fights_of(state):
        # a defender flipped at the reveal did not fight (MY-COMBAT-6): "Your Gomes fights with 4" after "a face-down
        # ally does not defend" read as a contradiction (review 24, mythos_en / mythos_ja 4)
        fighters = [*fight["insts"], *(d["inst"] for d in fight.get("defenders", ()) if not d.get("flipped"))]
        for inst in fighters:
            p, card = state.owner[inst], state.card_of(inst)
            ally = state.players[p].ally(inst) if card.type == "ally" else None
            if card.type == "ally" and ally is None:        # buried in the fight: its value is not read any more
                continue
            value = ally_value(state, ally) if ally is not None else monster_value(state, inst)
            if value != (card.value or 0):
                out[f"value:{inst}"] = _value_fact(state, p, inst, value, ally)
    return out


def _value_fact(state, p: int, inst: int, value: int, ally: dict | None) -> dict:
    """Return a fighter's value fact: who, which card, printed, value, and the weapon that adds to it."""
    armed = ally is not None and ally["weapon"] is not None
    return {"player": f"p{p}", "card": state.card[inst], "printed": state.card_of(inst).value or 0, "value": value,
            "weapon": state.card[ally["weapon"]] if armed else None, "by": value_sources(state, inst),
            "bonus": (state.card_of(ally["weapon"]).value or 0) if armed else 0,
            **({"once": bonus_once(state, inst)} if bonus_once(state, inst) else {})}


def value_sentence(words: dict, data: dict, lang: str) -> str:
    """Return the sentence of a fighter's value that is not its printed one, with where the difference comes from."""
    card = texts.card_name(data["card"], lang)
    whose = words["whose_you"] if data["player"] == words["you"] else words["whose"].format(player=data["player"])
    weapon = data.get("weapon")
    if weapon is not None and data["value"] == data["printed"] + data["bonus"]:
        return words["value_weapon"].format(whose=whose, card=card, value=data["value"],
                                            printed=data["printed"], weapon=texts.card_name(weapon, lang),
                                            n=f"{data['bonus']:+d}")
    by = [words["by_own"] if c == data["card"] else texts.card_name(c, lang) for c in data.get("by") or ()]
    if by:           # the cards that change it, named (newcomer review 9, finding 4)
        quote = "「{}」" if lang == "ja" else "{}"
        said = words["value_by"].format(whose=whose, card=card, value=data["value"], printed=data["printed"],
                                        by=words["by_and"].join(b if b == words["by_own"] else quote.format(b)
                                                                for b in by))
        # two conditions of one "whenever … or …" bonus both hold: it counts once (newcomer review 10, finding 5)
        return said + (words["value_once"].format(n=f"{data['once']:+d}") if data.get("once") else "")
    return words["value_text"].format(whose=whose, card=card, value=data["value"], printed=data["printed"])
