"""Newcomer review 4 (issue 23, round F) at the Letter table: the engine's clue count, the hidden clue that beat the
player shown at the end, the race against the deck said while it can still be run."""
from __future__ import annotations

from cthulhu_widgets.games.letter.game import new_game

LANGS = ("en", "zh", "ja")


def test_clues_count_only_cards_above_cthulhu():
    """Finding 6 (LS-SETUP-5, LS-P9): `clues` counted the card a Carter swap left in a stack without Cthulhu as a
    clue; clues are the cards above Cthulhu, none once Cthulhu left the stack."""
    s = new_game(seed=3, setup={"hand": ["randolph_carter"], "deck": ["professor_armitage", "..."], "clues": []})
    assert s.clues == 0
    s.act("play", card="randolph_carter")
    assert s.result is not None and s.result.outcome == "win"
    assert s.stack and s.clues == 0 and s.view("player")["opponent"]["clues"] == 0
    s = new_game(seed=3, setup={"hand": ["elder_sign"], "deck": ["investigators", "..."],
                                "clues": ["investigators", "cats_of_ulthar"]})
    assert s.clues == 2


YITH_LOSS = {"hand": ["great_race_of_yith"], "deck": ["investigators", "..."],
             "clues": ["professor_armitage", "cats_of_ulthar"]}
REVEALED = {"en": ("Professor Henry Armitage (5)", "Investigators (1)"), "zh": ("亨利‧阿米蒂奇教授（5）", "調查員（1）"),
            "ja": ("（5）", "（1）")}


def test_a_loss_to_a_hidden_clue_reveals_it_in_the_story_and_the_banner():
    """Finding 2: Great Race of Yith compared the hand's Investigators with a face-down clue and lost (LS-P3); the end
    never said which card beat it. The story's last line and the banner's moment now name it, with both values."""
    from cthulhu_widgets.widgets.letter import LetterWidget
    for lang in LANGS:
        w = LetterWidget(seed=3, setup=YITH_LOSS, lang=lang)
        w.play("play", card="great_race_of_yith", compare="hand")
        assert w.view["result"]["cause"] == "hand_knocked_out"
        clue, mine = REVEALED[lang]
        moment = w.banner["moment"]
        assert clue in moment and mine in moment, moment
    from test_story_announcements import big_lines
    from cthulhu_widgets.match import Match
    match = Match.new("letter", seed=3, setup=YITH_LOSS)
    match.act("play", card="great_race_of_yith", compare="hand")
    last = big_lines(match, "player")[-1]
    assert w.view["opponent"]["cards"][0].get("id") == "professor_armitage"   # turned face up (the player saw it)
    assert last["text"] == "The clue was Professor Henry Armitage (5): it beat your Investigators (1)."


def test_the_help_says_what_the_cyan_dashed_frame_means():
    """Finding 4: of two identical hand cards one wore a cyan dashed frame (the last move's outline, scene/motion.js)
    with no key anywhere; the help's guide now says what it marks, and that a glowing card may offer several plays."""
    from cthulhu_widgets.frames.letter import help_texts
    words = {"en": ("cyan dashed", "more than one way"), "zh": ("青色虛線", "不只一種"), "ja": ("水色の破線", "複数の出し方")}
    for lang, (frame, ways) in words.items():
        guide = " ".join(help_texts()[lang]["guide"])
        assert frame in guide and ways in guide, lang


def test_the_braincase_has_one_name_in_every_text():
    """Finding 5: "Mi-Go" vs "Mi-Go Braincase" vs "the Braincase": the set-aside 0 goes by its full card name in every
    player text (card texts, move sentences, table words), never a short form a newcomer takes for another card."""
    import json
    import re
    from pathlib import Path
    from cthulhu_widgets.games.letter.sentences import en, ja, zh
    full = {"en": ("Mi-Go Braincase", r"Braincase"), "zh": ("米‧戈的大腦容器", r"大腦容器"), "ja": ("ミ＝ゴの脳髄缶", r"脳髄缶")}
    card_texts = json.loads((Path(__file__).parents[1] / "cthulhu_widgets/games/letter/card_texts.json").read_text())
    for lang, module in (("en", en), ("zh", zh), ("ja", ja)):
        name, short = full[lang]
        text = json.dumps([{k: v for k, v in vars(module).items() if k.isupper()},
                           [c.get(lang) for c in card_texts["cards"].values()]], ensure_ascii=False)
        assert len(re.findall(short, text)) == text.count(name) > 0, lang
