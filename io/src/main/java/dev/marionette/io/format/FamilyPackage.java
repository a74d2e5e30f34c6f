package dev.marionette.io.format;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a package as one format family's own ({@code @FamilyPackage("ragnarok")} in its {@code package-info.java}):
 * the io packages that read and write the family's formats, and the packages above io (editor, export, render) made
 * for that family alone. The architecture tests take the families from these marks and from the installed
 * {@link FormatPlugin}s, never from a list: a family's package depends on no other family's, and a package above io
 * that is no family's reaches the families only through this package ({@code io.format}). A new family marks its
 * own packages and edits nothing shared.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.PACKAGE)
public @interface FamilyPackage {

    /** The family's identifier, as its plug-in's {@link FormatPlugin#family()}. */
    String value();
}
