"""Round DD, fixer DD2 (newcomer review 36, room_en 1): a move tip said "a hidden bomb may lie here" to a seat that
sees every bomb (CH-C5). The table has the words for a known-clear cell in every language, as the JS test
(js/src/chaos/round38dd2_risk_tip.test.js) reads them."""
import json
import re
from pathlib import Path

import pytest

from cthulhu_widgets.frames import chaos as frame

JS = (Path(__file__).parents[1] / "js" / "src" / "chaos" / "round38dd2_risk_tip.test.js").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "zh", "ja", "zh-TW"])
def test_the_table_says_a_cell_is_clear_when_the_team_sees_every_bomb(lang):
    words = frame.catalog()["ui"][lang]
    assert words["risk_seen"] and words["risk_seen"] != words["risk_maybe"]
    if lang != "zh-TW":   # the JS test's words are the live table's
        said = re.search(rf'{lang.split("-")[0]}: ("[^"]+")', JS.split("const SEEN = ", 1)[1]).group(1)
        assert json.loads(said) == words["risk_seen"]
