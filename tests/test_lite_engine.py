"""The static page's engine entry (cthulhu_widgets.lite, issue 24) without anywidget, ipywidgets or jsonschema: the
real GameWidget behind the stand-in answers each command with one synced message, as a kernel would.

Rules on the way: a Letter game played by its bots reaches its end (LS-END-1); undo takes back the seat's own
decision (fair undo); watching hands the seat to its bot; a finished game replays; a new deal starts at step 0.
"""
import json
import subprocess
import sys
import textwrap

from packaging_support import ROOT

SCRIPT = textwrap.dedent("""
    import json, sys
    blocked = {"anywidget", "ipywidgets", "jsonschema", "tornado", "comm", "IPython"}

    class Blocked:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in blocked:
                raise ImportError(f"{name} is blocked in this test")

    sys.meta_path.insert(0, Blocked())
    from cthulhu_widgets import lite
    out = {"start": json.loads(lite.start("letter"))}
    cmd = lambda **c: json.loads(lite.command(json.dumps(c)))
    first = out["start"]["legal"][0]
    out["act"] = cmd(cmd="act", id=first[0], step=0)
    out["undo"] = cmd(cmd="undo")
    out["lang"] = cmd(cmd="lang", value="zh")
    out["bad"] = cmd(cmd="nope")
    out["watch"] = cmd(cmd="watch", on=True)
    ends = []
    for _ in range(200):
        answer = cmd(cmd="bot_step") or cmd(cmd="fast_forward")
        ends += [m for m in answer if m.get("banner")]
        if ends:
            break
    out["ends"] = ends
    out["replay"] = cmd(cmd="replay", index=1)
    out["restart"] = cmd(cmd="restart")
    out["loaded"] = sorted(m for m in blocked - {"anywidget"} if m in sys.modules)
    out["stand_in"] = sys.modules["anywidget"].AnyWidget.__module__
    print(json.dumps(out))
""")


def test_LS_END_1_the_lite_entry_plays_letter_without_anywidget_one_message_per_command():
    proc = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["loaded"] == [] and out["stand_in"] == "cthulhu_widgets.lite.shim"
    start = out["start"]
    assert start["game"] == "letter" and start["step"] == 0 and start["seed"] is None and start["deal"]
    assert start["legal"] and start["view"]
    # a player's table as the play notebooks' (review 29, room_en 3: designer controls in the course)
    assert start["mode"] == "play" and start["can_reveal"] is False and start["delay_ms"] == 700 and start["fit_screen"]
    assert len(out["act"]) == 1 and out["act"][0]["step"] >= 1 and out["act"][0]["error"] == ""
    assert len(out["undo"]) == 1 and out["undo"][0]["step"] == 0
    assert out["lang"][0]["lang"] == "zh"
    assert len(out["bad"]) == 1 and "unknown command" in out["bad"][0]["error"]
    assert out["watch"][0]["watch"] is True and out["watch"][0]["legal"] == []   # the bot plays the seat
    assert out["ends"] and out["ends"][-1]["banner"]["title"]
    assert out["replay"][0]["replay"]["step"] == 1                                  # the finished game's replay
    assert out["restart"][0]["step"] == 0 and out["restart"][0]["banner"] == {}
