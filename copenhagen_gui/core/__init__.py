"""The pure core shared by every game: the GameSpec protocol and registry, the record
envelope, seats and computer levels, chance. Nothing here imports Qt or a game."""
