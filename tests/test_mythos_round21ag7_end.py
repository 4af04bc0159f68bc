"""Round AG (newcomer review 20, mythos_en finding 3, 025: "The tutorial stops at the first pass. It never walks
through combat, adventures, the end-of-round discard, regions, travel"): the course's closing bubble names what comes
next in plain words, combat, adventures, the round's discard and travel, each on a line of its own (behind More…,
which keeps its lines), en and ja; its first part still fits the bubble (test_course_round20ae_mythos)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos.sentences.coach import COACH

NEXT = {"en": ("Combat:", "Adventures:", "Round's end:", "Travel:"),
        "ja": ("バトル：", "アドベンチャー：", "ラウンドの終わり：", "旅行：")}
SAID = {"en": ("allies", "✓", "5 to 7 cards", "travel card"), "ja": ("味方", "✓", "5〜7 枚", "旅行カード")}


@pytest.mark.parametrize("lang", ("en", "ja"))
def test_the_closing_bubble_names_what_comes_next_each_on_its_line(lang):
    shown, *rest = COACH[lang]["free"].split("\n")
    assert shown.startswith({"en": "The tutorial is over", "ja": "レッスンはここまで"}[lang])
    assert [line.split(" ")[0] if lang == "en" else line[:line.index("：") + 1] for line in rest[:4]] == [
        n if lang == "ja" else n.split(" ")[0] for n in NEXT[lang]], rest
    for head, words, line in zip(NEXT[lang], SAID[lang], rest):
        assert line.startswith(head) and words in line, (head, line)
