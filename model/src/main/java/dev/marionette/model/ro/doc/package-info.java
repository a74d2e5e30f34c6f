/**
 * The Ragnarok sprite document ({@link dev.marionette.model.ro.doc.SpriteDocument}: an ACT and its SPR with
 * one undo history and dirty flag) and the commands its views call ({@link dev.marionette.model.ro.doc.SpriteEditor}),
 * including copy and paste between documents.
 */
package dev.marionette.model.ro.doc;
