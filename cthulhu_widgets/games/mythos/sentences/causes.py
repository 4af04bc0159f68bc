"""The cause on each line that buries or discards a card (frames/mythos_causes.py), en and ja: which card or rule did
it (newcomer review 22, mythos_en finding 1: "Your Tulzscha is buried" with no reason; "Bot 2 discards Portaphobia" at
a round's end, read as the phobia on the bot leaving, while it was a copy in its hand)."""

CAUSES = {
    "en": {
        # the rule (keep 4–7) is the discard prompt's, said once there (review 26, mythos_en 4: every line said it)
        "discards_round_end": "{player} discards {card} from its hand: the round is ending.",
        "goo_leaves": "{player}'s {card} is buried: a Great Old One leaves play at the end of the combat of the round "
                      "after the one it came into play.",
        "replaced_event": "{card} is buried: {why} replaces it (a Day or Night event buries the Day, Night and Storm "
                          "events in play).",
        "replaced_goo": "{card} is buried: {why} came into play and makes it Day (the Day and Night events in play "
                        "are buried).",
        "story_card_discarded_arrival": "{player} discards {card} from its story deck, at random: arriving at {why} "
                                        "discards one.",
        "story_card_discarded_play": "{player} discards {card} from its story deck: {why} discards the lowest event "
                                     "card there.",
        "cured": "{player} remains and buries {card}: {why} cures one phobia of an investigator who remains.",
        "guarded": "{player}'s {card} guards the artifact {thief} came for: the ally is buried in its place, and so is "
                   "{thief}.",
    },
    "ja": {
        "discards_round_end": "{player} は手札から「{card}」を捨てる：ラウンド終了の手札調整。",
        "goo_leaves": "{player} の「{card}」は埋葬される：旧支配者は場に出たラウンドの次のラウンドのバトルの終わりに"
                      "場を離れる。",
        "replaced_event": "「{card}」は埋葬される：「{why}」に置き換えられた（昼か夜のイベントは場の昼・夜・嵐の"
                          "イベントを埋葬する）。",
        "replaced_goo": "「{card}」は埋葬される：「{why}」が場に出て昼になった（場の昼・夜のイベントは埋葬される）。",
        "story_card_discarded_arrival": "{player} はストーリーデッキから無作為に「{card}」を捨てる：「{why}」に到着すると"
                                        " 1 枚捨てる。",
        "story_card_discarded_play": "{player} はストーリーデッキから「{card}」を捨てる：「{why}」はそこで一番下の"
                                     "イベントカードを捨てる。",
        "cured": "{player} はとどまり「{card}」を埋葬する：とどまると「{why}」で恐怖症が 1 つ治る。",
        "guarded": "{player} の「{card}」が「{thief}」の狙うアーティファクトを守る：味方が身代わりに埋葬され、"
                   "「{thief}」も埋葬される。",
    },
}
