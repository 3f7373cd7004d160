/**
 * The JSON array of the pages' items, as text pieces to stream: each item is already JSON text (serialised in SQL),
 * so an answer of every row is sent a page at a time and its memory does not grow with the table.
 */
export async function* jsonArray(pages: AsyncIterable<string[]>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const page of pages) {
    if (!page.length) continue;
    yield (first ? '' : ',') + page.join(',');
    first = false;
  }
  yield ']';
}
