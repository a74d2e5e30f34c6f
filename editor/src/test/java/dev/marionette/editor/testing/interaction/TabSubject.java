package dev.marionette.editor.testing.interaction;

import dev.marionette.editor.agent.AgentKind;
import dev.marionette.editor.gk3.Gk3Kind;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.motion.acclaim.AcclaimKind;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.editor.sims.SimsKind;
import dev.marionette.io.testing.Samples;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The tab kinds the sessions drive, each with the documents it opens: two of the project's own fixtures, or a real
 * sample (skipped, with the reason shown, when absent) beside one fixture.
 */
public enum TabSubject {

    RAGNAROK("Ragnarok", () -> new RoKind(CompanionChooser.NEVER, RoFixtures.settings())) {
        @Override
        Path fixture(Path dir, int n) throws IOException {
            return TabFixtures.ragnarok(dir, "demo" + n);
        }

        @Override
        Path sample(Path dir) throws IOException {
            copy("ro/body_novice_m.spr", dir);
            return copy("ro/body_novice_m.act", dir);
        }
    },
    AGENT_ACS("Agent ACS", AgentKind::new) {
        @Override
        Path fixture(Path dir, int n) throws IOException {
            return TabFixtures.agentAcs(dir, "wave" + n);
        }

        @Override
        Path sample(Path dir) throws IOException {
            return copy("acs/Genie.acs", dir);
        }
    },
    AGENT_ACD("Agent ACD", AgentKind::new) {
        @Override
        Path fixture(Path dir, int n) throws IOException {
            return TabFixtures.agentAcd(dir, "wave" + n);
        }

        @Override
        Path sample(Path dir) throws IOException {
            return copy("acd/Genie.acd", Files.createDirectories(dir.resolve("Genie")));
        }
    },
    MOTION("motion (Acclaim)", () -> new AcclaimKind(CompanionChooser.NEVER)) {
        @Override
        Path fixture(Path dir, int n) throws IOException {
            return TabFixtures.acclaim(dir, "walk" + n);
        }

        @Override
        Path sample(Path dir) throws IOException {
            copy("asf/cmu02_walk/02.asf", dir);
            return copy("asf/cmu02_walk/02_01.amc", dir);
        }
    },
    SIMS("Sims", () -> new SimsKind(CompanionChooser.NEVER)) {
        @Override
        Path fixture(Path dir, int n) throws IOException {
            return TabFixtures.sims(dir, "sway" + n);
        }

        @Override
        Path sample(Path dir) throws IOException {
            copy("sims/ts1_bcf/xskill-a2a-apologizer.cfp", dir);
            copy("sims/ts1_cmx/adult-skeleton.cmx", dir);
            return copy("sims/ts1_bcf/a2a-apologizer.cmx.bcf", dir);
        }
    },
    GK3("GK3", Gk3Kind::new) {
        @Override
        Path fixture(Path dir, int n) throws IOException {
            return TabFixtures.gk3(dir, "box" + n);
        }

        @Override
        Path sample(Path dir) throws IOException {
            return copy("gk3/SYNTH_TEST.ACT", dir);
        }
    };

    /** Where a session's documents come from. */
    public enum Source {
        /** Two of the project's own documents: always available. */
        FIXTURES,
        /** A real sample and one fixture; skipped when the samples are absent. */
        SAMPLE
    }

    private final String title;
    private final Supplier<DocumentKind> kind;

    TabSubject(String title, Supplier<DocumentKind> kind) {
        this.title = title;
        this.kind = kind;
    }

    /** Writes fixture number {@code n} into {@code dir}; returns the file to open. */
    abstract Path fixture(Path dir, int n) throws IOException;

    /** Copies the sample into {@code dir} (skipping the test when absent); returns the file to open. */
    abstract Path sample(Path dir) throws IOException;

    /** A new instance of this tab's kind (kinds keep state per document, so each window gets its own). */
    public DocumentKind newKind() {
        return kind.get();
    }

    /** The files a session opens, each in a folder of its own below {@code dir}. */
    public List<Path> files(Source source, Path dir) throws IOException {
        List<Path> files = new ArrayList<>();
        if (source == Source.SAMPLE) {
            files.add(sample(Files.createDirectories(dir.resolve("sample"))));
        } else {
            files.add(fixture(Files.createDirectories(dir.resolve("fixture0")), 0));
        }
        files.add(fixture(Files.createDirectories(dir.resolve("fixture1")), 1));
        return files;
    }

    /** Every kind, as the editor installs them: a tab of one kind never runs alone. */
    public static DocumentKind[] allKinds() {
        TabSubject[] subjects = {RAGNAROK, AGENT_ACS, MOTION, SIMS, GK3};
        DocumentKind[] kinds = new DocumentKind[subjects.length];
        for (int i = 0; i < subjects.length; i++) {
            kinds[i] = subjects[i].newKind();
        }
        return kinds;
    }

    private static Path copy(String sample, Path dir) throws IOException {
        Path from = Samples.file(sample);
        return Files.copy(from, dir.resolve(from.getFileName().toString()));
    }

    @Override
    public String toString() {
        return title;
    }
}
