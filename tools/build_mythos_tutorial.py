"""Write notebooks/mythos_tutorial.ipynb (no outputs). Run: .venv/bin/python tools/build_mythos_tutorial.py"""
from nbbuild import Notebook

BOOK = Notebook()
md, code = BOOK.md, BOOK.code

md("""
# Mythos — one game, one rule at a time

Two investigators share a table: **p0** plays the *Corrupt* deck (the Bored Clerk), **p1** the *Steadfast* deck
(the Soulful Jazz Singer). Each round every player refills to 13 cards, then they take single **turns** — one card,
one joined group, or one action — until the second **pass**; then the **threats** fight; then hands are cut down.
A player scores its **Sanity** plus the points of its completed **adventures**.

This notebook walks one seeded game whose opening hands are set with `setup`, so every step below is a real move of
the engine, and each cell checks its outcome with `assert` (nbval runs it as a test). Rule IDs (`MY-…`) refer to
`docs/rules/mythos.md`. The tables are drawn in **design mode** (every hand, deck and threat shown, hidden ones
hatched); click a card to zoom it: its printed data and our paraphrase of its text.
""")
code("""
from cthulhu_widgets.games import mythos
from cthulhu_widgets.widgets import MythosWidget

CORRUPT = ["arkham_mystical_supply", "ray_stuckey", "dot_32_revolver", "servant_of_glaaki",
           "seventh_house_on_the_left", "revelations_of_glaaki", "petrify", "car", "the_athenaeum", "dr_allen",
           "questionable_judgement", "midnight", "gomes"]
STEADFAST = ["red_hook", "hunting_horror", "frank_belknap_long", "chelsea_book_shop", "howard_lovecraft",
             "mrs_sonia_lovecraft", "miss_greenes_home", "dot_30_06_bolt_action_rifle", "harry_houdini",
             "letter_from_a_friend", "penn_central_train_station", "evening", "downpour"]
w = MythosWidget(seed=1, setup={"players": [{"hand": CORRUPT}, {"hand": STEADFAST}]},
                 mode="design", autoplay=False, bots={})


def player(seat):
    \"\"\"The seat's side of the designer's view.\"\"\"
    return w.view["players"][int(seat[1:])]


def card(seat, card_id, zone="hand"):
    \"\"\"The instance number of a card in one of the seat's zones (moves name instances, not titles).\"\"\"
    return next(c["inst"] for c in player(seat)[zone] if c["id"] == card_id)


def play(seat, card_id, **joined):
    \"\"\"`seat` plays a card from its hand, maybe joined with others (named by id) or aimed at a seat.\"\"\"
    assert w.state.to_act == seat, f"{w.state.to_act} is to act, not {seat}"
    fields = {k: v if k == "target" or isinstance(v, int) else card(seat, v) for k, v in joined.items()}
    w.play("play", card=card(seat, card_id), **fields)
    return [e.text for e in w.match.events]


def snapshot():
    \"\"\"A second table frozen at this point of the game (the first one, `w`, moves on).\"\"\"
    s = MythosWidget(seed=w.seed, rules=w.rules, setup=w.state.setup, mode="design", autoplay=False, bots={})
    for action in w.match.actions[: w.match.index]:
        s.match.apply(action)
    return s.seek(s.match.index)
""")

md("""
## Setup (MY-ZONE-1, MY-INV-1, MY-ROUND-1, MY-ROUND-6)
Each player has an investigator (Sanity start / max, Education, languages, hand size and end-of-round limits), a
52-card Mythos deck and, so far, nothing on the table: no location (MY-INV-3: outside, by day). Both refill to 13
cards. The highest Sanity plays first: the Bored Clerk (13) before the Jazz Singer (12).
""")
code("""
p0, p1 = player("p0"), player("p1")
assert (p0["investigator"], p1["investigator"]) == ("bored_clerk", "soulful_jazz_singer")
assert (p0["sanity"], p0["sanity_max"], p0["education"], p0["hand_limits"]) == (13, 20, 14, [5, 7])
assert p0["hand_count"] == p1["hand_count"] == 13 and p0["deck_count"] == 39
assert p0["story"] == [] and p0["top_state"] == "none"
assert w.view["round"] == 1 and w.state.to_act == "p0"
snapshot()
""")

md("""
## A first location (MY-LOC-1, MY-LOC-6)
The first location a player plays goes upright at once, wherever it is; it becomes the **current location**, the top
of the **story deck**. Its Sanity value applies on arrival: Red Hook costs the Jazz Singer 1.
""")
code("""
play("p0", "arkham_mystical_supply")
play("p1", "red_hook")
assert player("p0")["top_state"] == "upright" and player("p0")["story"][-1]["id"] == "arkham_mystical_supply"
assert player("p0")["location"]["gate"] and "Artifact" in player("p0")["location"]["attributes"]
assert player("p1")["sanity"] == 11
""")

md("""
## An ally with a weapon (MY-CARD-1, MY-CARD-2, MY-CARD-8)
Ray Stuckey is recruited in Arkham, where the Clerk stands. Played **joined** with the .32 Revolver (ally + weapon is
a standard join, one turn), he carries it: his value 3 plus the weapon's +2. The Revolver's green pentagram gives
+1 Sanity. A weapon needs a location with the *Artifact* attribute — Arkham Mystical Supply has it.
""")
code("""
play("p0", "ray_stuckey", weapon="dot_32_revolver")
ray = player("p0")["allies"][0]
assert ray["id"] == "ray_stuckey" and ray["weapon"]["id"] == "dot_32_revolver" and ray["total"] == 5
assert player("p0")["sanity"] == 14
""")

md("""
## A gate and a monster (MY-LOC-7, MY-MON-1)
A current location with a **gate** lets its owner bring monsters into its face-down **threat**, once: the location
turns upside down. The Jazz Singer summons a Hunting Horror through Red Hook's gate (its pentagram: −1 Sanity); the
Clerk a Servant of Glaaki through Arkham Mystical Supply's. The opponent sees only how many cards each threat holds.
""")
code("""
play("p1", "hunting_horror")
play("p0", "servant_of_glaaki")
play("p1", "frank_belknap_long")                  # an ally of New York, recruited at Red Hook
assert player("p1")["gate_used"] and player("p1")["threat_count"] == 1 and player("p1")["sanity"] == 10
assert player("p0")["gate_used"] and w.state.view("p1")["players"][0]["threat"] is None
assert w.state.view("p1")["players"][0]["threat_count"] == 1
snapshot()
""")

md("""
## Walking (MY-LOC-2, MY-LOC-3)
A new location in the same region goes **sideways**: the investigator is walking (and counts as Outside) until a
later turn turns it upright — **arrive**. Between two City locations of the same sub-region there is no walk: the
Jazz Singer hops from Red Hook to the Chelsea Book Shop (both New York) upright at once.
""")
code("""
play("p0", "seventh_house_on_the_left")           # Kingsport: same region, another sub-region
assert player("p0")["top_state"] == "walking" and player("p0")["location"] is None
play("p1", "chelsea_book_shop")
assert player("p1")["top_state"] == "upright"
w.play("arrive")                                  # a turn: the Seventh House becomes current (−1 Sanity)
assert player("p0")["top_state"] == "upright" and player("p0")["sanity"] == 13
play("p1", "howard_lovecraft")
""")

md("""
## A tome with a spell (MY-CARD-3, MY-CARD-4)
A tome needs a location with the *Tome* attribute and a reader of its language. *Revelations of Glaaki* (English,
Folk icon, room for one spell) is played joined with *Petrify* (a Folk spell): the spell is loaded at once. A spell
cast from a tome costs its yellow pentagram and turns face down until the end of the round.
""")
code("""
play("p0", "revelations_of_glaaki", spell="petrify")
tome = player("p0")["tomes"][0]
assert tome["id"] == "revelations_of_glaaki" and [s["id"] for s in tome["spells"]] == ["petrify"]
assert tome["used"] == []
play("p1", "mrs_sonia_lovecraft")
""")

md("""
## Travel (MY-LOC-5)
Another sub-region far away, or another dimension, needs a **travel event**. The Car goes on top of the story deck;
in the same turn a location of the region may be played upright: the Clerk drives to the Athenaeum in Providence,
where Dr. Allen, a Corrupt Cultist, can be recruited.
""")
code("""
play("p0", "car")
assert w.view["step"] == "car" and {a["kind"] for a in w.legal} == {"play", "stay"}
play("p0", "the_athenaeum")
assert [c["id"] for c in player("p0")["story"][-2:]] == ["car", "the_athenaeum"]
play("p1", "miss_greenes_home")
play("p0", "dr_allen")
frank = player("p1")["allies"][0]["inst"]
w.play("play", card=card("p1", "dot_30_06_bolt_action_rifle"), ally=frank)   # a weapon for an ally in play
assert player("p1")["allies"][0]["total"] == 5
snapshot()
""")

md("""
## Passing, then combat (MY-ROUND-3, MY-COMBAT-1…7)
Card play ends at the second pass of the round. In a two-player game each threat is directed at the other player.
Each targeted player commits defenders; then spells and artifacts may be used; then the threats are revealed.
Threats aimed at each other cancel point for point (the **cosmic battle**); what is left hits the target: each
defender absorbs up to its value and is buried, the rest is lost from Sanity.

The Servant of Glaaki is worth 2, +1 while *Revelations of Glaaki* is in play: 3. The Hunting Horror 3, +1 by Day: 4.
The Clerk's 3 cancel 3 of the Horror's 4; Ray Stuckey absorbs the last point and is buried with his Revolver.
""")
code("""
w.play("pass")
w.play("pass")
assert w.view["phase"] == "combat" and w.view["step"] == "commit" and w.state.to_act == "p0"
before_defending = snapshot()
w.play("defend", ally=card("p0", "ray_stuckey", "allies"))
w.play("done")
w.play("defend", ally=frank)
w.play("done")
assert w.view["step"] == "use" and [a["kind"] for a in w.legal].count("cast") == 3   # Petrify could be cast now
w.play("done")
fights = {f["attacker"]: f for f in w.view["fights"]}
assert (fights["p0"]["normal"], fights["p0"]["cancelled"], fights["p0"]["lost"]) == (3, 3, 0)
assert (fights["p1"]["normal"], fights["p1"]["cancelled"], fights["p1"]["lost"]) == (4, 3, 0)
assert [(a["card"], a["points"]) for a in fights["p1"]["absorbed"]] == [("ray_stuckey", 1)]
assert [a["id"] for a in player("p0")["allies"]] == ["dr_allen"]
assert {"ray_stuckey", "dot_32_revolver", "servant_of_glaaki"} <= {c["id"] for c in player("p0")["story"]}
for f in w.view["fights"]:
    print(f["attacker"], "→", f["target"], "| revealed", f["cards"], "| points", f["normal"], "| cancelled",
          f["cancelled"], "| absorbed", f["absorbed"], "| Sanity lost", f["lost"])
snapshot()
""")

md("""
Without a defender, the point that got through would have cost the Clerk 1 Sanity:
""")
code("""
alt = before_defending
alt.play("done")
alt.play("defend", ally=frank)
alt.play("done")
alt.play("done")
lost = {f["attacker"]: f for f in alt.view["fights"]}["p1"]
assert lost["absorbed"] == [] and lost["lost"] == 1
assert alt.view["players"][0]["sanity"] == w.view["players"][0]["sanity"] - 1
alt
""")

md("""
## End of the round (MY-ROUND-5, MY-ROUND-1)
A hand above its maximum must be cut to between the limits; above the minimum it may be. The Jazz Singer holds 5
with limits 3–6 (Frank Belknap Long lowers her minimum by 1): she discards *Evening*, then keeps the rest. Used
spells and flipped cards turn up; round 2 begins with a refill to 13.
""")
code("""
assert w.view["phase"] == "discard" and w.state.to_act == "p1" and player("p1")["hand_limits"] == [3, 6]
w.play("discard", card=card("p1", "evening"))
w.play("keep")
assert w.view["round"] == 2 and w.view["phase"] == "play"
assert player("p0")["hand_count"] == player("p1")["hand_count"] == 13
assert [c["id"] for c in player("p1")["discard"]] == ["evening"]
""")

md("""
## An adventure completed (MY-ADV-1…3)
*Questionable Judgement* (5 points) needs a Library location, a tome, two City locations with gates in different
sub-regions, a monster, a spell and a Corrupt Cultist ally. What counts is every face-up card in play and the whole
story deck — where the old locations and the buried Servant of Glaaki lie. Completing it is a turn: the points and
its +1 Sanity are gained, and the story deck is discarded down to the current location.
""")
code("""
assert w.state.to_act == "p0"
play("p0", "questionable_judgement")
assert player("p0")["points"] == 5 and [c["id"] for c in player("p0")["adventures"]] == ["questionable_judgement"]
assert [c["id"] for c in player("p0")["story"]] == ["the_athenaeum"] and player("p0")["sanity"] == 13
snapshot()
""")

md("""
## The end of the game (MY-END-1…3)
The game ends at once when a Sanity reaches 0, or at the end of a round in which someone reaches 20 adventure
points. The score is Sanity plus adventure points. The heuristic bots play the rest of this game.
""")
code("""
w.bots = MythosWidget.default_bots(w)
w.step(3000)
result = w.state.result
assert result is not None and result.outcome in ("p0", "p1", "draw")
assert list(result.scores) == [p["sanity"] + p["points"] for p in w.view["players"]]
print(result)
w
""")

md("""
## Playing it yourself
`MythosWidget()` deals a random game: you are **p0**, the heuristic bot plays **p1** (untick *autoplay* to step it).
Click a glowing card, then the move in its zoom; chips hold the moves that name no card (pass, arrive, done…).
`lang="ja"` shows the Japanese card names; `decks=[...]` seats up to four players; `w.reveal = True` is this
notebook's design mode. `notebooks/play_mythos.ipynb` is the same table as a Voilà app.
""")
code("""
mythos.Rules.describe()
""")

BOOK.write("mythos_tutorial.ipynb")
