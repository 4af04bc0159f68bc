"""Review 26 (mythos_en 8): the defend option said Henry "absorbs up to 1", then the fight used 2 (The Two Scepters'
command bonus, MY-CLAR-1). The option shows the value the fight will use."""
from __future__ import annotations

from cthulhu_widgets.frames.mythos_costs import defend_fate
from cthulhu_widgets.games import mythos


def _committed_carrier():
    """p1 is attacked; Ray Stuckey (carrying The Two Scepters) is committed; Gomes (Corrupt, value 2) is not yet."""
    s = mythos.new_game(0, None, {"decks": ["steadfast", "corrupt"], "first_player": "p0", "players": [
        {"story": ["arkham_gazette"], "threat": ["hunting_horror"]},
        {"story": ["the_athenaeum"], "allies": ["gomes", {"card": "ray_stuckey", "weapon": "the_two_scepters"}]}]})
    s.act("pass")
    s.act("pass")
    gomes, ray = [a["card"] for a in s.players[1].allies]
    s.apply(next(a for a in s.legal_actions() if a.kind == "defend" and dict(a.fields)["ally"] == ray))
    return s, next(a for a in s.legal_actions() if a.kind == "defend" and dict(a.fields)["ally"] == gomes)


def test_r27ar7_MY_CLAR_1_defend_option_counts_the_command_bonus():
    """Gomes 2 + 1 (the Scepters' carrier defends the same threat): the option says 3, in each of the game's languages (en, ja)."""
    s, gomes = _committed_carrier()
    assert "up to 3 " in defend_fate(s, gomes, "en")
    for lang in ("ja",):
        said = defend_fate(s, gomes, lang)
        assert "3" in said and "2" not in said, (lang, said)


def test_r27ar7_MY_CLAR_1_no_bonus_before_the_carrier_defends():
    """Before the carrier is committed the option says Gomes' own 2 (nothing is promised that may not come)."""
    s = mythos.new_game(0, None, {"decks": ["steadfast", "corrupt"], "first_player": "p0", "players": [
        {"story": ["arkham_gazette"], "threat": ["hunting_horror"]},
        {"story": ["the_athenaeum"], "allies": ["gomes", {"card": "ray_stuckey", "weapon": "the_two_scepters"}]}]})
    s.act("pass")
    s.act("pass")
    gomes = s.players[1].allies[0]["card"]
    opt = next(a for a in s.legal_actions() if a.kind == "defend" and dict(a.fields)["ally"] == gomes)
    assert "up to 2 " in defend_fate(s, opt, "en")
