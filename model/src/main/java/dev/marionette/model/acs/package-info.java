/**
 * Microsoft Agent characters (ACS, and ACF + ACA once converted) as plain, mutable Java values.
 *
 * <p>{@link dev.marionette.model.acs.AgentCharacter} is the root. Frames refer to images and sounds by their
 * index in the character's lists, as the file format does. Images decode their pixels lazily from the bytes
 * a file stored ({@link dev.marionette.model.acs.StoredImage}); an image whose pixels are set is "new" and is
 * compressed when saved. Fields the format keeps but nobody understands (checksums, the last two mouth
 * words, flags observed as 0) are kept verbatim so an unmodified character writes back byte for byte.
 *
 * <p>Equality: every class has value {@code equals}/{@code hashCode} over all of its content (for tests and
 * comparisons), with two deliberate exceptions documented on {@link dev.marionette.model.acs.AgentImage}: the
 * stored (compressed) bytes and the stored region of an image are encodings of its pixels and are not
 * compared. No Swing, no AWT and no file I/O live here.
 */
package dev.marionette.model.acs;
