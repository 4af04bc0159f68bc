"""The combat's use stop's ask (MY-COMBAT-3, MY-CARD-4): what may be cast there and what casting does (newcomer review
36, mythos_ja 1: the chips read only "Done" and the reader never knew its spell could be cast; frames/mythos_use_step.py).
It names the chip by Done each cast has (review 37, mythos 2: js/src/mythos/use_chips.js) and the glowing card."""

USE_ASKS = {
    "en": "Before the threats are revealed you may cast {cards} (press its chip by Done, or the spell where it glows): "
          "from a tome you pay its Sanity and it turns face down until the round ends; from an ally it is free, then "
          "buried. Then Done.",
    "ja": "脅威が公開される前に{cards}を唱えられます（「完了」のそばのボタンか、光っている呪文を押す）。書物の呪文は正気度を払い、"
          "ラウンド終了まで裏向きになります。味方の呪文は無料で、唱えたあと埋葬されます。終わったら「完了」。",
}
# the same stop when only artifacts may be used (Faithful Hounds: no spell to cast, no Sanity to pay)
USE_ONLY = {
    "en": "Before the threats are revealed you may use {cards} (press its chip by Done, or the card where it glows; its "
          "zoom says what it does). Then Done.",
    "ja": "脅威が公開される前に{cards}を使えます（「完了」のそばのボタンか、光っているカードを押す。効果は拡大表示に書いてある）。"
          "終わったら「完了」。",
}
