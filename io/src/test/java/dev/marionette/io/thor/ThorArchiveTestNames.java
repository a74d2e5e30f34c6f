package dev.marionette.io.thor;

import java.nio.charset.Charset;

/** The code page THOR names are stored in, for the tests' own fixtures. */
final class ThorArchiveTestNames {

    static final Charset CP949 = Charset.forName("x-windows-949");

    private ThorArchiveTestNames() {
    }
}
