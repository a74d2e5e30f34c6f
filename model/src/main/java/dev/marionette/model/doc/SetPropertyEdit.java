package dev.marionette.model.doc;

import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Sets one property of one model object from a before value to an after value. With {@code mergeable} set,
 * consecutive edits of the same property of the same object (arrow-key nudges, spinner bursts) merge into one
 * undo step that goes back to the first before value.
 *
 * @param <T> the property's value type (immutable values only: they are kept, not copied)
 */
public class SetPropertyEdit<T> extends DocumentEdit {

    private static final long serialVersionUID = 1L;

    private final transient Object target;
    private final String property;
    private final transient Consumer<T> setter;
    private final transient T before;
    private transient T after;
    private final transient Change change;
    private final boolean mergeable;

    /**
     * @param name      the undo step's name, e.g. "Move layer"
     * @param target    the object changed (identity decides what merges)
     * @param property  the property changed (with {@code target}, decides what merges)
     * @param before    the value now
     * @param after     the value to set
     * @param setter    writes a value into the model
     * @param change    what views are told
     * @param mergeable whether consecutive edits of this property of this object merge
     */
    public SetPropertyEdit(String name, Object target, String property, T before, T after, Consumer<T> setter,
            Change change, boolean mergeable) {
        super(name);
        this.target = Objects.requireNonNull(target, "target");
        this.property = Objects.requireNonNull(property, "property");
        this.before = before;
        this.after = after;
        this.setter = Objects.requireNonNull(setter, "setter");
        this.change = Objects.requireNonNull(change, "change");
        this.mergeable = mergeable;
    }

    public T before() {
        return before;
    }

    public T after() {
        return after;
    }

    @Override
    protected void apply() {
        setter.accept(after);
    }

    @Override
    protected void revert() {
        setter.accept(before);
    }

    @Override
    public List<Change> changes() {
        return List.of(change);
    }

    @Override
    public boolean canAbsorb(DocumentEdit next) {
        return mergeable && next instanceof SetPropertyEdit<?> other && other.mergeable
                && other.target == target && other.property.equals(property)
                && other.getClass() == getClass();
    }

    @Override
    @SuppressWarnings("unchecked")
    protected void absorb(DocumentEdit next) {
        after = ((SetPropertyEdit<T>) next).after;
    }
}
