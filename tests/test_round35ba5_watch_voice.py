"""Newcomer review 33, letter_en 8c (082): after "Bot plays (watch)" the headline said "The bot playing your seat sealed
Cthulhu!" while the story's last line (and its top box) said "You won: Cthulhu is sealed again.": one voice. The
story's end line of a watched game names the bot, as the banner's body does, in every language."""
from __future__ import annotations

import pytest
from test_letter_round22ai5_watched import BOT, YOU, _watched_to_the_end


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
@pytest.mark.parametrize("seed", [1, 3, 9, 14])   # two losses, two wins
def test_a_watched_games_story_ends_in_the_bots_voice(seed, lang):
    w = _watched_to_the_end(seed, lang)
    end = w.log_lines[-1]["text"]
    assert BOT[lang] in end, end
    assert not any(end.startswith(mine) for mine in YOU[lang]), end
    assert end == w.banner["text"].split("\n")[0] or end in w.banner["text"], (end, w.banner["text"])
