"""Mythos round 6e (issue 23, newcomers R3-M on the 16:52 build, en 1280×800 and ja phone): coach tips that tell
the moment as it is when shown, words true on a phone, and the terms and lines they found wrong or unexplained."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.frames.coach import LEARN_SEED
from cthulhu_widgets.frames.mythos_coach import fill_moment
from cthulhu_widgets.games.mythos.sentences.coach import COACH, MOMENTS, NUDGE
from cthulhu_widgets.games.mythos.texts import card_name
from cthulhu_widgets.widgets.mythos import MythosWidget

from coach_support import play_coached


def _sanity(widget) -> tuple:
    """Return the seat's Sanity now and the phobias played on or by it so far (card ids, oldest first)."""
    state = widget.state
    played = [e.data["card"] for i in range(widget.match.index + 1) for e in widget.match.state_at(i).events or ()
              if e.name == "plays" and e.data.get("card", "").endswith("phobia")
              and widget.seat in (e.data.get("player"), e.data.get("target"))]
    return state.players[state.seat_index(widget.seat)].sanity, played


@pytest.fixture(scope="module")
def learned():
    widget = MythosWidget(seed=LEARN_SEED, lang="en")
    return widget, play_coached(widget, True, limit=130, note=_sanity)


def test_r6e_the_phobia_tip_names_the_phobia_just_played(learned):
    """r3md/23.png: the tip explained Portaphobia just after Agoraphobia was played on the reader: a phobia bubble
    names the latest phobia played on (or by) the seat when it shows."""
    _, marks = learned
    shown = [(mark, played) for _, mark, _, played in marks if mark.get("moment") == "phobia"]
    assert shown
    for mark, played in shown:
        assert card_name(played[-1], "en") in mark["text"], (played, mark["text"])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r6e_a_sanity_tip_shown_later_never_states_a_stale_number(learned, lang):
    """r3md/21.png: 'you have 17 now' while the bar showed 15: a Sanity bubble shown after the Sanity changed again
    says the Sanity of now (and the one then as past), never the old number as now."""
    widget, _ = learned
    positions = [widget.match.state_at(i) for i in range(widget.match.index + 1)]
    seat = widget.seat
    lost = next(i for i in range(6, len(positions)) if any(e.name == "sanity" and e.data.get("player") == seat
                                                           for e in positions[i].events or ()))
    then = next(e.data["sanity"] for e in positions[lost].events if e.name == "sanity")
    later = next(i for i in range(lost, len(positions)) if positions[i].players[0].sanity != then)
    now = positions[later].players[0].sanity
    text = fill_moment(positions[:later + 1], seat, 6, "sanity", MOMENTS[lang]["sanity_card"], lang)
    said_now = {"en": f"have {now} now", "ja": f"今は {now}"}[lang]   # "you have N now" or "had M then and have N now"
    assert said_now in text, text
    assert f"{then} now" not in text and f"今は {then}" not in text, text


def test_r6e_coach_steps_say_no_click_on_a_phone_and_no_chip_before_it_shows():
    """The steps said click/クリック on a phone, and step 1 promised a chip before any chip showed: words true on
    both (choose/press, 選ぶ/押す), and the chip comes after the choice."""
    for lang, words in COACH.items():
        texts = [s["text"] for s in words["steps"]] + [NUDGE[lang], MOMENTS[lang]["nudge"]]
        for text in texts:
            assert not re.search(r"click|tap|クリック|タップ", text, re.I), text
    first = COACH["en"]["steps"][0]["text"]
    assert "(its chip says what it does)" not in first


def _risky_defence():
    """Return a Match at a defence where an ally the seat's adventures count on may defend, and that defend move."""
    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.frames import mythos as frame
    from cthulhu_widgets.match import Match
    m = Match.new("mythos", seed=0)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
    for _ in range(800):
        risky = [a for a in m.state.legal_actions() if frame.defend_risk(m.state, a, "en")]
        if risky:
            return m, risky[0]
        m.step(bots)
    raise AssertionError("no defence of a counted ally met")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r6e_a_buried_defender_still_counts_and_its_chip_says_so(lang):
    """r3md/28_gomes_commit, 124: the Defend chip said 'if it is buried: Alone in the World falls to 2 of 7', the
    glossary 'it leaves play but still counts for adventures', and a buried Gomes then still counted 6 of 7. Bury is
    the bottom of the story deck (MY-ZONE-2, MY-COMBAT-6) and the story deck counts (MY-ADV-2): the chip agrees."""
    from cthulhu_widgets.frames import mythos as frame
    m, move = _risky_defence()
    st = m.state
    chip = next(e for e in frame.legal(st, st.legal_actions(), lang, st.to_act, ()) if e["id"] == str(move))
    assert {"en": "falls to", "ja": "に下がる"}[lang] not in chip["label"], chip["label"]
    assert {"en": "still counts for", "ja": "数えられたまま"}[lang] in chip["label"], chip["label"]


@pytest.mark.parametrize("lang,ambush", [("en", "Ambush"), ("ja", "待ち伏せ")])
def test_r6e_ambush_and_the_star_are_explained(lang, ambush):
    """r3md/123_ambush: 'Ambush' in an adventure's requirements had no tooltip, and the ★ of card texts ('(the caster
    too ★)') was never explained: the table's glossary spots both, in en and ja."""
    from cthulhu_widgets.games.mythos.sentences.glossary import spots
    found = {e["name"]: e for e in spots(lang) if any(re.search(s, ambush) or re.search(s, "too ★") for s in e["spot"])}
    assert any(re.search(s, ambush) for e in found.values() for s in e["spot"]), found
    assert any(re.search(s, "(the caster too ★)") and "★" in e["name"] for e in found.values() for s in e["spot"])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r6e_why_not_says_no_above_or_below(lang):
    """r3mp/15_adv, 76_qj: '…手札の上の「手札のアドベンチャー」を見る' pointed above the hand, but on a phone the
    adventures are below it: no why-not line says where on the screen something is."""
    from cthulhu_widgets.games.mythos.texts import TABLE
    whys = {k: v for k, v in TABLE[lang].items() if k.startswith("why_")}
    assert whys
    for key, text in whys.items():
        assert not re.search(r"\babove\b|\bbelow\b|の上の|の下の|の上に|の下に", text), (key, text)


def _quiet_combat():
    """Return a Match just past a combat no monster fought (seed 2, heuristic bots: a combat event and its end in
    one step), or fail."""
    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.match import Match
    m = Match.new("mythos", seed=2)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
    for _ in range(300):
        m.step(bots)
        names = [e.name for e in m.state.events or ()]
        if "combat_ends" in names and names[names.index("combat_ends") - 1] == "combat":
            return m
    raise AssertionError("no quiet combat met")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r6e_a_combat_no_monster_fought_is_not_told_as_burying_them(lang):
    """R3-M item 5: 'End of combat: the monsters that fought are buried' was logged in a round with no combat: a
    combat no monster fought says so."""
    from cthulhu_widgets.frames.build import of
    from cthulhu_widgets.games.mythos.sentences.story import STORY
    m = _quiet_combat()
    lines = [line["text"] for line in of(m, "p0", lang, log_from=0)["log_lines"]]
    last = lines[-40:]
    assert STORY[lang]["combat_none"] in last, last
    assert not any(t.startswith({"en": "End of combat", "ja": "バトル終了"}[lang]) for t in last[-6:]), last


def _ja_sentences() -> list[str]:
    """Return every Japanese sentence of the Mythos tables (log, prompts, table words, why-nots, help, coach)."""
    from cthulhu_widgets.games.mythos.sentences import ja
    out: list[str] = []

    def walk(node):
        if isinstance(node, str):
            out.append(node)
        elif isinstance(node, dict):
            for v in node.values():
                walk(v)
        elif isinstance(node, (list, tuple)):
            for v in node:
                walk(v)
    for name in dir(ja):
        if name.isupper():
            walk(getattr(ja, name))
    walk(COACH["ja"])
    walk(MOMENTS["ja"])
    return out


def test_r6e_ja_says_one_word_for_tome_and_plain_words_for_arriving():
    """R3-M item 5 (ja): '到着：移動中のロケーションを正位置にする' (jargon), 書物 in a requirement but 魔道書 in the
    checklist (one word: 書物, as the table and the card texts say), the garbled 'アイコンが合い空きのある場の魔道書'."""
    said = _ja_sentences()
    assert said
    for text in said:
        assert "魔道書" not in text and "正位置にする" not in text and "合い空き" not in text, text
    from cthulhu_widgets.games.mythos.sentences.ja import PROMPTS
    # plain words: 到着する, or round P's shorter chip '到着：移動先に着く' (93635a4, a chip cut on a phone)
    assert "到着する" in PROMPTS["arrive"] or "着く" in PROMPTS["arrive"], PROMPTS["arrive"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r6e_dawn_of_the_solstice_says_whom_its_sanity_is_for(lang):
    """R3-M item 5: Dawn of the Solstice reads 'Affects: All Investigators' (+1) but only its player gains the Sanity
    (a card's pentagram is its player's, MY-CARD; the Day is everyone's): its text and the glossary's 'Affects' say
    so."""
    from cthulhu_widgets.games.mythos.sentences.glossary import spots
    from cthulhu_widgets.games.mythos.texts import CARD_TEXTS
    text = CARD_TEXTS["cards"]["dawn_of_the_solstice"][lang]["text"]
    assert {"en": "only for the player who plays it", "ja": "使用したプレイヤーだけ"}[lang] in text
    affects = {"en": "Affects: All Investigators", "ja": "対象：すべての探索者"}[lang]
    assert any(re.search(s, affects) for e in spots(lang) for s in e["spot"] if "★" not in e["name"])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r6e_a_fighter_whose_value_is_not_its_cards_says_why_in_the_log(lang):
    """r3md/30, 114, 132: Hunting Horror's card says 3 but it fought with 4 (+1 while it is Day, its own text) and
    the band said '4 points' with no reason: the log says the fighter's value, its printed one and where the
    difference comes from."""
    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.frames.build import of
    from cthulhu_widgets.match import Match
    m = Match.new("mythos", seed=0)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
    for _ in range(20):
        m.step(bots)
    lines = [line["text"] for line in of(m, "p0", lang, log_from=0)["log_lines"]]
    said = {"en": "Hunting Horror fights with 4, not the 3 on its card", "ja": "はカードの値 3 ではなく 4 で戦う"}[lang]
    assert any(said in t for t in lines), lines[-20:]


def test_MY_ADV_2_a_chips_adventure_count_is_the_trackers():
    """MY-ADV-2: what a chip says an adventure falls to is counted as the panel's tracker counts it (each requirement
    its own distinct card): the frame's count equals the view's goals in every position of bot games (round E: the
    tracker was mended in 081674b; the chips kept the old count)."""
    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.frames.mythos import _goal_counts
    from cthulhu_widgets.games import mythos
    checked = 0
    for seed in range(4):
        s = mythos.new_game(seed)
        bots = [make_bot("heuristic", "mythos", seed=seed + k) for k in range(2)]
        while s.result is None and s.to_act is not None:
            for p in range(2):
                goals = {g["inst"]: g for g in s.view(f"p{p}")["players"][p].get("goals", [])}
                for inst, (met, n) in _goal_counts(s, p).items():
                    reqs = s.card_of(inst).requirements
                    assert met == sum(h >= r.get("count", 1) for h, r in zip(goals[inst]["have"], reqs)), inst
                    checked += 1
            s.apply(bots[s.seat_index(s.to_act)].choose(s))
    assert checked > 100
