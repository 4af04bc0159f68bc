"""Letter, newcomer review 9 (issue 23 round M): the table's words and state agree with each other and the rules."""
from conftest import scenario

from cthulhu_widgets.frames import letter as frame
from cthulhu_widgets.games.letter.sentences import danger as words
from cthulhu_widgets.games.letter.sentences.coach import TABLE_WORDS

LANGS = ("en", "zh", "ja")


def _doomed(hand, drawn, clues, **zones):
    """Return the first turn of a game whose next check must fail (LS-CHECK-4): Insanity 1, the check takes the deck's
    first card and the draw its last."""
    s = scenario(hand, ["cats_of_ulthar", drawn], clues, rest="removed", discard=["deep_ones"], **zones)
    assert s.insanity == 1 and not s.deck and s.pending.kind == "play"
    return s


def test_a_doomed_check_never_says_let_the_opponent_play_the_last_clue():
    """Finding 1 (LS-CHECK-4, LS-P10): one clue left over Cthulhu and the next check must fail: the lesson "let the
    opponent play it, then seal Cthulhu on your turn" is not said (that turn never comes); the game is said lost,
    once, and the Insanity line no longer orders "Seal Cthulhu now"."""
    s = _doomed("professor_armitage", "elder_sign", ["investigators"])
    for lang in LANGS:
        said = frame.prompt(s, s.legal_actions(), lang)
        assert words.LESSON[lang]["last_clue"] not in said
        assert words.LESSON[lang]["lost"] in said
        assert said.count(words.LESSON[lang]["lost"]) == 1
    for lang, now in (("en", "Seal Cthulhu now"), ("zh", "現在就封印"), ("ja", "今クトゥルフを封印")):
        assert now not in TABLE_WORDS[lang]["insanity_fail"] and now not in TABLE_WORDS[lang]["insanity_empty"]


def test_a_doomed_check_with_cthulhu_in_reach_is_not_said_lost():
    """Finding 1 (LS-P9, LS-KNOW-2): Cthulhu is the top card and Armitage can eliminate it: the game is not lost, the
    danger says to seal it now; without a card that reaches it (a protected opponent), the game is said lost."""
    s = _doomed("professor_armitage", "elder_sign", [])
    said = frame.prompt(s, s.legal_actions(), "en")
    assert words.LESSON["en"]["lost"] not in said and words.TURN["en"]["cthulhu_top"] in said
    s.o_protected = True
    said = frame.prompt(s, s.legal_actions(), "en")
    assert words.LESSON["en"]["lost"] in said and words.TURN["en"]["cthulhu_top"] not in said


def test_a_check_that_can_be_made_keeps_the_last_clue_lesson():
    """Finding 1: with cards enough for the next check the last clue lesson stays (LS-P10)."""
    s = scenario("professor_armitage", ["elder_sign", "cats_of_ulthar", "silver_key"], ["investigators"],
                 rest="removed")
    said = frame.prompt(s, s.legal_actions(), "en")
    assert words.LESSON["en"]["last_clue"] in said and words.LESSON["en"]["lost"] not in said


def test_known_cards_of_the_players_side_carry_a_known_mark():
    """Finding 4 (LS-KNOW-1, LS-KNOW-3, LS-KNOW-4): a known deck top carries `known: true` in the player's and the
    designer's view, for the mark the table draws; the hand, always known, carries none; a spectator sees none, an
    unknown deck top none."""
    s = scenario("professor_armitage", ["elder_sign", "cats_of_ulthar", "silver_key"], ["investigators"],
                 rest="removed")
    view = s.view("player")
    assert view["hand"] and not any("known" in c for c in view["hand"])
    assert "known" not in view["deck"]["cards"][0]
    s.deck_known = True
    assert s.view("player")["deck"]["cards"][0]["known"] is True
    assert s.view(None)["deck"]["cards"][0]["known"] is True
    public = s.view("public")
    assert not any(c.get("known") for c in [*public["hand"], *public["deck"]["cards"]])


def test_the_story_says_which_deck_top_became_known():
    """Finding 4: "The deck's top card is now known" says it is the player's deck."""
    from cthulhu_widgets.games.letter import texts
    said = {lang: texts.event_text("deck_top_known", {"card": "investigators"}, lang) for lang in LANGS}
    assert said["en"].startswith("Your deck's top card is now known")
    assert said["zh"].startswith("你的牌堆") and said["ja"].startswith("あなたの山札")


def test_game_over_carries_no_protection():
    """Finding 3 (LS-O4, LS-CHECK-3): the opponent's Elder Sign protects it, then the player's check fails: the ended
    game's view carries no shield (no turn is left to protect), in the player's, the spectator's and the designer's."""
    s = scenario("silver_key", ["cats_of_ulthar", "investigators"], ["elder_sign", "investigators"], rest="removed",
                 discard=["deep_ones"])
    s.act("play", card="silver_key")
    assert s.view("player")["protected"] == {"player": False, "opponent": False}
    s.act("opponent_play")
    assert s.result is not None and s.result.cause == "check_impossible" and s.o_protected
    for seat in ("player", "public", None):
        assert s.view(seat)["protected"] == {"player": False, "opponent": False}


def test_the_braincase_left_by_mi_go_is_named_not_called_a_clue():
    """Finding 2 (LS-P5, LS-P10, LS-O9): Mi-Go's Insane effect takes the last clue and leaves the Braincase over
    Cthulhu, a card the opponent plays (it does nothing) before Cthulhu; the count counts it (one card over Cthulhu),
    and the lesson and the warning name it instead of "1 clue left"."""
    s = scenario("mi_go", ["cats_of_ulthar", "professor_armitage", "silver_key", "elder_sign", "great_race_of_yith",
                          "randolph_carter"], ["investigators"],
                 rest="removed", discard=["deep_ones"])
    s.act("play", card="mi_go", effect="insane")
    view = s.view("player")
    assert view["opponent"]["clues"] == 1 and view["opponent"]["cards"][0]["id"] == "mi_go_braincase"
    actions = s.legal_actions()
    for lang in LANGS:
        said = frame.prompt(s, actions, lang)
        assert words.LESSON[lang]["last_braincase"] in said and words.LESSON[lang]["last_clue"] not in said
    chips = [m for m in frame.legal(s, actions, "en") if m["fields"].get("target") == "opponent"]
    assert chips and all("last card over Cthulhu" in m["label"] and "last clue" not in m["label"] for m in chips)


def test_investigators_against_a_protected_opponent_names_no_empty_value():
    """Finding 5 (LS-TURN-7, LS-P1): with the opponent protected, Investigators names no value: its chip and sentence
    say "Play Investigators (protected: no effect)", not "猜 （對手受保護…" with a gap where the value was."""
    s = scenario("investigators", ["elder_sign", "cats_of_ulthar", "silver_key"], ["investigators", "cats_of_ulthar"],
                 rest="removed")
    s.o_protected = True
    actions = s.legal_actions()
    moves = {lang: [m for m in frame.legal(s, actions, lang) if m["fields"].get("card") == "investigators"]
             for lang in LANGS}
    # one form for every no-effect chip since newcomer review 14 (finding 7)
    assert [m["label"] for m in moves["en"]] == ["Play Investigators: no effect (the opponent is protected)"]
    assert [m["label"] for m in moves["zh"]] == ["打出調查員：沒有效果（對手受保護）"]
    for lang in LANGS:
        assert "  " not in moves[lang][0]["text"] and " （" not in moves[lang][0]["label"]
        assert "name ." not in moves[lang][0]["text"]


def test_a_sane_cards_popup_text_says_its_effect_once():
    """Finding 5: a Sane card's popup said a summary, then a near-identical "Sane:" line; the table's card texts give
    a Sane card one effect text (the fuller), an Insanity card its Sane and Insane rows."""
    texts = frame.catalog()["card_texts"]
    for lang in LANGS:
        inv = texts["investigators"][lang]
        assert "sane" not in inv and "1" in inv["text"]   # the full row: "not 1" is said
        assert {"sane", "insane"} <= set(texts["mi_go"][lang])


def test_the_storys_doom_line_says_no_seal_before_then_when_the_game_is_lost():
    """Finding 1 (LS-CHECK-4): the story's doom line drops "Seal Cthulhu before then, or you lose." for the player when
    no card in hand can seal Cthulhu (the prompt says the game is lost, once); a spectator, who never sees the hand
    (LS-KNOW-1), keeps the note; a game still winnable keeps it."""
    from cthulhu_widgets.core.events import Event
    from cthulhu_widgets.frames.story_letter import story

    s = _doomed("professor_armitage", "elder_sign", ["investigators"])
    doom = story.facts(s)["doom"]
    assert doom["lost"] is True
    event = story.fact_event("doom", doom)
    assert story.note(event, "player", "en", []) == ""
    assert story.note(event, "public", "en", []) == story.words("en")["doom_note"]
    winnable = _doomed("professor_armitage", "elder_sign", [])
    assert "lost" not in story.facts(winnable)["doom"]
    assert story.note(story.fact_event("doom", story.facts(winnable)["doom"]), "player", "en", []) != ""
