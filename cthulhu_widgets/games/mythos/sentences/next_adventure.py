"""The play mode's goal line (frames/mythos_goal.next_adventure_said): the reader's nearest adventure in hand and what
it still needs, in each language of the game (newcomer review 31, mythos_en 1: nothing steered to adventures). A hand
card "fills a need", never "usable": its sheet says why it cannot be used now (review 32, mythos_ja 1: one word, two
meanings)."""

NEXT = {
    "en": {"ready": "Next adventure: {card} is ready: play it for +{points}.",
           "needs": "Next adventure: {card} ({met}/{of}) needs {lines}.",
           "more": " +{n} more", "hand": " In your hand, {cards} would fill a need.", "sep": ", "},
    "ja": {"ready": "次のアドベンチャー：「{card}」は達成できる。使用して +{points}。",
           "needs": "次のアドベンチャー：「{card}」（{met}／{of}）はあと {lines}。",
           "more": " ほか {n}", "hand": "手札の{cards}でその条件を満たせる。", "sep": "、"},
}
