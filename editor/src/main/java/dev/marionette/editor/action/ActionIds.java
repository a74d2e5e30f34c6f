package dev.marionette.editor.action;

/**
 * The stable identifiers of the editor's actions. Texts, mnemonics, accelerators, icons and tooltips live
 * under the same keys in {@code actions.properties}; format editors add their own IDs with their own prefix.
 */
public final class ActionIds {

    public static final String FILE_OPEN = "file.open";
    public static final String FILE_OPEN_ARCHIVE = "file.openArchive";
    public static final String FILE_CLEAR_RECENT = "file.clearRecent";
    public static final String FILE_SAVE = "file.save";
    public static final String FILE_SAVE_AS = "file.saveAs";
    public static final String FILE_SAVE_ALL = "file.saveAll";
    public static final String FILE_EXPORT = "file.export";
    public static final String FILE_COMPARE = "file.compare";
    public static final String FILE_CLOSE = "file.close";
    public static final String FILE_CLOSE_ALL = "file.closeAll";
    public static final String FILE_EXIT = "file.exit";

    public static final String EDIT_UNDO = "edit.undo";
    public static final String EDIT_REDO = "edit.redo";
    public static final String EDIT_CUT = "edit.cut";
    public static final String EDIT_COPY = "edit.copy";
    public static final String EDIT_PASTE = "edit.paste";
    public static final String EDIT_DELETE = "edit.delete";
    public static final String EDIT_SELECT_ALL = "edit.selectAll";

    public static final String VIEW_THEME_SYSTEM = "view.theme.system";
    public static final String VIEW_THEME_LIGHT = "view.theme.light";
    public static final String VIEW_THEME_DARK = "view.theme.dark";
    public static final String VIEW_HISTORY = "view.history";

    public static final String HELP_SHORTCUTS = "help.shortcuts";
    public static final String HELP_ABOUT = "help.about";

    /** Keys of menus (not actions): only {@code .text} and {@code .mnemonic} apply. */
    public static final String MENU_FILE = "menu.file";
    public static final String MENU_NEW = "menu.file.new";
    public static final String MENU_RECENT = "menu.file.recent";
    public static final String MENU_EDIT = "menu.edit";
    public static final String MENU_VIEW = "menu.view";
    public static final String MENU_THEME = "menu.view.theme";
    public static final String MENU_HELP = "menu.help";

    private ActionIds() {
    }
}
