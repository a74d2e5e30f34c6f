package dev.marionette.model.acclaim;

import dev.marionette.model.motion.ChannelKind;
import java.util.Locale;
import java.util.Optional;

/**
 * An Acclaim degree of freedom: a token of a bone's {@code dof} line or of the root's {@code order} line, in any
 * case ({@code rx}, {@code TX}, {@code l}). The tokens give the order of the values in the AMC and the order
 * in which rotations are applied.
 */
public enum Dof {
    TX(ChannelKind.TRANSLATE_X),
    TY(ChannelKind.TRANSLATE_Y),
    TZ(ChannelKind.TRANSLATE_Z),
    RX(ChannelKind.ROTATE_X),
    RY(ChannelKind.ROTATE_Y),
    RZ(ChannelKind.ROTATE_Z),
    /** Movement along the bone (stretching it), in length units. */
    L(ChannelKind.LENGTH);

    private final ChannelKind kind;

    Dof(ChannelKind kind) {
        this.kind = kind;
    }

    /** The neutral channel kind. */
    public ChannelKind kind() {
        return kind;
    }

    /** True for rx, ry, rz (values in the file's angle unit). */
    public boolean isRotation() {
        return kind.isAngle();
    }

    /** The dof a token names (any case); empty for anything else. */
    public static Optional<Dof> parse(String token) {
        return switch (token.toLowerCase(Locale.ROOT)) {
            case "tx" -> Optional.of(TX);
            case "ty" -> Optional.of(TY);
            case "tz" -> Optional.of(TZ);
            case "rx" -> Optional.of(RX);
            case "ry" -> Optional.of(RY);
            case "rz" -> Optional.of(RZ);
            case "l" -> Optional.of(L);
            default -> Optional.empty();
        };
    }
}
