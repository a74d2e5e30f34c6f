package dev.marionette.editor.testing;

import java.awt.GraphicsEnvironment;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs GUI tests only where windows can be made: under Cacio (JDK 17 to 21, installed for every test by the
 * global extension) or on a real display (e.g. {@code xvfb-run mvn verify}). On newer JDKs without a display,
 * where Cacio does not work, they are skipped with the reason shown.
 */
public final class NeedsDisplay implements ExecutionCondition {

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (GraphicsEnvironment.isHeadless()) {
            return ConditionEvaluationResult.disabled("no display: GUI tests need Cacio (JDK 17-21) or a display "
                    + "(run the build under xvfb-run)");
        }
        return ConditionEvaluationResult.enabled("windows can be shown");
    }
}
