package dev.marionette.architecture;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The package cycles among imported classes, as strongly connected components of the package dependency graph
 * (two packages are in one component when each reaches the other), with one class dependency per package edge to
 * name in a message. ArchUnit's own cycle rule lists elementary cycles, which a 30-package tangle has too many
 * of to freeze; components are few, stable and only ever shrink as the tangle is taken apart.
 */
final class PackageCycles {

    /** {@code from -> to -> an example dependency "A -> B"}, for packages under {@code prefix}. */
    private final SortedMap<String, SortedMap<String, String>> edges = new TreeMap<>();

    PackageCycles(JavaClasses classes, String prefix) {
        for (JavaClass c : classes) {
            if (!c.getPackageName().startsWith(prefix)) {
                continue;
            }
            edges.computeIfAbsent(c.getPackageName(), k -> new TreeMap<>());
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                String to = d.getTargetClass().getBaseComponentType().getPackageName();
                if (!to.equals(c.getPackageName()) && to.startsWith(prefix) && classes.contain(d.getTargetClass()
                        .getBaseComponentType().getName())) {
                    edges.get(c.getPackageName()).putIfAbsent(to, d.getOriginClass().getName() + " -> "
                            + d.getTargetClass().getBaseComponentType().getName());
                }
            }
        }
    }

    /** Every component of more than one package, each sorted, in a stable order. */
    List<SortedSet<String>> components() {
        Tarjan t = new Tarjan();
        for (String p : edges.keySet()) {
            if (!t.index.containsKey(p)) {
                t.visit(p);
            }
        }
        t.found.sort((a, b) -> a.first().compareTo(b.first()));
        return t.found;
    }

    /** The package edges inside {@code component}, each with the class dependency that makes it. */
    List<String> edgesWithin(Set<String> component) {
        List<String> lines = new ArrayList<>();
        for (String from : component) {
            edges.getOrDefault(from, new TreeMap<>()).forEach((to, example) -> {
                if (component.contains(to)) {
                    lines.add(from + " -> " + to + " (" + example + ")");
                }
            });
        }
        return lines;
    }

    private final class Tarjan {
        final Map<String, Integer> index = new HashMap<>();
        final Map<String, Integer> low = new HashMap<>();
        final Deque<String> stack = new ArrayDeque<>();
        final Set<String> onStack = new TreeSet<>();
        final List<SortedSet<String>> found = new ArrayList<>();

        void visit(String v) {
            index.put(v, index.size());
            low.put(v, index.get(v));
            stack.push(v);
            onStack.add(v);
            for (String w : edges.getOrDefault(v, new TreeMap<>()).keySet()) {
                if (!index.containsKey(w)) {
                    visit(w);
                    low.put(v, Math.min(low.get(v), low.get(w)));
                } else if (onStack.contains(w)) {
                    low.put(v, Math.min(low.get(v), index.get(w)));
                }
            }
            if (low.get(v).equals(index.get(v))) {
                SortedSet<String> component = new TreeSet<>();
                String w;
                do {
                    w = stack.pop();
                    onStack.remove(w);
                    component.add(w);
                } while (!w.equals(v));
                if (component.size() > 1) {
                    found.add(component);
                }
            }
        }
    }
}
