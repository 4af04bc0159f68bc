"""Review 33, room_en 2 / room_zh 10: a room never undoes (its other seats may be people); a client asking it to is
told so in those words, not that its message type is unknown."""
import pytest

from cthulhu_widgets.rooms.protocol import Refused, read_message


@pytest.mark.parametrize("kind", ["undo", "redo", "restart"])
def test_a_room_refuses_undo_saying_why(kind):
    with pytest.raises(Refused) as refused:
        read_message(f'{{"type": "{kind}"}}')
    assert refused.value.code == "no_undo"
    assert str(refused.value) == "a room never undoes: the other seats may be people"
