from conftest import kinds, scenario


def test_scenario_helper_lays_out_exactly():
    s = scenario("investigators", ["silver_key", "mi_go"], ["cats_of_ulthar", "elder_sign"], rest="removed")
    assert kinds(s, "hand") == ["investigators", "silver_key"]
    assert kinds(s, "deck") == ["mi_go"]
    assert kinds(s, "opponent") == ["cats_of_ulthar", "elder_sign", "cthulhu"]
    s2 = scenario("investigators", ["silver_key", "mi_go"], ["cats_of_ulthar"])
    assert kinds(s2, "deck")[0] == "mi_go" and len(kinds(s2, "deck")) > 1
