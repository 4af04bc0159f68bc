"""One module of sentences per language of Lovecraft Letter (event texts, causes, words, prompts)."""
