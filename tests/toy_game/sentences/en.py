"""The duel's English sentences."""
TEXTS = {"deal": "Three cards each; one lies face down.", "plays": "{seat} plays {card}.",
         "trick": "{seat} wins the trick.", "game_over": "The duel is over: {outcome}."}
WORDS = {"north": "North", "south": "South", "draw": "A draw"}
PROMPTS = {"play": "Play the {card}.", "won": "{seat} wins the duel", "tricks": "Tricks: North {north}, South {south}."}
