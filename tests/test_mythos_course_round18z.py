"""Round Z (newcomer review 17, Mythos, both reviewers): the Learn-to-play course stopped before combat, tomes and
adventures. In a course game the coach explains each at the moment it first happens, once, in en and ja, naming the
chips the page shows: the first combat while it is fought (MY-COMBAT-1..7), the first tome the seat may play
(MY-CARD-3, MY-CARD-4: the rules' Tome rules; there are no MY-TOME ids), the first adventure it may complete and how
it scores (MY-ADV-2, MY-ADV-3)."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.frames.coach import LEARN_SEED
from cthulhu_widgets.games.mythos.sentences import en as EN_WORDS
from cthulhu_widgets.games.mythos.sentences import ja as JA_WORDS
from cthulhu_widgets.games.mythos.sentences.coach import MOMENTS
from cthulhu_widgets.widgets.mythos import MythosWidget

from coach_support import play_coached

FIRST_STEPS = 160       # the course game's first rounds: its first combat, tome and adventure


def note(widget):
    """What the seat's table shows beside the bubble: the phase, and the tomes it may put into play (card ids)."""
    state = widget.state
    tomes = [state.card_of(dict(a.fields)["card"]).id for a in state.legal_actions()
             if state.to_act == widget.seat and a.kind == "play" and dict(a.fields).get("card") is not None
             and state.card_of(dict(a.fields)["card"]).type == "tome"]
    return state.phase, tomes, state.revealed()


@pytest.fixture(scope="module", params=["en", "ja"])
def course(request):
    lang = request.param
    return lang, play_coached(MythosWidget(seed=LEARN_SEED, lang=lang), True, limit=FIRST_STEPS, note=note)


def runs(marks, moment: str) -> list:
    """Return the runs of steps showing `moment`: [[(step, mark, *note)]]."""
    out: list = []
    prev = None
    for row in marks:
        now = row[1].get("moment")
        if now == moment:
            if prev != moment:
                out.append([])
            out[-1].append(row)
        prev = now
    return out


def sentences(text: str) -> int:
    """Return how many sentences a bubble's words have (its card names unfilled: "Henry W. Akeley" is no end) (a Japanese one ends at 。, an English one at a full stop and a space)."""
    return text.count("。") + len(re.findall(r"\.(?=\s|$)", text.strip()))


def chip(lang: str, key: str) -> list:
    """Return the words of a chip as the page names them (its label up to its first colon), the pieces between its
    placeholders: each must stand in a bubble that names the chip."""
    label = re.split(r"[:：]", (EN_WORDS if lang == "en" else JA_WORDS).PROMPTS[key])[0]
    pieces = [p.strip(" .。") for p in re.split(r"\{\w+\}", label)]
    return [p for p in pieces if p]


def names_chip(text: str, lang: str, key: str) -> bool:
    return all(piece in text for piece in chip(lang, key))


def test_MY_COMBAT_1_the_first_combat_is_explained_while_it_is_fought(course):
    """The course game's first combat shows the Combat bubble while it is fought, before the reveal, not a round later
    at the next combat (review 17: a phobia's bubble covered the whole first combat; combat came at the second)."""
    lang, marks = course
    first = next(i for i, row in enumerate(marks) if row[2] == "combat")
    fought = [row[0] for row in marks[first:marks.index(next(r for r in marks[first:] if r[2] != "combat"))]
              if not row[4]]
    shown = runs(marks, "combat")
    assert len(shown) == 1, [r[0][0] for r in shown]
    assert shown[0][0][0] in fought, (shown[0][0][0], fought)
    assert MOMENTS[lang]["head"]["combat"] == shown[0][0][1]["head"]


def test_MY_COMBAT_5_the_combat_step_says_the_fight_in_three_sentences(course):
    """The combat step says how the threats compare (MY-COMBAT-5), what a defending ally and its weapon absorb
    (MY-COMBAT-6), where the rest goes and what is buried (MY-COMBAT-7), in at most 3 sentences."""
    lang, _ = course
    text = MOMENTS[lang]["combat"]
    assert sentences(text) <= 3, text
    said = {"en": ("cancel point for point", "weapon", "Sanity", "buried"), "ja": ("打ち消し", "武器", "正気度", "埋葬")}
    assert all(w in text for w in said[lang]), text


def test_MY_COMBAT_2_the_allies_bubble_names_the_chips_of_the_page():
    """Sending allies (MY-COMBAT-2) names "Done" as the page does; since review 28 (mythos_ja 4, 126: it advised
    「「ゴメス」で防御する」 under 「防御はできない」) the chips themselves say who may defend or assault, the bubble
    only what each does, in the page's words (defend, assault)."""
    for lang in ("en", "ja"):
        assert names_chip(MOMENTS[lang]["dispatch"], lang, "done"), (lang, chip(lang, "done"))
        assert all(w in MOMENTS[lang]["dispatch"] for w in {"en": ("defender", "assault"), "ja": ("防御", "攻撃")}[lang])


def test_MY_CARD_3_the_first_tome_is_explained_once_naming_its_chip(course):
    """The first tome the seat may put into play is explained there, once (MY-CARD-3/4): what a Tome does, the chip
    to press, and that a location's "Tome" attribute is not a Tome card; at most 3 sentences."""
    lang, marks = course
    shown = runs(marks, "tome")
    assert len(shown) == 1, [r[0][0] for r in shown]
    step, mark, phase, tomes, _ = shown[0][0]
    assert tomes, (step, tomes)
    text = mark["text"]
    assert "{" not in text and mark["head"] == MOMENTS[lang]["head"]["tome"]
    assert names_chip(text, lang, "tome"), (chip(lang, "tome"), text)
    assert ("not a Tome card" if lang == "en" else "書物カードではない") in text, text
    assert sentences(MOMENTS[lang]["tome_can"]) <= 3, text


def test_MY_ADV_3_the_first_adventure_bubble_names_its_chip_and_then_what_is_discarded(course):
    """The first adventure the seat may complete (MY-ADV-2, MY-ADV-3) is explained once, naming the chip "Complete the
    adventure …", its points and the requirements met, in at most 3 sentences; once completed, the next bubble says
    the points scored and that the story deck was discarded but for the location."""
    lang, _ = course
    marks = play_coached(MythosWidget(seed=LEARN_SEED, lang=lang), True, limit=110)
    shown = runs(marks, "adventure")
    assert len(shown) == 1, [r[0][0] for r in shown]
    text = shown[0][0][1]["text"]
    assert names_chip(text, lang, "adventure") and "+8" in text, (chip(lang, "adventure"), text)
    assert ("Whispers in Darkness" if lang == "en" else "闇に囁くもの") in text and sentences(MOMENTS[lang]["adventure"]) <= 3, text
    done = runs(marks, "completed")
    assert done and done[0][0][0] > shown[0][0][0], done
    said = done[0][0][1]["text"]
    assert ("story deck was discarded except your location" if lang == "en" else "ストーリーデッキは現在地を残して捨て札"
            ) in said and "+8" in said, said
