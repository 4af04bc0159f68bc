"""mkdocs hooks (mkdocs.yml `hooks:`): what the site takes from the code instead of repeating it.

- The games are the package's GameSpecs (`cthulhu_widgets.games.specs(shipped=True)`): each has a tutorial and an app.
- The tutorials are pages straight from notebooks/ (no copies to go stale).
- `<!-- rules-table:GAME -->` becomes the options table of `GAME.Rules.describe()`, as in the README.
- `<!-- binder-links -->` becomes the Binder badges, built from mkdocs.yml's `repo_url` (the one place the
  public address is written); tests/test_docs.py checks the README's copy of the block against it.
"""
from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import quote

from mkdocs.plugins import event_priority
from mkdocs.structure.files import File

from cthulhu_widgets.games import specs

ROOT = Path(__file__).resolve().parents[1]
GAMES = specs(shipped=True)
TUTORIALS = tuple(f"{game.name}_tutorial.ipynb" for game in GAMES)
RULES_TABLE = re.compile(r"<!-- rules-table:(\w+) -->")
BINDER_LINKS = "<!-- binder-links -->"
COLUMNS = ("option", "default", "allowed", "rule", "doc")
# What each Binder link opens: (label, urlpath). The server's root is the repository (binder/README.md).
BINDER_TARGETS = [("JupyterLab: the gallery", "lab/tree/notebooks/index.ipynb"),
                  *((f"Voilà: {game.title}", f"voila/render/notebooks/play_{game.name}.ipynb") for game in GAMES)]


def binder_url(repo_url: str, urlpath: str) -> str:
    """Return the mybinder.org address that builds `repo_url` (a GitHub repository) and opens `urlpath`."""
    match = re.fullmatch(r"https://github\.com/([\w.-]+/[\w.-]+?)/?", repo_url or "")
    if not match:
        raise ValueError(f"repo_url must be a GitHub repository address like https://github.com/OWNER/NAME, "
                         f"not {repo_url!r} (mkdocs.yml)")
    return f"https://mybinder.org/v2/gh/{match.group(1)}/HEAD?urlpath={quote(urlpath, safe='')}"


def binder_links(repo_url: str) -> str:
    """Return the Binder badges as a markdown list, one per target (the README holds the same block)."""
    return "\n".join(f"- [![Binder](https://mybinder.org/badge_logo.svg)]({binder_url(repo_url, path)}) {label}"
                      for label, path in BINDER_TARGETS)


def rules_table(game: str) -> str:
    """Return the markdown options table of a game's rules (option, default, allowed, rule, doc)."""
    from cthulhu_widgets.games import get_game

    return get_game(game).Rules.describe().columns(*COLUMNS).to_markdown()


@event_priority(100)  # before mkdocs-jupyter's on_files, which turns the .ipynb files into pages
def on_files(files, config):
    """Add the tutorial notebooks from notebooks/ as pages under notebooks/."""
    for name in TUTORIALS:
        if not (ROOT / "notebooks" / name).exists():
            raise FileNotFoundError(f"notebooks/{name} is missing; the docs nav (mkdocs.yml) shows it")
        files.append(File(f"notebooks/{name}", str(ROOT), config["site_dir"], config["use_directory_urls"]))
    return files


def on_page_markdown(markdown, page, config, files):
    """Fill the generated blocks of a page: options tables and Binder badges."""
    markdown = RULES_TABLE.sub(lambda m: rules_table(m.group(1)), markdown)
    return markdown.replace(BINDER_LINKS, binder_links(config["repo_url"]))
