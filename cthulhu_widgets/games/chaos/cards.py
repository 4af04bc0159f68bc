"""The two CHAOS decks (CH-CARD): five functions per role, each in three suits (15 cards a deck)."""
from __future__ import annotations

SUITS = ("moon", "eye", "skull")  # designer decision for the seed's unnamed suits (CH-CARD-2)

# function -> (role, rule ID, English name, seed's Simplified Chinese name)
FUNCTIONS = {
    "schizophrenia": ("patient", "CH-P1", "Schizophrenia", "精神分裂|逆转"),
    "checkup": ("patient", "CH-P2", "Checkup", "体检|检测"),
    "amnesia": ("patient", "CH-P3", "Amnesia", "失忆|洗牌"),
    "sprint": ("patient", "CH-P4", "Mania / Sprint", "狂躁|疾跑"),
    "protection": ("patient", "CH-P5", "Protection", "保护|减伤"),
    "possession": ("ghost", "CH-G1", "Possession", "附身|强制移动"),
    "mischief": ("ghost", "CH-G2", "Mischief", "捣蛋|改变地形"),
    "brainwash": ("ghost", "CH-G3", "Brainwash", "洗脑"),
    "prank": ("ghost", "CH-G4", "Prank", "恶作剧|回收卡牌"),
    "vanish": ("ghost", "CH-G5", "Vanish", "消隐|隐藏移动路径"),
}

# Every physical card: "<function>_<suit>", unique across both decks.
CARDS = tuple(f"{f}_{s}" for f in FUNCTIONS for s in SUITS)
FUNCTION = {c: c.rsplit("_", 1)[0] for c in CARDS}
SUIT = {c: c.rsplit("_", 1)[1] for c in CARDS}
ROLE = {c: FUNCTIONS[FUNCTION[c]][0] for c in CARDS}
DECK_CARDS = {role: tuple(c for c in CARDS if ROLE[c] == role) for role in ("patient", "ghost")}

# Combos (CH-COMBO): id -> (ghost function, patient function). C4 is a reaction only.
COMBOS = {
    "C1": ("vanish", "sprint"),
    "C2": ("brainwash", "amnesia"),
    "C3": ("possession", "protection"),
    "C4": ("prank", "schizophrenia"),
    "C5": ("mischief", "checkup"),
}
STARTABLE = ("C1", "C2", "C3", "C5")


def card_dict(card: str) -> dict:
    """Return a card's public face: id, function, role, suit."""
    return {"id": card, "function": FUNCTION[card], "role": ROLE[card], "suit": SUIT[card]}


def combo_part(combo: str, role: str) -> str:
    """Return the function a seat of `role` contributes to `combo`."""
    ghost, patient = COMBOS[combo]
    return ghost if role == "ghost" else patient
