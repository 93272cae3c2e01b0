"""The pure core shared by every game: the game catalogue, the GameSpec protocol and
registry, the record envelope, seats and computer levels, chance. Nothing here imports
Qt or a game (the catalogue names the games' packages, and imports them by name)."""
