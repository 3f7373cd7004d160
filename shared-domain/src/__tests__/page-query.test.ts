import { complianceQuerySchema, COMPLIANCE_PAGE_MAX, requestListQuerySchema, REQUESTS_PAGE_MAX } from '..';

/** The compliance list and the Requests page page the same way (one pageQuery), each up to its own maximum. */
describe.each([
  ['GET /api/compliance', complianceQuerySchema, COMPLIANCE_PAGE_MAX],
  ['GET requests/all', requestListQuerySchema, REQUESTS_PAGE_MAX],
] as const)('%s ?limit= and ?offset=', (_name, schema, max) => {
  const message = (query: Record<string, string>) => {
    const result = schema.safeParse(query);
    return result.success ? null : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  };

  it('reads the numbers of a query string', () => {
    expect(schema.parse({ limit: String(max), offset: '40' })).toMatchObject({ limit: max, offset: 40 });
    expect(schema.parse({})).not.toHaveProperty('limit');
  });

  it('refuses a page larger than its own maximum, a negative offset and words, in words naming the field', () => {
    expect(message({ limit: String(max + 1) })).toBe(`limit: Limit must be at most ${max}`);
    expect(message({ limit: '0' })).toBe('limit: Limit must be at least 1');
    expect(message({ limit: '2.5' })).toBe('limit: Limit must be a whole number');
    expect(message({ offset: '-1' })).toBe('offset: Offset must be at least 0');
    expect(message({ offset: 'ten' })).toBe('offset: Offset must be a number');
  });
});
