package dev.marionette.export.registry;

import dev.marionette.io.sims.SimsFormats;
import dev.marionette.io.ragnarok.RagnarokFormats;
import dev.marionette.io.gk3.Gk3Formats;
import dev.marionette.io.agent.AgentFormats;
import dev.marionette.io.acclaim.AcclaimFormats;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.export.ExportFormat;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.export.Exporter;
import dev.marionette.export.OutputKind;
import dev.marionette.export.SourceLoader;
import dev.marionette.export.agent.AgentSource;
import dev.marionette.export.ro.RagnarokSource;
import dev.marionette.io.FileFormat;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The registry: exporters found by source type and format id or OUT's extension; ambiguity refused. */
class ExportersTest {

    /** An exporter that writes nothing, for the registry's bookkeeping. */
    record Stub<S>(Class<S> sourceType, ExportFormat format) implements Exporter<S> {
        @Override
        public ExportResult export(S source, ExportOptions options, Path out, ExportProgress progress)
                throws IOException {
            return new ExportResult(List.of(), "", List.of());
        }
    }

    @Test
    void findsExportersByFormatIdAndByOutputExtension() {
        Stub<RagnarokSource> gif = new Stub<>(RagnarokSource.class, ExportFormat.file("gif", "GIF", "gif"));
        Stub<RagnarokSource> sheet = new Stub<>(RagnarokSource.class, ExportFormat.file("sheet", "Sheet", "json"));
        Stub<AgentSource> web = new Stub<>(AgentSource.class, ExportFormat.folder("web", "Web"));
        Exporters registry = new Exporters().register(gif).register(sheet).register(web);

        assertThat(registry.exportersFor(RagnarokSource.class)).containsExactly(gif, sheet);
        assertThat(registry.find(RagnarokSource.class, "SHEET")).contains(sheet);
        assertThat(registry.find(RagnarokSource.class, "web")).isEmpty();
        assertThat(registry.forOutput(RagnarokSource.class, Path.of("out/walk.GIF"))).contains(gif);
        assertThat(registry.forOutput(RagnarokSource.class, Path.of("out/walk"))).isEmpty();
        assertThat(registry.forOutput(AgentSource.class, Path.of("Genie"))).isEmpty();
        assertThat(registry.formatsLine(RagnarokSource.class)).isEqualTo("gif (.gif), sheet (.json)");
        assertThat(registry.formatsLine(String.class)).isEqualTo("none");
    }

    @Test
    void twoExportersOfOneSourceMayNotShareAnIdOrAnExtension() {
        Exporters registry = new Exporters()
                .register(new Stub<>(RagnarokSource.class, ExportFormat.file("gif", "GIF", "gif")));
        assertThatThrownBy(() -> registry.register(new Stub<>(RagnarokSource.class,
                ExportFormat.file("gif", "Other", "gif2")))).hasMessageContaining("format gif");
        assertThatThrownBy(() -> registry.register(new Stub<>(RagnarokSource.class,
                ExportFormat.file("anim", "Other", "gif")))).hasMessageContaining(".gif");
        // Another source may use the same id: a GIF of an Agent animation is a "gif" too.
        registry.register(new Stub<>(AgentSource.class, ExportFormat.file("gif", "GIF", "gif")));
        assertThat(registry.all()).hasSize(2);
    }

    @Test
    void theStandardRegistryReadsRagnarokAgentAndSkeletalFiles() {
        Exporters standard = Exporters.standard();
        assertThat(standard.loader(RagnarokFormats.ACT)).get().extracting(SourceLoader::sourceType)
                .isEqualTo(RagnarokSource.class);
        assertThat(standard.loader(RagnarokFormats.SPR)).isPresent();
        assertThat(standard.loader(AgentFormats.ACS)).get().extracting(SourceLoader::sourceType)
                .isEqualTo(AgentSource.class);
        assertThat(standard.loader(AgentFormats.ACF)).isPresent();
        assertThat(standard.loader(AcclaimFormats.AMC)).get().extracting(SourceLoader::sourceType)
                .isEqualTo(dev.marionette.export.motion.MotionSource.class);
        assertThat(standard.loader(AcclaimFormats.ASF)).isPresent();
        assertThat(standard.formatsLine(dev.marionette.export.motion.MotionSource.class)).contains("csv (.csv)",
                "bvh (.bvh)");
        for (FileFormat skeletal : new FileFormat[] {SimsFormats.CMX, SimsFormats.BCF, SimsFormats.ANIM,
                Gk3Formats.ACT}) {
            assertThat(standard.loader(skeletal)).as("%s", skeletal).get().extracting(SourceLoader::sourceType)
                    .isEqualTo(dev.marionette.export.motion.MotionSource.class);
        }
        assertThat(standard.loader(SimsFormats.CFP)).as("keyframes alone have no skeleton").isEmpty();
    }

    @Test
    void formatsDescribeThemselves() {
        assertThat(ExportFormat.file("sheet", "Sprite sheet", "json").summary()).isEqualTo("sheet (.json)");
        assertThat(ExportFormat.folder("web", "Web character").summary()).isEqualTo("web (folder)");
        assertThat(ExportFormat.files("png", "PNG frames").output()).isEqualTo(OutputKind.FILES);
        assertThatThrownBy(() -> ExportFormat.file("GIF", "x", "gif")).hasMessageContaining("lower case");
        assertThatThrownBy(() -> ExportFormat.file("gif", "x", ".gif")).hasMessageContaining("without the dot");
    }
}
