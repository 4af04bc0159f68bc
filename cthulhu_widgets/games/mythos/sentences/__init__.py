"""One module of sentences per language of Mythos, English and Japanese: event texts, causes, words, prompts."""
