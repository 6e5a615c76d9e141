"""Generic widgets: buttons, toggles, steppers, a text field, tooltips, the log panel, a widget group."""
from game.app.widgets.button import Button, Stepper, Toggle
from game.app.widgets.choice_list import Choice, ChoiceList
from game.app.widgets.group import WidgetGroup
from game.app.widgets.log_panel import LogPanel
from game.app.widgets.text_field import TextField
from game.app.widgets.tooltip import draw_tooltip

__all__ = ["Button", "Choice", "ChoiceList", "Toggle", "Stepper", "WidgetGroup", "LogPanel", "TextField", "draw_tooltip"]
