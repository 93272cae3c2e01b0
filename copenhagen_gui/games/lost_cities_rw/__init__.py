"""Lost Cities: Roll & Write (Reiner Knizia, KOSMOS 2021) for 2-5 players.

``rules`` is the pure engine (no Qt), ``bots`` the computer players, ``spec.SPEC`` the
GameSpec the shell and session talk to. The sheet's scales and special squares are data
(``rules/house_sheet.json``); the default is a labelled house sheet, not the printed one.
"""
