"""How much card play the seat to act has left, said truly before it acts (MY-ROUND-3: card play ends at the
round's `passes_to_end`-th pass, whoever makes it, and a seat that passed only passes): its pass prompt and a walk's
chip, which must not promise an arrival card play has no turn left for (newcomer review 9, finding 1: told "if you
pass now, card play ends", the reader walked, the bot's second pass ended card play and the walk waited a round)."""
from __future__ import annotations

from dataclasses import replace

from ..core import texts as core_texts
from ..games.mythos import texts
from ..games.mythos.card_effects import passes_to_end
from ..games.mythos.movement import travel_kind
from ..games.mythos.values import hand_limits


def _card_play(state) -> int | None:
    """Return the index of the seat to act in card play, None at any other step."""
    if state.pending is None or state.pending.kind != "play" or state.to_act is None:
        return None
    return state.seat_index(state.to_act)


def turns_left(state) -> int | None:
    """Return how many turns of card play the seat to act has left this round if it does not pass, when every other
    seat has passed (each of them then only passes, one pass after each of its turns); None when another seat may
    still play (its turns are not known) or the seat to act has passed."""
    me = _card_play(state)
    if me is None or state.players[me].passed:
        return None
    others = [pl for q, pl in enumerate(state.players) if q != me and not pl.eliminated]
    if not others or any(not pl.passed or pl.rest for pl in others):
        return None
    need = passes_to_end(state) - state.passes
    return max(1, -(-need // len(others)))


def pass_truth(state, lang: str) -> str:
    """Return what the pass rule means for the seat to act who has not passed, when another seat has: its last turn
    ("your opponent passed already, so this is your last turn…"), its turns left, or that its pass would end card
    play while others may still play; "" when no other seat has passed or the seat passed already."""
    me = _card_play(state)
    if me is None or state.players[me].passed or not state.passes:
        return ""
    words = texts.PROMPTS[texts.table_lang(lang)]
    who = words["who_opponent" if len(state.players) == 2 else "who_others"]
    left, end = turns_left(state), passes_to_end(state)
    if left == 1:
        said = core_texts.fmt(words["pass_ends_why"], who=who)
    elif left is not None:
        said = core_texts.fmt(words["turns_left"], who=who, k=left, end=end, n=state.passes)
    else:
        said = core_texts.fmt(words["pass_ends_open"], end=end) if state.passes + 1 >= end else ""
    return said[:1].upper() + said[1:]       # "Your opponent passed…" opens the sentence


def last_turn(state) -> bool:
    """Return whether this is the seat to act's last turn of card play this round (every other seat has passed)."""
    return turns_left(state) == 1


def walk_waits(state, action, lang: str) -> tuple[str, str]:
    """Return the words a walk (or a Train, whose location comes on a later turn) played on the seat's last turn of
    card play adds to its chip and to its sentence: its arrival waits for next round; ("", "") for any other move."""
    f = dict(action.fields)
    if action.kind != "play" or type(f.get("card")) is not int or not last_turn(state):
        return "", ""
    card = state.card_of(f["card"])
    p = state.seat_index(state.to_act)
    walk = card.type == "location" and state._location_mode(p, f["card"]) != "upright"
    train = card.type == "event" and travel_kind(card) == "train"
    words = texts.PROMPTS[texts.table_lang(lang)]
    return (words["walk_waits"], words["walk_waits_text"]) if walk or train else ("", "")


def ended_by(events: list) -> list:
    """Return `events` with the end of card play naming the pass that ended it (`passer`, and `only`: why that pass
    had no choice): "Pass 2: card play ends" after the reader's arrival read as a pass of its own it was never told
    of, where the bot's forced second pass had ended the round's card play for both (newcomer review 21, Mythos ja
    finding 3, MY-ROUND-3)."""
    out = []
    for e in events:
        last = next((x for x in reversed(out) if x.name == "pass"), None)
        if e.name == "card_play_ends" and last is not None:
            e = replace(e, data={**e.data, "passer": last.data.get("player"), "only": last.data.get("only")})
        out.append(e)
    # a chosen pass card play goes on after says so: the reader may only pass, the other side plays on (review 26,
    # mythos_en 5: "once both have passed" read as the rule, and the bot's Portaphobia after the pass surprised)
    return [replace(e, data={**e.data, "goes_on": True}) if e.name == "pass" and not e.data.get("only") and (
        k + 1 == len(out) or out[k + 1].name != "card_play_ends") else e for k, e in enumerate(out)]


def ends_sentence(words: dict, data: dict) -> str:
    """Return the end of card play's line with the pass that ended it (`ended_by`): "Pass 2 by Bot 2, a second one:
    card play ends, no more turns this round; the combat begins." (the story's words, seats named)."""
    key = "play_ends_again" if data.get("only") == "again" else "play_ends_by"     # ja reads "あなたの再度のパス"
    return core_texts.fmt(words[key], **{**data, "why": words.get(f"ends_{data.get('only')}", "")})


# The chip of a pass (its PROMPTS key), then that of the same pass with the round end's discard to come (MY-ROUND-5;
# newcomer review 24), and the sentence said after the pass's own
_THEN_DISCARD = {"pass": "pass_then_discard", "pass_ends": "pass_ends_discard", "pass_again": "pass_again_discard",
                 "pass_again_ends": "pass_again_ends_discard"}
DISCARD_WORDS = {
    "en": {"pass_then_discard": "Pass: no more cards, then discard {n} (keep {max})",
           "pass_ends_discard": "Pass: card play ends, then discard {n} (keep {max})",
           "pass_again_discard": "Pass again, then discard {n} (keep {max})",
           "pass_again_ends_discard": "Pass again: card play ends, then discard {n} (keep {max})",
           "pass_discard_why": "At the round's end you discard down to {max} cards: {n} of yours."},
    "ja": {"pass_then_discard": "パス：もうカードを使わず、後で{n}枚捨てる（{max}枚まで）",
           "pass_ends_discard": "パス：カード使用が終わる（後で{n}枚捨てる：{max}枚まで）",
           "pass_again_discard": "もう一度パス（後で{n}枚捨てる：{max}枚まで）",
           "pass_again_ends_discard": "もう一度パス：カード使用が終わる（後で{n}枚捨てる：{max}枚まで）",
           "pass_discard_why": "ラウンドの終わりに手札を{max}枚まで捨てる（あなたは{n}枚）。"}}


def pass_discards(state, entry: dict, lang: str) -> tuple[str, str]:
    """Return the label and sentence of the legal pass `entry` told of the round end's discard it leads to: a pass ends
    the seat's card play (MY-ROUND-3) and a hand above its max is discarded down to it at the round's end (MY-ROUND-5),
    counted from what the seat sees (its own hand and limit): "Pass: no more cards, then discard 6" (newcomer review
    24, mythos_ja: the pass gave no warning of the discard to come); the entry's own words when its hand is within."""
    me = _card_play(state)
    if me is None:
        return entry["label"], entry["text"]
    high = hand_limits(state, me)[1]
    over = len(state.players[me].hand) - high
    words = texts.PROMPTS[texts.table_lang(lang)]
    key = next((k for k in _THEN_DISCARD if words[k].rstrip("。.") == entry["label"]), None)
    if over <= 0 or key is None:
        return entry["label"], entry["text"]
    said = DISCARD_WORDS[texts.table_lang(lang)]
    label = core_texts.fmt(said[_THEN_DISCARD[key]], n=over, max=high)   # the number kept too (review 33, mythos_ja 7)
    why = core_texts.fmt(said["pass_discard_why"], n=over, max=high)
    return label, (entry["text"] + (" " if lang != "ja" and entry["text"] else "") + why).strip()
