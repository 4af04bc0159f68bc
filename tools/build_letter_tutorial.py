"""Write notebooks/letter_tutorial.ipynb (no outputs). Run: .venv/bin/python tools/build_letter_tutorial.py"""
from nbbuild import Notebook

BOOK = Notebook()
md, code = BOOK.md, BOOK.code

md("""
# Lovecraft Letter, solo variant — the rules, one card at a time

You play against an automaton **opponent**: a face-down **clue stack** over **Cthulhu**. The **deck** is
your partner. Every section below sets up a small scenario with `setup` (cards named top first), plays a
step, and checks the outcome with `assert` — so this notebook is also a test (nbval runs it).

The tables are shown in **design mode**: cards the player cannot see are drawn with hatching. Rule IDs
(`LS-…`) refer to `docs/rules/letter.md`; the log under each table names the rule of every event.
""")
code("""
from cthulhu_widgets.widgets import LetterWidget
from cthulhu_widgets.games import letter


def table(hand, deck, clues, rules=None, **zones):
    \"\"\"A design-mode table: `hand` is the dealt card, the first turn draws deck[0]; the rest is shuffled below.\"\"\"
    setup = {"hand": [hand], "deck": deck + ["..."], "clues": clues, **zones}
    return LetterWidget(seed=0, rules=rules, setup=setup, mode="design", autoplay=False)


def names(zone):
    return [c["id"] for c in zone]
""")

md("""
## Setup (LS-SETUP)

The Braincase is set aside, the Necronomicon removed, one random Insanity card (1–7) is unused, six Sane
cards form the clue stack over Cthulhu, the other 15 cards the deck. You are dealt one card, and your first
turn draws a second one.
""")
code("""
w = LetterWidget(seed=1, mode="design", autoplay=False)
v = w.view
assert len(v["hand"]) == 2 and v["deck"]["count"] == 13 and v["opponent"]["clues"] == 6
assert names(v["removed"]) == ["necronomicon"] and names(v["set_aside"]) == ["mi_go_braincase"]
w
""")

md("""
## Your cards (LS-P) — they target the opponent's top card

### Investigators (1): name a value (LS-P1)
Right: the top card is eliminated. Wrong: it becomes known. You may name 0 and 2–8, never 1.
""")
code("""
w = table("investigators", ["silver_key"], ["professor_armitage", "cats_of_ulthar"])
w.play("play", card="investigators", guess=5)
assert names(w.view["opponent_discard"]) == ["professor_armitage"]
w
""")
code("""
w = table("investigators", ["silver_key"], ["professor_armitage", "cats_of_ulthar"])
w.play("play", card="investigators", guess=2)
assert w.state.top_known and w.view["opponent"]["cards"][0]["id"] == "professor_armitage"
w
""")

md("""
### Being insane (LS-ORIG-10) and Deep Ones (1)
You are **insane** while an Insanity card lies in your discard. Then an Insanity card you play may use its
**Insane** effect. Deep Ones Insane: a 1 on top is eliminated; otherwise it is revealed and you name a value
knowing it. (Being insane, your turn starts with an insanity check: the first deck card goes to the discard.)
""")
code("""
w = table("deep_ones", ["elder_sign", "silver_key"], ["randolph_carter", "cats_of_ulthar"], discard=["golden_mead"])
assert w.state.insane
w.play("play", card="deep_ones", effect="insane")
assert w.state.pending.kind == "guess"
w.play("guess", value=6)
assert names(w.view["opponent_discard"]) == ["randolph_carter"]
w
""")

md("""
### Cats of Ulthar (2) and Golden Mead (2) (LS-P2)
Cats: look at the top card. Golden Mead Insane: look, then draw a card (no insanity check) and play again.
""")
code("""
w = table("cats_of_ulthar", ["silver_key"], ["great_race_of_yith", "investigators"])
w.play("play", card="cats_of_ulthar")
assert w.state.top_known
w
""")
code("""
w = table("golden_mead", ["elder_sign", "silver_key", "investigators"], ["great_race_of_yith", "investigators"],
          discard=["liber_ivonis"])
w.play("play", card="golden_mead", effect="insane")
assert w.state.top_known and w.state.to_act == "player" and len(w.state.hand) == 2  # a second play
w.play("play", card="investigators", guess=3)
assert names(w.view["opponent_discard"]) == ["great_race_of_yith"]
w
""")

md("""
### Great Race of Yith (3) and Hound of Tindalos (3) (LS-P3)
Yith: compare your other card **or** the deck top with the top card. A higher hand card eliminates it; a lower
hand card loses the game; a higher deck top eliminates it (and is revealed); a lower deck top is discarded.
Hound Insane: eliminates the top card if the opponent's discard holds no Insanity card.
""")
code("""
w = table("great_race_of_yith", ["professor_armitage"], ["cats_of_ulthar", "investigators"])
w.play("play", card="great_race_of_yith", compare="hand")   # Armitage 5 > Cats 2
assert names(w.view["opponent_discard"]) == ["cats_of_ulthar"]
w
""")
code("""
w = table("great_race_of_yith", ["investigators"], ["professor_armitage", "cats_of_ulthar"])
w.play("play", card="great_race_of_yith", compare="hand")   # Investigators 1 < Armitage 5
assert w.state.result.cause == "hand_knocked_out"
w
""")
code("""
w = table("hound_of_tindalos", ["cats_of_ulthar", "silver_key"], ["professor_armitage", "investigators"],
          discard=["nyarlathotep"])
w.play("play", card="hound_of_tindalos", effect="insane")
assert names(w.view["opponent_discard"]) == ["professor_armitage"]
w
""")

md("""
### Elder Sign (4) and Liber Ivonis (4) (LS-P4, LS-TURN-7)
You are protected until your next turn: the opponent's Investigators then do nothing.
""")
code("""
w = table("elder_sign", ["silver_key"], ["investigators", "cats_of_ulthar"])
w.play("play", card="elder_sign")
w.step()                                  # the opponent plays Investigators: no effect
assert w.state.result is None and any(e["rule"] == "LS-TURN-7" for e in w.log_lines)
w
""")

md("""
### Professor Armitage (5) and Mi-Go (5) (LS-P5)
Armitage: eliminate the top card, or discard your other card and draw. Mi-Go Insane: take the top card into
your hand, give the opponent the Braincase as its new (known) top card, then play again.
""")
code("""
w = table("professor_armitage", ["elder_sign"], ["cats_of_ulthar", "investigators"])
w.play("play", card="professor_armitage", target="opponent")
assert names(w.view["opponent_discard"]) == ["cats_of_ulthar"]
w
""")
code("""
w = table("mi_go", ["elder_sign", "investigators"], ["cats_of_ulthar", "great_race_of_yith"], discard=["deep_ones"])
w.play("play", card="mi_go", effect="insane")
assert w.view["opponent"]["cards"][0]["id"] == "mi_go_braincase" and "cats_of_ulthar" in names(w.view["hand"])
w
""")

md("""
### Randolph Carter (6) and Nyarlathotep (6) (LS-P6)
Carter swaps your other card with the top card (you know what you gave). Nyarlathotep Insane looks at it.
""")
code("""
w = table("randolph_carter", ["elder_sign"], ["professor_armitage", "investigators"])
w.play("play", card="randolph_carter")
assert names(w.view["hand"]) == ["professor_armitage"] and w.view["opponent"]["cards"][0]["id"] == "elder_sign"
w
""")

md("""
### The Silver Key (7) and the Shining Trapezohedron (7) (LS-P7, LS-TURN-6)
With a card of value 5 or more, the Silver Key must be played. The Trapezohedron played Insane with a 5+
eliminates the top card.
""")
code("""
w = table("silver_key", ["professor_armitage"], ["cats_of_ulthar", "investigators"])
assert [a["id"] for a in w.legal] == ["play card=silver_key"]
w
""")
code("""
w = table("shining_trapezohedron", ["elder_sign", "professor_armitage"], ["cats_of_ulthar", "investigators"],
          discard=["mi_go"])
w.play("play", card="shining_trapezohedron", effect="insane")
assert names(w.view["opponent_discard"]) == ["cats_of_ulthar"]
w
""")

md("""
### The Mi-Go Braincase (0) (LS-P8)
Playing it loses the game.
""")
code("""
w = table("mi_go_braincase", ["silver_key"], ["cats_of_ulthar"])
w.play("play", card="mi_go_braincase")
assert w.state.result.cause == "braincase_played"
w
""")

md("""
## The opponent's cards (LS-O) — they target you

The opponent never draws and never checks its sanity; it plays its top card each turn (`w.step()` plays it).
Insanity cards in its stack always use their Insane row. When a card targets you, you answer with your
**hand** or the **deck top** (LS-TURN-5); a knock-out on a *known* card loses, on an unknown deck top it only
discards it (LS-KNOW-4).

### Investigators (LS-O1): always guess right
""")
code("""
w = table("silver_key", ["cats_of_ulthar", "elder_sign"], ["investigators", "professor_armitage"])
w.play("play", card="silver_key")
w.step()                                   # the unknown deck top (Elder Sign) is discarded
assert "elder_sign" in names(w.view["player_discard"])
w
""")
code("""
w = table("silver_key", ["cats_of_ulthar", "elder_sign"], ["golden_mead", "investigators"])
w.play("play", card="silver_key")
w.step()   # Golden Mead: the deck top becomes known, then Investigators hits the known partner (LS-O2, LS-O1)
assert w.state.result.cause == "partner_knocked_out"
w
""")

md("### Great Race of Yith (LS-O3): answer with hand or deck against the opponent's next card")
code("""
w = table("silver_key", ["professor_armitage", "elder_sign"], ["great_race_of_yith", "cats_of_ulthar"])
w.play("play", card="silver_key")
w.step()
assert w.view["prompt"]["kind"] == "answer"
w.play("answer", side="hand")              # Armitage 5 beats the next card, Cats 2: nothing lost
assert w.state.result is None and w.state.to_act == "player"
w
""")

md("### Elder Sign (LS-O4), Armitage (LS-O5), Carter (LS-O6)")
code("""
w = table("silver_key", ["cats_of_ulthar"], ["elder_sign", "investigators"])
w.play("play", card="silver_key")
w.step()
assert w.view["protected"]["opponent"]
legal = [a["id"] for a in w.legal]
assert not any("guess=" in a for a in legal)  # your Investigators would do nothing now
w
""")
code("""
w = table("silver_key", ["cats_of_ulthar", "investigators"], ["professor_armitage", "elder_sign"])
w.play("play", card="silver_key")
w.step()
w.play("answer", side="deck")             # the deck top is discarded
assert "investigators" in names(w.view["player_discard"])
w
""")
code("""
w = table("silver_key", ["investigators", "elder_sign"], ["randolph_carter", "professor_armitage"])
w.play("play", card="silver_key")
w.step()
w.play("answer", side="hand")             # your Investigators for its next card, Armitage
assert "professor_armitage" in names(w.view["hand"])
w
""")

md("### The 7s (LS-O7), Cthulhu (LS-O8) and the Braincase (LS-O9)")
code("""
w = table("silver_key", ["cats_of_ulthar", "elder_sign"], ["shining_trapezohedron", "investigators"])
w.play("play", card="silver_key")
w.step()
assert w.state.result is None and any(e["rule"] == "LS-O7" for e in w.log_lines)
w
""")

md("""
## The insanity check (LS-CHECK)

Before drawing, count the Insanity cards in your discard: **N**. Move N cards from the deck top to your
discard without effects. Insanity cards revealed this way raise N for the next check. If the deck holds fewer
than N cards, you lose.
""")
code("""
w = table("silver_key", ["cats_of_ulthar", "nyarlathotep", "elder_sign"], ["investigators", "professor_armitage"],
          discard=["golden_mead", "deep_ones"])
assert names(w.view["player_discard"]) == ["golden_mead", "deep_ones", "cats_of_ulthar", "nyarlathotep"]
assert w.view["insanity"] == 3
w
""")

md("""
## Winning and losing (LS-END)

You win when you eliminate, take or swap away **Cthulhu** on your turn: it must be on top at the start of
*your* turn, so let the opponent play its own last clue. Eliminating the last clue yourself (LS-P10) leaves
Cthulhu on top for the opponent, who plays it.
""")
code("""
w = table("investigators", ["silver_key"], [])
w.play("play", card="investigators", guess=8)
assert w.state.result.outcome == "win" and w.state.result.cause == "cthulhu_sealed"
w
""")
code("""
w = table("professor_armitage", ["elder_sign"], ["cats_of_ulthar"])
w.play("play", card="professor_armitage", target="opponent")   # the last clue, on your own turn...
w.step()                                                       # ...so the opponent plays Cthulhu
assert w.state.result.cause == "cthulhu_played"
w
""")

md("""
## Flip a rule and see the difference

Every ambiguity of the variant is an option of `letter.Rules` (see the table below). Assigning `w.rules`
restarts the same deal under the new rules. Here: a tie in a Yith comparison does nothing by default; with
`yith_tie="player_loses"` it loses. And an empty deck at the draw loses by default; with `empty_draw="skip"`
the draw is skipped.
""")
code("""
letter.Rules.describe()
""")
code("""
tie = table("great_race_of_yith", ["cats_of_ulthar"], ["cats_of_ulthar", "investigators"])
tie.play("play", card="great_race_of_yith", compare="hand")
assert tie.state.result is None
tie.rules = {"yith_tie": "player_loses"}
tie.play("play", card="great_race_of_yith", compare="hand")
assert tie.state.result.cause == "hand_knocked_out"
tie
""")
code("""
rest = ["investigators"] * 5 + ["great_race_of_yith"] * 2 + ["elder_sign"] * 2 + ["professor_armitage"] * 2 + \\
       ["randolph_carter", "golden_mead", "hound_of_tindalos", "liber_ivonis", "mi_go", "nyarlathotep"]
setup = {"hand": ["silver_key"], "deck": ["cats_of_ulthar"], "clues": ["cats_of_ulthar", "deep_ones"],
         "unused": ["shining_trapezohedron"], "removed": rest}
short = LetterWidget(seed=0, setup=setup, mode="design")
short.play("play", card="silver_key")
short.step()
assert short.state.result.cause == "empty_draw"
short.rules = {"empty_draw": "skip"}
short.play("play", card="silver_key")
short.step()
assert short.state.result is None and names(short.view["hand"]) == ["cats_of_ulthar"]
short
""")

md("""
## A whole game

`w.step(n)` lets the automaton — and the bots in `w.bots` — take up to `n` steps. Here the heuristic bot plays
for you. In a live notebook, click the cards instead; **Undo**, **Redo** and **Reveal** are in the toolbar.
""")
code("""
from cthulhu_widgets.bots import make_bot

game = LetterWidget(seed=11, bots={"player": make_bot("heuristic", seed=11)})
game.step(200)
assert game.state.result is not None
game.undo()
assert game.state.result is None
game
""")
code("""
mine = LetterWidget(seed=5)   # your turn: click a glowing card
mine
""")

BOOK.write("letter_tutorial.ipynb")
