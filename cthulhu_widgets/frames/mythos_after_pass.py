"""What cost the seat Sanity after it passed this round, besides the battle: the course's round-end step counts it
(review 25, mythos_ja 3: "1 point got through, your Sanity fell by 1" while the board went 17 -> 15, the bot's
Portaphobia having taken 1 at the reader's turn after the pass). A state keeps only its last move's events, so the
game is replayed from its record (a course game: a few dozen moves, kept for the last position asked)."""
from __future__ import annotations

from ..core.save import record, start
from ..games.mythos import new_game
from ..games.mythos.texts import CARD_TEXTS, card_name

_last: dict = {}


def lost_after_pass(position, seat) -> list[tuple[str, int]]:
    """Return [(card id, Sanity lost)] the seat lost to cards after its first pass of the current round (a phobia, an
    event played on it), in order; the battle's own points (its threat's hit) are not counted."""
    key = (position.seed, seat, tuple(str(a) for a in position.history))
    if key not in _last:
        _last.clear()
        _last[key] = _replayed(position, seat)
    return _last[key]


def _replayed(position, seat) -> list[tuple[str, int]]:
    if position.determinized:
        return []
    s = start(record(position, "mythos"), new_game)
    out, passed = [], False
    for action in position.history:
        s.apply(action)
        for e in s.events or ():
            if e.name == "round":
                out, passed = [], False
            elif e.name == "pass" and e.data.get("player") == seat:
                passed = True
            elif (passed and e.name == "sanity" and e.data.get("player") == seat and e.data.get("delta", 0) < 0
                  and e.data.get("why") in CARD_TEXTS["cards"]):
                out.append((e.data["why"], -e.data["delta"]))
    return out


def after_pass_said(position, seat, lang: str, words: dict) -> str:
    """Return what cards cost the seat after its pass (a phobia), with its Sanity now; "" when nothing did."""
    lost = lost_after_pass(position, seat)
    if not lost:
        return ""
    names = list(dict.fromkeys(card_name(card, lang) for card, _ in lost))
    cards = "、".join(f"「{n}」" for n in names) if lang == "ja" else ", ".join(names)
    now = position.players[position.seat_index(seat)].sanity
    return words["after_pass"].format(cards=cards, n=sum(n for _, n in lost), now=now)
