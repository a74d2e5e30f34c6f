package dev.marionette.editor.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The preloader's list names classes that exist: a renamed or moved class would silently lose its head start. */
class ClassPreloaderTest {

    @Test
    void everyPreloadedClassExists() {
        List<String> missing = new ArrayList<>();
        for (String name : ClassPreloader.CLASSES) {
            try {
                Class.forName(name, false, ClassPreloader.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                missing.add(name);
            }
        }
        assertThat(missing).isEmpty();
    }
}
