import java.io.IOException;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassFileVersion;
import java.lang.classfile.ClassHierarchyResolver;
import java.lang.classfile.ClassModel;
import java.lang.classfile.ClassTransform;
import java.lang.classfile.CodeTransform;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * Package-time tool (run by build-deb.sh with the JDK 24+ that makes the runtime: {@code java ClassFileUpgrade.java
 * IN.jar OUT.jar PREFIX...}): rewrites the class files under the given prefixes that are older than Java 6
 * (picocli ships Java 5 class files) as Java 8 class files with stack maps, the same code otherwise. The ahead-of-time
 * cache leaves Java 5 class files out, so without this every command would parse and verify picocli's classes again
 * at every start (about 70 ms of processor time of a short command: docs/BENCHMARKS.md). Every other entry is copied
 * as it is; the result is checked by the training run and the cache's own verification.
 */
public final class ClassFileUpgrade {

    private ClassFileUpgrade() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 3) {
            System.err.println("usage: ClassFileUpgrade IN.jar OUT.jar PREFIX...");
            System.exit(2);
        }
        Path in = Path.of(args[0]);
        Path out = Path.of(args[1]);
        URLClassLoader jar = new URLClassLoader(new URL[] {in.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
        // Stack maps need the class hierarchy: the JDK's, then the jar's own classes.
        ClassFile classFiles = ClassFile.of(ClassFile.StackMapsOption.GENERATE_STACK_MAPS,
                ClassFile.ClassHierarchyResolverOption.of(ClassHierarchyResolver.defaultResolver()
                        .orElse(ClassHierarchyResolver.ofResourceParsing(jar))));
        ClassTransform java8 = (builder, element) -> {
            if (element instanceof ClassFileVersion) {
                builder.withVersion(ClassFile.JAVA_8_VERSION, 0);
            } else {
                builder.with(element);
            }
        };
        // Every method body is emitted again, so its stack map table is computed.
        ClassTransform upgrade = ClassTransform.transformingMethodBodies(CodeTransform.ACCEPT_ALL).andThen(java8);
        int upgraded = 0;
        try (ZipInputStream zin = new ZipInputStream(Files.newInputStream(in));
                ZipOutputStream zout = new ZipOutputStream(Files.newOutputStream(out))) {
            for (ZipEntry entry; (entry = zin.getNextEntry()) != null; ) {
                byte[] data = zin.readAllBytes();
                if (entry.getName().endsWith(".class") && chosen(entry.getName(), args)) {
                    ClassModel model = classFiles.parse(data);
                    if (model.majorVersion() < ClassFile.JAVA_6_VERSION) {
                        data = classFiles.transformClass(model, upgrade);
                        upgraded++;
                    }
                }
                ZipEntry copy = new ZipEntry(entry.getName());
                copy.setTime(entry.getTime());
                zout.putNextEntry(copy);
                zout.write(data);
                zout.closeEntry();
            }
        }
        System.out.println("ClassFileUpgrade: " + upgraded + " class files rewritten as Java 8");
    }

    private static boolean chosen(String name, String[] args) {
        for (int i = 2; i < args.length; i++) {
            if (name.startsWith(args[i])) {
                return true;
            }
        }
        return false;
    }
}
