"""English for a table's rules: each house rule as a card player says it, what each of its
values means at the table, the groups Settings shows them in, and a table's name."""

from __future__ import annotations

from typing import Final

#: ``house.<option>`` is the question a table settles; ``house.<option>=<value>`` (the value
#: as a spec writes it) what that answer means at the table.
HOUSE: Final[dict[str, str]] = {
    "rules.with-house": "{name}, with {n:n house rule}",
    "ruleset.classic": "Classic Canasta",
    "ruleset.classic.long": "Classic Canasta (the rule sheets)",
    "ruleset.bicycle": "Bicycle's rules",
    "ruleset.bicycle.long": "Canasta as Bicycle publishes it",
    "ruleset.online": "Online Canasta",
    "ruleset.online.long": "Canasta as the World of Card Games site plays it online",
    "rules.scoring-sheet": "Scoring a hand",
    "rules.house-choice": "a house rule at this table",
    "rules.file-size": "one saved with \u201cDownload them as a rules file\u201d",
    "rules.house-choice.shared": "Under the rules this position came with: a house rule, "
                                 "not the book's.",
    "rules.house-choice.page": "At your table: a house rule (Settings), not the book's.",
    "rules.problem": "{source} cannot be used: {why}.",
    "rules.problem.unknown": "{source} names a rule book this tutor does not know, {value}; "
                             "it knows {known:, /}.",
    "rules.problem.unknown-option": "{source} sets a house rule this tutor does not know, "
                                    "{value}.",
    "rules.problem.bad-option-value": "{source} answers \u201c{question}\u201d ({option}) with "
                                      "{value}, which is not one of its answers: it takes "
                                      "{choices: or /}.",
    "rules.problem.bad-spec-part": "{source} holds {value}, which is not a house rule written "
                                   "as option=value.",
    "rules.problem.bad-toml": "{source} is not a rules file: it cannot be read as one. A "
                              "rules file is a few lines, as \u201cDownload them as a rules "
                              "file\u201d writes them: base = \"classic\", then [options] "
                              "and a house rule a line.",
    "rules.problem.unknown-option-near": "{source} sets a house rule this tutor does not "
                                         "know, {value}. Did you mean {near} "
                                         "(\u201c{question}\u201d)?",
    "rules.problem.file-unknown-key": "{source} holds {key}, which a rules file does not (it "
                                      "holds base, name and [options] only).",
    "rules.problem.file-no-base": "{source} does not say which rule book it changes (a line "
                                  "such as base = \"classic\").",
    "rules.problem.file-name": "{source} gives its name as {value}: a name is text in quotes.",
    "rules.problem.file-options": "{source} does not list its house rules under [options].",
    "settings.moved-on": "Your settings were changed in another tab or window: this page "
                         "follows them as they are now.",
    "rules.frozen-at-table.page": "Frozen by a house rule at your table (Settings): {rule}",
    "rules.frozen-at-table.shared": "Frozen by a house rule of the rules this position came "
                                    "with: {rule}",
    "cheat.house": "At this table: {n:n house rule} (the lines below follow {n:it|them})",
    "rules.open-point": "Tables differ on this point ({point}): the tutor plays it this way; "
                        "Settings can set it otherwise for your table.",
    "settings.merged": "Your settings were also changed in another tab or window: your "
                       "change was made on top of that one. Here they are with both.",
    "settings.merged-short": "Changed in another tab too: both changes kept.",
    "settings.book-changed": "Rule book changed from {was} to {now}.",
    "settings.house-came": "Your house rules came along: {rules: /}",
    "settings.house-book": "{n} of them {n:is|are} the book's own rule there.",
    "settings.house-left": "Your house rules could not come along ({why}); {now} as the "
                           "book has them.",
    "settings.house-reset": "House rules cleared: {rules: /}",
    "house.group.melds": "Melds",
    "house.group.pile": "The discard pile",
    "house.group.first-meld": "The first meld",
    "house.group.going-out": "Going out",
    "house.group.scoring": "Scoring",
    "house.group.game": "The game",
    "house.meld_min_naturals": "Natural cards a meld needs",
    "house.meld_min_naturals=2": "Two: Q Q 2 is a meld.",
    "house.meld_min_naturals=3": "Three: Q Q 2 is not a meld; Q Q Q 2 is.",
    "house.meld_max_wilds": "Wild cards a meld may hold",
    "house.meld_max_wilds=2": "Two at most.",
    "house.meld_max_wilds=3": "Three at most.",
    "house.meld_naturals_exceed_wilds": "More natural cards than wild ones in a meld",
    "house.meld_naturals_exceed_wilds=true": "Yes: K K 2 2 is no meld; K K K 2 2 is.",
    "house.meld_naturals_exceed_wilds=false": "No: K K 2 2 is a meld (two naturals are "
    "enough).",
    "house.canasta_size": "Cards that make a canasta",
    "house.canasta_size=6": "Six.",
    "house.canasta_size=7": "Seven.",
    "house.one_meld_per_rank": "Two melds of one rank on one side",
    "house.one_meld_per_rank=true": "Not allowed: more cards of the rank join the meld "
    "already down.",
    "house.one_meld_per_rank=false": "Allowed: a side may lay a second meld of a rank it has "
    "down.",
    "house.black_three_meld_max": "Black 3s melded when going out",
    "house.black_three_meld_max=3": "Three, no more.",
    "house.black_three_meld_max=4": "Three or four.",
    "house.upcard_cover": "A card turned up at the deal that is covered at once",
    "house.upcard_cover=wild_or_red_three": "A wild card or a red 3 (the pile is frozen).",
    "house.upcard_cover=wild_or_any_three": "A wild card or any 3, until a natural card "
    "shows.",
    "house.upcard_cover=red_three": "A red 3 only; a wild card stays on top and the pile "
    "starts frozen.",
    "house.wild_in_pile_freezes": "A wild card in the pile",
    "house.wild_in_pile_freezes=true": "Freezes it for everyone until it is taken.",
    "house.wild_in_pile_freezes=false": "Does not freeze it.",
    "house.red_three_in_pile_freezes": "A red 3 turned up at the deal",
    "house.red_three_in_pile_freezes=true": "Freezes the pile for everyone.",
    "house.red_three_in_pile_freezes=false": "Does not freeze the pile.",
    "house.black_three_freezes": "A black 3 in the pile",
    "house.black_three_freezes=true": "Freezes the pile for everyone, not only while on "
    "top.",
    "house.black_three_freezes=false": "Only stops the next player while it is on top.",
    "house.take_with_natural_and_wild": "An open pile taken with one natural card and a wild "
    "card",
    "house.take_with_natural_and_wild=true": "Allowed.",
    "house.take_with_natural_and_wild=false": "Not allowed: a natural pair, or a meld of the "
    "side the top card joins.",
    "house.frozen_take_extras": "More cards with the pair that takes a frozen pile",
    "house.frozen_take_extras=true": "Allowed: more naturals of the rank and wild cards may "
    "join.",
    "house.frozen_take_extras=false": "Not allowed: the top card and the pair only.",
    "house.one_card_hand_takes_one_card_pile": "One card in hand taking a pile of one card",
    "house.one_card_hand_takes_one_card_pile=true": "Allowed.",
    "house.one_card_hand_takes_one_card_pile=false": "Not allowed.",
    "house.red_three_from_pile_replaced": "A red 3 that comes with the pile",
    "house.red_three_from_pile_replaced=true": "Is laid out and replaced from the stock.",
    "house.red_three_from_pile_replaced=false": "Is laid out, not replaced.",
    "house.opening_take_top_card_counts": "Opening by taking the pile: the top card",
    "house.opening_take_top_card_counts=true": "Counts toward the minimum.",
    "house.opening_take_top_card_counts=false": "Does not count toward the minimum.",
    "house.opening_take_hand_melds_count": "Opening by taking the pile: other melds from hand",
    "house.opening_take_hand_melds_count=true": "Count toward the minimum.",
    "house.opening_take_hand_melds_count=false": "Do not count: the top card's meld must "
    "reach it.",
    "house.must_ask_partner": "Asking partner \"may I go out?\"",
    "house.must_ask_partner=true": "Always, and a no stops going out that turn.",
    "house.must_ask_partner=false": "Up to the player; a yes or no given binds.",
    "house.concealed_needs_canasta": "Going out concealed",
    "house.concealed_needs_canasta=true": "Needs a canasta laid from the hand.",
    "house.concealed_needs_canasta=false": "Needs no canasta of its own.",
    "house.concealed_may_add_to_side_melds": "Going out concealed and the side's melds",
    "house.concealed_may_add_to_side_melds=true": "May add to partner's melds already down.",
    "house.concealed_may_add_to_side_melds=false": "May not add to them.",
    "house.concealed_with_discard": "Going out concealed with a discard",
    "house.concealed_with_discard=true": "Allowed.",
    "house.concealed_with_discard=false": "Not allowed: every card is melded.",
    "house.concealed_waives_minimum": "Going out concealed and the first-meld minimum",
    "house.concealed_waives_minimum=true": "The minimum does not apply.",
    "house.concealed_waives_minimum=false": "The minimum still applies.",
    "house.last_discard_may_be_wild": "A wild card as the last discard",
    "house.last_discard_may_be_wild=true": "Allowed.",
    "house.last_discard_may_be_wild=false": "Not allowed.",
    "house.concealed_bonus": "Going out concealed scores",
    "house.concealed_bonus=100": "100, as any going out.",
    "house.concealed_bonus=200": "200 in all.",
    "house.red_three_value": "A red 3 still in a hand when the hand ends",
    "house.red_three_value=0": "Counts nothing as a card: only its bonus or penalty.",
    "house.red_three_value=100": "Counts 100 against the side, as a card.",
    "house.three_player_pair_shares": "Three players: each member of the pair scores",
    "house.three_player_pair_shares=true": "The pair's whole result.",
    "house.three_player_pair_shares=false": "Half the pair's result.",
    "house.three_player_pair_minimum": "Three players: the pair's first-meld minimum",
    "house.three_player_pair_minimum=higher": "From the higher of its members' totals.",
    "house.three_player_pair_minimum=lower": "From the lower of its members' totals.",
    "house.losing_floor": "A side far below zero",
    "house.losing_floor=none": "Plays on: a total may fall as low as it likes.",
    "house.losing_floor=-2000": "Loses the game at -2,000 or below.",
    "house.tie_at_target": "Both sides past the target with the same total",
    "house.tie_at_target=draw": "The game is a draw.",
    "house.tie_at_target=play_on": "Another hand is played.",
    "house.stock_out": "When the stock runs out",
    "house.stock_out=play_on": "Play goes on while the discard is taken and melded.",
    "house.stock_out=end_at_once": "The hand ends at once.",
    "house.stock_out_must_take": "Stock run out: the last discard, when it can be taken",
    "house.stock_out_must_take=true": "Must be taken.",
    "house.stock_out_must_take=false": "May be left, which ends the hand.",
}

#: A moment of a hand for each house rule no puzzle position shows (tutor/views/scenes.py):
#: ``scene.<option>.about`` the moment, ``.yes``/``.no`` or the bare code (with ``n``) what
#: happens there; ``scene.<label>`` the rows of cards drawn.
SCENES: Final[dict[str, str]] = {
    "scene.melds": "Your side's melds",
    "scene.hand": "Your hand",
    "scene.pile": "The pile (the top card last)",
    "scene.pile-frozen": "The pile, frozen by the deuce in it (the top card last)",
    "scene.left": "Left in your hand",
    "scene.pair-melds": "The pair's meld",
    "scene.pair-left": "Left in the pair's hands, a card each",
    "scene.discard": "The discard, with the stock used up",
    "scene.next-hand": "The next player holds (their side has melded)",
    "scene.one_meld_per_rank.about": "Your side has kings down and you hold three more.",
    "scene.one_meld_per_rank.yes": "They may go down as a second meld of kings.",
    "scene.one_meld_per_rank.no": "They can only join the kings already down.",
    "scene.frozen_take_extras.about": "The pile is frozen with a 9 on top; you hold three 9s "
                                      "and a deuce.",
    "scene.frozen_take_extras.yes": "The third 9 and the deuce may go down with the pair as "
                                    "you take the pile.",
    "scene.frozen_take_extras.no": "Only the pair goes down with the top card; the rest can "
                                   "be melded after.",
    "scene.red_three_from_pile_replaced.about": "You take a pile with a red 3 in it.",
    "scene.red_three_from_pile_replaced.yes": "The red 3 is laid out and you draw a card from "
                                              "the stock for it.",
    "scene.red_three_from_pile_replaced.no": "The red 3 is laid out; no card replaces it.",
    "scene.must_ask_partner.about": "Your side has a canasta and you can meld the rest of "
                                    "your hand, discarding the 9.",
    "scene.must_ask_partner.yes": "You may go out at once, or ask partner first.",
    "scene.must_ask_partner.no": "You must ask partner \"May I go out?\" first, and the "
                                 "answer binds.",
    "scene.red_three_value.about": "The other side goes out while you still hold a red 3 and "
                                   "a 4; your side has three 9s down.",
    "scene.red_three_value": "Your side scores {n:+} for the hand.",
    "scene.three_player_pair_shares.about": "Three players: the one playing alone goes out; "
                                            "the pair has three 9s down and a card left each.",
    "scene.three_player_pair_shares": "Each of the pair scores {n}.",
    "scene.three_player_pair_minimum.about": "Three players at 1,600, -100 and 3,100: the one "
                                             "at -100 takes the pile first and plays alone.",
    "scene.three_player_pair_minimum": "The other two play on as a pair from {n}.",
    "scene.stock_out.about": "The stock is used up and the 9 is discarded; the next player "
                             "can take it with a pair of 9s.",
    "scene.stock_out.yes": "The hand ends at once.",
    "scene.stock_out.no": "Play goes on: the next player takes the pile and melds.",
    "scene.stock_out_must_take.about": "The stock is used up and the 9 is discarded; the next "
                                       "player can take it with a pair of 9s.",
    "scene.stock_out_must_take.yes": "The next player may leave it, and the hand ends.",
    "scene.stock_out_must_take.no": "The next player must take it.",
}
