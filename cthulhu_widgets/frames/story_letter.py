"""The story of the Lovecraft Letter player (frames/story.py): each turn a heading, the player's own acts marked (the
opponent's are what the "since your turn" digest shows), the cards named (a click opens their text), the doom of an
insanity check that must fail announced when it becomes certain (LS-CHECK-3, LS-CHECK-4), and what decided the
game. The sentences already speak to the player ("You draw …", "The opponent plays …"): no seat is renamed."""
from __future__ import annotations

import re

from ..core.events import Event
from ..games.letter import texts
from ..games.letter.cards import CARD_KIND, CTHULHU, INSANE, KIND_BY_ID, VALUE
from ..games.letter.sentences.story import STORY
from ..games.letter.dangers import play_dooms
from ..games.letter.race import play_loses_race
from ..games.letter.verdict import LOST, verdict
from ..games.letter.view import PUBLIC
from .letter_steps import DOOMED, check_sentence, checks_told_whole, final_check, guesses_told_whole, late_doom
from .story import Story

# The player's own acts (the rest is the opponent's turn, the checks and what the cards did).
PLAYER_ACTS = {"draw", "play", "guess_right", "guess_wrong", "hand_discarded", "answer", "only_answer", "no_answer",
               "compared"}   # the seat's own Yith / Hound compare (newcomer review 15, finding 3)


def _lost_line(said: str, text: str) -> bool:
    """Return whether `text` is the Story's lost line `said` (its {card} filled with any card name)."""
    if "{card}" not in said:
        return text == said
    head, tail = said.split("{card}", 1)
    return text.startswith(head) and text.endswith(tail) and len(text) > len(head) + len(tail)


def protection_seen(state) -> str | None:
    """Return the face-up protection card (a kind id) that keeps Cthulhu safe: the one the protected opponent played
    last, or the known last clue over Cthulhu; None when neither is in sight (never a hidden card's name)."""
    from ..games.letter.dangers import PROTECTING
    if state.o_protected and state.opponent_discard and CARD_KIND[state.opponent_discard[-1]] in PROTECTING:
        return CARD_KIND[state.opponent_discard[-1]]
    top = state.stack[-1] if state.stack and state.top_known else None
    return CARD_KIND[top] if top is not None and CARD_KIND[top] in PROTECTING else None


def forced_seven(state, plays: list) -> str | None:
    """Return the 7 (a kind id) the player must play, the only card of `plays`, beside a card of 5 or more (LS-TURN-6),
    or None."""
    cards = {dict(a.fields).get("card") for a in plays}
    if len(cards) != 1 or not cards <= {"silver_key", "shining_trapezohedron"} or len(state.hand) < 2:
        return None
    return cards.pop() if any(VALUE[c] >= 5 and CARD_KIND[c] not in cards for c in state.hand) else None


class LetterStory(Story):
    """How the Letter player's log is told."""

    sentences = STORY
    turn_events = ("player_turn", "opponent_turn")
    card_keys = ("card", "given", "taken", "mine", "cards")
    zoom_prefix = ""                 # the Letter table zooms a card by its kind id (js/src/letter/layout.js)

    def actor(self, event: Event):
        return "player" if event.name in PLAYER_ACTS or event.name == "player_turn" else None

    def card_name(self, card: str, lang: str) -> str | None:
        return texts.card_name(card, lang) if card in KIND_BY_ID else None

    def big(self, event: Event, viewer) -> bool:
        return event.name in ("doom", "game_over", "revealed")

    def note(self, event: Event, viewer, lang: str, history: list) -> str:
        if event.name == "doom":   # the prompt says a lost game once: not "seal it before then" (review 9, finding 1)
            forced = event.data.get("forced") and self.own_insane_play(history, lang)
            if event.data.get("lost") and viewer != PUBLIC:
                return self.words(lang)["doom_forced_lost"] if forced else ""
            return self.words(lang)["doom_forced" if forced else "doom_note"]
        if event.name == "revealed":   # the banner's moment: the hidden clue that beat the hand (review 4, finding 2)
            return self.words(lang)["decided"].format(text=self.own_sentence(event, event.data, lang))
        return super().note(event, viewer, lang, history)

    def decisive(self, event: Event, viewer, lang: str, history: list) -> str:
        """The cause itself, in the past tense, for a deck that ran out (never the check's last reveal: newcomer R-L
        desk_026; never the doom warning's future tense after the end: newcomer R3-L); else the last thing that
        happened before."""
        cause = event.data.get("cause")
        words = self.words(lang)
        if cause in DOOMED:   # the check that failed, then the line that made it certain (review 18, finding 2)
            return words["decided"].format(text=self.doomed(event.data, history, lang))
        if cause == "cthulhu_played" and self.shielded(history, lang):
            return words["decided"].format(text=words["shielded"])
        if cause == "cthulhu_played":
            return words["decided"].format(text=self.cthulhu_came(history, lang))
        moment = next((line for line in reversed(history) if not line.get("turn")), None)
        if cause == "hand_knocked_out" and moment and not moment.get("you"):
            return ""   # a comparison turned the card up: the `revealed` line that follows says what decided it
        return words["decided"].format(text=self.with_play(moment, history, lang)) if moment else ""

    def with_play(self, moment: dict, history: list, lang: str) -> str:
        """Return `moment`'s text led by the opponent's play whose effect it is: "Your deck's top card is now known: X"
        alone named a state, not the Deep Ones that then knocked it out (newcomer review 24, letter_zh 4; LS-O1)."""
        at = next(i for i in range(len(history) - 1, -1, -1) if history[i] is moment)
        for line in reversed(history[:at]):
            if line.get("turn") or line.get("you"):
                break
            if any(line.get("text") == texts.event_text("opponent_plays", {"card": c}, lang)
                   for _, c in line.get("cards", ())):
                space = " " if texts.table_lang(lang) == "en" else ""
                return f"{line['text']}{space}{moment['text']}"
        return moment["text"]

    def doomed(self, data: dict, history: list, lang: str) -> str:
        """Return why a deck ran out: the final check that failed first, its turn, N and the deck (newcomer review 22,
        Letter en finding 9: the earlier check that made it certain read as the one that lost), then that turn."""
        words, cause = self.words(lang), data.get("cause")
        why, turn = self.doom_cause(history, lang)
        if "turn" not in data or "n" not in data:   # no final check known: the deck ran out, after the cause
            ran_out = words[f"ran_out_{cause}"]
            return words["doom_cause"].format(cause=why, ran_out=ran_out) if why else ran_out
        count = words["cards"]
        final = words[f"final_{cause}"].format(turn=data["turn"], n=data["n"], deck=data["deck"],
                                               need=count["one" if data["n"] == 1 else "other"].format(n=data["n"]),
                                               left=count["one" if data["deck"] == 1 else "other"].format(n=data["deck"]))
        if not why:
            return final
        space = " " if texts.table_lang(lang) == "en" else ""
        return f"{final}{space}{words['certain'].format(turn=turn, cause=why)}" if turn else f"{final}{space}{why}"

    def doom_cause(self, history: list, lang: str) -> tuple[str, str | None]:
        """Return the line that made the lost check certain and its turn (the digits of the heading above it): before
        the story's doom line, in its step, the last one naming an Insanity card (N rose: the opponent's Investigators
        discarding the deck top to the player's pile, a check turning one up, the player's own play), else the last
        that is not a draw; "" without a doom line (newcomer review 18, finding 2: "the deck ran out" named no
        decision)."""
        words = self.words(lang)
        said_doom = next((i for i in range(len(history) - 1, -1, -1) if self.told_lost(history[i], lang) == "doom"),
                         None)
        old = self.cause_before(history, said_doom, lang) if said_doom is not None else ("", None)
        # the story's line where the table first said "lost" gives the turn (the verdict's own turn, verdict.lost_since:
        # test_round32ax4_certain holds the two together): the doom line may come turns
        # later (newcomer review 32, letter_en 1: the table said lost at turn 5, the end "certain at turn 7"); its cause
        # is the doom line's where that came no later, else what came just before the table said it
        marker = next((i for i in range(len(history) - 1, -1, -1) if self.told_lost(history[i], lang) in ("lost",
                                                                                                        "every")), None)
        if marker is None:
            return old
        # told at the deal, the line comes before the first turn's heading
        turn = self.turn_of(history, history[marker]) or next(
            (re.search(r"\d+", line.get("text", "")).group() for line in history[marker:] if line.get("turn")
             and re.search(r"\d+", line.get("text", ""))), None)
        if old[0] and old[1] and turn and int(old[1]) <= int(turn):
            return old[0], turn
        if self.told_lost(history[marker], lang) == "every":
            return words["every_play"].format(play=""), turn
        # the turn of the line it quotes, as the Story heads it: the verdict comes with the next state, often the
        # opponent's turn after the play (newcomer review 34, letter_en 6: "certain at turn 8: You play Elder Sign",
        # the Story's Turn 7)
        cause, at = self.cause_before(history, marker, lang)
        # nothing before it in its turn (told at the deal): every play lost the race from the start (review 35)
        return (cause, at or turn) if cause else (words["race_lost"], turn)

    def told_lost(self, line: dict, lang: str) -> str | None:
        """Return which of the story's own lines of a lost game `line` is: "doom" (the next check must fail), "lost"
        (the table's verdict), "every" (every play raises N past the deck), else None."""
        words, text = self.words(lang), line.get("text", "")
        if text.startswith((words["doom_check"].split("{")[0], words["doom_draw"])):
            return "doom"
        every = (words["lost_every"], words["lost_every_easy"])
        if text in every:
            return "every"
        return "lost" if any(_lost_line(words[k], text) for k in words if k.startswith("lost")) else None

    def cause_before(self, history: list, at: int, lang: str) -> tuple[str, str | None]:
        """Return the line before `history[at]` (a doom or lost line) that made the loss certain, and its turn."""
        step, draws = [], []
        for line in reversed(history[:at]):
            if line.get("turn") and (step or draws):
                break
            if not line.get("turn") and not self.told_lost(line, lang):   # the table's own verdicts decide nothing
                (draws if self.drawn(line, lang) else step).append(line)
        mad = [line for line in step if any(KIND_BY_ID[c].insane for _, c in line.get("cards", ()) if c in KIND_BY_ID)]
        # a protection's end decides nothing ("It became certain at turn 3: Your protection ends", newcomer review 25,
        # letter_en 3): without another line, the draw that took the deck's last card made it certain
        ends = {texts.event_text(name, {"side": side}, lang) for side in ("player", "opponent")   # nor its start
                for name in ("protection_ends", "protected")}
        step = [line for line in step if line.get("text") not in ends]
        said = (mad or step or draws or [{}])[0]
        if said in mad and not said.get("you"):   # what the reader's own play did ("X has no effect"): the play
            at_said = step.index(said)
            play = step[at_said + 1] if at_said + 1 < len(step) else {}
            if play.get("you") and set(map(tuple, play.get("cards", ()))) & set(map(tuple, said.get("cards", ()))):
                said = play
        # a play that drew (Golden Mead's Insane look) and was the chip without a lost ⚠: its draw decided (review 37)
        pos = {id(line): i for i, line in enumerate(history[:at])}
        drew = next((d for d in draws if said.get("you") and pos[id(d)] > pos.get(id(said), at)), None)
        turn = self.turn_of(history[:at], said)
        by = step[step.index(said) + 1] if said in step[:-1] else {}      # the line before it: whose card did it
        opponent = any(by.get("text") == texts.event_text("opponent_plays", {"card": c}, lang) for _, c in
                       by.get("cards", ()))
        space = " " if texts.table_lang(lang) == "en" else ""
        if opponent and not said.get("you"):
            return f"{by['text']}{space}{said['text']}", turn
        # a forced play (the doom line says both hand cards were Insanity cards) is no decision: say every play lost
        if said.get("you") and history[at].get("note") in (self.words(lang)["doom_forced"],
                                                           self.words(lang)["doom_forced_lost"]):
            return self.words(lang)["every_play"].format(play=said["text"]), turn
        if drew and drew.get("cards"):
            return self.words(lang)["play_drew"].format(play=said["text"], card=drew["cards"][0][0]), turn
        return said.get("text", ""), turn

    @staticmethod
    def turn_of(history: list, said: dict) -> str | None:
        """Return the turn number of the heading above `said` in `history` (its digits), None without one."""
        at = next((i for i in range(len(history) - 1, -1, -1) if history[i] is said), None)
        for line in reversed(history[:at] if at is not None else []):
            if line.get("turn"):
                found = re.search(r"\d+", line.get("text", ""))
                return found.group() if found else None
        return None

    def own_insane_play(self, history: list, lang: str) -> bool:
        """Return whether the story's latest line naming an Insanity card, but for a draw, is the player's own (its play
        raised N), not a check's or the opponent's Investigators' discard: only then were both hand cards the choice
        that doomed."""
        for line in reversed(history):
            if self.drawn(line, lang):
                continue
            if any(KIND_BY_ID[c].insane for _, c in line.get("cards", ()) if c in KIND_BY_ID):
                return bool(line.get("you"))
        return False

    @staticmethod
    def drawn(line: dict, lang: str) -> bool:
        """Return whether `line` is the player's draw (it never decides: the check before it did)."""
        return any(line.get("text") == texts.event_text("draw", {"card": c}, lang) for _, c in line.get("cards", ()))

    def cthulhu_came(self, history: list, lang: str) -> str:
        """Return how Cthulhu came to be played: the player's own elimination of the last card over it in its last
        turn (its play and that line: LS-P10), else that it lay on top through the player's turn unsealed (LS-P9;
        newcomer review 18, finding 2: "the opponent played Cthulhu" where the reader's Yith removed the last clue)."""
        words, turn, heads = self.words(lang), [], 0
        for line in reversed(history):
            if line.get("turn"):
                heads += 1
                if heads == 2:
                    break
            elif heads == 1:
                turn.insert(0, line)
        gone = [i for i, line in enumerate(turn) if any(line.get("text") == texts.event_text(
            "eliminated", {"card": c}, lang) for _, c in line.get("cards", ()))]
        if not gone:
            forced = [c for line in turn if line.get("you") for _, c in line.get("cards", ()) if c in KIND_BY_ID
                      and line.get("text") == texts.event_text("play", {"card": c, "forced": True}, lang)]
            if forced:   # the rule, not a choice, played the turn's card (LS-TURN-6; newcomer review 26, letter_en 3)
                return words["unsealed_forced"].format(card=texts.card_name(forced[-1], lang))
            return words["unsealed"]
        play = next((line["text"] for line in reversed(turn[:gone[-1]]) if line.get("you")), "")
        return words["cleared"].format(play=play, text=turn[gone[-1]]["text"])

    @staticmethod
    def shielded(history: list, lang: str) -> bool:
        """Return whether the opponent was protected (LS-O4) through the player's last turn, before it played Cthulhu:
        its protection, not the Cthulhu it played, decided the game (LS-TURN-7: no card could seal it; newcomer review
        14, finding 2: the end blamed "the opponent played Cthulhu"). From the story's own lines: the opponent's
        "protected" line with at most the player's last turn and the opponent's final turn after it."""
        said = texts.event_text("protected", {"side": "opponent"}, lang)
        turns = 0
        for line in reversed(history):
            if line.get("turn"):
                turns += 1
                if turns > 2:
                    return False
            elif line.get("text") == said:
                return turns == 2
        return False

    def facts(self, state) -> dict:
        """At the end, the hidden clue that beat the hand (`revealed`); before, the doom of the next insanity check
        (LS-CHECK-1/3/4): N Insanity cards in the player's discard and the
        deck's count (both on the table) make it fail, or leave nothing to draw, whatever happens before it (the
        deck only shrinks and N only grows until then)."""
        if state.result is not None:
            return self.revealed(state)
        n, deck, rules = state.insanity, len(state.deck), state.rules
        if n > deck and (rules.short_check == "lose" or deck == 0):
            why = "check"
        elif deck - min(n, deck) == 0 and rules.empty_draw == "lose":
            why = "draw"
        else:
            return {}
        # `lost`: no card of the seat's can seal Cthulhu first (the player's alone: it comes from the hand, LS-KNOW-1)
        lost = {"lost": True} if texts.game_is_lost(state) else {}
        # the card kept and the card just played both Insanity cards: either play raised N (newcomer review 19, 5)
        forced = {"forced": True} if state.hand and state.player_discard and INSANE[state.hand[0]] \
            and INSANE[state.player_discard[-1]] else {}
        return {"doom": {"why": why, "n": n, "deck": deck, **lost, **forced}}

    def own_seats(self, state) -> tuple:
        return ("player",)

    def own_facts(self, state, seat) -> dict:
        """The player's verdict that the game is lost (games/letter/verdict.py, the table's "You are behind" line),
        from what the seat sees: the log says it once, where the table first said it, and the end's "It became certain
        at turn N" reads that turn (newcomer review 32, letter_en 1: the panel said turn 7, the table turn 5)."""
        if seat != "player":
            return {}
        easy = {"easy": True} if state.rules.clue_top == "revealed" else {}   # no "try Easy" on Easy (review 35)
        why = verdict(state)
        if why in LOST:   # Cthulhu on top or protected is not the deck's doing (newcomer review 36, letter_en 1)
            shield = protection_seen(state) if why == "sign" else None
            why = "top" if why == "sign" and shield is None else why
            # the shield the opponent has just played guards Cthulhu until its next turn (LS-TURN-7), not "until the
            # opponent plays it", which is said of a face-up last clue (the diff review of round DD: seeds 38, 51)
            played = shield is not None and state.o_protected and CARD_KIND[state.opponent_discard[-1]] == shield
            why = "guard" if played else why
            return {"lost": {**easy, **({"why": why} if why in ("top", "sign", "guard") else {}),
                             **({"card": shield} if shield else {})}}
        # every play raises N past the deck: the table's Insanity line says "you lose at the next check" (layout_insanity.js)
        plays = [a for a in state.legal_actions() if a.kind in ("play", "guess")] if state.pending else []
        every = bool(plays) and all(a.fields and dict(a.fields).get("card") and play_dooms(state, dict(a.fields)["card"])
                                    for a in plays)
        if every:
            return {"lost": {"every": True, **easy}}
        # every play loses the race (each chip says "then this game is lost"): lost from here, before the play forced
        # on the reader; the end names what made it so, not that play (newcomer review 35, letter_en 1, letter_zh 2)
        race = bool(plays) and all(play_loses_race(state, texts._move_key(state, a, "en")[0], dict(a.fields).get("card"))
                                   for a in plays)
        seven = forced_seven(state, plays) if race else None   # the forced 7 is the cause (review 36, letter_en 1)
        return {"lost": {**easy, **({"why": "key", "card": seven} if seven else {})}} if race else {}

    @staticmethod
    def revealed(state) -> dict:
        """The card that beat the hand in a comparison, shown at the end: the player's Great Race of Yith (LS-P3: the
        lower hand card is knocked out; the engine turns the clue face up, as the player saw it in the comparison) or
        the hand's answer to the opponent's (LS-O3, against its next card): the loss otherwise never said what beat
        the card (review 4, finding 2), or named only the card turned up (review 7, finding 1). `how` says which."""
        r, stack = state.result, state.stack
        if r.cause != "hand_knocked_out" or r.rule not in ("LS-P3", "LS-O3") or not stack or not state.hand:
            return {}
        card, mine = stack[-1], state.hand[0]
        last = state.opponent_discard[-1] if state.opponent_discard else None
        knocked = last is not None and (INSANE[last] or state.rules.opponent_insane_rows == "always")
        if r.rule == "LS-O3" and knocked:            # the Hound's Insane row knocks out any card: no comparison
            return {}
        how = "revealed" if r.rule == "LS-P3" and card != CTHULHU else "beaten"
        return {"revealed": {"card": CARD_KIND[card], "value": VALUE[card], "mine": CARD_KIND[mine],
                             "mine_value": VALUE[mine], "how": how}}

    def folded(self, events: list) -> list:
        """Return a step's events with the doom of a deck that ran out told where it became certain: the opponent's
        turn and the player's next check share one step (decisions.Opponent), so no position between them showed
        it and `facts` never announced it (newcomer R-L desk_026: the deck's top discarded left 3 cards at N = 3)."""
        events = guesses_told_whole(final_check(super().folded(events)))
        # a forced answer is told once, with why (newcomer review 25, letter_en 1): "You answer X…" repeated it
        events = [e for i, e in enumerate(events)
                  if not (e.name == "answer" and i and events[i - 1].name == "only_answer")]
        doom = late_doom(events)
        if doom is not None:
            at = max(i for i, e in enumerate(events) if e.name == "player_turn")
            events = [*events[:at], self.fact_event("doom", doom), *events[at:]]
        return checks_told_whole(events)

    def fact_event(self, key: str, value: dict) -> Event:
        if key == "revealed":
            return Event("LS-P3", "revealed", dict(value))
        if key == "lost":
            return Event("LS-END-2", "lost", dict(value), seats=("player",))
        return Event("LS-CHECK-3" if value["why"] == "check" else "LS-CHECK-4", "doom", dict(value))

    def own_sentence(self, event: Event, data: dict, lang: str) -> str | None:
        words = self.words(lang)
        if event.name == "revealed":
            said = words[data.get("how", "revealed")].format(card=texts.card_name(data["card"], lang), value=data["value"],
                                            mine=texts.card_name(data["mine"], lang), mine_value=data["mine_value"])
            return texts.tidy(said, lang)
        if event.name == "guess_wrong" and data.get("card") in KIND_BY_ID:
            return words["guess_learned"].format(value=data["value"], card=texts.card_name(data["card"], lang),
                                                 known=KIND_BY_ID[data["card"]].value)
        if event.name == "insanity_check" and data.get("cards"):
            return check_sentence(data, words, lang)
        if event.name == "lost":
            key = "lost_" + data["why"] if data.get("why") else "lost_every" if data.get("every") else "lost"
            card = texts.card_name(data["card"], lang) if data.get("card") in KIND_BY_ID else ""
            return words[key + ("_easy" if data.get("easy") else "")].format(card=card)
        if event.name != "doom":
            return None
        need = words["cards"]["one" if data["n"] == 1 else "other"].format(n=data["n"])
        return words[f"doom_{data['why']}"].format(need=need, deck=data["deck"])


story = LetterStory()
