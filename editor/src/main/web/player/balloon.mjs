// The word balloon, laid out as the character file describes it (BALLOONINFO): its font, size and weight, its
// text, background and border colours, how many characters make a line and how many lines it shows. Words wrap
// at that many characters (a longer word is cut); a balloon that does not size to the text shows that many
// lines at a time and moves on a line as speech reaches the next; one that sizes to the text shows them all.
// With auto-pace the words appear as they are said; without it the whole text at once.

import { words } from "./speech.mjs";

/** The class of the balloon element (the page contract). */
export const BALLOON_CLASS = "agent-balloon";

/**
 * `text` broken into lines of at most `charsPerLine` characters: `[{text, first, last}]`, `first`..`last` the
 * indices (in `words(text)`) of the words each line shows, words separated by one space; a word longer than a
 * line is cut over several lines.
 */
export function layoutLines(text, charsPerLine) {
  const width = Math.max(1, charsPerLine | 0);
  const lines = [];
  let current = null;
  words(text).forEach((w, i) => {
    let rest = w.text;
    while (rest.length > 0) {
      if (current && current.text.length + 1 + rest.length <= width) {
        current.text += " " + rest;
        current.last = i;
        rest = "";
      } else if (rest.length <= width) {
        current = { text: rest, first: i, last: i };
        lines.push(current);
        rest = "";
      } else {
        if (current && current.text.length + 2 <= width) {
          // Fill the line before cutting, as a long word would be wrapped by characters anyway.
          const room = width - current.text.length - 1;
          current.text += " " + rest.slice(0, room);
          current.last = i;
          rest = rest.slice(room);
        }
        if (rest.length > 0) {
          const piece = rest.slice(0, width);
          current = { text: piece, first: i, last: i };
          lines.push(current);
          rest = rest.slice(piece.length);
        }
      }
    }
  });
  return lines;
}

const STYLE_ID = "marionette-agent-balloon-style";

const SHEET = `
.${BALLOON_CLASS} { position: fixed; box-sizing: border-box; padding: 6px 9px; border: 1px solid var(--agent-border);
  border-radius: 9px; color: var(--agent-fg); background: var(--agent-bg); z-index: 2147483001; line-height: 1.25;
  pointer-events: none; white-space: pre; text-align: left; margin: 0; }
.${BALLOON_CLASS}[hidden] { display: none; }
.${BALLOON_CLASS} .agent-balloon-line { white-space: pre; min-height: 1.25em; }
.${BALLOON_CLASS}::after { content: ""; position: absolute; left: var(--agent-tail-x, 50%);
  border: 8px solid transparent; margin-left: -8px; }
.${BALLOON_CLASS}.agent-balloon-above::after { top: 100%; border-top-color: var(--agent-border); }
.${BALLOON_CLASS}.agent-balloon-below::after { bottom: 100%; border-bottom-color: var(--agent-border); }
`;

/** CSS `font-family` for a font the character names, with look-alikes after it. */
export function fontFamily(name) {
  const quoted = name ? `"${name.replace(/["\\]/g, "")}", ` : "";
  return `${quoted}"Microsoft Sans Serif", Tahoma, Geneva, "DejaVu Sans", sans-serif`;
}

/** The balloon of one agent. */
export class Balloon {
  /**
   * @param style    the character's balloon (`lines, charsPerLine, foreground, background, border, font, size,
   *                 weight, italic, sizeToText, autoHide, autoPace`)
   * @param doc      the document
   * @param parent   the element it is added to
   * @param position "fixed" (relative to the window) or "absolute" (relative to the agent's container)
   */
  constructor(style, doc, parent, position) {
    this.style = style;
    this.doc = doc;
    if (!doc.getElementById(STYLE_ID)) {
      const sheet = doc.createElement("style");
      sheet.id = STYLE_ID;
      sheet.textContent = SHEET;
      doc.head.appendChild(sheet);
    }
    const el = doc.createElement("div");
    el.className = BALLOON_CLASS;
    el.hidden = true;
    el.setAttribute("role", "status");
    el.setAttribute("aria-live", "polite");
    const s = el.style;
    s.position = position;
    s.setProperty("--agent-fg", style.foreground);
    s.setProperty("--agent-bg", style.background);
    s.setProperty("--agent-border", style.border);
    s.fontFamily = fontFamily(style.font);
    s.fontSize = `${style.size}px`;
    s.fontWeight = String(style.weight || 400);
    s.fontStyle = style.italic ? "italic" : "normal";
    if (!style.sizeToText) {
      s.minWidth = `calc(${style.charsPerLine}ch + 18px)`;
      s.height = `calc(${Math.max(1, style.lines)} * 1.25em + 14px)`;
    }
    parent.appendChild(el);
    this.element = el;
    this.lines = [];
    this.shown = -1;
  }

  /** Shows the balloon for `text`, no word said yet (all of them without auto-pace). */
  open(text) {
    this.lines = layoutLines(text, this.style.charsPerLine);
    this.shown = this.style.autoPace ? -1 : Number.MAX_SAFE_INTEGER;
    this.element.hidden = false;
    this.render();
  }

  /** Word `index` is being said: it and the words before it show. */
  reveal(index) {
    if (index <= this.shown) return;
    this.shown = index;
    this.render();
  }

  /** Every word shows. */
  revealAll() {
    this.reveal(Number.MAX_SAFE_INTEGER);
  }

  close() {
    this.element.hidden = true;
    this.lines = [];
  }

  /** Whether the balloon shows. */
  get isOpen() {
    return !this.element.hidden;
  }

  /** The lines the balloon shows now, as text. */
  visibleLines() {
    return [...this.element.querySelectorAll(".agent-balloon-line")].map((l) => l.textContent);
  }

  render() {
    const { lines } = this;
    const perLine = (line) => {
      if (this.shown >= line.last) return line.text;
      if (this.shown < line.first) return "";
      // Part of the line is said: its words up to the one being said.
      const ws = words(line.text);
      const count = this.shown - line.first + 1;
      return ws.length >= count ? line.text.slice(0, ws[count - 1].end) : line.text;
    };
    let current = lines.findIndex((l) => l.last >= this.shown);
    if (current < 0) current = lines.length - 1;
    const visible = Math.max(1, this.style.lines);
    const first = this.style.sizeToText ? 0 : Math.max(0, Math.min(current - visible + 1, lines.length - visible));
    const last = this.style.sizeToText ? lines.length : Math.min(lines.length, first + visible);
    const el = this.element;
    el.textContent = "";
    for (let i = first; i < last; i++) {
      const div = this.doc.createElement("div");
      div.className = "agent-balloon-line";
      div.textContent = perLine(lines[i]);
      el.appendChild(div);
    }
  }

  /**
   * Places the balloon by the character's box (`{x, y, width, height}`, in the balloon's coordinates): above it,
   * centred, kept inside `bounds` (`{width, height}`); below it when there is no room above.
   */
  place(box, bounds) {
    const el = this.element;
    if (el.hidden) return;
    const w = el.offsetWidth;
    const h = el.offsetHeight;
    let x = box.x + box.width / 2 - w / 2;
    x = Math.max(4, Math.min(x, bounds.width - w - 4));
    const above = box.y - h - 10 >= 0;
    const y = above ? box.y - h - 10 : box.y + box.height + 10;
    el.style.left = `${Math.round(x)}px`;
    el.style.top = `${Math.round(y)}px`;
    el.classList.toggle("agent-balloon-above", above);
    el.classList.toggle("agent-balloon-below", !above);
    const tail = Math.max(12, Math.min(w - 12, box.x + box.width / 2 - x));
    el.style.setProperty("--agent-tail-x", `${Math.round(tail)}px`);
  }
}
