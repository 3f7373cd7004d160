export * from './constants';
export * from './areas';
export * from './filters';
export * from './query-keys';
export * from './messages';
export * from './dates';
export * from './undo';
export * from './work-queue';
export * from './enum-words';
export * from './request-state';
export * from './csv';
export * from './checklist';
export * from './api-routes';
export * from './api-paths';
export * from './session-paths';
export * from './prerendered-page';
export * from './audit';
export * from './jobs';
export * from './ledger';
export * from './certification-standing';
export * from './document-verification';
// Documents and field-based experience hours.
export * from './evidence';
export * from './schemas/common';
export * from './schemas/teacher';
export * from './schemas/teacher-import';
export * from './schemas/draft';
export * from './schemas/school';
export * from './schemas/supervisor';
export * from './schemas/request';
export * from './schemas/inquiry';
export * from './schemas/auth';
export * from './schemas/settings';
export * from './schemas/client-error';
export * from './schemas/teacher-area';
export * from './client-error-limits';
export * from './schemas/responses';
export * from './profile-card-name';
export * from './supervision/compliance';
export * from './supervision/ttess';
// Links to people outside the portal, their acknowledgements and signatures.
export * from './signatures';
export * from './teacher-list-item';
// The derived state kept per teacher (teacher_derived).
export * from './derived-state';
// The candidate's path, admission to the standard certificate.
export * from './path';
// The staff list's search (one meaning in the browser and in SQL).
export * from './teacher-search';
export * from './teacher-csv';
// The glossary.
export * from './glossary';
export * from './api-docs';
// TEA's year-end report (ASEP): the record sets, their layout and the records with problems.
export * from './asep';
