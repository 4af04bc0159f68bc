"""Review 37, room_en: the lobby's "★ CHAOS · Lesson 2" link (…/learn/chaos.html?learn=1&lesson=2) opens lesson 2
where the static play pages serve the course too: the page's engine entry deals the lesson its address asks."""

from lite_support import run_lite

BODY = """
    one = json.loads(lite.start("chaos", "en", 0, True))["coach"]
    two = json.loads(lite.start("chaos", "en", 0, True, 2))["coach"]
    letter = json.loads(lite.start("letter", "en", 0, True, 2))["coach"]
    print(json.dumps({"one": one.get("text"), "two": two.get("text"), "letter": bool(letter.get("text"))}))
"""


def test_review37_room_en_the_static_page_deals_chaos_s_lesson_2_when_its_address_asks_it():
    out = run_lite(BODY)
    assert out["one"] and out["two"] and out["one"] != out["two"] and out["letter"]
