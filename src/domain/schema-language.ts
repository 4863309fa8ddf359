import { i18n, type I18n, type MessageDescriptor } from '@lingui/core';

/**
 * The language zod schemas write their messages in (decision 0053). The same schemas check a
 * form in the browser and a request on the server, so a schema's message is a descriptor
 * translated when an issue is found: in the web app by the active language, on the server by the
 * caller's (the server provides its translator with `provideSchemaTranslator`).
 */
let schemaTranslator: () => I18n | undefined = () => (i18n.locale ? i18n : undefined);

export function provideSchemaTranslator(translator: () => I18n): void {
  schemaTranslator = translator;
}

/** A schema message in the language of whoever reads it now. */
export function schemaText(descriptor: MessageDescriptor): string {
  const translator = schemaTranslator();
  return translator ? translator._(descriptor) : (descriptor.message ?? descriptor.id);
}

/** A zod `error` parameter giving `descriptor` in the reader's language: `z.string(schemaError(msg\`…\`))`. */
export function schemaError(descriptor: MessageDescriptor): { error: () => string } {
  return { error: () => schemaText(descriptor) };
}

/** A language's name in the language of whoever reads it now: "German" to an English reader, "allemand" to a French one. */
export function languageNameText(languageTag: string): string {
  const reader = schemaTranslator();
  const readerLocales = reader ? [reader.locales ?? [], reader.locale].flat().filter(Boolean) : ['en-GB'];
  return new Intl.DisplayNames(readerLocales, { type: 'language' }).of(languageTag) ?? languageTag;
}
