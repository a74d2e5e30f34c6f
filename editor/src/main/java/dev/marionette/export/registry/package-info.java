/**
 * The registry of exports ({@link dev.marionette.export.registry.Exporters}), above the family packages it lists,
 * so that the export base imports no family.
 */
package dev.marionette.export.registry;
