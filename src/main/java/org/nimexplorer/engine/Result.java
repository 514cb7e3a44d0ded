package org.nimexplorer.engine;

import java.util.function.Function;

/** The outcome of reading or checking learner input: a value, or one precise problem. */
public sealed interface Result<T> {

    record Ok<T>(T value) implements Result<T> {}

    /** A message that says what was wrong and what would be accepted. */
    record Problem<T>(String message) implements Result<T> {}

    /** A number outside its range, kept as values so that a command can name the option it came from. */
    record OutOfBounds<T>(Bound bound) implements Result<T> {}

    static <T> Result<T> ok(T value) {
        return new Ok<>(value);
    }

    static <T> Result<T> problem(String message) {
        return new Problem<>(message);
    }

    static <T> Result<T> outOfBounds(Bound bound) {
        return new OutOfBounds<>(bound);
    }

    default boolean isOk() {
        return this instanceof Ok;
    }

    /** The value; calling this on a problem is a programming error. */
    default T orThrow() {
        if (this instanceof Ok<T> ok) {
            return ok.value();
        }
        throw new IllegalStateException(problemOrNull());
    }

    /** The problem in words; a bound is said without naming any option. */
    default String problemOrNull() {
        if (this instanceof Problem<T> p) {
            return p.message();
        }
        return this instanceof OutOfBounds<T> o ? o.bound().describe() : null;
    }

    default <U> Result<U> map(Function<T, U> f) {
        if (this instanceof Ok<T> ok) {
            return ok(f.apply(ok.value()));
        }
        return sameProblem();
    }

    default <U> Result<U> flatMap(Function<T, Result<U>> f) {
        if (this instanceof Ok<T> ok) {
            return f.apply(ok.value());
        }
        return sameProblem();
    }

    /**
     * The same result, with a problem's message rewritten (to say where the problem was). A bound
     * becomes words here, so that the place is not lost.
     */
    default Result<T> mapProblem(Function<String, String> f) {
        return isOk() ? this : problem(f.apply(problemOrNull()));
    }

    private <U> Result<U> sameProblem() {
        if (this instanceof OutOfBounds<T> o) {
            return outOfBounds(o.bound());
        }
        return problem(problemOrNull());
    }
}
