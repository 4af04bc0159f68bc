"""English text of each CHAOS event, for logs that teach the rules."""
from __future__ import annotations

_TEXTS = {
    "roll": "Team {team} rolls {dice} = {total}.",
    "first_team": "Team {team} acts first: order {order}.",
    "turn": "Round {round}: {seat}'s turn.",
    "turn_skipped": "{seat} skips this turn (bomb).",
    "turn_taken_in_combo": "{seat} already took its turn this round, in a joint turn.",
    "protection_ends": "{seat}'s protection ends.",
    "round_end": "End of round {round}.",
    "temporary_bombs_gone": "The temporary bombs are gone.",
    "planted_bombs_gone": "{seat}'s temporary bombs at {cells} are gone.",
    "planted_bombs_gone_hidden": "{seat}'s temporary bombs are gone.",
    "key_placed": "The key is placed at {cell}.",
    "time_ends": "The {time} ends.",
    "follow_ends": "{seat} stops following its ghost.",
    "deck_empty": "The {role} deck and its discards are empty: no draw.",
    "deck_reshuffled": "The {role} discards are shuffled into a new deck.",
    "draw": "{seat} draws {card}.",
    "draws": "{seat} draws a {role} card.",
    "game_over": "Game over: {outcome} ({cause}).",
    "compass": "The compass sends {seat} {dir}.",
    "step_lost": "{seat}'s step is blocked and lost.",
    "moves": "{seat} moves to {to}.",
    "moves_hidden": "{seat} moves unseen.",
    "gate_opened": "{seat} finds the key: the gate is open.",
    "protected_from_bomb": "{seat} is protected from a bomb here.",
    "bomb": "{seat} steps on a bomb at {cell} ({effect}).",
    "respawn": "{seat} returns to its spawn {to}.",
    "swap": "{patient} and {ghost} meet: {patient} becomes a ghost, {ghost} a patient.",
    "dice": "{seat} rolls {row_die} (row) and {col_die} (column).",
    "rerolled": "{seat} lands on {cell}.",
    "hands_redrawn": "{patient} and {ghost} discard their hands and draw 3.",
    "follow_blocked": "{seat} cannot follow its ghost there.",
    "plays": "{seat} plays {card}.",
    "order_reversed": "The turn order is reversed.",
    "extra_step": "{seat} gains an extra step ({extra}).",
    "protected": "{seat} is protected until its next turn.",
    "nothing_to_take": "{victim} has no card to take.",
    "takes": "{seat} takes {card} from {victim}.",
    "takes_hidden": "{seat} takes a card from {victim}.",
    "brainwashed": "{seat}'s Brainwash: the enemy hands go back into their decks; they draw 3.",
    "vanished": "{seat} vanishes from {cell}.",
    "reappears": "{seat} reappears at {cell}; its path: {path}.",
    "checkup": "{seat} checks {cells}: bombs at {bombs}.",
    "checkup_public": "{seat} checks three cells.",
    "bombs_moved": "{seat} moves the bombs to {cells}.",
    "bombs_moved_hidden": "{seat} moves the bombs.",
    "bombs_planted": "{seat} plants temporary bombs at {cells}.",
    "bombs_planted_hidden": "{seat} plants two temporary bombs.",
    "time_set": "{seat} discards three cards of a suit: it is {time}.",
    "midnight_rules": "At Midnight each patient's step follows a compass spin (a blocked step is lost).",
    "dawn_rules": "At Dawn each ghost keeps to the row or the column it stands on now.",
    "dawn_rules_straight": "At Dawn each ghost keeps its steps of a turn to one straight line.",
    "dawn_line": "{seat}'s steps this turn keep to the row or the column it starts on (Dawn).",
    "card_limit": "{seat} may play no other card this turn ({time}).",
    "combo_started": "{seat} starts combo {combo} with {card}.",
    "combo_declined": "{seat} declines the combo {combo}.",
    "combo_joined": "{seat} joins with {card}: {effect} effect.",
    "no_reaction": "{seat} does not react.",
    "reaction": "{seat} reacts with {card}.",
    "reaction_withdrawn": "Without a partner card the reaction fails: {card} goes back to {seat}'s hand.",
    "reflected": "The reaction turns combo {combo} against its own team.",
    "cancelled": "The reaction cancels combo {combo}.",
    "combo_resolves": "Combo {combo} resolves for team {team} ({effect}).",
    "follows": "{seat} jumps to {ghost} and will follow its next turn.",
    "no_jump": "{seat} does not jump.",
    "cover": "{seat} covers its team with {card}: it acts on {seat} and {partner}, who take one joint turn.",
    "too_far": "{seat} is too far from its ghost to jump.",
    "roles_swapped": "{first} and {second} swap roles.",
    "push": "Team {team} pushes the enemies {cells} cell(s) {dir}.",
    "not_pushed": "{seat} is protected and not pushed.",
    "pushed_hidden": "{seat} is pushed unseen.",
    "bomb_vision": "{seat} sees the bombs: {cells}.",
}


def event_text(name: str, data: dict) -> str:
    """Return the English sentence of an event."""
    template = _TEXTS.get(name)
    if template is None:
        return name
    return template.format(**{k: _show(v) for k, v in data.items()})


def _show(value):
    if isinstance(value, list) and value and isinstance(value[0], list):
        return " ".join(f"({r},{c})" for r, c in value) or "none"
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return f"({value[0]},{value[1]})"
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "none"
    return value
