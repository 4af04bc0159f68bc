"""The action catalogue: every action a game's deciding seats can ever be offered, as one fixed, finite list.

Index `i` of a catalogue is the same action in every state of that game (and of every rules variant), so a
policy's output layer, a legal action mask and OpenSpiel's / PettingZoo's `Discrete` action ids all mean the same
thing. Each game's list is built from the engine's own tables (card kinds and effect rows, cards, combos, the
map's cells, the deck's card instances), never from play; `tests/test_rl_catalogue.py` checks on seeded games
that every legal action has exactly one index.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, product
from types import SimpleNamespace

import numpy as np

from ..core.actions import Action


@dataclass(frozen=True)
class Catalogue:
    """A fixed tuple of distinct actions and the index of each."""

    game: str
    actions: tuple
    index: dict

    @classmethod
    def of(cls, game: str, actions) -> Catalogue:
        """Return the catalogue of `actions` (duplicates dropped, order kept)."""
        unique = tuple(dict.fromkeys(actions))
        return cls(game, unique, {a: i for i, a in enumerate(unique)})

    def __len__(self) -> int:
        return len(self.actions)

    def ids(self, legal) -> list[int]:
        """Return the sorted catalogue ids of `legal`; an action outside the catalogue raises KeyError."""
        try:
            return sorted(self.index[a] for a in legal)
        except KeyError as e:
            raise KeyError(f"{e.args[0]} is not in the {self.game} action catalogue ({len(self)} actions)") from None

    def mask(self, legal) -> np.ndarray:
        """Return the legal action mask: an int8 vector, 1 at the id of every action in `legal`."""
        out = np.zeros(len(self.actions), dtype=np.int8)
        out[self.ids(legal)] = 1
        return out


def catalogue(game: str, state=None) -> Catalogue:
    """Return the catalogue of `game` ("letter", "chaos", "mythos"); CHAOS reads the map's size and Mythos its
    card instances from `state` (a new game of the same setup; by default the default one)."""
    if game == "letter":
        return letter_catalogue()
    if game == "chaos":
        return chaos_catalogue(state)
    if game == "mythos":
        from .mythos_catalogue import mythos_catalogue
        return mythos_catalogue(state)
    raise ValueError(f"no action catalogue for {game!r}; games with one: letter, chaos, mythos")


def letter_catalogue() -> Catalogue:
    """Letter: the engine's play lists for every card kind under every fact they depend on (madness, protection,
    a second card, a deck, the Braincase set aside), with either Investigators value list; then every named value
    (`guess`) and every side of an answer (`answer`). The opponent's automaton moves are not decisions."""
    from ..games.letter.cards import KINDS
    from ..games.letter.legal import _card_actions

    values = (0, 2, 3, 4, 5, 6, 7, 8)          # LS-P1: the union of both `guess_values` options
    stub = SimpleNamespace(guess_values=lambda: values)
    plays = [a for kind in KINDS for facts in product((False, True), repeat=5)
             for a in _card_actions(stub, kind.id, *facts)]
    return Catalogue.of("letter", plays + [Action("guess", value=v) for v in values]
                        + [Action("answer", side=s) for s in ("hand", "deck")])


def chaos_catalogue(state=None) -> Catalogue:
    """CHAOS: aimed moves and picks on every cell of the map, plays (with each target seat or Mischief mode),
    combo starts, joins, reactions and covers by the combo and cover tables, every declared time (three cards of
    one suit), pushes and the fixed answers (stay, stop, end, decline, pass, jump, spin)."""
    from ..games import chaos
    from ..games.chaos.cards import CARDS, COMBOS, FUNCTION, STARTABLE, SUIT
    from ..games.chaos.cover import COVERING
    from ..games.chaos.decisions import DIRECTIONS

    state = state if state is not None else chaos.new_game(0, events=False)
    rows, cols = state.view(None)["map"]["rows"], state.view(None)["map"]["cols"]
    cells = [(r, c) for r in range(1, rows + 1) for c in range(1, cols + 1)]
    out = [Action(kind, row=r, col=c) for kind in ("move", "pick") for r, c in cells]
    targeted = {"amnesia", "prank", "possession"}
    for card in CARDS:
        f = FUNCTION[card]
        out.append(Action("play", card=card))
        out += [Action("play", card=card, target=t) for t in chaos.SEATS if f in targeted]
        out += [Action("play", card=card, mode=m) for m in ("relocate", "plant") if f == "mischief"]
    out += [Action("combo", combo=c, card=card) for c in STARTABLE for card in CARDS if FUNCTION[card] in COMBOS[c]]
    out += [Action("join", card=card) for card in CARDS]
    out += [Action("react", card=card) for card in CARDS if FUNCTION[card] in COMBOS["C4"]]
    out += [Action("cover", card=card) for card in CARDS if FUNCTION[card] in COVERING]
    for suit in dict.fromkeys(SUIT.values()):
        for trio in combinations(sorted(c for c in CARDS if SUIT[c] == suit), 3):
            out += [Action("declare_time", time=t, cards="+".join(trio)) for t in ("midnight", "dawn")]
    out += [Action("push", dir=d) for d in DIRECTIONS]
    out += [Action(kind) for kind in ("stay", "stop", "end", "decline", "pass", "jump", "spin")]
    return Catalogue.of("chaos", out)
