/**
 * Client side of src/plugins/inlineCodeTranslations: adds a module's translated messages to the
 * table Docusaurus's translate() reads (@generated/codeTranslations, here the reduced table
 * that keeps only what no module registers).
 */
import codeTranslations from '@generated/codeTranslations';

export default function registerCodeTranslations(messages: Record<string, string>): void {
  Object.assign(codeTranslations, messages);
}
