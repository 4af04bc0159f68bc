"""Round V (newcomer review 16): the page around the table, the kernel's side."""
from cthulhu_widgets.widgets.letter import LetterWidget


def test_play_this_seed_is_a_new_game_not_an_undo():
    """newcomer review 16, finding 1: Play this seed with the game's own seed dealt the same `deal` and story start,
    and the page said "Undone: the cards you had not seen are dealt afresh". The table counts the games it dealt
    (`dealt`), so the page tells a new game from an undo; an undo keeps the count."""
    w = LetterWidget(seed=1234)
    first = w.dealt
    w.command({"cmd": "act", "id": w.legal[0]["id"]})
    w.command({"cmd": "restart", "seed": 1234})
    assert w.deal and w.seed == 1234 and w.dealt == first + 1
    w.command({"cmd": "act", "id": w.legal[0]["id"]})
    w.command({"cmd": "undo"})
    assert w.dealt == first + 1 and not w.error


def _watched_to_end(lang):
    w = LetterWidget(seed=5, lang=lang)
    w.watch = True
    while not w.state.result:
        w.step(1)
    return w


def test_a_watched_game_names_the_bot_that_played_the_seat():
    """newcomer review 16, finding 5: after "Bot plays (watch)" the end panel said 你失敗 ("you lose") though the bot
    had played the reader's seat; it says who played: "The bot playing your seat lost"."""
    w = _watched_to_end("zh")
    assert not w.banner["win"] and w.banner["text"].startswith("代打你座位的電腦落敗：") and "你失敗" not in w.banner["text"]
    w.lang = "en"
    assert w.banner["text"].startswith("The bot playing your seat lost: ") and "You lost" not in w.banner["text"]
    w.lang = "ja"
    assert w.banner["text"].startswith("あなたの席のボットの負け：")


def test_the_replay_tells_each_step_s_own_lines_and_where_they_lie_in_the_story():
    """newcomer review 16, finding 3: the replay showed a step's newest line only ("Turn 2: the opponent's turn"), so
    the first move was never read, and the story did not follow the step. Each replay frame now says which story lines
    the step added (`lines`, indices of the seat's story) and their words but for a turn's heading (`said`)."""
    w = _watched_to_end("en")
    story = [line["text"] for line in w.log_lines]
    w.command({"cmd": "replay", "index": 1})
    start, end = w.replay["lines"]
    assert 0 < start < end <= len(story) and story[end - 1] == w.replay["log"][-1]
    assert w.replay["said"] and w.replay["said"][0].startswith("You play ") and story[start] == w.replay["said"][0]
    assert not any(s.startswith("Turn ") for s in w.replay["said"])
    w.command({"cmd": "replay", "index": 2})
    assert w.replay["lines"][0] == end   # the next step's lines follow on
