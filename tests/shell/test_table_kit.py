"""The table kit on its own: the view fits the whole table, zooms by keys and Ctrl+wheel
and back, keeps the presenter's scale on the scene's focus; every game's colours carry a
symbol of their own; the rulebook's pictures are registered once and drawn at twice
their size; the turn strip's texts grow and its rows take the height they need."""

from __future__ import annotations

import enum

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsScene, QHBoxLayout, QToolButton, QWidget
from strip_checks import StripWatch

from copenhagen_gui.shell.table_kit import view as kit_view
from copenhagen_gui.shell.table_kit.illustrations import Illustrations
from copenhagen_gui.shell.table_kit.theme import ColourLook, font, pen
from copenhagen_gui.shell.table_kit.turn_strip import TurnStrip


class FocusScene(QGraphicsScene):
    """A table 1000 x 500 with a piece in each corner; the focus is one of them."""

    def __init__(self):
        super().__init__(0, 0, 1000, 500)
        self.pieces = [self.addRect(QRectF(x, y, 100, 100)) for x, y in ((50, 50), (850, 50), (50, 350), (850, 350))]
        self.focus = 3

    def focus_rects(self):
        return [self.pieces[self.focus].sceneBoundingRect()]


@pytest.fixture
def table(qtbot):
    scene = FocusScene()
    view = kit_view.TableView(scene)
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.show()
    qtbot.waitExposed(view)
    return view, scene


def on_screen_width(view, item) -> float:
    return view.transform().mapRect(item.sceneBoundingRect()).width()


def whole_table_shown(view) -> bool:
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    return seen.adjusted(-1, -1, 1, 1).contains(view.scene().sceneRect())


def wheel(view, steps: int, modifiers=Qt.KeyboardModifier.ControlModifier):
    at = QPointF(view.viewport().rect().center())
    event = QWheelEvent(at, QPointF(view.viewport().mapToGlobal(at.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton, modifiers,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def test_the_view_shows_the_whole_table_at_any_size(table, qtbot):
    view, scene = table
    assert whole_table_shown(view)
    small = on_screen_width(view, scene.pieces[0])
    view.resize(900, 600)
    qtbot.waitUntil(lambda: on_screen_width(view, scene.pieces[0]) > small)
    assert whole_table_shown(view)
    scene.setSceneRect(0, 0, 2000, 500)  # more seats: still all of it
    assert whole_table_shown(view)


def test_keys_and_ctrl_wheel_zoom_in_and_out_and_fit_shows_the_whole_table_again(table):
    view, scene = table
    whole = on_screen_width(view, scene.pieces[0])
    QTest.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert on_screen_width(view, scene.pieces[0]) == pytest.approx(whole * kit_view.ZOOM_STEP)
    assert not whole_table_shown(view)
    wheel(view, 2)
    assert view.scale_factor() == pytest.approx(kit_view.ZOOM_STEP ** 3)
    QTest.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert view.scale_factor() == pytest.approx(kit_view.ZOOM_STEP ** 2)
    wheel(view, -10)  # never smaller than the whole table
    assert view.scale_factor() == 1.0 and whole_table_shown(view)
    wheel(view, 30)  # nor larger than the most zoom
    assert view.scale_factor() == pytest.approx(kit_view.MOST_ZOOM)
    view.fit()
    assert view.scale_factor() == 1.0 and whole_table_shown(view)
    assert on_screen_width(view, scene.pieces[0]) == pytest.approx(whole)


def test_a_wheel_without_ctrl_does_not_zoom(table):
    view, _scene = table
    wheel(view, 3, Qt.KeyboardModifier.NoModifier)
    assert view.scale_factor() == 1.0 and whole_table_shown(view)


def test_the_presenters_scale_keeps_the_focus_in_sight_and_follows_it(table, qtbot):
    view, scene = table
    whole = on_screen_width(view, scene.pieces[3])
    view.set_scale_factor(1.5)
    assert on_screen_width(view, scene.pieces[3]) == pytest.approx(whole * 1.5)
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    assert seen.contains(scene.pieces[3].sceneBoundingRect())
    assert not seen.contains(scene.pieces[0].sceneBoundingRect())
    scene.focus = 0  # another seat's turn: the view goes there once the table changes
    scene.pieces[0].setBrush(Qt.GlobalColor.red)
    qtbot.waitUntil(lambda: view.mapToScene(view.viewport().rect()).boundingRect().contains(
        scene.pieces[0].sceneBoundingRect()))
    view.set_scale_factor(1.0)
    assert whole_table_shown(view)


def test_a_focus_larger_than_the_view_shows_its_top_left_part_and_several_show_what_fits(table):
    view, scene = table
    big = QRectF(0, 0, 1000, 500)
    scene.focus_rects = lambda: [big]
    view.set_scale_factor(2.0)
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    assert seen.topLeft().x() == pytest.approx(0, abs=1) and seen.topLeft().y() == pytest.approx(0, abs=1)
    first, near, far = QRectF(50, 350, 100, 100), QRectF(250, 250, 100, 100), QRectF(850, 50, 100, 100)
    scene.focus_rects = lambda: [first, near, far]  # the first two fit together, not the third
    view.fit()
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    assert seen.contains(first) and seen.contains(near) and not seen.intersects(far)


class Tint(enum.Enum):
    RED = "red"
    BLUE = "blue"


def test_every_colour_carries_a_symbol_of_its_own():
    look = ColourLook(Tint)
    assert look.face(Tint.RED).name() == "#d2463c" and look.inks[Tint.RED].name() == "#ffffff"

    def disc(colour, rect):
        path = QPainterPath()
        path.addEllipse(rect)
        return path

    with pytest.raises(ValueError, match="same symbol"):
        look.set_symbols(disc)
    with pytest.raises(ValueError, match="no symbol"):
        look.set_symbols(lambda colour, rect: disc(colour, rect) if colour is Tint.RED else QPainterPath())

    def shapes(colour, rect):
        path = QPainterPath()
        (path.addEllipse if colour is Tint.RED else path.addRect)(rect)
        return path

    look.set_symbols(shapes)
    assert look.symbol(Tint.BLUE, QRectF(0, 0, 10, 10)).boundingRect() == QRectF(0, 0, 10, 10)


@pytest.mark.parametrize("theme_module", ["copenhagen_gui.games.copenhagen.scene.theme",
                                          "copenhagen_gui.games.copenhagen_rw.scene.glyphs",
                                          "copenhagen_gui.games.lost_cities_rw.scene.glyphs"])
def test_each_games_colours_have_their_symbols(theme_module):
    import importlib

    module = importlib.import_module(theme_module)
    look = getattr(module, "LOOK", None) or module.theme.LOOK
    rect = QRectF(0, 0, 20, 20)
    assert all(not look.symbol(colour, rect).isEmpty() for colour in look.colours)
    assert all(look.inks[colour].isValid() and look.faces[colour].isValid() for colour in look.colours)


def test_pens_and_fonts_are_made_once_per_kind():
    assert pen(QColor("#123456"), 2.0) is pen(QColor("#123456"), 2.0)
    assert pen(QColor("#123456"), 2.0).capStyle() == Qt.PenCapStyle.RoundCap
    assert font(12, bold=True) is font(12, bold=True)
    assert font(12).pixelSize() == 12 and not font(12).bold()


def test_a_rulebooks_pictures_are_registered_once_and_drawn_twice_their_size():
    pictures = Illustrations()
    drawn = []

    @pictures.picture("square", 40, 30)
    def _square(painter):
        drawn.append(painter.device().size())
        painter.fillRect(QRectF(0, 0, 40, 30), Qt.GlobalColor.blue)

    assert pictures.names() == ("square",)
    assert pictures.size("square").width() == 40 and pictures.size("square").height() == 30
    image = pictures.render("square")
    assert (image.width(), image.height()) == (80, 60) and image.devicePixelRatio() == 2.0
    assert image.pixelColor(79, 59).blue() == 255 and drawn


def test_the_strips_texts_grow_and_its_rows_take_the_height_they_need(qtbot):
    strip = TurnStrip("test-strip")
    qtbot.addWidget(strip)
    row = QWidget()
    row.setLayout(QHBoxLayout())
    buttons = [QToolButton(text=f"Button {i}") for i in range(3)]
    for button in buttons:
        row.layout().addWidget(button)
    strip.set_buttons(row, buttons)
    strip.prompt.setText("Ann, choose a shape")
    strip.message.setText("Ann rolls: red, blue")
    strip.resize(800, strip.sizeHint().height())
    strip.show()
    qtbot.waitExposed(strip)
    prompt, message, button = (strip.prompt.fontInfo().pointSizeF(), strip.message.fontInfo().pointSizeF(),
                               buttons[0].fontInfo().pointSizeF())
    prompt_height = strip.prompt.height()
    strip.set_text_scale(1.5)
    assert strip.prompt.fontInfo().pointSizeF() == pytest.approx(prompt * 1.5, rel=0.1)
    assert strip.message.fontInfo().pointSizeF() == pytest.approx(message * 1.5, rel=0.1)
    assert buttons[0].fontInfo().pointSizeF() == pytest.approx(button * 1.5, rel=0.1)
    strip.resize(800, strip.sizeHint().height())
    StripWatch(strip, strip.prompt)  # every line and button whole, no empty band
    assert strip.prompt.height() > prompt_height
    strip.set_text_scale(1.0)
    assert strip.prompt.fontInfo().pointSizeF() == pytest.approx(prompt)
    assert strip.message.fontInfo().pointSizeF() == pytest.approx(message)
    assert not strip.message.testAttribute(Qt.WidgetAttribute.WA_SetFont)  # inherits again
    assert strip.prompt.height() == prompt_height
