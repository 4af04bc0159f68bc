"""The frame of a game that has no frame module of its own (GameSpec.frame is None): its texts module's sentences
where it has them (`event_text`, `action_text`), else the engine's English and the moves' ids; no catalog."""
from __future__ import annotations


class GenericFrame:
    """A frame module made from a game's spec: the same functions a game's own frame module has."""

    def __init__(self, spec):
        self.spec = spec
        self.texts = spec.texts_module() if spec.texts is not None else None

    def catalog(self) -> dict:
        """Return the catalog: the game's seats (nothing printed to draw with)."""
        return {"seats": list(self.spec.humans)}

    def sentence(self, event, lang: str) -> str:
        """Return an event's sentence in `lang` (the texts module's `event_text`, else the engine's text)."""
        if self.texts is not None and hasattr(self.texts, "event_text"):
            return self.texts.event_text(event.name, event.data, lang)
        return event.text or event.name

    def banner(self, result, seat, lang: str, bots=()) -> dict:
        """Return the banner: the outcome and the end cause as the engine names them, and whether `seat` won."""
        return {"title": str(result.outcome), "text": str(result.cause), "win": result.outcome == seat}

    def legal(self, state, actions, lang: str) -> list[dict]:
        """Return each legal action as a chip with its sentence (the texts module's `action_text`, else its id)."""
        said = getattr(self.texts, "action_text", None)
        return [{"id": str(a), "kind": a.kind, "fields": dict(a.fields), "target": {"chip": True},
                 "text": said(state, a, lang) if said else str(a)} for a in actions]
