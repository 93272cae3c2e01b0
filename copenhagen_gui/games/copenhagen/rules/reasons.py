"""Why an action is illegal: one enum member per reason, never a sentence (the user
interface translates them)."""

from __future__ import annotations

import enum


class Reason(str, enum.Enum):
    # whose turn, which step
    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"  # the action does not belong to the current step
    # chance (the deal and the refill)
    OUTCOME_MISSING = "outcome_missing"  # a chance action not yet completed
    IMPOSSIBLE_OUTCOME = "impossible_outcome"  # the cards cannot come out this way
    # taking cards
    NO_SUCH_SLOT = "no_such_slot"
    SLOT_EMPTY = "slot_empty"
    NOT_ADJACENT = "not_adjacent"  # the 2nd card must lie next to the 1st
    # cards in hand
    NOT_A_CARD_COLOUR = "not_a_card_colour"  # white cards do not exist
    NOT_IN_HAND = "not_in_hand"
    # building
    UNKNOWN_TILE = "unknown_tile"
    WHITE_TILE = "white_tile"  # white tiles come only from coats of arms
    STACK_EMPTY = "stack_empty"
    OUT_OF_GRID = "out_of_grid"
    WRONG_SHAPE = "wrong_shape"  # the cells are not the tile turned or mirrored
    BRICK_MISPLACED = "brick_misplaced"  # right cells, but the brick is not where the tile has it
    OVERLAP = "overlap"
    UNSUPPORTED = "unsupported"
    NO_ROOM = "no_room"  # the tile fits nowhere in the house
    CANNOT_AFFORD = "cannot_afford"  # the hand cannot pay it at any spot
    NEEDS_BOTH_ACTIONS = "needs_both_actions"  # building after taking cards
    WRONG_CARD_COUNT = "wrong_card_count"  # the cards paid are not the cost
    WRONG_COLOUR = "wrong_colour"  # a card of another colour without Change of Colors
    TWO_OTHER_COLOURS = "two_other_colours"  # Change of Colors turns one colour only
    # abilities
    ABILITY_NOT_OWNED = "ability_not_owned"
    ABILITY_USED = "ability_used"  # it shows its used side
    NOT_NOW = "not_now"  # not at this moment of the turn
    # coats of arms
    NO_WHITE_TILE = "no_white_tile"
    ABILITY_OWNED = "ability_owned"  # a player has at most one of each kind
    NOTHING_TO_REFRESH = "nothing_to_refresh"
