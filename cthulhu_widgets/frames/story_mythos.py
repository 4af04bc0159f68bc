"""The story of a Mythos player (frames/story.py): rounds and combats as headings, the reader named "you", the cards
named (a click opens their text), and the big moments — a Sanity change with its cause (the reader's, and anyone's
loss), a completed adventure, a Great Old One brought into play (with what it does), an investigator driven out, the
end and what decided it."""
from __future__ import annotations

import re
from dataclasses import replace

from ..core import texts as core_texts
from ..core.events import Event
from ..games.mythos import texts
from ..games.mythos.combat import fights_of
from ..games.mythos.data import load_set
from ..games.mythos.sentences.story import STORY
from .mythos_causes import caused
from .mythos_cast import cast_by, idle_flips, lost_note, lost_sentence, paid
from .mythos_end import end_cause, zero_at_end
from .mythos_face_down import FACE_DOWN, own_face_down
from .mythos_reshuffle import RESHUFFLE, reshuffle_after_adventure
from .mythos_turns import ended_by, ends_sentence
from .mythos_ready import ready_event, ready_facts, ready_note, ready_sentence, scored_note
from .mythos_lost import QUIET, held_facts, lost_events, lost_sentence as requirement_lost_sentence
from .mythos_fighting import _value_fact, fighting_values, value_sentence  # noqa: F401  (tests read them here)
from .mythos_flips import FLIPS, flip_head, flip_note
from .mythos_uses import uses_sentence
from .story import YOU, Story
from .story_mythos_fights import fight_outcomes, outcome_sentence
from .story_mythos_fold import RoundFold

BIG = {"adventure", "goo", "eliminated", "game_over", "card_play_ends", "play_ends_why"}
PLAYS = {"plays", "attaches"}   # a card put into play from the hand, or onto an ally ("arms")


class MythosStory(RoundFold, Story):
    """How a Mythos player's log is told."""

    sentences = STORY
    round_events = {"round": "round"}
    turn_events = ("combat",)       # a combat opens a section of its own within the round
    seat_keys = ("player", "target", "a", "b", "threat", "attacker", "caster", "passer")
    card_keys = ("card", "tome", "by", "ally", "monster", "thief", "to", "cards")

    def relation(self, seat, viewer) -> str | None:
        """A seat's reader names every seat as a person: "you", else "player" (a bot's seat is a bot); a spectator's
        and the designer's story keep the seat ids (no one is "you" there)."""
        if seat == viewer:
            return "you"
        return "player" if viewer not in (None, "public") and isinstance(seat, str) and seat[1:].isdigit() else None

    def person(self, seat, viewer, lang: str, bots=()) -> str:
        """Return `seat` named for `viewer`: "You", "Bot 2" (p1, a bot plays it) or "Player 2" (p1), never "p1"."""
        rel = self.relation(seat, viewer)
        # a spectator (no relation to any seat) reads every seat as a person too: "Bot {n}" needs the number, which
        # the shared Story.person does not give (a room's broadcast to a spectator raised KeyError 'n')
        if rel == "you" or not (isinstance(seat, str) and re.fullmatch(r"p\d+", seat)):
            return super().person(seat, viewer, lang, bots)
        key = "bot" if seat in bots else "player"
        return self.words(lang)[key].format(seat=seat, n=int(seat[1:]) + 1)

    def named(self, event: Event, viewer, lang: str, bots=()) -> dict | None:
        """Also the cause of a Sanity loss a threat made ("p1's threat"): the threat's owner named as a person; and the
        end's scores, each seat named as a person ("Scores: You: 0, Bot 2: 14.", never "p0 0, p1 14")."""
        if event.name == "game_over" and self.relation("p0", viewer) is not None:
            said = end_cause(event.data, lang, lambda s: self.person(s, viewer, lang, bots), self.words(lang)) + (
                "" if lang == "ja" else " ") + texts.scores_text(event.data.get("scores", []), lang, viewer, bots)
            return {**event.data, "said": said}
        out = super().named(event, viewer, lang, bots)
        why = event.data.get("why")
        m = re.fullmatch(r"(p\d+)'s threat", why) if isinstance(why, str) else None
        if m is None or self.relation(m.group(1), viewer) is None:
            return out
        seat = m.group(1)
        text = self.words(lang)["your_threat"] if seat == viewer else \
            texts.WORDS[texts.table_lang(lang)]["why"]["threat"].format(seat=self.person(seat, viewer, lang, bots))
        return {**(out or event.data), "why": text}

    def folded(self, events: list) -> list:
        """A combat's end right after its start, in one step, is a combat no monster fought: told so, not "the
        monsters that fought are buried" (newcomer R3-M item 5: that line in a round with no combat)."""
        out = super().folded(events)
        out = [Event(e.rule, "combat_none", {}) if e.name == "combat_ends" and k and out[k - 1].name == "combat"
               else e for k, e in enumerate(out)]
        # each fight's line tells its cancelled points (fight_outcome): the cosmic battle's own line said it twice
        # (review 26, mythos_en 4: "Cosmic battle … 3 points cancel", then "3 cancelled by the threat aimed back")
        out = [e for e in out if e.name != "cosmic_battle"]
        return reshuffle_after_adventure(after_adventure(silent_plays(own_face_down(cast_by(forced_pass_once(ended_by(
            zero_at_end(idle_flips(out)))))))))

    def own_sentence(self, event: Event, data: dict, lang: str) -> str | None:
        """The end's sentence with its seats named (`named`: "said"), an ally's leaving play (`facts`); else the
        engine's."""
        if event.name in ("no_effect_story", "no_effect_flip"):   # a card played on a seat that did nothing (r9, r21)
            words = self.words(lang)
            key = event.name + "_you" if data["target"] in (words["you"], words["you"].capitalize()) else event.name
            return core_texts.fmt(words[key], target=data["target"], card=texts.card_name(data["card"], lang))
        if caused(event, data, self.words(lang), lang):         # a card buried or discarded, and why (review 22)
            return caused(event, data, self.words(lang), lang)
        if event.name == RESHUFFLE:
            return self.words(lang)[event.name].format(**data)
        if event.name == "location_lost" and lost_sentence(data, self.words(lang), lang):
            return lost_sentence(data, self.words(lang), lang)
        if event.name in ("combat_none", "play_ends_why"):
            return self.words(lang)[event.name]
        if event.name == "hounds" and data.get("target") in (YOU, *self._yous(lang)):   # review 34, mythos_en 2
            return core_texts.fmt(self.words(lang)["hounds_you"], player=data["player"],
                                  **{k: texts.card_name(data[k], lang) for k in ("card", "monster")})
        if event.name == "adventure_ready":
            return ready_sentence(data, lang)
        if event.name == "requirement_lost":
            return requirement_lost_sentence(event.data, lang)
        if event.name == "card_play_ends" and data.get("passer"):     # whose pass, and no turn comes (review 21)
            return ends_sentence(self.words(lang), data)
        if event.name == "pass" and data.get("goes_on"):              # MY-ROUND-3 at the first pass (review 26)
            key = "pass_on_you" if self._you(data, lang) else "pass_on"
            return core_texts.fmt(self.words(lang)[key], **data)
        if event.name == "pass" and data.get("only") or event.name == "card_play_ends":
            key = f"pass_{data['only']}" if event.name == "pass" else "play_ends"
            return self.words(lang)[key].format(**data)
        if event.name == "flipped" and flip_head(data, lang, self._you(data, lang)):   # review 26, mythos_ja 3
            return flip_head(data, lang, True)
        if event.name == "uses" and uses_sentence(data, texts.card_name(event.data["card"], lang), lang):
            return uses_sentence(data, texts.card_name(event.data["card"], lang), lang)    # what it did (review 26)
        if event.name == "fights_with":
            return value_sentence(self.words(lang), data, lang)
        if event.name == "attaches" and _weapon(data.get("card")):   # arms, as its chip says (newcomer review 7)
            named = {**data, **{k: texts.card_name(data[k], lang) for k in ("card", "ally") if k in data}}
            return core_texts.fmt(self.words(lang)["attaches_arm"], **named)
        if event.name == "sanity" and event.data.get("why") == FACE_DOWN and data.get("card"):
            return core_texts.fmt(texts.TEXTS[texts.table_lang(lang)]["sanity"], **{**data, "why": core_texts.fmt(
                self.words(lang)["why_face_down"], card=texts.card_name(data["card"], lang))})
        if event.name == "sanity" and sanity_cause(event, self.words(lang), lang):
            return core_texts.fmt(texts.TEXTS[texts.table_lang(lang)]["sanity"],
                                  **{**data, "why": sanity_cause(event, self.words(lang), lang)})
        if event.name == "sanity" and paid(event, data, self.words(lang)):   # a card's cost (an arrival's: above)
            return core_texts.fmt(self.words(lang)["sanity_paid"], player=data["player"], n=-data["delta"],
                                  card=texts.card_name(data["why"], lang), sanity=data.get("sanity"))
        if event.name == "fight_outcome":
            return outcome_sentence(self.words(lang), data, lang)
        if event.name in ("assault_leaves", "captive_leaves"):
            words = self.words(lang)
            return words[event.name].format(player=data["player"], card=texts.card_name(data["card"], lang),
                                            threat=data["threat"], how=words[data["how"]])
        return data.get("said") if event.name == "game_over" else None

    def facts(self, state) -> dict:
        """Allies that fought in a threat and have left play since the combat ended (MY-COMBAT-7: an assaulting ally
        is buried, so is a Yithian's captive), which no event names (issue 23 r6d: an assault ally vanished without
        a word): "left:<inst>" -> who, which card, why ("assault" or "captive"), how ("buried" or "discarded"); and
        the fighters whose value is not their printed one (`fighting_values`); and, once card play has ended, the
        rule that ended it (told the first time only: a fact, new once)."""
        rule = {"rule:play_ends": {}} if state.round > 1 or state.phase != "play" else {}
        if not fights_of(state):
            return rule
        out = {**rule, **fight_outcomes(state), **fighting_values(state)}
        if state.phase == "combat":
            return out
        in_play = {a["card"] for pl in state.players for a in pl.allies}
        for fight in fights_of(state):
            for inst in fight["insts"]:
                if state.card_of(inst).type != "ally" or inst in in_play:
                    continue
                owner = state.owner[inst]
                out[f"left:{inst}"] = {"why": "assault" if f"p{owner}" == fight["attacker"] else "captive",
                                       "player": f"p{owner}", "card": state.card[inst], "threat": fight["attacker"],
                                       "how": "discarded" if inst in state.players[owner].discard else "buried"}
        return out

    def own_facts(self, state, seat) -> dict:
        """The reader's own adventure that became playable (newcomer review 17, finding 2), and the requirements its
        adventures meet (quiet: one lost is the news, review 25, mythos_en 2), from its hand alone."""
        return {**ready_facts(state, seat), **held_facts(state, seat)}

    def own_seats(self, state) -> tuple:
        return tuple(state.seats)

    def fact_events(self, now: dict, old: dict) -> list:
        """Each new fact's event but the quiet ones (a met requirement), and each requirement lost (mythos_lost.py)."""
        return [self.fact_event(k, v) for k, v in now.items() if k not in old and not k.startswith(QUIET)] \
            + lost_events(now, old)

    def fact_event(self, key: str, value: dict) -> Event:
        if key == "rule:play_ends":        # the first end of card play says the rule once (newcomer review 7)
            return Event("MY-ROUND-3", "play_ends_why", value)
        if key.startswith("ready:"):
            return ready_event(value)
        if key.startswith("value:"):
            return Event("MY-COMBAT-6", "fights_with", value)
        if key.startswith("fight:"):
            return Event("MY-COMBAT-6", "fight_outcome", value)
        return Event("MY-COMBAT-7", f"{value['why']}_leaves", {k: v for k, v in value.items() if k != "why"})

    def card_name(self, card: str, lang: str) -> str | None:
        return texts.card_name(card, lang) if card in texts.CARD_TEXTS["cards"] else None

    def _you(self, data: dict, lang: str) -> bool:
        """Whether a named event's `player` is the reader ("you", or the mark an English line turns to "you")."""
        return data.get("player") in (*self._yous(lang), YOU)

    def _yous(self, lang: str) -> tuple:
        """Return how a named event names the reader ("you", "You")."""
        words = self.words(lang)
        return words["you"], words["you"].capitalize()

    def actor(self, event: Event):
        """The owner of an adventure line ("Your adventure … can be completed now / lost …"): the reader's own line,
        never another seat's (review 29, mythos_en 5: it showed in Bot 2's box, 160, 166)."""
        if event.name in ("adventure_ready", "requirement_lost"):
            return event.data.get("owner")
        if event.name == "card_play_ends":   # the pass that ended it (ended_by): the reader's own line, out of Bot 2's
            return event.data.get("passer")  # box (review 41, mythos_en 11, 130: "You pass automatically…" there)
        return super().actor(event)

    def big(self, event: Event, viewer) -> bool:
        if event.name == "flipped" and event.data.get("how") in FLIPS:   # another's card flipped the reader's allies
            return event.data.get("player") == viewer                    # (review 26, mythos_ja 3)
        if event.name == "sanity" and event.data.get("sanity") == 0 and event.data.get("delta", 0) < 0:
            return 2                       # the loss that ended the game: what decided it (review 21, ja finding 4)
        if event.name == "sanity":
            # the Sanity an adventure brings, or another seat's loss its completion caused (a phobia): the
            # adventure's own line is the moment (newcomer review 11, finding 3: "You: Sanity +2 (Alone in the
            # World)" was announced in place of "+7 adventure points", the bot's adventures not at all)
            after, mine = event.data.get("after"), event.data.get("player") == viewer
            if event.rule == "MY-ADV-3" or after == "adventure" and not (mine and event.data.get("delta", 0) < 0) \
                    or after == "play" and not mine:
                return False
            return event.data.get("player") == viewer or event.data.get("delta", 0) < 0
        if event.name == "hounds":         # the reader's monster buried before its fight (review 34, mythos_en 2)
            return event.data.get("target") == viewer
        if event.name == "location_lost":  # the reader's current location discarded or buried (Cthulhu Rising)
            return event.data.get("player") == viewer
        if event.name == "requirement_lost":   # the reader's adventure fell back (review 29, mythos_ja 2: 4/7 -> 3/7
            return event.data.get("owner") == viewer and not event.data.get("own")   # said only in the full log)
        if event.name in ("assault_leaves", "captive_leaves"):      # the reader's own ally leaves play
            return event.data.get("player") == viewer
        if event.name == "fight_outcome":  # a fight the reader is in: who fought whom, and what it cost (r6f)
            return viewer in (event.data.get("attacker"), event.data.get("target"))
        if event.name == "pass":           # the reader's pass it had no choice in, said where it happens (r6); any
            # seat's that could play nothing, toasted too (newcomer review 18, finding 3: said only in the story)
            return "only" in event.data and (event.data.get("player") == viewer or event.data["only"] == "none")
        if event.name == "plays":          # a card played on the reader ("Bot 2 plays Portaphobia on you")
            return viewer is not None and event.data.get("target") == viewer
        if event.name == "adventure_ready" or event.name == "adventure" and event.data.get("player") == viewer:
            return 2                       # the seat's own adventure, with what it brings (review 17, finding 2)
        return event.name in BIG

    def play(self, event: Event, viewer) -> bool:
        """Whether the line is another seat's card played ("Bot 2 plays X"): a phone toasts it (js/src/ui/toast.js),
        where a desk sees the card outlined on the table and the line in the story beside it (issue 23 round J)."""
        return viewer is not None and event.name in PLAYS and event.data.get("player") not in (None, viewer)

    def note(self, event: Event, viewer, lang: str, history: list) -> str:
        if event.name == "adventure_ready" or event.name == "adventure" and event.data.get("player") == viewer:
            return (scored_note if event.name == "adventure" else ready_note)(event.data, lang)
        if event.name == "flipped":        # the rule that flipped the reader's allies, under its short line
            return flip_note(event.data, lang)
        if event.name == "location_lost":  # where the reader's lost location went, under its short line (review 21)
            return lost_note(event, viewer, self.words(lang))
        if event.name == "goo":            # what the Great Old One does, from its card text
            entry = texts.CARD_TEXTS["cards"].get(event.data.get("card"), {})
            return (entry.get(texts.table_lang(lang)) or entry.get("en") or {}).get("text", "")
        return super().note(event, viewer, lang, history)


def after_adventure(events: list) -> list:
    """Return `events` with each Sanity change a bigger moment of the same step brought marked `after`: "adventure"
    after an adventure's completion (its own Sanity, MY-ADV-3, and the phobias it triggers), "play" for the Sanity a
    card's play costs or gives its own player (Cthulhu Rising's -2 after "plays Cthulhu Rising on you"). `big`
    leaves them to that line, but a loss of the reader's own (newcomer review 11, finding 3: they were announced
    after the moment and the page's one toast showed them, not it)."""
    out, seen, played = [], False, set()
    for e in events:
        seen = seen or e.name == "adventure"
        if e.name in ("plays", "goo"):
            played.add((e.data.get("player"), e.data.get("card")))
        after = "adventure" if seen else "play" if (e.data.get("player"), e.data.get("why")) in played else None
        out.append(replace(e, data={**e.data, "after": after}) if after and e.name == "sanity" else e)
    return out


def forced_pass_once(events: list) -> list:
    """Return `events` without a forced pass (`only`) that the next event, the end of card play naming it (`ended_by`),
    tells again: one line for one pass (review 33, mythos_en 4: "Passed already … you pass again" then "Automatic pass
    2 by you (already passed)" read as a tap of the reader's and the table's both)."""
    return [e for k, e in enumerate(events) if not (
        e.name == "pass" and e.data.get("only") and k + 1 < len(events) and events[k + 1].name == "card_play_ends"
        and events[k + 1].data.get("passer") == e.data.get("player"))]


def silent_plays(events: list) -> list:
    """Return `events` with a line after each card played on a seat to discard from its story deck that found
    nothing there (Governmental Cover-up with no event in it: newcomer review 9, finding 2, the story said only "You
    play Governmental Cover-up on Bot 2" while Bot 2's Downpour, in play, stayed)."""
    out = []
    for k, e in enumerate(events):
        out.append(e)
        target = e.data.get("target")
        if e.name != "plays" or not isinstance(target, str) or not _discards_story(e.data.get("card")):
            continue
        if not any(x.name == "story_card_discarded" and x.data.get("player") == target for x in events[k + 1:]):
            out.append(Event("MY-CARD-6", "no_effect_story", {"card": e.data["card"], "target": target}))
    return out


def _discards_story(card_id) -> bool:
    """Return whether a card's play discards a card of its target's story deck (Governmental Cover-up)."""
    card = load_set().cards.get(card_id) if isinstance(card_id, str) else None
    return card is not None and any(b.kind == "discard" and b.timing == "on_play" and isinstance(b.target, dict)
                                    and b.target.get("zone") == "story_deck" for b in card.effects)


def _weapon(card_id) -> bool:
    """Return whether a card id is a weapon (it arms the ally it goes onto)."""
    card = load_set().cards.get(card_id) if isinstance(card_id, str) else None
    return card is not None and card.subtype in texts.WEAPONS


def sanity_cause(event: Event, words: dict, lang: str) -> str:
    """Return the words of a Sanity change's cause a card name alone does not say (newcomer review 6: a phobia's
    drain, a location's Sanity on arrival or for a reused gate read as the card's name only), "" for any other."""
    why = event.data.get("why")
    card = load_set().cards.get(why) if isinstance(why, str) else None
    if card is None:
        return ""
    key = (_phobia_why(card, event.data) if card.subtype == "Phobia" else
           {"MY-LOC-6": "why_arrive", "MY-LOC-7": "why_gate"}.get(event.rule) if card.type == "location" else None)
    top = event.data.get("top")
    return words[key].format(card=texts.card_name(why, lang), top=texts.card_name(top, lang) if top else "") \
        if key else ""


def _phobia_why(card, data: dict) -> str:
    """Return the words' key of a phobia's charge: what set it off, the top story card it read (newcomer review 16,
    finding 1: Agoraphobia's charge after arriving at an Outside-icon station was read as about the journey)."""
    if not data.get("top") or any(b.get("trigger") == "adventure_played" for b in card.effects):
        return "why_phobia_adventure" if data.get("top") else "why_phobia"   # Efficiophobia: the adventure played
    cond = next((b.condition for b in card.effects if b.kind == "phobia"), None) or {}
    if cond.get("icon") == "Outside":
        return {"walking": "why_phobia_walking", "transit": "why_phobia_transit"}.get(data.get("top_state"),
                                                                                     "why_phobia_outside")
    return "why_phobia_gate" if cond.get("gate") else "why_phobia"


story = MythosStory()
