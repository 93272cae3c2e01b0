"""The table lock (the home screen or a History moment over the table) keeps the game's
commands off and gives them back when it goes. The Turn menu made again while the lock
holds (PySide then lets go of the Python side of a submenu's own action, which lives on)
must not break it: the lock watches that command afresh, keeps it off, and a later
change of it raises no error (the card game fuzz: hundreds of RuntimeErrors)."""

from __future__ import annotations

from copenhagen_gui.core import registry


def test_the_turn_menu_made_again_under_the_lock_keeps_its_submenus_locked(main_window):
    window = main_window
    window.start_game(registry.get("copenhagen").default_options(2), ["Ann", "Mads"], 5,
                      autosave=False, bots=(None, "easy"), game_id="copenhagen")
    harbour = window.mode.keys.harbour_menu
    assert harbour.menuAction().isEnabled()  # Ann may take a harbour card by key
    window.preview.lock.lock(holder="home")
    assert not harbour.menuAction().isEnabled()
    window.commands.show_mode(window.mode)  # the Turn menu cleared and filled again
    window.preview.lock.apply()  # as every refresh of the window ends: the commands as they are now
    harbour.menuAction().setEnabled(True)  # the game turns it on: the lock keeps it off
    assert not harbour.menuAction().isEnabled()
    window.preview.lock.unlock("home")
    window.mode.refresh()
    assert harbour.menuAction().isEnabled()  # by key again once the table is back
