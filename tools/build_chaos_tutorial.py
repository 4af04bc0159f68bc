"""Write notebooks/chaos_tutorial.ipynb (no outputs). Run: .venv/bin/python tools/build_chaos_tutorial.py"""
from nbbuild import Notebook

BOOK = Notebook()
md, code = BOOK.md, BOOK.code

md("""
# CHAOS — escape the asylum, one rule at a time

Two teams of two: each starts with a **patient** (who must reach the open **gate**) and a **ghost**. Meeting an
enemy of the other role **swaps roles**. Hidden **bombs** hurt patients; a **key** opens the gate; cards bend
the rules. Every section below sets up a scenario with `setup` (cells are `[row, col]`, row 1 at the top), plays
it, and checks the outcome with `assert` — nbval runs this notebook as a test. Rule IDs (`CH-…`) refer to
`docs/rules/chaos.md`, where every designer decision the engine made is recorded.

The boards are shown in **design mode** (everything visible). Seats: `A1`, `A2` (team A's starting patient and
ghost), `B1`, `B2`.
""")
code("""
from cthulhu_widgets.widgets import ChaosWidget
from cthulhu_widgets.games import chaos


def board(rules=None, **setup):
    \"\"\"A design-mode board: team A first, one far bomb, the key at (4,7), empty hands unless named.\"\"\"
    hands = {s: [] for s in chaos.SEATS} | setup.pop("hands", {})
    setup = {"first": "A", "bombs": [[8, 8]], "key": [4, 7], "hands": hands, **setup}
    return ChaosWidget(seed=0, rules=rules, setup=setup, mode="design", autoplay=False, bots={})


def pass_turn(w):
    \"\"\"The seat to act stays and plays no card.\"\"\"
    w.play("stay")
    w.play("end")


def cell(w, seat):
    return [w.state.pos[seat][0] + 1, w.state.pos[seat][1] + 1]
""")

md("""
## Setup (CH-TEAM, CH-MAP, CH-CARD-3)
Each seat holds 3 cards of its role's deck; 4 bombs hide on normal cells; the key lies on a free cell; the
dice decide which team starts; the order is first patient, first ghost, other ghost, other patient.
""")
code("""
w = ChaosWidget(seed=1, mode="design", autoplay=False, bots={})
v = w.view
assert all(v["hands"][s]["count"] == 3 for s in chaos.SEATS) and len(v["bombs"]) == 4
assert v["order"] in (["A1", "A2", "B2", "B1"], ["B1", "B2", "A2", "A1"])
assert w.state.view("A1")["bombs"] == []          # nobody sees the bombs (CH-MAP-3, CH-HIDE-1)
w
""")

md("""
## Moving (CH-MOVE-1..3)
One orthogonal step a turn, optional. Patients stop at obstacles; ghosts pass through them; nobody but a
patient may enter the gate, and only when it is open.
""")
code("""
w = board(pieces={"A1": [5, 2], "A2": [5, 3]})
moves = [a["id"] for a in w.legal if a["id"].startswith("move")]
assert "move col=2 row=4" not in moves                       # (4,2) is an obstacle for a patient
w.play("move", row=6, col=2)
w.play("end")
w.play("move", row=5, col=4)                                # the ghost A2 walks into the obstacle at (5,4)
assert cell(w, "A2") == [5, 4]
w
""")

md("""
## Bombs (CH-MOVE-4)
A patient entering a bomb cell is hurt: the bomb is revealed and removed, the patient goes back to its spawn.
""")
code("""
w = board(pieces={"A1": [8, 3]}, bombs=[[7, 3]])
w.play("move", row=7, col=3)
assert cell(w, "A1") == [8, 1] and w.state.bombs == set()
w
""")

md("""
## The key and the gate (CH-MOVE-5, CH-WIN-1)
Any piece entering the key opens the gate; a patient entering the open gate wins for its team.
""")
code("""
w = board(pieces={"A1": [3, 1]}, key=[2, 1])
w.play("move", row=2, col=1)
assert w.state.gate_open
w.play("end")
for _ in range(3):
    pass_turn(w)
w.play("move", row=1, col=1)
assert w.state.result.outcome == "A" and w.state.result.cause == "gate"
w
""")

md("""
## Patient cards (CH-P1..P5)
Cards are played after the base move (only Checkup may come before it), then the extra steps they gave.
""")
code("""
w = board(hands={"A1": ["schizophrenia_moon"], "A2": [], "B1": [], "B2": []})
w.play("stay")
w.play("play", card="schizophrenia_moon")       # CH-P1: the order runs backwards from the next turn
w.play("end")
assert w.state.to_act == "B1"                   # not A2
w
""")
code("""
w = board(hands={"A1": ["checkup_eye"], "A2": [], "B1": [], "B2": []}, bombs=[[6, 1], [8, 8]])
w.play("play", card="checkup_eye")              # CH-P2, before moving
for r, c in ([6, 1], [6, 2], [7, 1]):
    w.play("pick", row=r, col=c)
assert w.state.view("A1")["bombs"] == [{"cell": [6, 1], "temporary": False}]
assert w.state.view("A2")["bombs"] == []       # the result is private (CH-HIDE-2)
w
""")
code("""
w = board(hands={"A1": ["amnesia_moon"], "B1": ["sprint_eye"]})
w.play("stay")
w.play("play", card="amnesia_moon", target="B1")    # CH-P3: a random card of an enemy patient
assert w.state.hand["A1"] == ["sprint_eye"] and w.state.hand["B1"] == []
w
""")
code("""
w = board(pieces={"A1": [6, 1]}, hands={"A1": ["sprint_moon", "protection_eye"]}, bombs=[[4, 1]])
w.play("move", row=5, col=1)
w.play("play", card="protection_eye")           # CH-P5: not hurt until its next turn
w.play("play", card="sprint_moon")              # CH-P4: one extra step after the cards
w.play("end")
w.play("move", row=4, col=1)                    # onto the bomb, protected
assert cell(w, "A1") == [4, 1] and w.state.bombs == {(3, 0)}
w
""")

md("""
## Ghost cards (CH-G1..G5)
""")
code("""
w = board(start="A2", pieces={"A2": [5, 5], "B1": [6, 6]}, hands={"A2": ["possession_moon"]})
w.play("stay")
w.play("play", card="possession_moon", target="B1")   # CH-G1: push an enemy patient in the 3×3 around
w.play("pick", row=7, col=6)
w.play("pick", row=8, col=6)
assert cell(w, "B1") == [8, 6]
w
""")
code("""
w = board(start="A2", hands={"A2": ["mischief_eye"]})
w.play("stay")
w.play("play", card="mischief_eye", mode="plant")     # CH-G2: two bombs until the end of the round
w.play("pick", row=3, col=3)
w.play("pick", row=3, col=4)
assert w.state.temp_bombs == {(2, 2), (2, 3)}
assert [b["cell"] for b in w.state.view("A1")["bombs"]] == [[3, 3], [3, 4]] and w.state.view("B1")["bombs"] == []
w
""")
code("""
w = board(start="A2", hands={"A2": ["brainwash_moon", "prank_eye"], "B1": ["sprint_eye"], "B2": ["vanish_eye"]})
w.play("stay")
w.play("play", card="prank_eye", target="B2")        # CH-G4: a random card of any enemy
assert "vanish_eye" in w.state.hand["A2"]
w.play("play", card="brainwash_moon")                # CH-G3: enemy hands back into their decks, draw 3
assert len(w.state.hand["B1"]) == 3 and len(w.state.hand["B2"]) == 3
w
""")
code("""
w = board(start="A2", hands={"A2": ["vanish_skull"]})
w.play("stay")
w.play("play", card="vanish_skull")                  # CH-G5: hidden from the other team for 2 rounds
w.play("end")
assert w.state.view("B1")["pieces"][1]["cell"] is None and w.state.view("A1")["pieces"][1]["cell"] == [8, 2]
w
""")

md("""
## Role swaps (CH-SWAP)
A patient and a ghost of different teams on one cell swap roles; the new ghost re-rolls its cell with two dice
inside the dice area; both redraw 3 cards of their new role.
""")
code("""
w = board(pieces={"A1": [4, 4], "B2": [3, 4]})
w.play("move", row=3, col=4)
assert w.state.role["A1"] == "ghost" and w.state.role["B2"] == "patient"
r, c = cell(w, "A1")
assert 2 <= r <= 7 and 2 <= c <= 7 and len(w.state.hand["A1"]) == 3
w
""")

md("""
## A combo (CH-COMBO, CH-C3, CH-HIDE-3)
The first seat of a team to act in a round may start a combo with its teammate: one card each, one joint turn.
Same suits give the full effect. Possession + Protection pushes both enemy pieces 3 cells in one direction.

The enemy may react with Prank + Schizophrenia (CH-C4). Here it holds neither, and it is **asked anyway**: the
enemy ghost gets a reaction prompt after every combo, with `pass` its only move when it cannot react (CH-HIDE-3).
If the prompt came only to a seat holding a Prank, its arrival would tell everyone what that hand holds — so the
flow of play never depends on a hidden hand. (The teammate asked to join is likewise always asked; without a
matching card it can only `decline`.)
""")
code("""
w = board(pieces={"B1": [4, 6], "B2": [5, 6]}, hands={"A1": ["protection_moon"], "A2": ["possession_moon"]})
w.play("combo", combo="C3", card="protection_moon")
w.play("join", card="possession_moon")
assert w.state.to_act == "B2" and [a["id"] for a in w.legal] == ["pass"]   # asked, though it holds no Prank
w.play("pass")                                     # B2, the enemy ghost, lets the combo through
w.play("stay")                                     # A1's move
w.play("stay")                                     # A2's move
w.play("push", dir="right")
assert cell(w, "B1") == [4, 8] and cell(w, "B2") == [5, 8]
w
""")

md("""
## C1's jump (CH-C1, CH-C1-2)
Vanish + Sprint: when the patient and its ghost stand within a 3×3 square after their joint moves, the patient
**may** jump to the ghost's cell — the patient's seat decides, `jump` or `decline`; only a patient that jumped
follows its ghost's moves next round (CH-DUR-1 counts that round in the patient's own turns).
""")
code("""
w = board(pieces={"A1": [5, 2], "A2": [5, 3]}, hands={"A1": ["sprint_moon"], "A2": ["vanish_moon"]})
w.play("combo", combo="C1", card="sprint_moon")
w.play("join", card="vanish_moon")
w.play("pass")                                     # B2 is asked to react (CH-HIDE-3)
w.play("stay")                                     # A1's move
w.play("move", row=4, col=3)                       # A2's move: still within 3x3 of A1
assert w.state.to_act == "A1" and sorted(a["id"] for a in w.legal) == ["decline", "jump"]
w.play("jump")
assert cell(w, "A1") == cell(w, "A2") == [4, 3]
w
""")

md("""
## Team cover (CH-COVER-1, CH-COVER-2)
Instead of a combo, the team's first seat of the round may play one card to **cover** the team: its effect
applies to both teammates and their turns become one joint turn (both move; the teammate plays no card). Only
cards that act on their own seat can cover — Protection, Mania / Sprint, Checkup, Vanish — and a cover is no
combo: nobody is asked to react to it. Here A1 covers with Sprint, so both pieces take an extra step.
""")
code("""
w = board(pieces={"A1": [5, 2], "A2": [5, 4]}, hands={"A1": ["sprint_moon"]})
assert "cover card=sprint_moon" in [a["id"] for a in w.legal]
w.play("cover", card="sprint_moon")
w.play("move", row=6, col=2)                       # A1 moves...
w.play("move", row=7, col=2)                       # ...and takes Sprint's extra step
w.play("move", row=4, col=4)                       # A2 moves...
w.play("move", row=3, col=4)                       # ...and takes the extra step too: the cover is the team's
assert cell(w, "A1") == [7, 2] and cell(w, "A2") == [3, 4]
assert w.state.to_act == "B2"                      # the joint turn filled both of team A's turns
w
""")

md("""
## Midnight and Dawn (CH-TIME)
Three cards of one suit set the time for two rounds. At Midnight a patient's steps follow a compass spin; at
Dawn ghosts keep to their row or column. Either way each seat plays at most one card a turn.
""")
code("""
w = board(hands={"A1": ["checkup_moon", "sprint_moon", "amnesia_moon"]})
w.play("stay")
w.play("declare_time", time="midnight", cards="amnesia_moon+checkup_moon+sprint_moon")
w.play("end")
pass_turn(w)                                       # A2
pass_turn(w)                                       # B2
assert [a["id"] for a in w.legal] == ["spin", "stay"]   # B1, a patient, at Midnight
w
""")
code("""
w = board(time={"kind": "dawn"}, start="A2", pieces={"A2": [5, 5]})
targets = sorted(a["id"] for a in w.legal if a["id"].startswith("move"))
assert targets == ["move col=4 row=5", "move col=5 row=4", "move col=5 row=6", "move col=6 row=5"]
w.play("move", row=4, col=5)
w.play("end")
assert w.state.anchor["A2"] == (4, 4)              # Dawn keeps it on row 5 or column 5 from now on
w
""")

md("""
## A design review: what does the bomb do?

`bomb_effect` is a designer decision (CH-MOVE-4): send the patient back to its spawn (★), make it skip its next
turn, or make it discard its hand. The cell below plays `n` games of heuristic bots (30 rounds at most) under
two values and compares the outcomes. Raise `n` for a real review (`cthulhu_widgets.bench` shows the speed).
""")
code("""
from cthulhu_widgets.bots import make_bot

n = 150  # games per value; a real review would use thousands


def outcomes(rules):
    counts, rounds = {"A": 0, "B": 0, "draw": 0}, 0
    for seed in range(n):
        state = chaos.new_game(seed, {**rules, "max_rounds": 30}, events=False)
        bots = {s: make_bot("heuristic", "chaos", seed=seed * 4 + i) for i, s in enumerate(chaos.SEATS)}
        while state.result is None:
            state.apply(bots[state.to_act].choose(state))
        counts[state.result.outcome] += 1
        rounds += state.result.rounds
    return {k: v / n for k, v in counts.items()} | {"mean_rounds": rounds / n}


review = {value: outcomes({"bomb_effect": value}) for value in ("respawn", "skip_next_turn")}
for value, row in review.items():
    print(f"{value:>15}: " + "  ".join(f"{k} {v:.2f}" for k, v in row.items()))
escapes = {value: row["A"] + row["B"] for value, row in review.items()}
longer = review["respawn"]["mean_rounds"] - review["skip_next_turn"]["mean_rounds"]
print(f"Finding: a patient escapes in {escapes['respawn']:.0%} of games with respawn and "
      f"{escapes['skip_next_turn']:.0%} with skip_next_turn; respawn games last {longer:+.1f} rounds longer.")
assert all(abs(sum(row[k] for k in ("A", "B", "draw")) - 1) < 1e-9 for row in review.values())
""")

md("""
## Your turn
A live board: you are `A1`, three heuristic bots play the other seats. Click a highlighted cell to move, a card
to play it; the seat menu switches the side you see.
""")
code("""
game = ChaosWidget(seed=5)
game
""")

BOOK.write("chaos_tutorial.ipynb")
