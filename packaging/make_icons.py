"""Render the application icon's PNG sizes, ``.ico`` and ``.icns`` from ``assets/icons/parlett-table.svg``.

Run it after changing the SVG, in an environment with PySide6 and Pillow::

    python packaging/make_icons.py

The PNGs are drawn by QtSvg (the renderer the program itself uses), one per
size, so the small sizes are real renderings and not scaled-down copies.
The Windows ``.ico`` holds 16 to 256 px and the macOS ``.icns`` 16 to 1024 px,
both written by Pillow from those renderings.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parent.parent / "assets" / "icons"
NAME = "parlett-table"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def render(svg: Path, size: int) -> bytes:
    """The SVG drawn by QtSvg into a transparent ``size`` x ``size`` PNG, as bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG file QtSvg can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def main() -> int:
    """Write every PNG size, then the ``.ico`` and ``.icns``; print what was written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PIL import Image
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # QtSvg's text needs fonts
    svg = ICONS / f"{NAME}.svg"
    rendered = {size: render(svg, size) for size in sorted({*PNG_SIZES, *ICO_SIZES, *ICNS_SIZES})}
    for size in PNG_SIZES:
        path = ICONS / f"{NAME}-{size}.png"
        path.write_bytes(rendered[size])
        print(path)
    images = {size: Image.open(io.BytesIO(data)).convert("RGBA") for size, data in rendered.items()}

    ico = ICONS / f"{NAME}.ico"
    largest = images[max(ICO_SIZES)]
    others = [images[size] for size in ICO_SIZES if size != max(ICO_SIZES)]
    largest.save(ico, format="ICO", sizes=[(s, s) for s in ICO_SIZES], append_images=others)
    print(ico)

    icns = ICONS / f"{NAME}.icns"
    largest = images[max(ICNS_SIZES)]
    others = [images[size] for size in ICNS_SIZES if size != max(ICNS_SIZES)]
    largest.save(icns, format="ICNS", append_images=others)
    print(icns)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
