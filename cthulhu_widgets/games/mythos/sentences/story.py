"""The story a Mythos player reads (frames/story_mythos.py), in each language of the game: how the reader is named,
round headings and what decided the game. Every language has the same keys, in the words of the game's tables
(en.py, zh.py, ja.py)."""

STORY = {
    "en": {
        "you": "you",
        "bot": "Bot {n}",
        "player": "Player {n}",
        "your_threat": "your threat",
        "round": "Round {round}",
        "decided": "What decided it: {text}",
        # an ally that fought in a threat leaves play after combat (MY-COMBAT-7), which no event of the engine says
        "assault_leaves": "{player}'s {card} leaves play: an ally that assaulted is {how} after combat, with what it "
                          "carried.",
        "captive_leaves": "{player}'s {card} leaves play: taken into {threat}'s threat, it is {how} after combat.",
        "buried": "buried", "discarded": "discarded",
        # a combat in which no threat attacked (no monster in play): nothing was buried (newcomer R3-M item 5)
        "combat_none": "No monster fought this round: the combat ends at once.",
    },
    "ja": {
        "you": "あなた",
        "bot": "ボット {n}",
        "player": "プレイヤー {n}",
        "your_threat": "あなたの神話の脅威",
        "round": "ラウンド {round}",
        "decided": "勝負を決めた場面：{text}",
        "assault_leaves": "{player} の「{card}」は場を離れる：突撃した仲間はバトルの後に{how}（持っていたカードも共に）。",
        "captive_leaves": "{player} の「{card}」は場を離れる：{threat} の神話の脅威に取り込まれたため、バトルの後に{how}。",
        "buried": "埋葬される", "discarded": "捨て札になる",
        "combat_none": "このラウンドは戦うモンスターがいない：バトルはすぐに終わる。",
    },
}
