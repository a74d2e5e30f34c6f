/**
 * The command line and the jar's entry point ({@link dev.marionette.cli.Main}). Headless: a command loads no Swing
 * and no editor class; the editor is started only through {@link dev.marionette.cli.EditorStarter}.
 */
package dev.marionette.cli;
