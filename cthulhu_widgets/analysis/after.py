"""After the game: one seat's decisions gone through with hints, the decisive moment found, drawn as a chart.

`analyse(match, seat, budget)` takes a Match (or a save: a dict, JSON text or a path) and, at each decision of
`seat` with a choice, computes the hint there (hint.py: re-deals of what the seat could not see then, never the true
cards): the win chance before the decision (the best move's value), after it (the played move's value), the drop
between them and the best move. The decisive moment is the largest drop. Each value is an estimate over `budget`
re-deals (Letter, solved exactly) or ISMCTS samples (CHAOS, Mythos), with its standard error stated.
"""
from __future__ import annotations

import io
from dataclasses import asdict, dataclass
from pathlib import Path

from .hint import BUDGETS, hint
from .sentences import say

AFTER_BUDGETS = {"letter": 24, "chaos": 60, "mythos": 60}   # per decision; a CHAOS seat takes ~60 decisions a game


@dataclass(frozen=True)
class Decision:
    """One decision of the seat: the position's index (`step`), the move played and the best move (their ids and
    estimated win chances), `drop` = best - played, and `error`: the standard error of the played move's value."""

    step: int
    played: str
    played_value: float
    best: str
    best_value: float
    drop: float
    error: float
    choices: int
    played_text: str = ""    # the moves as the table words them (the frame's sentence), in the analysis's language
    best_text: str = ""


class Analysis:
    """A seat's game gone through: `decisions` (Decision), `decisive` (index into them of the largest drop, None
    without a decision), the method and budget. In a notebook it shows a chart and the table of best moves."""

    def __init__(self, game: str, seat: str, method: str, budget: int, decisions: list[Decision], lang: str = "en"):
        self.game, self.seat, self.method, self.budget, self.decisions = game, seat, method, budget, decisions
        self.lang = lang    # the language of its words (best_moves, the notebook's view): one the game speaks
        drops = [d.drop for d in decisions]
        self.decisive = max(range(len(drops)), key=lambda i: (drops[i], -i)) if drops else None

    def to_dict(self) -> dict:
        """Return the analysis as JSON-able data (a replay file carries it)."""
        return {"game": self.game, "seat": self.seat, "method": self.method, "budget": self.budget,
                "lang": self.lang, "decisive": self.decisive, "decisions": [asdict(d) for d in self.decisions]}

    def best_moves(self) -> list[str]:
        """Return one line per decision, in the analysis's language: what was played, what the best move was and
        their win chances, the played move's with its standard error; the decisive one marked."""
        out, words = [], lambda key, **data: say(self.game, self.lang, key, **data)   # noqa: E731
        for i, d in enumerate(self.decisions):
            mark = words("decisive_line") if i == self.decisive and d.drop > 0 else ""
            verdict = (words("same") if d.played == d.best or d.drop <= 0
                       else words("best", best=d.best_text or d.best, value=f"{d.best_value:.0%}"))
            out.append(words("line", step=d.step, played=d.played_text or d.played, value=f"{d.played_value:.0%}",
                             error=f"{d.error:.0%}", verdict=verdict) + mark)
        return out

    def plot(self, ax=None):
        """Draw the win chance before and after each decision, the decisive moment marked; return the figure."""
        import matplotlib
        if ax is None:
            matplotlib.use("Agg", force=False)
            import matplotlib.pyplot as plt
            fig, ax = plt.subplots(figsize=(7, 3))
        else:
            fig = ax.figure
        steps = [d.step for d in self.decisions]
        ax.plot(steps, [d.best_value for d in self.decisions], "o--", color="#7a8", label="best move")
        ax.errorbar(steps, [d.played_value for d in self.decisions], yerr=[d.error for d in self.decisions],
                    fmt="o-", color="#c84", capsize=3, label="move played (± 1 s.e.)")
        if self.decisive is not None and self.decisions[self.decisive].drop > 0:
            d = self.decisions[self.decisive]
            ax.annotate("decisive", (d.step, d.played_value), xytext=(0, -22), textcoords="offset points",
                        ha="center", color="#c33", arrowprops={"arrowstyle": "->", "color": "#c33"})
        ax.set_ylim(-0.05, 1.05)
        ax.set_xlabel("step")
        ax.set_ylabel("win chance")
        ax.set_title(f"{self.game}: {self.seat}'s decisions ({self._how()})")
        ax.legend(loc="best", fontsize=8)
        fig.tight_layout()
        return fig

    def _how(self) -> str:
        return (f"exact over {self.budget} re-deals" if self.method == "exact"
                else f"ISMCTS, {self.budget} iterations")

    def _png(self) -> bytes:
        import matplotlib.pyplot as plt
        fig = self.plot()
        buf = io.BytesIO()
        fig.savefig(buf, format="png", dpi=90)
        plt.close(fig)
        return buf.getvalue()

    def _repr_png_(self) -> bytes:
        return self._png()

    def _repr_html_(self) -> str:
        """The notebook's view: the replay file's (chart.section): the chart as inline SVG, the error bars drawn,
        the decisive moment marked, and the list of best moves."""
        from .chart import section

        return section(self.to_dict(), self.best_moves())

    def __repr__(self) -> str:
        return f"Analysis({self.game}, seat={self.seat!r}, {len(self.decisions)} decisions, {self._how()})"


def _match(game):
    from ..match import Match

    if isinstance(game, Match):
        return game
    if isinstance(game, (str, Path)) and not str(game).lstrip().startswith("{") and Path(game).exists():
        return Match.load(game)
    return Match.from_dict(game)


def _texts(module, state, lang: str) -> dict:
    """Return move id -> the move's sentence as the seat's table words it (frames), for the legal moves of `state`."""
    try:
        return {m["id"]: m.get("text") or m["id"] for m in module.legal(state, state.legal_actions(), lang)}
    except Exception:   # a frame module that cannot word this position: the ids stand
        return {}


def analyse(game, seat: str | None = None, budget: int | None = None, seed: int = 0, lang: str = "en") -> Analysis:
    """Return the analysis of `seat`'s decisions (default: the first seat a person plays) in a Match or a save
    (dict, JSON text or path), `budget` re-deals or ISMCTS iterations per decision (None: AFTER_BUDGETS); its
    words and the moves (as the table words them) in `lang`, English where the game does not speak it."""
    from ..frames import frame_module
    from ..games import get_spec

    match = _match(game)
    name = match.game.NAME
    seats = tuple(getattr(match.state, "seats", match.game.SEATS))
    seat = seat or next(s for s in seats if s not in match.game.AUTOMATA)
    if seat not in seats or seat in match.game.AUTOMATA:
        raise ValueError(f"seat must be one of the seats people play ({', '.join(seats)}), not {seat!r}")
    budget = AFTER_BUDGETS.get(name, BUDGETS.get(name, 50)) if budget is None else budget
    lang = lang if lang in get_spec(name).languages else "en"
    decisions, method = [], "exact" if name == "letter" else "search"
    words = frame_module(name)
    for i, action in enumerate(match.actions):
        state = match.state_at(i)
        if state.to_act != seat or len(state.legal_actions()) < 2:
            continue
        h = hint(state, seat, budget, seed + i)
        played, best = h.moves[str(action)], h.moves[h.best]
        pv, bv = played.value or 0.0, best.value or 0.0
        texts = _texts(words, state, lang)
        decisions.append(Decision(i, str(action), pv, h.best, bv, round(bv - pv, 4), played.error or 0.0,
                                  len(h.moves), texts.get(str(action), ""), texts.get(h.best, "")))
    return Analysis(name, seat, method, budget, decisions, lang)
