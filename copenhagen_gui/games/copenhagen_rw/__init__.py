"""Copenhagen Roll & Write (Queen Games): rules, computer players, table, panels and
the guided first game."""
