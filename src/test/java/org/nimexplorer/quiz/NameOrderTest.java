package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class NameOrderTest {

    @Test
    void aClassListReadsInTheOrderOfItsNumbersAndLettersWithoutRegardToCase() {
        List<String> names = new ArrayList<>(List.of("Student 10", "student 9", "Student 2", "Ada", "ben",
                "Student 02b", "Student 2a", "Group 100000000000000000000", "Group 99999999999999999999"));
        names.sort(NameOrder.INSTANCE);
        assertThat(names).containsExactly("Ada", "ben", "Group 99999999999999999999",
                "Group 100000000000000000000", "Student 2", "Student 2a", "Student 02b", "student 9", "Student 10");
    }

    @Test
    void aNameComesBeforeTheSameNameWithMoreAfterIt() {
        assertThat(NameOrder.INSTANCE.compare("Ada", "Ada L")).isNegative();
        assertThat(NameOrder.INSTANCE.compare("Ada L", "Ada")).isPositive();
        assertThat(NameOrder.INSTANCE.compare("ADA", "ada")).isZero();
    }
}
