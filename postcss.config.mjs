// @ts-check
// Next loads this file by name; checked by tsconfig.config-files.json.
/** @type {{ plugins: Record<string, Record<string, unknown>> }} */
const config = { plugins: { "@tailwindcss/postcss": {} } };

export default config;
