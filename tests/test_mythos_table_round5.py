"""Issue 23 round 5, Mythos item 1 (newcomer findings M11, M29, M59): a player reads people, never seat ids. No chip,
sentence, prompt or log line of a bot game, nor the Rules panel, contains a raw seat id ("p0", "p1") in English or in
Japanese: the chips name the opponent as the table does ("Bot 2" at a widget's bot game, "Player 2" in a room)."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.frames import mythos as frame
from cthulhu_widgets.widgets import MythosWidget

LANGS = ("en", "ja")
SEAT_ID = re.compile(r"(?<![A-Za-z0-9_])p\d(?![A-Za-z0-9_])")


def _seen(w: MythosWidget) -> list[str]:
    """Return what the viewing seat reads now: its chips' words and sentences, the prompt and its log."""
    out = [w.prompt]
    out += [s for a in w.legal for s in (a.get("label"), a.get("text")) if s]
    out += [line.get("text", "") if isinstance(line, dict) else str(line) for line in w.log_lines]
    return [s for s in out if s]


def bot_game_texts(lang: str, seed: int, decks=None, steps: int = 260) -> list[str]:
    """Play a widget's bot game from p0 (p0's own bot choosing its moves) and return every text it read."""
    w = MythosWidget(seed=seed, lang=lang, autoplay=False, decks=decks)
    mine = w.bots["p0"]
    out = []
    for _ in range(steps):
        if w.state.result is not None or w.state.to_act is None:
            break
        if w.state.to_act == "p0":
            out += _seen(w)
            a = mine.choose(w.match.state) if hasattr(mine, "choose") else None
            if a is None:
                break
            w.play(a.kind, **dict(a.fields))
        else:
            w.step()
    return out + _seen(w)


@pytest.mark.parametrize("lang", LANGS)
def test_issue23_r5_M29_M59_no_seat_id_in_a_bot_games_chips_prompts_or_log(lang):
    """M29/M59: "Defend with Gomes against p1's threat", "Play the event Dysentery against p1", "Give p1 the phobia":
    the chips, prompts and log lines of bot games (two and four players) never name a seat "p1"."""
    texts = bot_game_texts(lang, 1) + bot_game_texts(lang, 3, decks=["corrupt", "steadfast", "corrupt", "steadfast"])
    assert len(texts) > 100
    bad = sorted({t for t in texts if SEAT_ID.search(t)})
    assert not bad, bad[:8]


@pytest.mark.parametrize("lang", LANGS)
def test_issue23_r5_M29_chips_aimed_at_a_seat_name_it_as_the_table_does(lang):
    """A move aimed at a seat or its threat names it "Bot 2" for the widget's bot game (its table's name, JS t.who)
    and "Player 2" where no bot plays it (a room's people)."""
    setup = {"first_player": "p0", "players": [{"allies": ["ray_stuckey", "gomes"]}, {"threat": ["deep_one"]},
                                               {"threat": ["dark_young"]}]}
    w = MythosWidget(seed=0, lang=lang, decks=["corrupt", "steadfast", "corrupt"], autoplay=False, setup=setup)
    w.play("pass").play("pass").play("direct", target="p0").play("direct", target="p0")
    chips = [a["label"] for a in w.legal if a["kind"] == "defend" and "threat" in a["fields"]]
    bot = {"en": "Bot 2", "ja": "ボット 2"}[lang]
    assert chips and all(not SEAT_ID.search(c) for c in chips), chips
    assert any(bot in c for c in chips), chips
    people = frame.legal(w.match.state, w.match.state.legal_actions(), lang, "p0", ())
    player = {"en": "Player 2", "ja": "プレイヤー 2"}[lang]
    assert any(player in a["label"] for a in people if a["kind"] == "defend" and "threat" in a["fields"])


@pytest.mark.parametrize("lang", LANGS)
def test_issue23_r5_M11_rules_panel_names_seats_as_people(lang):
    """M11: the Rules panel said "Seat (p0 plays the Corrupt deck, p1 the Steadfast deck)": it names the seat menu's
    people ("Player 1"), and no text of the panel holds a seat id."""
    help_ = frame.catalog()["help"][lang]
    texts = [s for v in help_.values() for s in ([v] if isinstance(v, str) else v)]
    assert texts and not [t for t in texts if SEAT_ID.search(t)]
    assert {"en": "Player 1", "ja": "プレイヤー 1"}[lang] in help_["seats"]


def _adventure_with_a_loss(seed: int = 2, limit: int = 600):
    """Return a Match of heuristic bots at the first position where an adventure's chip costs another adventure."""
    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.match import Match
    m = Match.new("mythos", seed=seed)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
    for _ in range(limit):
        st = m.state
        if st.result is not None or st.to_act is None:
            break
        for a in st.legal_actions():
            if frame.progress_cost(st, a, "en").count("falls"):
                return m, a
        m.step(bots)
    raise AssertionError("no adventure with a cost reached")


@pytest.mark.parametrize("lang", LANGS)
def test_issue23_r5_M62_M63_an_adventure_chip_says_what_it_costs_and_the_log_explains(lang):
    """M62→M63: completing an adventure (MY-ADV-3) discards the story deck but its location, so "Alone in the World"
    fell from 5/7 to 2/7 with a chip saying only "+5 adventure points". The chip says how many story cards it uses and
    which adventure of the hand falls to what (the numbers the tracker then shows); the log line explains it."""
    m, a = _adventure_with_a_loss()
    st, seat = m.state, m.state.to_act
    p = st.seat_index(seat)
    chip = next(e for e in frame.legal(st, st.legal_actions(), lang, seat, ()) if e["id"] == str(a))
    used = len(st.players[p].story) - (1 if st.card_of(st.players[p].story[-1]).type == "location" else 0)
    assert str(used) in chip["label"] and chip["text"].startswith(chip["label"]), chip
    m.apply(a)
    goals = {g["inst"]: g for g in m.state.view(seat)["players"][p]["goals"]}
    for inst, g in goals.items():
        need = [r.get("count", 1) for r in m.state.card_of(inst).requirements]
        met = sum(h >= n for h, n in zip(g["have"], need))
        name = frame.texts.inst_name(m.state, inst, lang)
        if name in chip["label"]:
            said = {"en": f"{name} falls to {met} of {len(need)}", "ja": f"「{name}」は条件{len(need)}個中{met}個に下がる"}
            assert said[lang] in chip["label"], chip["label"]
    line = [e for e in m.state.events if e.name == "adventure"][0]
    assert {"en": "story deck is discarded", "ja": "ストーリーデッキは捨て札に"}[lang] in frame.sentence(line, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_issue23_r5_M49_a_defender_an_adventure_counts_on_is_flagged_on_its_chip(lang):
    """M49: Gomes, an ally the seat's adventure needed, was buried in combat with no warning. A defend chip for such an
    ally says which adventure of the hand falls, and to what, if it is buried; other defenders' chips say nothing."""
    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.match import Match
    m = Match.new("mythos", seed=0)
    bots = {s: make_bot("heuristic", "mythos", seed=i) for i, s in enumerate(m.state.seats)}
    for _ in range(800):
        st = m.state
        risky = [a for a in st.legal_actions() if frame.defend_risk(st, a, "en")]
        if risky:
            break
        m.step(bots)
    assert risky
    chips = {e["id"]: e["label"] for e in frame.legal(st, st.legal_actions(), lang, st.to_act, ())}
    flag = {"en": "if it is buried: ", "ja": "（埋葬されれば："}[lang]
    assert all(flag in chips[str(a)] and not SEAT_ID.search(chips[str(a)]) for a in risky)
    plain = [a for a in st.legal_actions() if a.kind == "defend" and a not in risky]
    assert all(flag not in chips[str(a)] for a in plain)
