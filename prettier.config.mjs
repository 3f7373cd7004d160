/** Formatting is checked by `npm test` (prettier --check); `npm run format` rewrites. */
export default {
  printWidth: 140,
  singleQuote: true,
  trailingComma: 'all',
};
