"""The commit stop warns that an opponent's weapon in play can bury the seat's monster before the fight (MY-COMBAT-3:
the Faithful Hounds, discarded in the use step, bury a random monster of a directed threat). Review 27, mythos_ja 1:
the reader chose not to defend, expecting 4 against 4, and took 4 when the Hounds buried the Dark Young first."""
from __future__ import annotations

from ..core import texts as core_texts
from ..games.mythos import texts
from ..games.mythos.sentences.commit import COMMIT
from ..games.mythos.sentences.warn import WARN
from ..games.mythos.spells import hound_actions


def hounds_warning(state, lang: str) -> str:
    """Return the warning of the seat to act at the commit stop, "" when no opponent's weapon can bury its monster."""
    if state.pending is None or state.pending.kind != "commit" or state.to_act is None:
        return ""
    p = state.seat_index(state.to_act)
    me = f"p{p}"
    words = WARN[texts.table_lang(lang)]
    monsters = [texts.inst_name(state, i, lang) for i in state.players[p].threat]
    said = []
    for q, pl in enumerate(state.players):
        uses = [a for a in hound_actions(state, q) if a["target"] == me] if q != p else []
        if not uses or not monsters:
            continue
        card = texts.inst_name(state, uses[0]["card"], lang)
        if len(monsters) > 1:
            said.append(core_texts.fmt(words["many"], card=card, monsters=words["or"].join(monsters)))
        else:
            key = "one" if pl.target == p else "one_free"
            said.append(core_texts.fmt(words[key], card=card, monster=monsters[0]))
    return "".join(said)


def with_warning(state, actions, asks: str, lang: str) -> str:
    """Return the ask with the commit stop's warning after it; the warning's ask is the short one (the commit stop's
    'none may assault: …' aside dropped: less text, review 27), and one is made when the step's own words would
    stand (the browser's words, which no warning reaches)."""
    warn = hounds_warning(state, lang)
    kinds = {a.kind for a in actions}
    if not warn or not kinds <= {"defend", "assault", "done"} or state.players[state.seat_index(state.to_act)].assault:
        return asks + warn if warn and asks else asks
    short = COMMIT[texts.table_lang(lang)]["then_defend"] if "assault" not in kinds else \
        WARN[texts.table_lang(lang)]["commit"]
    return short + warn
