"""Round FF, fixer FF2 (review 37, chaos_en and chaos_ja, Q1 = 7: "hidden bombs are luck": a newcomer stepped, was
hurt, went back to its spawn (CH-MOVE-4) and felt there was nothing to decide). A patient's step onto a cell it has
not checked now tells the risk from public counts: up to n hidden bombs (CH-MAP-3's 4, less the blasts, plus enemy
plants, CH-G2) among the unchecked cells, about 1 in N, and that Checkup shows 3 cells first (CH-P2, CH-CARD-4);
never from where a hidden bomb lies (CH-HIDE-1/2)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import chaos as frame
from cthulhu_widgets.games import chaos

LANGS = ("en", "zh", "zh-TW", "ja")
A7, B7 = (7, 1), (7, 2)   # 1-based: A1 (patient) at a8 steps to a7 (b8 is A2's spawn)
FIRST = {"en": "Play Checkup first", "zh": "先打出体检", "zh-TW": "先打出體檢", "ja": "先に検診を"}


def _game(bombs=((3, 3), (4, 4), (5, 5), (6, 6)), hand=("checkup_moon", "sprint_moon", "amnesia_skull")):
    """A1 (a patient at a8) to move with `hand`; the 4 bombs from the start at `bombs` (1-based [row, col])."""
    return chaos.new_game(seed=7, setup={"start": "A1", "bombs": [list(b) for b in bombs],
                                         "hands": {"A1": list(hand)}})


def _risk(s, lang="en", cell=A7):
    moves = frame.legal(s, s.legal_actions(), lang)
    return next(m["target"].get("risk") for m in moves if m["target"].get("cell") == list(cell))


@pytest.mark.parametrize("lang", LANGS)
def test_a_step_onto_an_unchecked_cell_says_how_likely_a_bomb_is_and_to_play_checkup_first(lang):
    """review 37, chaos_en/chaos_ja 'hidden bombs are luck': 4 bombs (CH-MAP-3) among 51 cells (64 less 8 walls, 4
    spawns and the gate): about 1 in 13; A1 holds Checkup and has not moved: 'play Checkup first' (CH-CARD-4)."""
    said = _risk(_game(), lang)
    assert "a7" in said and "4" in said and "51" in said and "13" in said and FIRST[lang] in said, said


def test_a_spawn_says_no_bomb_is_ever_there():
    """CH-MAP-3: bombs are never placed on a spawn; b8 (A2's spawn) says so."""
    s = chaos.new_game(seed=7, setup={"start": "A1", "pieces": {"A2": [5, 1]}})
    assert "spawn" in _risk(s, "en", (8, 2))


def test_without_checkup_in_hand_the_step_says_what_a_checkup_would_show():
    said = _risk(_game(hand=("sprint_moon", "amnesia_skull", "protection_moon")))
    assert "A Checkup, played before moving, shows 3 cells" in said and "Play Checkup first" not in said, said


def test_two_deals_differing_only_in_where_the_hidden_bombs_lie_give_the_same_words_CH_HIDE_2():
    """The words come from the seat's view and public counts: moving the 4 hidden bombs changes nothing said."""
    for lang in LANGS:
        one, two = _game(), _game(bombs=((7, 1), (2, 5), (5, 1), (1, 2)))   # a7 itself holds a bomb in the second
        said = [[m["target"].get("risk") for m in frame.legal(s, s.legal_actions(), lang)] for s in (one, two)]
        assert said[0] == said[1]
        asks = [frame.prompt(s, s.legal_actions(), lang) for s in (one, two)]
        assert asks[0] == asks[1]


def test_a_blast_with_no_plant_standing_lowers_the_count_CH_MOVE_4():
    """A bomb from the start went off in public (no enemy plant stood): up to 3 are left."""
    s = _game()
    s._hurt("B1", (3, 3))   # d4 (0-based here): its public "bomb" event, no plant standing
    assert "up to 3 hidden bombs" in _risk(s), _risk(s)


def test_a_protected_patient_or_a_ghost_gets_no_risk_words_CH_P5():
    s = _game()
    s.protected["A1"] = 99
    assert _risk(s) is None


def test_the_prompt_says_the_odds_when_every_step_is_unchecked():
    """The ask itself, when each step is onto an unchecked cell: 'about 1 in N', beside its 'play Checkup before
    moving'."""
    s = chaos.new_game(seed=7, setup={"start": "A1", "pieces": {"A1": [6, 1]}, "hands": {"A1": ["checkup_moon"]},
                                      "bombs": [[3, 3], [4, 4], [5, 5], [6, 6]]})
    ask = frame.prompt(s, s.legal_actions(), "en")
    assert "play Checkup before moving" in ask and "Every step is unchecked: about 1 in 13 hides a bomb." in ask, ask


def test_an_enemy_plant_adds_its_bombs_and_a_blast_while_it_stands_is_not_counted_off_CH_G2_CH_HIDE_2():
    """B2's Mischief planted 2 temporary bombs A1 cannot see: up to 6; a blast while it stands may have been one of
    them (whose is B's secret), so the bombs from the start are not counted down: still up to 6."""
    s = _game()
    s._plant("B2", [(2, 2), (2, 6)])
    assert "up to 6 hidden bombs" in _risk(s), _risk(s)
    s._hurt("B1", (2, 2))
    assert "up to 6 hidden bombs" in _risk(s), _risk(s)


def _hurt_news(hand, lang="en"):
    """A1 steps from a8 onto a7's bomb from the start holding `hand`; the news line at its next decision."""
    from cthulhu_widgets.frames import build
    from cthulhu_widgets.match import Match
    m = Match.new(chaos, seed=7, setup={"start": "A1", "bombs": [[7, 1], [4, 4], [5, 5], [6, 6]],
                                        "hands": {"A1": list(hand)}})
    m.act("move", row=7, col=1)
    return build.of(m, "A1", lang)["legal"][0]["target"].get("news", {}).get("piece", "")


@pytest.mark.parametrize("lang", LANGS)
def test_after_the_hurt_the_line_says_the_checkup_it_held_would_have_shown_the_cell(lang):
    """review 37, chaos_en/chaos_ja: hurt and sent home (CH-MOVE-4), the reader is told what it could have done then:
    it held a Checkup (CH-P2) and had not moved (CH-CARD-4)."""
    said = _hurt_news(("checkup_moon", "sprint_moon", "amnesia_skull"), lang)
    held = {"en": "your Checkup, played before moving, would have shown 3 cells", "zh": "移动前打出你的体检",
            "zh-TW": "移動前打出你的體檢", "ja": "手札の検診"}
    assert "a7" in said and held[lang] in said, said


def test_after_the_hurt_without_a_checkup_the_line_says_what_one_does():
    said = _hurt_news(("sprint_moon", "amnesia_skull"))
    assert "a7 was unchecked: a Checkup, played before moving, shows 3 cells." in said and "your" not in said, said


@pytest.mark.parametrize("lang", LANGS)
def test_a_step_onto_a_cell_its_checkup_saw_clear_says_safe(lang):
    """review 37 (the brief's item 1): a ✓ of A1's Checkup no enemy plant or move has put in doubt (CH-P2, CH-G2) is
    safe for this step, and its move says so."""
    s = _game()
    s._checkup(("A1",), [(6, 0), (2, 2), (0, 7)])   # 0-based: a7 among them, no bomb there
    safe = {"en": "a7 is safe now", "zh": "a7 现在是安全的", "zh-TW": "a7 現在是安全的", "ja": "a7 は今は安全"}
    assert safe[lang] in (_risk(s, lang) or ""), _risk(s, lang)
    move = next(m for m in frame.legal(s, s.legal_actions(), lang) if m["target"].get("cell") == list(A7))
    assert move["target"].get("safe") == 1   # the page shows it over the ✓'s words (board.js riskTip)


def test_a_partners_joint_step_onto_a_bomb_gets_no_checkup_hint():
    """In a joint turn (CH-DUR-1) the partner's step is part of the leader's turn: no Checkup could come before it,
    so its line stays the bomb's alone (tests/test_round35ba1_news_line: B2's joint step onto g2)."""
    from test_round35ba1_news_line import _news, _played
    assert "unchecked" not in _news(_played(159))["piece"]


def test_the_zh_tw_words_are_zh_s_in_taiwan_script():
    """zh-TW is generated from zh (OpenCC s2twp, tools/gen_zh_tw.py): these words are zh's, converted."""
    opencc = pytest.importorskip("opencc")
    from cthulhu_widgets.games.chaos.sentences import risk_words
    convert = opencc.OpenCC("s2twp").convert
    for name in ("RISK", "NONE_LEFT", "SPAWN", "SAFE", "CHECK_FIRST", "CHECK_LATER", "ALL_UNCHECKED", "HURT_HELD",
                 "HURT"):
        table = getattr(risk_words, name)
        assert table["zh-TW"] == convert(table["zh"]), name


def test_a_checked_cell_the_seat_since_knows_a_bomb_on_is_not_called_safe_CH_G2():
    """The diff review of rounds FF/GG: A1's Checkup saw a7 clear, then its own team's Mischief planted there (CH-G2:
    the planter's team patient learns it): the step's target said danger and 'a7 is safe now' at once."""
    s = _game()
    s._checkup(("A1",), [(6, 0), (2, 2), (0, 7)])   # 0-based: a7 among them, no bomb there
    s.temp_bombs.add((6, 0))
    s.known["A1"].add((6, 0))                        # its team's plant: A1 is told where it lies
    move = next(m for m in frame.legal(s, s.legal_actions(), "en") if m["target"].get("cell") == list(A7))
    assert move["target"].get("safe") != 1 and "safe now" not in (move["target"].get("risk") or ""), move["target"]
