"""A game Sanity 0 ended, told by whose Sanity it was (frames/story_mythos.py): "An investigator's Sanity fell to 0"
did not say whose, and "What decided it" told the adventure just completed, not the phobia it set off that took the
bot's last 2 Sanity (newcomer review 21, Mythos ja finding 4, MY-END-2)."""
from __future__ import annotations

from dataclasses import replace

from ..games.mythos import texts


def zero_at_end(events: list) -> list:
    """Return `events` with a Sanity-0 end naming the seat whose Sanity reached 0 (`zero`), from the step's last
    Sanity line at 0."""
    out = []
    for e in events:
        if e.name == "game_over" and e.data.get("cause") == "sanity_zero":
            last = next((x for x in reversed(out) if x.name == "sanity" and x.data.get("sanity") == 0), None)
            e = replace(e, data={**e.data, "zero": last.data.get("player")}) if last is not None else e
        out.append(e)
    return out


def end_cause(data: dict, lang: str, person, words: dict) -> str:
    """Return the end's cause sentence, the seat at Sanity 0 named by `person` ("Bot 2's Sanity fell to 0: …",
    "Your Sanity …"); the table's own sentence for any other end."""
    if data.get("cause") != "sanity_zero" or not data.get("zero"):
        return texts.cause_text(data.get("cause"), lang)
    name = person(data["zero"])
    whose = words["whose_you"] if name in (words["you"], words["you"].capitalize()) or name.startswith("\ue000") \
        else words["whose"].format(player=name)
    return words["zero_end"].format(whose=whose)
