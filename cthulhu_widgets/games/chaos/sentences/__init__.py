"""One module of sentences per language of CHAOS (event texts, causes, words, prompts, combo splits)."""
