/**
 * How actions are laid out in Ragnarok ACT files: action = animation &times; 8 + direction, the
 * {@link dev.marionette.model.act.layout.Direction directions} and the animation names of
 * {@link dev.marionette.model.act.layout.PlayerAnimation player} and
 * {@link dev.marionette.model.act.layout.MonsterAnimation monster} sprites.
 */
package dev.marionette.model.act.layout;
