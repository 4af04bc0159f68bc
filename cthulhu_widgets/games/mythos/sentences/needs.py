"""How a hand card an adventure in hand needs counts for it (MY-ADV-2: face-up cards in play and the story deck, never
the hand), by its kind, en and ja (js/src/mythos/table.js neededKey picks the kind; newcomer review 23, mythos_en
finding 1: "keep it to play that" held Ambush and Portaphobia in hand for rounds)."""

HAND_NEEDS = {
    "en": {
        "goal_missing_spell": "missing: load a Spell card into one of your tomes",   # review 38, mythos_en 5
        "hand_needed_by": "Counts for your adventure {cards} once played (in play or in your story deck); in your "
                          "hand it does not count.",
        "hand_needed_by_phobia": "Counts for your adventure {cards} once played on an opponent (or, cured on you, "
                                 "buried in your story deck); in your hand it does not count.",
        "hand_needed_by_monster": "Counts for your adventure {cards} once it has fought from your threat and is "
                                  "buried in your story deck; in your hand it does not count.",
    },
    "ja": {
        "goal_missing_spell": "不足：呪文カードを自分の書物に装填する",
        "hand_needed_by": "アドベンチャー{cards}の条件に数える：使えば（場かストーリーデッキにあれば）数える。手札では数えない。",
        "hand_needed_by_phobia": "アドベンチャー{cards}の条件に数える：相手に使えば数える（自分についたものは治療でストーリー"
                                 "デッキに埋葬されて数える）。手札では数えない。",
        "hand_needed_by_monster": "アドベンチャー{cards}の条件に数える：神話の脅威から戦い、ストーリーデッキに埋葬されて"
                                  "から数える。手札では数えない。",
    },
}
