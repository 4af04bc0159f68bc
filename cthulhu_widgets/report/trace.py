"""Play one seeded game with bots and keep what the report measures: each decision's legal moves, who leads after
every step, the cards each side put to use, and how it ended. Runs in a worker: only small plain data comes back."""
from __future__ import annotations

from ..bots import make_bot
from ..bots.ismcts import reward
from ..games import get_game, get_spec
from ..sim import SEAT_STRIDE
from .leads import lead_function


def trace_chunk(spec, start: int, size: int) -> list[dict]:
    """Return the trace of games `start` … `start + size - 1` played as `spec` (a sim spec) says."""
    module = get_game(spec.game)
    return [trace_game(module, spec, s) for s in range(start, start + size)]


def trace_game(module, spec, seed: int) -> dict:
    """Return one game's trace: seed, outcome, cause, length (the game's own turn or round counter), moves (every
    step), decisions [(turn, legal moves)], first_side, rewards (deciding side -> 1 / 0.5 / 0), lead_changes,
    decided_at (Ludii's decisiveness moves; None without a winner or a score function) and cards (id -> sides)."""
    state = spec.new_game(module, seed)
    seats = tuple(getattr(state, "seats", module.SEATS))
    teams = get_spec(module).teams or {}
    bots = {seat: make_bot(name, module.NAME, seed * SEAT_STRIDE + seats.index(seat), **options)
            for seat, (name, options) in spec.bots.items()}
    score = lead_function(module)
    card_events = get_spec(module).card_events
    decisions, scores, cards, first, moves = [], [], {}, None, 0
    _cards(state.events, None, teams, card_events, cards)
    if score:
        scores.append(score(state))
    while state.to_act is not None:
        seat, legal = state.to_act, state.legal_actions()
        if seat in bots:
            decisions.append((getattr(state, type(state).PROGRESS), len(legal)))
            first = first or teams.get(seat, seat)
            action = bots[seat].choose(state)
        else:
            action = legal[0]
        state.apply(action)
        moves += 1
        _cards(state.events, seat, teams, card_events, cards)
        if score:
            scores.append(score(state))
    result = state.result
    sides = list(dict.fromkeys(teams.get(s, s) for s in bots))
    winners = winning_sides(result.outcome, sides, scores[0] if scores else {})
    return {"seed": seed, "outcome": result.outcome, "cause": result.cause,
            "length": getattr(state, type(state).PROGRESS), "moves": moves, "decisions": decisions,
            "first_side": first, "rewards": {side: reward(result, side, teams) for side in sides},
            "lead_changes": lead_changes(scores) if scores else None,
            "decided_at": decided_at(scores, winners) if scores and winners else None,
            "cards": {card: sorted(by) for card, by in cards.items()}}


def _cards(events, seat, teams: dict, card_events, cards: dict) -> None:
    """Add to `cards` (card id -> sides) the cards this step's events put to use, by the event's seat or the
    seat that acted (None at the deal)."""
    for event in events or ():
        card = event.data.get("card")
        if event.name in card_events and isinstance(card, (str, int)):
            actor = event.data.get("seat") if isinstance(event.data.get("seat"), str) else seat
            cards.setdefault(card, set()).add(teams.get(actor, actor) if actor else "")


def winning_sides(outcome: str, sides: list, scored: dict) -> list:
    """Return the sides that won: the outcome's side, the deciding sides of a solo "win", the game's sides (scored but
    not deciding) of a solo "loss"; none for a draw."""
    if outcome in sides or outcome in scored:
        return [outcome]
    if outcome == "win":
        return list(sides)
    if outcome == "loss":
        return [s for s in scored if s not in sides]
    return []


def leaders(scores: dict) -> frozenset:
    """Return the sides with the highest score."""
    top = max(scores.values())
    return frozenset(side for side, value in scores.items() if value == top)


def lead_changes(scores: list[dict]) -> int:
    """Return how often the set of leading sides changes from one state to the next (deal to end)."""
    sets = [leaders(s) for s in scores]
    return sum(a != b for a, b in zip(sets, sets[1:]))


def decided_at(scores: list[dict], winners: list) -> float:
    """Return Ludii's decisiveness moves: the first move index i whose state (before move i) shows a winner above
    the threshold (the best score any other side ever reaches), over the moves T; T / T = 1 when none does."""
    moves = len(scores) - 1
    if moves < 1:
        return 1.0
    threshold = max((v for s in scores for side, v in s.items() if side not in winners), default=float("-inf"))
    for i, s in enumerate(scores[:-1]):
        if any(s[w] > threshold for w in winners):
            return i / moves
    return 1.0
