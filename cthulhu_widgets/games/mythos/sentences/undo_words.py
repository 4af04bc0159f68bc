"""Undo's words on the Mythos table: the button and the note after it name the move taken back ("Undo: your adventure
Questionable Judgement completed (+5 adventure points)"); a bare "Undone: back to your last play" named nothing, not
even a scoring move (newcomer review 36, finding 3; frames/mythos_undo.py)."""

UNDO_WORDS = {
    "en": {"undo": "Undo: {what}", "undone": "Taken back: {what}.",
           "adventure": "your adventure {card} completed (+{points} adventure points)"},
    "ja": {"undo": "元に戻す：{what}", "undone": "取り消した手：{what}。",
           "adventure": "アドベンチャー「{card}」の達成（+{points}点）"},
}
