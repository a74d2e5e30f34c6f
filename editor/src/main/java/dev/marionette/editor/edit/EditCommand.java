package dev.marionette.editor.edit;

import java.util.function.Consumer;
import java.util.function.Predicate;

/** The clipboard commands of the Edit menu, each mapped to its two {@link EditTarget} methods. */
public enum EditCommand {
    CUT(EditTarget::canCut, EditTarget::cut),
    COPY(EditTarget::canCopy, EditTarget::copy),
    PASTE(EditTarget::canPaste, EditTarget::paste),
    DELETE(EditTarget::canDelete, EditTarget::delete),
    SELECT_ALL(EditTarget::canSelectAll, EditTarget::selectAll);

    private final Predicate<EditTarget> possible;
    private final Consumer<EditTarget> perform;

    EditCommand(Predicate<EditTarget> possible, Consumer<EditTarget> perform) {
        this.possible = possible;
        this.perform = perform;
    }

    /** True when {@code target} supports this command now. */
    public boolean isPossibleOn(EditTarget target) {
        return possible.test(target);
    }

    /** Runs this command on {@code target} if it is possible there. */
    public void performOn(EditTarget target) {
        if (isPossibleOn(target)) {
            perform.accept(target);
        }
    }
}
