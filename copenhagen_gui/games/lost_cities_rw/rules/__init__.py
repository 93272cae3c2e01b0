"""The pure rules of Lost Cities: Roll & Write (no Qt here or below).

    engine     new_game, check, apply, apply_unchecked, legal_actions, seats_to_act, replay
    state      GameState, PlayerSheet, Expedition, Dice, Circle, Phase
    actions    Roll, Take, Refuse, Accelerate, DeclineAcceleration (+ JSON codec)
    reasons    Reason: why an action is illegal
    events     Event, EventKind, EndReason: what the last action did
    targets    where a combination or acceleration is written (Target, TargetKind)
    views      choices, acceleration_choices, bridge_marks: what a table shows
    scoring    ScoreCard, score_card, scores, ranking, winners (also a live estimate)
    sheet      Sheet, Rated, Status, Symbol, house_sheet(); sheet_codec: JSON + validation
    options    Options (the sheet travels inside them) + JSON codec
"""
