"""A first game that teaches (issue 23): "Learn to play" deals a fixed game and coach marks lead the seat through
its first decisions — what to click (a legal move of that step, pointed at on the table), why, and what just
happened — then let go. The texts are the game's sentence tables (games/<g>/sentences/coach.py COACH); the marks
are made from the seat's own legal moves, so they never carry anything the seat may not see.

`coach_mark(game, positions, seat, legal, lang)` returns the mark of the position shown: {"title", "n", "of",
"text", "done", "id", "target"} on a coached decision, {"title", "done", "wait": 1, "step"} while others play after
one (its done line, told there and not again; "step": the header's "What just happened", newcomer review 12),
{"title", "free", "done"} at the first decision after the last mark, and {} from then on (or in a game without one).
In CHAOS, Letter and Mythos the coach then keeps teaching by moments (frames/coach_moments.py,
frames/letter.py, frames/mythos_coach.py): {"title", "moment", "head", "text"}
while a moment's bubble shows (each moment once a game). `nudge_mark` adds the calm "make this move yourself" line.
"""
from __future__ import annotations

import time

from ..games.chaos.sentences.coach import COACH as CHAOS_COACH, GENTLE as CHAOS_GENTLE
from ..games.chaos.sentences.coach import LEARN_SETUP as CHAOS_LEARN_SETUP, TAUGHT as CHAOS_TAUGHT
from .coach_left import LETTER_COACH, left_mark, makes_step
from ..games.letter.sentences.coach import LEARN_SETUP as LETTER_LEARN_SETUP
from ..games.letter.sentences.coach import MOMENTS as LETTER_MOMENTS
from ..games.letter.sentences.coach import NUDGE as LETTER_NUDGE
from ..games.mythos.sentences.coach import COACH as MYTHOS_COACH
from ..games.mythos.sentences.coach import MOMENTS as MYTHOS_MOMENTS
from ..games.mythos.sentences.coach import NUDGE as MYTHOS_NUDGE
from .coach_lesson2 import COURSE2, WORDS as LESSON_WORDS, with_next
from .coach_fill import as_shown, fill_pushed, fill_rules, fill_step, step_text
from .coach_moments import AHEAD as CHAOS_AHEAD, LIGHT as CHAOS_LIGHT, ORDER as CHAOS_ORDER, URGENT as CHAOS_URGENT
from .coach_moments import WORDS as CHAOS_MOMENTS   # with the first-time tips (review 28)
from .coach_moments import enemy_card_fill, moment_now, moments_at
from .coach_named import named
from .coach_waited import farewell, fresh_line, wait_line, waited_line
from .letter import COACH_ORDER as LETTER_ORDER, coach_still_holds as letter_still_holds
from .letter import coach_moments_at as letter_moments_at
from .mythos_coach import ORDER as MYTHOS_ORDER
from .mythos_coach import URGENT as MYTHOS_URGENT
from .mythos_coach import coach_moments_at as mythos_moments_at
from .mythos_coach import fill_course as mythos_fill_course
from .mythos_coach import fill_moment as mythos_fill
from .mythos_coach import stand_in as mythos_stand_in
from .mythos_coach import still_holds as mythos_still_holds

COACHES = {"letter": LETTER_COACH, "chaos": CHAOS_COACH, "mythos": MYTHOS_COACH, **LESSON_WORDS}   # + CHAOS lesson 2
LEARN_SEED = 1   # the fixed deal of "Learn to play" (every game's: its first turns fit the coach marks)
# A game whose coach marks name the cards dealt deals them explicitly (with LEARN_SEED): Letter's deal, written out.
LEARN_SETUPS = {"letter": LETTER_LEARN_SETUP, "chaos": CHAOS_LEARN_SETUP}
# The seats whose bots take random legal moves in a game's "Learn to play", from a round on (CHAOS: B1 after the steps).
LEARN_GENTLE = {"chaos": CHAOS_GENTLE}
# A game whose coach keeps teaching after its steps, by moments (frames/coach_moments.py): its moments' words.
MOMENTS = {"chaos": CHAOS_MOMENTS, "letter": LETTER_MOMENTS, "mythos": MYTHOS_MOMENTS}
# How a game's moments are read from a position, and their order (Letter: its insanity, issue 23 r6c: the three
# steps never taught the check that decided a newcomer's lost games; Mythos: combat, threat, gates, travel, phobias,
# Sanity loss and adventures, issue 23 round D: its three steps stopped before all of them; a gate or an adventure
# that waited behind another bubble is told only while it still holds).
FINDERS = {"chaos": (lambda position, seat: untaught(moments_at(position, seat), CHAOS_TAUGHT), CHAOS_ORDER),
           "letter": (letter_moments_at, LETTER_ORDER, letter_still_holds),
           "mythos": (mythos_moments_at, MYTHOS_ORDER, mythos_still_holds)}
# The moments of a game whose tip goes before older ones and cuts the one showing (CHAOS: becoming a ghost; Mythos:
# its combat, said while it is fought).
URGENT = {"chaos": CHAOS_URGENT, "mythos": MYTHOS_URGENT}
# The moments of a game whose tip, about the seat's next move, goes before older ones still waiting (CHAOS: the bombs
# its patient cannot see, round 6d).
AHEAD = {"chaos": CHAOS_AHEAD}
# The games where an urgent moment cuts a bubble only once the seat has seen it on a frame (Mythos: a phobia's bubble
# begun at the seat's lone pass, a frame before the first combat: newcomer reviews 15, finding 5, and 17).
GLIMPSE = ("mythos",)
# The games whose tips wait for the end of the tutorial to be said (newcomer review 12, CHAOS: "Tip · Combo" between
# the last step and "Finished"); Mythos's last step itself says the coach speaks up from then on, and its first combat
# comes right after it.
TIPS_AFTER_END = ("chaos",)
# How a game fills its moment's text (card names, numbers) from the position where the moment happened: Mythos's;
# the others fill {n} (moment_number).
FILLS = {"mythos": mythos_fill, "chaos": enemy_card_fill}   # CHAOS: an enemy card's seat (review 33, chaos_ja 3)
# How a game fills its own fields of a course step from the position (Mythos: {battle}, the battle just fought).
COURSE_FILLS = {"mythos": mythos_fill_course}
# The step after which a game's moments count, where its course goes on past it (Mythos: its card play's last, the
# pass; its round-end steps follow while the first combat's bubble shows: newcomer review 23, mythos_en finding 5).
MOMENTS_FROM = {"mythos": 7}
# What the coach says, calmly in its bubble, when the seat asks a bot to make its coached move (issue 23).
NUDGES = {"chaos": {lang: words["nudge"] for lang, words in CHAOS_MOMENTS.items()}, "letter": LETTER_NUDGE,
           COURSE2: {lang: words["nudge"] for lang, words in CHAOS_MOMENTS.items()},
          "mythos": MYTHOS_NUDGE}


# The games whose course holds a move it did not ask for (newcomer review 18, CHAOS desk finding 1: the last "Bot plays
# ▶" of a fast burst landed on the Stay chip that took its place, and the course derailed), and how long the same move
# must wait after its last press to be made anyway: a learner leaving the course on purpose reads the line first.
ASTRAY = ("chaos", "mythos", "letter", COURSE2)   # Mythos: review 20, mythos_ja 1; Letter: review 42, letter_en 1
ASTRAY_S = 1.5
now = time.monotonic   # the course's clock (a test sets it)
# The games whose step, its own move gone (the reader left the course), rings a legal move of the step's kind in its
# stead: Mythos (newcomer review 20, mythos_ja finding 1: "an ally can't be played now" while Gomes glowed).
STAND_INS = {"mythos": mythos_stand_in}


def untaught(moments: dict, taught) -> dict:
    """Return `moments` without those the coached steps taught: a topic the seat read and closed with "Got it" in
    its step comes back as no tip (newcomer review 12: "Tip · Combo" right after the combo's three steps)."""
    return {moment: text for moment, text in moments.items() if moment not in taught}


def coach_words(game: str, lang: str) -> dict | None:
    """Return a game's coach texts in `lang` (English where the game has no table in it), or None (no coach)."""
    table = COACHES.get(game)
    return None if table is None else (table.get(lang) or table["en"])


def decides(position, seat) -> bool:
    """Return whether `seat` decided at `position`: it was to act, not on a lone empty move the table played for it
    (frames.forced: CHAOS's decline, Mythos's lone pass, done, rest; newcomer review 11, Mythos: each such pass
    counted as a step, so steps 2, 5, 6 and 7 and the tutorial's end were never shown)."""
    from .forced import forced_move   # frames.forced -> frames.chaos -> story_chaos; imported late

    return position.to_act == seat and forced_move(position) is None


def decisions(positions, seat) -> int:
    """Return how many decisions `seat` took before the last of `positions` (see `decides`; round J: a forced
    decline counted as one, so the coached step that landed on it was skipped)."""
    return sum(1 for i in range(len(positions) - 1) if decides(positions[i], seat))


def followed(positions, seat, step: dict) -> bool:
    """Return whether the seat's last decision before the last of `positions` made `step`'s move: its own `move`
    (exactly) when the step names one, else a move of its `kind`. A step's "done" line says what that move did, so
    it is told only then (review 8: "You moved." after a Stay, or the ringed card's outcome after another card)."""
    last = next((i for i in range(len(positions) - 2, -1, -1) if decides(positions[i], seat)), None)
    history = positions[last + 1].history if last is not None else ()
    if not history:
        return False
    return makes_step(history[-1], step)


def told(positions, seat, step: dict, words: dict) -> str:
    """Return the "done" line of the followed `step`, true of what happened since the seat's decision: its first
    `done_when` line whose event the seat saw meanwhile (CHAOS: the partner joined, declined or a counter came;
    review 10: "A2 did not join" while A2 had joined), and the cause when the seat became a ghost meanwhile
    (`swapped`)."""
    last = next((i for i in range(len(positions) - 2, -1, -1) if decides(positions[i], seat)), None)
    if last is None or not step.get("done_when"):
        line = step["done"]
    else:
        seen = {e.name for i in range(last + 1, len(positions)) for e in positions[i].events or ()
                if e.visible_to(seat)}
        line = next((said for event, said in step["done_when"].items() if event in seen), step["done"])
    if last is not None:
        line = fill_pushed(line, positions, seat, last, words)
    cause = ghost_cause(positions, seat, last) if last is not None and "swapped" in words else None
    said = words["swapped"][cause].replace("{seat}", met(positions, seat, last) or "?") if cause else ""
    return f"{line} {said}".strip() if cause else line


def met(positions, seat, since: int) -> str | None:
    """Return the enemy ghost the seat's patient met after position `since` (CH-SWAP-1: its swap's ghost), or None;
    the course's line names it (review 34, room_en 3: "how I became a ghost")."""
    for i in range(len(positions) - 1, since, -1):
        for e in positions[i].events or ():
            if e.name == "swap" and e.data.get("patient") == seat:
                return e.data.get("ghost")
    return None


def ghost_cause(positions, seat, since: int = 0) -> str | None:
    """Return how the seat last became a ghost after position `since` (CHAOS): "roles_swapped" (a Brainwash and
    Amnesia combo, CH-C2, whichever team's), "swap" (it met a ghost of the other team, CH-SWAP-1), or None."""
    for i in range(len(positions) - 1, since, -1):
        role, before = getattr(positions[i], "role", {}).get(seat), getattr(positions[i - 1], "role", {}).get(seat)
        if role == "ghost" and before != "ghost":
            names = {e.name for e in positions[i].events or ()}
            return "roles_swapped" if "roles_swapped" in names else "swap"
    return None


def answering(state, seat) -> bool:
    """Return whether another seat is still answering the seat's combo (CHAOS: a join or a reaction pending): the
    step's "done" line tells how it ended, so it waits until it has (review 9: "A2 did not join" before A2 chose)."""
    pending = getattr(state, "pending", None)
    return state.to_act != seat and getattr(pending, "kind", None) in ("join", "react")


def pick(legal: list[dict], kind: str, move: str | None = None) -> dict | None:
    """Return the legal move a mark points at: the step's own `move` (its id) when legal, else the first of `kind`,
    else the first move (None: no move)."""
    return next((m for m in legal if m["id"] == move), None) or next((m for m in legal if m.get("kind") == kind),
                                                                     legal[0] if legal else None)


def coach_mark(game: str, positions, seat, legal: list[dict], lang: str = "en") -> dict:
    """Return the coach mark of the last of `positions` for `seat`, whose legal moves there are `legal` (see the
    module's docstring), with its "More…" label where its words hold more than the bubble says (with_more)."""
    mark = with_next(game, with_more(course_mark(game, positions, seat, legal, lang), coach_words(game, lang)), lang)
    return named(game, mark, decisions(positions, seat)) if mark.get("title") else mark   # moments too (review 42)


def with_more(mark: dict, words: dict | None) -> dict:
    """Return `mark` with `more` (the label of its bubble's "More…") when its words break a line: the bubble says what
    comes before the break, the rest behind "More…" (newcomer review 19, Mythos desk: 10-line course bubbles)."""
    said = "".join(str(mark.get(k) or "") for k in ("text", "done", "free"))
    return {**mark, "more": words["more"]} if "\n" in said and words and "more" in words else mark


def course_mark(game: str, positions, seat, legal: list[dict], lang: str = "en") -> dict:
    """Return the coach mark of the last of `positions` for `seat` (coach_mark), without its "More…" label."""
    words = coach_words(game, lang)
    if words is None or not positions:
        return {}
    steps = words["steps"]
    taken = decisions(positions, seat)
    state = positions[len(positions) - 1]
    if state.result is not None:
        return {}
    since = MOMENTS_FROM.get(game, len(steps))
    left = left_mark(game, positions, seat, words, taken)   # Letter: a course left ends there (review 42, letter_en 1)
    if left is not None:
        return left or moment_mark(game, positions, seat, lang, words["title"], since)
    if taken > len(steps):
        return moment_mark(game, positions, seat, lang, words["title"], since)
    done = done_line(positions, seat, steps, taken, words) or fresh_line(game, lang, taken)   # review 28: say so
    # a lone empty move the table makes for the seat (Mythos's second pass) is no decision: it skips no step (review
    # 32, mythos_ja 2: "Step 8: skipped" at the lone pass before the battle)
    waiting = not decides(state, seat) or not legal
    if taken >= since and waiting and game not in TIPS_AFTER_END:
        tip = moment_mark(game, positions, seat, lang, words["title"], since)   # Mythos: its first combat
        if tip:
            return tip
    if waiting and "bots" in words and bots_wait(positions, seat, steps, taken, words, done):
        # its note said, the wait goes on: what to do now (review 34, chaos_ja 3: no word), in the course's first
        # wait on the bots only (review 35, chaos_en 6: the box came back at each wait, and after the course's end)
        done = words["bots"] if taken < len(steps) and first_wait(positions, seat, taken) else ""
    if waiting and taken >= len(steps) and "complete" in words:   # at once, not a turn later (review 38, letter_en 3)
        done = " ".join(filter(None, (done, words["complete"])))
    if waiting:   # what the seat's last step did, while the others play; after the last
        return {"title": words["title"], "done": done, "wait": 1, **({"step": words["after"]} if "after" in words
                                                                     else {}),
                **({"over": 1} if taken >= len(steps) else {}),   # step the lesson is over (review 23, chaos_en 7)
                # only the bots' wait line: the page holds no such note over the next step (review 40, chaos_en 5)
                **({"bots": 1} if done and (done == words.get("bots") or wait_line(steps, taken)) else {})}
    done = "" if told_while_waiting(positions, seat, steps, taken, words, done) else done
    if game in ("chaos", COURSE2):   # what the bots did meanwhile (newcomer review 26, chaos_ja 1)
        last = next((i for i in range(len(positions) - 2, -1, -1) if decides(positions[i], seat)), None)
        done = " ".join(filter(None, (done, last is not None and waited_line(positions, seat, last, lang))))
    base = {"title": words["title"], "done": done}
    if taken == len(steps):
        return {**base, "free": farewell(words, state, lang)}
    head = {**base, "n": taken + 1, "of": len(steps), "step": words["step"].format(n=taken + 1, of=len(steps))}
    if missed(steps[taken], legal, words):
        return missed_mark(game, head, steps[taken], legal, state, words)
    move = as_shown(game, pick(legal, steps[taken]["kind"], steps[taken].get("move")), lang)
    text = fill_rules(fill_step(step_text(steps[taken], move, words), move), state, words)
    return {**head, "text": COURSE_FILLS.get(game, lambda t, *_: t)(text, state, seat, lang),
            "id": move["id"], "target": move.get("target")}


def done_line(positions, seat, steps: list, taken: int, words: dict) -> str:
    """Return what the seat's `taken`-th coached decision did, as the last of `positions` may tell it: its step's
    "done" line when the seat made the step's move (`told`), else only a role swap's cause; "" before any step and
    while another seat still answers the seat's combo (`answering`)."""
    if not 0 < taken <= len(steps) or answering(positions[len(positions) - 1], seat):
        return ""
    step = steps[taken - 1]
    return told(positions, seat, step if followed(positions, seat, step) else {"done": ""}, words)


def bots_wait(positions, seat, steps: list, taken: int, words: dict, line: str) -> bool:
    """Return whether the wait on the others shows the line that says what to do now (press the bots' ▶ or wait)
    in place of `line`: the step's note was told earlier in this wait, or it has none while the other team answers
    a combo (the seat's own combo's answer is its step's note, told once it came: review 9)."""
    if line:
        return told_while_waiting(positions, seat, steps, taken, words, line)
    state = positions[len(positions) - 1]
    combo = getattr(state, "combo", None) or {}
    return taken > 0 and combo.get("team") not in (None, getattr(state, "team", lambda s: None)(seat))


def first_wait(positions, seat, taken: int) -> bool:
    """Return whether the seat's wait after its `taken`-th decision is the first time it waits on the others."""
    made = 0
    for i in range(len(positions)):
        if positions[i].to_act not in (seat, None):
            return made == taken
        made += decides(positions[i], seat)
    return True


def told_while_waiting(positions, seat, steps: list, taken: int, words: dict, line: str) -> bool:
    """Return whether `line` (the done line of the seat's last step) was the done line of a wait mark since that
    decision, while the other seats played: the next bubble says its own step, without it again (newcomer review 12:
    Mythos's bubbles began with the line the one before had said, CHAOS's "Step 4 of 10" showed twice)."""
    last = next((i for i in range(len(positions) - 2, -1, -1) if decides(positions[i], seat)), None)
    if not line or last is None:
        return False
    for i in range(last + 1, len(positions) - 1):
        if positions[i].to_act not in (seat, None):
            upto = [positions[j] for j in range(i + 1)]
            if done_line(upto, seat, steps, taken, words) == line:
                return True
    return False


def missed(step: dict, legal: list[dict], words: dict) -> bool:
    """Return whether `step`'s own move (else any move of its kind) cannot be made at its decision (the reader left
    the course: Mythos, a pass before the ringed monster; CHAOS, a Stay before the key), where the game says so (`missed`) and gives the step's idea without the card it
    named: the step shows, skipped with a word, ringing nothing (newcomer review 11, Mythos: steps vanished)."""
    if "missed" not in words or "idea" not in step:
        return False
    if step.get("move"):
        return all(m["id"] != step["move"] for m in legal)
    return all(m.get("kind") != step["kind"] for m in legal)


def missed_mark(game: str, head: dict, step: dict, legal: list[dict], state, words: dict) -> dict:
    """Return the mark of a step whose own move is gone: a legal move of its kind ringed with its idea (STAND_INS),
    else the step skipped with a word, ringing nothing; never "cannot be made" beside a glowing card of its kind."""
    find = STAND_INS.get(game)
    move = find(state, step, legal) if find is not None and "instead" in words else None
    if move is None:
        return {**head, "text": f"{words['missed']} {step['idea']}", "skipped": 1}
    return {**head, "text": f"{step['idea']} {words['instead']}", "id": move["id"], "target": move.get("target")}


def moment_mark(game: str, positions, seat, lang: str, title: str, steps: int) -> dict:
    """Return the mark of the moment whose bubble shows at the last of `positions` (frames/coach_moments.py), {}
    when none does or the game has no moments. Moments count from the seat's last coached decision (its `steps`-th)
    on, never over the end's word (the free mark, at the next decision); in TIPS_AFTER_END's games only after it
    (newcomer review 12: a tip showed between the last step and that end)."""
    table = MOMENTS.get(game)
    if table is None:
        return {}
    words = table.get(lang) or table["en"]
    mine = [i for i in range(len(positions) - 1) if decides(positions[i], seat)]
    course = len((coach_words(game, lang) or {}).get("steps", ())) or steps   # Mythos: steps 8, 9 after `steps`
    start = mine[steps - 1] + 1 if len(mine) >= steps else len(positions)
    end = mine[course] if len(mine) > course else len(positions)   # the decision where the end's word shows
    now = moment_now(positions, seat, start, *FINDERS[game], shown_from=end + 1 if game in TIPS_AFTER_END else None,
                     busy=end, urgent=URGENT.get(game, ()), glimpse=game in GLIMPSE, hidden=mine[steps:course],
                     one_a_turn=game == "chaos",   # one tip a turn (review 33, chaos_ja 5)
                     ahead=AHEAD.get(game, ()), light=CHAOS_LIGHT if game == "chaos" else ())
    if now is None:
        return {}
    moment, text = now
    if game == "chaos" and moment == "ghost":   # its real cause, though it came before the moments began (review 10)
        text = "ghost_combo" if ghost_cause(positions, seat) == "roles_swapped" else "ghost"
    fill = FILLS.get(game)
    said = (fill(positions, seat, start, moment, words[text], lang, text) if fill is not None
            else words[text].replace("{n}", str(moment_number(positions, text))))
    if game == "chaos" and "{spin}" in said:   # the compass chip's own words (widgets/chaos_words.json), review 13
        from .chaos import UI   # frames.chaos -> story_chaos; imported late
        said = said.replace("{spin}", (UI.get(lang) or UI["en"]).get("spin", ""))
    return {"title": title, "moment": moment, "head": words["head"][moment], "text": said}


def moment_number(positions, text: str) -> int | str:
    """Return the {n} of a Letter insanity moment: the cards the last insanity check took, or Insanity N now."""
    if text == "insanity_check":
        for i in range(len(positions) - 1, -1, -1):
            check = next((e for e in positions[i].events or () if e.name == "insanity_check"), None)
            if check is not None:
                return check.data.get("n", "")
    return getattr(positions[len(positions) - 1], "insanity", "")


def nudge_mark(game: str, mark: dict, lang: str) -> dict:
    """Return `mark` with the calm line that asks the seat to make its coached move itself (no error: issue 23)."""
    table = NUDGES.get(game) or {}
    said = table.get(lang) or table.get("en")
    return {**mark, "nudge": said} if mark.get("id") and said else mark


def undone_mark(game: str, mark: dict, lang: str, at: int | None = None) -> dict:
    """Return `mark` whose "done" line says the seat took its move back and the course goes on from its step (the
    game's `undone` words; newcomer review 12, finding 1: after an Undo the course went on as if nothing happened,
    or skipped its steps), with `again`: the position undone to, so a page that remembers the step's "Got it" shows
    the step again after each Undo. A mark with no step (a moment, the end) is returned as it is."""
    said = (coach_words(game, lang) or {}).get("undone")
    if not (said and mark.get("n")):
        return mark
    return {**mark, "done": said, **({"again": at} if at is not None else {})}


def hold_astray(game: str, mark: dict, action_id: str, held: tuple | None, at: int, clock=None) -> tuple | None:
    """Return the hold (position, move, time of its last press) of the seat's move `action_id` at position `at` when
    the course must not make it yet: `mark` rings another move and the same move was not pressed again after a pause
    of ASTRAY_S (fast clicks never leave the course); None: make the move (review 18, CHAOS desk finding 1)."""
    if game not in ASTRAY or not mark.get("id") or action_id == mark["id"]:
        return None
    # `clock`: the widget's own (a server course's journaled time, so a restart's instant replay holds as it did)
    at_time = (clock or now)()
    again = held is not None and held[:2] == (at, action_id)
    return None if again and at_time - held[2] >= ASTRAY_S else (at, action_id, at_time)


def astray_mark(game: str, mark: dict, lang: str, at: int) -> dict:
    """Return `mark` leading with the line that says the held move was not this step's and what to press (the game's
    `astray` words), `astray`: the position, so a step's earlier "Got it" does not hide it."""
    said = (coach_words(game, lang) or {}).get("astray")
    return {**mark, "nudge": said, "astray": at} if said and mark.get("id") else mark
