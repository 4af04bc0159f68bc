"""CHAOS after newcomer review 16 (round W): what the table says, in en, ja and zh."""
from __future__ import annotations

from cthulhu_widgets.games import chaos
from cthulhu_widgets.games.chaos import texts

LANGS = ("en", "ja", "zh", "zh-TW")


def new(setup, seed=7):
    base = {"first": "A", "bombs": [], "gate_open": True}
    base.update(setup)
    return chaos.new_game(seed=seed, setup=base)


def test_CH_COMBO_1_a_declined_combo_is_said_in_the_leaders_prompt():
    """newcomer review 16, finding 4: when the partner declines the reader's combo, the card went back to the hand
    with only a cyan frame and 'A2 does not join' was only in the log; the prompt now says it, with the card."""
    g = new({"start": "A1", "hands": {"A1": ["sprint_moon"], "A2": ["prank_moon"]}})
    g.act("combo", combo="C1", card="sprint_moon")
    g.act("decline")
    assert g.to_act == "A1"
    for lang in LANGS:
        said = texts.prompt(g, g.legal_actions(), lang)
        sprint = texts.card_name("sprint_moon", lang)
        assert "A2" in said and sprint in said, (lang, said)
        # the turn's ask is still there, after the note
        assert texts.prompt(g, g.legal_actions(), lang).endswith(
            texts.fmt(texts.ASKS[texts.table_lang(lang)]["move"], options=texts._options(
                g, g.legal_actions(), {a.kind for a in g.legal_actions()}, texts.table_lang(lang)))), lang
    g.act("stay")
    assert "A2" not in texts.prompt(g, g.legal_actions(), "en")


def test_course_words_rely_on_nothing_off_screen_and_say_the_bots_chip_and_the_end():
    """newcomer review 16, finding 3 (Learn to play, CHAOS): step 7 said "look at the heading" (見出しを見よう) with the
    heading scrolled off a phone's screen; step 5 said how an untaken key moves after the key was taken; nothing said
    to press 'Bot plays ▶' while the bots' turn waited on it; after step 10 no closing word (play on, or New game)."""
    import json
    from pathlib import Path

    from cthulhu_widgets.games.chaos.sentences.coach import COACH
    chips = json.loads((Path(texts.__file__).parents[2] / "widgets" / "chaos_words.json").read_text())
    new_game = {"en": "New game", "ja": "新しいゲーム", "zh": "新游戏"}
    heading = {"en": "header", "ja": "見出し", "zh": "标题栏"}
    key_moves = {"en": "nobody has taken", "ja": "まだ取られていない鍵", "zh": "没人拿到的钥匙"}
    for lang in ("en", "ja", "zh"):
        steps = COACH[lang]["steps"]
        said = [s[k] for s in steps for k in ("text", "done", "idea")]
        assert not [s for s in said if heading[lang] in s], lang
        assert key_moves[lang] not in steps[4]["text"], lang        # step 5: the key was taken at step 4
        # the chip as it reads, named for the seat next (review 30, chaos_ja 5: "Bot plays ▶" named no chip shown)
        bot = chips[lang]["bot_plays_seat"].format(seat="A2")
        assert f"{bot} ▶" in steps[6]["done"], (lang, steps[6]["done"])   # the bots' turn, after step 7
        assert new_game[lang] in steps[-1]["done"], lang                 # the course's last word



OLD_COUNTER = {"en": ("its own team", "against its own", "acts on the enemy team", "applies to the enemy team",
                      "hits team"),
               "ja": ("跳ね返", "始めたチーム自身"), "zh": ("反弹", "作用于发起", "反过来作用")}
NEW_COUNTER = {"en": "works for", "ja": "のものとして働", "zh": "改为替"}


def test_CH_C4_a_countered_combo_is_told_one_way_in_the_panel_the_prompt_the_cards_and_the_log():
    """newcomer review 16, finding 6 (CH-C4): the panel said the countered combo "goes to the team that started it"
    (始めたチーム自身に向かう) while the log said it "resolves for team A", the reacting team. The engine's truth (a
    reflected C5 gives the reacting team's patient the sight) is said everywhere: it works for the reacting team, as
    if that team had started it."""
    import json
    from pathlib import Path

    from cthulhu_widgets.games.chaos.sentences import coach, en, ja, zh
    root = Path(texts.__file__).parents[2]
    panel = json.loads((root / "widgets" / "chaos_words.json").read_text())
    cards = json.loads((root / "games" / "chaos" / "card_texts.json").read_text())
    g = new({"start": "A1", "first": "A", "hands": {"A1": ["protection_moon"], "A2": ["possession_moon"],
                                                      "B2": ["prank_moon"], "B1": ["schizophrenia_moon"]}})
    g.act("combo", combo="C3", card="protection_moon")
    g.act("join", card="possession_moon")
    while g.to_act != "B1":
        g.apply(next(a for a in g.legal_actions() if a.kind == "react"))
    ask = {lang: texts.prompt(g, g.legal_actions(), lang) for lang in ("en", "ja", "zh")}
    g.apply(next(a for a in g.legal_actions() if a.kind == "react"))
    reflected = next(e for e in g.events if e.name == "reflected")
    for lang, module in (("en", en), ("ja", ja), ("zh", zh)):
        told = {"panel": panel[lang]["reflected"], "log": texts.event_text("reflected", reflected.data, lang),
                "prompt": ask[lang], "card": cards["combos"]["C4"][lang]["text"],
                "prank": cards["cards"]["prank_moon"][lang]["text"],
                "coach": coach.MOMENTS[lang]["reaction"] if "reaction" in coach.MOMENTS[lang] else ""}
        for where, said in told.items():
            if where != "prompt" and (where != "coach" or said):   # (the ask names no outcome: its chips do)
                assert NEW_COUNTER[lang] in said, (lang, where, said)
        said = module.PROMPTS["react_complete"]
        assert NEW_COUNTER[lang] in said, (lang, said)
        everything = json.dumps([vars(module).get(k) for k in ("TEXTS", "PROMPTS", "ASKS", "WORDS", "BOARD", "HELP")] +
                                [panel[lang], told], ensure_ascii=False)
        assert not [w for w in OLD_COUNTER[lang] if w in everything], lang
