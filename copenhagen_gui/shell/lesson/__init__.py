"""One "Learn the game" for every game: a prepared game the learner plays step by step,
each rule explained the first time it applies, in a bubble beside what it talks about.

- ``script``: what a game supplies (pure Python): its prepared games — from a new game
  or from a situation — and its steps, one idea each, in chapters; its words
- ``session``: a game session that takes only the prepared moves (the rules judge the
  rest) and lets a piece be picked up only for the prepared move
- ``lesson``: walks through the steps: Next / Back / Start over / a chapter, the other
  seats' moves, resuming where the learner left (``core.lesson_progress``)
- ``panel``: the bubble: step x of N, the chapter list, the step's words, the buttons
- ``coach``: places the bubble beside what the step frames, never over it
- ``guide``: the lesson on a game's table: start, leave and play on, finish

A game supplies a ``LessonScript`` (``GameMode.lesson_script``) and small hooks of its
table: where a scene key is (``GameMode.lesson_rect``), a button beside the table
(``lesson_widget``), a command's button text (``lesson_label``), and it asks the session
before it lets a piece be picked up (``GameSession.may_pick_up``).
"""
