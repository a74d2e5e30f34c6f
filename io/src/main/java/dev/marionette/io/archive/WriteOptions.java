package dev.marionette.io.archive;

import java.util.Optional;

/**
 * What a written patch says beyond its files, for the kinds that carry it (THOR); other kinds refuse options they
 * cannot hold.
 *
 * @param targetGrf the GRF a patch merges into (THOR; empty: the client's default GRF, or the patch's own when
 *                  updating)
 * @param merge     true to merge into a GRF, false to write into the client folder (THOR; empty: merge, or the
 *                  patch's own when updating)
 * @param integrity whether to write a {@code data.integrity} entry of CRC-32s (THOR; empty: yes for a new patch,
 *                  as the patch had when updating)
 */
public record WriteOptions(Optional<String> targetGrf, Optional<Boolean> merge, Optional<Boolean> integrity) {

    /** No option given: each kind's defaults. */
    public static final WriteOptions DEFAULTS = new WriteOptions(Optional.empty(), Optional.empty(), Optional.empty());

    /** True when some option is given. */
    public boolean any() {
        return targetGrf.isPresent() || merge.isPresent() || integrity.isPresent();
    }
}
