"""How one step's Letter events are folded for the story: a deck's run-out carries its final check, a missed guess and
a check carry the cards they turned up, and a doom certain only within the step is found (frames/story_letter.py)."""
from __future__ import annotations

from dataclasses import replace
from itertools import groupby

from ..games.letter import texts
from ..games.letter.cards import KIND_BY_ID

# The causes a doom warning foretells.
DOOMED = {"check_impossible", "empty_draw"}


def final_check(events: list) -> list:
    """Return `events` with a deck's run-out `game_over` carrying its turn and, for an empty draw, the N and the
    deck of the check that emptied it (LS-CHECK-1/4; check_impossible carries its own from the engine): what
    decided it leads with that check (newcomer review 22, Letter en finding 9)."""
    if not events or events[-1].name != "game_over" or events[-1].data.get("cause") not in DOOMED:
        return events
    turns = [i for i, e in enumerate(events) if e.name == "player_turn"]
    if not turns:
        return events
    data = {**events[-1].data, "turn": events[turns[-1]].data["turn"]}
    check = next((e for e in events[turns[-1]:] if e.name == "insanity_check"), None)
    if data["cause"] == "empty_draw" and check is not None:
        data.update(n=check.data["n"], deck=sum(e.name == "check_reveal" for e in events[turns[-1]:]))
    return [*events[:-1], replace(events[-1], data=data)]


def guesses_told_whole(events: list) -> list:
    """Return `events` with a missed guess and the top card it turned face up (LS-P1) as one event: a phone kept the
    last line of the reader's turn, "The opponent's top card is now known: …", and "wrong" was lost (newcomer
    review 24, letter_zh finding 3)."""
    out: list = []
    for event in events:
        guess = out[-1] if out and out[-1].name == "guess_wrong" and "card" not in out[-1].data else None
        if event.name == "top_known" and guess is not None:
            out[-1] = replace(guess, data={**guess.data, "card": event.data["card"]})
            continue
        out.append(event)
    return out


def checks_told_whole(events: list) -> list:
    """Return `events` with each insanity check and the cards it turned up as one event, so one line names every
    card (LS-CHECK-1; newcomer review 18, finding 4: the 5-line "since your turn" digest kept "reveals Great Race of
    Yith" of a check that turned up two)."""
    out: list = []
    for event in events:
        check = out[-1] if out and out[-1].name == "insanity_check" else None
        if event.name == "check_reveal" and check is not None:
            out[-1] = replace(check, data={**check.data, "cards": [*check.data.get("cards", ()), event.data["card"]]})
            continue
        out.append(event)
    return out


def late_doom(events: list) -> dict | None:
    """Return the doom of a step that ends with a draw from an empty deck and began with that loss not yet
    certain (LS-CHECK-1, LS-CHECK-4): N from the check, the deck's count at the turn's start (the cards the
    check took), and the cards discarded from the deck earlier in the step (before them the deck was longer)."""
    if not events or events[-1].name != "game_over" or events[-1].data.get("cause") != "empty_draw" \
            or any(e.name == "doom" for e in events) or not any(e.name == "player_turn" for e in events):
        return None
    at = max(i for i, e in enumerate(events) if e.name == "player_turn")
    check = next((e for e in events[at:] if e.name == "insanity_check"), None)
    n = check.data["n"] if check else 0
    deck = sum(e.name == "check_reveal" for e in events[at:])
    gone = [e.data["card"] for e in events[:at] if e.name == "partner_discarded"]
    mad = sum(KIND_BY_ID[e.data["card"]].insane for e in events[:at]     # they raised N on the player's discard
              if e.name == "partner_discarded" and e.data.get("to") == "player")
    if not gone or deck + len(gone) <= n - mad:      # certain before the step: announced then
        return None
    return {"why": "draw", "n": n, "deck": deck}


def check_sentence(data: dict, words: dict, lang: str) -> str:
    """Return the line of an insanity check and the cards it turned up, with Insanity N's rise when any of them is an
    Insanity card (LS-CHECK-1/2)."""
    check = texts.event_text("insanity_check", {"n": data["n"]}, lang)
    # a card turned up twice in a row is named once, "×2": the story links a name once (review 34, letter_en
    # 6, 129: "Elder Sign, Elder Sign", the second unlinked); the order flipped stays
    runs = [(c, len(list(same))) for c, same in groupby(data["cards"])]
    names = words["check_card_and"].join(
        words["check_card"].format(card=texts.card_name(c, lang) + (f" ×{n}" if n > 1 else "")) for c, n in runs)
    key = "check_cards_one" if len(data["cards"]) == 1 and "check_cards_one" in words else "check_cards"
    said = words[key].format(check=check.rstrip(".。"), cards=names)
    # the flipped Insanity cards raise N (LS-CHECK-2): the log told only a discarded deck top's rise, so the line
    # under the hand read N = 2 beside a log at 1 (review 39, letter_zh 6, 032)
    rise = sum(KIND_BY_ID[c].insane for c in data["cards"] if c in KIND_BY_ID)
    return said + words["check_rise"].format(was=data["n"], n=data["n"] + rise) if rise else said
