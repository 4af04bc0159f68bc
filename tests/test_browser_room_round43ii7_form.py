"""Round 43 II7 (Chromium): the lobby's create form holds still while the live list above it changes."""
from __future__ import annotations

from browser_support import require_chromium
from test_browser_rooms import chromium, create, open_page, rooms_server

WAIT = 15000


def test_round43ii7_form_holds_still_when_a_table_is_listed(tmp_path):
    """Review 39, room_en 8 (shots 029→033): a table listed while the reader filled the create form pushed the
    whole form down about 47 px under their pointer; the form now stays where it was on screen."""
    require_chromium()
    with rooms_server(tmp_path) as (_proc, base), chromium() as browser:
        first = create(base, game="letter", seed=1, name="One", listed=True)
        page = open_page(browser, base + "/cthulhu/rooms/page", 1280, 800)
        page.wait_for_selector(f"tr[data-room='{first['room']}']", timeout=WAIT)
        page.fill("input[name=name]", "Friday")
        page.evaluate("document.querySelector('input[name=name]').scrollIntoView({block: 'center'})")
        before = page.evaluate("document.querySelector('input[name=name]').getBoundingClientRect().top")
        for n in range(2):
            added = create(base, game="chaos", seed=2 + n, name=f"New {n}", listed=True)
            page.wait_for_selector(f"tr[data-room='{added['room']}']", state="attached", timeout=WAIT)
        page.wait_for_timeout(100)
        after = page.evaluate("document.querySelector('input[name=name]').getBoundingClientRect().top")
        assert abs(after - before) <= 1, (before, after)
        assert not page.errors
