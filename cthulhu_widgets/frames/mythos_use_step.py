"""The combat's spell-and-artifact stop (MY-COMBAT-3): its ask names what may be cast or used there and what casting
does: the chips read only "完了" (Done) while the loaded spell lay far down the page on its tome, and the reader never
knew it could cast it (newcomer review 36, mythos_ja finding 1). The casts stay on their cards: offered as chips beside
Done too (round DD) they took a second chip row and moved the hand 5-13 px at that stop (round19ab_bar, round27ar6)."""
from __future__ import annotations

from ..core import texts as core_texts
from ..games.mythos import texts
from ..games.mythos.sentences.use_step import USE_ASKS, USE_ONLY

USES = ("cast", "use")   # the stop's moves besides Done
SHOWN = 2                # cards named in the ask; more are "…" (the ask stays short on a phone)


def _at_use_stop(state) -> bool:
    """Return whether the seat to act is at the combat's use stop."""
    return getattr(state.pending, "kind", None) == "use"


def use_asks(state, actions, lang: str) -> str:
    """Return the use stop's ask naming what may be cast or used and what casting costs (MY-CARD-4), "" at any other
    stop or when nothing may be used."""
    if not _at_use_stop(state):
        return ""
    insts = list(dict.fromkeys(a.get("spell", a.get("card")) for a in actions if a.kind in USES))
    if not insts:
        return ""
    lang = texts.table_lang(lang)
    names = [texts.inst_name(state, i, lang) for i in insts[:SHOWN]]
    said = "、".join(f"「{n}」" for n in names) if lang == "ja" else ", ".join(names)
    words = USE_ASKS if any(a.kind == "cast" for a in actions) else USE_ONLY   # an artifact is used, not cast
    return core_texts.fmt(words[lang], cards=said + ("…" if len(insts) > SHOWN else ""))
