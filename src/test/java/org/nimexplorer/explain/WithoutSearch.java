package org.nimexplorer.explain;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A class loader of the program's own classes in which its searches and formulas do not exist: a
 * proof checker run in it fails to load had it classified a single position by search (the exhaustive
 * solver, the census, the engine's analysis, a sum's search, a table of outcomes or of Grundy values).
 */
final class WithoutSearch extends URLClassLoader {

    private static final Set<String> MISSING = Set.of("org.nimexplorer.engine.ExhaustiveSolver",
            "org.nimexplorer.engine.Engine", "org.nimexplorer.engine.Census", "org.nimexplorer.engine.BoxSearch",
            "org.nimexplorer.engine.Kernel", "org.nimexplorer.engine.GrundySequence", "org.nimexplorer.engine.Formula",
            "org.nimexplorer.engine.Analysis", "org.nimexplorer.engine.SumSearch", "org.nimexplorer.engine.SumEngine",
            "org.nimexplorer.engine.SumAnalysis", "org.nimexplorer.engine.GameTreeSearch",
            "org.nimexplorer.engine.OctalValues", "org.nimexplorer.explain.Conjecture",
            "org.nimexplorer.explain.SumConjecture", "org.nimexplorer.explain.GameConjecture",
            "org.nimexplorer.explain.OutcomeTable", "org.nimexplorer.explain.GameTree");

    /** The classes asked for and refused, in order. */
    final List<String> refused = new ArrayList<>();

    /** Loads the classes of {@code types}' jars or folders itself. */
    WithoutSearch(Class<?>... types) {
        super(urls(types), ClassLoader.getPlatformClassLoader());
    }

    private static URL[] urls(Class<?>... types) {
        URL[] urls = new URL[types.length];
        for (int i = 0; i < types.length; i++) {
            urls[i] = types[i].getProtectionDomain().getCodeSource().getLocation();
        }
        return urls;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        String outer = name.contains("$") ? name.substring(0, name.indexOf('$')) : name;
        if (MISSING.contains(outer)) {
            refused.add(name);
            throw new ClassNotFoundException(name + " is missing in this test");
        }
        return super.loadClass(name, resolve);
    }
}
