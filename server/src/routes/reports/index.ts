import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  asepExceptionInputSchema,
  asepExceptionParam,
  asepExceptionSchema,
  asepFileParam,
  asepReportQuery,
  asepReportSchema,
  ASEP_PROBLEMS_PAGE,
  asepKeptYears,
  asepYear,
  asepYearParam,
  programDate,
} from 'shared-domain';
import { caller } from '../../plugins/app/auth';
import { replies } from '../responses';
import { asepFileLines, asepSummary } from './asep-report';

/** Stale derived rows a file's download recomputes itself before reading the kept lines (more: built from the records). */
const ASEP_READ_LIMIT = 1000;

/**
 * TEA's year-end report (ASEP, 19 TAC 229; docs/domain/asep.md): the year's records with problems and its files, each
 * built from the candidates' paths and observation logs. Admins only (API_ROUTES).
 */
export default async function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = app.repos.asep;

  r.get(
    '/reports/asep/:year',
    { schema: { params: asepYearParam, querystring: asepReportQuery, response: replies({ 200: asepReportSchema }) } },
    async (req) => {
      const y = asepYear(req.params.year);
      const today = programDate(app.now(), app.env.PROGRAM_TIME_ZONE);
      const page = { offset: req.query.offset ?? 0, limit: req.query.limit ?? ASEP_PROBLEMS_PAGE };
      return { year: y.year, label: y.label, start: y.start, end: y.end, due: y.due, ...(await asepSummary(repo, y, today, page)) };
    },
  );

  r.get(
    '/reports/asep/:year/files/:file',
    {
      schema: {
        params: asepFileParam,
        response: replies({ 200: z.string().describe("text/csv: one record set in ECOS's bulk-upload layout, streamed") }),
      },
    },
    async (req, reply) => {
      const y = asepYear(req.params.year);
      const timeZone = app.env.PROGRAM_TIME_ZONE;
      const today = programDate(app.now(), timeZone);
      // A kept year's files stream from the lines kept with the derived rows once those are all current (a few stale
      // rows are recomputed here first); with more stale, or another year, they are built from the records.
      const kept =
        asepKeptYears(today).includes(y.year) &&
        (await app.repos.derived.currentForRead(today, await app.repos.settings.get(), timeZone, ASEP_READ_LIMIT));
      // Written a page of candidates at a time as it is read: the memory does not grow with the program.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="asep-${y.year}-${req.params.file}.csv"`)
        .send(Readable.from(asepFileLines(repo, y, req.params.file, kept)) as never);
    },
  );

  r.post(
    '/reports/asep/:year/exceptions',
    { schema: { params: asepYearParam, body: asepExceptionInputSchema, response: replies({ 201: asepExceptionSchema }) } },
    async (req, reply) => reply.code(201).send(await repo.addException(req.params.year, req.body, caller(req))),
  );

  r.put(
    '/reports/asep/:year/exceptions/:id',
    { schema: { params: asepExceptionParam, body: asepExceptionInputSchema, response: replies({ 200: asepExceptionSchema }) } },
    async (req) => repo.updateException(req.params.year, req.params.id, req.body, caller(req)),
  );

  r.delete(
    '/reports/asep/:year/exceptions/:id',
    { schema: { params: asepExceptionParam, response: replies({ 200: asepExceptionSchema }) } },
    async (req) => repo.removeException(req.params.year, req.params.id, caller(req).email),
  );
}
