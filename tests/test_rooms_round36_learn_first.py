"""Review 34, room_en 6: the lobby's "★ CHAOS (2 v 2)" course link opened a plain practice game with the bots already
moving ("Round 1/60 · Waiting for B1", shot 003); the course came only later, after a second look for "★ Learn to
play". The page asked the worker for a game and then pressed the course's button. Now the static page's engine deals
the course itself when the address asks for it (?learn=1): the first table the reader sees is the course's step 1.
"""

from lite_support import run_lite

BODY = """
    out = {}
    for game in ("letter", "chaos", "mythos"):
        out[game] = json.loads(lite.start(game, "en", 0, True))["coach"]
    out["plain"] = json.loads(lite.start("chaos", "en"))["coach"]
    limited = json.loads(lite.start("chaos", "ja", 12, True))
    out["limited"] = [limited["coach"], limited["lang"], lite._table["widget"].state.rules.max_rounds]
    print(json.dumps(out, ensure_ascii=False))
"""


def test_a_course_page_starts_on_the_courses_first_step_and_a_plain_page_does_not():
    out = run_lite(BODY)
    for game in ("letter", "chaos", "mythos"):
        assert out[game].get("n") == 1 and out[game].get("of", 0) >= 5, (game, out[game])
    assert not out["plain"].get("of")
    coach, lang, rounds = out["limited"]
    assert coach.get("n") == 1 and lang == "ja" and rounds == 12
