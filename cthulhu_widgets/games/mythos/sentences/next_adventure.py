"""The play mode's goal line (frames/mythos_goal.next_adventure_said): the reader's nearest adventure in hand and what
it still needs, in each language of the game (newcomer review 31, mythos_en 1: nothing steered to adventures). A hand
card "fills a need", never "usable": its sheet says why it cannot be used now (review 32, mythos_ja 1: one word, two
meanings)."""

NEXT = {
    "en": {"ready": "{lead}: {card} is ready: play it for +{points}.",
           "needs": "{lead}: {card} ({met}/{of}) needs {lines}.",
           # the lead, and once where the adventure named changed since the seat's last goal line (review 32, mythos_ja 4)
           "lead": "Next adventure", "new": "New aim",
           "more": " +{n} more", "hand": " In your hand, {cards} would fill a need.", "sep": ", "},
    "ja": {"ready": "{lead}：「{card}」は達成できる。使用して +{points}。",
           "needs": "{lead}：「{card}」（{met}／{of}）はあと {lines}。",
           "lead": "次のアドベンチャー", "new": "新しい目標",
           "more": " ほか {n}", "hand": "手札の{cards}でその条件を満たせる。", "sep": "、"},
}
