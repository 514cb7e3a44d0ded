package org.nimexplorer.engine;

import java.util.function.Function;

/** The outcome of reading or checking learner input: a value, or one precise problem. */
public sealed interface Result<T> {

    record Ok<T>(T value) implements Result<T> {}

    /** A message that says what was wrong and what would be accepted. */
    record Problem<T>(String message) implements Result<T> {}

    static <T> Result<T> ok(T value) {
        return new Ok<>(value);
    }

    static <T> Result<T> problem(String message) {
        return new Problem<>(message);
    }

    default boolean isOk() {
        return this instanceof Ok;
    }

    /** The value; calling this on a problem is a programming error. */
    default T orThrow() {
        if (this instanceof Ok<T> ok) {
            return ok.value();
        }
        throw new IllegalStateException(((Problem<T>) this).message());
    }

    default String problemOrNull() {
        return this instanceof Problem<T> p ? p.message() : null;
    }

    default <U> Result<U> map(Function<T, U> f) {
        if (this instanceof Ok<T> ok) {
            return ok(f.apply(ok.value()));
        }
        return problem(((Problem<T>) this).message());
    }

    default <U> Result<U> flatMap(Function<T, Result<U>> f) {
        if (this instanceof Ok<T> ok) {
            return f.apply(ok.value());
        }
        return problem(((Problem<T>) this).message());
    }

    /** The same result, with a problem's message rewritten (to say where the problem was). */
    default Result<T> mapProblem(Function<String, String> f) {
        return this instanceof Problem<T> p ? problem(f.apply(p.message())) : this;
    }
}
