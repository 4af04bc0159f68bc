"""One module of sentences per language of CHAOS (event texts, causes, words, prompts, combo splits).

"zh-TW" is the game's Traditional Chinese for zh-TW readers: zh_tw.py, generated from the Simplified tables by
tools/gen_zh_tw.py, holds its entries of the tables that keep every language in one file (coach.py, story.py,
glossary.py); they are registered here, so every reader of those tables finds it."""
from . import coach, dawn_words, glossary, join_words, legend_words, joint_turn_words, outcome_words, refusal_words, story, undo_words, zh_tw  # noqa: F401,E501  (*_words: words)
from . import sheet_cards  # noqa: F401,E402  (the sheet's cards part, from the card texts)

for _table, _name in ((coach.ENDING, "ENDING"), (coach.COACH, "COACH"), (coach.MOMENTS, "MOMENTS"),
                      (story.STORY, "STORY"), (glossary.GLOSSARY, "GLOSSARY")):
    _table.setdefault("zh-TW", getattr(zh_tw, _name))
