"""The README's promises: the options table is generated from Rules.describe(), the example runs."""
import re
from pathlib import Path

from cthulhu_widgets.games.letter import Rules

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


def test_readme_options_table_matches_rules_describe():
    table = re.search(r"<!-- rules-table:letter -->\n(.*?)\n<!-- /rules-table:letter -->", README, re.S).group(1)
    assert table == Rules.describe().columns("option", "default", "allowed", "rule", "doc").to_markdown()


def test_readme_shows_the_two_commands():
    assert "make demo" in README and "make test" in README


def test_readme_example_runs(capsys):
    code = re.search(r"## Example.*?```python\n(.*?)```", README, re.S).group(1)
    assert len(code.strip().splitlines()) <= 14
    exec(compile(code, "README example", "exec"), {})
    assert "Result(outcome=" in capsys.readouterr().out
