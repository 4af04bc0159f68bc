"""The after-game analysis in a real browser (issue 26), for all three games: a teacher's notebook cell
`table.analysis()` in Voilà, and a replay file written with `analysis=True` opened from disk. Both draw the win
chance per decision (best move and move played), the played move's error bar (± one standard error), the decisive
moment marked on the chart and in the list, and "what the best move was" at each of the seat's decisions in words;
the heading states the method (Letter exact over re-deals, CHAOS and Mythos ISMCTS with the error bar). One Voilà
server for the file; heuristic games of seed 1 analysed at small budgets (seconds of CPU)."""
import pytest

from analysis_support import notebook, voila_folder
from browser_support import ARTIFACTS

pytestmark = pytest.mark.browser

WIDGETS = {"letter": "LetterWidget", "chaos": "ChaosWidget", "mythos": "MythosWidget"}
BUDGET = {"letter": 8, "chaos": 6, "mythos": 6}
PLAY = """from cthulhu_widgets import widgets
from cthulhu_widgets.bots import make_bot

def played(name, game):
    table = getattr(widgets, name)(seed=1)
    seats = tuple(getattr(table.state, "seats", table.match.game.SEATS))
    table.bots = {s: make_bot("heuristic", game, i) for i, s in enumerate(seats) if s not in table.match.game.AUTOMATA}
    table.step(5000)
    return table
"""
READ = """() => { const s = document.querySelector('#cw-analysis'); if (!s) return null;
    const box = s.querySelector('svg')?.getBoundingClientRect();
    return {heading: s.querySelector('h3')?.textContent ?? '', polylines: s.querySelectorAll('svg polyline').length,
            errors: s.querySelectorAll('svg line.error').length, marked: s.querySelectorAll('svg circle.decisive').length,
            label: [...s.querySelectorAll('svg text')].some(t => t.textContent === 'decisive'),
            items: [...s.querySelectorAll('li')].map(l => l.textContent),
            decisive: [...s.querySelectorAll('li.decisive')].map(l => l.textContent),
            w: box?.width ?? 0, h: box?.height ?? 0}; }"""


def played(game: str):
    space: dict = {}
    exec(PLAY, space)
    return space["played"](WIDGETS[game], game)


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """Yield (browser, Voilà's URL, folder): the three notebooks are in the folder, the replays are written there."""
    folder = tmp_path_factory.mktemp("analysis")
    notebooks = {game: notebook(PLAY + f"table = played({name!r}, {game!r})", f"table.analysis(budget={BUDGET[game]})")
                 for game, name in WIDGETS.items()}
    with voila_folder(folder, notebooks, "voila_analysis.log") as (browser, url):
        yield browser, url, folder


def read_view(browser, url: str, shot: str) -> dict:
    page = browser.new_page(viewport={"width": 1100, "height": 900})
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url, timeout=120_000)
    page.wait_for_function(f"({READ})()?.items.length > 0", timeout=180_000)
    view = page.evaluate(READ)
    page.locator("#cw-analysis").screenshot(path=str(ARTIFACTS / shot))
    page.close()
    assert errors == []
    return view


def check(view: dict, game: str, analysis) -> None:
    """The view draws `analysis` (analysis.Analysis) whole: chart, error bars, decisive moment, best moves."""
    n = len(analysis.decisions)
    assert view["w"] > 300 and view["h"] > 100, "the chart is drawn"
    assert view["polylines"] == 2 and view["errors"] == n, "best move and move played per decision, with error bars"
    assert analysis.decisions[analysis.decisive].drop > 0
    assert view["marked"] == 1 and view["label"], "the decisive moment is marked on the chart"
    assert view["items"] == analysis.best_moves() and len(view["items"]) == n
    assert view["decisive"] == [analysis.best_moves()[analysis.decisive]]
    assert any("best: " in line for line in view["items"]), "what the best move was, in words"
    assert all("_" not in line.split(": ", 1)[1] for line in view["items"]), "moves worded as the table words them"
    if game == "letter":
        assert f"exact over {BUDGET[game]} re-deals" in view["heading"]
    else:
        assert f"ISMCTS, {BUDGET[game]} iterations" in view["heading"] and "± one standard error" in view["heading"]
        assert all(" ± " in line for line in view["items"]), "each value's error bar stated"


@pytest.mark.parametrize("game", list(WIDGETS))
def test_LS_SETUP_9_CH_HIDE_3_MY_ROUND_1_the_analysis_in_a_notebook_cell_and_in_a_replay(site, game):
    """Issue 26 (after the game), LS-SETUP-9 / CH-HIDE-3 / MY-ROUND-1 (each decision judged over re-deals of what
    the seat could not see then): the teacher's cell `table.analysis()` in Voilà and the replay file written with
    `analysis=True` both show the whole analysis of the first seat's decisions."""
    from cthulhu_widgets.replay import write_html

    browser, url, folder = site
    table = played(game)
    assert table.state.result is not None
    analysis = table.analysis(budget=BUDGET[game])
    check(read_view(browser, f"{url}/voila/render/{game}.ipynb", f"analysis_voila_{game}.png"), game, analysis)
    path = write_html(table.match, folder / f"{game}.html", seat=table.seat, analysis=True, budget=BUDGET[game])
    check(read_view(browser, path.as_uri(), f"analysis_replay_{game}.png"), game, analysis)
