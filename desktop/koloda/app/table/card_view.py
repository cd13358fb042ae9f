"""The card view: a QGraphicsView whose scene rectangle is always its viewport (one scene
pixel per pixel), which hands the table's keys to the keyboard play and tells the table when it
was resized; koloda bench --ui can time each of its paints."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QGraphicsView, QSizePolicy

from koloda.app.table.scene import CardScene

__all__ = ["CardView"]


class CardView(QGraphicsView):
    """A view whose scene rectangle is always exactly its viewport: one scene pixel per pixel."""

    def __init__(self, scene: CardScene, on_resize: Any, on_key: Any) -> None:
        super().__init__(scene)
        self._scene = scene
        self._on_resize = on_resize
        self._on_key = on_key
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt's gradient
        self.setMinimumSize(480, 320)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # koloda bench --ui: called after each paint with its end (perf_counter) and the CPU
        # seconds it took this thread
        self.paint_hook: Callable[[float, float], None] | None = None

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._scene.warm_soon()  # a hidden table rendered nothing ahead

    def paintEvent(self, event: QPaintEvent) -> None:
        hook = self.paint_hook
        if hook is None:
            super().paintEvent(event)
            return
        cpu = time.thread_time()
        super().paintEvent(event)
        hook(time.perf_counter(), time.thread_time() - cpu)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier or not self._on_key(event.key()):
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.setSceneRect(0, 0, size.width(), size.height())
        self._on_resize()
