"""English sentences of Mythos: the tables of texts.py in English (Latin script)."""
from .needs import HAND_NEEDS   # how a needed hand card counts, by its kind (newcomer review 23, finding 1)

TEXTS = {
    "round": "Round {round}: every player refills.",
    "first_player": "{player} plays first this round.",
    "draw": "{player} draws {card}.",
    "no_cards": "{player} has no card left to draw.",
    "reshuffle": "{player}'s deck is empty: the discards are shuffled into a new deck.",
    "sanity": "{player}: Sanity {delta:+d} ({why}), now {sanity}.",
    "pass": "{player} passes (pass {passes} of the round).",
    "card_play_ends": "Card play ends ({passes} passes).",
    "plays": "{player} plays {card}.",
    "joins": "{card} joins {to} in the same play.",
    "arrives": "{player} arrives at {card}.", "walking": "{player} walks toward {card}.",
    "walk_abandoned": "{player} abandons the walk to {card} (discarded).",
    "superseded": "{player}'s new copy of {card} supersedes the old one, which is discarded.",
    "in_transit": "{player} stays in transit.", "travels": "{player} travels by {card}.",
    "loads": "{player} loads {card} into {tome}.", "goo": "{player} brings {card} into play.",
    "summons": "{player} adds a monster to its threat through the gate.",
    "adventure": "{player} completes {card} (+{points} adventure points). The rule of completing one: "
                 "{player}'s story deck is discarded except its top location, so adventures that counted those cards "
                 "lose them, and {player}'s discard pile is shuffled back into the deck (no Sanity lost).",
    "effect_not_implemented": "[not implemented] the effect of {card} ({blocks}) is not carried out yet.",
    "combat": "Combat.",
    "directs": "{player} directs its threat at {target}.",
    "defends": "{player} commits {card} to defend.",
    "defends_ambush": "{player} commits {card} to defend against {threat}'s ambush (allies attacking with no threat).",
    "defends_against": "{player} commits {card} to defend against {threat}'s threat.",
    "no_defenders": "{player} chooses not to defend: its {free} allies stay in play.",
    "assaults": "{player} sends {card} to assault.",
    "commanded": "{player}'s {card} defends at {bonus:+d} this combat: a command bonus (The Two Scepters' carrier "
                 "defends beside it), counted once when the defenders were committed.",
    "casts": "{player} casts {card} ({by}).",
    "returned": "A card of {player}'s threat goes back to its owner's hand ({count} left).",
    "returned_card": "{card} goes back to {player}'s hand.",
    "marked": "{player}'s {card} is marked: discarded instead of buried this combat.",
    "summons_free": "{player} summons a monster into its threat without a gate.",
    "controls": "{player} takes control of {card} from {target}'s threat.",
    "hounds": "{player} discards {card}: {target}'s {monster} is buried.",
    "petrified": "{player}'s {card} is petrified: a face-down artifact until the end of the round.",
    "unpetrified": "{player}'s {card} returns as an ally.",
    "converted": "{player} buries {card}: {ally} fights in its threat instead.",
    "turncoat": "{player}'s {card} succumbs and attacks its own investigator.",
    "no_effect": "{card} finds no target.",
    "uncovered": "{card} is {player}'s current location again.",
    "no_location": "{player} has no current location until it arrives somewhere.",
    "serves_as_ally": "{player}'s {card} serves as an ally.",
    "recruits_on_train": "{player} recruits {card} on the train.",
    "worthless": "{player}'s {card} is worth nothing any more and is buried.",
    "uses": "{player} uses {card}.",
    "attaches": "{player} gives {card} to {ally}.",
    "eliminated": "{player} is driven out of the game.",
    "reveal": "{player} reveals its threat: {cards}.",
    "cosmic_battle": "Cosmic battle between {a} and {b}: {cancelled} points cancel.",
    "absorbs_stays": "{player}'s {card} absorbs {points}, less than his value, so he stays in play.",
    "absorbs": "{player}'s {card} absorbs {points} and is buried.",
    "goo_leaves": "{player}'s {card} is buried.",
    "combat_ends": "End of combat: the monsters that fought are buried (put at the bottom of their owners' "
                   "story decks).",
    "discards": "{player} discards {card}.",
    "cured": "{player} remains and buries {card}.",
    "retrieves": "{player} pays and puts {card} from its story deck into play.",
    "spared": "{player}'s {card} is spared by {by}: the Epidemic does not flip it face down.",
    "ambush_off": "Ambush ({player}): no ally may attack {target} this combat, since both current locations "
                  "must be City locations of one sub-region, and they are not.",
    "ambush": "{player} prepares an ambush for the coming combat.",
    "stolen": "{thief} takes {player}'s {card}: it is buried.",
    "guarded": "{player}'s {card} is buried in its place; {thief} is buried too.",
    "weapon_moves": "{player}'s {card} moves to {to} instead of being buried.",
    "must_rest": "{player} must rest its next turn.",
    "rests": "{player} rests (no card, no pass).",
    "no_gain": "{player} cannot gain Sanity ({why}): a Great Old One forbids it.",
    "location_lost": "{player}'s current location {card} is lost ({how}).",
    "story_card_discarded": "{player} discards {card} from its story deck.",
    "flipped": "{cards} turned face down until the end of the round.",
    "replaced": "{card} is replaced and buried.",
    "round_end": "End of round {round}.", "game_over": "{cause_text}",
}

CAUSES = {"sanity_zero": "An investigator's Sanity fell to 0: the game ends and the highest score wins.",
          "adventure_points": "A player reached the adventure points needed: the game ends and the highest score wins.",
          "round_limit": "The round limit was reached: the highest score wins.",
          "last_investigator": "Only one investigator is left in the game."}

# WORDS["plays_on"]: the sentence of "plays" for a card played on a seat (texts.event_text)
WORDS = {"plays_on": "{player} plays {card} on {target}.",
         "no_defenders_one": "{player} chooses not to defend: its ally stays in play.",
         "no_defenders_face_down": "{player} commits no defender: its allies are face down.",
         # where the lost location went, in plain words (review 5: "lost (buried)" said neither where nor what)
         "location_lost_bury": "{player}'s current location {card} is buried: it goes to the bottom of that story "
                               "deck, where it still counts for adventures; the card now on top decides where the "
                               "investigator stands.",
         "location_lost_discard": "{player}'s current location {card} is discarded: it goes to the discard pile; "
                                  "the card now on top of that story deck decides where the investigator stands.",
         # the same, another seat's card named (newcomer review 15, finding 4: the phone's log did not show it)
         "location_lost_bury_by": "{by} buries {player}'s current location {card}: it goes to the bottom of that "
                                  "story deck, where it still counts for adventures; the card now on top decides "
                                  "where the investigator stands.",
         "location_lost_discard_by": "{by} discards {player}'s current location {card}: it goes to the discard pile; "
                                     "the card now on top of that story deck decides where the investigator stands.",
         "win": "{seat} wins", "you_win": "You win", "you": "You", "player": "Player {n}", "bot": "Bot {n}", "draw": "A draw",
         "score_of": "{name}: {score}",
         "scores": "Scores: {scores}.", "nothing": "nothing",
         "why": {"a face-down monster": "a face-down monster", "reshuffle": "the empty deck reshuffled",
                 "top card of the deck": "top card of the deck", "threat": "{seat}'s threat"},
         "how": {}, "list_and": " and ",
         # an ally turned face down, by the card that did it and why (newcomer review 14, finding 2)
         # hidden until the reveal: the defend choice could not warn of it (MY-HIDE-1; review 34, mythos_ja 3)
         "flipped_reveal": "{by}, hidden in {attacker}'s threat until the reveal, turned {player}'s {cards} face down: when it is revealed "
                           "it flips allies of the player it attacks, chosen at random. A face-down ally does not "
                           "defend; it turns face up at the end of the round.",
         "flipped_play": "{attacker}'s {by} turned {player}'s {cards} face down: it flips the allies its card names. A "
                         "face-down ally does not defend; it turns face up at the end of the round.",
         "petrified_spell": "{by} petrifies {player}'s {card}: it lies face down as an artifact until the end of the "
                            "round and does not defend.",
         "flipped_epidemic": "{attacker}'s {by} (an Epidemic) turned {player}'s {cards} face down: it flips the allies "
                             "of its target and of those in the same sub-region. A face-down ally does not defend; it "
                             "turns face up at the end of the round.",
         "flipped_epidemic_also": "{attacker}'s {by} also turned {player}'s {cards} face down, in the same "
                                  "sub-region."}

# What each choice does, by action kind.
PROMPTS = {
    "play": "Play {card}.", "play_target": "Play {card} against {target}.", "play_ally": "Play {card} onto {ally}.",
    "play_as_ally": "Play {card} as an ally.", "play_joined": "Play {card} together with {joined}.",
    "play_armed": "Play {card} armed with {weapon}.",
    "play_joined_armed": "Play {card} armed with {weapon}, together with {joined}.",
    "pass": "Pass: you play no more cards this round.",
    # a seat that passed is asked again while the other side plays on (MY-ROUND-3; issue 23 r6 item 5)
    # a pass that would end card play, said before it is made (MY-ROUND-3; newcomer review 7: the rule surprised)
    "pass_ends": "Pass: card play ends",
    # the truth of MY-ROUND-3 once another has passed (newcomer review 9: "if you pass now, card play ends" made
    # the reader play on, and the next pass, the bot's, ended card play right after)
    # in plain words (newcomer review 14, finding 4, desk 055: "it ends at the next pass, right after your turn")
    "pass_ends_why": "{who} passed already, so this is your last turn of card play this round: pass now, or play one "
                     "more card or move, and card play ends after this turn ({who}'s next pass ends it). ",
    "pass_ends_open": "If you pass now, card play ends for this round (pass {end}); if you play instead, it ends at "
                      "the next pass, whoever makes it. ",
    "turns_left": "{who} passed already: you have at most {k} more turns of card play this round; it ends at pass {end} "
                  "(now {n}), and a player who passed passes on each of their turns. ",
    "walk_waits": " — your last turn of card play this round: you arrive next round at the earliest",
    "walk_waits_text": " This is your last turn of card play this round: you arrive next round at the earliest.",
    # a location's arrival effects, said before the walk or arrival (newcomer review 9: a discard came unannounced)
    "arrive_lead": "on arrival: ", "arrive_then": "then ",
    "arrive_deck_top": "the top card of your deck is turned up, its Sanity added, and discarded",
    "arrive_hand": "a random card of your hand is discarded",
    "arrive_story_deck": "a random card of your story deck (not this location) is discarded",
    "arrive_rest": "you must rest your next turn",
    "who_opponent": "your opponent", "who_others": "the others",
    "pass_again": "Pass again", "pass_again_ends": "Pass again: card play ends",
    "passed_asks": "You passed already, but card play goes on until the round has {end} passes (now {n}). ",
    "passed_asks_ends": "You passed already and the other side played on: one more pass ends card play. ",
    "arrive": "Arrive at your walking location{arrival}.",
    "stay": "Stay in transit.", "remain": "Remain at your location and bury the phobia {card}.",
    "rest": "Rest this turn.", "swap": "Swap {card} for the top card of your deck.", "skip": "Skip.",
    "swap_reshuffle": "Swap {card} for the top card of your deck; your deck is empty, so the discards are first "
                      "shuffled into a new deck, which costs 1 Sanity.",
    "direct": "Direct your threat at {target}.", "defend": "Defend with {card}.",
    "defend_threat": "Defend with {card} against {threat}'s threat.",
    "assault": "Send {card} to assault: it attacks with your threat and is buried after the fight, "
               "with its cards.",
    # why an ally may assault, or may not (MY-CARD-2, MY-COMBAT-2; newcomer review 11, finding 2)
    "assault_enchanted": "Send {card} to assault (its enchanted weapon {weapon} allows it): it attacks with your "
                         "threat and is buried after the fight, with its cards.",
    "assault_ambush": "Send {card} to assault (your Ambush lets any ally this combat): it attacks with your threat "
                      "and is buried after the fight, with its cards.",
    "no_assault": " (it may not assault: only an ally with an enchanted weapon, or any ally in an Ambush)", "guard": "Bury {card} in place of your card.",
    "last_ally": " — your last ally to send: your choice then ends, with no Done",   # MY-COMBAT-2 (review 15)
    "last_ally_short": " (last ally)", "defend_chip": "Defend with {card}",   # the chip's (review 28, mythos_en 2: a 5-line chip); the sentence says it all
    # a combat stop's Done: what the stop is for, what Done does (newcomer review 17, finding 3; frames/mythos_done.py)
    "done_commit": "Done: you send no more allies (still free to send: {cards}); then the threats are revealed and "
                   "the fight is fought.",
    "done_use": "Done: you cast no more spells and use no more artifacts (still usable: {cards}); then the threats "
                "are revealed and the fight is fought.",
    "done": "Done.", "keep": "Keep them.", "decline": "Decline.", "discard": "Discard {card}.",
    # a cast names what it hits and where it is cast from (review 17, 2: five like chips; review 36, mythos_ja 1)
    "cast_on": "Cast {card} (from {by}) on {target}.", "cast_summon": "Cast {card} (from {by}) for {target}.",
    "cast_threat": "Cast {card} (from {by}) on {target}'s threat.",
    "cast": "Cast {card} (from {by}).", "use": "Use {card}.", "use_target": "Use {card} against {target}.",
    "attach_arm": "Arm {ally} with {card} (the ally's own text: at any location){cost}.",
    "load_ally": "Load {card} into {into} (free to cast, no Sanity).", "load_tome": "Load {card} into {into} (casting costs Sanity −{cost}).",
    "load": "Load {card} into {into}.", "attach": "Give {card} to {ally} (the ally's own text: at any location){cost}.", "move": "Move {card} to {ally}.",
    "convert_chip": "Bury {card} ({value}): a random defender (value {values}) fights in your threat instead", "span_to": " to ",
    "keep_yithian": "Keep {card} ({value}) in your threat (no swap).", "flip": "Flip {card}.", "take": "Take {card}.",
    "convert": "Bury {card}: a random ally defending against your threat fights in it instead, and is buried in "
               "its owner's story deck after combat.",
    "retrieve": "Put {card} from your story deck into play.",
    "other": "{kind} {card}.",
    # a card play says what it does (texts.py `_play_key`); {cost} is the play's Sanity change, if any
    "location_start": "Start at {card}: it is your location at once{arrival}.",
    "location_travel": "Travel on to {card}: you arrive at once{arrival}.",
    "location_walk": "Walk to {card}: on a later turn, its Arrive chip takes you there{arrival}.",
    "abandon": " The walk to {walked} is abandoned.",
    "arrival": " (Sanity {sanity:+d} on arrival)",
    "recruit": "Recruit {card}{cost}.", "recruit_as_ally": "Recruit {card} as an ally{cost}.",
    "recruit_armed": "Recruit {card} with {weapon}{cost}.",
    "recruit_joined": "Recruit {card} together with {joined}{cost}.",
    "recruit_joined_armed": "Recruit {card} with {weapon}, together with {joined}{cost}.",
    "summon": "Summon {card} face down into your threat through the gate{cost}.",
    "summon_joined": "Summon {card} and {joined} face down into your threat through the gate{cost}.",
    "goo": "Bring the Great Old One {card} into play{cost}.",
    "goo_outer": "Bring the Outer God {card} into play{cost}.",
    "arm": "Arm {ally} with {card}{cost}.", "give": "Give {card} to {ally}{cost}.",
    "artifact": "Put the artifact {card} into play{cost}.", "tome": "Put the tome {card} into play{cost}.",
    "tome_spell": "Put the tome {card} into play with {spell} loaded{cost}.",
    "travel_car": "Travel by {card}: this turn play a location of the region; you arrive at once{cost}.",
    "travel_train": "Travel by {card}: on a later turn play a location of the region, arriving at once, or stay "
                    "in transit{cost}.",
    "event": "Play the event {card}{cost}.", "event_target": "Play the event {card} against {target}{cost}.",
    "phobia": "Give {target} the phobia {card}{cost}.",
    "adventure": "Complete the adventure {card}: +{points} adventure points{cost}.",
    "cost": " (Sanity {delta:+d})",
    "cost_gate": " (Sanity {delta:+d}: {card:+d} for the card, {gate:+d} for reusing the gate of {place})",
    "cost_gate_only": " (Sanity {delta:+d} for reusing the gate of {place})",
    # an adventure discards the story deck but its location (MY-ADV-3): what the seat's other adventures lose by it
    "uses_story": " — ⚠ discards the {n} cards of your story deck under your location",
    "uses_story_1": " — ⚠ discards the 1 card of your story deck under your location",
    "uses_story_all": " — ⚠ discards all {n} cards of your story deck",
    "goal_falls": "{card} falls to {met} of {of}", "if_buried": " — if it is buried: ", "still_counts": "it goes into your story deck and still counts for {cards}", "falls_lead": ": ", "uses_end": "", "falls_sep": "; ",
    "cost_face_down": "⚠ counts for adventures only after it fights and is buried",
    "cost_flips": "also flips your {cards}", "flips_theirs": "flips {cards}", "cost_lead": " (", "cost_end": ")", "cost_walk": "discards your walk to {card}",
    # a move that will do nothing, or may, said before the click (newcomer review 10, desk finding 3)
    "cost_fizzle_story": "no event card in the opponent's story deck: it does nothing",
    "cost_fizzle_maybe": "the threat is face down: if it holds no {kind} monster, you lose {n} Sanity for nothing",
    "cost_fizzle_maybe_free": "the threat is face down: if it holds no {kind} monster, it does nothing",
    "cost_fizzle_ambush": "your location and the opponent's are not City locations of one sub-region: no ally may "
                          "attack unless that changes before the combat",
    "cost_nothing": "no target now: you lose {n} Sanity for nothing", "cost_nothing_free": "no target now: it does nothing",
    "cost_story": "⚠ discards a story card at random: maybe {cards}, which your adventure {card} needs", "cost_or": " or ",
    # a chip's short word for it (the list is in the card's text; review 7: a chip was cut mid-list)
    "cost_story_short": "⚠ discards a story card at random: {n} of them your adventures need",
    "cost_car_nowhere": "⚠ no location in your hand to drive to: it does nothing now but leave you in transit",
    "cost_story_short_1": "⚠ discards a story card at random: 1 of them your adventures need",
    # the round's discard of a card an adventure in hand asks for: its chip asks again (newcomer review 17, finding 1)
    "discard_needed_chip": "⚠ Discard? Your adventure {cards} needs it",
    "discard_needed_chip_n": "⚠ Discard? Your adventures {cards} need it",
    "discard_needed": "Discard {card} (⚠ your adventure {cards} needs it).",
    "discard_needed_n": "Discard {card} (⚠ your adventures {cards} need it).",
    # a ready adventure is achieved as a turn, not at the discard (review 35, mythos_ja 6: tapped, it was discarded)
    "discard_ready_chip": "⚠ Discard? You can achieve it on your next turn",
    "discard_ready": "Discard {card} (⚠ you can achieve it on your next turn).",
    "discard_keep_ready": "{card} is ready: keep it and achieve it on your next turn.",
}

# What the table asks the seat to act on its turn of card play, made from its legal moves (frames/mythos.py
# `prompt`): `{options}` lists only the OPTIONS that are legal now, joined by OR.
ASKS = {"play": "Your turn: {options}.",
        # the end of round's discard: how it is done and how far (newcomer r6b)
        # the hand limits in the words of the panel and the glossary ("keep 5–7", MY-ROUND-5; issue 23 r6d); review 24,
        # finding 5 (less text): "at {max} you may stop" dropped, the prompt offers Keep once it is true
        # {why}: allies changing the range; {ready}: a ready adventure to keep, before the ask discard.js cuts (CC7)
        "discard_must": "End of round: you hold {n} cards; keep {min}–{max}{why}.{ready} Choose a card, then Discard "
                        "({k} to go).",
        "discard_may": "End of round: you hold {n} cards; keep {min}–{max}{why}.{ready} You may discard up to {down} "
                       "more (down to {min} cards): choose a card, then Discard, or Keep them."}   # review 37, mythos_ja 2
OPTIONS = {
    "play": "play a glowing card",   # review 24, finding 5 (less text): "play a card (click a glowing card)"
    "arrive": "arrive at the location you walk to",
    "load": "load a spell into a tome",
    "use": "use {cards} (in play)",   # named (review 29, mythos_ja 4)
    "remain": "remain at your location to bury a phobia",
    "retrieve": "put a card from your story deck into play",
    "rest": "rest (you must)",
    "pass": "pass", "pass_then": " (then you may only pass)",   # pass_then: said until the seat passed
}
OR = (", ", ", or ")

# Words of the table for the state that lasts a round or a combat (the view's time_of_day, first_player, ambush,
# rest…): the widget's catalog carries them among its UI words.
TABLE = {"day": "Day", "night": "Night", "storm": "Storm", "first_player": "first player: {seat}",
         "passes_of": "passes {n}/{end}", "ambush": "Ambush", "rest": "must rest {n}",   # play_left: review 36, mythos_ja 5
         "play_left": "{left} more passes end card play", "play_left_1": "The next pass ends card play",
         "recruited_on_train": "ally recruited on this train", "changed_by": "changed by {cards}",
         "command": "+{n} commanded", "points": "adventure points", "bot_n": "Bot {n}", "player_n": "Player {n}",
         "you_name": "You", "goals": "Your adventures:", "goal_ready": "ready to play",
         "goal_of": "{have}/{need}", "goal_cards": ": {cards}", "goal_cards_sep": ", ",
         "goal_elsewhere": " · {card} counts for '{need}'", "goal_own_line": " · {card} counts on its own line",
         "hand_short": "refill to {size} · keep {min}–{max}", "goal_missing": "missing", "goal_missing_n": "{n} more needed", "goal_lost": "just lost", "goal_count": "{met} of {of} requirements met", "goal_count_short": "{met} of {of}", "goal_more": "+{n} more",
         "target": "game ends at {n} adventure points", "points_of": "{points} of {n}",
         "click_word": "click", "tap_word": "tap"}   # a touch screen's prompt says tap (newcomer r6c item 9)

# An adventure's printed requirements as the tracker lists them (MY-ADV-1/2): {what} is the terms asked (joined by
# OR_TERMS), {n} a count above one.
# ("Tome card": a location's Tome trait meets no tome requirement; newcomer review 17, finding 6)
NEEDS = {"ally": "{what} ally", "allys": "{n} {what} allies", "location": "{what} location",
         "locations": "{n} different {what} locations", "monster": "{what} monster", "monsters": "{n} monsters", "monster_s": "{n} {what} monsters",
         "artifact": "{what}", "event": "{what}", "tome": "Tome card", "spell": "a spell", "gate": "with a gate",
         "cities": "in different cities", "or": " or ", "and": " ", "any_ally": "an ally", "any_monster": "a monster"}

# The app's title, the rules reminder, how to read the table and the seat controls (the page's "?" panel). Each rule
# is said once, here.
HELP = {
    "title": "Mythos — the Cthulhu card game",
    "rules": [
        "Your score is your Sanity plus your adventure points. The game ends at once when an investigator's Sanity "
        "falls to 0, and at the end of the round in which a player reaches 20 adventure points (each panel counts "
        "them: 5 of 20); the highest score wins. Against the bot a game often lasts 5 to 10 rounds, sometimes more.",
        "Adventures are how you score: you hold a requirement when a card of yours meets it, a face-up card you have "
        "in play (not in your threat) or any card in your story deck, buried ones too. Cards in your hand do not "
        "count, and each requirement needs its own card. When you hold them all, play the adventure as your turn.",
        "Each round everyone refills to 13 cards, then takes turns: one card (or one joined group), an ability, "
        "an arrival, a spell loaded into a tome, or a pass. Card play ends at the second pass.",
        "Locations: the first goes upright; a nearby one goes sideways (walking) until you arrive on a later turn. "
        "Arkham, Providence, Vermont… are parts of one region, Lovecraft Country: you walk between them; an Exotic "
        "location or another dimension needs a travel event (Car, Train).",
        "At a location you recruit allies and arm them, find tomes and load spells; at a location with a gate you "
        "send monsters face down into your threat.",
        "Combat after card play: each threat is aimed at an opponent; spells and artifacts first, then threats aimed "
        "at each other cancel, allies absorb what gets through, and the rest is lost from Sanity.",
        "Complete adventures for adventure points. A card's Sanity value is gained or lost when it comes into play (a "
        "location's when you arrive).",
    ],
    "guide": [
        "Each player's panel: Sanity and score, where the investigator stands, then the cards in play by zone.",
        "Your panel is last, above the prompt, its chips and your hand.",
        "Click a face-up card to zoom it: its printed data, its text and a chip for every move that uses it; Esc or "
        "a click outside closes the zoom. ▾ opens a story deck or a discard pile.",
        "During a fight the combat band between the panels shows both sides of it.",
    ],
    "seats": "Seat (Player 1 plays the Corrupt deck, Player 2 the Steadfast deck): a new seat deals a new game (the same deal "
             "when you typed its seed). While the bot plays, ▶▶ to my turn (on a phone: ▶▶ skip) plays its moves at once, up to your next decision.",
}

# Why a card of the hand cannot be played now (games/mythos/why_not.py): the zoom says it instead of "nothing to do".
WHY = {
    "phase": "Cards are played only during card play, not in combat or at the end of the round.",
    "turn": "Not your turn: wait until it comes round to you, then play one card.",
    "decision": "Finish the choice the table is asking for first.",
    "rest": "You must rest this turn (a hospital's forced rest): no card can be played.",
    "passed": "You passed: until the round ends you may only pass.",
    "spell": "A spell is never played alone: load it into a tome in play whose icon matches and that has room, "
             "or play a matching tome with it.",
    "no_location": "You need a current location first: play a location (a walking one must arrive).",
    "ally_twice": "You already have an ally of this name in play.",
    "ally_region": "This ally is recruited only at the place its card names (Recruited in: region / part of it) and "
                   "in its dimension: go there first.",
    "ally_kind": "This ally is recruited only at a {attribute} location of its region (Recruited in): this location is "
                 "in the region but is not {attribute}.",
    "attribute": "Your current location lacks the {attribute} attribute: this card is played only where it is.",
    "needs_ally": "It is carried by one of your allies, and none of yours is free to carry it.",
    "language": "Nobody of yours reads {language}: you or an ally must read the tome's language.",
    "no_gate": "A monster enters only through a gate: your current location has none.",
    "gate_used": "Your location's gate is used: go to another location with a gate.",
    "goo_one": "You already have a Great Old One in play (one at a time).",
    "goo_needs": "Its requirements are not all in play for you yet.",
    # the requirements still missing, by name (newcomer review 14, finding 4)
    "goo_needs_current": "Still missing: your current location must be {attribute} (your location now is not).",
    "goo_needs_solstice": "Still missing: a Solstice card in play (Dawn of the Solstice), yours or an opponent's.",
    "goo_needs_current_solstice": "Still missing: an {attribute} current location and a Solstice card in play "
                                  "(Dawn of the Solstice).",
    "adventure_done": "You have already completed this adventure.",
    "adventure_needs": "Not all its requirements are met: see Your adventures in your panel.",
    "needs_travel": "This location is in another region or dimension: get there with a travel event (Car, Train).",
    "travel_region": "You are travelling: only a location of the travel event's region can be reached now.",
    "entry_walk": "This place is reached only on foot, from an Underground location in its dimension.",
    "walk_only": "From here you can only leave by walking.",
    "travel_from": "A travel event leaves from a location: play or arrive at one first.",
    "time_locked": "A Great Old One forbids Day and Night cards now.",
    "no_target": "There is no opponent to play it on.",
    "sanity": "You cannot afford it: its Sanity cost must leave you at least 1 Sanity.",
    "other": "No move with this card is open to you at this moment.",
}
# The adventure tracker's note on a Phobia requirement (MY-ADV-2): which phobias count and why.
NOTES = {
    # one truth in each (newcomer review 15, finding 5, desk 031 vs 039): whose a phobia is, then this case
    # short (review 26, mythos_en 4: the tracker's ✓ line carried a 130-character note)
    # plain (review 27, mythos_en 3c: "the one on you is your opponent's until you cure it" took three readings)
    # a few words, the why in the glossary's "phobia" tooltip (review 34, mythos_en 3: read several times)
    "phobia_yours": "one you played, or cured into your story deck",
    "phobia_on_you": "your opponent's while on you; yours once you bury it",
    "phobia_on_you_kept": "the one on you counts for your opponent, cured or not",
    "phobia_none": "play one on your opponent",
}
TABLE = {**TABLE, **{f"why_{k}": v for k, v in WHY.items()}, **{f"note_{k}": v for k, v in NOTES.items()},
         "cure_here": "you may remain here to bury a phobia", "why_title": "Why not now:",
         "note_of": " ({note})"}
# a monster that left a threat before its fight, as the last combat's recap says it (view left_fight; newcomer review 10)
TABLE = {**TABLE, "left_hounds": "buried before the fight by {source}",
         "left_returned": "sent back to its owner's hand by {source}",
         "left_controlled": "moved to another threat by {source}",
         "left_guarded": "buried: {source} guarded the artifact",
         "left_converted": "buried to take a defender instead"}
# an emptied place of the hand within the seat's own turn, until it closes up (newcomer review 13, finding 1); a card
# drawn this round, marked on its face (finding 3); a card an adventure in hand needs, marked and named (review 20)
TABLE = {**TABLE, "hand_discarded": "discarded", "hand_played": "played", "hand_new": "new"}
TABLE = {**TABLE, "hand_needed": "needed", "goal_in_hand": "in your hand: {cards}", **HAND_NEEDS["en"]}
# where a seat walking or in transit is (MY-ZONE-3, MY-LOC-2), one phrase (newcomer review 13, finding 6), without
# the word Outside: that is a location's icon, and "At: Outside" read as the phobia being about the journey (review 16)
TABLE = {**TABLE, "walking_to": "on the road to {card}", "transit_to": "travelling by {card}",
         "no_location": "no location yet"}
# a phobia's lasting effect, on the table beside the investigator it lies on, and how to be rid of it (review 16)
_RID = " To be rid of it: remain a turn at a location that buries phobias (a hospital, a church)."
TABLE = {**TABLE, "phobia_note_agoraphobia": "{card}: −1 Sanity at the start of each turn while the top story "
                                             "card shows the Outside icon (walking or travelling counts too).",
         "phobia_note_portaphobia": "{card}: −1 Sanity at the start of each turn while the current location has "
                                    "a gate (used or not).",
         "phobia_note_efficiophobia": "{card}: −2 Sanity whenever anyone plays an adventure.",
         "phobia_rid": _RID.strip()}
