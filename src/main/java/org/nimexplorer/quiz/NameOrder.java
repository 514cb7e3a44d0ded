package org.nimexplorer.quiz;

import java.util.Comparator;

/**
 * The order a class list is read in: letters without regard to case, and a run of digits by its
 * value, so "Student 2" comes before "Student 10" and "Group 9b" before "group 10a".
 */
final class NameOrder implements Comparator<String> {

    static final NameOrder INSTANCE = new NameOrder();

    private NameOrder() {
    }

    @Override
    public int compare(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int byRun;
            if (isDigit(a, i) && isDigit(b, j)) {
                int endA = digitsEnd(a, i);
                int endB = digitsEnd(b, j);
                byRun = compareNumbers(a.substring(i, endA), b.substring(j, endB));
                i = endA;
                j = endB;
            } else {
                byRun = Character.compare(Character.toLowerCase(a.charAt(i)), Character.toLowerCase(b.charAt(j)));
                i++;
                j++;
            }
            if (byRun != 0) {
                return byRun;
            }
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    private static boolean isDigit(String s, int at) {
        return s.charAt(at) >= '0' && s.charAt(at) <= '9';
    }

    private static int digitsEnd(String s, int from) {
        int end = from;
        while (end < s.length() && isDigit(s, end)) {
            end++;
        }
        return end;
    }

    /** Compares digit runs of any length by value, without parsing: "007" equals "7". */
    private static int compareNumbers(String x, String y) {
        String a = stripLeadingZeros(x);
        String b = stripLeadingZeros(y);
        return a.length() != b.length() ? Integer.compare(a.length(), b.length()) : a.compareTo(b);
    }

    private static String stripLeadingZeros(String digits) {
        int k = 0;
        while (k < digits.length() - 1 && digits.charAt(k) == '0') {
            k++;
        }
        return digits.substring(k);
    }
}
