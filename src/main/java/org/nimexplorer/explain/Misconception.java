package org.nimexplorer.explain;

/** Interim: replaced by the full catalogue of misconceptions. */
public enum Misconception {
    ADDED_NOT_XORED;

    public String key() {
        return name().toLowerCase().replace('_', '-');
    }

    public String habit() {
        return "you often add the heaps instead of XOR-ing them";
    }

    public static java.util.Optional<Misconception> fromKey(String key) {
        return java.util.Arrays.stream(values()).filter(m -> m.key().equals(key)).findFirst();
    }

    public java.util.Set<Idea> needs() {
        return java.util.Set.of(Idea.XOR);
    }
}
