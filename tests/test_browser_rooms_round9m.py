"""Newcomer review 9 (issue 23), rooms in real Chromium, one CHAOS seat's page at 1280×800 (seat A1, three bots,
two rounds, unlisted), walked through once:

- Finding 1: opening the chat, closing it and the game's end never move the table (nor the first round's "3 things to
  know", which lies over the table's head: review 26, room_en 6); the open chat drawer leaves the story's newest line in sight.
- Finding 3: the end strip gives the outcome whole (never cut with "…") and the seed whole.
- Finding 5: back in the lobby, "Your tables" lists the unlisted table with a link back to the seat.
Screenshots: test-artifacts/s9m/."""
from __future__ import annotations

import pytest
from browser_support import ARTIFACTS, require_chromium
from test_browser_rooms import chromium, create, last_state, open_page, play_by_clicks, rooms_server, wait_joined

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "s9m"
BOTS = {"A2": "bot:heuristic", "B1": "bot:heuristic", "B2": "bot:heuristic"}

GEOM = """() => {
  const table = document.querySelector('.cw-room-table').getBoundingClientRect();
  const host = document.querySelector('.cw-room-chat-host');
  const lines = document.querySelector('.cw-story .cw-lines');
  const last = lines && [...lines.querySelectorAll('.cw-line')].at(-1);
  const turn = document.querySelector('.cw-room-turn');
  const seed = document.querySelector('.cw-room-seed');
  const tip = document.querySelector('.cw-room-tip');   // the first round's "How this table plays" (AO8, AQ8)
  const tipH = tip && !tip.hidden ? tip.getBoundingClientRect().height + parseFloat(getComputedStyle(tip).marginBottom) : 0;
  return {tableTop: table.top + scrollY, tip: tipH, tipBottom: tip && !tip.hidden ? tip.getBoundingClientRect().bottom + scrollY : 0, fixed: getComputedStyle(host).position === 'fixed',
          chatTop: host.getBoundingClientRect().top, lastBottom: last ? last.getBoundingClientRect().bottom : 0,
          turn: turn.textContent, turnCut: turn.scrollWidth > turn.clientWidth + 1,
          seed: seed && !seed.hidden ? seed.textContent : '', seedCut: seed ? seed.scrollWidth > seed.clientWidth + 1 : false};
}"""


def test_a_chaos_seat_at_1280_keeps_its_table_still_reads_the_end_whole_and_finds_its_table_again(tmp_path):
    require_chromium()
    SHOTS.mkdir(parents=True, exist_ok=True)
    with rooms_server(tmp_path) as (_proc, base), chromium() as browser:
        made = create(base, game="chaos", seed=5747330157812345, name="Review night", listed=False,
                      seats={"A1": "human", **BOTS}, rules={"max_rounds": 2})
        page = open_page(browser, base + made["links"]["A1"]["link"], 1280, 800)
        wait_joined(page, "A1")
        page.wait_for_timeout(800)
        start = page.evaluate(GEOM)
        page.click(".cw-chat-toggle")
        page.wait_for_timeout(400)
        opened = page.evaluate(GEOM)
        page.click(".cw-chat-toggle")
        play_by_clicks({"A1": page}, lambda: bool((last_state(page) or {}).get("result")), seconds=150, seed=3)
        page.wait_for_timeout(1000)
        end = page.evaluate(GEOM)
        page.screenshot(path=str(SHOTS / "end.png"))
        page.click(".cw-chat-toggle")
        page.wait_for_timeout(400)
        end_chat = page.evaluate(GEOM)
        page.screenshot(path=str(SHOTS / "end_chat.png"))
        page.click(".cw-room-back")
        page.wait_for_selector(".cw-my-tables a", timeout=10_000)
        mine = page.evaluate("() => [...document.querySelectorAll('.cw-my-tables a')].map(a => [a.textContent, a.hash])")
        page.screenshot(path=str(SHOTS / "lobby.png"))
        errors = list(page.errors)
    assert errors == [], errors
    # finding 1: the table keeps its y; the open drawer ends below the story's newest line
    assert opened["fixed"] and opened["tableTop"] == start["tableTop"], (start, opened)
    # ...and the first round's "3 things to know" lies over the table's head and goes at the end: the table never
    # moves for it (review 26, room_en 6: it closed by itself and the board moved up 29 px)
    # review 38, room_en 10: the tip stands above the table in the flow (laid over the bar it hid its controls), so
    # the table moves up once it is closed, never down
    assert start["tip"] > 0 and end["tip"] == 0 and end["tableTop"] <= start["tableTop"] + 0.5, (start, end)
    assert end_chat["fixed"] and end_chat["tableTop"] == end["tableTop"], (end, end_chat)
    assert 0 < end_chat["lastBottom"] <= end_chat["chatTop"] + 1, f"the chat hides the story's newest line: {end_chat}"
    # finding 3: the outcome and the seed whole
    assert end["turn"].startswith("Game over") and "seed" not in end["turn"] and not end["turnCut"], end
    # review 27, room_zh 8: a player's end shows no seed pill (a designer's does: room/strip.js seedButton)
    assert end["seed"] == "" and not end["seedCut"], end
    # finding 5: the unlisted table, with its seat's link
    assert ["Review night", f"#room={made['room']}&token={made['links']['A1']['token']}"] in mine, mine
