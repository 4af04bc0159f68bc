"""Match.to_html: one self-contained replay file per match; a seat's replay holds only what that seat saw. Every
registered game (the three and the tests' toy duel) is replayed from its first seat a person plays."""
import json
import re

import pytest

from cthulhu_widgets.frames import Frames
from cthulhu_widgets.games import GAMES, SHIPPED, get_spec
from cthulhu_widgets.replay import deltas, record
from replay_support import played
BLOCK = re.compile(r'<script type="application/json" id="cw-replay-(\w+)">(.*?)</script>', re.S)


def blocks(text: str) -> dict:
    """Return the replay's data blocks (meta, catalog, steps) as JSON text, by name."""
    return {name: body for name, body in BLOCK.findall(text)}


def expand(steps: list) -> list:
    """Return the full steps from the recorded changes (as js/src/replay/frames.js does: each step's log the whole
    story so far, joined from the lines each step added)."""
    out, before = [], None
    for delta in steps:
        if before is None:
            before = {**delta, "log_lines": delta["log_lines"], "log_from": 0}
        else:
            view = {**before["view"], **delta.get("view", {})}
            for key in delta.get("view_drop", []):
                del view[key]
            lines = before["log_lines"]
            if "log_from" in delta:
                lines = lines[:delta["log_from"]] + delta.get("log_lines", [])
            before = {"view": view, "log_lines": lines, "log_from": 0, "banner": delta.get("banner", before["banner"])}
        out.append(before)
    return out


@pytest.fixture(scope="module", params=list(GAMES))
def replays(request, tmp_path_factory):
    """Return (match, seat replay text, design replay text) of a whole heuristic game."""
    game = request.param
    match = played(game)
    out = tmp_path_factory.mktemp(game)
    index = match.index
    seat = match.to_html(out / "seat.html", seat=get_spec(game).humans[0]).read_text("utf-8")
    design = match.to_html(out / "design.html", seat=None).read_text("utf-8")
    assert match.index == index, "writing a replay does not move the match"
    return match, seat, design


def test_the_file_is_self_contained(replays):
    for text in replays[1:]:
        assert "://" not in text                      # no URL of any kind: nothing to fetch
        assert not re.search(r"\b(src|href|srcset|action)\s*=", text, re.I)
        assert not re.search(r"<(link|iframe|img|object|embed)\b", text, re.I)
        assert "@import" not in text and "url(" not in text
        assert text.count("<script") == 4             # three data blocks and the inline bundle
        assert "default-src 'none'" in text           # and the page may not fetch anything anyway
        assert set(blocks(text)) == {"meta", "catalog", "steps"}


def test_every_step_is_what_the_widget_synced(replays):
    match, seat_text, design_text = replays
    game = match.game.NAME
    for text, mode in ((seat_text, "play"), (design_text, "design")):
        data = blocks(text)
        meta, steps = json.loads(data["meta"]), expand(json.loads(data["steps"]))
        assert meta["mode"] == mode and meta["game"] == game
        assert len(steps) == len(match) + 1
        assert "\"legal\":" not in data["steps"]       # nothing to click in a replay (a story line may say "legal")
        viewer = get_spec(game).humans[0] if mode == "play" else None
        for i in (0, len(match) // 2, len(match)):
            view = Frames(game).view(match.state_at(i), viewer)   # the frame's view (Mythos: card faces compact)
            assert steps[i]["view"] == json.loads(json.dumps(view)), f"step {i}"
        assert steps[-1]["banner"]["title"]
        assert ("rule" in steps[-1]["banner"]) == (mode == "design")
    assert json.loads(blocks(seat_text)["meta"])["seed"] is None   # the seed would re-deal every hidden card
    assert json.loads(blocks(design_text)["meta"])["seed"] == match.state_at(0).seed


def test_deltas_expand_to_the_recorded_steps():
    match = played("chaos")
    steps = record(match, seat="B2")["steps"]
    whole = expand(deltas(steps))
    assert [{**s, "log_lines": None, "log_from": None} for s in whole] == \
        [{**s, "log_lines": None, "log_from": None} for s in steps]
    assert all(w["log_lines"] == [line for s in steps[:i + 1] for line in s["log_lines"]]   # the story so far
               for i, w in enumerate(whole))


def hidden_at(match, i: int, viewer: str) -> set[str]:
    """Return the card ids in other seats' hands at step `i` that the viewer's view at that step does not show."""
    shown = set(re.findall(r'"(\w+)"', json.dumps(match.state_at(i).view(viewer))))  # known cards too
    hands = match.state_at(i).view(None)["hands"]
    return {c["id"] for s, h in hands.items() if s != viewer for c in h["cards"] or []} - shown


def test_a_chaos_seat_replay_holds_no_hidden_card_of_another_seat(tmp_path):
    match = played("chaos")
    seat = blocks(match.to_html(tmp_path / "a1.html", seat="A1").read_text("utf-8"))
    design = blocks(match.to_html(tmp_path / "design.html").read_text("utf-8"))
    seat_steps, design_steps = expand(json.loads(seat["steps"])), expand(json.loads(design["steps"]))
    checked = 0
    for i in range(len(match) + 1):
        hidden = hidden_at(match, i, "A1")
        # card ids also name the catalog's card texts: look at what the step holds
        text, designed = json.dumps(seat_steps[i]), json.dumps(design_steps[i])
        for card in hidden:
            assert f'"{card}"' not in text, f"{card} of another seat is in A1's replay at step {i}"
            assert f'"{card}"' in designed
        checked += len(hidden)
        assert all(seat_steps[i]["view"]["hands"][s]["cards"] is None for s in ("A2", "B1", "B2"))
    assert checked > 100
    assert "hands" not in seat["meta"] and '"cards"' not in seat["meta"]


def test_a_letter_seat_replay_holds_no_deck_order(tmp_path):
    match = played("letter")
    deck = [c["id"] for c in match.state_at(0).view(None)["deck"]["cards"]]
    seat = blocks(match.to_html(tmp_path / "player.html", seat="player").read_text("utf-8"))
    design = blocks(match.to_html(tmp_path / "design.html").read_text("utf-8"))
    for step in expand(json.loads(seat["steps"])):
        assert all(set(c) == {"hidden"} for c in step["view"]["deck"]["cards"]), "a deck card's face in a seat replay"
        assert all(set(c) == {"hidden"} or not c.get("hidden") for c in step["view"]["opponent"].get("cards") or [])
    first = expand(json.loads(design["steps"]))[0]["view"]["deck"]["cards"]
    assert [c["id"] for c in first] == deck                        # the designer sees the order


def test_bad_arguments_raise_a_clear_value_error(tmp_path):
    letter, chaos, mythos = played("letter"), played("chaos"), played("mythos")
    with pytest.raises(ValueError, match="automaton"):
        letter.to_html(tmp_path / "x.html", seat="opponent")
    with pytest.raises(ValueError, match="seat=None"):
        chaos.to_html(tmp_path / "x.html", seat="C3")
    with pytest.raises(ValueError, match="p0, p1"):
        mythos.to_html(tmp_path / "x.html", seat="p3")          # a two-player game has no p3
    with pytest.raises(ValueError, match="lang"):
        chaos.to_html(tmp_path / "x.html", seat="A1", lang="fr")
    assert not (tmp_path / "x.html").exists()


def test_language_and_title(tmp_path):
    match = played("chaos")
    text = match.to_html(tmp_path / "zh.html", seat="B1", lang="zh", title="A <game>").read_text("utf-8")
    assert '<html lang="zh">' in text and "<title>A &lt;game&gt;</title>" in text
    meta = json.loads(blocks(text)["meta"])
    assert meta["lang"] == "zh" and meta["seat"] == "B1"
    steps = expand(json.loads(blocks(text)["steps"]))
    assert any(re.search(r"[\u4e00-\u9fff]", line["text"]) for s in steps for line in s["log_lines"])


def test_the_docs_hook_embeds_a_replay_per_game_page(tmp_path):
    import importlib.util

    from replay_support import ROOT

    spec = importlib.util.spec_from_file_location("replays_hook", ROOT / "docs" / "replays_hook.py")
    hook = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hook)
    for game in SHIPPED:
        page = (ROOT / "docs" / "games" / f"{game}.md").read_text("utf-8")
        assert f"<!-- replay:{game} -->" in page
    frame = hook.iframe("chaos", "games/chaos/")
    assert 'src="../../replays/chaos.html"' in frame and "<iframe" in frame
    with pytest.raises(ValueError, match="no replay"):
        hook.iframe("go", "games/go/")
    hook.on_post_build({"site_dir": str(tmp_path)})
    assert sorted(p.name for p in (tmp_path / "replays").iterdir()) == sorted(f"{game}.html" for game in SHIPPED)


def test_to_html_passes_the_analysis_budget_on(tmp_path, monkeypatch):
    """Match.to_html hands write_html its analysis and budget unchanged (issue 26: the replay's analysis budget)."""
    from cthulhu_widgets import replay
    seen = {}
    monkeypatch.setattr(replay, "write_html", lambda match, path, **kw: seen.update(kw) or path)
    match = played("letter")
    match.to_html(tmp_path / "r.html", seat="player", analysis=True, budget=7)
    assert seen["analysis"] is True and seen["budget"] == 7
