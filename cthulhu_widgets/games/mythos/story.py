"""Where a player stands (MY-LOC, MY-CLAR-4/6): the story deck's top, playing a location (upright, walking,
after a Car or a Train), arriving, and uniqueness of locations in play (MY-CARD-9)."""
from __future__ import annotations

from ...core.actions import Action
from .card_effects import on_arrival
from .effects import handles
from .movement import entry_allowed, rain_forces_walking, travel_dimension, travel_kind, walk_only_exit
from .places import dimension, same_region, same_subregion

STAY = Action("stay")


class Story:
    """Mixin of State: the story deck and the current location."""

    __slots__ = ()

    def current(self, p: int):
        """Return the instance on top of the player's story deck (location or travel event), or None."""
        story = self.players[p].story
        return story[-1] if story else None

    def arrived(self, p: int) -> int | None:
        """Return the current location if the player stands at it upright, else None (walking counts as Outside)."""
        pl = self.players[p]
        return pl.story[-1] if pl.story and pl.top_state == "upright" else None

    def _last_location(self, p: int):
        for inst in reversed(self.players[p].story):
            if self.card_of(inst).type == "location":
                return inst
        return None

    def _top_left(self, p: int, by: dict | None = None) -> None:
        """MY-CLAR-6: a card left the top of the story deck, so where the player stands is decided again at once:
        an uncovered location is current (upright, no arrival effects: effects §5 n6); an uncovered travel event
        or any other card, or nothing, leaves no current location until the player arrives (MY-CLAR-4). `by`: {by:
        the card} when another seat's card took the top (card_effects._by)."""
        pl = self.players[p]
        pl.top_state = "upright" if pl.story and self.card_of(pl.story[-1]).type == "location" else "none"
        pl.gate_used = pl.top_state == "upright" and pl.story[-1] in pl.upside_down   # MY-ZONE-3: as it was left
        if pl.top_state == "upright":
            self._ev("MY-CLAR-6", "uncovered", player=f"p{p}", card=self.card[pl.story[-1]], **(by or {}))
        else:
            self._ev("MY-CLAR-6", "no_location", player=f"p{p}", **(by or {}))

    def _take_from_story(self, p: int, inst: int, by: dict | None = None) -> None:
        """Take a card out of p's story deck; if it was the top, the location state follows (MY-CLAR-6)."""
        story = self.players[p].story
        was_top = story[-1] == inst
        if was_top:
            self._keep_orientation(p)
        story.remove(inst)
        if was_top:
            self._top_left(p, by)

    def _keep_orientation(self, p: int) -> None:
        """Before the top card is covered or moved: an arrived location whose gate was used stays upside-down
        (MY-ZONE-3), so it is still used should it become current again (MY-CLAR-6, review 23 mythos_ja 6)."""
        pl = self.players[p]
        if pl.story and pl.top_state == "upright" and pl.gate_used and pl.story[-1] not in pl.upside_down:
            pl.upside_down.append(pl.story[-1])

    def _location_mode(self, p: int, inst: int) -> str | None:
        """Return how a location would be played: "upright", "walking", or None when it needs travel."""
        pl = self.players[p]
        new = self.card_of(inst)
        here = self.card_of(pl.story[-1]) if pl.top_state == "upright" else None
        if any(b.rule == "entry_requires" for b in new.effects):
            # N'kai: walked into from an Underground current location (never first), never reached by travel
            walks = here is not None and entry_allowed(self, p, inst) and dimension(here) == dimension(new)
            return "walking" if walks else None
        if pl.top_state == "none":
            return "upright"                               # MY-LOC-1
        if walk_only_exit(self, p):                        # N'kai is left only by walking (in its dimension)
            return "walking" if dimension(here) == dimension(new) else None
        if pl.top_state == "transit":
            return "upright" if self._reaches(p, new) else None   # MY-LOC-5: the travel brings it upright
        base = pl.story[-1]
        if pl.top_state == "walking":                      # MY-LOC-4: abandoning the walk
            below = [i for i in pl.story[:-1] if self.card_of(i).type == "location"]
            base = below[-1] if below else None
            if base is None:
                return "upright"
        old = self.card_of(base)
        if not same_region(new, old) or new.region == "Exotic Location" or old.region == "Exotic Location":
            return None                                    # MY-LOC-5: another region or dimension needs travel
        if "City" in new.attributes and "City" in old.attributes and not rain_forces_walking(self) and (
                self.rules.city_hop == "same_region" or same_subregion(new, old)):
            return "upright"                               # MY-LOC-3
        return "walking"                                   # MY-LOC-2

    def _journey(self, p: int) -> tuple[str | None, str | None] | None:
        """MY-LOC-5: return where the travel event on top carries the player, (dimension, region), None for any: a
        travel block naming a dimension reaches any region of it; a Car or Train keeps to the region of the last
        location, in its dimension (any dimension with `cross_dimensions`). None: no location to set out from."""
        to = travel_dimension(self.card_of(self.current(p)))
        if to is not None:
            return to, None
        base = self._last_location(p)
        if base is None:
            return None
        card = self.card_of(base)
        return (None if self.rules.cross_dimensions else dimension(card)), card.region

    def _reaches(self, p: int, new) -> bool:
        """Return whether the journey on top brings the player upright to location card `new` (MY-LOC-5): one of
        its dimension and region, or an Exotic location of its dimension; anywhere with nowhere to set out from."""
        journey = self._journey(p)
        if journey is None:
            return True
        to, region = journey
        return to in (None, dimension(new)) and (region in (None, new.region) or new.region == "Exotic Location")

    def _play_location(self, p: int, inst: int) -> None:
        pl = self.players[p]
        mode = self._location_mode(p, inst)
        # why an upright play arrives at once, said in its line (review 30, mythos_en 9: the bot "arrives" in the turn
        # it plays, the reader walks): a journey's end (MY-LOC-5) or a City hop (MY-LOC-3), not the first location
        how = "travel" if pl.top_state == "transit" else None if pl.top_state == "none" else self._hop_how()
        if pl.top_state == "walking":
            walked = pl.story.pop()
            pl.discard.append(walked)
            self._ev("MY-LOC-4", "walk_abandoned", player=f"p{p}", card=self.card[walked])
        self._supersede(p, inst)
        self._keep_orientation(p)
        pl.upside_down = [i for i in pl.upside_down if i != inst]   # a location played anew is upright
        pl.story.append(inst)
        if mode == "upright":
            self._arrive(p, "MY-LOC-1" if len(pl.story) == 1 else "MY-LOC-3", how)
        else:
            pl.top_state = "walking"
            self._ev("MY-LOC-2", "walking", player=f"p{p}", card=self.card[inst])

    def _hop_how(self) -> str:
        """Return how a City hop reaches (MY-LOC-3, option city_hop): within one city, or within the region."""
        return "hop_region" if self.rules.city_hop == "same_region" else "hop"

    def _arrive(self, p: int, rule: str, how: str | None = None) -> None:
        """The top location becomes current: upright, its gate unused, its Sanity applied (MY-LOC-6); `how` says why
        it is at once (a City hop, a journey's end)."""
        pl = self.players[p]
        pl.top_state, pl.gate_used = "upright", False
        card = self.card_of(pl.story[-1])
        self._ev(rule, "arrives", player=f"p{p}", card=card.id, **({"how": how} if how else {}))
        self._gain(p, card.sanity, "MY-LOC-6", card.id)
        if self.result is None:
            on_arrival(self, p, pl.story[-1])

    def _car_actions(self, p: int, kind: str = "car") -> list[Action]:
        """After a Car any location of the region; after a Train, in the same turn, only a station that allows it
        (movement_rule)."""
        out = [Action("play", card=i) for i in self.players[p].hand
               if self.card_of(i).type == "location" and self._location_mode(p, i) == "upright"
               and (kind == "car" or self._after_train(i))]
        return out + [STAY]

    @handles("movement_rule", "on_play", lambda card, b: b.rule == "same_turn_after" and b.get("card") == "train")
    def _after_train(self, inst: int) -> bool:
        return any(b.is_("movement_rule", rule="same_turn_after") and b.get("card") == "train"
                   for b in self.card_of(inst).effects)

    def _car_location(self, p: int, action) -> None:
        """MY-LOC-5 (Car): a location of the region may be played upright in the same turn."""
        if action.kind == "play":
            self.players[p].hand.remove(action["card"])
            self._play_location(p, action["card"])
        else:
            self._ev("MY-LOC-5", "in_transit", player=f"p{p}")
        self._next_turn()

    def _train_journey(self, p: int) -> tuple[str | None, str | None] | None:
        """Return the (dimension, region) a Train carries the player through while it may still recruit an ally
        there (MY-LOC-5: one per Train; _journey), else None."""
        pl = self.players[p]
        top = self.current(p)
        if pl.top_state != "transit" or travel_kind(self.card_of(top)) != "train" or pl.train_recruit == top:
            return None
        return self._journey(p)

    def _supersede(self, p: int, inst: int) -> None:
        """MY-CARD-9: a location is unique in a player's play; a newly played copy supersedes the old one, which
        leaves the story deck for its owner's discard pile (docs/rules/mythos.md §12)."""
        title = self.card_of(inst).name
        for old in [i for i in self.players[p].story
                    if self.card_of(i).type == "location" and self.card_of(i).name == title]:
            self.players[p].story.remove(old)              # the new copy goes on top at once
            self._to_discard(old)
            self._ev("MY-CARD-9", "superseded", player=f"p{p}", card=self.card[old])
