package dev.marionette.editor.gk3;

import dev.marionette.editor.util.NamedColumnsTableModel;
import dev.marionette.model.gk3.Gk3AbsoluteVertices;
import dev.marionette.model.gk3.Gk3Act;
import dev.marionette.model.gk3.Gk3Block;
import dev.marionette.model.gk3.Gk3DeltaVertices;
import dev.marionette.model.gk3.Gk3MeshEntry;
import java.util.ArrayList;
import java.util.List;

/**
 * The blocks of a GK3 {@code .ACT}, one row per block in file order: frame (from 1, as the timeline counts), mesh,
 * block type, submesh, vertex count, a delta block's vertices by code (same, byte, short, float) and the block's size
 * in bytes (its 5-byte head and its body). A mesh entry without blocks (the mesh holds its pose) is a row of its own.
 */
final class Gk3BlockTable extends NamedColumnsTableModel {

    private static final long serialVersionUID = 1L;
    private static final String[] COLUMNS = {"Frame", "Mesh", "Block", "Submesh", "Vertices", "Delta codes", "Bytes"};

    /**
     * One row.
     *
     * @param frame the frame, from 0 (shown from 1, as the timeline counts)
     * @param codes a delta block's vertices by code ("1 same, 2 byte, 1 short, 1 float"), else empty
     */
    record Row(int frame, int mesh, String block, String submesh, String vertices, String codes, long bytes) {
    }

    private final transient List<Row> rows;
    private final transient List<Integer> firstRowOfFrame = new ArrayList<>();

    Gk3BlockTable(Gk3Act act) {
        super(COLUMNS);
        List<Row> all = new ArrayList<>();
        for (int f = 0; f < act.frames().size(); f++) {
            firstRowOfFrame.add(all.size());
            for (Gk3MeshEntry entry : act.frames().get(f).meshes()) {
                if (entry.blocks().isEmpty()) {
                    all.add(new Row(f, entry.meshIndex(), "(holds its pose)", "", "", "", 6));
                }
                for (Gk3Block block : entry.blocks()) {
                    all.add(row(f, entry.meshIndex(), block));
                }
            }
        }
        this.rows = List.copyOf(all);
    }

    private static Row row(int frame, int mesh, Gk3Block block) {
        String type = Gk3Block.typeName(block.type());
        long bytes = 5L + block.bodySize();
        if (block instanceof Gk3AbsoluteVertices a) {
            return new Row(frame, mesh, type, Integer.toString(a.submesh()), Integer.toString(a.vertexCount()), "",
                    bytes);
        }
        if (block instanceof Gk3DeltaVertices d) {
            int[] byCode = new int[4];
            for (int v = 0; v < d.vertexCount(); v++) {
                byCode[d.code(v)]++;
            }
            return new Row(frame, mesh, type, Integer.toString(d.submesh()), Integer.toString(d.vertexCount()),
                    byCode[0] + " same, " + byCode[1] + " byte, " + byCode[2] + " short, " + byCode[3] + " float",
                    bytes);
        }
        return new Row(frame, mesh, type, "", "", "", bytes);
    }

    /** The rows. */
    List<Row> rows() {
        return rows;
    }

    /** The first row of frame {@code frame}, or -1 when it has none. */
    int firstRow(int frame) {
        return frame >= 0 && frame < firstRowOfFrame.size() && firstRowOfFrame.get(frame) < rows.size()
                ? firstRowOfFrame.get(frame) : -1;
    }

    @Override
    public int getRowCount() {
        return rows.size();
    }

    @Override
    public Class<?> getColumnClass(int column) {
        return column == 0 || column == 1 ? Integer.class : column == 6 ? Long.class : String.class;
    }

    @Override
    public Object getValueAt(int row, int column) {
        Row r = rows.get(row);
        return switch (column) {
            case 0 -> r.frame() + 1;
            case 1 -> r.mesh();
            case 2 -> r.block();
            case 3 -> r.submesh();
            case 4 -> r.vertices();
            case 5 -> r.codes();
            default -> r.bytes();
        };
    }
}
