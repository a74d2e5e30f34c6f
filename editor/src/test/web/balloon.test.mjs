import { test } from "node:test";
import assert from "node:assert/strict";
import { layoutLines, fontFamily } from "../../main/web/player/balloon.mjs";

test("words wrap at the character's characters per line", () => {
  const lines = layoutLines("The quick brown fox jumps over the lazy dog", 10);
  assert.deepEqual(lines.map((l) => l.text), ["The quick", "brown fox", "jumps over", "the lazy", "dog"]);
  assert.deepEqual(lines.map((l) => [l.first, l.last]), [[0, 1], [2, 3], [4, 5], [6, 7], [8, 8]]);
  for (const l of layoutLines("a b c d e f g h i j k l m n o p", 28)) assert.ok(l.text.length <= 28);
});

test("a word longer than a line is cut", () => {
  const lines = layoutLines("tiny Supercalifragilisticexpialidocious", 8);
  for (const l of lines) assert.ok(l.text.length <= 8, l.text);
  assert.equal(lines.map((l) => l.text).join("").replace(/ /g, ""), "tinySupercalifragilisticexpialidocious");
});

test("the file's font comes first, with look-alikes after it", () => {
  assert.match(fontFamily("MS Sans Serif"), /^"MS Sans Serif", "Microsoft Sans Serif"/);
  assert.equal(fontFamily('Evil" ; x').startsWith('"Evil ; x"'), true);
});
