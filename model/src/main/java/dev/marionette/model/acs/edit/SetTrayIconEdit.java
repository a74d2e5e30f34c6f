package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentTrayIcon;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;

/** "Set tray icon" or "Remove tray icon": the 16x16 icon shown in the notification area (null for none). */
public final class SetTrayIconEdit extends SetPropertyEdit<AgentTrayIcon> {

    private static final long serialVersionUID = 1L;

    public SetTrayIconEdit(AgentCharacter c, AgentTrayIcon icon) {
        super(icon == null ? "Remove tray icon" : "Set tray icon", c, "trayIcon", c.trayIcon(), icon,
                c::setTrayIcon, Change.property(Part.CHARACTER, "trayIcon"), false);
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + size(before()) + size(after());
    }

    private static long size(AgentTrayIcon icon) {
        return icon == null ? 0 : icon.maskBitmap().length + icon.colorBitmap().length;
    }
}
