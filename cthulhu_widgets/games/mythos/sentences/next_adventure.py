"""The play mode's goal line (frames/mythos_goal.next_adventure_said): the reader's nearest adventure in hand and what
it still needs, in each language of the game (newcomer review 31, mythos_en 1: nothing steered to adventures). A hand
card "fills a need", never "usable": its sheet says why it cannot be used now (review 32, mythos_ja 1: one word, two
meanings). A card it cannot play now is named only with why, in a few words (review 33, mythos_en 1: Hutchinson Cipher
"would fill a need" every turn while nobody of the reader's read Glyphs)."""

NEXT = {
    "en": {"ready": "{lead}: {card} is ready: play it for +{points}.",
           "needs": "{lead}: {card} ({met}/{of}) needs {lines}{phobia}.",
           # where a phobia on the reader began or stopped counting for the opponent (review 34, mythos_ja 2)
           "phobia_theirs": " (the phobia on you counts for your opponent)",
           # the lead, and once where the adventure named changed since the seat's last goal line (review 32, mythos_ja 4)
           "lead": "Next adventure", "new": "New aim",
           "more": " +{n} more", "hand": " In your hand, {cards} would fill a need.", "sep": ", ",
           # why not: the sentence its zoom says (frames/mythos_why.py; review 36, mythos_en 4: three reasons for one card)
           "hand_not": " In your hand, {card} would fill a need. Why not now: {why}.",
           # no adventure in hand (review 35, mythos_en 2: a deal with neither, only events glowing, read as stuck)
           "no_location_yet": "No location in your hand yet: play an event if it helps, or pass; you refill to "
                              "{size} next round.",
           "no_adventure": "No adventure in your hand yet: the locations, allies and items you play now count for "
                           "one later."},
    "ja": {"ready": "{lead}：「{card}」は達成できる。使用して +{points}。",
           "needs": "{lead}：「{card}」（{met}／{of}）はあと {lines}{phobia}。",
           "phobia_theirs": "（あなたに付いた恐怖症は相手の条件に数える）",
           "lead": "次のアドベンチャー", "new": "新しい目標",
           "more": " ほか {n}", "hand": "手札の{cards}でその条件を満たせる。", "sep": "、",
           "hand_not": "手札の「{card}」でその条件を満たせる。今使えない理由：{why}。",
           "no_location_yet": "手札にロケーションがまだない：役立つならイベントを使い、でなければパス。次のラウンドに "
                              "{size} 枚まで補充する。",
           "no_adventure": "手札にアドベンチャーがまだない：今出すロケーション・仲間・アイテムは後でその条件に数える。"},
}
