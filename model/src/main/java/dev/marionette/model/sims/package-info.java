/**
 * The Sims skills as their files hold them: the character data of a CMX text file or its BCF binary twin
 * ({@link dev.marionette.model.sims.SimsCharacterData}: skeletons, suits, skills with one motion per bone,
 * property lists and time-property lists, i.e. events), the decoded keyframes of a CFP file
 * ({@link dev.marionette.model.sims.SkillKeyframes}) and The Sims Online {@code .anim}, which packs one skill
 * with its keyframes ({@link dev.marionette.model.sims.TsoAnimation}).
 *
 * <p>Values are kept as the files say them (flags as integers, floats as read, indices as stored, -1 included),
 * so an unmodified file writes back the same bytes. The data is left-handed (DirectX); the conversion to a
 * right-handed figure belongs to whoever poses the skeleton.
 */
package dev.marionette.model.sims;
