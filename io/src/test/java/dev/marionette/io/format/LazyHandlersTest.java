package dev.marionette.io.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.convert.Conversion;
import dev.marionette.io.notes.NotesPlugin;
import dev.marionette.io.ragnarok.RagnarokFormats;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A registry asks a plug-in for a format's handler, and for its conversions, only when they are first needed, and
 * once: a command reading one format does not make (load and initialise) the handlers and conversions of every
 * other family, as it did when the formats became plug-ins (the export of a motion had become 10 % slower).
 */
class LazyHandlersTest {

    /** The test notes plug-in, counting what it is asked. */
    static final class CountingPlugin implements FormatPlugin {
        private final NotesPlugin notes = new NotesPlugin();
        final AtomicInteger handlers = new AtomicInteger();
        final AtomicInteger conversions = new AtomicInteger();

        @Override
        public String family() {
            return notes.family();
        }

        @Override
        public String formatsInWords() {
            return notes.formatsInWords();
        }

        @Override
        public List<FileFormat> formats() {
            return notes.formats();
        }

        @Override
        public List<Sniffer> sniffers() {
            return notes.sniffers();
        }

        @Override
        public Optional<FormatHandler> handler(FileFormat format) {
            handlers.incrementAndGet();
            return notes.handler(format);
        }

        @Override
        public List<Conversion> conversions() {
            conversions.incrementAndGet();
            return notes.conversions();
        }
    }

    @Test
    void handlersAndConversionsAreMadeWhenFirstAskedForAndOnce() throws Exception {
        CountingPlugin notes = new CountingPlugin();
        FormatRegistry registry = FormatRegistry.of(List.of(notes));
        registry.detect("NOTE\u0002a\nb\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII), "x");
        assertThat(notes.handlers).as("building the registry and detecting a file make no handler").hasValue(0);
        assertThat(notes.conversions).hasValue(0);

        FormatHandler handler = registry.handler(NotesPlugin.NOTES).orElseThrow();
        assertThat(registry.handler(NotesPlugin.NOTES)).containsSame(handler);
        assertThat(FormatHandlers.standard().find(RagnarokFormats.ACT)).isPresent();
        assertThat(registry.handlers().find(NotesPlugin.NOTES)).containsSame(handler);
        assertThat(notes.handlers).hasValue(1);
        assertThat(registry.handler(RagnarokFormats.ACT)).as("a format of no plug-in of this registry").isEmpty();

        registry.conversions();
        registry.conversions();
        assertThat(notes.conversions).hasValue(1);
    }
}
