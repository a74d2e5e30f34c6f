/**
 * The registry of format handlers ({@link dev.marionette.io.format.FormatHandlers}), above the format packages
 * it lists, so that the io base (readers' shared classes) imports no format package.
 */
package dev.marionette.io.format;
