package dev.marionette.icons;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

class IconsTest {

    @Test
    void everyListedIconIsAWellFormedSixteenPixelSvg() throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        for (String name : Icons.ALL) {
            URL url = Icons.url(name);
            try (InputStream in = url.openStream()) {
                Element svg = factory.newDocumentBuilder().parse(in).getDocumentElement();
                assertThat(svg.getLocalName()).as(name).isEqualTo("svg");
                assertThat(svg.getAttribute("viewBox")).as(name).isEqualTo("0 0 16 16");
                assertThat(svg.getAttribute("width")).as(name).isEqualTo("16");
                assertThat(svg.getChildNodes().getLength()).as(name).isGreaterThan(1);
            }
        }
    }

    @Test
    void everyShippedFileIsListed() throws Exception {
        Path folder = Paths.get(Icons.url(Icons.APP).toURI()).getParent();
        List<String> shipped;
        try (Stream<Path> files = Files.list(folder)) {
            shipped = files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".svg"))
                    .map(n -> n.substring(0, n.length() - 4))
                    .toList();
        }
        assertThat(Icons.ALL).containsExactlyInAnyOrderElementsOf(shipped);
    }

    @Test
    void anUnknownNameFailsLoudly() {
        assertThatThrownBy(() -> Icons.url("no-such-icon")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no-such-icon");
    }
}
