import { pgCode } from '../db/types';
import { conflict } from '../lib/http-errors';

/** The statement's result; a unique violation (PostgreSQL 23505) becomes a 409 with `message`. */
export async function unlessDuplicate<T>(statement: Promise<T>, message: string): Promise<T> {
  try {
    return await statement;
  } catch (err) {
    if (pgCode(err) === '23505') throw conflict(message);
    throw err;
  }
}
