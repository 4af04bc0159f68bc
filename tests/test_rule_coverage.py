"""Rule traceability: every rule ID of the Letter spec is named by at least one test."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "docs" / "rules" / "letter.md"
SHARED = ROOT.parent / "shared" / "rules" / "letter.md"
ID = re.compile(r"\bLS-[A-Z]+(?:-?\d+)?\b")


def rule_ids(text: str) -> set[str]:
    """Return the rule IDs of a spec; a heading ID with numbered children (LS-CHECK) is left out."""
    found = set(ID.findall(text))
    return {i for i in found if not any(j != i and j.startswith(i) for j in found)}


def named_in_tests() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").glob("test_*.py")
                     if p.name != Path(__file__).name)


def test_package_rules_doc_has_the_spec_ids():
    """docs/rules/letter.md carries every rule ID of the shared spec (when the shared folder is beside us)."""
    ours = rule_ids(SPEC.read_text(encoding="utf-8"))
    assert len(ours) > 50
    if SHARED.exists():
        assert rule_ids(SHARED.read_text(encoding="utf-8")) <= ours


def test_every_rule_id_is_named_by_a_test():
    """The list of uncovered IDs must stay empty (names may use - or _: LS-P1 or LS_P1)."""
    tests = named_in_tests()
    uncovered = sorted(i for i in rule_ids(SPEC.read_text(encoding="utf-8"))
                       if not re.search(re.escape(i).replace(r"\-", "[-_]") + r"(?![0-9])", tests))
    assert uncovered == []


def test_every_option_and_every_end_cause_has_a_scenario():
    """Each Rules option is set to a non-default value, and each end cause asserted, in some scenario test."""
    import dataclasses

    from cthulhu_widgets.games import letter

    scenarios = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").glob("test_letter_*.py"))
    missing = []
    for f in dataclasses.fields(letter.Rules):
        others = [v for v in f.metadata["allowed"] if v != f.default][:3]
        values = [re.escape(repr(v)) for v in others] + [re.escape(f'"{v}"') for v in others]
        if isinstance(f.default, int) and not isinstance(f.default, bool):
            values.append(r"[a-z_]\w*")  # a parametrized value
        if not re.search(rf'["\']?{f.name}["\']?\s*[:=]\s*({"|".join(values)})', scenarios):
            missing.append(f.name)
    assert missing == []
    assert [c for c in letter.CAUSES if f'"{c}"' not in scenarios] == []
