"""Every rule ID of the specs (docs/rules/*.md) is named by at least one test, in pytest or vitest: the bar's "name
the rule IDs a test checks", held for the whole spec. A test names a rule as `LS-P1` or, in a Python name,
`LS_P1`; a rule checked only under another rule's name is a gap this test reports."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# An ID ends in its number (CH-MOVE-1, LS-P1, MY-ADV-2b); "CH-COMBO-*" names a family, not a rule.
RULE_ID = re.compile(r"\b(?:LS|CH|MY)(?:-[A-Z0-9]+)*-[A-Z]*[0-9]+[a-z]?\b")
# In a Python name the ID sits between underscores (test_CH_MOVE_1_...), where \b sees no word boundary.
NAMED = re.compile(r"(?<![A-Za-z0-9])(?:LS|CH|MY)(?:[-_][A-Z0-9]+)*[-_][A-Z]*[0-9]+[a-z]?(?![A-Za-z0-9])")


def spec_ids() -> set[str]:
    """The rule IDs the three specs define or cite."""
    return {m for path in (ROOT / "docs" / "rules").glob("*.md") for m in RULE_ID.findall(path.read_text("utf-8"))}


def named_ids() -> set[str]:
    """The rule IDs named anywhere in the Python and JavaScript tests, written with dashes."""
    files = [*(ROOT / "tests").rglob("*.py"), *(ROOT / "js" / "src").rglob("*.test.js")]
    return {m.replace("_", "-") for f in files for m in NAMED.findall(f.read_text("utf-8"))}


def test_every_rule_id_of_the_specs_is_named_by_a_test():
    """All three specs: no rule without a test that names it."""
    ids = spec_ids()
    assert len(ids) > 150, "the specs' rule IDs were not found: has docs/rules moved?"
    missing = sorted(ids - named_ids())
    assert not missing, f"rule IDs no test names: {missing}"


def test_the_check_sees_a_rule_no_test_names():
    """The check can fail: a rule ID written in no test (built here at run time) is not among the named ones."""
    unheard = "-".join(("LS", "ZZ", "99"))
    assert RULE_ID.fullmatch(unheard) and unheard not in named_ids()
