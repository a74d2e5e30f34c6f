package dev.marionette.model.doc;

/**
 * An edit the format does not allow (a duplicate name, a value out of range, a fourth branch...). Thrown
 * before anything is changed; the message is written for the user.
 */
public class EditRejectedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public EditRejectedException(String message) {
        super(message);
    }
}
