"""Whether Sanity 0 would end the game against the reader, said before the move (MY-END-1, MY-END-2; newcomer review
34, mythos_ja 1: a phobia the reader played took the opponent to 0 while the opponent led 13–10, unwarned)."""
from __future__ import annotations

from ..core import texts as core_texts
from ..games.mythos.sentences.sanity_end import SANITY_END
from ..games.mythos.texts import table_lang


def behind(state, p: int) -> tuple[int, int] | None:
    """Return (p's adventure points, the most of an opponent's) while an opponent of seat p has more (the points a
    Sanity of 0 leaves), None otherwise."""
    mine = state.players[p].points
    theirs = max((q.points for i, q in enumerate(state.players) if i != p and not q.eliminated), default=0)
    return (mine, theirs) if theirs > mine else None


def behind_said(state, p: int, lang: str, short: bool = False) -> str:
    """Return "⚠ At Sanity 0 the game ends …: your opponent leads 13–10 in adventure points now" while seat p trails
    (`behind`), "" otherwise."""
    points = behind(state, p)
    if points is None:
        return ""
    mine, theirs = points
    words = SANITY_END[table_lang(lang)]
    return core_texts.fmt(words["behind_short" if short else "behind"], mine=mine, theirs=theirs)


def phobia_play(state, action) -> bool:
    """Return whether a move plays a phobia (on an opponent: it may take their Sanity to 0)."""
    card = dict(action.fields).get("card") if action.kind == "play" else None
    return type(card) is int and state.card_of(card).subtype == "Phobia"


def ends_said(result, p: int, lang: str) -> str:
    """Return what a game end by Sanity 0 that a move brings does to seat p ("⚠ this ends the game (Sanity 0): your
    opponent wins 13–10"), "" when it brings none or p wins."""
    if result is None or result.cause not in ("sanity_zero", "last_investigator") or result.outcome == f"p{p}":
        return ""
    mine = result.scores[p]
    theirs = max(s for i, s in enumerate(result.scores) if i != p)
    return core_texts.fmt(SANITY_END[table_lang(lang)]["ends_draw" if result.outcome == "draw" else "ends_lost"],
                          mine=mine, theirs=theirs)
