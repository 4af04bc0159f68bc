"""The duel's Japanese sentences."""
TEXTS = {"deal": "各自3枚、1枚は伏せたまま。", "plays": "{seat}が{card}を出す。",
         "trick": "{seat}がトリックを取る。", "game_over": "決闘終了：{outcome}。"}
WORDS = {"north": "北", "south": "南", "draw": "引き分け"}
PROMPTS = {"play": "{card}を出す。", "won": "{seat}の勝ち", "tricks": "トリック：北{north}、南{south}。"}
