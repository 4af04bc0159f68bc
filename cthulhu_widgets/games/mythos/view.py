"""Views (MY-HIDE-1) and a text picture of the table."""
from __future__ import annotations

from .card_effects import passes_to_end, remain_actions
from .combat import fights_of, hounds_of
from .left import left_of
from .conditions import storm, time_of_day
from .places import features, live_mods
from .requirements import adventure_met, adventure_pool, candidates, fills
from .values import hand_limits
from .why_not import hand_reasons

PUBLIC = "public"  # the spectators' seat: what every seat sees

def card_face(state, inst: int) -> dict:
    """Return a card instance's public face."""
    c = state.card_of(inst)
    return {"inst": inst, "id": c.id, "name": c.name, "type": c.type, "subtype": c.subtype, "value": c.value,
            "sanity": c.sanity}


class Views:
    """Mixin of State: `view(seat)` and `render()`."""

    __slots__ = ()

    def view(self, seat: str | None = None) -> dict:
        """Return what `seat` may know (MY-HIDE-1): own hand and threat; others' sizes; everything face up.

        `seat` "public" is what every seat sees (a spectator's view): no hand, no threat before it is revealed."""
        if seat is not None and seat not in self.seats and seat != PUBLIC:
            raise ValueError(f"seat must be one of {self.seats}, {PUBLIC!r} or None (designer), not {seat!r}")
        players = []
        for i, pl in enumerate(self.players):
            own = seat is None or seat == f"p{i}"
            face = lambda x: card_face(self, x)  # noqa: E731
            # the designer sees what the players cannot, flagged as hidden (ARCHITECTURE: view(None))
            secret = (lambda x: {**card_face(self, x), "hidden": True}) if seat is None else face  # noqa: E731
            inv = self.card_set.investigators[pl.inv]
            hidden = set(pl.face_down())       # with a petrified ally (still public: which card lies there)
            players.append({
                "seat": f"p{i}", "investigator": pl.inv, "sanity": pl.sanity, "points": pl.points,
                "sanity_start": inv.sanity_start, "sanity_max": inv.sanity_max, "education": inv.education,
                "languages": list(inv.languages), "hand_size": inv.hand, "hand_limits": list(hand_limits(self, i)),
                "hand": [secret(x) for x in pl.hand] if own else None, "hand_count": len(pl.hand),
                "deck_count": len(pl.deck), "discard": [face(x) for x in pl.discard],
                "story": [face(x) for x in pl.story], "top_state": pl.top_state, "gate_used": pl.gate_used,
                "location": self._location_view(i),
                "allies": [self._ally_view(a) for a in pl.allies],
                "artifacts": [{**face(a["card"]), "flipped": a["flipped"], "holder": a.get("holder"),
                               "face_down": a["card"] in hidden,
                               "petrified": self._ally_view(a["petrified"]) if a.get("petrified") else None}
                              for a in pl.artifacts],
                "tomes": [{**face(t["card"]), "spells": [face(s) for s in t["spells"]], "used": list(t["used"]),
                           "holder": t.get("holder"), "face_down": t["card"] in hidden} for t in pl.tomes],
                "events": [face(x) for x in pl.events], "phobias": [face(x) for x in pl.phobias],
                "threat": ([face(x) for x in pl.threat] if self.revealed() else [secret(x) for x in pl.threat])
                if own or self.revealed() else None, "threat_count": len(pl.threat),
                "captives": [self._ally_view(a) for a in pl.captives],
                "goo": face(pl.goo) if pl.goo is not None else None, "goo_age": pl.goo_age,
                "adventures": [face(x) for x in pl.adventures], "passed": pl.passed, "eliminated": pl.eliminated,
                "target": None if pl.target is None else f"p{pl.target}", "defenders": list(pl.defenders),
                "defends": [{"ally": d, "threat": None if d not in pl.defends else f"p{pl.defends[d]}"}
                            for d in pl.defenders],
                "assault": list(pl.assault), **self._round_state(pl),
                **({"sanity_last": dict(pl.sanity_last)} if pl.sanity_last else {}),
            })
            if own:
                players[-1]["goals"] = self._goals(i)
            if own and seat is not None:       # a seat's own hand: why each card no move names cannot be played
                players[-1]["why_not"] = hand_reasons(self, i)
            if seat is None:
                players[-1]["deck"] = [secret(x) for x in reversed(pl.deck)]   # top first
        return {"game": "mythos", "seat": seat, "round": self.round, "turn": self.turn, "to_act": self.to_act,
                "phase": self.phase if self.pending else "over", "step": self.pending.kind if self.pending else "over",
                "first_player": f"p{self.order[self.lead]}", "time_of_day": time_of_day(self), "storm": storm(self),
                "passes": self.passes, "passes_to_end": passes_to_end(self),
                "players": players, "fights": [dict(f) for f in fights_of(self)],
                "marked": list(self.marked), "result": self.result.to_dict() if self.result else None,
                **({"hounded": [dict(h) for h in hounds_of(self)]} if hounds_of(self) else {}),
                **({"left_fight": left_of(self)} if left_of(self) else {})}

    def _goals(self, p: int) -> list[dict]:
        """Return the adventures in the player's own hand (MY-ADV-1/2), each with how many cards of the player's
        adventure pool (its public cards in play and story deck) meet each printed requirement at once, one card each
        (`have`, MY-ADV-2), and whether all are met together (`ready`): only the owner's view carries them."""
        pool = adventure_pool(self, p)
        out = []
        for inst in self.players[p].hand:
            card = self.card_of(inst)
            if card.type != "adventure":
                continue
            filled = fills(self, p, card.requirements, pool, self.rules.shared_requirements)   # MY-ADV-2
            out.append({"inst": inst, "id": card.id, "have": [len(f) for f in filled],
                        "ready": adventure_met(self, p, card),
                        "notes": [self._phobia_note(p, r, pool) for r in card.requirements],
                        "cards": [[self.card_of(i).id for i in f] for f in filled],
                        "elsewhere": self._counted_elsewhere(p, card.requirements, pool, filled),
                        "wanted": self._wanted(p, inst, card.requirements, pool, filled)})
        return out

    def _wanted(self, p: int, adventure: int, reqs: list[dict], pool: list[int], filled: list[list[int]]) -> list[int]:
        """Return the cards of p's hand that would fill a line of the adventure still short once in play (MY-ADV-2): the
        table marks them "needed" before they are thrown away (newcomer review 20, mythos_en finding 5)."""
        def met(lines):
            return sum(min(len(f), r.get("count", 1)) for f, r in zip(lines, reqs))
        now, shared = met(filled), self.rules.shared_requirements
        return [i for i in self.players[p].hand
                if i != adventure and met(fills(self, p, reqs, [*pool, i], shared)) > now]

    def _counted_elsewhere(self, p: int, reqs: list[dict], pool: list[int], filled: list[list[int]]) -> list[list]:
        """Return, per requirement still short, the pool's cards that fit it but are counted on another line ({id, on:
        that line}): The Forgotten Crypt has the Cemetery icon but fills its own line (newcomer review 18, Mythos Q1);
        the pool is the seat's own public cards (MY-ADV-2)."""
        line_of = {i: j for j, f in enumerate(filled) for i in f}
        out = []
        for k, req in enumerate(reqs):
            short = len(filled[k]) < req.get("count", 1)
            seen: dict[str, int] = {}
            for i in candidates(self, p, req, pool) if short else ():
                if line_of.get(i, k) != k:
                    seen.setdefault(self.card_of(i).id, line_of[i])
            out.append([{"id": c, "on": j} for c, j in seen.items()])
        return out

    def _phobia_note(self, p: int, req: dict, pool: list[int]) -> str | None:
        """Return why phobias do or do not meet a Phobia requirement of p's adventure (MY-ADV-2; docs/rules: a phobia
        counts for the player who played it, wherever it lies; a cured one buried in a story deck counts for that
        deck's player): "yours" (one you played counts), "on_you" (one on you is an opponent's: it does not), "cure"
        (none in play: play yours on an opponent, or cure one on you), "on_you_kept" (cured phobias go to their
        owner), None for another requirement."""
        if req.get("subtype") != "Phobia" or req.get("kind", "event") != "event":
            return None
        counted = candidates(self, p, req, pool)
        if counted:
            return "phobia_yours"
        theirs = [i for i in self.players[p].phobias if self.owner[i] != p]
        if not theirs:
            return "phobia_none"
        # cured, it counts for the reader only where it is buried in the reader's deck (MY-CARD-6; review 30, mythos_en 4)
        return "phobia_on_you_kept" if self.rules.cured_phobia == "owner" else "phobia_on_you"

    def _round_state(self, pl) -> dict:
        """Return what lasts for this round or combat and a card reads (all public): an Ambush in force, the turns
        to rest (a sanitarium), an ally recruited on the Train on top (one per Train)."""
        return {"ambush": pl.ambush, "rest": pl.rest, "cure_here": bool(remain_actions(self, self.players.index(pl))),
                "recruited_on_train": pl.train_recruit is not None and bool(pl.story)
                and pl.train_recruit == pl.story[-1] and pl.top_state == "transit"}

    def _ally_view(self, a: dict) -> dict:
        face = card_face(self, a["card"])
        extra = {k: card_face(self, a[k]) if a.get(k) is not None else None for k in ("weapon", "item", "spell")}
        return {**face, **extra, "flipped": a["flipped"], "total": self.ally_value(a),
                "command": self.commands.get(a["card"], 0)}

    def _location_view(self, p: int) -> dict | None:
        """Return the current location's features as they stand now (changes by Samuel Winsor or the Tiara)."""
        here = self.arrived(p)
        if here is None:
            return None
        attributes, icons, gate = features(self, p)
        return {"inst": here, "attributes": sorted(attributes), "icons": sorted(icons), "gate": gate,
                "changed_by": [m["source"] for m in live_mods(self, p)]}

    def render(self) -> str:
        """Return a text picture of the whole table (designer's view)."""
        lines = [f"round {self.round} turn {self.turn} to_act {self.to_act} "
                 f"pending {self.pending.kind if self.pending else '-'} passes {self.passes}"]
        for i, pl in enumerate(self.players):
            top = self.card_of(pl.story[-1]).name if pl.story else "-"
            lines.append(f"p{i} {pl.inv}: sanity {pl.sanity} points {pl.points} hand {len(pl.hand)} deck "
                         f"{len(pl.deck)} at {top} ({pl.top_state}{', gate used' if pl.gate_used else ''})")
            allies = ", ".join(self.card_of(a["card"]).name
                               + (f"+{self.card_of(a['weapon']).name}" if a["weapon"] is not None else "")
                               for a in pl.allies)
            lines.append(f"   allies: {allies or '-'}  threat: {len(pl.threat)}  story: {len(pl.story)}")
        if self.result:
            lines.append(f"result: {self.result.outcome} ({self.result.cause}) scores {list(self.result.scores)}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.render()
