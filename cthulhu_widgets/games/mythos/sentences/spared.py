"""The words of a Dysentery chip whose sub-region flip spares the reader's own allies (frames/mythos_costs.py;
MY-CARD-6; review 38, mythos_en 11, 086: "the caster too" left the reader asking whether Gomes would flip;
review 39, mythos_en 12: "none" when the reader has no face-up ally)."""

SPARED = {
    "en": {"one": "your {cards} stays face up: your location is not in the target's sub-region",
           "many": "your {cards} stay face up: your location is not in the target's sub-region",
           "none": "you have no face-up ally: none of yours flips"},
    "ja": {"one": "あなたの{cards}は裏返らない：現在地が対象と別の地域にある",
           "many": "あなたの{cards}は裏返らない：現在地が対象と別の地域にある",
           "none": "あなたの表向きの味方はいない：裏返るものはない"},
}
