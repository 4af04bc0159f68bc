"""Round DD4 (newcomer review 36, mythos_ja finding 4): too many boxes to close. In the first game after Learn to play
the coach's tips came three to six times in three rounds, each a bubble and a Got it, most of them only telling what
had happened (a Sanity loss, a phobia on the reader, a travel, the combat, an opponent's adventure), which the story
already tells. Now a tip in that game is only one that helps a decision open now (a gate, an adventure ready, a tome,
the allies to send, a phobia to play); each shows once, one at a time."""
from __future__ import annotations

import pytest

from cthulhu_widgets.widgets.mythos import MythosWidget

TOLD = {"sanity", "phobia", "travel", "completed", "combat"}   # what the story tells as it happens


def tips(seed: int, lang: str = "en") -> list[tuple[int, str]]:
    """Return (round, moment) of each coach tip shown in the first three rounds of the first game after the course,
    the reader playing its first card (else passing or Done), the bots the table's."""
    w = MythosWidget(seed=seed, lang=lang)
    w._tips = True
    w._sync()
    shown, last = [], None
    for _ in range(600):
        st = w.state
        if st.result is not None or st.round > 3:
            break
        key = (w.coach or {}).get("moment")
        if key and key != last:
            shown.append((st.round, key))
        last = key
        if st.to_act == w.seat:
            acts = st.legal_actions()
            a = next((x for x in acts if x.kind == "play"), None) \
                or next((x for x in acts if x.kind in ("pass", "done")), acts[0])
            w.command({"cmd": "act", "id": str(a), "step": w.step_index})
        else:
            w.step(1)
    return shown


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_first_game_tips_only_help_a_decision_and_never_repeat(seed):
    shown = tips(seed)
    moments = [m for _, m in shown]
    assert not TOLD & set(moments), shown
    assert len(moments) == len(set(moments)), shown
    assert len(moments) <= 2, shown
