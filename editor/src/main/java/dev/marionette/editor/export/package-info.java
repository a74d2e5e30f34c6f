/** File &gt; Export...: the {@link dev.marionette.editor.export.ExportDialog} and its action. */
package dev.marionette.editor.export;
