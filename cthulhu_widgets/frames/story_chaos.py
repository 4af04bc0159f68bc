"""The story of a CHAOS seat (frames/story.py): rounds and turns, the seat and its partner named as people, each role
announced when it starts and changes (with what the reader's new role may do), and the big moments — a role swap, the
key found and the gate open, a bomb, a return home, Protection, a time card, the order reversed, the end."""
from __future__ import annotations

from ..core.events import Event
from ..games.chaos import SEATS, texts
from ..games.chaos.cards import combo_part
from ..games.chaos.sentences.story import STORY
from .story import Story
from .story_chaos_facts import (_no_counter, _opens, _order, _redrawn, _sight, _unseen_meetings, blast_unknown,
                                 blocked_line, order_line, redrawn_sentence, roll_again_line, told_news, winning_step)
from .story_chaos_fold import PUSHES, TurnFold
from .story_chaos_notes import ChaosNotes
from .story_chaos_since import news_of, said_this_turn, told_this_turn

BIG = {"swap", "roles_swapped", "gate_opened", "bomb", "bomb_home", "bomb_home_temporary", "respawn", "protected", "protected_from_bomb", "time_set",
       "order_turned", "sight_kept", "combo_resolves", "reflected", "cancelled", "game_over", "key_moved"}
# The biggest moments (big: 2): a bomb, a role swap, the gate opening, a piece sent back to its spawn.
RANK_2 = {"bomb", "bomb_home", "bomb_home_temporary", "swap", "roles_swapped", "role", "gate_opened", "respawn"}
TOLD = ("key_moved", "pushed", "pushed_combo", "reaction_failed", "rerolled_told", "bomb_home", "bomb_home_temporary",
        "passes_unseen", "hands_redrawn_told", "no_patient", "turn_lost_to_reversal")   # the story's own sentences
# (sentences/story.py). A role swap's re-roll (CH-SWAP-2): one line with its reason, not a line per roll (review 7).


def _has_cells(value) -> bool:
    """Return whether an event's value is a cell [row, col] or a list of cells (the board labels them "c4")."""
    if isinstance(value, list) and value and isinstance(value[0], list):
        return True
    return isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value)


class ChaosStory(ChaosNotes, TurnFold, Story):
    """How a CHAOS seat's log is told."""

    sentences = STORY
    round_events = {"turn": "round"}
    turn_events = ("turn",)
    seat_keys = ("seat", "patient", "ghost", "first", "second", "third", "victim", "target", "partner", "leader", "by",
                 "waits", "other", "skips")
    card_keys = ("card", "cards")
    echoes = {"draws": "draw"}   # "A1 draws a patient card" repeats "A1 draws Amnesia (Eye)" for A1

    def actor(self, event: Event):
        return None if event.name == "role" else super().actor(event)   # a role is a fact, not an act

    def doer(self, event: Event):   # a reversal skipped the turn: done to the reader, toasted (review 19, en finding 1)
        return "order" if event.name == "turn_lost_to_reversal" else super().doer(event)

    def folded(self, events: list) -> list:
        """The step's events as the story tells them: the key placed after a round's end has moved (CH-MAP-4), and a
        piece pushed (CH-G1, CH-C3) is pushed, one line from its first cell to its last."""
        out: list = []
        for event in super().folded(events):
            if event.name == "reaction_withdrawn":   # who did not add what (round 6d: "without a partner card")
                event = Event(event.rule, "reaction_failed", {**event.data, "partner": _mate(event.data["seat"])},
                              event.text, event.seats)
            elif event.name == "order_reversed":   # told by its fact (order_turned): who plays next, as the engine
                continue                             # brings them (newcomer review 13, desk finding 1)
            elif event.name in ("dice", "deck_empty"):   # told by the re-roll's one line (CH-SWAP-2); a dry deck
                continue                                   # once, by deck_dry when its last card is drawn
            elif event.name in ("dawn_rules", "midnight_rules") and any(e.name == "time_set" for e in out):
                continue   # the time card's line says its rule (its note: review 35, chaos_en 7, 025, said twice)
            elif event.name == "step_lost" and out and out[-1].name == "compass" \
                    and out[-1].data["seat"] == event.data["seat"] and "cell" in event.data:
                spun = out.pop()           # one line: where it points, what blocks it, where the patient stays
                event = Event(spun.rule, "compass_blocked", {**spun.data, **event.data}, spun.text, spun.seats)
            elif event.name == "roll" and sum(e.name in ("roll", "roll_again") for e in out) >= 2:   # a tie's
                event = Event(event.rule, "roll_again", event.data, event.text, event.seats)   # (CH-TEAM-3)
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
        """The event's data named for the reader ('A2 从你的队友B1 抽取一张牌', not 从队友B1: r6c item 9)."""
        data = super().named(event, viewer, lang, bots)
        if event.name == "bomb_home" and viewer in SEATS:   # an enemy plant or not: unknown to the reader (CH-HIDE-2)
            data = {**(data or event.data), **blast_unknown(event.data, viewer)}
        if event.name == "takes" and event.data.get("victim") == viewer:
            data = {**(data or event.data), "yours": viewer}   # said to the reader whose card it was (took_yours)
        if event.name in ("combo_joined", "combo_resolves", "roles_swapped", "cancelled", "reflected") \
                and viewer in SEATS:
            data = {**(data or event.data), "reader": viewer}   # its effect in the reader's words (combo_sentence)
        actor = event.data.get("seat")
        for key in ("victim", "target", "by"):   # "B2 は味方の A2 が置いた爆弾" read as B2's ally (review 34, chaos_ja 6)
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
        if event.name == "order_turned" and viewer is not None and event.data.get("waits") == viewer:
            return 2                         # the reader's turn comes later now: a toast first (review 13, finding 1)
        if event.name == "turn_lost_to_reversal" and event.data.get("seat") == viewer:
            return 2                         # its whole turn skipped: the headline (newcomer review 19, en finding 1)
        return (2 if event.name in RANK_2 else 1) if self._big(event, viewer) else 0

    news = staticmethod(news_of)   # what a big moment changed: the reader's own or the board (story_chaos_since.py)
    def repeats(self, line: dict, history: list, out: list) -> bool:
        """Return whether a long line says again one of this turn's (told_this_turn, story_chaos_since.py); a seat's
        second hidden plant in a turn is told as more (review 35, chaos_en 7: "plants two temporary bombs" twice)."""
        if not line.get("turn") and said_this_turn(line["text"], history, out) and planted_again(line, self.words):
            return False
        return told_this_turn(line, history, out)

    def _big(self, event: Event, viewer) -> bool:
        """Return whether `event` is a big moment for `viewer`."""
        if event.name in ("role", "pushed", "pushed_combo", "turn_lost_to_reversal", "no_counter", "protection_ends"):
            return event.data["seat"] == viewer   # no_counter: why the reader's team could not counter (CH-C4)
        if event.name == "no_patient":       # the reader's team can no longer win as it stands (CH-SWAP-4)
            return viewer in SEATS and viewer[0] == event.data["team"]
        if event.name == "sight_kept":       # told to every seat (the view's vision is public)
            return True
        if event.name == "sight_gained":     # combo_resolves said it
            return False
        if event.name == "takes":            # a card taken from the reader's hand: a toast (review 13, phone 4), and
            return viewer in (event.data.get("victim"), event.data.get("seat"))   # one it takes (review 15, phone 111)
        if event.name == "brainwashed":      # the reader's hand is swapped for new cards (CH-G3)
            return viewer in SEATS and viewer[0] != event.data["seat"][0]
        if event.name == "first_team":       # the opening: others play before the reader's first turn (issue 23)
            return viewer in SEATS and event.data["order"][0] != viewer
        if event.name == "turn":             # the reader's turn arrives: its first, a clear moment; a later one
            return event.data["seat"] == viewer   # says what changed since the last (newcomer review 17, finding 1)
        if event.name == "bombs_planted":    # the reader's partner planted them: they block the reader's path too
            return viewer == _mate(event.data["seat"])
        if event.name == "passes_unseen":   # no swap, and why, at once (CH-G5; review 15, phone 139/140: the line was
            return viewer in (event.seats or ())   # in the log under the hand only)
        if event.name in ("compass", "compass_blocked"):   # where Midnight sends a patient, at once (CH-TIME-2;
            return True                      # review 15, finding 4, phone 100/102: the board's marks only, then log)
        if event.name == "checkup":          # its result, at once, to the seats that learn it (CH-P2, CH-HIDE-2;
            return viewer in (event.seats or ())   # review 14, finding 3: only a small "R7 ✓" on the board said it)
        return event.name in BIG

    def decisive(self, event: Event, viewer, lang: str, history: list) -> str:
        """What decided the game, the cause the end panel names (frames/ending.py): a patient's win (CH-WIN-1) is that
        patient's step onto the open gate, the seat and cell the game_over event carries (review 10: the story named a
        ghost reappearing as the game ended, the panel the patient); a draw at the round limit needs no note."""
        cause = event.data.get("cause")
        if cause == "round_limit":
            return ""
        step = winning_step(event, viewer, history) if cause == "gate" else None
        if step is None:
            return super().decisive(event, viewer, lang, history)
        return self.words(lang)["decided_gate"].format(text=step["text"].rstrip(".。"))

    def facts(self, state) -> dict:
        """Each seat's role (public: the pieces show it): a change is announced by a "role" line. (A deck run dry,
        its discards empty too, is told by the engine's deck_dry, once, in the turn of the seat that drew its last
        card; a failed draw, deck_empty, is not told at all: review 7, room review 14.)"""
        out = {f"role:{seat}:{role}": {"seat": seat, "role": role} for seat, role in sorted(state.role.items())}
        out.update({f"nopatient:{team}": {"team": team} for team in "AB"   # CH-SWAP-4: a team of two ghosts
                    if not any(r == "patient" for seat, r in state.role.items() if seat[0] == team)})
        out.update(_unseen_meetings(state))
        out.update(_order(state))
        out.update(_opens(state))
        out.update({f"sight:{seat}:{state.role[seat]}": {"seat": seat, "role": state.role[seat]}
                    for seat in sorted(getattr(state, "vision", ()))})
        time = getattr(state, "time", None)
        if time:   # the time of day and its timer (CH-TIME-1, CH-DUR-1): one declared over the other replaces it
            out[f"time:{time[0]}:" + ":".join(map(str, time[1:]))] = {"time": time[0]}
        return out

    def own_facts(self, state, seat) -> dict:   # why its team could not counter (CH-C4), its own (CH-HIDE-3)
        return {k: v for k, v in _no_counter(state).items() if v["seat"] == seat}

    def own_seats(self, state) -> tuple:   # each seat may have one: a counter it could not make
        return tuple(SEATS)

    def fact_events(self, now: dict, old: dict) -> list:
        """Each new fact's event, but the time of day's: that is told by its card (time_set) and its end (time_ends);
        one set while the other lasts replaces it with no end of its own, so that is said: "Midnight replaces Dawn"
        (effects._declare_time; newcomer review 11, desk 072: the header showed Midnight, nothing said Dawn ended)."""
        times = lambda facts: {k: v["time"] for k, v in facts.items() if k.startswith("time:")}   # noqa: E731
        told = ("time:", "order:", "sight:", "opens:")   # told here, as changes
        # ("dry:", a deck run dry, is an old save's fact: the engine's deck_runs_dry tells it now, in the drawer's turn)
        out = super().fact_events({k: v for k, v in now.items() if not k.startswith(told + ("dry:",))}, old)
        out += [Event("CH-P1", "order_turned", dict(v)) for k, v in now.items()
                if k.startswith("order:") and k not in old]
        out += _sight(now, old)
        steady = [k for k in now if k.startswith("order:") and k in old]   # not the reversal's own step (order_turned)
        out += [Event("CH-P1", "round_opens", dict(v)) for k, v in now.items()
                if steady and k.startswith("opens:") and k not in old]
        was, new = set(times(old).values()), [v for k, v in times(now).items() if k not in old]
        out += [Event("CH-TIME-1", "time_replaced", {"time": kind, "was": other})
                for kind in new for other in sorted(was - {kind})]
        return out

    def caused(self, facts: list, seen: list, viewer) -> list:
        """The reader's role line with the meeting that changed it when a turn began after that swap in the same step:
        its joint step ended the turn, and the line falls into the next seat's turn, the since box, far from the swap
        (review 34, room_en 3, 193: "You are a ghost." and no line why)."""
        names = [e.name for e in seen]
        swap = next((i for i, e in enumerate(seen) if e.name == "swap" and viewer in (e.data["patient"],
                                                                                      e.data["ghost"])), None)
        if swap is None or "turn" not in names[swap:]:
            return facts
        d = seen[swap].data
        met = d["ghost"] if viewer == d["patient"] else d["patient"]
        return [Event(f.rule, f.name, {**f.data, "met": met}, f.text, f.seats)
                if f.name == "role" and f.data.get("seat") == viewer else f for f in facts]

    def fact_event(self, key: str, value: dict) -> Event:
        if key.startswith("unseen:"):    # only the vanished ghost's team sees it there (CH-G5, CH-HIDE-2)
            return Event("CH-G5", "passes_unseen", {k: v for k, v in value.items() if k != "team"}, "",
                         tuple(x for x in SEATS if x[0] == value["team"]))
        if key.startswith("nopatient:"):
            return Event("CH-SWAP-4", "no_patient", dict(value))
        if key.startswith("nocounter:"):   # told to the seat that could not counter (CH-C4), its own news
            return Event("CH-C4", "no_counter", dict(value), "", (value["seat"],))
        return Event("CH-SWAP-1", "role", dict(value))

    def own_sentence(self, event: Event, data: dict, lang: str) -> str | None:
        """A role, the key's move and a push in the story's words; any other sentence naming cells names them as the
        board labels them ("c4", not the engine's "(4,3)")."""
        if event.name == "role":
            line = self.words(lang)[f"role_{event.data['role']}"].format(seat=data["seat"])
            met = event.data.get("met")
            sep = " " if texts.table_lang(lang) == "en" else ""   # (CJK sentences follow their 。 with none)
            return f"{line}{sep}{self.words(lang)['role_met'].format(other=met)}" if met else line
        if event.name in ("no_counter", "roles_swapped"):   # why no counter; the reader's new role (told_news)
            return told_news(self.words(lang), event, data, lang, self.__dict__.get("_last_facts", {}))
        if event.name == "roll_again":
            return roll_again_line(event.data, lang)
        if event.name == "hands_redrawn_told":
            return redrawn_sentence(self.words(lang), event, data, lang)
        if event.name == "reappears" and not event.data.get("path"):   # not "its path: none" (review 15, desk 064)
            return self.words(lang)["reappears_still"].format(seat=data["seat"], cell=texts.cell_label(data["cell"]))
        if event.name == "order_turned":
            return order_line(self.words(lang), event, data, lang)
        if event.name == "compass_blocked":   # not "the compass sends you right" at the edge (review 21, room_zh 3)
            return blocked_line(self.words(lang), data, lang)
        if event.name == "round_opens":
            return self.words(lang)["round_opens"].format(seat=data["seat"])
        if event.name == "sight_gained":
            return self.words(lang)["sight_gained"].format(seat=data["seat"], combo=texts.combo_name("C5", lang))
        if event.name == "takes" and data.get("yours"):
            return self.words(lang)["took_yours"].format(seat=data["seat"], card=texts.card_name(data["card"], lang))
        if event.name == "sight_kept":
            words = self.words(lang)
            others = words["sight_others"].format(seat=data["other"]) if data.get("other") else ""
            role = texts.WORDS[texts.table_lang(lang)]["role"][event.data["role"]]
            return words["sight_kept"].format(seat=data["seat"], role=role, others=others,
                                              combo=texts.combo_name("C5", lang))
        if event.name in ("combo_joined", "combo_resolves"):
            return self.combo_sentence(event, data, lang)
        if event.name in ("cancelled", "reflected") and event.data.get("cards"):
            return reaction_won(self.words(lang), event, data.get("reader"), lang)
        if event.name == "time_replaced":
            names = texts.WORDS[texts.table_lang(lang)]["time"]
            return self.words(lang)["time_replaced"].format(time=names[event.data["time"]],
                                                            was=names[event.data["was"]])
        if event.name in TOLD:
            cells = {k: texts.cell_label(v) for k, v in data.items() if k in ("cell", "start", "to") and v}
            return self.words(lang)["bomb_home_maybe" if "maybe" in data else event.name].format(**{
                **data, **cells, "power": texts.function_name("possession", lang),
                "other": texts.function_name("schizophrenia", lang),
                "card": texts.card_name(data["card"], lang) if "card" in data else ""})
        if "dice" in data:        # dice read as a cell: "rolls a5 = 6" (round 6d item 6)
            return texts.event_text(event.name, dice_named(data, lang), lang, labels=True)
        if any(_has_cells(v) for v in event.data.values()):
            if len(data.get("cells") or ()) > 4:   # "11 cells", not "a2, a3, …, d8" (review 30, room_en 2, 125)
                data = {**data, "cells": self.words(lang)["cells_many"].format(n=len(data["cells"]))}
            return texts.event_text(event.name, data, lang, labels=True)
        return None

    def combo_sentence(self, event: Event, data: dict, lang: str) -> str | None:
        """A combo's join or result read by a seat outside the team it acts for, a spectator or the designer: its
        effect names the teams ("team B's patient sees every bomb"), where the card's text says 'your team's patient'
        to its players (newcomer review 13, desk finding 2); None (the table's sentence) for a reader of that team."""
        reader, combo, effect = data.get("reader"), event.data.get("combo"), event.data.get("effect")
        team = event.data.get("team") or str(event.data.get("seat", ""))[:1]
        words = self.words(lang)
        other = words["combo_other"].get(combo, {}).get(effect)
        if other is None or team not in ("A", "B") or (reader in SEATS and reader[0] == team):
            return None
        enemy = "B" if team == "A" else "A"
        plain = {k: v for k, v in data.items() if k != "reader"}
        text = texts.event_text(event.name, plain, lang, labels=True)
        said = words["your_team" if reader in SEATS else "team"].format(team=enemy)
        return text.replace(texts.combo_effect(combo, effect, lang), other.format(team=team, enemy=said))


def reaction_won(words: dict, event: Event, reader, lang: str) -> str:
    """Return who won a reaction and why, one line: the reacting team, its two cards, whether their suits match, and
    the other team's combo cancelled or turned round (CH-C4; review 35, chaos_en 2: two lines both said "cancelled")."""
    data = event.data
    team, other = data["team"], "B" if data["team"] == "A" else "A"
    side = lambda key, t: words[f"{key}_ours" if reader and reader[0] == t else f"{key}_theirs"].format(team=t)  # noqa: E731
    cards = " + ".join(texts.function_name(c.rsplit("_", 1)[0], lang) for c in data["cards"])
    return words["won_full" if event.name == "reflected" else "won_cancel"].format(
        team=side("won", team), whose=side("whose", other), them=side("them", team), cards=cards,
        combo=texts.combo_name(data["combo"], lang))


def planted_again(line: dict, words) -> bool:
    """Turn `line`, a seat's hidden plant already told this turn (CH-G2: its cells unseen), into "… two more temporary
    bombs" in its language; return whether it was one."""
    for lang in ("en", "zh-TW", "zh", "ja"):
        head, _, tail = texts.event_text("bombs_planted_hidden", {"seat": "\0"}, lang).partition("\0")
        text = line["text"]
        if text.startswith(head) and text.endswith(tail) and len(text) > len(head) + len(tail):
            line["text"] = words(lang)["planted_again"].format(seat=text[len(head):len(text) - len(tail)])
            return True
    return False


def dice_named(data: dict, lang: str) -> dict:
    """Return an event's data with its dice as numbers (frames.chaos.dice_named)."""
    from .chaos import dice_named as named   # frames.chaos imports this module for `story`

    return named(data, lang)


def _mate(seat: str) -> str:
    """Return a seat's teammate (A1 and A2 are team A)."""
    return seat[0] + ("2" if seat[1] == "1" else "1")


def forced_line(state, lang: str, bots=(), said: bool = False) -> dict | None:
    """Return the line the seat to act reads when the table declines for it (frames.chaos.forced_pass: a combo it
    holds no card to join, a reaction it holds no card for; newcomer round 6d), None when it has a move to choose. The
    line is the seat's alone (it tells what the seat lacks): a table adds it to that seat's story, as hints are.
    `said`: the seat has read such a line before, so this one names what it lacks only, not that the table passes."""
    from .chaos import forced_pass   # frames.chaos imports this module for `story`

    if forced_pass(state) is None or state.pending.kind == "join":   # a join's: the engine's join_unable (round AG)
        return None
    seat, pending, combo = state.to_act, state.pending, state.combo
    stage = "join" if pending.kind == "join" else f"react_{pending.stage}"
    need = (combo_part(combo["combo"], state.role[seat]) if stage == "join"
            else "prank" if stage == "react_ghost" else "schizophrenia")
    partner = next(iter(combo["reaction"]), seat)
    words = story.words(lang)
    text = words[f"forced_{stage}" + ("_again" if said else "")].format(
        leader=story.person(combo["leader"], seat, lang, bots), partner=story.person(partner, seat, lang, bots),
        need=texts.function_name(need, lang), prank=texts.function_name("prank", lang))
    return {"text": text, "you": 1}


story = ChaosStory()
