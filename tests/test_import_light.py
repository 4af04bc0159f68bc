"""The engines and widgets import and play without jsonschema, tornado, pandas, dask or matplotlib.

Each of those is imported only where it is needed (a save or a user's card file is checked, a room is served, a
simulation is tabulated): jsonschema's import alone takes about 4 s of CPU (its format grammar), paid by every kernel
that opens a table, and none of them is available in every Python a table can run in (issue 24: Pyodide).
"""
import json
import subprocess
import sys
import textwrap

from packaging_support import ROOT

HEAVY = ("jsonschema", "tornado", "pandas", "dask", "matplotlib")

PLAY = textwrap.dedent("""
    import json, sys
    heavy = set(sys.argv[1].split(","))

    class Blocked:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in heavy:
                raise ImportError(f"{name} is blocked in this test")

    sys.meta_path.insert(0, Blocked())
    from cthulhu_widgets.games import chaos, letter, mythos
    from cthulhu_widgets.widgets import ChaosWidget, LetterWidget, MythosWidget
    steps = {}
    for name, game in (("letter", letter), ("chaos", chaos), ("mythos", mythos)):
        state = game.new_game(3)
        n = 0
        while state.result is None and n < 60:
            state.apply(state.legal_actions()[0])
            n += 1
        steps[name] = n
    widgets = [w().step for w in (LetterWidget, ChaosWidget, MythosWidget)]
    print(json.dumps({"steps": steps, "widgets": len(widgets),
                      "loaded": sorted(m for m in heavy if m in sys.modules)}))
""")


def test_games_and_widgets_play_with_the_heavy_modules_blocked():
    proc = subprocess.run([sys.executable, "-c", PLAY, ",".join(HEAVY)], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["loaded"] == [] and out["widgets"] == 3
    assert all(n > 0 for n in out["steps"].values()), out


def test_a_save_still_checks_its_shape_when_jsonschema_is_loaded_late():
    """The lazy import keeps the errors: a save with a wrong field is refused with the field's path."""
    import pytest

    from cthulhu_widgets.core import save
    from cthulhu_widgets.core.errors import InvalidSave

    with pytest.raises(InvalidSave, match="at seed"):
        save.check({"format": save.FORMAT, "version": save.VERSION, "game": "letter", "seed": -1, "rules": {},
                    "setup": None, "actions": []}, "letter")
