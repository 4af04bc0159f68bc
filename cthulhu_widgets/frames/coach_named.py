"""The things a course bubble's words name, by game and step: the page keeps the bubble off their boxes (newcomer
review 27, mythos_en 1: step 4's note lay over the "Your adventures" line it spoke of, step 8 over the combat band;
chaos_en 5: step 5 over the violet cells; letter_zh 4: step 5 over the Insanity line). A name is a scene label; "@"
stands for the reader's seat, a trailing "*" for any label it begins (js/src/ui/coach_named.js reads them)."""

# the step's own words (mark "n")
STEP_NAMES = {
    "mythos": {1: ("score-@",), 3: ("where-@", "sanity-@"), 4: ("goal*",), 5: ("threat-@",), 6: ("sanity-@",),
               8: ("combat", "sanity-@"), 9: ("goal*",)},
    # 3: the deck clock, taught early (review 31); 1, 2, 4: the clue stack, Cthulhu, the opponent's played cards they
    # speak of, under the box (review 41, letter_zh 1: step 2's Randolph Carter and the clue stack, 014/016)
    # 3: its "Nyarlathotep is now the opponent's top card" too (review 42, room_zh 1, 031: the phone's whole sheet lay
    # over the opponent's row)
    "letter": {1: ("clue-stack", "cthulhu"), 2: ("clue-stack", "opponent-discard*"), 3: ("insanity*", "clue-stack"),
               4: ("opponent-discard*",), 5: ("insanity*",)},
    "chaos": {5: ("reach*",)},
}
# every course mark of a game: the others' last turn drawn on the table (Mythos: "Bot 2 plays Harry Houdini…",
# mythos/last_turn.js; review 27, mythos_en 1, 016: step 3's bubble covered it)
ALWAYS = {"mythos": ("last-turn",)}
# the "what just happened" line of the step taken last (mark "done", alone while others play or above the next step)
DONE_NAMES = {
    "mythos": {1: ("sanity-@", "story-top-@"), 3: ("where-@",), 4: ("goal*",), 5: ("threat-@",), 6: ("sanity-@",)},
    # 4: the key step's "the gate (top left) is open" named its gate ("gate": the cell the view marks as the gate,
    # js/src/ui/coach_named.js; review 42, room_zh 1, chaos_ja 2: the note lay on the gate, 215 218 011)
    "chaos": {4: ("reach*", "gate")},
}
# a moment's tip (mark "moment"): the gate and the pieces racing to it, the time header it explains (review 42,
# chaos_ja 2: the gate tip over the gate, 011; the Dawn tip over the Dawn header, 019 020)
MOMENT_NAMES = {"chaos": {"gate": ("gate", "piece-*"), "dawn": ("time*",), "midnight": ("time*",)}}


def named(game: str, mark: dict, taken: int) -> dict:
    """Return `mark` with `names` (the labels its words name) when it names any; `taken`: the seat's coached
    decisions so far (the step whose done line it shows)."""
    names = [*MOMENT_NAMES.get(game, {}).get(mark.get("moment"), ()),
             *(STEP_NAMES.get(game, {}).get(mark["n"], ()) if mark.get("n") else ()),
             *(DONE_NAMES.get(game, {}).get(taken, ()) if mark.get("done") else ()),
             *(() if mark.get("moment") else ALWAYS.get(game, ()))]
    return {**mark, "names": list(dict.fromkeys(names))} if names and mark.get("title") else mark
