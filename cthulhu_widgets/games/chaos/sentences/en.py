"""English sentences of CHAOS: the tables of texts.py in English (Latin script)."""

TEXTS = {
    "roll": "Team {team} rolls two dice: {dice}, {total} in all.",
    "first_team": "Team {team} acts first: order {order}.",
    "turn": "Round {round}: {seat}'s turn.",
    "turn_skipped": "{seat} skips this turn (bomb).",
    "joint_turn_lost": "{seat} loses its part of this joint turn (bomb): it neither moves nor draws.",
    "turn_lost_to_reversal": "{seat}'s turn in round {round} was skipped: the order was reversed (Schizophrenia).",
    "turn_taken_in_combo": "{seat} already took its turn this round, in a joint turn.",
    "protection_ends": "{seat}'s protection ends.",
    "round_end": "End of round {round}.",
    "temporary_bombs_gone": "The temporary bombs are gone. A bomb a Checkup found earlier may have been one of "
                            "them: its ✗ leaves the board, so a bomb may or may not be there now.",
    "planted_bombs_gone": "{seat}'s earlier temporary bombs at {cells} are gone.",
    "planted_bombs_gone_hidden": "{seat}'s earlier temporary bombs are gone.",
    "checks_doubted": "Your Checkup's ✗ at {cells} may have been temporary bombs, now gone: the board marks "
                      "each ✗ as an amber ✗?, and a bomb may or may not be there now.",
    "checks_unsure": "Your Checkup's ✓ at {cells} said “no bomb” before these bombs were planted: one may be there now "
                     "(the board marks such a ✓ as an amber ✓?; a step there is taken at once, without asking).",
    "key_placed": "The key is placed at {cell}.", "time_ends": "{time} ends.",
    "follow_ends": "{seat} stops following its ghost.",
    "deck_runs_dry": "{seat} draws the last {role} card: none is left in the deck or the discards. The game goes on: "
                     "no {role} card is drawn until one is discarded; then the discards are shuffled into a new deck.",
    "deck_dry_at_start": "The {role} deck and its discards are empty. The game goes on: no {role} card is drawn until "
                         "one is discarded; then the discards are shuffled into a new deck.",
    "deck_empty": "The {role} deck and its discards are empty: no {role} card is drawn until one is discarded.",
    "deck_reshuffled": "The {role} discards are shuffled into a new deck.",
    "draw": "{seat} draws {card}.",
    "draws": "{seat} draws a {role} card.",
    "game_over": "{cause_text}",
    "compass": "The compass sends {seat} {dir}.",
    "step_lost": "{seat}'s step is blocked and lost.",
    "moves": "{seat} moves to {to}.",
    "stays": "{seat} stays on {cell}.",
    "stays_hidden": "{seat} stays hidden where it is.",
    "moves_hidden": "{seat} moves unseen.",
    "gate_opened": "{seat} finds the key: the gate is open.",
    "protected_from_bomb": "{seat} is protected from a bomb here.",
    "bomb_temporary": "The bomb at {cell} is a temporary bomb planted by {by}.",
    "bomb": "{seat} steps on a bomb at {cell}: {effect}.",
    "respawn": "{seat} returns to its spawn {to}.",
    "swap": "{patient} and {ghost} meet: {patient} becomes a ghost, {ghost} a patient.",
    "patient_on_obstacle": "{seat} is a patient on the wall {cell}: it stays there and may only step off it.",
    "dice": "{seat} rolls {row_die} for the row and {col_die} for the column, counted inside the dice area (the board "
            "without its outer ring).",
    "rerolled": "{seat} lands on {cell}.",
    "hands_redrawn": "{patient} and {ghost} discard their hands and draw 3.",
    "follow_blocked": "{seat} cannot follow its ghost there.",
    "plays": "{seat} plays {card}.",
    "order_reversed": "The turn order is reversed.",
    "extra_step": "{seat} gains an extra step ({extra}).",
    "no_extra_step_bomb": "{seat}'s move ended on a bomb: no extra step this turn.",
    "no_extra_step_swap": "{seat}'s move ended with a role swap: no extra step this turn.",
    "protected": "{seat} is protected until its next turn.",
    "nothing_to_take": "{victim} has no card to take.",
    "takes": "{seat} takes {card} from {victim}.",
    "takes_hidden": "{seat} takes a card from {victim}.",
    "brainwashed": "{seat}'s Brainwash: the enemy hands go back into their decks; they draw 3.",
    "vanished": "{seat} vanishes from {cell}.",
    "reappears": "{seat} reappears at {cell}; its path: {path}.",
    "checkup": "{seat} checks {cells}: {n_bombs:a bomb|bombs} at {bombs}.",   # n_bombs: review 27, chaos_en 10
    "checkup_public": "{seat} checks three cells.",
    "bombs_moved": "{seat} moves the bombs to {cells}.",
    "bombs_moved_hidden": "{seat} moves the bombs.",
    "bombs_planted": "{seat} plants temporary bombs at {cells}.",
    "bombs_planted_hidden": "{seat} plants two temporary bombs.",
    "time_set": "{seat} discards three cards of a suit: it is {time}.",
    "midnight_rules": "At Midnight each patient's step follows a compass spin (a blocked step is lost).",
    "dawn_rules": "At Dawn each ghost keeps to the row or the column it stands on now.",
    "dawn_rules_straight": "At Dawn each ghost keeps its steps of a turn to one straight line.",
    "dawn_line": "{seat}'s steps this turn keep to the row or the column it starts on (Dawn).",
    "card_limit": "{seat} may play no other card this turn ({time}).",
    "combo_started": "{seat} starts a combo ({combo_name}) with {card}.",
    "combo_declined": "{seat} does not join the combo ({combo_name}).",
    "combo_joined": "{seat} joins with {card}: {joined}.", "no_reaction": "{seat} does not react.",
    "passed_for": "{seat} holds no card to react with: the table passes for it.",
    "reaction": "{seat} reacts with {card}.",
    "reaction_withdrawn": "Without a partner card the reaction fails: {card} goes back to {seat}'s hand.",
    "reflected": "The reaction turns the combo ({combo_name}) round: it works for the reacting team instead.",
    "cancelled": "The reaction cancels the combo ({combo_name}).",
    "combo_resolves": "The combo ({combo_name}) resolves for team {team}: {effect}.",
    "follows": "{seat} jumps to {ghost} and will follow its next turn.",
    "no_jump": "{seat} does not jump.",
    "cover": "{seat} covers its team with {card}: it acts on {seat} and {partner}, who take one joint turn.",
    "too_far": "{seat} is too far from its ghost to jump.",
    "roles_swapped": "{first} and {second} swap roles.",
    "push": "Team {team} pushes the enemies {cells} {cells:cell|cells} {dir} ({by} chose the direction).",
    "not_pushed": "{seat} is protected and not pushed.",
    "pushed_hidden": "{seat} is pushed unseen.",
    "bomb_vision": "{seat} sees the bombs: {cells}.",
}

CAUSES = {"gate": "Team {outcome} wins: its patient escaped through the open gate.",
          "round_limit": "A draw: the round limit was reached before any patient escaped."}

WORDS = {
    "role": {"patient": "patient", "ghost": "ghost"},
    "dir": {"up": "up", "down": "down", "left": "left", "right": "right"},
    "time": {"midnight": "Midnight", "dawn": "Dawn"},
    # whom a time of day binds (CH-TIME-2..4): every seat of that role, the setter's team too (review 11, room 233)
    "bound": {"midnight": "every patient (its steps follow the compass; one card a turn)",
              "dawn": "every ghost (it keeps to its row or column; one card a turn)"},
    "effect": {"full": "full effect (same suit)", "weak": "weak effect (different suits)",
               "respawn": "back to the spawn", "skip_next_turn": "the next turn is lost",
               "discard_hand": "the hand is discarded"},
    "suit": {"moon": "Moon", "eye": "Eye", "skull": "Skull"}, "none": "none", "no_bomb": ": no bomb.",
    "won": "Team {outcome} wins", "draw": "Draw", "we_won": "Your team wins (team {outcome})",
    "we_lost": "Team {outcome} wins: your team lost",
    "undo_bomb": "Undo cannot take back a step that showed you a hidden bomb (a Checkup's or one you hit): you have seen it",
}

# What each choice does, by action kind (and the card function for a play).
PROMPTS = {
    "combo_c1_out": "⚠ No jump from there: your ghost {ghost} would be {n} cells away (the jump needs 1).",
    "combo_c1_far": "⚠ Your partner {partner} is {n} cells away: the jump needs {patient} within 1 cell of its ghost "
                    "{ghost} after the joint moves (one step each), so the same-suit effect ends 'too far to jump' and "
                    "both cards are spent for nothing; different suits still move {patient} 2 steps toward {ghost}.",
    "move_bomb_maybe": "⚠ {cell}: a bomb was here when you checked (round {round}); it may have been a temporary one, "
                       "gone since.",
    "move_check_maybe": "⚠ {cell}: no bomb when you checked (round {round}), but the enemy has planted hidden bombs "
                        "since: one may be here.",
    "move_bomb_respawn": "⚠ {cell}: a bomb you found: you go back to your spawn.",
    "move_bomb_skip_next_turn": "⚠ {cell}: a bomb you found: you lose your next turn.",
    "move_bomb_discard_hand": "⚠ {cell}: a bomb you found: you discard your hand.",
    "move": "Move to {cell}.",
    "spin": "Spin the compass: it chooses the direction of your step (Midnight).",
    "stay": "Stay where you are and go on to play cards.",
    "stay_joint": "Stay where you are.",
    "stop": "Stop moving: your turn ends with a draw.",
    "end": "End your turn: draw 1 card, and more until you hold 3 (no hand limit).",
    "end_extra": "End your cards: next come your {n} extra {n:step|steps}, then your turn ends with a draw.",
    "decline": "Decline.",
    "decline_join": "Decline the combo: {leader} takes its card back and plays its turn alone.",
    "decline_join_none": "You hold no {part} to join with: {leader} takes its turn alone.",
    "pass": "Do not react: the enemy combo goes ahead.",
    "pass_none": "You hold no {card} to react with: the enemy combo goes ahead.",
    "jump": "Jump to your ghost's cell; next round you follow its moves, ignoring obstacles.",
    "decline_jump": "Do not jump: stay where you are, and do not follow your ghost next round.",
    "push": "Push the enemies {dir}.",
    "pick_checkup": "Check {cell} for a bomb ({n} of {need}).",
    "pick_relocate": "Move a bomb to {cell} ({n} of {need}).",
    "pick_plant": "Plant a temporary bomb at {cell} ({n} of {need}).",
    "pick_push": "Move the possessed {target} to {cell}.",
    "pick": "Choose {cell}.",
    "declare_time": "Discard {cards} (three of a suit): it becomes {time} for your next 2 turns. It binds "
                    "{bound}, your own team's too.",
    "combo": "Start combo {combo} with {card}: your partner {partner} is asked to add a {part}, and can join only if it holds one. If {partner} joins, "
             "you both take one joint turn (both move, then the combo acts); with the same suit: {effect} With different suits: {weak}. If "
             "{partner} declines, {card} comes back to your hand and you play your turn alone.",
    "join": "Join the combo with {card}: {suited}. Join: this is your whole turn — one joint step, no card of your "
            "own (you and {leader} both move, then the combo acts: {effect}).",
    "react": "React with {card} (played when the enemy team starts a combo): your partner {partner} must then add a "
             "{other}, or the reaction fails and {card} comes back to you. Same suit: the enemy combo works "
             "for your team instead; different suits: the enemy combo is cancelled.",
    "react_complete": "Complete your partner {partner}'s reaction ({other}) with {card}: same suit, the enemy "
                      "combo works for your team instead; different suits, the enemy combo is cancelled.",
    "pass_complete": "Do not react: {other} goes back to {partner}'s hand and the enemy combo goes ahead.",
    "cover": "Cover your team with {card}: it acts on you and {partner}, who take one joint turn.",
    # the counter chip's outcome, short: the whole chip fits a desk's and a phone's chip (review 34, chaos_en 5)
    "react_steal": "same suit: their combo is yours", "react_cancel": "other suit: cancels {enemy}'s combo",
    "react_steal_push": "same suit: their push is yours",   # CH-C3/C4: who aims it, in the sentence (react_aims)
    "react_aims": " Same suit here: {partner} aims the push you take.",   # review 33, room_zh 6
    "same_suit": "same suit, full effect", "other_suit": "different suits, weak effect",
    "play_schizophrenia": "Play {card}: reverse the turn order.",
    "play_checkup": "Play {card}: check 3 cells for bombs (only you learn the result).",
    "play_amnesia": "Play {card}: take a random card from {target}'s hand.",
    "play_sprint": "Play {card}: take one extra step after your cards.",
    "play_sprint_halted": "Play {card}: ⚠ your move ended on a bomb: no extra step this turn.",
    "play_sprint_swapped": "Play {card}: ⚠ your move ended with a role swap: no extra step this turn, the card would "
                           "be spent for nothing.",
    "play_protection": "Play {card}: until your next turn starts, bombs and pushes don't hurt you (a swap still can).",
    "play_possession": "Play {card}: move {target} (in your 3×3 reach) 2 steps.",
    "play_mischief_relocate": "Play {card}: move every bomb to other cells, for the rest of the game.",
    "play_mischief_plant": "Play {card}: plant 2 temporary bombs.",
    "play_brainwash": "Play {card}: the enemies shuffle their hands into their decks and draw 3.",
    "play_prank": "Play {card}: take a random card from {target}'s hand.",
    "play_vanish": "Play {card}: hide your piece for your next 2 turns; while hidden you swap roles with no one.",
    "play": "Play {card}.",
}

# A move's chip, short (the card it plays is selected or named beside it); moves without one keep the table's label.
LABELS = {
    "combo_c1_far": " ⚠ no jump: {ghost} too far ({n} cells)",
    "play_schizophrenia": "Reverse the turn order",
    "play_checkup": "Check 3 cells for bombs",
    "play_amnesia": "Take a random card from {target}",
    "play_sprint": "Take 1 extra step after your cards",
    "play_sprint_halted": "⚠ your move ended on a bomb: no extra step",
    "play_sprint_swapped": "⚠ your move ended with a role swap: no extra step",
    "play_protection": "Safe until your next turn starts (not from a swap)",
    "play_possession": "Move {target} 2 steps",
    "play_mischief_relocate": "Move every bomb",
    "play_mischief_plant": "Plant 2 temporary bombs",
    "play_brainwash": "The enemies redraw their hands",
    "play_prank": "Take a random card from {target}",
    "play_vanish": "Hide your piece for 2 turns",
    "play": "Play",
    "combo": "Combo with {partner}: {combo} (if {partner} can't, your card returns)",
    "join": "Join with {card}: {suited} · 1 step only",
    "react": "React with {card}: {partner} must add a {other}",
    "react_complete": "Finish {partner}'s reaction: {card} — {outcome}",
    "pass_complete": "Do not react", "cover": "Cover your team (you and {partner})",
    "end": "End cards and draw", "end_extra": "End cards, then {n} extra {n:step|steps}",
    "stay": "Stay", "stay_joint": "Stay", "stop": "Stop moving", "spin": "Spin the compass",
    "decline": "Decline", "decline_join": "Decline: {leader} plays alone", "pass": "Do not react",
    "decline_join_none": "Decline: {leader} plays alone", "pass_none": "Do not react", "jump": "Jump to your ghost",
    "decline_jump": "Do not jump",
}

# What the table asks the seat to act, made from its legal moves (frames/chaos.py `prompt`): `{options}` lists
# only the OPTIONS that are legal now, joined by OR.
ASKS = {
    "declined": "{seat} does not join ({combo}): it holds no {part}, or chose not to. Your {card} is back in your hand; you play alone. ",
    "move": "Your turn: {options}.", "cards": "After your move: {options}.",
    "combo_move": "Joint turn: {options}.", "combo_after": " The combo {combo} acts after you both move.",  # CH-COMBO-1
    "combo_cancel": " Your combo {combo} was cancelled by their reaction: it does nothing.",   # CH-C4 (review 19)
    "combo_full": " Your combo {combo} was stolen by their reaction: it acts for their team after you both move.",
    "extra": "Extra steps ({n} left): {options}.",
    "pick_checkup_first": "Checkup: pick {n} cells to check for bombs.",
    "pick_plant_first": "Mischief: pick {n} cells for temporary bombs.",
    "pick_checkup": "Checkup: pick {n} more {n:cell|cells} to check for bombs.",
    "pick_relocate": "Mischief: pick the new cell of each bomb ({n} left).",
    "pick_plant": "Mischief: pick {n} more {n:cell|cells} for temporary bombs.",
    "push": "Possession: move {target} — pick the cell of its next step ({n} {n:step|steps} left).",
    "direction": "Combo {combo}: choose the direction to push the enemies.",
    "join": "Your partner {leader} starts combo {combo} with {card} and asks for a {part}. Join: this is your whole turn "
            "— one joint step, no card of your own (the enemy may counter); or decline ({leader} plays alone).",
    "join_none": "Your partner {leader} starts the combo {combo} with {card}: joining needs a {part} of yours "
                 "and you hold none, so decline.",
    "react": "The enemy team starts the combo {combo}: react with {card} (your partner {partner} must then add a "
             "{other}), or do not react.",
    "react_complete": "Your partner {partner} reacts to the enemy combo {combo} with {other}: add a {card} to "
                      "complete it, or do not react ({other} goes back to {partner}).",
    "react_none": "The enemy team starts the combo {combo}: reacting needs a {card} and you hold none, so do not "
                  "react.",
    "jump": "Combo {combo}: jump to your ghost {ghost}, or not.",
}
OPTIONS = {
    "move": "move one step (click a highlighted cell)",
    "spin": "spin the compass for your step (Midnight)",
    "stay": "stay where you are",
    "checkup": "play {card} before moving",
    "combo": "start a combo with your teammate (click a card)",
    "cover": "cover your team with a card (it works on your partner too, in one joint turn)",
    "play": "play a card (click it)",
    "time": "discard three cards of a suit for Midnight or Dawn",
    "end": "end cards and draw",
    "end_extra": "end cards, then take your {n} extra {n:step|steps}", "stop": "stop moving",
}
OR = (", ", ", or ")   # how OPTIONS are joined: between two, and before the last

# Words of the board's tags (the table's UI words, merged into the catalog's `ui`): timed effects near the pieces,
# the planter on a temporary bomb, the Dawn line.
BOARD = {
    "head_react": "React to {seat}'s combo",                  # the header when the seat is asked to react (CH-C4)
    "head_join": "Your partner asks you to join",             # the header when asked to join a combo (CH-COMBO-1)
    # the header in the seat's own turn after its move (CH-CARD-4 (3)-(4)): what it does now, no longer "Your move"
    "head_cards": "Your turn: play cards or end it",
    "head_extra": "Your turn: take your extra steps",
    # the narrow table's line under the header while the seat is asked in a window: a phone shows the board first and
    # the window's words a screen below (issue 23 r6b, item 2: a first screen that is a reaction window)
    "head_why_react": "An enemy combo is about to act: your team may answer it with a card first, or let it act. "
                      "What it does and your choices are under the board ↓",
    "head_why_join": "{leader} started a combo: it needs a card from you too, or you decline and {leader} plays "
                     "alone. Details and your choices are under the board ↓",
    # under a window's chips on a touch screen (issue 23 r6b, item 1): a button's words say what it does, so one
    # tap presses it; a card's face does not, so its first tap shows its text
    "tap_rule": "A button acts at the first tap. A card shows its text first: tap it again to play it.",
    "tap_rule_chip": "A button acts at the first tap.",
    "checked_safe": "Checkup: no bomb on {cell}", "checked_bomb": "Checkup: a bomb on {cell}",
    # a ✓ is "no bomb then", never "safe": an enemy's Mischief plants bombs unseen (issue 23 round E item 1, d58)
    "why_not_move": "Not now: cards are played after your step (only Checkup, or a card that starts a combo "
                    "or covers your team, may come before it).",
    "why_not_now": "Not now: finish the choice in front of you first.",
    "why_not_possession": "Not now: no enemy patient stands in the 3×3 around your piece.",
    # time cards (CH-TIME-1, CH-TIME-4), said with a hand card's why-not (review 10 finding 6: a ghost with three Moon
    # cards saw no time option and nothing said when one comes)
    "why_not_time": "Time cards: three cards of one suit in your hand (patient or ghost cards alike) set Midnight or "
                    "Dawn, on your turn after your step; while Midnight or Dawn limits you to one card, only before "
                    "you play one.",
    # each card's own reason (texts.why_not; newcomer review 11, findings 4 and 5)
    "why_not_role": "Not now: a {card_role} card, and you are a {role} now: it only counts for time cards (three "
                    "of a suit).",
    "why_not_joint": "Not now: a joint turn has no card phase: its only card is the combo's or the cover's, put down "
                     "as it began (both move, then it acts, then both draw).",
    "why_not_extra": "Not now: no card may be played once your extra steps have begun.",
    "why_not_limit": "Not now: {time} lets your role play one card a turn, and you have played it.",
    "why_not_amnesia": "Not now: no enemy patient holds a card to take.",
    "why_not_prank": "Not now: no enemy holds a card to take.",
    "why_not_mischief": "Not now: too few free cells are left for its bombs.",
    "why_not_vanish": "Not now: your piece is already hidden; play it again after this Vanish ends.",
    "why_not_need": "Not now: what its text needs is not on the board, or your role or the time of day forbids it.",
    "check_round": "r{round}",
    "checked_safe_now": "Checkup this turn: no bomb on {cell} now. Not safe for good: an enemy's Mischief may plant "
                        "a bomb there later, and you would not see it.",
    "checked_safe_then": "Checkup in round {round}: no bomb on {cell} then. An enemy's Mischief may have planted a "
                         "bomb there since, unseen: it may not be safe now.",
    "checked_safe_earlier": "Checkup earlier: no bomb on {cell} then. An enemy's Mischief may have planted a bomb "
                            "there since, unseen: it may not be safe now.",
    # the prompt's verb on a touch screen: "click" becomes "tap" (issue 23 r6b: a phone read "play a card (click it)")
    "click_word": "click", "tap_word": "tap",
    "tag_follows": "follows {seat} · {left}",
    "tag_vanish": "Vanish · {left}",
    # a vanished piece in the legend: faint where the reader sees it, its moves unseen where not (review 14, finding 2)
    "tag_vanish_faint": "Vanish, faint: no swaps · {left}",
    "tag_vanish_unseen": "vanished · no swaps · {left}",
    # the combo header once a reaction decided it (CH-C4; review 34, chaos_en 4: 'full effect (same suit)' stayed)
    "combo_cancelled_by": "cancelled by team {team}'s reaction",
    "combo_reflected_by": "taken over by team {team}'s reaction",
    "tag_protected": "Protected · {left}",
    "tag_skip": "skips the next turn (bomb)",
    "card_one": "card",   # a seat badge's hand of one card ("1 card"; "cards" otherwise)
    "bot_turn_tip": "{seat} is played by a bot: the table plays its moves by itself, one at a time, so you can "
                    "follow them. ▶▶ to my turn (on a phone: ▶▶ skip) skips to your next decision.",
    "tag_dawn": "Dawn line: row {row} · column {col}",
    "left_more": "{n} more {n:turn|turns}",
    # the turns of one seat count (CH-DUR-1): the time band says whose (review 10 finding 5)
    "left_more_of": "lasts {n} more of {seat}'s turns",
    "left_next": "ends when {seat}'s next turn begins",
    # said during that seat's own turn (review 11, room 107/243: "ends when A2's next turn begins" read as this one)
    "left_this": "lasts through this turn; ends as {seat}'s next turn begins",
    # the legend beside the board, the turn order's next seat, a move's risk, what the time card changes (round I)
    "legend_bomb": "{n:Temporary bomb|Temporary bombs} at {cell}: planted by {seat}", "next_seat": "next: {seat} ▸",
    # a move onto an enemy piece of the other role (CH-SWAP-1, CH-SWAP-2), on the cell's hover (review 12, finding 3)
    "move_swap": "⇄ Swap roles with {seat}: you become a {role}, {seat} a {other}; the new ghost is rolled to a "
                 "random cell.",
    "order_reversed": "reversed", "risk_maybe": "unchecked cell: a hidden bomb may lie here",
    # a seat that sees every bomb (CH-C5): a cell with none drawn is clear (review 36, room_en 1)
    "risk_seen": "no bomb here: your team sees every bomb",
    "legend_dawn": "Dawn: a ghost moves only along the dash-dot row or column of its line",
    "legend_midnight": "Midnight: the small compass on a patient's cell: its step goes the way the compass spins",
    "legend_checkup": "Checkup: ✓ no bomb · ✗ a bomb · ? may have changed since", "time_suit": "{mark} {suit}",
    "legend_compass": "Compass: a red arrow is where a spin sent a patient; a grey arrow ending on a bar, a lost step",
    # a time chip's few words: what it does to whom (review 14, finding 1), the compass random (review 25, room_en 5)
    "midnight_brief": "all patients (yours too) step randomly for your next 2 turns",
    "dawn_brief": "all ghosts (yours too) go straight (row or column) for your next 2 turns",
    "midnight_short": "all patients step randomly", "dawn_short": "all ghosts go straight", "planted_by": "by {seat}",
    "tag_key": "Key · moves each round (after round {round})",
    "key_moves": "The key is at {cell}: at the end of round {round} it is placed again on a random free cell (it "
                 "may stay), every round until a piece steps on it and opens the gate.",
    "combo_how": "A combo is started on the team's first turn of a round: one card from the patient and one from "
                 "the ghost of the same team. The partner asked joins with its card (both take one joint turn, then "
                 "the combo acts) or declines (the starter takes its card back and plays alone).",
    # the reaction window (CH-C4) and the join window (CH-COMBO-1), told in the panel under the combo (issue 23)
    "window_react": "Reaction window: team {team} may answer team {enemy}'s combo before it acts",
    "window_join": "{leader} asks its partner {seat} to join the combo",
    "window_join_you": "Your partner {leader} asks you to join the combo",
    "window_if": "If the combo goes ahead, as team {enemy}'s card says: {text}",
    "asked_you": "You are asked",
    "asked_seat": "{seat} is asked",
    "why_react_ghost": "{asked} because a team answers an enemy combo with {prank} from its ghost, then {schizo} "
                       "from its patient; the ghost is asked first, holding {prank} or not. No reaction: the combo "
                       "acts.",
    "why_react_patient": "{asked} because {ghost} reacted with {prank}: the reaction needs its partner's {schizo}, "
                         "else it fails and {prank} goes back. Same suits: the combo works for the reacting "
                         "team instead; different suits: it is cancelled.",
    "why_join": "{asked} because a combo takes one card from each partner: one {part} from {seat}.",
    "why_join_you": "{asked} because a combo takes one card from each partner: one {part} from you.",
    # the seat asked holds none of its part: it is not asked for it (review 36, room_zh 3)
    "why_join_none": "{asked}, but you hold no {part}: you can only decline, and {leader} plays alone.",
}

# Where a combo's text parts its full effect from the weaker one of different suits.
COMBO_SPLIT = (": ", " Different suits")

# The app's title, the rules reminder, how to read the table, the board's legend and the seat controls (the page's
# "?" panel): sentences/en_sheet.py.
from .en_sheet import HELP  # noqa: E402,F401
