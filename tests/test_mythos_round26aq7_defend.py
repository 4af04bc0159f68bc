"""Review 25 (mythos_en 1, mythos_ja 4): a round where the bot's allies did not defend had no line saying why; the
story now says it, whether by choice (MY-COMBAT-2: committing defenders is optional) or because no ally was free."""
from __future__ import annotations

from cthulhu_widgets.games.mythos import texts


def _game(setup):
    from cthulhu_widgets.games import mythos
    return mythos.new_game(0, None, {"decks": ["corrupt", "steadfast"], **setup})


def _combat(allies, flipped=()):
    """p0 holds a face-down threat aimed at p1, who has `allies`; both pass; p1 commits no defender."""
    laid = [{"card": a, "flipped": True} if i in flipped else a for i, a in enumerate(allies)]
    s = _game({"first_player": "p0", "players": [
        {"story": ["the_athenaeum"], "threat": ["servitor_of_the_outer_gods"]},
        {"story": ["arkham_gazette"], "allies": laid}]})
    s.act("pass")
    s.act("pass")
    seen = list(s.events or ())                           # a combat with no choice runs at once
    while s.phase == "combat" and s.result is None and s.to_act is not None:
        acts = s.legal_actions()
        done = [a for a in acts if a.kind in ("done", "pass", "decline")]
        s.apply(done[0] if done else acts[-1])
        seen += list(s.events or ())
    return seen


def test_r26aq7_MY_COMBAT_2_no_defender_by_choice_is_told():
    """The defender with free allies who commits none: 'chooses not to defend', with its allies' count."""
    seen = _combat(["harry_houdini", "luther_harden"])
    said = [e for e in seen if e.name == "no_defenders"]
    assert len(said) == 1 and said[0].data["player"] == "p1" and said[0].data["free"] == 2
    en = texts.event_text("no_defenders", said[0].data, "en")
    assert "not to defend" in en and "2" in en
    assert "防御しない" in texts.event_text("no_defenders", said[0].data, "ja")


def test_r26aq7_MY_COMBAT_2_no_free_ally_is_told():
    """Every ally face down (MY-COMBAT-2: only free allies defend): the line says none could defend."""
    seen = _combat(["harry_houdini"], flipped=(0,))
    said = [e for e in seen if e.name == "no_defenders"]
    assert len(said) == 1 and said[0].data["free"] == 0
    assert "face down" in texts.event_text("no_defenders", said[0].data, "en")
    assert "裏向き" in texts.event_text("no_defenders", said[0].data, "ja")


def test_r26aq7_no_line_when_an_ally_defends():
    """A committed defender is told already ('commits … to defend'): no 'no defenders' line then."""
    s = _game({"first_player": "p0", "players": [
        {"story": ["the_athenaeum"], "threat": ["servitor_of_the_outer_gods"]},
        {"story": ["arkham_gazette"], "allies": ["harry_houdini"]}]})
    s.act("pass")
    s.act("pass")
    seen = []
    while s.phase == "combat" and s.result is None and s.to_act is not None:
        acts = s.legal_actions()
        pick = [a for a in acts if a.kind == "defend"] or [a for a in acts if a.kind in ("done", "pass", "decline")]
        s.apply(pick[0] if pick else acts[-1])
        seen += list(s.events or ())
    assert any(e.name == "defends_against" for e in seen)
    assert not any(e.name == "no_defenders" for e in seen)
