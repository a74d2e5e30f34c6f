// Where the character is drawn: an element holding a canvas of the character's frame size, placed on the page,
// that draws a frame as Agent composites it: the frame's images from the last listed to the first (the first is
// the topmost), each at its offset, the transparent colour left out (the atlas holds it as transparent pixels);
// while speaking the mouth overlay on top, or in place of the topmost image when it says so.

/** The class of the character's element. */
export const AGENT_CLASS = "agent";

export class Stage {
  /**
   * @param character the character data (`width`, `height`, `images`: per image `[sheet, x, y, w, h, dx, dy]`,
   *                  its visible box in a sheet of the atlas and where that box lies in the image)
   * @param sheets    the atlas pictures loaded so far, by sheet (anything `drawImage` takes); `addSheet` adds the
   *                  others as they come
   * @param options   `document`, `container` (an element to place the character in; default: the window),
   *                  `scale` (whole-number enlargement), `x`, `y` (where its top-left corner starts),
   *                  `draggable` (default true: the user can drag the character)
   */
  constructor(character, sheets, options = {}) {
    const doc = options.document || document;
    this.doc = doc;
    this.character = character;
    this.sheets = [...sheets];
    this.scale = Math.max(1, Math.round(options.scale || character.scale || 1));
    this.container = options.container || null;
    this.positioning = this.container ? "absolute" : "fixed";
    const el = doc.createElement("div");
    el.className = AGENT_CLASS;
    const width = character.width * this.scale;
    const height = character.height * this.scale;
    Object.assign(el.style, {
      position: this.positioning, width: `${width}px`, height: `${height}px`, display: "none",
      zIndex: "2147483000", touchAction: "none", userSelect: "none", webkitUserSelect: "none",
    });
    el.setAttribute("aria-label", character.name || "character");
    el.setAttribute("role", "img");
    const canvas = doc.createElement("canvas");
    canvas.width = character.width;
    canvas.height = character.height;
    Object.assign(canvas.style, { width: `${width}px`, height: `${height}px`, imageRendering: "pixelated",
      display: "block" });
    el.appendChild(canvas);
    (this.container || doc.body).appendChild(el);
    this.element = el;
    this.canvas = canvas;
    this.context = canvas.getContext("2d");
    this.context.imageSmoothingEnabled = false;
    const view = this.bounds();
    this.x = Number.isFinite(options.x) ? options.x : Math.max(0, view.width - width - 32);
    this.y = Number.isFinite(options.y) ? options.y : Math.max(0, view.height - height - 32);
    this.place();
    if (options.draggable !== false) this.enableDragging();
    this.onMove = null;
  }

  /** The size of the area the character moves in. */
  bounds() {
    if (this.container) return { width: this.container.clientWidth, height: this.container.clientHeight };
    const view = this.doc.defaultView;
    return { width: view ? view.innerWidth : 800, height: view ? view.innerHeight : 600 };
  }

  /** The character's box: `{x, y, width, height}`. */
  box() {
    return { x: this.x, y: this.y, width: this.character.width * this.scale, height: this.character.height * this.scale };
  }

  get visible() {
    return this.element.style.display !== "none";
  }

  setVisible(visible) {
    this.element.style.display = visible ? "block" : "none";
  }

  setPosition(x, y) {
    this.x = x;
    this.y = y;
    this.place();
  }

  place() {
    this.element.style.left = `${Math.round(this.x)}px`;
    this.element.style.top = `${Math.round(this.y)}px`;
    if (this.onMove) this.onMove();
  }

  /** Draws `frame`, with the mouth overlay `mouth` (`[type, replacesTop, image, x, y]`) or none. */
  draw(frame, mouth) {
    const g = this.context;
    g.clearRect(0, 0, this.canvas.width, this.canvas.height);
    const images = frame.i || [];
    const replaceTop = !!(mouth && mouth[1]);
    for (let k = images.length - 1; k >= 0; k--) {
      if (k === 0 && replaceTop) continue;
      const [image, x, y] = images[k];
      this.blit(image, x, y);
    }
    if (mouth) this.blit(mouth[2], mouth[3], mouth[4]);
  }

  /** Clears the picture. */
  clear() {
    this.context.clearRect(0, 0, this.canvas.width, this.canvas.height);
  }

  /** Adds sheet `index` of the atlas once it is loaded. */
  addSheet(index, image) {
    this.sheets[index] = image;
  }

  blit(image, x, y) {
    const rect = this.character.images[image];
    if (!rect) return;
    const [sheet, ax, ay, w, h, dx, dy] = rect;
    const picture = this.sheets[sheet];
    if (!picture || w === 0 || h === 0) return;
    this.context.drawImage(picture, ax, ay, w, h, x + dx, y + dy, w, h);
  }

  /** Lets the user drag the character around with the mouse, a pen or a finger. */
  enableDragging() {
    let from = null;
    const el = this.element;
    el.addEventListener("pointerdown", (e) => {
      if (e.button !== 0) return;
      from = { px: e.clientX, py: e.clientY, x: this.x, y: this.y };
      el.setPointerCapture(e.pointerId);
      e.preventDefault();
    });
    el.addEventListener("pointermove", (e) => {
      if (!from) return;
      this.setPosition(from.x + e.clientX - from.px, from.y + e.clientY - from.py);
    });
    const end = () => {
      from = null;
    };
    el.addEventListener("pointerup", end);
    el.addEventListener("pointercancel", end);
  }
}
