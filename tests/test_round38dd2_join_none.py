"""Round DD, fixer DD2 (newcomer review 36, room_zh 3): the join window's why line asked the reader for a card it
did not hold ("由你出一张保护"). The table has a line for a reader asked who holds none, in every language, as the JS
test (js/src/chaos/round38dd2_join_none.test.js) reads it; it names the reader's own part only (CH-HIDE-3)."""
import json
import re
from pathlib import Path

import pytest

from cthulhu_widgets.frames import chaos as frame

JS = (Path(__file__).parents[1] / "js" / "src" / "chaos" / "round38dd2_join_none.test.js").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "zh", "ja", "zh-TW"])
def test_a_reader_holding_no_part_is_told_so_not_asked_for_it(lang):
    words = frame.catalog()["ui"][lang]
    assert "{part}" in words["why_join_none"] and "{leader}" in words["why_join_none"]
    assert words["why_join_none"] != words["why_join_you"]
    if lang != "zh-TW":
        said = re.search(rf'{lang}: ("[^"]+")', JS.split("const NONE = ", 1)[1]).group(1)
        assert json.loads(said) == words["why_join_none"]
