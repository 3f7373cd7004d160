import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  autoMatchColumns,
  counted,
  IMPORT_MAX_BYTES,
  type ImportMapping,
  importMappingSchema,
  importQuerySchema,
  importRefusedSchema,
  importResultSchema,
  importFieldLabel,
  programDate,
} from 'shared-domain';
import { badRequest } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { parseSpreadsheet, SPREADSHEET_TYPE_ERROR, spreadsheetKind } from '../../services/spreadsheet';
import { replies } from '../responses';

const TOO_BIG = `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`;
const NOT_MULTIPART = 'Send the file as multipart/form-data (fields: file, and optionally mapping)';
const NOTHING_MATCHED = 'No column header matches a record field: send a mapping (JSON of header → record field)';

/** Every header of the file with the record field its name matches, '' for none (autoMatchColumns). */
function serverMapping(headers: readonly string[]): ImportMapping {
  const matched = autoMatchColumns(headers);
  return Object.fromEntries(headers.map((h) => [h, matched[h] ?? '']));
}

/**
 * POST /api/teachers/import (admin): a CSV or .xlsx file and its column mapping (or none: the server matches the
 * headers), dry run or commit.
 */
export default async function teacherImportRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4, fieldSize: 256 * 1024, parts: 6 } });
  // Any other body type reaches the handler (and its 400) instead of a 415.
  app.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/teachers/import',
    {
      schema: {
        querystring: importQuerySchema,
        response: replies({
          200: importResultSchema,
          400: importRefusedSchema,
        }),
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw badRequest(NOT_MULTIPART, { file: NOT_MULTIPART });
      let file: { buf: Buffer; kind: 'csv' | 'xlsx' } | null = null;
      let mappingText: string | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const kind = spreadsheetKind(part.filename, part.mimetype);
            if (!kind) {
              part.file.resume();
              throw badRequest(SPREADSHEET_TYPE_ERROR, { file: SPREADSHEET_TYPE_ERROR });
            }
            file = { buf: await part.toBuffer(), kind };
          } else if (part.fieldname === 'mapping') {
            mappingText = String(part.value);
          }
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(TOO_BIG, { file: TOO_BIG });
        if (typeof code === 'string' && code.startsWith('FST_')) throw badRequest((err as Error).message, { file: (err as Error).message });
        throw err;
      }
      if (!file) throw badRequest('Choose a CSV or .xlsx file', { file: 'Choose a CSV or .xlsx file' });
      // A client's mapping wins; without one (an integrator sending the file alone) the server matches the headers
      // by name, as the import page does (autoMatchColumns), and says which header went to which field.
      let clientMapping: ImportMapping | null = null;
      if (mappingText !== null) {
        let mappingJson: unknown;
        try {
          mappingJson = JSON.parse(mappingText);
        } catch {
          throw badRequest('mapping: must be a JSON object of header → record field', {
            mapping: 'Must be a JSON object of header → record field',
          });
        }
        const parsed = importMappingSchema.safeParse(mappingJson);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw badRequest(`mapping: ${issue.message}`, { mapping: issue.message });
        }
        clientMapping = parsed.data;
        if (req.query.dryRun !== 'true' && !Object.values(clientMapping).some(Boolean))
          throw badRequest('mapping: map at least one column to a record field', { mapping: 'Map at least one column' });
      }
      const table = await parseSpreadsheet(file.buf, file.kind);
      const mapping = clientMapping ?? serverMapping(table.headers);
      if (!clientMapping && !Object.values(mapping).some(Boolean)) throw badRequest(NOTHING_MATCHED, { mapping: NOTHING_MATCHED });
      const result = await app.repos.teacherImport.run(table, mapping, {
        dryRun: req.query.dryRun === 'true',
        skipInvalid: req.query.skipInvalid === 'true',
        actor: caller(req).email,
        today: programDate(new Date(), app.env.PROGRAM_TIME_ZONE),
        terms: (await app.repos.settings.get()).paymentAndBilling.defaultPaymentTerms,
      });
      const { refused, ...counts } = result;
      const body = { ...counts, mapping, mappedBy: clientMapping ? ('client' as const) : ('server' as const) };
      if (refused) {
        const first = body.errors[0];
        const invalid = new Set(body.errors.map((e) => e.row)).size;
        return reply.code(400).send({
          ...body,
          message: `Nothing was imported: ${counted(invalid, 'row')} ${invalid === 1 ? 'is' : 'are'} invalid (row ${first.row}, ${importFieldLabel(first.field)}: ${first.message})`,
        });
      }
      return body;
    },
  );
}
