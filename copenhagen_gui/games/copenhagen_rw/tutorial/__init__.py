"""The guided demo ("Learn the game"): a prepared two-player game that the learner
plays step by step, with each rule explained the first time it applies.

- ``script``: the prepared game and its steps (pure Python)
- ``session``: a game session that accepts only the prepared moves
- ``lesson``: walks through the steps (Next / Back, the demo's own moves)
- ``texts``: the explanations (resources/tutorial/<lang>.json) and instructions
- ``panel``: the dock widget showing them
"""
