package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Constructor;
import java.lang.reflect.Proxy;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Every quiz event reaches its own method of {@link QuizEvent.Visitor}, the one named after it: a renderer
 * that draws one event in place of another would show the learner the wrong line.
 */
class QuizEventVisitorTest {

    @Test
    void eachEventCallsTheVisitorMethodNamedAfterIt() throws Exception {
        QuizEvent.Visitor<String> names = visitorAnsweringItsMethodName();
        Class<?>[] kinds = QuizEvent.class.getPermittedSubclasses();
        assertThat(kinds).hasSize(QuizEvent.Visitor.class.getDeclaredMethods().length);
        for (Class<?> kind : kinds) {
            String name = kind.getSimpleName();
            assertThat(instance(kind).accept(names)).as(name)
                    .isEqualTo(Character.toLowerCase(name.charAt(0)) + name.substring(1));
        }
    }

    @SuppressWarnings("unchecked")
    private static QuizEvent.Visitor<String> visitorAnsweringItsMethodName() {
        return (QuizEvent.Visitor<String>) Proxy.newProxyInstance(QuizEvent.class.getClassLoader(),
                new Class<?>[] {QuizEvent.Visitor.class}, (proxy, method, args) -> method.getName());
    }

    /** The event with empty parts: which event it is is all that dispatch reads. */
    private static QuizEvent instance(Class<?> kind) throws Exception {
        RecordComponent[] parts = kind.getRecordComponents();
        Class<?>[] types = new Class<?>[parts.length];
        Object[] values = new Object[parts.length];
        for (int i = 0; i < parts.length; i++) {
            types[i] = parts[i].getType();
            values[i] = empty(types[i]);
        }
        Constructor<?> canonical = kind.getDeclaredConstructor(types);
        return (QuizEvent) canonical.newInstance(values);
    }

    private static Object empty(Class<?> type) {
        if (type == int.class) {
            return 0;
        }
        if (type == long.class) {
            return 0L;
        }
        if (type == boolean.class) {
            return false;
        }
        if (type == List.class) {
            return List.of();
        }
        if (type == Optional.class) {
            return Optional.empty();
        }
        return null;
    }
}
