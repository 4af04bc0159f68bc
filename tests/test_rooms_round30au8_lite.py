"""Review 29, room_en 3 (005): the course a room opens said "Round 1/60" beside a table of 12 rounds (CH-WIN-2). The
room's link carries the table's round limit (?rounds=12, js/src/room/learn_link.js); the play page's engine entry
deals with it, and the course (which keeps the table's rules) counts the table's rounds."""

from lite_support import run_lite

BODY = """
    start = json.loads(lite.start("chaos", "en", 12))
    course = json.loads(lite.command(json.dumps({"cmd": "learn"})))
    plain = json.loads(lite.start("chaos", "en"))
    print(json.dumps({"start": start["view"]["max_rounds"], "plain": plain["view"]["max_rounds"],
                      "course": [m["view"]["max_rounds"] for m in course if "view" in m]}))
"""


def test_CH_WIN_2_the_course_a_room_opens_counts_the_table_s_rounds():
    out = run_lite(BODY)
    assert out["start"] == 12 and out["plain"] == 60
    assert out["course"] and set(out["course"]) == {12}
