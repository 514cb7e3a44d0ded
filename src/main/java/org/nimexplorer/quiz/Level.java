package org.nimexplorer.quiz;

/** How big the positions are: the number of heaps and the largest heap. */
public enum Level {
    EASY(2, 3, 7),
    MEDIUM(3, 3, 15),
    HARD(4, 5, 63);

    private final int minHeaps;
    private final int maxHeaps;
    private final int maxHeap;

    Level(int minHeaps, int maxHeaps, int maxHeap) {
        this.minHeaps = minHeaps;
        this.maxHeaps = maxHeaps;
        this.maxHeap = maxHeap;
    }

    public int minHeaps() {
        return minHeaps;
    }

    public int maxHeaps() {
        return maxHeaps;
    }

    public int maxHeap() {
        return maxHeap;
    }

    /** "2 or 3 heaps of 1 to 7". */
    public String describe() {
        return describe("heap");
    }

    /** "2 or 3 rows of 1 to 7", in the game's own word for a heap. */
    public String describe(String heapWord) {
        return (minHeaps == maxHeaps ? Integer.toString(minHeaps) : minHeaps + " or " + maxHeaps) + " " + heapWord
                + "s of 1 to " + maxHeap;
    }
}
