package dev.marionette.model.ro.doc;

import dev.marionette.model.ro.ActSprPair;

/**
 * Base of the sprite document's command groups ({@link SpriteEditor}): the document they perform their steps on
 * and the ACT/SPR pair they change.
 */
abstract class SpriteCommands {

    final SpriteDocument doc;

    SpriteCommands(SpriteDocument doc) {
        this.doc = doc;
    }

    final ActSprPair model() {
        return doc.model();
    }
}
