"""A finished room's replay for one seat (newcomer review 18, finding 1): the solo replay page
(cthulhu_widgets/replay.py) of the room's saved game, seen from that seat, in the language its table was read in.

Only a finished game has one: its save (seed and every card) is public from then on (Hub.save), so a seat's replay,
which shows at each step only what that seat saw, gives nobody more than the save does. Pages are kept per room,
seat and language (a finished game no longer changes), a few at a time."""
from __future__ import annotations

import base64
import hashlib
import html
import re
from collections import OrderedDict

from ..games import get_spec
from ..match import Match
from ..replay import LANGS, html_text
from .protocol import reading
from .spec import RoomError

KEEP = 16                       # replay pages kept (each ~0.5-1 MB of HTML)
_PAGES: OrderedDict = OrderedDict()
# The page's own policy: its one inline script (the replay bundle), by its hash, and nothing fetched. The servers'
# policy forbids inline script (rooms/standalone.py): under it the replay page stayed blank.
POLICY = ("default-src 'none'; script-src '{script}'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; "
          "form-action 'none'; frame-ancestors 'none'")


# "← Back to the table" atop a room's replay: it opens in the table's tab (js/src/room/replay_link.js; a new tab
# showed a phone nothing, review 20, room_zh finding 2), so the page leads back; the room page finds the seat's key
# in the tab's own storage, so the link holds none
BACK = {"en": "← Back to the table", "ja": "← テーブルに戻る", "zh": "← 返回牌桌", "zh-TW": "← 返回牌桌"}
BACK_STYLE = ("display:inline-block;margin:0 0 6px;padding:2px 10px;color:#f5c542;border:1px solid #f5c542;"
              "border-radius:4px;text-decoration:none;font:14px system-ui,sans-serif")


def with_back(page: str, room_id: str, lang: str) -> str:
    """Return replay `page` with a link back to room `room_id`'s page (from <prefix>/<room>/replay) in `lang`."""
    link = (f'<a class="cw-replay-back" href="../page#room={html.escape(room_id)}" style="{BACK_STYLE}">'
            f"{html.escape(BACK.get(lang, BACK['en']))}</a>\n")
    return page.replace("<body>\n", "<body>\n" + link, 1)


def policy_of(page: str) -> str:
    """Return the Content-Security-Policy a replay page is served with: its inline script allowed by its hash."""
    script = re.search(r"<script>(.*?)</script>", page, re.S).group(1)
    digest = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii")
    return POLICY.format(script=f"sha256-{digest}")


def replay_page(hub, room_id: str, seat, lang) -> tuple[str, str]:
    """Return (page, its Content-Security-Policy) of the replay of finished room `room_id` seen from `seat` in `lang`
    (the table's language; English where the game or the replay has none); Refused while the game runs, RoomError
    400 for a seat it has not."""
    game, save = hub.save(room_id)
    lang = reading(str(lang or "en"), get_spec(game).languages)
    lang = lang if lang in LANGS else "en"
    key = (room_id, seat, lang)
    if key not in _PAGES:
        match = Match.from_dict(save, game)
        try:
            page = html_text(match, seat=str(seat or ""), lang=lang, title=f"{game} · {room_id} · {seat}")
            page = with_back(page, room_id, lang)
        except ValueError as e:
            raise RoomError(str(e)) from None
        _PAGES[key] = page, policy_of(page)
        while len(_PAGES) > KEEP:
            _PAGES.popitem(last=False)
    _PAGES.move_to_end(key)
    return _PAGES[key]
