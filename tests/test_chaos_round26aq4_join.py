"""A join says what the combo will do to whom, as far as the seat knows (round AQ, fixer AQ4; newcomer review 25,
room_en 4: A1 joined A2's Possession + Protection, B1 was Protected and not pushed, and nothing said so before the
whole turn was spent). CH-C3 pushes both enemies; CH-P5 Protection stops forced moves."""
from __future__ import annotations

from cthulhu_widgets.frames.chaos import legal, prompt
from cthulhu_widgets.games import chaos


def _join():
    """B1 plays Protection; A2 starts C3 with Possession; A1 is asked to join with a Protection."""
    setup = {"first": "B", "start": "B1", "bombs": [], "key": None,
             "pieces": {"A1": [8, 1], "A2": [3, 3], "B1": [1, 3], "B2": [1, 8]},
             "hands": {"A1": ["protection_eye", "schizophrenia_skull", "amnesia_moon"],
                       "A2": ["possession_eye", "vanish_eye", "mischief_skull"],
                       "B1": ["protection_skull", "sprint_skull", "checkup_moon"],
                       "B2": ["prank_moon", "vanish_skull", "brainwash_eye"]}}
    s = chaos.new_game(3, setup=setup)
    act = lambda kind, **f: s.apply(next(a for a in s.legal_actions()   # noqa: E731
                                         if a.kind == kind and all(a[k] == v for k, v in f.items())))
    act("stay"), act("play", card="protection_skull"), act("end")
    while s.to_act != "A2" or s.pending.kind != "move":
        act("stay" if s.pending.kind == "move" else "end")
    act("combo", combo="C3", card="possession_eye")
    assert s.to_act == "A1" and s.pending.kind == "join"
    return s


def test_the_join_says_a_protected_enemy_will_not_be_pushed_CH_C3_CH_P5():
    """room_en 4 (036, 041): the join's words, shown under the chosen card, and the ask name B1 not pushed."""
    s = _join()
    said = {"en": "B1 is Protected: not pushed.", "zh": "B1 受到保护：不会被击退。", "zh-TW": "B1 受到保護：不會被擊退。",
            "ja": "B1 は保護中：押されない。"}
    for lang, words in said.items():
        join = next(m for m in legal(s, s.legal_actions(), lang) if m["kind"] == "join")
        assert join["text"].startswith(words), (lang, join["text"])
        assert words in prompt(s, s.legal_actions(), lang), lang
        assert not join["label"].startswith("⚠"), lang   # B2 is still pushed: the join does something


def test_a_join_that_can_do_nothing_says_so_on_its_chip_CH_C3_CH_P5():
    """Both enemies Protected: the push moves no one, the chip warns before it is chosen."""
    s = _join()
    s.protected["B2"] = s.protected["B1"]   # as if B2 had been covered by B1's Protection (CH-COVER-2)
    join = next(m for m in legal(s, s.legal_actions(), "en") if m["kind"] == "join")
    assert join["label"].startswith("⚠"), join["label"]
    assert join["text"].startswith("⚠ No effect now: B1 and B2 are Protected."), join["text"]
    for lang in ("zh", "ja", "zh-TW"):
        join = next(m for m in legal(s, s.legal_actions(), lang) if m["kind"] == "join")
        assert join["label"].startswith("⚠") and "B1" in join["text"] and "B2" in join["text"], lang


def test_no_protection_no_note():
    """Without a Protected enemy the join reads as before (no extra words)."""
    s = _join()
    s.protected.clear()
    join = next(m for m in legal(s, s.legal_actions(), "en") if m["kind"] == "join")
    assert join["text"].startswith("Join the combo") and "Protected" not in prompt(s, s.legal_actions(), "en")
