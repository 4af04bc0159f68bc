"""A card another seat plays reaches the reader's story marked 'play' (a phone toasts it, js/src/ui/toast.js), never
as a big moment; the reader's own plays are not marked (issue 23 round J, review 7: a bot's play unannounced on a phone)."""
from __future__ import annotations

from cthulhu_widgets.frames.coach import LEARN_SEED
from cthulhu_widgets.widgets.mythos import MythosWidget

from coach_support import play_coached


def test_a_bots_card_play_is_a_play_line_and_the_readers_own_is_not():
    w = MythosWidget(seed=LEARN_SEED, lang="en")
    play_coached(w, learn=False, limit=140)
    plays = [line for line in w.log_lines if line.get("play")]
    assert plays, "no card played by the bot reached the story as a 'play' line"
    assert all(not line.get("big") for line in plays)
    assert all("plays" in repr(line) or "arms" in repr(line) or "onto" in repr(line) for line in plays), plays[:3]
    assert not any(line.get("play") and "You play" in repr(line) for line in w.log_lines)
