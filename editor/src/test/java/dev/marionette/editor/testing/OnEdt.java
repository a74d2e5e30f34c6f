package dev.marionette.editor.testing;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;

/** Runs each test method and its before/after methods on the Swing event thread, as the editor code expects. */
public final class OnEdt implements InvocationInterceptor {

    @Override
    public void interceptTestMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> context,
            ExtensionContext extensionContext) throws Throwable {
        onEdt(invocation);
    }

    @Override
    public void interceptBeforeEachMethod(Invocation<Void> invocation,
            ReflectiveInvocationContext<Method> context, ExtensionContext extensionContext) throws Throwable {
        onEdt(invocation);
    }

    @Override
    public void interceptAfterEachMethod(Invocation<Void> invocation,
            ReflectiveInvocationContext<Method> context, ExtensionContext extensionContext) throws Throwable {
        onEdt(invocation);
    }

    private static void onEdt(Invocation<Void> invocation) throws Throwable {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        try {
            SwingUtilities.invokeAndWait(() -> {
                try {
                    invocation.proceed();
                } catch (Throwable t) {
                    failure.set(t);
                }
            });
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
        if (failure.get() != null) {
            throw failure.get();
        }
    }
}
