package dev.marionette.io.acs.edit;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Random edit scripts: bursts of steps. Most bursts are one step; the others repeat a step with other values
 * (typing a name, nudging the same images, spinning a duration), which the document merges into one undo step.
 */
final class EditScripts {

    private EditScripts() {
    }

    static Arbitrary<EditStep> steps() {
        Arbitrary<Integer> number = Arbitraries.integers().between(0, 9999);
        return Combinators.combine(Arbitraries.of(EditStep.Kind.class), number, number, number, number)
                .as(EditStep::new);
    }

    /** Scripts of 1..{@code maxBursts} bursts. */
    static Arbitrary<List<EditStep>> scripts(int maxBursts) {
        Arbitrary<Integer> repeats = Arbitraries.frequency(Tuple.of(6, 1), Tuple.of(2, 2), Tuple.of(1, 3),
                Tuple.of(1, 4));
        Arbitrary<List<EditStep>> bursts = Combinators.combine(steps(), repeats).as((step, n) -> {
            List<EditStep> burst = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                burst.add(step.withD(step.d() + 7919 * i));
            }
            return burst;
        });
        return bursts.list().ofMinSize(1).ofMaxSize(maxBursts).map(list -> {
            List<EditStep> flat = new ArrayList<>();
            list.forEach(flat::addAll);
            return flat;
        });
    }
}
