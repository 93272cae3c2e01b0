"""The window around any game: menus, docks, files, the new-game dialog, languages,
settings, crash handling, about box and rulebook viewer."""
