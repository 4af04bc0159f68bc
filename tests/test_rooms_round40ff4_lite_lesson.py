"""Review 37, room_en: the lobby's "★ CHAOS · Lesson 2" link (…/learn/chaos.html?learn=1&lesson=2) opens lesson 2
where the static play pages serve the course too: the page's engine entry deals the lesson its address asks."""
import json
import subprocess
import sys
import textwrap

from packaging_support import ROOT

SCRIPT = textwrap.dedent("""
    import json, sys
    class Blocked:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in {"anywidget", "ipywidgets"}:
                raise ImportError(f"{name} is blocked in this test")
    sys.meta_path.insert(0, Blocked())
    from cthulhu_widgets import lite
    one = json.loads(lite.start("chaos", "en", 0, True))["coach"]
    two = json.loads(lite.start("chaos", "en", 0, True, 2))["coach"]
    letter = json.loads(lite.start("letter", "en", 0, True, 2))["coach"]
    print(json.dumps({"one": one.get("text"), "two": two.get("text"), "letter": bool(letter.get("text"))}))
""")


def test_review37_room_en_the_static_page_deals_chaos_s_lesson_2_when_its_address_asks_it():
    proc = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["one"] and out["two"] and out["one"] != out["two"] and out["letter"]
