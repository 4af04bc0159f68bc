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
    },
    "ja": {
        "you": "あなた",
        "bot": "ボット {n}",
        "player": "プレイヤー {n}",
        "your_threat": "あなたの神話の脅威",
        "round": "ラウンド {round}",
        "decided": "勝負を決めた場面：{text}",
    },
}
