"""Round BB7 (newcomer review 34, mythos_en 2, shots 040 → 041, 150, 193): the reader's monster was "buried before
the fight by Faithful Hounds", told only in the story's plain line "Bot 2 discards Faithful Hounds: your Mi-Go
(Worker) is buried." and the panel's "Last combat: …"; the reader saw numbers vanish. MY-COMBAT-3: the Hounds bury a
monster of a directed threat before the reveal. The reader's line says why its monster did not fight, in one line,
where the reader looks (the news over the hand: a big line)."""
import pytest

from cthulhu_widgets.games.mythos.texts import card_name
from cthulhu_widgets.widgets.mythos import MythosWidget

NO_FIGHT = {"en": "No fight for your {monster}: Bot 2's {card} buried it first.",
            "ja": "あなたの「{monster}」は戦えない：ボット 2 の「{card}」が先に埋葬した。"}


def _hounded(lang: str) -> list[dict]:
    """The reader's lone Dark Young aimed at Bot 2, whose Granny Orne carries the Faithful Hounds: Bot 2 uses them."""
    setup = {"first_player": "p0", "players": [
        {"story": ["the_athenaeum"], "threat": ["dark_young"]},
        {"story": ["red_hook"], "threat": ["deep_one"], "allies": [{"card": "granny_orne", "weapon": "faithful_hounds"}]}]}
    widget = MythosWidget(seed=3, lang=lang, setup=setup)
    before = len(widget.log_lines)
    for _ in range(40):
        acts = widget.state.legal_actions()
        use = [a for a in acts if a.kind == "use"]
        if widget.state.to_act == "p1" and use:
            widget.play("use", **dict(use[0].fields))
            return widget.log_lines[before:]
        act = next((a for a in acts if a.kind in ("pass", "done")), acts[0])
        widget.play(act.kind, **dict(act.fields))
    raise AssertionError("Bot 2 never used the Hounds")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_COMBAT_3_the_readers_monster_buried_first_is_told_as_no_fight(lang):
    said = NO_FIGHT[lang].format(monster=card_name("dark_young", lang), card=card_name("faithful_hounds", lang))
    lines = _hounded(lang)
    line = next((line for line in lines if line["text"] == said), None)
    assert line is not None and line.get("big"), [line["text"] for line in lines]
