/**
 * WAV sounds: a RIFF/WAVE reader ({@link dev.marionette.io.audio.WavReader}: the {@code fmt}, {@code fact} and
 * {@code data} chunks, every size checked), decoders of the codecs Microsoft Agent characters and Ragnarok
 * clients use to 16-bit PCM ({@link dev.marionette.io.audio.WavDecoder}: PCM, Microsoft ADPCM, IMA ADPCM), and a
 * writer of plain PCM WAV files ({@link dev.marionette.io.audio.WavWriter}) that every player and browser reads.
 * Bad input is a {@link dev.marionette.io.FormatException} naming the byte offset and the field.
 */
package dev.marionette.io.audio;
