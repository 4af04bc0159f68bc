"""Newcomer review 14 (round S), CHAOS front end: the frames js/src/chaos/round15s.test.js lays out.

Finding 1 (phone, ja): two pieces in one cell and the spawn labels overlapped so neither read.
Finding 2 (phone): a 5-card hand lay at the screen's foot, cut, on the reader's turn.
Finding 3 (desk, 1280x800): the table ran past its 800 px window.
"""
from pathlib import Path

from conftest import check_fixture
from test_chaos_round14r import payload

from cthulhu_widgets.widgets import ChaosWidget

HERE = Path(__file__).resolve().parents[1] / "js" / "src" / "chaos"
FIVE = ["amnesia_skull", "protection_skull", "schizophrenia_skull", "schizophrenia_eye", "sprint_eye"]


def crowded(lang: str) -> dict:
    """A1's turn, five cards in hand; A1 and A2 share A2's spawn (b8), B1 and B2 share h2 (B2's spawn), so spawn
    labels and crowded pieces meet."""
    w = ChaosWidget(seed=5, seat="A1", lang=lang, setup={
        "first": "A", "start": "A1", "pieces": {"A1": [8, 2], "A2": [8, 2], "B1": [2, 8], "B2": [2, 8]},
        "hands": {"A1": FIVE, "A2": ["prank_eye"], "B1": ["sprint_moon"], "B2": ["prank_moon"]}})
    return payload(w)


def phases(lang: str) -> dict:
    """Frames of several phases for one seat: the start (a move), the cards after a move, time cards on offer."""
    out = {}
    w = ChaosWidget(seed=5, seat="A1", lang=lang, setup={
        "first": "A", "start": "A1",
        "hands": {"A1": ["amnesia_skull", "protection_skull", "schizophrenia_skull", "schizophrenia_eye", "sprint_eye"],
                  "A2": ["protection_eye"], "B1": ["sprint_moon"], "B2": ["prank_moon"]}})
    out["start"] = payload(w)
    w.play("stay")
    out["cards"] = payload(w)   # combos and time cards on offer with three Skull cards in hand
    return out


def mixed(lang: str) -> dict:
    """A1's turn with one card of each patient function (four Moon cards: the time cards' own choice), its partner
    with cards for combos: the move, then the cards phase."""
    w = ChaosWidget(seed=5, seat="A1", lang=lang, setup={
        "first": "A", "start": "A1",
        "hands": {"A1": ["amnesia_moon", "checkup_moon", "protection_moon", "schizophrenia_moon", "sprint_eye"],
                  "A2": ["schizophrenia_eye", "prank_eye"], "B1": ["sprint_moon"], "B2": ["prank_moon"]}})
    out = {"start": payload(w)}
    w.play("stay")
    out["cards"] = payload(w)
    return out


def without_catalog(frames: dict, catalogs: list) -> dict:
    """Return `frames` (a payload, or a dict of them) with each payload's catalog taken out into `catalogs`."""
    if "view" in frames:
        catalogs.append(frames["catalog"])
        return {k: v for k, v in frames.items() if k != "catalog"}
    return {k: without_catalog(v, catalogs) for k, v in frames.items()}


def test_round15s_fixture():
    """The frames, CHAOS's catalog kept once (round X, X5: every frame's is the same, and fifteen copies were 95 % of a
    1.66 MB file each JS test that reads it parsed); js/src/chaos/round15s_frames.js gives each frame its catalog."""
    catalogs: list = []
    frames = without_catalog({"crowded": {lang: crowded(lang) for lang in ("en", "ja", "zh")},
                              "phases": {lang: phases(lang) for lang in ("en", "ja", "zh")},
                              "mixed": {lang: mixed(lang) for lang in ("en", "ja", "zh")}}, catalogs)
    assert len(catalogs) == 15 and all(c == catalogs[0] for c in catalogs), "a frame's catalog differs: keep each"
    check_fixture(HERE / "round15s_frames.json", {"catalog": catalogs[0], **frames})


def test_round15s_fixture_keeps_one_catalog():
    """The fixture holds one catalog, not one a frame: a fraction of its 1.66 MB of fifteen copies."""
    path = HERE / "round15s_frames.json"
    assert path.read_text(encoding="utf-8").count('"catalog"') == 1
    # one catalog is ~250 KB since the rules sheet lists the cards and combos (round DD); fifteen would be ~3.5 MB
    assert path.stat().st_size < 320_000, path.stat().st_size
