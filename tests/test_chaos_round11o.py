"""CHAOS round O (newcomer review 11): the words of the table tell the truth of its chips and of the story — a vanished
ghost's missed swap (CH-G5), the grey ✓? (CH-G2), a Sprint after a swap (CH-P4), Checkup in a joint turn (CH-COMBO-1),
each card's own why-not, the swapped hands, the combo and time chips, and the Japanese words."""
from __future__ import annotations

import re

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.frames.chaos import catalog, legal
from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos import texts
from cthulhu_widgets.match import Match

LANGS = ("en", "zh", "ja")


def _story(match, reader, lang="en"):
    return [line["text"] for line in Frames("chaos").log(MatchPositions(match), reader, lang)]


def _apply(match, kind, **fields):
    match.apply(next(a for a in match.state.legal_actions()
                     if a.kind == kind and all(a[k] == v for k, v in fields.items())))


def _chip(state, card, lang):
    return next(d for d in legal(state, state.legal_actions(), lang) if d.get("fields", {}).get("card") == card)


def _why_not(state, lang):
    return legal(state, state.legal_actions(), lang)[0]["target"].get("why_not", {})


# ----- finding 1: a vanished ghost on an enemy patient (CH-G5) --------------------------------------------------------
def _vanished_onto_b1():
    """A2 (ghost, vanished) steps onto the enemy patient B1's cell c3."""
    setup = {"first": "A", "start": "A2", "bombs": [], "key": [6, 2], "pieces": {"A2": [3, 2], "B1": [3, 3]},
             "vanish": {"A2": {}}}
    match = Match.new(chaos, seed=1, setup=setup)
    _apply(match, "move", row=3, col=3)
    return match


def test_ch_g5_the_story_says_a_vanished_ghost_passes_an_enemy_patient_without_a_swap():
    """Review 11 finding 1 (phone 141/146/150): A2 stepped onto B2 twice while vanished, no swap and no word why; now
    the ghost's team reads it, the enemy (who cannot see the ghost, CH-HIDE-2) does not, in en/zh/ja."""
    match = _vanished_onto_b1()
    assert match.state.role["A2"] == "ghost" and match.state.role["B1"] == "patient"   # CH-G5: no swap
    assert "You pass B1 unseen on c3: a vanished ghost does not swap roles." in _story(match, "A2")
    assert "Your partner A2 passes B1 unseen on c3: a vanished ghost does not swap roles." in _story(match, "A1")
    for reader in ("B1", "B2"):
        assert not any("unseen on" in line or "c3" in line for line in _story(match, reader)), _story(match, reader)
    for lang, word in (("zh", "不交换身份"), ("ja", "役割を入れ替えない")):
        assert any(word in line and "c3" in line for line in _story(match, "A2", lang)), _story(match, "A2", lang)


def test_ch_g5_vanish_says_it_swaps_no_roles_on_its_card_and_its_chip():
    """Review 11 finding 1: Vanish's card text and its play's words say a hidden ghost swaps roles with no one."""
    said = {"en": "swap roles with no one", "zh": "不与任何人交换身份", "ja": "誰とも役割を入れ替えない"}
    for suit in ("moon", "eye", "skull"):
        for lang in LANGS:
            assert said[lang] in texts.CARD_TEXTS["cards"][f"vanish_{suit}"][lang]["text"], (suit, lang)
    s = chaos.new_game(seed=1, setup={"first": "A", "start": "A2", "bombs": [], "key": [6, 2],
                                      "hands": {"A2": ["vanish_moon", "prank_eye", "mischief_eye"]}})
    s.apply(next(a for a in s.legal_actions() if a.kind == "stay"))
    for lang in LANGS:
        assert said[lang] in _chip(s, "vanish_moon", lang)["text"], lang


# ----- finding 2: the grey ✓? promises no warning a tap never gives -----------------------------------------------------
def test_ch_g2_the_story_promises_no_warning_on_a_move_the_table_makes_at_once():
    """Review 11 finding 2 (phone 080→081): 「そこへ動くときは警告が出る」, but a tap on a ✓? cell moved at once onto a bomb.
    No story line promises a warning any more; the ✓? line says the board greys the mark and the step is not asked."""
    promises = ("warns you", "会提醒你", "警告が出る")
    for lang in LANGS:
        table = texts.TEXTS[lang]
        for key in ("temporary_bombs_gone", "checks_doubted", "checks_unsure", "planted_bombs_gone_hidden"):
            assert not any(p in table[key] for p in promises), (lang, key, table[key])
        assert "✓?" in table["checks_unsure"], (lang, table["checks_unsure"])


# ----- finding 3: Sprint after a role swap (CH-P4, §11 Movement) --------------------------------------------------------
def test_ch_p4_a_sprint_after_a_role_swap_is_greyed_with_its_reason():
    """Review 11 finding 3 (desk 172→174): Sprint was offered after the move had swapped roles, then 'no extra step this
    turn' and the card was gone. A swap ends the seat's movement (§11 Movement), so the chip is off with the reason,
    as after a bomb (review 8)."""
    setup = {"first": "A", "start": "A2", "bombs": [], "key": [6, 2], "pieces": {"A2": [3, 2], "B1": [3, 3]},
             "hands": {"A2": ["sprint_eye", "vanish_moon", "prank_eye"]}}
    s = chaos.new_game(seed=1, setup=setup, rules=chaos.Rules(swap_hands="keep"))
    s.apply(next(a for a in s.legal_actions() if a.kind == "move" and (a["row"], a["col"]) == (3, 3)))
    assert s.role["A2"] == "patient" and s.pending.kind == "cards" and s.halted
    said = {"en": "role swap", "zh": "身份交换", "ja": "役割の入れ替わり"}
    for lang in LANGS:
        chip = _chip(s, "sprint_eye", lang)
        assert chip["target"].get("off") is True, chip
        assert "⚠" in chip["label"] and said[lang] in chip["label"] and said[lang] in chip["text"], chip


# ----- findings 4 and 5: each card's own why-not ----------------------------------------------------------------------
def test_ch_combo_1_checkup_in_a_joint_turn_says_a_joint_turn_plays_no_card():
    """Review 11 finding 4 (desk 101): Checkup's text says 'before or after moving', but in a joint turn the table
    answered 'finish the choice in front of you first'. A joint turn has no card phase (CH-COMBO-1, §11 Combos):
    the why-not says so, and Checkup's card text names the exception, in en/zh/ja."""
    setup = {"first": "A", "start": "A1", "bombs": [], "key": [6, 2],
             "hands": {"A1": ["protection_skull", "checkup_eye", "amnesia_moon"],
                       "A2": ["possession_skull", "mischief_eye", "vanish_moon"]}}
    match = Match.new(chaos, seed=1, setup=setup)
    _apply(match, "combo", combo="C3")
    _apply(match, "join")
    while match.state.pending.kind != "combo_move":
        _apply(match, "pass")
    s = match.state
    assert s.to_act == "A1" and not any(a.kind == "play" for a in s.legal_actions())
    said = {"en": "joint turn has no card phase", "zh": "合作回合没有出牌阶段", "ja": "合同手番にはカードを出す段階がない"}
    for lang in LANGS:
        assert said[lang] in _why_not(s, lang)["checkup_eye"], _why_not(s, lang)
    for lang, word in (("en", "not in a joint turn"), ("zh", "合作回合中不能打出"), ("ja", "合同手番では出せない")):
        assert word in texts.CARD_TEXTS["cards"]["checkup_eye"][lang]["text"], lang


def test_why_not_gives_each_cards_own_reason_not_the_generic_one():
    """Review 11 finding 5 (desk, phone 146): 'what its text needs is not on the board, or your role or the time of
    day forbids it' for every card: now a card of the other role (CH-CARD-5), an Amnesia with no enemy patient holding
    a card (CH-P3), a Vanish already vanished (CH-G5) each say their own reason, sent with the legal moves."""
    setup = {"first": "A", "start": "A1", "bombs": [], "key": [6, 2],
             "hands": {"A1": ["amnesia_moon", "prank_eye", "sprint_moon"], "B1": []}}
    s = chaos.new_game(seed=1, setup=setup)
    s.hand["B1"] = []
    s.apply(next(a for a in s.legal_actions() if a.kind == "stay"))
    generic = catalog()["ui"]["en"]["why_not_need"]
    why = _why_not(s, "en")
    assert "sprint_moon" not in why                                       # playable: no why-not
    assert why["amnesia_moon"] == "Not now: no enemy patient holds a card to take.", why
    assert why["prank_eye"].startswith("Not now: a ghost card, and you are a patient now"), why
    assert generic not in why.values()
    for lang in ("zh", "ja"):
        assert set(_why_not(s, lang)) == {"amnesia_moon", "prank_eye"}
    s2 = chaos.new_game(seed=1, setup={"first": "A", "start": "A2", "bombs": [], "key": [6, 2], "vanish": {"A2": {}},
                                       "hands": {"A2": ["vanish_moon", "prank_eye", "mischief_eye"]}})
    s2.apply(next(a for a in s2.legal_actions() if a.kind == "stay"))
    assert "already hidden" in _why_not(s2, "en")["vanish_moon"]


# ----- finding 6: the story's and the chips' words --------------------------------------------------------------------
def test_ch_swap_3_the_story_counts_the_new_hands_and_says_why_one_is_short():
    """Review 11 finding 6 (room 267/284): 'A1 and your partner B2 discard their hands and draw 3' while A1 drew 0
    (the ghost deck was empty); and 'Bot B1 and you discard their hands'. Now each seat's count, and why it is short."""
    setup = {"first": "A", "start": "A1", "bombs": [], "key": [6, 2], "pieces": {"A1": [3, 2], "B2": [3, 3]}}
    match = Match.new(chaos, seed=1, setup=setup)
    match.state.decks["ghost"], match.state.discards["ghost"] = [], []
    _apply(match, "move", row=3, col=3)
    assert match.state.role["A1"] == "ghost" and not match.state.hand["A1"] and len(match.state.hand["B2"]) == 3
    mine = [line for line in _story(match, "A1") if "discard every card" in line]
    assert mine == ["You and B2 discard every card in hand and draw from the new roles' decks: you draw 0, B2 draws 3. "
                    "No ghost card was left in the deck or the discards, so fewer than 3 were drawn."], mine
    theirs = [line for line in _story(match, "B1") if "discard every card" in line]
    assert theirs and "A1 draws 0, your partner B2 draws 3" in theirs[0] and "their" not in theirs[0], theirs
    for lang, word in (("zh", "抽 0 张"), ("ja", "0 枚")):
        assert any(word in line for line in _story(match, "A1", lang)), lang


def test_ch_dur_3_only_a_seat_with_such_a_cross_reads_of_it():
    """Review 11 finding 6 (room 101): A1, who never played Checkup, read 'A ✗ your Checkup found after they were
    planted may have been one of them'; the common line now only says the bombs are gone (the seat whose ✗ went reads
    its own checks_doubted line, review 10)."""
    for lang in LANGS:
        line = texts.event_text("planted_bombs_gone_hidden", {"seat": "B2"}, lang)
        assert "✗" not in line and "B2" in line, line


def test_ch_combo_2_a_combo_chip_says_both_its_effects_before_committing():
    """Review 11 finding 6 (room 193): a combo's chip said only what the same suit does; its words now say the
    different suits' effect too, in en/zh/ja."""
    setup = {"first": "A", "start": "A1", "bombs": [], "key": [6, 2],
             "hands": {"A1": ["protection_skull", "checkup_eye", "amnesia_moon"],
                       "A2": ["possession_skull", "mischief_eye", "brainwash_moon"]}}
    s = chaos.new_game(seed=1, setup=setup)
    said = {"en": ("With different suits: push 1 cell.", "With different suits: swap the roles only."),
            "zh": ("不同花色时：只击退一格。", "不同花色时：只互换身份。"),
            "ja": ("違うマークなら：1 マス押す。", "違うマークなら：役割だけを入れ替える。")}
    for lang in LANGS:
        chips = {d["fields"]["combo"]: d["text"] for d in legal(s, s.legal_actions(), lang) if d["kind"] == "combo"}
        assert said[lang][0] in chips["C3"] and said[lang][1] in chips["C2"], chips


def test_ch_time_4_a_time_chip_says_it_binds_the_setters_team_too():
    """Review 11 finding 6 (room 233): Dawn's chip gave no hint that it binds one's own team too (CH-TIME-2..4)."""
    setup = {"first": "A", "start": "A1", "bombs": [], "key": [6, 2],
             "hands": {"A1": ["amnesia_moon", "schizophrenia_moon", "sprint_moon"]}}
    s = chaos.new_game(seed=1, setup=setup)
    s.apply(next(a for a in s.legal_actions() if a.kind == "stay"))
    said = {"en": ("every ghost", "your own team's too"), "zh": ("每个鬼魂", "你自己的队伍也一样"),
            "ja": ("すべての幽霊", "自分のチームも例外ではない")}
    for lang in LANGS:
        dawn = next(d["text"] for d in legal(s, s.legal_actions(), lang)
                    if d["kind"] == "declare_time" and d["fields"]["time"] == "dawn")
        assert all(w in dawn for w in said[lang]), dawn


def test_a_timed_effect_has_words_for_its_own_seats_turn():
    """Review 11 finding 6 (room 107/243): 'ends when A2's next turn begins' shown during A2's turn; the catalog holds
    the words for that case ('lasts through this turn', CH-DUR-1), for the front end to use."""
    ui = catalog()["ui"]
    for lang, word in (("en", "lasts through this turn"), ("zh", "持续整个本回合"), ("ja", "この手番のあいだは続き")):
        text = ui[lang]["left_this"].format(seat="A2")
        assert word in text and "A2" in text, text


def test_weak_effect_and_the_c3_direction_are_explained():
    """Review 11 finding 6 (desk 9) and 7 (046): 'weak effect (different suits)' was never explained, and the enemy
    C3's text said 'the direction your team chooses' (it is the combo team's choice)."""
    said = {"en": "weak effect (different suits: the patient sees every bomb now)",
            "zh": "效果减弱（花色不同：只能看到当前的炸弹）", "ja": "弱い効果（違うマーク：いまある爆弾がすべて見える）"}
    for lang in LANGS:
        line = texts.event_text("combo_resolves", {"combo": "C5", "team": "B", "effect": "weak"}, lang)
        assert said[lang] in line, line
        text = texts.CARD_TEXTS["combos"]["C3"][lang]["text"]
        assert not any(w in text for w in ("your team", "你方", "あなたのチーム")), text


# ----- finding 7: Japanese (and Chinese) words ------------------------------------------------------------------------
def _all_words(lang):
    from cthulhu_widgets.games.chaos.sentences import story
    module = texts.LANGUAGE_MODULES[lang]
    tables = [module.TEXTS, module.PROMPTS, module.LABELS, module.ASKS, module.OPTIONS, module.BOARD,
              story.STORY[lang], catalog()["ui"][lang]]
    out = [v for t in tables for v in t.values() if isinstance(v, str)]
    out += [line for line in module.HELP["rules"] + module.HELP["guide"]]
    out += [x for pair in module.HELP["legend"] for x in pair]
    return out


def test_ja_one_word_for_the_compass_and_clean_spacing():
    """Review 11 finding 7: 「羅針盤」 and 「コンパス」 both named the Midnight compass; 「その役割は1 手番に」 lacked its space;
    「敵を上へ押す。」 ended a chip with 。; the forced decline read 「あなたは味方の A2のコンボに加わる検診を…」."""
    words = _all_words("ja")
    assert not any("コンパス" in w for w in words), [w for w in words if "コンパス" in w]
    assert any("羅針盤" in w for w in words)
    assert not any(re.search(r"[^\x00-\x7f][0-9]+ 手番", w) for w in words), \
        [w for w in words if re.search(r"[^\x00-\x7f][0-9]+ 手番", w)]
    assert not texts.PROMPTS["ja"]["push"].endswith("。") and not texts.PROMPTS["zh"]["push"].endswith("。")
    from cthulhu_widgets.games.chaos.sentences.story import STORY
    line = STORY["ja"]["forced_join"].format(leader="味方の A2", need="検診")
    assert line == "味方の A2 のコンボに加わるには「検診」が要るが、手札にないので自動で見送る。", line
    assert "指南针" not in " ".join(_all_words("zh"))
    zh = STORY["zh"]["forced_join"].format(leader="队友A2", need="体检")   # zh had the same word order (你没有可加入…的…)
    assert zh == "加入队友A2 的合作需要一张体检，你手里没有，所以系统替你放弃。", zh
    ja = STORY["ja"]["forced_react_patient"].format(partner="味方の A2", prank="いたずら", need="統合失調症")
    assert ja.startswith("味方の A2 の「いたずら」に重ねるには「統合失調症」が要るが"), ja
