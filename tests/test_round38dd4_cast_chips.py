"""Round DD4 (newcomer review 36, mythos_ja finding 1): at the combat's spell-and-artifact stop (MY-COMBAT-3) the chips
under the table offered only "完了" (Done), while the loaded spell that could be cast lay far down the page on its tome;
the reader never knew it could cast it. The stop's ask names the spell, where to press it and what casting does there
(MY-CARD-4: a tome's spell costs its Sanity and turns face down until the round ends); the cast's own words name the
tome it is cast from. (Round DD also offered it as a chip beside Done; that second chip row moved the hand 5-13 px at
the stop, round19ab_bar and round27ar6_hand, and was taken back: the cast stays on its glowing card.)"""
import pytest

from cthulhu_widgets.widgets.mythos import MythosWidget

SETUP = {"first_player": "p0", "players": [
    {"story": ["the_athenaeum"], "tomes": [{"card": "revelations_of_glaaki", "spells": ["dust_of_suleiman"]}]},
    {"story": ["martins_beach"], "threat": ["insect_from_shaggai"]}]}

SPELL = {"en": "Dust of Suleiman", "ja": "スレイマンの粉"}
TOME = {"en": "Revelations of Glaaki", "ja": "グラーキの黙示録"}
# the chip opens with the spell and says where it is cast from
OPENS = {"en": "Cast Dust of Suleiman (from Revelations of Glaaki)", "ja": "「スレイマンの粉」を"}
FROM = {"en": "(from Revelations of Glaaki)", "ja": "（グラーキの黙示録から）"}
SANITY = {"en": "Sanity", "ja": "正気度"}


def _at_use_step(lang: str) -> MythosWidget:
    """The reader (p0) at the use step of round 1's combat, its tome's Dust of Suleiman castable on Bot 2's threat."""
    widget = MythosWidget(seed=3, lang=lang, setup=SETUP)
    for _ in range(40):
        s = widget.state
        if s.pending is not None and s.pending.kind == "use" and s.to_act == "p0":
            return widget
        acts = s.legal_actions()
        act = next((a for a in acts if a.kind in ("pass", "done")), acts[0])
        widget.play(act.kind, **dict(act.fields))
    raise AssertionError("the reader never reached the use step")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_COMBAT_3_the_cast_names_its_tome_and_stays_on_its_card(lang):
    widget = _at_use_step(lang)
    moves = widget._frames.legal(widget.state, lang, "p0")
    casts = [m for m in moves if m["kind"] == "cast"]
    assert casts and not any(m["target"].get("chip") for m in casts), casts
    label = casts[0]["label"]
    assert label.startswith(OPENS[lang]) and FROM[lang] in label, label


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_CARD_4_the_use_stop_asks_to_cast_and_says_what_casting_does(lang):
    widget = _at_use_step(lang)
    ask = widget.prompt
    where = {"en": "where it glows", "ja": "光っている"}[lang]
    assert SPELL[lang] in ask and SANITY[lang] in ask and where in ask, ask


def test_outside_combat_a_cast_stays_on_its_card():
    """In card play a cast is still offered on its tome (the chips there are the turn's own: Pass, Arrive…)."""
    widget = MythosWidget(seed=3, lang="en", setup={"first_player": "p0", "players": [
        {"story": ["the_athenaeum"], "hand": ["mi_go_worker"],
         "tomes": [{"card": "revelations_of_glaaki", "spells": ["dust_of_suleiman"]}]}, {}]})
    moves = widget._frames.legal(widget.state, "en", "p0")
    casts = [m for m in moves if m["kind"] == "cast"]
    assert casts and not any(m["target"].get("chip") for m in casts)


HOUNDS = {"first_player": "p0", "players": [
    {"story": ["red_hook"], "allies": [{"card": "granny_orne", "weapon": "faithful_hounds"}]},
    {"story": ["the_athenaeum"], "threat": ["dark_young"]}]}
USE = {"en": "you may use Faithful Hounds", "ja": "「{card}」を使えます"}


def at_hounds_use_stop(lang: str) -> MythosWidget:
    """Return a table of HOUNDS played on (passing, else the first move) to p0's spell-and-artifact stop in combat."""
    widget = MythosWidget(seed=3, lang=lang, setup=HOUNDS, decks=["steadfast", "corrupt"])
    for _ in range(40):
        s = widget.state
        if s.pending is not None and s.pending.kind == "use" and s.to_act == "p0":
            break
        acts = s.legal_actions()
        act = next((a for a in acts if a.kind in ("pass", "done")), acts[0])
        widget.play(act.kind, **dict(act.fields))
    return widget


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_COMBAT_3_an_artifact_to_use_stays_on_its_card_and_the_ask_says_use_not_cast(lang):
    from cthulhu_widgets.games.mythos.texts import card_name
    widget = at_hounds_use_stop(lang)
    moves = widget._frames.legal(widget.state, lang, "p0")
    assert [m["kind"] for m in moves if m["target"].get("chip")] == ["done"], moves
    assert USE[lang].format(card=card_name("faithful_hounds", lang)) in widget.prompt, widget.prompt
