"""Letter, newcomer review 10 (issue 23 round N): the table's words say what really happens, each once."""
from conftest import scenario

from cthulhu_widgets.frames import letter as frame
from cthulhu_widgets.games.letter.sentences import danger as words
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# Two clues (Great Race of Yith over Silver Key) over Cthulhu: the player plays Cats of Ulthar and keeps Randolph
# Carter (6); the opponent's Yith then compares the answer with its next card, a hidden clue.
YITH_OVER_A_CLUE = {"hand": ["cats_of_ulthar"], "deck": ["randolph_carter", "elder_sign", "..."],
                    "clues": ["great_race_of_yith", "silver_key"]}
# What each language says of a higher hand card and of a tie (LS-O3).
# the loss first since round BB (review 34, letter_en 3), the rest still said
HIGHER_OR_TIE = {"en": "else nothing happens", "zh": "否則無事發生", "ja": "でなければ何も起きない"}
HIGHER_ONLY = {"en": "else nothing happens", "zh": "否則無事發生", "ja": "でなければ何も起きない"}
LOWER_OR_TIE = {"en": "Lose if lower or tied", "zh": "較小或相同則輸", "ja": "小さいか同じなら負け"}


def _answer_chips(lang: str, rules=None) -> dict:
    w = LetterWidget(seed=3, setup=YITH_OVER_A_CLUE, lang=lang, rules=rules)
    w.play("play", card="cats_of_ulthar")
    w.play("opponent_play")
    return {m["fields"]["side"]: m for m in w.legal if m["kind"] == "answer"}


def test_LS_O3_the_answer_chip_says_the_whole_outcome():
    """Finding 1 (LS-O3, option yith_tie): answering the opponent's Great Race of Yith with the hand, the chip says
    what a lower card does (you lose) and what a higher card or a tie does (nothing happens), not the losing case
    alone; with `yith_tie` "player_loses" a tie is said to lose."""
    for lang in LANGS:
        chip = _answer_chips(lang)["hand"]
        assert HIGHER_OR_TIE[lang] in chip["label"], chip
        tie_loses = _answer_chips(lang, {"yith_tie": "player_loses"})
        assert LOWER_OR_TIE[lang] in tie_loses["hand"]["label"] and HIGHER_ONLY[lang] in tie_loses["hand"]["label"]
        assert tie_loses["deck"]["label"] != _answer_chips(lang)["deck"]["label"]   # a tied deck top is discarded


def _forced_trapezohedron_under_protection():
    """Return desk_108's turn: Cthulhu is the top card, the opponent is protected (its Elder Sign), and the player
    holds The Shining Trapezohedron with Randolph Carter (6), a forced play (LS-TURN-6); the next check can be made."""
    s = scenario("randolph_carter", ["shining_trapezohedron", "cats_of_ulthar", "investigators"], [], rest="removed")
    s.o_protected = True
    assert s.pending.kind == "play" and s.insanity == 0 and len(s.deck) == 2
    return s


def test_LS_TURN_7_no_seal_possible_is_said_lost_not_seal_it_now():
    """Finding 2 (LS-TURN-6, LS-TURN-7, LS-P9, LS-TURN-2): the forced Trapezohedron against a protected opponent with
    Cthulhu on top: no play seals it, so the prompt never says "unless you seal it now"; it says the game is lost,
    once (unprotected too: the 7 must still be played); with Carter's swap playable the danger is said, not the
    loss."""
    s = _forced_trapezohedron_under_protection()
    for lang in LANGS:
        said = frame.prompt(s, s.legal_actions(), lang)
        assert words.TURN[lang]["cthulhu_top"] not in said, said
        assert said.count(words.LESSON[lang]["lost_top"]) == 1, said
    s.o_protected = False
    assert words.LESSON["en"]["lost_top"] in frame.prompt(s, s.legal_actions(), "en")
    s = scenario("randolph_carter", ["cats_of_ulthar", "investigators", "elder_sign"], [], rest="removed")
    said = frame.prompt(s, s.legal_actions(), "en")
    assert words.LESSON["en"]["lost_top"] not in said and words.TURN["en"]["cthulhu_top"] in said


def test_the_tutorial_says_where_a_cards_text_really_is():
    """Finding 3: Learn to play's last words said 'The "?" explains every card', but no card carries a "?": a card's
    text shows when it is clicked or tapped, and "? Rules and help" is the page's help (its label in each language,
    js/src/ui/words.js)."""
    from cthulhu_widgets.games.letter.sentences.coach import COACH
    # the bar's "?" in each language; short in 日本語 on a desk too since review 40 (chaos_en 1)
    help_label = {"en": "? Rules and help", "zh": "? 規則與說明", "ja": "? ルール"}
    click = {"en": "Click or tap a card", "zh": "點一下任何一張牌", "ja": "カードをクリック（タップ）"}
    for lang in LANGS:
        free = COACH[lang]["free"]
        assert "explains every card" not in free and "說明每一張牌" not in free and "各カードの説明" not in free
        assert help_label[lang] in free and click[lang] in free, free


def _runs(text: str, lang: str) -> set:
    """Return the word runs (en: 4 words) or character runs (zh, ja: 6 characters) of `text`, punctuation dropped."""
    import re
    if lang == "en":
        said = re.findall(r"[a-z0-9']+", text.lower())
        return {" ".join(said[i:i + 4]) for i in range(len(said) - 3)}
    said = re.sub(r"[\s\W_]", "", text)
    return {said[i:i + 6] for i in range(len(said) - 5)}


def test_no_card_text_says_an_effect_twice():
    """Finding 4 (LS-CARDS, LS-ORIG-10): a card's zoom shows its text, then its Sane and Insane rows and the opponent's
    row; Golden Mead's text said "Sane: look at the top card. Insane: look, then draw 1 and play 1." over the same rows.
    For all 17 kinds in en, zh and ja, the text names no row (no "Sane:" / "Insane:") and shares no run of words with
    the player's rows."""
    heads = {"en": ("Sane:", "Insane:", "Sane and Insane"), "zh": ("理智：", "瘋狂：", "理智與瘋狂："),
             "ja": ("正気：", "狂気：", "正気でも狂気でも：")}
    shown = frame.card_texts()
    assert len(shown) == 17
    for card, langs in shown.items():
        for lang in LANGS:
            said = langs[lang]
            rows = [said.get(k) for k in ("sane", "insane") if said.get(k)]   # the opponent's row is another effect
            assert not any(head in said["text"] for head in heads[lang]), (card, lang, said["text"])
            for row in rows:
                assert not _runs(said["text"], lang) & _runs(row, lang), (card, lang, said["text"], row)


def test_the_deck_is_called_the_players_deck_not_a_partner():
    """Finding 5 (LS-SETUP-6): the deck's label "牌堆（夥伴）" / "山札（相棒）" and "the deck is your partner" in the help
    puzzled a newcomer; the table's words, the help, the card texts and every sentence of the log, prompts and chips
    say the player's deck ("你的牌堆", "あなたの山札") and never "partner"."""
    import json
    from cthulhu_widgets.games.letter import texts
    catalog = frame.catalog()
    assert catalog["ui"]["zh"]["deck"] == "你的牌堆" and catalog["ui"]["ja"]["deck"] == "あなたの山札"
    for lang in LANGS:
        tables = [catalog["ui"][lang], catalog["help"][lang], [v[lang] for v in catalog["card_texts"].values()],
                  texts.TEXTS[lang], texts.CAUSES[lang], texts.WORDS[lang], texts.PROMPTS[lang], texts.LABELS[lang],
                  texts.ASKS[lang]]
        shown = json.dumps(list(_values(tables)), ensure_ascii=False)   # the words, not the keys
        for word in ("partner", "夥伴", "相棒"):
            assert word not in shown.lower(), (lang, word, shown[max(0, shown.lower().find(word) - 60):][:120])


def _values(tree):
    """Yield every string of `tree` that is a value (dict keys left out)."""
    if isinstance(tree, dict):
        tree = list(tree.values())
    if isinstance(tree, (list, tuple)):
        for item in tree:
            yield from _values(item)
    elif isinstance(tree, str):
        yield tree


def _width(text: str) -> float:
    """Return a line's width in CJK character cells (a Latin character, a digit or a space is half of one)."""
    return sum(0.5 if ord(ch) < 0x2E80 else 1 for ch in text)


def test_LS_CHECK_3_4_the_doom_reason_reads_whole_on_a_phone_line():
    """Finding 7 (LS-CHECK-3, LS-CHECK-4): the story's doom line, shown over a 390 px phone's hand as "剛才：…" in one
    line, was cut before its reason ("…但牌堆只剩 2 …"). In zh and ja the whole sentence fits that line (≤ 26 CJK
    cells with 10 cards needed and 9 held); in English its first sentence, which fits, says the whole reason."""
    from cthulhu_widgets.core.events import Event
    from cthulhu_widgets.frames.story_letter import story
    fail = {"en": "must fail", "zh": "必定失敗", "ja": "必ず失敗"}
    for why in ("check", "draw"):
        event = Event("LS-CHECK-3", "doom", {"why": why, "n": 10, "deck": 9})
        for lang in LANGS:
            said = story.own_sentence(event, event.data, lang)
            first = said.split(". ")[0] if lang == "en" else said.split("：")[0]
            assert fail[lang] in first, (lang, said)
            assert (len(first) <= 40) if lang == "en" else _width(said) <= 26, (lang, said)


def test_LS_END_3_every_end_cause_reads_whole_on_a_phone_line():
    """Finding 7 (LS-END-2, LS-END-3): the end's sentence ("You lost: …") is read in one line at 390 px: ≤ 27 CJK
    cells in zh and ja, ≤ 55 characters in English."""
    from cthulhu_widgets.games.letter import texts
    for lang in LANGS:
        for cause, said in texts.CAUSES[lang].items():
            assert (len(said) <= 55) if lang == "en" else _width(said) <= 27, (lang, cause, said)


def test_LS_P9_a_won_games_stack_is_counted_as_no_clue_and_has_its_own_label():
    """Finding 6 (LS-P9, LS-END-1; desk_113): Carter swaps the Hound of Tindalos for Cthulhu; over, the frame's count
    is right (0 clues: the Hound lies where Cthulhu lay, on no Cthulhu) and the stack holds that 1 card; the table's
    label over it must name the stack ("Opponent's stack"), not "Clues: 0" (the words for js/src/letter/layout.js)."""
    s = scenario("hound_of_tindalos", ["randolph_carter", "elder_sign"], [], rest="removed")
    s.act("play", card="randolph_carter")
    view = s.view("player")
    assert view["result"]["outcome"] == "win"
    assert view["opponent"]["clues"] == 0 and view["opponent"]["count"] == 1
    assert view["opponent"]["cards"][0]["id"] == "hound_of_tindalos"
    ui = frame.catalog()["ui"]
    # zh/ja keep the clue pile's word all game (round AA, newcomer review 18, finding 7: 線索 → 對手的牌堆 at the end)
    assert {lang: ui[lang]["stack_left"] for lang in LANGS} == {"en": "Opponent's stack", "zh": "線索牌堆",
                                                                "ja": "手がかりの山"}


def test_the_help_names_the_deck_as_the_table_labels_it():
    """Finding 5: the help says the deck as its label on the table does (你的牌堆, あなたの山札), so the newcomer reads
    one word for one pile."""
    catalog = frame.catalog()
    for lang in ("zh", "ja"):
        assert catalog["ui"][lang]["deck"] in " ".join(catalog["help"][lang]["rules"]), lang


def test_LS_O3_an_answer_against_a_known_lower_card_says_nothing_happens():
    """Finding 1 (LS-O3, LS-KNOW-2, option clue_top "revealed"): the opponent's next card is known (Investigators, a 1);
    answering its Great Race of Yith with Randolph Carter (6), the chip says from what the seat knows that nothing
    happens, naming the known card, not only the rule."""
    setup = {"hand": ["cats_of_ulthar"], "deck": ["randolph_carter", "elder_sign", "..."],
             "clues": ["great_race_of_yith", "investigators"]}
    names = {"en": "Investigators", "zh": "調查員", "ja": "探索者"}
    nothing = {"en": "nothing happens", "zh": "什麼都不會發生", "ja": "何も起きない"}
    for lang in LANGS:
        w = LetterWidget(seed=3, setup=setup, lang=lang, rules={"clue_top": "revealed"})
        w.play("play", card="cats_of_ulthar")
        w.play("opponent_play")
        chip = next(m for m in w.legal if m["kind"] == "answer" and m["fields"]["side"] == "hand")
        assert names[lang] in chip["label"] and nothing[lang] in chip["label"] and "⚠" not in chip["label"], chip
        assert nothing[lang] in chip["text"].lower(), chip["text"]
