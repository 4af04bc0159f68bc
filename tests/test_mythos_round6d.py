"""Issue 23 round 6d (helper D3), the Mythos frame: a chip never reads the cards its seat cannot see, the cost of
each move is worked out once per position, and what a player must see is said (en and ja)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_mythos_table_round6_words import _until

from cthulhu_widgets.frames import mythos as frame
from cthulhu_widgets.frames.build import Frames
from cthulhu_widgets.games.mythos import texts

LANGS = ("en", "ja")


def _seat_frame(state, seat: str, lang: str) -> str:
    """Return what a seat is sent of a position besides its log (view, moves with their chips, prompt) as JSON."""
    frames = Frames("mythos")
    return json.dumps({"view": frames.view(state, seat), "legal": frames.legal(state, lang, seat),
                       "prompt": frames.prompt(state, lang)}, sort_keys=True, ensure_ascii=False)


def _dust_in_combat(p1_threat: str, p1_hand: str, seed: int = 0):
    """Return a combat's first step of spells (MY-COMBAT-3, threats still face down) where p0 may cast Dust of
    Suleiman on p1's threat: p1 has `p1_threat` face down and `p1_hand` in hand (p0 cannot tell which is which)."""
    from cthulhu_widgets.games import mythos
    s = mythos.new_game(seed, None, {"players": [
        {"story": ["the_athenaeum"], "hand": ["revelations_of_glaaki", "dust_of_suleiman"], "hand_exact": True},
        {"story": ["martins_beach"], "threat": [p1_threat], "hand": [p1_hand]}]})
    tome, dust = (next(i for i in s.players[0].hand if s.card[i] == c) for c in ("revelations_of_glaaki",
                                                                                  "dust_of_suleiman"))
    s.act("play", card=tome, spell=dust)
    s.act("pass")
    s.act("pass")
    assert s.pending.kind == "use" and s.to_act == "p0" and not s.revealed()
    return s


@pytest.mark.parametrize("lang", LANGS)
def test_r6d_a_face_down_threat_never_decides_a_chip(lang):
    """Dust of Suleiman cast on p1's threat in combat said "(no target now: you lose 1 Sanity for nothing)" when
    p1's face-down threat held no monster of its kind: the chip was worked out on the true state, so it told p0 a
    hidden card. Positions p0 cannot tell apart (which of p1's monsters is face down; the seed of future draws) now
    send p0 byte-identical frames, chips and all."""
    seen = _seat_frame(_dust_in_combat("deep_one", "insect_from_shaggai"), "p0", lang)
    assert "dust_of_suleiman" in seen or "Dust" in seen or "粉" in seen
    for other in (_dust_in_combat("insect_from_shaggai", "deep_one"), _dust_in_combat("deep_one", "insect_from_shaggai",
                                                                                      seed=1)):
        assert _seat_frame(other, "p0", lang) == seen


def test_r6d_a_positions_move_costs_are_worked_out_once(monkeypatch):
    """Each Mythos frame tried every legal move on a copy of the state (~4 ms a position), again for each language and
    reader of the same position. The costs are now kept per position and seat: a second frame tries no move."""
    w = _until(4, "en", lambda w: sum(a["kind"] not in frame.NO_COST for a in w.legal) >= 3)
    assert w is not None
    st = w.state.clone()                          # a position no frame was built for yet
    tried = []
    real = type(st).apply
    monkeypatch.setattr(type(st), "apply", lambda self, action: tried.append(action) or real(self, action))
    first = frame.legal(st, st.legal_actions(), "en", "p0")
    assert tried, "the first frame of a position works the costs out"
    tried.clear()
    again = frame.legal(st, st.legal_actions(), "ja", "p0") + frame.legal(st, st.legal_actions(), "en", "p0")
    assert tried == [] and again[len(first):] == first


@pytest.mark.parametrize("lang", LANGS)
def test_r6d_an_assaulting_ally_that_leaves_play_is_told(lang):
    """Miss Anna Tilton assaulted, and after the combat she was gone from the table with no line in the story
    (MY-COMBAT-7 buries assaulting allies, but no event said so). The story now says who left and why."""
    from cthulhu_widgets.frames.build import MatchPositions
    from cthulhu_widgets.frames.story_mythos import story
    w = _until(19, lang, lambda w: any(k.startswith("left:") for k in story.facts(w.state)), steps=800)
    assert w is not None
    left = next(v for k, v in story.facts(w.state).items() if k.startswith("left:"))
    lines = Frames("mythos").log(MatchPositions(w.match), "p0", lang)
    name = texts.card_name(left["card"], lang)
    said = {"en": "leaves play: an ally that assaulted is buried after combat",
            "ja": "突撃した味方はバトルの後に埋葬される"}
    assert any(name in line["text"] and said[lang] in line["text"] for line in lines), [x["text"] for x in lines[-8:]]


@pytest.mark.parametrize("lang", LANGS)
def test_r6d_the_discard_prompt_says_the_hand_limits_as_the_panel_does(lang):
    """The panel said "keep 5–7" and the discard prompt "may keep 7 at most": two wordings of one rule (MY-ROUND-5: a
    hand above the larger number must go down to between the two; above the smaller it may go down to it). The
    prompt now says the panel's words, and that the seat may stop at the larger number."""
    from cthulhu_widgets.games.mythos.values import hand_limits
    w = _until(1, lang, lambda w: w.state.pending.kind == "discard", pass_early=True)
    assert w is not None
    low, high = hand_limits(w.state, 0)
    limits = {"en": f"keep {low}–{high}", "ja": f"{low}〜{high}枚残す"}[lang]   # round I: the hand label's words
    assert limits in w.prompt and "at most" not in w.prompt and "残せるのは" not in w.prompt, w.prompt
    words = json.loads((Path(frame.__file__).parents[1] / "widgets" / "mythos_words.json").read_text(encoding="utf-8"))
    assert words["ui"][lang]["limits"].format(min=low, max=high) == limits      # the panel's words


@pytest.mark.parametrize("lang", LANGS)
def test_r6d_a_walk_and_its_arrival_say_the_locations_sanity(lang):
    """Going to a location at once said "(Sanity -1 on arrival)", walking to it said nothing, and the Sanity was lost
    a later turn on arrival (MY-LOC-6). The walk's chip and the Arrive chip now say it too."""
    walk = {"en": "Walk to", "ja": "へ近隣移動する"}[lang]
    sanity = {"en": "(Sanity -1 on arrival)", "ja": "（到着時に正気度 -1）"}[lang]

    def farmhouse(w):
        return any(walk in a["text"] and w.state.card_of(a["fields"]["card"]).sanity == -1 for a in w.legal)
    w = _until(1, lang, farmhouse, steps=600)
    assert w is not None
    chip = next(a for a in w.legal if walk in a["text"] and w.state.card_of(a["fields"]["card"]).sanity == -1)
    assert sanity in chip["label"], chip["label"]
    w.play(chip["kind"], **chip["fields"])
    w = _until_again(w, lambda w: any(a["kind"] == "arrive" for a in w.legal))
    arrive = next(a for a in w.legal if a["kind"] == "arrive")
    assert sanity in arrive["label"], arrive["label"]


def _until_again(w, found, steps: int = 200):
    """Play on the widget `w` (bots for p0 too) until `found(w)` holds at p0's turn."""
    for _ in range(steps):
        if w.state.to_act == "p0" and found(w):
            return w
        if w.state.to_act != "p0":
            w.step()
            continue
        a = w.bots["p0"].choose(w.match.state)
        w.play(a.kind, **dict(a.fields))
    raise AssertionError("not found")


@pytest.mark.parametrize("lang", LANGS)
def test_r6d_a_car_played_while_walking_is_told_in_the_story(lang):
    """desk_151: a Car played while walking discarded the walk (MY-LOC-4: a walk is abandoned by discarding it; the
    travel event then sits on top, MY-LOC-5) with no line in the story. The chip said it before (round 6c); the story
    now says it after, as it does when a location abandons a walk."""
    from cthulhu_widgets.frames.build import MatchPositions

    def car(w):
        st = w.state
        return st.players[0].top_state == "walking" and any(
            st.card[a["fields"]["card"]] == "car" for a in w.legal if type(a["fields"].get("card")) is int)
    w = _until(2, lang, car, steps=600)
    assert w is not None
    walked = texts.inst_name(w.state, w.state.players[0].story[-1], lang)
    chip = next(a for a in w.legal
                if type(a["fields"].get("card")) is int and w.state.card[a["fields"]["card"]] == "car")
    w.play(chip["kind"], **chip["fields"])
    lines = [x["text"] for x in Frames("mythos").log(MatchPositions(w.match), "p0", lang)]
    said = {"en": f"You abandon the walk to {walked} (discarded).",
            "ja": f"「{walked}」への近隣移動をやめる（捨て札にする）。"}[lang]
    assert any(said in line for line in lines[-4:]), lines[-4:]


def test_r6d_no_card_text_reads_as_a_note_to_another_card():
    """"Like Laban Shrewsbury but for one Artifact: play it onto her…", "Like Boston & Maine Train Station: may be
    played…", "Holds one Spell like Dr. Allen (cast free…)" and "every Steadfast ally +1 while…" read as notes, not
    English. Each now says what the card does in a sentence (a card it mirrors named as "As with …", which the zoom
    still explains); the Japanese the same."""
    import re
    cards = texts.CARD_TEXTS["cards"]
    assert [k for k, e in cards.items() if re.search(r"\b[Ll]ike (?:the )?[A-Z]", e["en"]["text"])] == []
    assert [k for k, e in cards.items() if re.search(r"\bally \+\d", e["en"]["text"])] == []
    for card in ("penn_central_train_station", "miss_anna_tilton"):      # they read alone now
        assert "「" not in cards[card]["ja"]["text"].split("「列車」")[0], cards[card]["ja"]["text"]


def test_r6d_a_chip_says_nothing_of_what_the_reveal_brings():
    """A spell cast in combat before the reveal runs on into it (the threats turned up, the fights): Command of the
    Bloody Tongue's chip said "(also flips your Squire Sawyer Whateley; Dr. Allen)", what p1's face-down monsters
    would do once revealed. What a move sets going after the reveal or a new deal is not the seat's to know: its chip
    says nothing of it."""
    def marks(w):
        return not w.state.revealed() and any(a["kind"] == "cast" and "victim" in a["fields"] for a in w.legal)
    w = _until(10, "en", marks, steps=800)
    assert w is not None
    chips = [a["label"] for a in w.legal if a["kind"] == "cast" and "victim" in a["fields"]]
    assert chips and not any("flips" in c or "falls to" in c for c in chips), chips


def test_r6d_a_fight_names_who_defended_after_the_combat_closes():
    """MY-COMBAT-2, MY-COMBAT-6 (issue 23 round D: a newcomer never saw a bot's defender): each struck threat's
    record keeps the allies assigned against it, in absorbing order, after the combat empties `defenders`; every
    ally that absorbed is one of them; the view fits mythos_view.json."""
    import jsonschema

    from cthulhu_widgets.bots import make_bot
    from cthulhu_widgets.games import mythos
    schema = jsonschema.Draft202012Validator(json.loads(
        (Path(frame.__file__).parents[1] / "schemas" / "mythos_view.json").read_text()))
    named = 0
    for seed in range(8):
        s = mythos.new_game(seed)
        bots = [make_bot("heuristic", "mythos", seed=seed + k) for k in range(2)]
        while s.result is None and s.to_act is not None:
            s.apply(bots[s.seat_index(s.to_act)].choose(s))
            for fight in s.fights:
                if "defenders" not in fight:
                    continue
                insts = [d["inst"] for d in fight["defenders"]]
                assert {a["inst"] for a in fight["absorbed"]} <= set(insts), fight
                named += bool(insts) and not any(pl.defenders for pl in s.players)   # kept after the close
                assert all(d["card"] == s.card[d["inst"]] for d in fight["defenders"]), fight
        schema.validate(s.view("p0"))
    assert named, "no fight in 8 games kept its defenders past the combat's close"
