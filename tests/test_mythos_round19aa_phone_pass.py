"""Round 19aa, newcomer review 18 of Mythos (ja phone), finding 3: a seat's automatic pass (it can play nothing) was
said only in the story. It is a big line now, the reader's as before and another seat's too, so the page announces it
with a short toast (js/src/ui/toast.js) in the table's language."""
from cthulhu_widgets.games.mythos.sentences.story import STORY
from cthulhu_widgets.widgets import MythosWidget


def bot_passes(lang: str, seeds=range(8), limit: int = 400) -> list[dict]:
    """Return the story lines, in `lang`, of Bot 2's passes with no legal card or move, over a few heuristic games."""
    words = STORY[lang]
    start = words["pass_none"].format(player=words["bot"].format(n=2), passes=1, end=2).split("(")[0].split("（")[0]
    for seed in seeds:
        w = MythosWidget(seed=seed, lang=lang)
        for _ in range(limit):
            if w.state.result is not None or w.step(1) != 1:
                break
        found = [line for line in w.log_lines if line["text"].startswith(start)]
        if found:
            return found
    return []


def test_another_seats_automatic_pass_is_announced():
    for lang in ("en", "ja"):
        found = bot_passes(lang)
        assert found, f"no game of Bot 2 passing with nothing to play ({lang})"
        for line in found:
            assert line.get("big"), line
            assert not line.get("you"), line
