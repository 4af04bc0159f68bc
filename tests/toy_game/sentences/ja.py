"""The duel's Japanese sentences."""
TEXTS = {"deal": "各自3枚、1枚は伏せたまま。", "plays": "{seat}が{card}を出す。",
         "trick": "{seat}がトリックを取る。", "game_over": "決闘終了：{outcome}。"}
