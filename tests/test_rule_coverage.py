"""Rule traceability: every rule ID of each game's spec is named by at least one test."""
import re
from pathlib import Path

import pytest

from cthulhu_widgets.games import specs

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "docs" / "rules" / "letter.md"
SHARED = ROOT.parent / "shared" / "rules" / "letter.md"
ID = re.compile(r"\bLS-[A-Z]+(?:-?\d+)?\b")
# The package's games (each has docs/rules/<game>.md): the pattern of their rule IDs, from the spec's rule prefix.
GAMES = {spec.name: rf"\b{spec.rule_prefix}-[A-Z]+(?:-?\d+)?\b" for spec in specs(shipped=True)}


def rule_ids(text: str, pattern=ID) -> set[str]:
    """Return the rule IDs of a spec; a heading ID with numbered children (LS-CHECK) is left out."""
    found = set(re.findall(pattern, text))
    return {i for i in found if not any(j != i and j.startswith(i) for j in found)}


def named_in_tests() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").glob("test_*.py")
                     if p.name != Path(__file__).name)


@pytest.mark.parametrize("game", GAMES)
def test_package_rules_doc_has_the_spec_ids(game):
    """docs/rules/<game>.md carries every rule ID of the shared spec (when the shared folder is beside us)."""
    ours = rule_ids((ROOT / "docs" / "rules" / f"{game}.md").read_text(encoding="utf-8"), GAMES[game])
    assert len(ours) > 40
    shared = ROOT.parent / "shared" / "rules" / f"{game}.md"
    if shared.exists():
        assert rule_ids(shared.read_text(encoding="utf-8"), GAMES[game]) <= ours


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_id_is_named_by_a_test(game):
    """The list of uncovered IDs must stay empty (names may use - or _: LS-P1 or LS_P1)."""
    tests = named_in_tests()
    spec = (ROOT / "docs" / "rules" / f"{game}.md").read_text(encoding="utf-8")
    uncovered = sorted(i for i in rule_ids(spec, GAMES[game])
                       if not re.search(re.escape(i).replace(r"\-", "[-_]") + r"(?![0-9])", tests))
    assert uncovered == []


@pytest.mark.parametrize("game", GAMES)
def test_every_option_and_every_end_cause_has_a_scenario(game):
    """Each Rules option is set to a non-default value, and each end cause asserted, in some scenario test."""
    import dataclasses

    from cthulhu_widgets.games import get_game

    module = get_game(game)
    scenarios = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").glob(f"test_{game}_*.py"))
    missing = []
    for f in dataclasses.fields(module.Rules):
        others = [v for v in f.metadata["allowed"] if v != f.default][:3]
        values = [re.escape(repr(v)) for v in others] + [re.escape(f'"{v}"') for v in others]
        if isinstance(f.default, int) and not isinstance(f.default, bool):
            values.append(r"[a-z_]\w*")  # a parametrized value
        if not re.search(rf'["\']?{f.name}["\']?\s*[:=]\s*({"|".join(values)})', scenarios):
            missing.append(f.name)
    assert missing == []
    assert [c for c in module.CAUSES if f'"{c}"' not in scenarios] == []
