"""Round 44 JJ6: every reason a hand card cannot be played, said at once (games/mythos/why_not.py why_all, the view's
why_not "all"): review 39, mythos_en 8 / mythos_ja 6, the Enchanted Knife said "none of your allies is free" (020),
then "you need a current location" (054), then "your location lacks the Artifact attribute" (061), one at a time."""
import pytest

from cthulhu_widgets.frames.mythos_why import why_said
from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos import texts
from cthulhu_widgets.games.mythos.why_not import hand_reasons, why_all


def game(players, seed=0):
    return mythos.new_game(seed, None, {"decks": ["corrupt", "steadfast"], "first_player": "p0", "players": players})


def inst_of(s, card, p=0):
    return next(i for i in s.players[p].hand if s.card[i] == card)


def whys(s, card, p=0):
    return [r[0] for r in why_all(s, p, inst_of(s, card, p))]


def test_round44jj6_MY_CARD_2_a_knife_with_no_location_and_no_ally_names_both_needs():
    """Review 39, mythos_en 8: with no location and no ally, the Enchanted Knife (MY-CARD-2: found at an Artifact
    location, carried by a free ally) names both: a current location with the Artifact attribute and a free ally."""
    s = game([{"hand": ["enchanted_knife"], "hand_exact": True}, {}])
    assert whys(s, "enchanted_knife") == ["attribute", "needs_ally"]
    entry = next(r for r in hand_reasons(s, 0) if r["inst"] == inst_of(s, "enchanted_knife"))
    assert [a["why"] for a in entry["all"]] == ["attribute", "needs_ally"]
    assert entry["all"][0]["attribute"] == "Artifact"


def test_round44jj6_MY_CARD_2_at_a_location_without_artifact_both_needs_again():
    """Review 39, mythos_ja 6: at King's Church Cemetary (no Artifact) with no ally: both needs, not one."""
    s = game([{"story": ["kings_church_cemetary"], "hand": ["enchanted_knife"], "hand_exact": True}, {}])
    assert whys(s, "enchanted_knife") == ["attribute", "needs_ally"]


def test_round44jj6_one_reason_alone_carries_no_list():
    """MY-CARD-2: at Namquit Point (Artifact) with no ally only the ally is missing: one reason, no list."""
    s = game([{"story": ["namquit_point"], "hand": ["enchanted_knife"], "hand_exact": True}, {}])
    assert whys(s, "enchanted_knife") == ["needs_ally"]
    assert "all" not in hand_reasons(s, 0)[0]


@pytest.mark.parametrize("lang,bits", [
    ("en", ["a current location with the Artifact attribute", "a free ally"]),
    ("ja", ["アーティファクトの特徴がある現在地", "持てる味方"])])
def test_round44jj6_the_zoom_says_every_need_in_one_short_sentence(lang, bits):
    """Review 39, mythos_en 8 / mythos_ja 6: the sentence names each need, short (under 110 characters)."""
    s = game([{"hand": ["enchanted_knife"], "hand_exact": True}, {}])
    said = why_said(s, 0, inst_of(s, "enchanted_knife"), lang)
    assert all(b in said for b in bits), said
    assert len(said) < 110 and "_" not in said and "{" not in said


def test_round44jj6_every_short_need_has_words_in_every_language():
    """Each reason why_all can list has a short form in en and ja (zh falls back to English)."""
    for lang in texts.LANGS:
        for key in ("attribute", "needs_ally", "language", "sanity"):
            assert texts.TABLE[lang][f"whyneed_{key}"], (lang, key)
        assert "{needs}" in texts.TABLE[lang]["why_all"]


def test_round44jj6_MY_HIDE_1_the_list_is_the_same_whatever_the_hidden_cards():
    """MY-HIDE-1: two deals differing only in hidden cards (the opponent's hand, the decks' order) give p0 the same
    reasons and the same words for its knife."""
    said = []
    for seed, other in ((0, ["train"]), (5, ["harry_houdini", "red_hook"])):
        s = game([{"hand": ["enchanted_knife"], "hand_exact": True}, {"hand": other}], seed)
        said.append((whys(s, "enchanted_knife"), why_said(s, 0, inst_of(s, "enchanted_knife"), "en")))
    assert said[0] == said[1]


def test_round44jj6_the_catalog_carries_the_short_words_to_the_front_end():
    """js/src/mythos/zoom.js whyNot reads why_all and whyneed_* from the catalog's UI words, in en and ja."""
    from cthulhu_widgets.frames.mythos import catalog
    ui = catalog()["ui"]
    assert ui["en"]["why_all"] == texts.TABLE["en"]["why_all"] and ui["ja"]["whyneed_join"] == "、"


def test_round44jj6_MY_CLAR_3_a_weapon_with_a_free_ally_that_costs_the_last_sanity_says_sanity():
    """MY-CLAR-3, MY-CARD-2: at Red Hook (Artifact) with Harry Houdini free and 1 Sanity, the Lightning Gun (−1) is
    stopped by its cost alone: the view and the words say Sanity, not "none of your allies is free"."""
    s = mythos.new_game(0, None, {"decks": ["corrupt", "steadfast"], "first_player": "p1", "players": [{}, {
        "story": ["red_hook"], "allies": ["harry_houdini"], "sanity": 1, "hand": ["lightning_gun"], "hand_exact": True}]})
    assert whys(s, "lightning_gun", 1) == ["sanity"]
    assert hand_reasons(s, 1)[0]["why"] == "sanity"
    assert "Sanity" in why_said(s, 1, inst_of(s, "lightning_gun", 1), "en")


def test_round44jj6_a_list_holds_only_needs_that_have_short_words():
    """Diff review of round JJ: at 1 Sanity a monster with no gate listed [no_gate, sanity], which the page said as
    "It still needs: whyneed_no_gate; …". Every card of both Standard decks, in hand at 1 Sanity with no location: a
    list of two or more reasons names only needs with a short form (attribute, carrier, reader, Sanity); else one."""
    from cthulhu_widgets.games.mythos.sentences.why_all import WHY_ALL

    short = {k.removeprefix("whyneed_") for k in WHY_ALL["en"] if k.startswith("whyneed_") and k != "whyneed_join"}
    s = game([{"sanity": 1}, {}])
    for p in (0,):
        for inst in s.players[p].hand:
            every = [r[0] for r in why_all(s, p, inst)]
            assert len(every) < 2 or set(every) <= short, (s.card[inst], every)
    dark = game([{"sanity": 1, "hand": ["dark_young"], "hand_exact": True}, {}])
    assert len(whys(dark, "dark_young")) == 1, whys(dark, "dark_young")
