"""Two chips that arm the same ally with the same card say what differs (newcomer review 23, mythos_en finding 7,
075_rev: "Arm Miss Anna Tilton with .32 Revolver" twice, one with small print): played as usual at an Artifact
location the weapon leaves the ally's own text free for one more artifact; through that text it takes the one
artifact the text carries (abilities.carries). texts._twin_key picks these words when both chips are offered."""

TWIN_CHIPS = {
    "en": {
        "arm_twin": "Arm {ally} with {card}{cost}: the ally's own text stays free for one more artifact",
        "attach_arm_twin": "Arm {ally} with {card} by the ally's own text{cost}: it fills the one artifact that "
                           "text carries",
    },
    "ja": {
        "arm_twin": "「{ally}」を「{card}」で武装させる{cost}：この味方自身の能力はもう1枚のアーティファクトに使える",
        "attach_arm_twin": "この味方自身の能力で「{ally}」を「{card}」で武装させる{cost}：その能力で持てる"
                           "アーティファクト1枚はこれになる",
    },
}
