package dev.marionette.editor.ro.pixel;

import dev.marionette.editor.canvas.CanvasMouse;
import dev.marionette.editor.canvas.CanvasTool;
import dev.marionette.model.ro.pixel.PixelBuffer;
import dev.marionette.model.ro.pixel.PixelFill;
import dev.marionette.model.ro.pixel.PixelSelection;
import dev.marionette.model.ro.pixel.PixelShapes;
import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.List;

/**
 * The pixel editor's mouse gestures, one per tool: each draws into the session's working copy while the
 * button is down (the view repaints what changed) and puts the result into the document on release, so a
 * stroke or a tool application is one undo step. The left button uses the left colour, the right button the
 * right one. Escape takes the unfinished gesture back.
 */
final class PixelGestures {

    private final PixelSession session;
    private final PixelView view;

    PixelGestures(PixelSession session, PixelView view) {
        this.session = session;
        this.view = view;
    }

    /** The gesture a press starts with the current tool. */
    CanvasTool choose(CanvasMouse e) {
        int value = e.rightButton() ? session.secondary() : session.primary();
        return switch (session.tool()) {
            case PENCIL -> new Stroke(value, "Pencil");
            case ERASER -> new Stroke(PixelBuffer.TRANSPARENT, "Eraser");
            case LINE, RECTANGLE, ELLIPSE -> new Shape(value);
            case FILL -> new Fill(value);
            case PICKER -> new Picker(e.rightButton());
            case SELECT, LASSO -> inSelection(e) ? new MoveSelection() : new Select(session.tool());
        };
    }

    private boolean inSelection(CanvasMouse e) {
        PixelSelection s = session.selection();
        return s != null && !e.shift() && !e.toggleModifier() && s.contains(e.pixelX(), e.pixelY());
    }

    /** The part of a gesture that keeps the pixels as they were at the press, for Escape. */
    private abstract class Editing implements CanvasTool {
        private PixelBuffer before;

        void start() {
            session.drop();
            before = session.buffer().copy();
        }

        PixelBuffer before() {
            return before;
        }

        @Override
        public void cancel() {
            session.revert(before);
            view.pixelsChanged();
        }
    }

    /** Pencil and eraser: the brush along the pointer's path. */
    private final class Stroke extends Editing {
        private final int value;
        private final String name;
        private int lastX;
        private int lastY;

        Stroke(int value, String name) {
            this.value = value;
            this.name = name;
        }

        @Override
        public void pressed(CanvasMouse e) {
            start();
            lastX = e.pixelX();
            lastY = e.pixelY();
            paint(lastX, lastY);
        }

        @Override
        public void dragged(CanvasMouse e) {
            paint(e.pixelX(), e.pixelY());
        }

        private void paint(int x, int y) {
            PixelShapes.stroke(lastX, lastY, x, y, session.brush(),
                    PixelShapes.painter(session.buffer(), value, session.selection()));
            int r = session.brush();
            view.pixelsChanged(Math.min(lastX, x) - r, Math.min(lastY, y) - r, Math.max(lastX, x) + r,
                    Math.max(lastY, y) + r);
            lastX = x;
            lastY = y;
        }

        @Override
        public void released(CanvasMouse e) {
            session.commit(name);
        }
    }

    /** Line, rectangle and ellipse from the press to the pointer (Shift: square, circle, 45-degree steps). */
    private final class Shape extends Editing {
        private final int value;
        private int x0;
        private int y0;

        Shape(int value) {
            this.value = value;
        }

        @Override
        public void pressed(CanvasMouse e) {
            start();
            x0 = e.pixelX();
            y0 = e.pixelY();
            draw(e);
        }

        @Override
        public void dragged(CanvasMouse e) {
            draw(e);
        }

        private void draw(CanvasMouse e) {
            session.buffer().copyFrom(before());
            int x1 = e.pixelX();
            int y1 = e.pixelY();
            if (e.shift()) {
                int dx = x1 - x0;
                int dy = y1 - y0;
                int side = Math.max(Math.abs(dx), Math.abs(dy));
                if (session.tool() == PixelSession.Tool.LINE && Math.min(Math.abs(dx), Math.abs(dy)) * 2 < side) {
                    // horizontal or vertical
                    x1 = Math.abs(dx) >= Math.abs(dy) ? x1 : x0;
                    y1 = Math.abs(dx) >= Math.abs(dy) ? y0 : y1;
                } else {
                    x1 = x0 + Integer.signum(dx == 0 ? 1 : dx) * side;
                    y1 = y0 + Integer.signum(dy == 0 ? 1 : dy) * side;
                }
            }
            PixelShapes.Plot paint = PixelShapes.painter(session.buffer(), value, session.selection());
            PixelShapes.Plot brush = (x, y) -> PixelShapes.brush(x, y, session.brush(), paint);
            switch (session.tool()) {
                case LINE -> PixelShapes.line(x0, y0, x1, y1, brush);
                case RECTANGLE -> PixelShapes.rectangle(x0, y0, x1, y1, session.filled(),
                        session.filled() ? paint : brush);
                default -> PixelShapes.ellipse(x0, y0, x1, y1, session.filled(), session.filled() ? paint : brush);
            }
            view.pixelsChanged();
        }

        @Override
        public void released(CanvasMouse e) {
            session.commit(session.tool().text());
        }
    }

    /** Bucket fill at the press (contiguous or global, as set). */
    private final class Fill extends Editing {
        private final int value;

        Fill(int value) {
            this.value = value;
        }

        @Override
        public void pressed(CanvasMouse e) {
            start();
            PixelFill.fill(session.buffer(), e.pixelX(), e.pixelY(), value, session.contiguous(), session.selection());
            view.pixelsChanged();
        }

        @Override
        public void dragged(CanvasMouse e) {
        }

        @Override
        public void released(CanvasMouse e) {
            session.commit("Fill");
        }
    }

    /** Picks the value under the pointer as the left (or right) colour; changes no pixel. */
    private final class Picker implements CanvasTool {
        private final boolean right;

        Picker(boolean right) {
            this.right = right;
        }

        @Override
        public void pressed(CanvasMouse e) {
            pick(e);
        }

        @Override
        public void dragged(CanvasMouse e) {
            pick(e);
        }

        private void pick(CanvasMouse e) {
            if (session.buffer().contains(e.pixelX(), e.pixelY())) {
                int v = session.buffer().get(e.pixelX(), e.pixelY());
                if (right) {
                    session.setSecondary(v);
                } else {
                    session.setPrimary(v);
                }
            }
        }

        @Override
        public void released(CanvasMouse e) {
        }
    }

    /** A new rectangle or lasso selection; a click without a drag selects nothing. */
    private final class Select implements CanvasTool {
        private final boolean lasso;
        private final List<int[]> points = new ArrayList<>();
        private int x1;
        private int y1;

        Select(PixelSession.Tool tool) {
            this.lasso = tool == PixelSession.Tool.LASSO;
        }

        @Override
        public void pressed(CanvasMouse e) {
            points.add(new int[] {e.pixelX(), e.pixelY()});
            x1 = e.pixelX();
            y1 = e.pixelY();
        }

        @Override
        public void dragged(CanvasMouse e) {
            x1 = e.pixelX();
            y1 = e.pixelY();
            int[] last = points.get(points.size() - 1);
            if (last[0] != x1 || last[1] != y1) {
                points.add(new int[] {x1, y1});
            }
            view.repaint();
        }

        @Override
        public void released(CanvasMouse e) {
            PixelBuffer b = session.buffer();
            if (points.size() < 2) {
                session.select(null);
            } else if (lasso) {
                int[] xs = points.stream().mapToInt(p -> p[0]).toArray();
                int[] ys = points.stream().mapToInt(p -> p[1]).toArray();
                session.select(PixelSelection.lasso(b.width(), b.height(), xs, ys));
            } else {
                session.select(PixelSelection.rectangle(b.width(), b.height(), points.get(0)[0], points.get(0)[1], x1,
                        y1));
            }
        }

        @Override
        public void paintOverlay(Graphics2D g) {
            Path2D.Double path = new Path2D.Double();
            if (lasso) {
                for (int[] p : points) {
                    double cx = view.viewport().toComponentX(p[0] + 0.5);
                    double cy = view.viewport().toComponentY(p[1] + 0.5);
                    if (path.getCurrentPoint() == null) {
                        path.moveTo(cx, cy);
                    } else {
                        path.lineTo(cx, cy);
                    }
                }
            } else {
                int[] p = points.get(0);
                double ax = view.viewport().toComponentX(Math.min(p[0], x1));
                double ay = view.viewport().toComponentY(Math.min(p[1], y1));
                double bx = view.viewport().toComponentX(Math.max(p[0], x1) + 1);
                double by = view.viewport().toComponentY(Math.max(p[1], y1) + 1);
                path.append(new java.awt.geom.Rectangle2D.Double(ax, ay, bx - ax, by - ay), false);
            }
            PixelView.drawSelectionOutline(g, path);
        }
    }

    /** Drags the selected pixels (lifted off the image) to a new place. */
    private final class MoveSelection implements CanvasTool {
        private PixelBuffer before;
        private int x0;
        private int y0;
        private int dx;
        private int dy;

        @Override
        public void pressed(CanvasMouse e) {
            before = session.buffer().copy();
            session.lift();
            x0 = e.pixelX();
            y0 = e.pixelY();
        }

        @Override
        public void dragged(CanvasMouse e) {
            dx = e.pixelX() - x0;
            dy = e.pixelY() - y0;
            session.showFloatingAt(dx, dy);
            view.pixelsChanged();
        }

        @Override
        public void released(CanvasMouse e) {
            if (dx != 0 || dy != 0) {
                session.placeFloating(session.floating().movedBy(dx, dy));
                session.commit("Move selection");
            }
        }

        @Override
        public void cancel() {
            session.drop();
            session.revert(before);
            view.pixelsChanged();
        }
    }
}
