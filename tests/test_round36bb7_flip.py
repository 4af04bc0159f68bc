"""Round BB7 (newcomer review 34, mythos_ja 3, shots 100 → 102–104): "Defend with Gomes: absorbs up to 3" was
offered, then Bot 2's Martin's Beach Monster, revealed, flipped Gomes face down and it absorbed nothing. The monster
was face down in Bot 2's threat until the reveal (MY-COMBAT-4, MY-HIDE-1): the choice cannot warn of it without
showing a hidden card, so the line after says the monster was hidden until then."""
import pytest

from test_mythos_round15s import _play_out
from cthulhu_widgets.widgets.mythos import MythosWidget

HIDDEN = {"en": "The Martin's Beach Monster, hidden in Bot 2's threat until the reveal, turned your Gomes face down.",
          "ja": "ボット 2 の神話の脅威に伏せられていた「マーティンズ・ビーチの怪物」が表向きになり、あなたの「ゴメス」を裏向きにした。"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_COMBAT_4_a_defender_flipped_by_a_hidden_monster_is_told_it_was_hidden(lang):
    setup = {"players": [{"story": ["congregational_hospital"], "allies": ["gomes"], "hand": ["the_athenaeum"]},
                         {"story": ["martins_beach"], "threat": ["the_martins_beach_monster"], "passed": True}],
             "to_act": "p0"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup, bots=MythosWidget(seed=3).default_bots())
    defends = []
    for _ in range(40):
        s = widget.state
        if s.phase == "discard" or s.result is not None:
            break
        if s.to_act == widget.seat:
            acts = s.legal_actions()
            defends += [a for a in acts if a.kind == "defend"]
            a = next((a for kind in ("defend", "pass", "done") for a in acts if a.kind == kind), acts[0])
            widget.play(a.kind, **dict(a.fields))
        else:
            widget.step(1)
    assert defends, "Gomes was never offered as a defender"
    lines = [line.get("text", "") for line in widget.log_lines if line.get("big")]
    assert HIDDEN[lang] in lines, lines
