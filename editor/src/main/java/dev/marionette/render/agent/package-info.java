/**
 * The headless half of the Agent preview: {@link dev.marionette.render.agent.PreviewEngine} walks an animation
 * through its branches and exits; the editor adds the timer and the sounds.
 */
package dev.marionette.render.agent;
