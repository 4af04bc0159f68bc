"""Round EE, fixer EE4 (review 37, chaos_ja 9, shot 033): CHAOS's course was called コース, レッスン and チュートリアル in
different places. Its Japanese coach words now say レッスン, as its two lessons' buttons do ("レッスン 2")."""
from cthulhu_widgets.games.chaos.sentences import coach


def test_chaos_ja_coach_says_lesson_only():
    """No チュートリアル nor コース in CHAOS's Japanese coach words; its end says レッスンはここまで."""
    said = str(coach.COACH["ja"])
    assert "チュートリアル" not in said and "コース" not in said
    assert coach.COACH["ja"]["free"].startswith("レッスンはここまで")
