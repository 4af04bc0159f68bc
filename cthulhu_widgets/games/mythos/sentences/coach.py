"""The Mythos table's game end and first game that teaches, in each language of the game (en, ja): the banner's
score rows (frames/ending.py) and the coach marks of "Learn to play" (frames/coach.py). Every language has the same
keys, in the words of the game's tables (en.py, ja.py)."""

ENDING = {
    "en": {"score": "Score", "adventures": "Adventures", "sanity": "Sanity", "items": "Artifacts and tomes",
           "allies": "Allies"},
    "ja": {"score": "得点", "adventures": "アドベンチャー", "sanity": "正気度", "items": "アーティファクトと魔道書",
           "allies": "味方"},
}

# Coach marks: one per decision of the first turns, in order; `kind` is the legal move it points at (the first of
# that kind), `text` what to click and why, `done` what just happened (shown with the next mark).
COACH = {
    "en": {
        "steps": [
            {"kind": "play", "text": "Each turn you play one card or pass. You score by completing adventures, and a "
                                     "player whose Sanity falls to 0 ends the game. First choose where you start: "
                                     "click the glowing card (its chip says what it does).",
             "done": "You are at a location now: it decides which cards you can play next."},
            {"kind": "play", "text": "Play another card: a location to walk to, an ally, an item or an event. Click a "
                                     "glowing card; the chip says what it does and its Sanity change.",
             "done": "Your card is in play: the log on the right tells what it did."},
            {"kind": "play", "text": "Cards build your story towards an adventure in your hand. Click a glowing card "
                                     "again, or pass when nothing helps.",
             "done": "Good. You know the turn now."},
        ],
        "free": "You are on your own now: complete adventures for adventure points and keep your Sanity above 0. The \"?\" "
                "explains the table.",
        "title": "Learn to play", "step": "Step {n} of {of}",
    },
    "ja": {
        "steps": [
            {"kind": "play", "text": "毎ターン、カードを 1 枚プレイするかパスする。アドベンチャーを達成すると得点になり、"
                                     "正気度が 0 になったプレイヤーが出るとゲームが終わる。まず出発する場所を選ぼう："
                                     "光っているカードをクリック（ボタンに効果が書かれている）。",
             "done": "場所にいる：次にどのカードをプレイできるかはその場所で決まる。"},
            {"kind": "play", "text": "もう 1 枚プレイしよう：歩いて行く場所、味方、アイテム、イベント。光っているカードを"
                                     "クリック。ボタンに効果と正気度の変化が書かれている。",
             "done": "カードが場に出た：右のログに何が起きたか書かれている。"},
            {"kind": "play", "text": "カードを重ねて、手札のアドベンチャーに向けた物語を作る。もう一度光っているカードを"
                                     "クリックするか、役立つものがなければパスしよう。",
             "done": "よし、ターンの流れがわかった。"},
        ],
        "free": "ここからは自分で：アドベンチャーを達成して得点し、正気度を 0 より上に保とう。「?」で卓の説明が見られる。",
        "title": "遊び方を学ぶ", "step": "ステップ {n} / {of}",
    },
}

# Said in the coach's bubble when the seat asks a bot to make its coached move (calm words, not an error: issue 23).
NUDGE = {"en": "This move is yours to make: click what the coach rings.",
         "ja": "この一手はあなたが指す番：コーチが囲んだところをクリックしよう。"}
