"""Roll & Write's "Learn the game": a prepared two-player game that the learner plays
step by step, with each rule explained the first time it applies. The shared lesson
(``copenhagen_gui.shell.lesson``) plays it; this package is the game's script only.

- ``script``: the prepared game, its steps and chapters (pure Python)
- ``anchors``: what each step frames, lights and lets the learner pick up (pure Python)
- ``texts``: the explanations (resources/tutorial/<lang>.json), chapter titles and
  instructions
- ``lesson``: the three as the shared lesson's ``LessonScript``
"""
