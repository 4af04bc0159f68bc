"""CHAOS round AV3: the combo offer warns when its push cannot move a Protected enemy (review 30, chaos_en 3, 087:
Possession + Protection offered while B2 was Protected, no warning). CH-C3 pushes both enemies; CH-P5 stops it."""
from __future__ import annotations

from cthulhu_widgets.frames.chaos import legal
from cthulhu_widgets.games import chaos

SAID = {"en": "B2 is Protected: not pushed.", "zh": "B2 受到保护：不会被击退。", "zh-TW": "B2 受到保護：不會被擊退。",
        "ja": "B2 は保護中：押されない。"}


def _offer(protected):
    """A2 (ghost, leading) may start C3 with Possession; B2 is Protected when `protected`."""
    setup = {"first": "A", "start": "A2", "bombs": [], "key": None, "protected": {"B2": 1} if protected else {},
             "pieces": {"A1": [8, 1], "A2": [3, 3], "B1": [1, 3], "B2": [1, 8]},
             "hands": {"A2": ["possession_eye"], "A1": ["protection_eye"]}}
    return chaos.new_game(3, setup=setup)


def test_CH_C3_CH_P5_the_offer_says_a_protected_enemy_will_not_be_pushed():
    """The chip's hint (shown under the chosen card) and its sentence name B2 not pushed; its label has a ⚠."""
    s = _offer(True)
    for lang, words in SAID.items():
        offer = next(m for m in legal(s, s.legal_actions(), lang) if m["kind"] == "combo")
        assert offer["target"]["hint"].startswith(words), (lang, offer["target"])
        assert offer["text"].startswith(words), lang
        assert offer["label"].startswith("⚠"), lang
    plain = next(m for m in legal(_offer(False), _offer(False).legal_actions(), "en") if m["kind"] == "combo")
    assert "Protected" not in plain["target"]["hint"] and not plain["label"].startswith("⚠")
