/**
 * One editor window per user: a second start hands its files to the running editor over a Unix domain socket in a
 * folder only the user may enter ({@link dev.marionette.app.instance.InstanceChannel}), and the running editor
 * opens them as tabs ({@link dev.marionette.app.instance.InstanceServer}). Headless: the command line's entry point
 * sends, the editor receives.
 */
package dev.marionette.app.instance;
