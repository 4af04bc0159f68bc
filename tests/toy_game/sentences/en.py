"""The duel's English sentences."""
TEXTS = {"deal": "Three cards each; one lies face down.", "plays": "{seat} plays {card}.",
         "trick": "{seat} wins the trick.", "game_over": "The duel is over: {outcome}."}
