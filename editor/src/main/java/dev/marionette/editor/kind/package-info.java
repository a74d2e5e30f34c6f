/**
 * How a format editor plugs into the shell.
 *
 * <p>Implement {@link dev.marionette.editor.kind.DocumentKind} and list it in
 * {@code META-INF/services/dev.marionette.editor.kind.DocumentKind}. The shell then:
 * <ul>
 * <li>offers its {@link dev.marionette.editor.kind.FileType formats} in the Open and Save As choosers, and
 * asks it to {@link dev.marionette.editor.kind.DocumentKind#recognizes recognize} files by content;</li>
 * <li>calls {@link dev.marionette.editor.kind.DocumentKind#open open} on a worker thread and shows the new
 * document in a tab built by {@link dev.marionette.editor.kind.DocumentKind#createView createView};</li>
 * <li>routes Edit &gt; Cut/Copy/Paste/Delete/Select All to the view's
 * {@link dev.marionette.editor.edit.EditTarget}, and Undo/Redo/history to the document;</li>
 * <li>saves through {@link dev.marionette.editor.kind.DocumentKind#prepareSave prepareSave} (snapshot on the
 * event thread, {@link dev.marionette.editor.kind.SaveTask write} on a worker), with the kind's
 * {@link dev.marionette.editor.kind.SaveOptionsPanel} in Save As;</li>
 * <li>lists its {@link dev.marionette.editor.kind.DocumentKind#templates templates} in File &gt; New and shows its
 * {@link dev.marionette.editor.kind.DocumentKind#startupDocument start-up document} when started without files.</li>
 * </ul>
 * Dirty marks, unsaved-changes prompts, recent files, errors and progress are the shell's job.
 */
package dev.marionette.editor.kind;
