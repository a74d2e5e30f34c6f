package dev.marionette.editor.sims;

import dev.marionette.editor.motion.TimelineMarkers;
import dev.marionette.model.sims.edit.SkillEvent;
import java.util.List;

/**
 * The shown skill's events as timeline markers, in time order (the order of the events table): each at the frame
 * its time falls on ({@code frame = time * rate / 1000}), labelled with its key/value pairs. Adding asks for the
 * pairs; moving sets the time of the frame dropped on; editing and removing are the events table's. Every change is
 * an undoable edit of the document.
 */
final class SkillMarkers implements TimelineMarkers {

    private final SimsContext context;
    private final SkillEventsPanel events;

    SkillMarkers(SimsContext context, SkillEventsPanel events) {
        this.context = context;
        this.events = events;
    }

    private List<SkillEvent> list() {
        int s = context.skill();
        return s < 0 ? List.of() : context.document().model().events(s);
    }

    @Override
    public int count() {
        return list().size();
    }

    @Override
    public int frame(int marker) {
        return events.frameOf(list().get(marker).time());
    }

    @Override
    public String label(int marker) {
        return list().get(marker).label();
    }

    @Override
    public String description(int marker) {
        SkillEvent e = list().get(marker);
        return e.label() + " at " + e.time() + " ms on " + e.bone();
    }

    @Override
    public boolean editable() {
        return context.skill() >= 0 && context.document().operations().eventMotion(context.skill()) >= 0;
    }

    @Override
    public void add(int frame) {
        events.addEvent(frame);
    }

    @Override
    public void move(int marker, int frame) {
        SkillEvent e = list().get(marker);
        context.document().operations().moveEvent(e.ref(), events.timeOf(frame));
    }

    @Override
    public void edit(int marker) {
        events.editEvent(marker);
    }

    @Override
    public void remove(int marker) {
        context.document().operations().removeEvent(list().get(marker).ref());
    }
}
