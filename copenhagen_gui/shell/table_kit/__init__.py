"""The table kit: what every game's table is made of, written once.

- ``view``: the view on a game's scene (the whole table fitted to the window, zoom in,
  out and back by keys and Ctrl+wheel, the presenter's scale, the wheel and right button
  that turn a piece);
- ``theme``: the colours every table shares, cached pens and fonts, and ``ColourLook``
  (each colour of a game with its face, its ink and its symbol for colour-blind players);
- ``shapes``: small path helpers (polygons, paths remembered by their rect, the wobble of
  a hand-drawn mark);
- ``remembered_pictures``: painted pieces that keep their last pictures;
- ``illustrations``: the registry of a rulebook's pictures (``size``, ``render``);
- ``result_table``: the table of a result screen;
- ``result_screen``: every game's result screen (the scores counted in step by step);
- ``turn_strip``: the strip under the table (prompt, message, a row of buttons);
- ``presenter``: View > Presenter, the table large for a room.

A game's scene keeps only its own pieces. Nothing here imports a game.
"""
