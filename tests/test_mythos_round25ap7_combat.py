"""Review 24, Mythos (round AP, fixer 7): a face-down ally told true (MY-ZONE-3, MY-COMBAT-6: a flipped ally is unusable
and a flipped defender stops defending, absorbs nothing, stays in play), and one term for an enchanted weapon in ja."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.mythos.sentences import commit, coach, en, glossary, ja, story
from cthulhu_widgets.widgets.mythos import MythosWidget

from test_mythos_round15s import _play_out

GOMES_ARMED = {"card": "gomes", "weapon": "dot_32_revolver"}
FIGHTS = {"en": "Gomes fights with", "ja": "「ゴメス」は 4 で戦う"}


def _revealed_on(lang: str, prefer: tuple) -> MythosWidget:
    """Return a game played to the round's discard in which Bot 2's Martin's Beach Monster, revealed, flips the
    seat's armed Gomes (its only ally)."""
    setup = {"players": [{"story": ["congregational_hospital"], "allies": [GOMES_ARMED], "hand": ["the_athenaeum"]},
                         {"story": ["martins_beach"], "threat": ["the_martins_beach_monster"], "passed": True}],
             "to_act": "p0"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup, bots=MythosWidget(seed=3).default_bots())
    _play_out(widget, prefer)
    return widget


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_COMBAT_6_a_defender_flipped_at_the_reveal_is_not_told_to_fight(lang):
    """mythos_en / mythos_ja 4: the story said a face-down ally does not defend, then "Your Gomes fights with 4". The
    engine keeps MY-COMBAT-6 (the flipped defender absorbs nothing and is not buried: effects note 20), and the story
    says no fighting value for it."""
    widget = _revealed_on(lang, ("pass", "defend", "done"))
    lines = [line.get("text", "") for line in widget.log_lines]
    fight = widget.state.fights[0]
    assert fight["defenders"] == [{"card": "gomes", "inst": fight["defenders"][0]["inst"], "flipped": True}]
    assert fight["absorbed"] == [] and fight["lost"] == 4
    assert any(a["card"] == fight["defenders"][0]["inst"] for a in widget.state.players[0].allies)   # not buried
    assert not any(FIGHTS[lang] in line for line in lines), lines


def test_MY_ZONE_3_a_face_down_ally_cannot_be_sent_to_defend():
    """A face-down ally is unusable (MY-ZONE-3), as the story's warning says ("A face-down ally does not defend"): the
    seat's Gomes, flipped this round, is offered neither to defend nor to assault when Bot 2's threat attacks."""
    setup = {"players": [{"story": ["congregational_hospital"], "allies": [{**GOMES_ARMED, "flipped": True}]},
                         {"story": ["martins_beach"], "threat": ["deep_one"], "passed": True}], "to_act": "p0"}
    widget = MythosWidget(seed=3, lang="en", setup=setup, bots=MythosWidget(seed=3).default_bots())
    asked = []
    for _ in range(40):
        s = widget.state
        if s.result is not None or s.phase == "discard":
            break
        if s.to_act == widget.seat:
            acts = s.legal_actions()
            asked += [a for a in acts if a.kind in ("defend", "assault")]
            a = next((a for kind in ("pass", "done") for a in acts if a.kind == kind), acts[0])
            widget.play(a.kind, **dict(a.fields))
        else:
            widget.step(1)
    assert widget.state.fights and widget.state.fights[0]["lost"] == 1 and not asked, asked


def _strings(obj):
    """Yield every string inside a nested dict/list/str."""
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from _strings(v)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            yield from _strings(v)


def test_one_ja_term_for_an_enchanted_weapon():
    """mythos_ja: two terms for an enchanted weapon ("魔力武器" on the cards and the words, "エンチャントされた武器" in the
    commit stop). Every Japanese Mythos sentence says 魔力武器 (MY-CARD-2), the commit stop too."""
    tables = [commit.COMMIT.get("ja"), commit.DEFEND.get("ja"), story.STORY.get("ja"),
              *(getattr(m, name) for m in (ja,) for name in dir(m) if name.isupper()),
              *(v.get("ja") for m in (coach, glossary) for name in dir(m) if name.isupper()
                for v in [getattr(m, name)] if isinstance(v, dict))]
    said = [s for s in _strings(tables) if "武器" in s]
    assert not [s for s in said if "エンチャント" in s], [s for s in said if "エンチャント" in s]
    assert "魔力武器" in commit.COMMIT["ja"]["commit_defend"]
