"""LetterWidget: the Lovecraft Letter solo table on a canvas."""
from __future__ import annotations

import json
from pathlib import Path

from ..bots import make_bot
from ..games import letter
from ..games.letter import texts
from ..games.letter.cards import KINDS
from .base import GameWidget

# Words of the table in each language (card names come from the card table).
UI = json.loads((Path(__file__).with_name("letter_words.json")).read_text(encoding="utf-8"))


class LetterWidget(GameWidget):
    """The solo table: clue stack over Cthulhu, the opponent's discard, hand, deck, discards, insanity N.

    `LetterWidget(seed=None, rules=None, setup=None, mode="play", lang="en")`; see GameWidget for the API.
    """

    game_module = letter
    languages = texts.LANGS

    def catalog(self) -> dict:
        """Return card names in English, Traditional Chinese (the seed's) and Japanese, the card texts (card id ->
        language -> name, text, sane, insane (Insanity cards), opponent; languages en, zh and ja) and the UI words."""
        return {"cards": {k.id: {"value": k.value, "insane": k.insane, "en": k.en, "zh": k.zh, "ja": k.ja}
                          for k in KINDS},
                "card_texts": texts.CARD_TEXTS, "ui": UI}

    def event_sentence(self, event) -> str:
        """Return an event's sentence in the table's language (en, zh-TW or ja)."""
        return texts.event_text(event.name, event.data, self.lang)

    def result_banner(self, state, design: bool) -> dict:
        """Return the banner: "You sealed Cthulhu!" / "Cthulhu wins" and the end cause's sentence."""
        r = state.result
        out = {"title": texts.result_title(r.outcome, self.lang), "text": texts.cause_text(r.cause, self.lang),
               "win": r.outcome == "win"}
        return {**out, "rule": r.rule} if design else out

    def default_bots(self) -> dict:
        """Return the heuristic bot for the player's seat (the toolbar's "bot move")."""
        return {"player": make_bot("heuristic", "letter", seed=0)}

    def describe_legal(self, state, actions) -> list[dict]:
        """Return each legal action with the table object it belongs to (hand card, deck, stack, prompt)."""
        hand = [c for c in state.view("player")["hand"]]
        out = []
        for a in actions:
            fields = dict(a.fields)
            if a.kind == "play":
                index = next(i for i, c in enumerate(hand) if c["id"] == a["card"])
                target = {"zone": "hand", "index": index}
            elif a.kind == "answer":
                target = {"zone": a["side"]}
            elif a.kind == "opponent_play":
                target = {"zone": "opponent"}
            else:
                target = {"zone": "prompt"}
            out.append({"id": str(a), "fields": fields, "target": target,
                        "text": texts.action_text(state, a, self.lang)})
        return out
