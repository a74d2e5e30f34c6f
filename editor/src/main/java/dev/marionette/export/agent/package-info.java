/**
 * Microsoft Agent exports: {@link dev.marionette.export.agent.AgentGifExporter animated GIFs} of animations and
 * {@link dev.marionette.export.agent.WebCharacterExporter web characters} for the clippyjs package, drawn as Agent
 * composites its frames.
 */
package dev.marionette.export.agent;
