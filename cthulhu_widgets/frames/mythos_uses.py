"""What a card used "as a turn" did, said on its line (review 26, mythos_en 7: "Bot 2 uses Samuel Winsor." said
nothing of the effect). Such a use flips the card and changes its user's location while it stays flipped
(games/mythos/abilities.flip, MY-ROUND-2): it adds an attribute (Samuel Winsor: a Church) or copies another
location's (Tiara of Opulent Fantasy)."""
from __future__ import annotations

from ..core import texts as core_texts
from ..games.mythos.data import load_set

WORDS = {"en": {"uses_adds": "{player} uses {card}: face down, it makes {player}'s location a {attrs} too.",
                "uses_copy": "{player} uses {card} on {target}: face down, it gives {player}'s location the icons "
                             "of {target}'s this round.",
                "and": " and "},
         "ja": {"uses_adds": "{player} は「{card}」を使う：裏向きの間、{player} の現在地は{attrs}でもある。",
                "uses_copy": "{player} は {target} に「{card}」を使う：このラウンド、{player} の現在地は {target} の"
                             "現在地のアイコンを持つ。",
                "and": "・"}}
ATTRS = {"ja": {"Church": "教会", "Hospital": "病院"}}     # the attributes an ability adds, as ja's tables name them


def uses_sentence(data: dict, card_name: str, lang: str) -> str | None:
    """Return the line of a "uses" event with its effect, or None for a card whose use changes no location."""
    card = load_set().cards.get(data.get("card")) if isinstance(data.get("card"), str) else None
    change = next((b for b in card.effects if b.kind == "attribute_change"), None) if card else None
    if change is None:
        return None
    words = WORDS["ja" if lang == "ja" else "en"]
    if change.param("copy_from"):
        return core_texts.fmt(words["uses_copy"], player=data["player"], card=card_name, target=data.get("target"))
    names = ATTRS.get(lang, {})
    attrs = words["and"].join(names.get(a, a) for a in change.param("add", ()))
    return core_texts.fmt(words["uses_adds"], player=data["player"], card=card_name, attrs=attrs)
