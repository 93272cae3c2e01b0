"""The Copenhagen card-and-tile game (Queen Games 2019, as Board Game Arena runs it):
pure rules in ``rules``, computer players in ``bots``, the GameSpec in ``spec``."""
