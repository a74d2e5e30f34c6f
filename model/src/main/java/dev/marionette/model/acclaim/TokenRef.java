package dev.marionette.model.acclaim;

/**
 * Where a token stands in a {@link TextLines}: 0-based line and 0-based token index within the line (comments
 * excluded), so an edit can replace exactly that token.
 *
 * @param line  0-based line
 * @param token 0-based token index within the line
 */
public record TokenRef(int line, int token) {
}
