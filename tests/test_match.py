"""Match: history, step, undo / redo / seek, save / load validated (a bad file loads nothing); every registered game
(the three and the tests' toy duel) unless a test is about the Letter's own rules."""
import json

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.core.errors import IllegalAction, InvalidSave
from cthulhu_widgets.games import GAMES, get_spec
from cthulhu_widgets.match import Match

EVERY_GAME = pytest.mark.parametrize("game", list(GAMES))


def played(seed=3, steps=6, game="letter"):
    """Return a match of `game` after `steps` steps of random bots (one per seat a person plays)."""
    m = Match.new(game, seed=seed)
    bots = {s: make_bot("random", seed=seed + i) for i, s in enumerate(get_spec(game).humans)}
    m.step(bots, n=steps)
    return m


def test_step_plays_automata_and_bots_and_stops_at_a_human_decision():
    m = Match.new("letter", seed=1)
    assert m.state.to_act == "player" and m.step() == 0  # no bot for the player: nothing happens
    m.apply(m.state.legal_actions()[0])
    if m.state.to_act == "opponent":
        assert m.step() == 1 and m.state.to_act != "opponent"
    bots = {"player": make_bot("heuristic", seed=1)}
    m.step(bots, n=1000)
    assert m.state.result is not None


@EVERY_GAME
def test_undo_redo_seek(game):
    m = played(game=game)
    n = len(m)
    assert n >= 2 and m.index == n
    last = m.state
    m.undo()
    assert m.index == n - 1 and m.state != last
    m.redo()
    assert m.state is last
    m.seek(0)
    assert m.state.history == [] and m.index == 0
    with pytest.raises(IllegalAction, match="nothing to undo"):
        m.undo()
    m.seek(-1)
    assert m.index == n
    with pytest.raises(IllegalAction, match="nothing to redo"):
        m.redo()
    with pytest.raises(IllegalAction, match="seek takes"):
        m.seek(n + 1)


@EVERY_GAME
def test_acting_after_undo_drops_the_redo_history(game):
    m = played(seed=5, steps=4, game=game)
    m.seek(1)
    action = m.state.legal_actions()[-1]
    m.apply(action)
    assert len(m) == 2 and m.actions[-1] is action


@EVERY_GAME
def test_illegal_action_leaves_the_match_unchanged(game):
    m = played(game=game)
    before = (m.index, len(m), m.state.clone())
    with pytest.raises(IllegalAction):
        m.act("play", card="necronomicon")
    with pytest.raises(IllegalAction):
        m.apply({"kind": "fly", "to": "R'lyeh"})
    assert (m.index, len(m)) == before[:2] and m.state == before[2]


@EVERY_GAME
def test_save_and_load_round_trip(tmp_path, game):
    m = played(seed=8, steps=7, game=game)
    m.seek(3)
    path = m.save(tmp_path / "game.json")
    loaded = Match.load(path)
    assert loaded.index == 3 and len(loaded) == len(m)
    assert loaded.state == m.state and loaded.seek(-1).state == m.seek(-1).state
    assert [str(a) for a in loaded.actions] == [str(a) for a in m.actions]


def _edit(tmp_path, m, change):
    data = m.to_dict()
    change(data)
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    return path


@EVERY_GAME
@pytest.mark.parametrize("change,message", [
    (lambda d: d["actions"].insert(0, {"kind": "play", "card": "necronomicon"}), "step 0"),
    (lambda d: d.update(seed=d["seed"] + 1), "edited|does not replay"),
    (lambda d: d.update(rules={"no_such_option": 1}), "rules or setup are invalid"),
    (lambda d: d.update(format="other"), "not a valid saved game"),
    (lambda d: d.update(index=999), "past the end"),
    (lambda d: d.pop("actions"), "actions"),
    (lambda d: d["actions"].append({"kind": "play", "card": ["x"]}), "actions"),
    (lambda d: d.update(game="chess"), "unknown game"),
    (lambda d: d.update(digest="0" * 64), "edited"),
    # LS-SETUP-9 and the other games' second editions: a version-1 save was dealt and played by older rules
    (lambda d: d.update(version=1), "version 1.*second edition"),
], ids=["illegal-step", "seed", "unknown-rule", "format", "index", "no-actions", "bad-action", "game", "digest",
        "version-1"])
def test_tampered_saves_raise_invalid_save(tmp_path, game, change, message):
    m = played(seed=8, steps=7, game=game)
    with pytest.raises(InvalidSave, match=message):
        Match.load(_edit(tmp_path, m, change))


@pytest.mark.parametrize("change,message", [
    (lambda d: d.update(rules={"clue_count": 99}), "rules or setup are invalid"),
    (lambda d: d.update(rules={"clue_count": 4}), "edited|does not replay"),
])
def test_a_letter_save_with_other_rules_raises_invalid_save(tmp_path, change, message):
    """LS-SETUP-5: the clue count is a rule of the deal; a save whose rules were changed does not replay."""
    m = played(seed=8, steps=7)
    with pytest.raises(InvalidSave, match=message):
        Match.load(_edit(tmp_path, m, change))


@pytest.mark.parametrize("content", [b"", b"{", b"\xff\xfe", b"[]", b"null", b'{"game": 3}'])
def test_corrupt_files_raise_invalid_save(tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(InvalidSave):
        Match.load(path)


def test_missing_file_raises_invalid_save(tmp_path):
    with pytest.raises(InvalidSave, match="cannot read"):
        Match.load(tmp_path / "nope.json")


@EVERY_GAME
def test_log_collects_events_up_to_the_position(game):
    """Every event names a rule of its game (the spec's rule prefix)."""
    m = played(seed=2, steps=5, game=game)
    full = m.log()
    m.seek(1)
    assert 0 < len(m.log()) < len(full) and m.log() == full[: len(m.log())]
    assert all(e.rule.startswith(get_spec(game).rule_prefix + "-") for e in full)
