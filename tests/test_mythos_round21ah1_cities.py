"""Newcomer review 21, Mythos en finding 1 (121_g77, 122_g78, 124_g79): the panel said "Questionable Judgement: 6 of
6 requirements met", all ticked, while the game refused it ("Not all its requirements are met"). Its two gate City
locations must lie in different cities (different sub-regions, cards/README "Different cities"; MY-ADV-1/2): the
legality check (requirements.met) keeps that rule, the tracker's count (requirements.fills) did not, so two Arkham
gates counted as both. The tracker must agree with the rule and leave the second city unticked (its ✗)."""
from cthulhu_widgets.games import mythos

# a Library, a monster, a Corrupt Cultist ally and two gates, both in Arkham; the tome holds the spell (124_g79)
STORY = ["dr_allen", "dark_young", "arkham_mystical_supply", "boston_maine_train_station", "the_athenaeum"]
OTHER_CITY = ["dr_allen", "dark_young", "arkham_mystical_supply", "caverns_beneath_the_old_church", "the_athenaeum"]  # Kingsport


def _position(story):
    s = mythos.new_game(0, None, {"decks": ["corrupt", "steadfast"], "first_player": "p0", "players": [
        {"hand": ["questionable_judgement"], "story": story, "tomes": [
            {"card": "revelations_of_glaaki", "spells": ["dust_of_suleiman"]}]},
        {}]})
    return s


def _goal(s):
    view = s.view("p0")["players"][0]
    return next(g for g in view["goals"] if g["id"] == "questionable_judgement")


def test_two_gates_of_one_city_are_not_both_ticked_and_the_card_is_refused():
    s = _position(STORY)
    goal = _goal(s)
    cities = goal["have"][2]
    assert cities == 1, f"two Arkham gates counted as different cities: {goal['cards'][2]}"
    assert goal["ready"] is False


def test_tracker_and_legality_agree_on_every_requirement_count():
    """Five of six ticked and the second city ✗ while refused; six of six and playable once a gate of Kingsport stands in for one."""
    card = mythos.new_game(0, None, None).card_set.cards["questionable_judgement"]
    for story, ready in ((STORY, False), (OTHER_CITY, True)):
        s = _position(story)
        goal = _goal(s)
        full = [h >= r.get("count", 1) for h, r in zip(goal["have"], card.requirements)]
        assert goal["ready"] is ready and all(full) is ready
        assert full == [True, True, ready, True, True, True]
        plays = [a for a in s.legal_actions() if dict(a.fields).get("card") == goal["inst"]]
        assert bool(plays) is ready
