"""The story of a CHAOS seat (frames/story.py): rounds and turns, the seat and its partner named as people, each
seat's role announced when it starts and whenever it changes (with what the reader's new role may do), and the big
moments — a role swap, the key found and the gate open, a bomb, a return to the spawn, Protection, a time card, the
turn order reversed, the end."""
from __future__ import annotations

import re

from ..core.events import Event
from ..games.chaos import SEATS, texts
from ..games.chaos.cards import combo_part
from ..games.chaos.sentences.story import STORY
from .story import Story

BIG = {"swap", "roles_swapped", "gate_opened", "bomb", "bomb_home", "bomb_home_temporary", "respawn", "protected", "protected_from_bomb", "time_set",
       "order_reversed", "combo_resolves", "reflected", "cancelled", "game_over", "key_moved"}
# The biggest moments (big: 2): a bomb, a role swap, the gate opening, a piece sent back to its spawn.
RANK_2 = {"bomb", "bomb_home", "bomb_home_temporary", "swap", "roles_swapped", "role", "gate_opened", "respawn"}
PUSHES = {"CH-G1": "pushed", "CH-C3": "pushed_combo"}   # a piece another seat pushed: told as pushed, by whom, from/to
TOLD = ("key_moved", "pushed", "pushed_combo", "reaction_failed", "rerolled_told", "bomb_home", "bomb_home_temporary",
        "passes_unseen", "hands_redrawn_told")   # the story's own sentences
# (sentences/story.py). A role swap's re-roll (CH-SWAP-2) is one line with its reason, not a line per roll (review 7:
# four "rolls" lines and no why).
SEAT_ID = re.compile(r"\b[AB][12]\b|(?<=[^A-Za-z])[AB][12](?![0-9])")


def _has_cells(value) -> bool:
    """Return whether an event's value is a cell [row, col] or a list of cells (the board labels them "c4")."""
    if isinstance(value, list) and value and isinstance(value[0], list):
        return True
    return isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value)


class ChaosStory(Story):
    """How a CHAOS seat's log is told."""

    sentences = STORY
    round_events = {"turn": "round"}
    turn_events = ("turn",)
    seat_keys = ("seat", "patient", "ghost", "first", "second", "victim", "target", "partner", "leader", "by")
    card_keys = ("card", "cards")
    echoes = {"draws": "draw"}   # "A1 draws a patient card" repeats "A1 draws Amnesia (Eye)" for A1

    def actor(self, event: Event):
        return None if event.name == "role" else super().actor(event)   # a role is a fact, not an act

    def folded(self, events: list) -> list:
        """The step's events as the story tells them: the key placed after a round's end has moved (CH-MAP-4), and a
        piece pushed (CH-G1, CH-C3) is pushed, one line from its first cell to its last."""
        out: list = []
        for event in super().folded(events):
            if event.name == "reaction_withdrawn":   # who did not add what (round 6d: "without a partner card")
                event = Event(event.rule, "reaction_failed", {**event.data, "partner": _mate(event.data["seat"])},
                              event.text, event.seats)
            elif event.name in ("dice", "deck_empty"):   # told by the re-roll's one line (CH-SWAP-2); a dry deck
                continue                                   # once, by its fact (facts)
            elif event.name == "rerolled":
                event = Event(event.rule, "rerolled_told", event.data, event.text, event.seats)
            elif event.name == "respawn" and out and out[-1].name == "bomb" and out[-1].data["seat"] == event.data["seat"]:
                hit = out.pop()            # the bomb and the return home: one sentence with why (review 7, finding 5)
                event = Event(hit.rule, "bomb_home", {**hit.data, "to": event.data["to"]}, hit.text, hit.seats)
                if out and out[-1].name == "bomb_temporary" and out[-1].data["cell"] == hit.data["cell"]:
                    temp = out.pop()       # a bomb the reader knew was temporary is not "hidden" (review 10)
                    event = Event(hit.rule, "bomb_home_temporary", {**event.data, "by": temp.data["by"]}, hit.text,
                                  temp.seats)
            elif event.name == "no_reaction" and out and out[-1].name == "passed_for" \
                    and out[-1].data["seat"] == event.data["seat"]:
                out.pop()                  # the reader was not asked: no "you do not react" (review 10; the table
                continue                   # says why it passed for it: forced_line)
            elif event.name == "hands_redrawn":   # how many each drew, and why fewer than 3 (review 11, room 267)
                event = Event(event.rule, "hands_redrawn_told", {**event.data, **_redrawn(out, event.data)},
                              event.text, event.seats)
            elif event.name == "key_placed" and any(e.name == "round_end" for e in out):
                event = Event(event.rule, "key_moved", event.data, event.text, event.seats)
            elif event.name == "moves" and event.rule in PUSHES and "start" in event.data:
                told, prev = PUSHES[event.rule], (out[-1] if out else None)
                if prev is not None and prev.name == told and prev.data["seat"] == event.data["seat"]:
                    out[-1] = Event(prev.rule, told, {**prev.data, "to": event.data["to"]}, prev.text, prev.seats)
                    continue
                event = Event(event.rule, told, event.data, event.text, event.seats)
            out.append(event)
        return out

    def named(self, event: Event, viewer, lang: str, bots=()) -> dict | None:
        """Return the event's data named for the reader; the reader's partner as another seat's victim or target is
        the reader's ('A2 从你的队友B1 抽取一张牌', not 从队友B1: read as A2's teammate, r6c item 9)."""
        data = super().named(event, viewer, lang, bots)
        actor = event.data.get("seat")
        for key in ("victim", "target"):
            seat = event.data.get(key)
            if data and isinstance(seat, str) and seat != actor and self.relation(seat, viewer) == "partner":
                data[key] = self.words(lang)["partner_object"].format(seat=seat)
        return data

    def relation(self, seat, viewer) -> str | None:
        if seat == viewer:
            return "you"
        if viewer in SEATS and seat in SEATS and seat[:1] == viewer[:1]:    # the team is the seat's letter
            return "partner"
        return None

    def card_name(self, card: str, lang: str) -> str | None:
        return texts.card_name(card, lang) if card in texts.CARD_TEXTS["cards"] else None

    def big(self, event: Event, viewer) -> int:
        """Return how big a moment is for `viewer`: 0 (not), 1, or 2 for those that change the game most (RANK_2: a
        bomb, a role swap, the gate opening, a piece sent to its spawn), told first among the toasts; the key placed
        again and a time card stay 1 (newcomer review 11, desk 055: with ▶▶ the bomb that sent B1 home gave way to
        the key's placement)."""
        return (2 if event.name in RANK_2 else 1) if self._big(event, viewer) else 0

    def _big(self, event: Event, viewer) -> bool:
        """Return whether `event` is a big moment for `viewer`."""
        if event.name in ("role", "pushed", "pushed_combo"):
            return event.data["seat"] == viewer
        if event.name == "first_team":       # the opening: others play before the reader's first turn (issue 23)
            return viewer in SEATS and event.data["order"][0] != viewer
        if event.name == "turn":             # the reader's first turn arrives: a clear moment
            return event.data["seat"] == viewer and event.data.get("round") == 1
        if event.name == "bombs_planted":    # the reader's partner planted them: they block the reader's path too
            return viewer == _mate(event.data["seat"])
        return event.name in BIG

    def before_you(self, seats, viewer, lang: str) -> str:
        """Return `seats` named for `viewer` as one list in `lang` ("B1, B2 and your partner A2")."""
        words = self.words(lang)
        names = [self.person(s, viewer, lang) for s in seats]
        return names[0] if len(names) == 1 else words["list_sep"].join(names[:-1]) + words["list_last"] + names[-1]

    def opening_note(self, event: Event, viewer, lang: str, history: list) -> str:
        """What the opening means for the reader (issue 23: a newcomer found bots had played and it was suddenly
        its move): at the deal, who plays before its first turn; at that turn, who played (their headings above)."""
        words = self.words(lang)
        if event.name == "first_team":
            order = list(event.data["order"])
            return words["note_first"].format(team=event.data["team"],
                                              before=self.before_you(order[:order.index(viewer)], viewer, lang))
        heads = [line["text"] for line in history if line.get("turn") and not line.get("you")]
        seats = list(dict.fromkeys(m for text in heads for m in SEAT_ID.findall(text)))
        return words["note_first_turn"].format(before=self.before_you(seats, viewer, lang)) if seats else ""

    def note(self, event: Event, viewer, lang: str, history: list) -> str:
        words = self.words(lang)
        if event.name == "role":
            return words[f"note_{event.data['role']}"]
        if event.name == "gate_opened":
            return words["note_gate"]
        if event.name == "key_moved":
            return words["note_key"]
        if event.name in ("first_team", "turn"):
            return self.opening_note(event, viewer, lang, history)
        if event.name == "time_set":
            return texts.CARD_TEXTS["times"][event.data["time"]][texts.table_lang(lang)]["text"]
        if event.name == "bombs_planted":
            return self.planted_note(event, viewer, lang)
        return super().note(event, viewer, lang, history)

    def planted_note(self, event: Event, viewer, lang: str) -> str:
        """What bombs the reader's partner planted mean to the reader (CH-G2, CH-DUR-3: they hurt every patient, its
        own team's too): which cells to keep off and until when (review 7, finding 5: a partner's bombs sent the
        reader home unwarned)."""
        words = self.words(lang)
        cells = [texts.cell_label(c) for c in event.data.get("cells", [])]
        listed = cells[0] if len(cells) < 2 else words["list_sep"].join(cells[:-1]) + words["list_last"] + cells[-1]
        until = "round_end" if event.data.get("until") == "round_end" else "next_turn"
        seat = self.person(event.data["seat"], viewer, lang)
        return words[f"note_planted_{until}"].format(cells=listed, seat=seat)

    def decisive(self, event: Event, viewer, lang: str, history: list) -> str:
        """What decided the game, the cause the end panel names (frames/ending.py): a patient's win (CH-WIN-1) is that
        patient's step onto the open gate, the seat and cell the game_over event carries (review 10: the story named a
        ghost reappearing as the game ended, the panel the patient); a draw at the round limit needs no note."""
        cause = event.data.get("cause")
        if cause == "round_limit":
            return ""
        step = self._winning_step(event, viewer, history) if cause == "gate" else None
        if step is None:
            return super().decisive(event, viewer, lang, history)
        return self.words(lang)["decided_gate"].format(text=step["text"].rstrip(".。"))

    @staticmethod
    def _winning_step(event: Event, viewer, history: list):
        """Return the reader's line of the escaped patient's step onto the gate (its seat's name or the reader's own
        line, and the gate's cell), else the last line that is no turn's heading (an event without them: old saves)."""
        seat, cell = event.data.get("seat"), event.data.get("cell")
        lines = [line for line in reversed(history) if not line.get("turn")]
        if seat and cell:
            at = re.compile(rf"(?<![A-Za-z0-9]){re.escape(texts.cell_label(cell))}(?![0-9])")
            mine = (lambda line: line.get("you")) if seat == viewer else (lambda line: seat in line["text"])
            return next((line for line in lines if at.search(line["text"]) and mine(line)), None)
        return next(iter(lines), None)

    def facts(self, state) -> dict:
        """Each seat's role (public: the pieces show it): a change is announced by a "role" line; and a deck whose
        discards are empty too (CH-CARD-3: public sizes), told once when it runs dry, not at every failed draw (review
        7: "The ghost deck and its discards are empty: no draw" every turn)."""
        out = {f"role:{seat}:{role}": {"seat": seat, "role": role} for seat, role in sorted(state.role.items())}
        decks, discards = getattr(state, "decks", {}), getattr(state, "discards", {})
        out.update({f"dry:{role}": {"role": role} for role in sorted(decks)
                    if not decks[role] and not discards.get(role)})
        out.update(_unseen_meetings(state))
        time = getattr(state, "time", None)
        if time:   # the time of day and its timer (CH-TIME-1, CH-DUR-1): one declared over the other replaces it
            out[f"time:{time[0]}:" + ":".join(map(str, time[1:]))] = {"time": time[0]}
        return out

    def fact_events(self, now: dict, old: dict) -> list:
        """Each new fact's event, but the time of day's: that is told by its card (time_set) and its end (time_ends);
        one set while the other lasts replaces it with no end of its own, so that is said: "Midnight replaces Dawn"
        (effects._declare_time; newcomer review 11, desk 072: the header showed Midnight, nothing said Dawn ended)."""
        times = lambda facts: {k: v["time"] for k, v in facts.items() if k.startswith("time:")}   # noqa: E731
        out = super().fact_events({k: v for k, v in now.items() if not k.startswith("time:")}, old)
        was, new = set(times(old).values()), [v for k, v in times(now).items() if k not in old]
        out += [Event("CH-TIME-1", "time_replaced", {"time": kind, "was": other})
                for kind in new for other in sorted(was - {kind})]
        return out

    def fact_event(self, key: str, value: dict) -> Event:
        if key.startswith("dry:"):
            return Event("CH-CARD-3", "deck_empty", dict(value))
        if key.startswith("unseen:"):    # only the vanished ghost's team sees it there (CH-G5, CH-HIDE-2)
            return Event("CH-G5", "passes_unseen", {k: v for k, v in value.items() if k != "team"}, "",
                         tuple(x for x in SEATS if x[0] == value["team"]))
        return Event("CH-SWAP-1", "role", dict(value))

    def own_sentence(self, event: Event, data: dict, lang: str) -> str | None:
        """A role, the key's move and a push in the story's words; any other sentence naming cells names them as the
        board labels them ("c4", not the engine's "(4,3)")."""
        if event.name == "role":
            return self.words(lang)[f"role_{event.data['role']}"].format(seat=data["seat"])
        if event.name == "hands_redrawn_told":
            return self.redrawn_sentence(event, data, lang)
        if event.name == "time_replaced":
            names = texts.WORDS[texts.table_lang(lang)]["time"]
            return self.words(lang)["time_replaced"].format(time=names[event.data["time"]],
                                                            was=names[event.data["was"]])
        if event.name in TOLD:
            cells = {k: texts.cell_label(v) for k, v in data.items() if k in ("cell", "start", "to") and v}
            return self.words(lang)[event.name].format(**{
                **data, **cells, "power": texts.function_name("possession", lang),
                "other": texts.function_name("schizophrenia", lang),
                "card": texts.card_name(data["card"], lang) if "card" in data else ""})
        if "dice" in data:        # dice read as a cell: "rolls a5 = 6" (round 6d item 6)
            return texts.event_text(event.name, dice_named(data, lang), lang, labels=True)
        if any(_has_cells(v) for v in event.data.values()):
            return texts.event_text(event.name, data, lang, labels=True)
        return None


    def redrawn_sentence(self, event: Event, data: dict, lang: str) -> str:
        """The swapped seats' new hands (CH-SWAP-3): each seat's count, and the empty deck that gave fewer than 3."""
        words, counts = self.words(lang), event.data
        text = words["hands_redrawn_told"].format(patient=data["patient"], ghost=data["ghost"],
                                                  n_patient=counts["n_patient"], n_ghost=counts["n_ghost"])
        short = [role for role, n in (("ghost", counts["n_patient"]), ("patient", counts["n_ghost"])) if n < 3]
        for role in short:   # the patient became a ghost: it draws from the ghost deck (and the other way round)
            text += words["hands_short"].format(role=texts.WORDS[texts.table_lang(lang)]["role"][role])
        return text


def _redrawn(out: list, data: dict) -> dict:
    """Return how many cards each swapped seat drew since the swap (CH-SWAP-3: up to 3; fewer when a deck and its
    discards are empty, CH-CARD-3), counted from the draw lines of the reader's step."""
    start = max((i for i, e in enumerate(out) if e.name == "swap" and e.data.get("patient") == data.get("patient")
                 and e.data.get("ghost") == data.get("ghost")), default=-1)
    drawn = [e.data.get("seat") for e in out[start + 1:] if e.name in ("draw", "draws")]
    return {"n_patient": drawn.count(data.get("patient")), "n_ghost": drawn.count(data.get("ghost"))}


def _unseen_meetings(state) -> dict:
    """Return the standing fact of each vanished ghost on an enemy patient's cell: no role swap (CH-G5,
    `vanished_can_meet` false), told to the ghost's team (review 11, phone 141: it passed B2 twice, nothing said)."""
    vanish, pos, role = getattr(state, "vanish", None), getattr(state, "pos", {}), getattr(state, "role", {})
    rules = getattr(state, "rules", None)
    if not vanish or (rules is not None and getattr(rules, "vanished_can_meet", False)):
        return {}
    out = {}
    for ghost in sorted(vanish):
        for patient in sorted(s for s in role if s[0] != ghost[0] and role[s] == "patient"):
            if role.get(ghost) == "ghost" and pos.get(patient) == pos.get(ghost) and pos.get(ghost) is not None:
                cell = [pos[ghost][0] + 1, pos[ghost][1] + 1]
                out[f"unseen:{ghost}:{patient}:{cell[0]},{cell[1]}"] = {"ghost": ghost, "patient": patient,
                                                                        "cell": cell, "team": ghost[0]}
    return out


def dice_named(data: dict, lang: str) -> dict:
    """Return an event's data with its dice as numbers (frames.chaos.dice_named)."""
    from .chaos import dice_named as named   # frames.chaos imports this module for `story`

    return named(data, lang)


def _mate(seat: str) -> str:
    """Return a seat's teammate (A1 and A2 are team A)."""
    return seat[0] + ("2" if seat[1] == "1" else "1")


def forced_line(state, lang: str, bots=()) -> dict | None:
    """Return the line the seat to act reads when the table declines for it (frames.chaos.forced_pass: a combo it
    holds no card to join, a reaction it holds no card for; newcomer round 6d), None when it has a move to choose. The
    line is the seat's alone (it tells what the seat lacks): a table adds it to that seat's story, as hints are."""
    from .chaos import forced_pass   # frames.chaos imports this module for `story`

    if forced_pass(state) is None:
        return None
    seat, pending, combo = state.to_act, state.pending, state.combo
    stage = "join" if pending.kind == "join" else f"react_{pending.stage}"
    need = (combo_part(combo["combo"], state.role[seat]) if stage == "join"
            else "prank" if stage == "react_ghost" else "schizophrenia")
    partner = next(iter(combo["reaction"]), seat)
    words = story.words(lang)
    text = words[f"forced_{stage}"].format(
        leader=story.person(combo["leader"], seat, lang, bots), partner=story.person(partner, seat, lang, bots),
        need=texts.function_name(need, lang), prank=texts.function_name("prank", lang))
    return {"text": text, "you": 1}


story = ChaosStory()
