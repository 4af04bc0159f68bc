"""Run Python as the static play pages' Pyodide does: anywidget and ipywidgets cannot be imported, so the package's
lite stand-in (cthulhu_widgets.lite) drives the widget."""
import json
import subprocess
import sys
import textwrap

from packaging_support import ROOT

WITHOUT_WIDGETS = textwrap.dedent("""
    import json, sys
    class Blocked:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in {"anywidget", "ipywidgets"}:
                raise ImportError(f"{name} is blocked in this test")
    sys.meta_path.insert(0, Blocked())
    from cthulhu_widgets import lite
""")


def run_lite(body: str):
    """Return the JSON the last line `body` (indented code using `lite`, `json`) prints, run without the widgets."""
    script = WITHOUT_WIDGETS + textwrap.dedent(body)
    proc = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])
