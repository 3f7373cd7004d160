// What an import file may hold, and the messages that name each limit: shared by the server and its parsing process.

export interface ReadLimits {
  rows: number;
  columns: number;
  /** The .xlsx's parts and their total size once inflated. */
  parts: number;
  unzippedBytes: number;
}

/** A file refused for what it is (a limit, or not a workbook): the worker's answer is a 400 with this message. */
export class RefusedFile extends Error {}

const count = (n: number) => n.toLocaleString('en-US');
export const NOT_XLSX = 'The file is not a readable .xlsx workbook';
export const limitMessages = (l: ReadLimits) => ({
  rows: `The file has more than ${count(l.rows)} rows; at most ${count(l.rows)} are imported at once`,
  columns: `The file has more than ${count(l.columns)} columns`,
  parts: `The workbook has more than ${count(l.parts)} parts`,
  size: `The workbook is too large when uncompressed (over ${l.unzippedBytes / 1024 / 1024} MB)`,
});
