"""The commit stop's warning that an opponent's weapon in play can bury the reader's monster before the fight
(frames/mythos_hounds.py; MY-COMBAT-3; review 27, mythos_ja 1: the reader did not defend, expecting 4 against 4, and
the Faithful Hounds buried the Dark Young first)."""

WARN = {
    "en": {"one": " ⚠ Your opponent's {card} can bury your {monster} before the fight: their threat then hits you "
                  "in full.",
           "one_free": " ⚠ Your opponent's {card} can bury your {monster} before the fight.",
           "many": " ⚠ Your opponent's {card} can bury one of your monsters ({monsters}, at random) before the fight.",
           "or": ", ", "commit": "Commit allies to defend (or assault), then Done."},
    "ja": {"one": " ⚠ 相手の「{card}」は戦闘前にあなたの「{monster}」を埋葬できる：そのとき相手の神話の脅威がそのまま当たる。",
           "one_free": " ⚠ 相手の「{card}」は戦闘前にあなたの「{monster}」を埋葬できる。",
           "many": " ⚠ 相手の「{card}」は戦闘前にあなたのモンスター1体（「{monsters}」からランダム）を埋葬できる。",
           "or": "」「", "commit": "味方を防御（または攻撃）に派遣し、完了。"},
}
