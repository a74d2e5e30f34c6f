/**
 * What the application is, below every layer: its {@link dev.marionette.app.Version}.
 */
package dev.marionette.app;
