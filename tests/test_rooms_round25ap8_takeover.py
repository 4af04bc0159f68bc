"""Review 24 (AP8 finding 6): the create form's takeover menu offers never/1/3/5/10 minutes; the server takes those
and refuses any other value with an error that names the allowed ones."""
import pytest

from cthulhu_widgets.rooms.spec import TAKEOVER_CHOICES, RoomError, spec_from_request


def test_the_menus_minutes_are_taken():
    assert TAKEOVER_CHOICES == (0, 1, 3, 5, 10)
    for minutes in TAKEOVER_CHOICES:
        assert spec_from_request({"game": "chaos", "seed": 1, "takeover": minutes})[0].takeover == minutes
    assert spec_from_request({"game": "chaos", "seed": 1})[0].takeover == 3   # the default


@pytest.mark.parametrize("bad", [2, 7, 60, -1, "3", 3.0, None, True])
def test_a_bad_value_is_refused_naming_the_allowed_ones(bad):
    with pytest.raises(RoomError) as refused:
        spec_from_request({"game": "chaos", "seed": 1, "takeover": bad})
    message = str(refused.value)
    assert "takeover" in message and "0, 1, 3, 5 or 10" in message and "never" in message
