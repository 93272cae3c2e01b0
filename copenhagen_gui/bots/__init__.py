"""Computer players: pure Python, no Qt. They only ever choose legal actions."""
