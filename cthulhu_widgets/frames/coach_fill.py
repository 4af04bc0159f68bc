"""A course step's words as the table shows them: its chip's label where the move has none (a CHAOS push's arrow), its
{label} / {say} / {card} / {opens} filled from the move it rings and the table's rules (frames/coach.py)."""
from __future__ import annotations

from ..games.chaos.texts import CARD_TEXTS as CHAOS_CARD_TEXTS

# The arrows of CHAOS's push chips, as the table draws them (js/src/chaos/labels.js ARROWS) before the word of the way.
ARROWS = {"up": "▲", "down": "▼", "left": "◀", "right": "▶"}


def as_shown(game: str, move: dict, lang: str) -> dict:
    """Return `move` with the `label` its chip shows on the table where its move has none of its own: a CHAOS push is
    drawn "▼ down" (the arrow and the table's word of the way, widgets/chaos_words.json), not its sentence "Push the
    enemies down" (newcomer review 12, CHAOS desk finding 3: step 10 quoted words no chip showed)."""
    way = (move.get("fields") or {}).get("dir")
    if game != "chaos" or move.get("kind") != "push" or move.get("label") or way not in ARROWS:
        return move
    from .chaos import UI   # frames.chaos -> story_chaos; imported late

    words = UI.get(lang) or UI["en"]
    return {**move, "label": f"{ARROWS[way]} {words.get(way, way)}"}


def step_text(step: dict, move: dict, words: dict) -> str:
    """Return a step's text for the move it rings: its own, or, when the seat left the course and the move is of
    another kind (a join chip where the step names a cell), its idea with the `off` sentence (round 6b: the step
    spoke of ending cards, review 10: of a cell, while a card was ringed)."""
    text = step["text"]
    if move.get("kind") == step["kind"] or move["id"] == step.get("move") or "off" not in words or "{" not in text:
        return text
    at = text.find("{")
    cut = max(text.rfind(". ", 0, at), text.rfind("。", 0, at))
    return text[:cut + 1] + words["off"]


def fill_rules(text: str, state, words: dict) -> str:
    """Return a step's text with {opens} (who opens the gate by stepping on the key, CH-MOVE-5) filled from the
    table's own rules (DD key_opens "any" | "patient"; review 10/11: step 1 said "any piece" on every table)."""
    opens = words.get("opens")
    if "{opens}" not in text or not opens:
        return text
    return text.replace("{opens}", opens[getattr(state.rules, "key_opens", "any")])


def ringed_card(move: dict, say: str) -> str:
    """Return the name of the card `move` rings as its own sentence `say` names it (a CHAOS card's name in the
    table's language), or "" (a cell, a chip)."""
    card = (move.get("target") or {}).get("card")
    names = CHAOS_CARD_TEXTS["cards"].get(card, {}).values() if card else ()
    return next((n["name"] for n in names if n["name"] in say), "")


def fill_step(text: str, move: dict) -> str:
    """Return a step's text with {label} (the words the ringed item shows: its chip's label, else its sentence),
    {say} (the move's sentence, without its full stop) and {card} (the ringed card's name, else {label}) filled from
    the move it points at (review 10 + CH-CARD-4: step 4 named the combo's chip label while the ring was on a card)."""
    say = str(move.get("text") or "").rstrip(".。")
    label = str(move.get("label") or say)
    card = ringed_card(move, say) if "{card}" in text else ""
    return text.replace("{label}", label).replace("{say}", say).replace("{card}", card or label)


def fill_pushed(line: str, positions, seat, since: int, words: dict) -> str:
    """Return a done line with {pushed} filled: where the seat's combo push (CH-C3) put each enemy piece after
    position `since` ("B1 f1→f2"), a vanished one unseen (CH-HIDE: its cell is not the seat's to see); newcomer
    review 34, chaos_ja 5: "the Story tells where", and B1's own next step was read as the push."""
    said = words.get("pushed")
    if "{pushed}" not in line or not said:
        return line
    from ..games.chaos.texts import cell_label

    items = []
    for i in range(since + 1, len(positions)):
        for e in positions[i].events or ():
            if not e.visible_to(seat) or getattr(e, "rule", None) != "CH-C3":
                continue
            if e.name == "moves" and e.data.get("by") == seat and e.data.get("start"):
                # pushed onto a bomb, the piece went home at once (review 35, chaos_ja 6: "B1 f1→f2" beside B1 on h1)
                back = next((b.data["to"] for b in positions[i].events if b.name == "respawn" and
                             b.data.get("seat") == e.data["seat"] and b.visible_to(seat)), None)
                items.append(said["seen" if back is None else "bombed"].format(
                    seat=e.data["seat"], start=cell_label(e.data["start"]), to=cell_label(e.data["to"]),
                    back=back and cell_label(back)))
            elif e.name == "pushed_hidden":
                items.append(said["hidden"].format(seat=e.data["seat"]))
        if items:   # the push acts at once: later pushes are another seat's turn
            break
    return line.replace("{pushed}", said["join"].join(items) if items else said["none"])
