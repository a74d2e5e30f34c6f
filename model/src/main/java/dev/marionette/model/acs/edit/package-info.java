/**
 * The Microsoft Agent character document and every change a character author can make to it, as undoable
 * edits with precise change events.
 *
 * <p>{@link dev.marionette.model.acs.edit.AgentDocument} holds the character, the file and format it belongs
 * to, its undo history and its dirty state. Views and menus change it through
 * {@link dev.marionette.model.acs.edit.AgentOperations}; each operation performs one edit (or one compound step)
 * whose constructor checked it first: an edit the format or the Character Editor's rules do not allow is
 * rejected with an {@link dev.marionette.model.doc.EditRejectedException} whose message is written for the
 * user, before anything changes. Every edit keeps the character writable as ACS.
 *
 * <p><b>References.</b> The format refers to things by index or by name, and the edits keep those references
 * right:
 * <ul>
 *   <li>Images and sounds are referred to by index (frame images, mouth overlays, frame sounds). Inserting,
 *       deleting or moving an image or sound renumbers every reference so it keeps showing or playing the same
 *       thing. Deleting an image or sound that is still used is <em>rejected</em>, naming a frame that uses it;
 *       the author removes those uses first (or deletes unused items in one step).</li>
 *   <li>Frames are referred to by index inside their animation (branch targets, exit frames). Inserting,
 *       deleting or moving a frame renumbers them; a branch to a deleted frame is <em>dropped</em> and an exit
 *       frame that was the deleted frame becomes "none".</li>
 *   <li>Animations are referred to by name, ignoring case (return animations, state lists). Renaming an
 *       animation makes the references follow (keeping each reference's spelling convention: exact, or upper
 *       case as the compiler writes it). Deleting one clears other animations' return animation to it (a
 *       "return" transition becomes "none") and takes it out of every state; a state left with no animation is
 *       dropped.</li>
 * </ul>
 *
 * <p><b>Undo restores identity.</b> Edits never modify an image in place: replacing pixels puts a new image
 * object in the table, so undo gives back the very object read from the file, with its stored bytes, and a
 * writer copies those bytes again. Undoing every step gives back a character that writes the original bytes.
 *
 * <p><b>Merging.</b> Consecutive changes of one property of one object merge into one undo step: frame size,
 * transparent colour, durations, branch fields, voice and balloon fields, name and description typing,
 * offsets of the same frame images (arrow-key nudges, a multi-image move), offsets of the same mouth overlay.
 *
 * <p><b>Changes.</b> Each edit reports what it changed as {@link dev.marionette.model.doc.Change}s with the
 * Agent parts of {@link dev.marionette.model.doc.Part}; paths are list indexes counting from 0 (an edit's class
 * comment gives the order of its changes and in which numbering their paths are). Step names and messages count
 * frames, images and sounds from 1, as an author sees them.
 */
package dev.marionette.model.acs.edit;
