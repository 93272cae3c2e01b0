"""The card game's controller, turn panel, texts and result dialog."""
