"""Newcomer review 14 on the Mythos table (phone ja 390×844, desk en 1280×800), round S: what the table says (the
coach's tips, the story, "why not now")."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.frames.coach import LEARN_SEED
from cthulhu_widgets.frames.mythos_coach import fill_moment
from cthulhu_widgets.games.mythos.sentences.coach import MOMENTS
from cthulhu_widgets.widgets.commands import _UpTo
from cthulhu_widgets.widgets.mythos import MythosWidget

from coach_support import play_coached

SIDES = {"en": re.compile(r"your threat: (\d+) (?:monsters? face down|points?); your opponent's: (\d+)"),
         "ja": re.compile(r"あなたの神話の脅威：(?:裏向きのモンスター )?(\d+)(?: 体| 点)、相手：(?:裏向きのモンスター )?(\d+)")}


@pytest.fixture(scope="module", params=["en", "ja"])
def learned(request):
    """The Learn-to-play deal followed to its first two combats: (lang, widget, [(step, mark)])."""
    widget = MythosWidget(seed=LEARN_SEED, lang=request.param)
    return request.param, widget, play_coached(widget, True, limit=60)


def band_sides(view: dict, seat: str) -> tuple[int, int]:
    """Return (mine, theirs) as the frame's combat band shows them: each fight's points once fought, else the monsters
    face down in each threat."""
    if view["fights"]:
        total = {f["attacker"]: f["normal"] + f["invisible"] + f["bypass"] for f in view["fights"]}
        return total.get(seat, 0), sum(n for s, n in total.items() if s != seat)
    count = {p["seat"]: p["threat_count"] for p in view["players"]}
    return count.get(seat, 0), sum(n for s, n in count.items() if s != seat)


def test_MY_COMBAT_the_combat_tip_says_the_bands_numbers(learned):
    """Finding 1 (phone): the battle tip said "(your monster: 0, opponent: 0)" beside a band of 3 and 4. Wherever the
    tip shows, its numbers are the combat of the frame it shows on (MY-COMBAT-4..6), in en and ja: the monsters face
    down before the fight, the points after it."""
    lang, widget, marks = learned
    seat, match = widget.seat, widget.match
    shown = [step for step, mark in marks if mark.get("moment") == "combat"]
    assert shown, [m.get("moment") for _, m in marks]
    fought = next(i for i in range(match.index + 1) if match.state_at(i).fights and match.state_at(i).phase != "combat")
    for step in [*shown, fought]:
        said = fill_moment(_UpTo(match, step), seat, 0, "combat", MOMENTS[lang]["combat"], lang)
        found = SIDES[lang].search(said)
        assert found, said
        sides = band_sides(match.state_at(step).view(seat), seat)
        assert tuple(map(int, found.groups())) == sides != (0, 0), (step, said, sides)


def _lines(widget) -> list[str]:
    """Return the seat's story as it reads it."""
    return [line.get("text", "") for line in widget.log_lines]


def _play_out(widget, prefer: tuple, until=lambda s: s.phase == "discard") -> list[str]:
    """Play the seat's first legal move of a kind in `prefer` (else its first), its bot the rest, until `until`."""
    for _ in range(40):
        if widget.state.result is not None or until(widget.state):
            break
        if widget.state.to_act == widget.seat:
            acts = widget.state.legal_actions()
            a = next((a for kind in prefer for a in acts if a.kind == kind), acts[0])
            widget.play(a.kind, **dict(a.fields))
        else:
            widget.step(1)
    return _lines(widget)


FLIPPED = {"en": ("The Martin's Beach Monster, hidden in Bot 2's threat until the reveal, turned your Gomes face down",
                  "A face-down ally does not defend"),        # hidden until the reveal: round BB7 (review 34, ja 3)
           "ja": ("ボット 2 の神話の脅威に伏せられていた「マーティンズ・ビーチの怪物」が表向きになり、あなたの「ゴメス」を裏向きにした",
                  "裏向きの味方は防御できず")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_COMBAT_4_an_ally_turned_face_down_says_which_card_did_it_and_why(lang):
    """Finding 2: an ally turned face down with no reason on the table (the bot's Martin's Beach Monster, revealed):
    the seat's story names the card that did it and says why, in plain words (en, ja)."""
    setup = {"players": [{"story": ["congregational_hospital"], "allies": ["gomes"], "hand": ["the_athenaeum"]},
                         {"story": ["martins_beach"], "threat": ["the_martins_beach_monster"], "passed": True}],
             "to_act": "p0"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup, bots=MythosWidget(seed=3).default_bots())
    _play_out(widget, ("pass", "done"))
    # the why is the line's note since review 26 (mythos_ja 3: the line over the hand is short, the rule under it)
    lines = [line.get("text", "") + " " + line.get("note", "") for line in widget.log_lines]
    said = [line for line in lines if FLIPPED[lang][0] in line]
    assert said and FLIPPED[lang][1] in said[0], lines


def test_MY_CARD_6_an_epidemic_says_it_turned_the_ally_face_down():
    """Finding 2, an event: the seat's Dysentery (an Epidemic) turns Bot 2's ally face down; the story says whose card
    did it and what an Epidemic flips."""
    setup = {"players": [{"story": ["congregational_hospital"], "hand": ["dysentery"]},
                         {"story": ["martins_beach"], "allies": ["harry_houdini"], "passed": True}], "to_act": "p0"}
    widget = MythosWidget(seed=3, lang="en", setup=setup, bots=MythosWidget(seed=3).default_bots())
    lines = _play_out(widget, ("play",), until=lambda s: s.to_act != "p0")
    assert any("Your Dysentery (an Epidemic) turned Bot 2's Harry Houdini face down" in line for line in lines), lines


def _why_said(state, inst: int, lang: str) -> str:
    """Return "Why not now" for the seat's hand card `inst` as the table words it: the view's why_not entry in the
    catalog's words of `lang`, its attribute in that language's terms (as js/src/mythos/zoom.js whyNot)."""
    from cthulhu_widgets.frames.mythos import catalog
    ui = catalog()["ui"][lang]
    entry = next(e for e in state.view("p0")["players"][0]["why_not"] if e["inst"] == inst)
    said = ui[f"why_{entry['why']}"]
    return said.replace("{attribute}", ui.get(entry.get("attribute", ""), entry.get("attribute", "")))


@pytest.mark.parametrize("lang, where, missing, met", [
    ("en", "congregational_hospital", ("Underground", "Solstice card"), ()),
    ("en", "caverns_beneath_the_old_church", ("Solstice card",), ("Underground",)),
    ("ja", "congregational_hospital", ("地下", "至点のカード"), ()),
    ("ja", "caverns_beneath_the_old_church", ("至点のカード",), ("地下",)),
])
def test_MY_CARD_5_why_not_now_names_the_missing_requirements(lang, where, missing, met):
    """Finding 4: "Why not now" said "Its requirements are not all in play for you yet." for Tulzscha. It names the
    ones missing, from what the seat sees (its current location, the events in play), not those met, en and ja."""
    from cthulhu_widgets.games import mythos
    state = mythos.new_game(0, None, {"players": [{"story": [where], "hand": ["tulzscha"]},
                                                  {"story": ["martins_beach"]}], "to_act": "p0"})
    tulzscha = next(i for i in state.players[0].hand if state.card[i] == "tulzscha")
    said = _why_said(state, tulzscha, lang)
    assert all(m in said for m in missing) and not any(m in said for m in met), said


# what a defender and an assaulting ally do; since review 28 (mythos_ja 4) the tip names no chip's ally, as it
# advised a defence the prompt ruled out: the chips say it (the words of review 17 stay: defend, assault)
DISPATCH = {"en": ("Done", "defender absorbs", "may assault", "enchanted weapon"),
            "ja": ("「完了」", "受け止め", "攻撃に出", "魔力武器")}


def test_MY_COMBAT_2_the_course_teaches_sending_allies_where_the_choice_opens(learned):
    """Finding 3: sending allies to a battle was never taught. At the first frame of the Learn game where the seat
    may send an ally to defend or attack (MY-COMBAT-2), the tip says what a defender and an attacker commit and what
    absorbs the points (MY-COMBAT-6), en and ja; it is not shown before."""
    lang, widget, marks = learned
    match = widget.match
    opens = next(i for i in range(match.index + 1) if match.state_at(i).to_act == widget.seat and any(
        a.kind in ("defend", "assault") for a in match.state_at(i).legal_actions()))
    mark = dict(marks)[opens]
    assert mark.get("moment") == "dispatch" and mark["head"] == MOMENTS[lang]["head"]["dispatch"], mark
    assert all(w in mark["text"] for w in DISPATCH[lang]), mark["text"]
    assert not any(m.get("moment") == "dispatch" for step, m in marks if step < opens)


def test_MY_CARD_6_the_phobia_tip_shows_right_after_the_phobia_lands(learned):
    """Finding 5: the phobia tip came a full turn after the phobia landed on the reader (behind the Sanity it took).
    The first tip after a phobia lands on the seat is the phobia's (MY-CARD-6), at the next frame at the latest."""
    lang, widget, marks = learned
    match, seat = widget.match, widget.seat
    landed = next(i for i in range(match.index + 1) if any(
        e.name == "plays" and e.data.get("target") == seat for e in match.state_at(i).events or ()))
    shown = [(step, m["moment"]) for step, m in marks if step >= landed and m.get("moment")]
    assert shown[0][1] == "phobia" and shown[0][0] <= landed + 1, (landed, shown[:3])


def test_MY_ADV_3_the_score_now_tip_fits_a_phones_bubble(learned):
    """Finding 5: "You can score now" was ~330 characters with its requirement list (past a phone's bubble). It is a
    short sentence whose list is only the requirements met (none is missing: it is ready), the card, its points and
    the target still named, and what meets a requirement in a clause (MY-ADV-2, MY-ADV-3, MY-END-3), en and ja."""
    lang = learned[0]
    marks = play_coached(MythosWidget(seed=LEARN_SEED, lang=lang), True, limit=110)
    said = next(m["text"] for _, m in marks if m.get("moment") == "adventure")
    assert len(said) <= (300 if lang == "en" else 160), (len(said), said)   # with its 7 requirements
    assert "+8" in said and "20" in said and ("Speech Machine" in said if lang == "en" else "発声機械" in said), said


@pytest.mark.parametrize("lang, said", [("en", "Petrify petrifies Bot 2's Luther Harden: it lies face down"),
                                        ("ja", "「石化」でボット 2 の「ルーサー・ハーデン」は石化する")])
def test_MY_CARD_4_a_petrified_ally_says_which_spell_did_it(lang, said):
    """Finding 2, a spell: an ally Petrify turns face down (into an artifact) says which card did it and that it does
    not defend this round (MY-CARD-4), en and ja."""
    setup = {"players": [{"story": ["the_athenaeum"],
                          "tomes": [{"card": "revelations_of_glaaki", "spells": ["petrify"]}]},
                         {"story": ["martins_beach"], "allies": ["luther_harden"]}], "to_act": "p0"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup)
    cast = next(a for a in widget.state.legal_actions() if a.kind == "cast")
    widget.play(cast.kind, **dict(cast.fields))
    assert any(said in line for line in _lines(widget)), _lines(widget)
