"""Pure rules of the card-and-tile game: components, state, actions, the engine, the
JSON codec. No Qt here."""
