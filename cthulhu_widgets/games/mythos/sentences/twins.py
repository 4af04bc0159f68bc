"""Two chips that arm the same ally with the same card say what differs (newcomer review 23, mythos_en finding 7,
075_rev: "Arm Miss Anna Tilton with .32 Revolver" twice, one with small print): played as usual at an Artifact
location the weapon leaves the ally's own text free for one more artifact; through that text it takes the one
artifact the text carries (abilities.carries). texts._twin_key picks these words when both chips are offered."""

# plain words (review 29, mythos_en 8, 172: "the ally's own text stays free…" and "by the ally's own text…" read
# the same): the usual way keeps the ally's one 'any location' artifact for later; the other uses it up. What differs
# comes before the cost: a long chip keeps only its words up to there (js/src/mythos/chips.js toldApart), and both read
# "Arm Miss Anna Tilton with .32 Revolver (Sanity +1)", told apart by grey notes alone (review 41, mythos_ja 10, 159)
TWIN_CHIPS = {
    "en": {
        "arm_twin": "Arm {ally} with {card} as usual{cost}: its 'any location' artifact stays for later",
        "attach_arm_twin": "Arm {ally} with {card} as its one 'any location' artifact{cost}",
    },
    "ja": {
        "arm_twin": "「{ally}」を「{card}」で通常どおり武装させる{cost}：「どこでも1枚」の枠は後に残る",
        "attach_arm_twin": "「{ally}」を「{card}」で「どこでも1枚」の枠を使い武装させる{cost}",
    },
}
