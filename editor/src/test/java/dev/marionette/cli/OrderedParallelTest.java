package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

class OrderedParallelTest {

    @Test
    void outputComesInArgumentOrderWhateverOrderTheJobsFinishIn() {
        System.setProperty(OrderedParallel.THREADS_PROPERTY, "4");
        try {
            List<Integer> items = new ArrayList<>();
            for (int i = 0; i < 24; i++) {
                items.add(i);
            }
            Set<String> threads = ConcurrentHashMap.newKeySet();
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int exit = OrderedParallel.run(items, (i, o, e) -> {
                threads.add(Thread.currentThread().getName());
                Thread.sleep((24 - i) * 3L);   // later items finish first
                if (i == 7) {
                    throw new IllegalStateException("boom");
                }
                o.println("file " + i);
                if (i % 5 == 0) {
                    e.println("problem " + i);
                    return ExitCodes.INVALID;
                }
                return ExitCodes.OK;
            }, (i, e, errors) -> {
                errors.println("failed " + i + ": " + e.getMessage());
                return ExitCodes.FAILURE;
            }, new PrintWriter(out), new PrintWriter(err));
            List<String> expected = new ArrayList<>();
            for (int i = 0; i < 24; i++) {
                if (i != 7) {
                    expected.add("file " + i);
                }
            }
            assertThat(out.toString().lines()).containsExactlyElementsOf(expected);
            assertThat(err.toString().lines()).containsExactly("problem 0", "problem 5", "failed 7: boom", "problem 10",
                    "problem 15", "problem 20");
            assertThat(exit).isEqualTo(ExitCodes.FAILURE);
            assertThat(threads).as("the jobs ran on several threads").hasSizeGreaterThan(1);
        } finally {
            System.clearProperty(OrderedParallel.THREADS_PROPERTY);
        }
    }
}
