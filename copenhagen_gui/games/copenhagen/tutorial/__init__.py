"""Learn the game: the prepared first game, its lesson and its panel."""
