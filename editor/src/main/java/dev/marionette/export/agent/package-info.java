/**
 * Microsoft Agent exports: {@link dev.marionette.export.agent.AgentGifExporter animated GIFs} of animations, drawn
 * as Agent composites its frames, and {@link dev.marionette.export.agent.WebCharacterExporter web characters}:
 * by default for Marionette's own web player ({@code WebPlayerExport}: the character's data in
 * {@code CharacterScript}, its pictures in {@code ImageAtlas}, the player's modules from {@code src/main/web}
 * joined by {@code PlayerBundle}), or for the clippyjs package ({@code ClippyjsExport}).
 */
@dev.marionette.io.format.FamilyPackage("agent")
package dev.marionette.export.agent;
