"""Draw the README's pictures from the real Voilà apps in headless Chromium: one screenshot per game at 1280×800
(docs/images/*_table.png, as a player first sees the app after a few moves) and an animated WebP of a Letter turn
(docs/images/letter_turn.webp: your play, the automaton's answer, the cards sliding).

    .venv/bin/python tools/readme_images.py            # needs `make setup` (the bundle, Chromium)

Deals are fixed (CTHULHU_TEST_SEED), so the pictures change only when the tables do.
"""
from __future__ import annotations

import io
import sys
import time
from pathlib import Path

from PIL import Image
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from browser_support import CHROMIUM, CHROMIUM_ARGS, VENV_BIN, free_port, server  # noqa: E402

IMAGES = ROOT / "docs" / "images"
SEED = "11"
# app notebook, picture, clicks played before the picture
APPS = [("play_letter.ipynb", "letter_table.png", 2), ("play_chaos.ipynb", "chaos_board.png", 6),
        ("play_mythos.ipynb", "mythos_table.png", 8)]
SCENE = "[...document.querySelectorAll('canvas.cw-canvas')].at(-1)?.__cthulhu?.scene"


def legal_item(page, prefer: str = "card") -> dict | None:
    """Return a card with moves (or, preferring "move", a move) the viewer may click, with its place on the page."""
    return page.evaluate(f"""(prefer) => {{
        const c = [...document.querySelectorAll('canvas.cw-canvas')].at(-1);
        const s = c.__cthulhu.scene, box = c.getBoundingClientRect(), k = box.width / s.width;
        // a card in hand (Letter: its index; Mythos: its instance), never a pile that opens a list
        const card = s.items.find(i => /^select:\\d+$/.test(i.id ?? '') && (i.highlight || i.glow));
        const move = s.items.find(i => i.id?.startsWith('act:'));
        const item = prefer === 'card' ? card || move : move || card;
        if (!item || s.items.some(i => i.type === 'banner')) return null;
        return {{id: item.id, x: box.left + (item.x + item.w / 2) * k, y: box.top + (item.y + item.h / 2) * k,
                 step: Number(c.dataset.step)}};
    }}""", prefer)


def play(page, clicks: int) -> None:
    """Click `clicks` moves as a player would, letting the bots answer between them."""
    for _ in range(clicks):
        page.wait_for_function(f"{SCENE}?.items.some(i => /^(act|select):/.test(i.id) || i.type === 'banner')",
                               timeout=60_000)
        item = legal_item(page)
        if item is None:
            return
        page.mouse.click(item["x"], item["y"])
        if item["id"].startswith("select:"):
            page.wait_for_function(f"{SCENE}.items.some(i => i.id?.startsWith('act:'))", timeout=20_000)
            item = legal_item(page, "move")
            page.mouse.click(item["x"], item["y"])
        page.wait_for_function(f"Number([...document.querySelectorAll('canvas.cw-canvas')].at(-1).dataset.step)"
                               f" > {item['step']}", timeout=60_000)
        page.wait_for_timeout(400)


def open_app(page, port: int, notebook: str) -> None:
    """Open an app and wait for its first drawn table."""
    page.goto(f"http://127.0.0.1:{port}/voila/render/{notebook}", timeout=180_000)
    page.wait_for_function(SCENE, timeout=180_000)
    page.wait_for_timeout(500)


def record_turn(page, seconds: float = 4.5) -> list[tuple[Image.Image, int]]:
    """Return frames (image, milliseconds shown) of the table while a card is chosen, played and answered: the
    choice at 0.8 s, its move at 1.8 s, then the automaton's turn at the app's pace."""
    root = page.locator(".cw-root").last
    plan = [(0.8, "card"), (1.8, "move")]
    frames, begin = [], time.perf_counter()
    last = begin
    while last - begin < seconds:
        if plan and last - begin >= plan[0][0]:
            item = legal_item(page, plan.pop(0)[1])
            if item:
                page.mouse.click(item["x"], item["y"])
        shot = Image.open(io.BytesIO(root.screenshot(scale="css"))).convert("RGB")
        now = time.perf_counter()
        small = shot.resize((shot.width * 2 // 3, shot.height * 2 // 3), Image.LANCZOS)
        frames.append((small, int((now - last) * 1000)))
        last = now
    return frames


def main() -> None:
    port = free_port()
    cmd = [str(VENV_BIN / "voila"), str(ROOT / "notebooks"), "--no-browser", "--Voila.ip=127.0.0.1", f"--port={port}"]
    with server(cmd, f"http://127.0.0.1:{port}/voila/static/", "voila_readme_images.log",
                env={"CTHULHU_TEST_SEED": SEED}), sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        for notebook, picture, clicks in APPS:
            open_app(page, port, notebook)
            play(page, clicks)
            page.screenshot(path=str(IMAGES / picture))
            print("wrote", IMAGES / picture)
        open_app(page, port, "play_letter.ipynb")
        save_webp(record_turn(page), IMAGES / "letter_turn.webp")
        browser.close()


def save_webp(frames: list[tuple[Image.Image, int]], path: Path) -> None:
    """Write the frames as one looping animated WebP (the last frame held 1.5 s)."""
    # the widget's height may change during a turn (a row of choices): every frame on one canvas
    size = (max(f.width for f, _ in frames), max(f.height for f, _ in frames))
    images = []
    for frame, _ in frames:
        canvas = Image.new("RGB", size, frame.getpixel((0, 0)))
        canvas.paste(frame, (0, 0))
        images.append(canvas)
    images[0].save(path, save_all=True, append_images=images[1:],
                   duration=[max(40, ms) for _, ms in frames[1:]] + [1500], loop=0, quality=70)
    print("wrote", path, f"({len(images)} frames)")


if __name__ == "__main__":
    main()
