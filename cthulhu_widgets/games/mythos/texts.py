"""English text of each Mythos event."""
from __future__ import annotations

_TEXTS = {
    "round": "Round {round}: every player refills.",
    "first_player": "{player} plays first this round.",
    "draw": "{player} draws {card}.",
    "no_cards": "{player} has no card left to draw.",
    "reshuffle": "{player} shuffles the discards into a new deck.",
    "sanity": "{player}: Sanity {delta:+d} ({why}) → {sanity}.",
    "pass": "{player} passes ({passes}).",
    "card_play_ends": "Card play ends ({passes} passes).",
    "plays": "{player} plays {card}.",
    "joins": "{card} joins {to} in the same play.",
    "arrives": "{player} arrives at {card}.",
    "walking": "{player} walks toward {card}.",
    "walk_abandoned": "{player} abandons the walk to {card}.",
    "superseded": "{player}'s new copy of {card} supersedes the old one, which is discarded.",
    "in_transit": "{player} stays in transit.",
    "travels": "{player} travels by {card}.",
    "loads": "{player} loads {card} into {tome}.",
    "goo": "{player} brings {card} into play.",
    "summons": "{player} adds a monster to its threat through the gate.",
    "adventure": "{player} completes {card} (+{points} points).",
    "effect_not_implemented": "[not implemented] the effect of {card} ({blocks}) is not carried out yet.",
    "combat": "Combat.",
    "directs": "{player} directs its threat at {target}.",
    "defends": "{player} commits {card} to defend.",
    "assaults": "{player} sends {card} to assault.",
    "commanded": "{player}'s {card} defends at {bonus:+d} this combat (a command fixed at commit).",
    "casts": "{player} casts {card} ({by}).",
    "returned": "A card of {player}'s threat goes back to its owner's hand ({count} left).",
    "returned_card": "{card} goes back to {player}'s hand.",
    "marked": "{player}'s {card} is marked: discarded instead of buried this combat.",
    "summons_free": "{player} summons a monster into its threat without a gate.",
    "controls": "{player} takes control of {card} from {target}'s threat.",
    "hounds": "{player} discards {card}: {target}'s {monster} is buried.",
    "petrified": "{player}'s {card} is petrified: a face-down artifact until the end of the round.",
    "unpetrified": "{player}'s {card} returns as an ally.",
    "converted": "{player} buries {card}: {ally} fights in its threat instead.",
    "turncoat": "{player}'s {card} succumbs and attacks its own investigator.",
    "no_effect": "{card} finds no target.",
    "uncovered": "{card} is {player}'s current location again.",
    "no_location": "{player} has no current location until it arrives somewhere.",
    "serves_as_ally": "{player}'s {card} serves as an ally.",
    "recruits_on_train": "{player} recruits {card} on the train.",
    "worthless": "{player}'s {card} is worth nothing any more and is buried.",
    "uses": "{player} uses {card}.",
    "attaches": "{player} gives {card} to {ally}.",
    "eliminated": "{player} is driven out of the game.",
    "reveal": "{player} reveals its threat: {cards}.",
    "cosmic_battle": "Cosmic battle between {a} and {b}: {cancelled} points cancel.",
    "absorbs": "{player}'s {card} absorbs {points} and is buried.",
    "goo_leaves": "{player}'s {card} is buried.",
    "combat_ends": "End of combat: the monsters that fought are buried.",
    "discards": "{player} discards {card}.",
    "cured": "{player} remains and buries {card}.",
    "retrieves": "{player} pays and puts {card} from its story deck into play.",
    "ambush": "{player} prepares an ambush for the coming combat.",
    "stolen": "{thief} takes {player}'s {card}: it is buried.",
    "guarded": "{player}'s {card} is buried in its place; {thief} is buried too.",
    "weapon_moves": "{player}'s {card} moves to {to} instead of being buried.",
    "must_rest": "{player} must rest its next turn.",
    "rests": "{player} rests (no card, no pass).",
    "no_gain": "{player} cannot gain Sanity ({why}): a Great Old One forbids it.",
    "location_lost": "{player}'s current location {card} is lost ({how}).",
    "story_card_discarded": "{player} discards {card} from its story deck.",
    "flipped": "{card} is flipped face down until the end of the round.",
    "replaced": "{card} is replaced and buried.",
    "round_end": "End of round {round}.",
    "game_over": "Game over: {outcome} ({cause}), scores {scores}.",
}


def event_text(name: str, data: dict, state=None) -> str:
    """Return the English sentence of an event (card ids shown as card names)."""
    template = _TEXTS.get(name)
    if template is None:
        return name
    shown = dict(data)
    if state is not None:
        for key in ("card", "tome", "by", "ally", "monster", "thief", "to"):
            if key in shown and shown[key] in state.cs.cards:
                shown[key] = state.cs.cards[shown[key]].name
    if isinstance(shown.get("cards"), list):
        names = [state.cs.cards[c].name if state is not None and c in state.cs.cards else c for c in shown["cards"]]
        shown["cards"] = ", ".join(names) or "nothing"
    if isinstance(shown.get("blocks"), list):
        shown["blocks"] = ", ".join(map(str, shown["blocks"]))
    return template.format(**shown)
