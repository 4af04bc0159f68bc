"""What an Undo on the Mythos table takes back, named: the seat's own last move ("Undo: your adventure Questionable
Judgement completed (+5 points)"), for the Undo button's title and the note after it (newcomer review 36, finding 3:
"Undone: back to your last play" named nothing, not even a scoring move)."""
from __future__ import annotations

import re

from ..core import texts as core_texts
from ..games.mythos import texts
from ..games.mythos.sentences.undo_words import UNDO_WORDS
from .forced import forced_move

# where a move's chip words stop naming the move and start telling its costs and notes
_CUT = re.compile(r" — |：| \(|（|: ")


def undo_said(match, back: int | None, lang: str) -> dict:
    """Return {"undo": "Undo: …", "undone": "Taken back: ….") naming the move played at position `back` of `match`
    (the seat's own last decision, as the widget's undo finds it), {} for None."""
    if back is None or not 0 <= back < len(match):
        return {}
    words = UNDO_WORDS[texts.table_lang(lang)]
    what = move_named(match.state_at(back), match.actions[back], match.state_at(back + 1), lang)
    return {k: core_texts.fmt(words[k], what=what) for k in ("undo", "undone")}


def move_named(state, action, after, lang: str) -> str:
    """Return the move `action` at `state` in a few words: a completed adventure with its points (from `after`'s
    events), else its chip's words up to its first note."""
    lang = texts.table_lang(lang)
    done = next((e for e in after.events or () if e.name == "adventure" and e.data.get("player") == state.to_act), None)
    if done is not None:
        return core_texts.fmt(UNDO_WORDS[lang]["adventure"], card=texts.card_name(done.data["card"], lang),
                              points=done.data.get("points", 0))
    from .mythos import legal   # frames.mythos is this module's reader's neighbour; read late, as mythos_goal does
    label = legal(state, [action], lang, state.to_act)[0]["label"]
    depth, cut = 0, len(label)
    for k, ch in enumerate(label):   # the first cut outside a name's quotes
        depth += (ch in "「“") - (ch in "」”")
        if k and depth == 0 and _CUT.match(label, k):
            cut = k
            break
    return label[:cut].strip()


def own_back(match, seat: str, start: int) -> int | None:
    """Return the position the table's undo lands on from `start` (the seat's own last decision, found by the widget),
    going on past a move the table played for it (a lone pass: widgets/mythos.py undo); None when there is none."""
    back = start
    while forced_move(match.state_at(back)) is not None:
        before = next((i for i in range(back - 1, -1, -1) if match.state_at(i).to_act == seat), None)
        if before is None:
            break
        back = before
    return back
