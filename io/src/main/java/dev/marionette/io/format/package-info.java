/**
 * The format plug-in interface and its registry: {@link dev.marionette.io.format.FormatPlugin} (one per family,
 * found by {@link java.util.ServiceLoader}), {@link dev.marionette.io.format.FileHead} and
 * {@link dev.marionette.io.format.Sniffer} (recognising a file once, on one shared head),
 * {@link dev.marionette.io.format.Detection}, and {@link dev.marionette.io.format.FormatRegistry} with its views
 * {@link dev.marionette.io.format.FormatHandlers} and {@link dev.marionette.io.format.Conversions}. It imports no
 * family package: the families import it and are found at run time.
 */
package dev.marionette.io.format;
