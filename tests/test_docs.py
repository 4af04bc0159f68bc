"""The documentation site builds with warnings as errors, shows what the code says, and its examples run.

Code blocks fenced as ```python run here, page by page in one namespace each; blocks fenced as ```py are
shown only (they need a browser, a cluster or a file of your own).
"""
from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from html import unescape
from pathlib import Path

import pytest
import yaml

from cthulhu_widgets.games import SHIPPED, get_game

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
OWN_PAGES = sorted(p for p in DOCS.rglob("*.md") if "rules" not in p.relative_to(DOCS).parts)


def load_hooks():
    """Return the docs/hooks.py module (the site's generated blocks)."""
    spec = importlib.util.spec_from_file_location("docs_hooks", DOCS / "hooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """Build the site once with `mkdocs build --strict` and return its folder."""
    out = tmp_path_factory.mktemp("site")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    proc = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, f"mkdocs build --strict failed:\n{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}"
    return out


def text_of(page: Path) -> str:
    """Return the visible text of a built page, roughly (tags dropped, entities decoded)."""
    return unescape(re.sub(r"<[^>]+>", " ", page.read_text(encoding="utf-8")))


def test_site_has_every_page_of_the_nav(site):
    for page in ["index.html", "getting-started/index.html", "contract/index.html", "bots/index.html",
                 "simulation/index.html", "mythos-cards/index.html", "mythos-card-files/index.html",
                 "frontend/index.html"]:
        assert (site / page).is_file(), page
    for game in SHIPPED:
        for page in [f"games/{game}/index.html", f"rules/{game}/index.html", f"notebooks/{game}_tutorial/index.html"]:
            assert (site / page).is_file(), page


@pytest.mark.parametrize("game", SHIPPED)
def test_game_page_shows_every_option_from_rules_describe(site, game):
    text = text_of(site / "games" / game / "index.html")
    rows = get_game(game).Rules.describe()
    assert rows, f"{game} has no options"
    for row in rows:
        assert row["option"] in text and row["rule"] in text and row["doc"][:40] in text, row["option"]


@pytest.mark.parametrize("game, rule", [("letter", "LS-SETUP-5"), ("chaos", "CH-TEAM-1"), ("mythos", "MY-END")])
def test_rules_pages_and_tutorials_are_rendered(site, game, rule):
    assert rule in text_of(site / "rules" / game / "index.html")
    tutorial = text_of(site / "notebooks" / f"{game}_tutorial" / "index.html")
    assert "import" in tutorial and len(tutorial) > 5000, "the tutorial page lacks its code and text"


def test_card_file_reference_is_the_cards_readme(site):
    text = text_of(site / "mythos-card-files" / "index.html")
    assert "Effect blocks" in text and "Requirements" in text and "--8<--" not in text


def test_readme_binder_links_derive_from_the_one_repository_address():
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    expected = load_hooks().binder_links(config["repo_url"])
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"<!-- binder-links -->\n(.*?)\n<!-- /binder-links -->", readme, re.S)
    assert block, "README.md needs the <!-- binder-links --> … <!-- /binder-links --> block"
    assert block.group(1) == expected, f"README's Binder links are stale; the block should read:\n{expected}"


def test_binder_url_rejects_an_address_that_is_not_a_github_repository():
    hooks = load_hooks()
    assert hooks.binder_url("https://github.com/o/r", "lab") == "https://mybinder.org/v2/gh/o/r/HEAD?urlpath=lab"
    with pytest.raises(ValueError, match="GitHub repository"):
        hooks.binder_url("https://example.org/o/r", "lab")


@pytest.mark.parametrize("page", [p.relative_to(DOCS).as_posix() for p in OWN_PAGES])
def test_python_examples_of_the_page_run(page, capsys):
    blocks = re.findall(r"```python\n(.*?)```", (DOCS / page).read_text(encoding="utf-8"), re.S)
    namespace: dict = {}
    for i, code in enumerate(blocks):
        exec(compile(code, f"docs/{page} block {i + 1}", "exec"), namespace)
    capsys.readouterr()
