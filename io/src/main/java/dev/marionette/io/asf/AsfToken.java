package dev.marionette.io.asf;

/**
 * A token of an ASF file with where it stands: 0-based line, index among the line's tokens, and byte offset.
 *
 * @param text   the token as written
 * @param line   0-based line
 * @param index  0-based token index within the line (for {@link dev.marionette.model.acclaim.TokenRef})
 * @param offset byte offset in the file
 */
record AsfToken(String text, int line, int index, int offset) {
}
