"""The 25 cards of Lovecraft Letter (LS-CARDS): kinds, values, names, and physical copies."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Kind:
    """One card kind: id, value, whether it is an Insanity card, copies, names by language.

    zh is the seed's Traditional Chinese; ja is our own rendering of the usual Japanese mythos names.
    """

    id: str
    value: int
    insane: bool
    count: int
    en: str
    zh: str
    ja: str


KINDS: tuple[Kind, ...] = (
    Kind("mi_go_braincase", 0, True, 1, "Mi-Go Braincase", "米‧戈的大腦容器", "ミ＝ゴの脳髄缶"),
    Kind("investigators", 1, False, 5, "Investigators", "調查員", "探索者"),
    Kind("deep_ones", 1, True, 1, "Deep Ones", "深潛者", "深きものども"),
    Kind("cats_of_ulthar", 2, False, 2, "Cats of Ulthar", "烏薩之貓", "ウルタールの猫"),
    Kind("golden_mead", 2, True, 1, "Golden Mead", "黃金蜂蜜酒", "黄金の蜂蜜酒"),
    Kind("great_race_of_yith", 3, False, 2, "Great Race of Yith", "伊斯之偉大種族", "イスの偉大なる種族"),
    Kind("hound_of_tindalos", 3, True, 1, "Hound of Tindalos", "廷達羅斯獵犬", "ティンダロスの猟犬"),
    Kind("elder_sign", 4, False, 2, "Elder Sign", "舊神印記", "旧神の印"),
    Kind("liber_ivonis", 4, True, 1, "Liber Ivonis", "伊波恩之書", "エイボンの書"),
    Kind("professor_armitage", 5, False, 2, "Professor Henry Armitage", "亨利‧阿米蒂奇教授", "アーミティッジ教授"),
    Kind("mi_go", 5, True, 1, "Mi-Go", "米‧戈", "ミ＝ゴ"),
    Kind("randolph_carter", 6, False, 1, "Randolph Carter", "倫道夫‧卡特", "ランドルフ・カーター"),
    Kind("nyarlathotep", 6, True, 1, "Nyarlathotep", "奈亞拉托提普", "ナイアーラトテップ"),
    Kind("silver_key", 7, False, 1, "The Silver Key", "銀鑰匙", "銀の鍵"),
    Kind("shining_trapezohedron", 7, True, 1, "The Shining Trapezohedron", "閃耀的偏方三八面體",
         "輝くトラペゾヘドロン"),
    Kind("necronomicon", 8, False, 1, "The Necronomicon", "死靈之書", "ネクロノミコン"),
    Kind("cthulhu", 8, True, 1, "Cthulhu", "克蘇魯", "クトゥルフ"),
)
KIND_BY_ID = {k.id: k for k in KINDS}

# Physical cards are ints 0..24, copies of a kind numbered consecutively in table order.
CARD_KIND: tuple[str, ...] = tuple(k.id for k in KINDS for _ in range(k.count))
VALUE: tuple[int, ...] = tuple(KIND_BY_ID[c].value for c in CARD_KIND)
INSANE: tuple[bool, ...] = tuple(KIND_BY_ID[c].insane for c in CARD_KIND)
N_CARDS = len(CARD_KIND)
assert N_CARDS == 25


def copies(kind: str) -> list[int]:
    """Return the physical card numbers of every copy of `kind`."""
    return [c for c, k in enumerate(CARD_KIND) if k == kind]


BRAINCASE = copies("mi_go_braincase")[0]
NECRONOMICON = copies("necronomicon")[0]
CTHULHU = copies("cthulhu")[0]
SILVER_KEY = copies("silver_key")[0]
TRAPEZOHEDRON = copies("shining_trapezohedron")[0]
# The seven Insanity cards of values 1-7 (LS-SETUP-4) and the fifteen Sane cards of the deal (LS-SETUP-5).
INSANE_1_TO_7 = tuple(c for c in range(N_CARDS) if INSANE[c] and 1 <= VALUE[c] <= 7)
SANE_DEAL = tuple(c for c in range(N_CARDS) if not INSANE[c] and c != NECRONOMICON)
assert len(INSANE_1_TO_7) == 7 and len(SANE_DEAL) == 15


def card_dict(card: int) -> dict:
    """Return the public face of a physical card: id, value, insane."""
    return {"id": CARD_KIND[card], "value": VALUE[card], "insane": INSANE[card]}
