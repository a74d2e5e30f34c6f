/**
 * Reading and writing The Sims skills: TS1 character files in CMX text ({@link dev.marionette.io.sims.CmxReader},
 * {@link dev.marionette.io.sims.CmxWriter}) and BCF binary ({@link dev.marionette.io.sims.BcfReader},
 * {@link dev.marionette.io.sims.BcfWriter}), CFP keyframe streams ({@link dev.marionette.io.sims.CfpStream},
 * {@link dev.marionette.io.sims.CfpEncoder}) and The Sims Online {@code .anim}
 * ({@link dev.marionette.io.sims.TsoAnimReader}, {@link dev.marionette.io.sims.TsoAnimWriter}); the files a skill
 * needs beside it ({@link dev.marionette.io.sims.SkillCompanions}, {@link dev.marionette.io.sims.SkillSkeletons});
 * the TS1/TSO mapping ({@link dev.marionette.io.sims.TsoMapping}).
 */
@dev.marionette.io.format.FamilyPackage("sims")
package dev.marionette.io.sims;
