"""Round 18z, newcomer review 17 of Mythos (en desk, ja phone), finding 3: a combat stop (MY-COMBAT-2 commit,
MY-COMBAT-3 use) showed a lone "Done" chip; what the stop was for (the allies to commit, the spells to cast, on their
cards) and what Done does went unsaid. The Done chip's sentence now names what may still be done there and that Done
lets the combat go on to the fight."""
import pytest

from cthulhu_widgets.games.mythos import texts
from cthulhu_widgets.widgets import MythosWidget

SAYS = {"en": ("Done: ", "fight"), "ja": ("完了：", "バトル")}


def combat_stop(kind: str, lang: str, seeds=range(12)) -> MythosWidget:
    """Return the first heuristic game (p0's view) at a combat stop `kind` of p0's."""
    for seed in seeds:
        w = MythosWidget(seed=seed, autoplay=False, lang=lang)
        for _ in range(500):
            if w.view.get("to_act") == "p0" and w.view.get("step") == kind:
                return w
            if w.view.get("result") or w.step(1) != 1:
                break
    raise AssertionError(f"no {kind} stop of p0's in seeds {seeds}")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("kind", ["commit", "use"])
def test_MY_COMBAT_2_3_the_done_chip_says_what_the_stop_is_for_and_what_done_does(kind, lang):
    w = combat_stop(kind, lang)
    done = next(a for a in w.legal if a["kind"] == "done")
    others = [a for a in w.legal if a["kind"] != "done"]
    assert others, "the engine skips a stop with nothing but Done (decisions.lapses)"
    lead, fight = SAYS[lang]
    assert done["text"].startswith(lead) and fight in done["text"], done["text"]
    # it says what the stop is for, and names the card the first other move would send or use
    words = ("ally", "allies", "spell", "artifact") if lang == "en" else ("味方", "呪文", "アーティファクト")
    assert any(word in done["text"] for word in words), done["text"]
    first = texts.inst_name(w.state, others[0]["cards"][0], lang)
    assert first in done["text"], done["text"]


# Finding 6: a location whose trait is Tome (書物) meets no "tome" requirement of an adventure (MY-ADV-1: a Tome card in
# play or in the story deck): the checklist said "a tome" / 書物, which a reader matched with the location's trait.
@pytest.mark.parametrize("lang, said", [("en", "Tome card"), ("ja", "書物カード")])
def test_MY_ADV_1_a_tome_requirement_says_a_tome_card(lang, said):
    assert texts.needs_text({"kind": "tome"}, lang) == said
