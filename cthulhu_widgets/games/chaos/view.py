"""Views: what each seat may know (CH-HIDE), the designer's full view, and a text picture."""
from __future__ import annotations

from .cards import card_dict
from .seats import SEATS as SEAT_NAMES
PUBLIC = "public"  # the spectators' seat: what every seat sees


def _cell(cell):
    return None if cell is None else [cell[0] + 1, cell[1] + 1]


def _public_map(m) -> dict:
    """Return the map's view with 1-based cells, like every other cell of the view."""
    v = m.view()
    one = lambda cell: [cell[0] + 1, cell[1] + 1]  # noqa: E731
    return {**v, "base": 1, "obstacles": [one(c) for c in v["obstacles"]], "gate": one(v["gate"]),
            "spawns": {s: one(c) for s, c in v["spawns"].items()},
            "dice_rows": [r + 1 for r in v["dice_rows"]], "dice_cols": [c + 1 for c in v["dice_cols"]]}


class Views:
    """Mixin of State: `view(seat)` and `render()`."""

    __slots__ = ()

    def known_bombs(self, seat: str) -> set:
        """Return the bomb cells `seat` knows of now (Checkup, Mischief, C5 vision; CH-HIDE-1/2)."""
        if seat in self.vision:
            return self.bombs | self.temp_bombs
        return self.known[seat] & (self.bombs | self.temp_bombs)

    def sees_piece(self, seat, other: str) -> bool:
        """Return whether `seat` sees `other`'s piece (a vanished ghost hides from the other team, CH-G5)."""
        return seat is None or other not in self.vanish or self.team(other) == self.team(seat)

    def view(self, seat: str | None = None) -> dict:
        """Return a JSON-able dict of what `seat` may know; None is the designer's view of everything, "public"
        what every seat sees (a spectator's view: hands as sizes, no bomb, no vanished ghost's cell). No bomb: which
        bombs another seat knows is private too (CH-HIDE-2), so even a bomb all four know is not shown.

        Cells are 1-based [row, col] as chaos.md writes them. In the designer view, items some seat may not see
        carry hidden: true (a bomb not every seat knows, the Dawn anchor of a vanished ghost).
        """
        if seat is not None and seat not in SEAT_NAMES and seat != PUBLIC:
            raise ValueError(f"seat must be one of {SEAT_NAMES}, {PUBLIC!r} or None (designer), not {seat!r}")
        design, public = seat is None, seat == PUBLIC
        pieces = [self._piece_view(s, seat) for s in SEAT_NAMES]
        hands = {}
        for s in SEAT_NAMES:
            own = design or s == seat
            hands[s] = {"count": len(self.hand[s]),
                        "cards": [card_dict(c) for c in self.hand[s]] if own else None}
        view = {
            "game": "chaos", "seat": seat, "round": self.round, "turn": self.turn, "to_act": self.to_act,
            "phase": self.pending.kind if self.pending else "over", "prompt": self._prompt(seat),
            "map": _public_map(self.map), "gate_open": self.gate_open, "key": _cell(self.key),
            "bombs": self._bombs_view(seat),
            "checked": [] if design or public else self._checks_view(seat),
            "vision": sorted(self.vision),
            "pieces": pieces, "hands": hands,
            "known_cards": {} if design or public else {
                h: sorted(c for c, holder in self.card_seen[seat].items() if holder == h)
                for h in sorted(set(self.card_seen[seat].values()))},
            "order": list(self.order), "direction": self.direction, "first_team": self.first_team,
            # the seats that play the next turns, as the engine will bring them (newcomer review 13, desk finding 1:
            # the front end guessed the seat after the one to act, blind to a turn taken in a combo or lost)
            "next_seats": self.upcoming(),
            "turn_in_round": self.turn_in_round,
            "time": self._time_view(),
            "decks": {role: {"count": len(self.decks[role]), "discard": [card_dict(c) for c in self.discards[role]]}
                      for role in ("patient", "ghost")},
            "combo": self._combo_view(),
            "cover": None if self.cover is None else {"leader": self.cover["leader"], "partner": self.cover["partner"],
                                                      "card": card_dict(self.cover["card"])},
            "extra_steps": self.extra,
            # the round the game ends in a draw (CH-WIN-2; 0: none): the header shows it (review 7: a newcomer at round
            # 33 could not tell whether the game would ever end)
            "max_rounds": self.rules.max_rounds,
            "result": self.result.to_dict() if self.result else None,
        }
        if design:
            view["checked_by"] = {s: self._checks_view(s) for s in SEAT_NAMES}
        return view

    def upcoming(self, n: int = 3, direction: int | None = None) -> list[str]:
        """Return the next `n` seats to play a turn after the current one, in the order State._next_turn brings
        them: the cycle in its direction (CH-TEAM-3, CH-P1; `direction` another one), a turn already taken in a combo
        passed over (CH-COMBO-1), a lost turn not played (CH-MOVE-4). The round's end clears the combo's turns, as
        _end_round."""
        from .state import TURNS_PER_ROUND   # state imports this module

        if self.result is not None:
            return []
        step = self.direction if direction is None else direction
        idx, in_round, done, lost, out = self.idx, self.turn_in_round, set(self.done), set(self.skip), []
        for _ in range(4 * (n + 2)):
            if len(out) == n:
                break
            in_round += 1
            if in_round == TURNS_PER_ROUND:
                in_round, done = 0, set()
            idx = (idx + step) % 4
            seat = self.order[idx]
            if seat in done:
                continue
            if seat in lost:          # its turn opens and is skipped at once
                lost.discard(seat)
                continue
            out.append(seat)
        return out

    def round_rest(self, direction: int | None = None) -> list[str]:
        """Return the seats whose turn still opens this round, in the order State._next_turn brings them (its slots left
        in the round, a turn taken in a combo passed over); `direction` another order's (a reversal's preview)."""
        from .state import TURNS_PER_ROUND   # state imports this module

        step = self.direction if direction is None else direction
        idx, out = self.idx, []
        for _ in range(self.turn_in_round + 1, TURNS_PER_ROUND):
            idx = (idx + step) % 4
            if self.order[idx] not in self.done:
                out.append(self.order[idx])
        return out

    def turns_lost(self, direction: int | None = None) -> list[str]:
        """Return the seats no turn of this round is left for, as _end_round will tell (CH-P1: a reversal gave their
        slot to a seat that played already); `direction` another order's, as round_rest."""
        rest = self.round_rest(direction)
        return [s for s in self.order if s not in self.acted and s not in rest]

    def _checks_view(self, seat: str) -> list:
        """Return `seat`'s Checkup marks; a ✓ an enemy's hidden plant since may have changed carries doubt and the
        Checkup's round ("no bomb at round r; may have changed": review 10 finding 1, CH-G2, CH-HIDE-2)."""
        unsure = self.unsure_clear(seat)
        # each mark says when its latest Checkup was (review 17, finding 2: a later Checkup of a cell renews it)
        when = lambda c: {"round": self.checked_round[seat].get(c, self.round), "turn": self.checked_turn[seat].get(c, 0)}  # noqa: E731
        marks = [{"cell": _cell(c), "bomb": b, **when(c), **({"doubt": True, "round": unsure[c]} if c in unsure else {})}
                 for c, b in sorted(self.checked[seat].items())]
        # a ✗ that may have been a temporary bomb now gone stays as a grey "✗?" of its round (newcomer review 19,
        # room finding 2: the ✗ vanished and the seat later walked onto the bomb)
        marks += [{"cell": _cell(c), "bomb": True, "doubt": True, "round": r}
                  for c, r in sorted(self.doubt[seat].items()) if c not in self.checked[seat]]
        return sorted(marks, key=lambda m: m["cell"])

    def _piece_view(self, s: str, seat) -> dict:
        """Return `s`'s piece as `seat` sees it: its cell (None while it hides from `seat`, CH-G5) and the timed
        effects on it, each with the turns it still covers (CH-DUR-1): protection, Vanish (its path for those who
        see it), C1's following, and its Dawn anchor (CH-TIME-3) for those who see the ghost."""
        visible = s not in self.vanish if seat == PUBLIC else self.sees_piece(seat, s)
        entry = {"seat": s, "team": self.team(s), "role": self.role[s],
                 "cell": _cell(self.pos[s]) if visible else None, "vanished": s in self.vanish,
                 "protected": s in self.protected, "skips_next": s in self.skip}
        hidden = self._hidden_plants(s, seat)
        if hidden:   # an enemy's live temporary bombs the reader cannot see: their count, never their cells
            entry["hidden_bombs"] = hidden
        if s in self.protected:
            entry["protection_turns_left"] = self._turns_left(s, self.protected[s])
        if s in self.vanish:
            (clock, end), start, path = self.vanish[s]
            entry["vanish_turns_left"] = self._turns_left(clock, end)
            if visible:
                entry["path"] = [_cell(c) for c in path]
                entry["vanish_start"] = _cell(start)
            else:   # what the other team knows: where it vanished (the public "vanished" event) and its turns since
                entry["last_seen"] = _cell(start)
                entry["hidden_turns"] = self.own_turns[clock] - (end - self.rules.effect_rounds - 1)
        if s in self.follow:
            leader, end = self.follow[s]
            entry["follows"] = {"leader": leader, "turns_left": self._turns_left(leader, end)}
        anchor = self.anchor.get(s) if self.time and self.time[0] == "dawn" and self.role[s] == "ghost" else None
        if anchor is not None and visible:
            entry["dawn_anchor"] = {"cell": _cell(anchor), **({"hidden": True} if seat is None and s in self.vanish else {}),
                                    **self._off_dawn_lines(s, anchor)}
        return entry

    def _off_dawn_lines(self, s: str, anchor) -> dict:
        """CH-TIME-3: a ghost pushed off both of its Dawn lines may step only back onto one ("back"), or, with no
        neighbour cell on them, not at all until Dawn ends ("stuck"); {} on a line (newcomer review 20, chaos_en 7 and
        chaos_ja 5: 'A2 · Dawn line: row 8 · column c' while A2 stood on d7, with no word why)."""
        (r, c), (ar, ac) = self.pos[s], anchor
        if r == ar or c == ac:
            return {}
        return {"off": "back" if self._own_move_options(s) else "stuck"}

    def _hidden_plants(self, planter: str, seat) -> dict:
        """Return {n, until} while `planter`'s Mischief bombs stand and `seat` cannot see them all, else {}: the story
        tells everyone "B1 plants two temporary bombs" and that they go (CH-G2, CH-DUR-3); a Checkup ✗ of the seat's
        team is not hidden. A bomb set off since is public, whose it was is not (CH-HIDE-2), so each blast lowers only
        the floor, `low` (newcomer review 21, chaos_en 4: "2 hidden" stood after one went off; review 19, room 3). The
        plant stands as the table saw it (`stands`) until its public end, even when all its bombs went off: the line
        going or its count falling then told which blasts were the planter's (round AL, the lead's read-through); two
        Mischiefs of one turn read "2–4": whether they chose the same cells is the planter's secret too."""
        stand = self.stands.get(planter)
        if stand is None or seat is None or seat == PUBLIC or self.team(planter) == self.team(seat) or seat in self.vision:
            return {}
        # a bomb the seat found by Checkup may be one of them or not: the count stays (newcomer review 24, AL4: it fell
        # by one and told the seat which of its finds was the enemy's plant, CH-HIDE-2)
        n, low = stand.bombs, max(0, stand.most - stand.blasts)
        if n <= 0:
            return {}
        return {"n": n, **({"low": low} if low < n else {}), "until": self.rules.plant_duration}

    def _bombs_view(self, seat) -> list[dict]:
        """Return the bombs `seat` knows (all for the designer, none for the public), temporary ones with their
        planter for the planter's team (CH-G2 tells it the cells, CH-HIDE-2) and the designer."""
        if seat is None or (self.result is not None and seat != PUBLIC):
            # the game over, no secret is left: every seat sees every bomb (review 29, room_zh 9, 116)
            cells = sorted(self.bombs | self.temp_bombs)
        else:
            cells = [] if seat == PUBLIC else sorted(self.known_bombs(seat))
        out = []
        for c in cells:
            planter = self.plant_owner.get(c) if c in self.temp_bombs else None
            # a plant is told as one only to who knows it is (newcomer review 24, AL4: an enemy's Checkup ✗ showed as
            # temporary and told the seat which find was the plant, CH-P2, CH-HIDE-2)
            told = planter is None or seat is None or seat in self.vision or self.team(seat) == self.team(planter) \
                or self.result is not None
            entry = {"cell": _cell(c), "temporary": c in self.temp_bombs and told}
            if planter is not None and (seat is None or self.team(seat) == self.team(planter)):
                entry["planter"] = planter
            if seat is None and not all(c in self.known_bombs(x) for x in SEAT_NAMES):
                entry["hidden"] = True
            out.append(entry)
        return out

    def _turns_left(self, seat: str, end: int) -> int:
        """Return how many of `seat`'s turns after its current (or last) one an effect ending as `seat`'s turn number
        `end` opens still covers (CH-DUR-1): 0 means until that seat's next turn."""
        return end - self.own_turns[seat] - 1

    def _prompt(self, seat):
        p = self.pending
        if p is None:
            return None
        if seat is not None and seat != self.to_act:
            return {"kind": p.kind}  # another seat's choices in progress stay private
        return p.prompt(self)

    def _time_view(self):
        """Return the time of day: its kind, the seat whose turns count it (CH-DUR-1) and how many more of that
        seat's turns it covers after the current one."""
        if self.time is None:
            return None
        kind, seat, end = self.time
        return {"kind": kind, "seat": seat, "turns_left": self._turns_left(seat, end)}

    def _combo_view(self):
        c = self.combo
        if c is None:
            return None
        return {"combo": c["combo"], "team": c["team"], "leader": c["leader"], "partner": c["partner"],
                "cards": {s: card_dict(x) for s, x in c["cards"].items()},
                "reaction": {s: card_dict(x) for s, x in c["reaction"].items()},
                "effect": c["effect"], "reflect": c.get("reflect")}

    def render(self) -> str:
        """Return a text picture of the board (designer's view): pieces, bombs (*), key (k), gate (G/g)."""
        rows = []
        marks = {self.pos[s]: s for s in SEAT_NAMES}
        for r in range(self.map.rows):
            line = []
            for c in range(self.map.cols):
                cell = (r, c)
                if cell in marks:
                    s = marks[cell]
                    ch = s[0] if self.role[s] == "patient" else s[0].lower()
                    line.append(ch + ("~" if s in self.vanish else s[1]))
                elif cell == self.map.gate:
                    line.append("G " if self.gate_open else "g ")
                elif cell in self.map.obstacles:
                    line.append("##")
                elif cell in self.bombs or cell in self.temp_bombs:
                    line.append("* " if cell in self.bombs else "+ ")
                elif cell == self.key:
                    line.append("k ")
                else:
                    line.append(". ")
            rows.append(" ".join(line))
        hands = "  ".join(f"{s}({self.role[s][0]}):{','.join(self.hand[s]) or '-'}" for s in SEAT_NAMES)
        pending = self.pending.text() if self.pending else "-"
        head = (f"round {self.round} turn {self.turn} to_act {self.to_act} pending {pending}"
                f" time {self.time[0] if self.time else '-'} dir {self.direction:+d}")
        tail = f"result: {self.result.outcome} ({self.result.cause})" if self.result else ""
        return "\n".join([head, *rows, hands] + ([tail] if tail else []))
