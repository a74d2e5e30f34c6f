/**
 * Export for sharing and the web: one framework, one registry, one adapter per format.
 *
 * <h2>For engineers adding an export</h2>
 * <ol>
 * <li>Pick (or write) the <b>source model</b> your exporter reads: {@link dev.marionette.export.ro.RagnarokSource}
 *     (an ACT+SPR with its references), {@link dev.marionette.export.agent.AgentSource} (an Agent character), or a
 *     new one for your documents (a motion clip, a Sims skill). A source is a snapshot nobody edits; implement
 *     {@link dev.marionette.export.SequenceSource} when the user picks one of its sequences.</li>
 * <li>Implement {@link dev.marionette.export.Exporter}: its {@link dev.marionette.export.ExportFormat} (id for
 *     {@code --format}, display name, OUT extensions, what OUT is: {@link dev.marionette.export.OutputKind}), the
 *     {@link dev.marionette.export.ExportSetting}s it reads, {@code export(...)} writing through
 *     {@link dev.marionette.export.ExportFiles} (atomic), and optionally {@code preview(...)} for the Export
 *     dialog.</li>
 * <li>For a new source model: a {@link dev.marionette.export.SourceLoader} per file format (the command line
 *     makes its sources with it from what the format's plug-in opened, {@code FormatPlugin.open}) and, in the editor, {@code DocumentKind.canExport}/{@code exportSource} returning a
 *     snapshot of the open document as an {@link dev.marionette.export.ExportSource}.</li>
 * <li>Register loader and exporter in {@link dev.marionette.export.registry.Exporters#standard()}. The
 *     {@code export} command (its help lists every exporter by the file format it reads) and File &gt; Export... pick them up.
 *     A new setting (a frame rate, a skeleton) is one {@link dev.marionette.export.ExportSetting} declared beside
 *     the exporters that read it and listed in their {@code options()}: the command's option (with its help,
 *     values and default) and the dialog's control are made from it.</li>
 * </ol>
 *
 * <h2>Rules</h2>
 * Exporters never touch the source (the editor hands them a snapshot taken on the event thread, and they run
 * off it), report progress and notice a cancel through {@link dev.marionette.export.ExportProgress}, write
 * atomically ({@link dev.marionette.export.ExportFiles}: a temporary file or folder moved into place, so a
 * failure leaves no half-written output and the previous output intact), and turn a request the source cannot
 * meet into an {@link dev.marionette.export.ExportException} whose message reads after the file's name.
 */
package dev.marionette.export;

