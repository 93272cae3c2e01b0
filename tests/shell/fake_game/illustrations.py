"""Race to ten's rulebook has no pictures: the rulebook asks for none."""


def size(name):
    raise KeyError(name)


def render(name):
    raise KeyError(name)
