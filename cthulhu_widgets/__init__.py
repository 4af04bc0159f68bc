"""cthulhu_widgets: rules engines for three card games, wrapped as anywidget widgets."""

__version__ = "0.1.0"
