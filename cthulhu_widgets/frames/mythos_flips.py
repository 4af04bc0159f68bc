"""The reader's allies turned face down by another seat's card, told short where the reader looks (review 26,
mythos_ja 3: Gomes went face down under the bot's High Noon with no word near the hand; the rule made the line 2–3
rows, and the news over the hand leaves out a line that does not fit). The line names who did what; the rule that
did it (MY-ZONE-3) is the line's note."""
from __future__ import annotations

from ..games.mythos import texts

FLIPS = ("play", "epidemic", "reveal")      # the "flipped" lines that say a rule after the colon
CUT = {"en": ": ", "ja": "："}
END = {"en": ".", "ja": "。"}


def _parts(data: dict, lang: str) -> tuple[str, str] | None:
    """Return (what was done, the rule) of a "flipped" event's sentence, or None for one said in a single part."""
    if data.get("how") not in FLIPS:
        return None
    lang = "ja" if lang == "ja" else "en"
    head, cut, rule = texts.event_text("flipped", data, lang).partition(CUT[lang])
    return (head + END[lang], rule[:1].upper() + rule[1:]) if cut else None


def flip_head(data: dict, lang: str, you: bool) -> str | None:
    """Return the reader's short line ("Bot 2's High Noon turned your Gomes face down."), None for others' flips."""
    parts = _parts(data, lang) if you else None
    return parts[0] if parts else None


def flip_note(data: dict, lang: str) -> str:
    """Return the rule of a flip ("It flips the allies its card names. …"), "" when the sentence has none."""
    parts = _parts(data, lang)
    return parts[1] if parts else ""
