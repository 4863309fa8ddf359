// The stand-in for Lingui's macros while drizzle-kit reads the schema (drizzle-kit-macros.cjs).
const written = (first, ...values) =>
  typeof first === 'string'
    ? first
    : Array.isArray(first)
      ? first.reduce((text, part, index) => text + String(values[index - 1]) + part)
      : String(first?.message ?? '');
const descriptor = (...args) => ({ id: '', message: written(...args) });
module.exports = { msg: descriptor, defineMessage: descriptor, t: written, plural: String, select: String, selectOrdinal: String };
