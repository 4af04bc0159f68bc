"""Round DD, fixer DD2 (newcomer review 36, chaos_en 4: on a Japanese table a pinned Story line was in English).
Every line of the story a seat, a spectator or a partner of bots reads comes from its language's tables: seeded bot
games told in ja, zh and zh-TW hold no English word of the English tables (texts, story, news) in any line's text,
note, fold or round heading."""
import re

import pytest

from cthulhu_widgets.bots import ChaosHeuristicBot
from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos import texts
from cthulhu_widgets.games.chaos.sentences import news_words, story
from cthulhu_widgets.widgets.chaos import ChaosWidget

WORD = re.compile(r"(?<![A-Za-z_{])[A-Za-z]{4,}(?![A-Za-z_}])")


def _english_words() -> set:
    """Return the words of the English tables (their {placeholders} left out)."""
    out = set()

    def walk(x):
        if isinstance(x, str):
            out.update(w.lower() for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", x)))
        elif isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, (list, tuple)):
            for v in x:
                walk(v)
    for table in (texts.TEXTS, texts.CAUSES, texts.WORDS, story.STORY, news_words.NEWS):
        walk(table["en"])
    return out - {"chaos"}


@pytest.fixture(scope="module")
def games():
    out = []
    for seed in (3, 7):
        w = ChaosWidget(seed=seed, lang="en", seat="A1")
        w.bots = {s: ChaosHeuristicBot(seed=i) for i, s in enumerate(chaos.SEATS)}
        for _ in range(400):
            if w.state.to_act is None or w.step(1) == 0:
                break
        out.append(w)
    return out


@pytest.mark.parametrize("lang", ["ja", "zh", "zh-TW"])
def test_no_english_word_in_a_story_told_in_another_language(games, lang):
    english = _english_words()
    found = []
    for w in games:
        table, positions = Frames("chaos"), MatchPositions(w.match)
        for seat in ("A1", "B2", None):
            frame = table.of(w.state, positions, seat, lang, compact=False, log_from=0, bots=("A2", "B1", "B2"))
            assert len(frame["log_lines"]) > 20
            for line in frame["log_lines"]:
                for key in ("text", "note", "fold", "round"):
                    words = {x.lower() for x in WORD.findall(str(line.get(key, "")))} & english
                    if words:
                        found.append((seat, key, sorted(words), line.get(key)))
    assert not found, found[:5]
