"""After the game (issue 26): the widget's `analysis()` draws the win chance per decision with the decisive moment
marked, and a replay file written with `analysis=True` shows the same under its timeline. Letter games only (a
few re-deals per decision): each test is a second or two of CPU."""
from __future__ import annotations

import html
import re

from cthulhu_widgets.analysis.after import analyse
from cthulhu_widgets.analysis.chart import svg
from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.match import Match
from cthulhu_widgets.replay import html_text
from cthulhu_widgets.widgets.letter import LetterWidget


def _played(seed: int = 5) -> Match:
    m = Match.new("letter", seed=seed)
    m.step({"player": make_bot("heuristic", "letter", 0)}, n=200)
    return m


def test_LS_SETUP_9_the_widget_s_analysis_draws_the_decisive_moment():
    """LS-SETUP-9: a finished Letter table's `analysis()` (8 re-deals per decision) is a chart with the best move's
    and the played move's win chances, the decisive moment annotated, and one line per decision."""
    w = LetterWidget(seed=5)
    w.bots = {"player": make_bot("heuristic", "letter", 0)}
    w.step(200)
    assert w.state.result is not None
    a = w.analysis(budget=8)
    fig = a.plot()
    ax = fig.axes[0]
    assert len(ax.lines) >= 2 and ax.get_ylabel() == "win chance"
    assert any(t.get_text() == "decisive" for t in ax.texts) == (a.decisions[a.decisive].drop > 0)
    assert len(a.best_moves()) == len(a.decisions) and a._repr_png_().startswith(b"\x89PNG")


def test_LS_SETUP_9_a_replay_written_with_analysis_shows_it_under_its_timeline():
    """LS-SETUP-9: `analysis=True` adds the analysis section (chart and best moves) after the replay's table; the
    default file has none."""
    m = _played()
    page = html_text(m, seat="player", analysis=True)
    assert page.index('id="cw-replay"') < page.index('id="cw-analysis"') < page.index("<script")
    a = analyse(m, "player")
    assert svg(a.to_dict()) in page and ("class=\"decisive\"" in page) == (a.decisions[a.decisive].drop > 0)
    assert all(html.escape(line) in page for line in a.best_moves())
    assert "_" not in "".join(d.played_text + d.best_text for d in a.decisions)   # worded as the table words moves
    assert 'id="cw-analysis"' not in html_text(m, seat="player")


def test_MY_ROUND_1_and_CH_MAP_3_search_games_are_analysed_with_their_error_bars():
    """MY-ROUND-1, CH-MAP-3 (hidden hands, decks and bombs): a heuristic Mythos game and the first 120 steps of a
    CHAOS game analysed with 4 ISMCTS iterations per decision (kept small: ~2 s of CPU): 'search' values in [0, 1],
    a standard error stated for each, the decisive moment the largest drop."""
    for game, seats, steps in (("mythos", ("p0", "p1"), 400), ("chaos", ("A1", "A2", "B1", "B2"), 120)):
        m = Match.new(game, seed=1)
        m.step({s: make_bot("heuristic", game, i) for i, s in enumerate(seats)}, n=steps)
        a = analyse(m, seats[0], budget=4)
        assert a.method == "search" and a.decisions, game
        assert all(0 <= d.played_value <= 1 and 0 <= d.best_value <= 1 and d.error >= 0 for d in a.decisions)
        assert a.decisions[a.decisive].drop == max(d.drop for d in a.decisions)


def test_LS_SETUP_9_CH_HIDE_3_MY_ROUND_1_the_analysis_speaks_every_language_of_its_game():
    """Issue 26 (after the game, in play mode's languages): the analysis's words, the notebook's / replay's heading,
    chart and list, are in the table's language — Letter en / zh (Traditional) / ja, CHAOS zh (Simplified), Mythos
    ja — the moves worded as that table words them; every sentence exists in every script."""
    from cthulhu_widgets.analysis.chart import section
    from cthulhu_widgets.analysis.sentences import SENTENCES

    assert all(set(words) == set(SENTENCES["en"]) for words in SENTENCES.values())
    cases = (("letter", ("player",), "zh", "賽後分析", "你走的一步"), ("letter", ("player",), "ja", "対局後の分析", "選んだ手"),
             ("chaos", ("A1", "A2", "B1", "B2"), "zh", "赛后分析", "你走的一步"),
             ("mythos", ("p0", "p1"), "ja", "対局後の分析", "選んだ手"))
    for game, seats, lang, heading, line in cases:
        m = Match.new(game, seed=1)
        m.step({s: make_bot("heuristic", game, i) for i, s in enumerate(seats)}, n=120)
        a = analyse(m, seats[0], budget=3, lang=lang)
        page = re.sub(r"<[^>]+>", " ", section(a.to_dict(), a.best_moves()))   # the words a reader sees
        assert heading in page and all(line in text for text in a.best_moves()), (game, lang)
        for english in ("played", "best", "decisive", "After the game", "step", "re-deals", "iterations"):
            assert english not in page, (game, lang, english)
    w = LetterWidget(seed=5, lang="ja")
    w.bots = {"player": make_bot("heuristic", "letter", 0)}
    w.step(200)
    assert all("選んだ手" in line for line in w.analysis(budget=3).best_moves()), "the table's language"
