/**
 * How actions are laid out in Ragnarok ACT files: action = animation &times; 8 + direction, the
 * {@link dev.marionette.model.ro.layout.Direction directions} and the animation names of
 * {@link dev.marionette.model.ro.layout.PlayerAnimation player} and
 * {@link dev.marionette.model.ro.layout.MonsterAnimation monster} sprites.
 */
package dev.marionette.model.ro.layout;
