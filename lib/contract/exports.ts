import * as z from 'zod/mini';
import { endpoint } from './core';
import { ADMIN_ROLES } from './admin';
import { isoDate } from './dates';

// Open data (decision 074): a school's books for a date range as XLSX or CSV files, and a
// family's archive of everything the app holds about it. Both answer a file, not the envelope.

/** The longest range one export covers: a school year and a bit. */
export const EXPORT_MAX_DAYS = 400;

export const ExportFormat = z.enum(['xlsx', 'csv']);
export type ExportFormat = z.infer<typeof ExportFormat>;

export const schoolExport = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/export',
  query: z.object({ from: isoDate, to: isoDate, format: z._default(ExportFormat, 'xlsx') }),
  raw: true,
  /** The bytes of an XLSX workbook, or a zip of one CSV file per sheet. */
  response: z.string(),
});

export const familyArchive = endpoint({
  method: 'GET',
  path: '/api/user/archive',
  raw: true,
  /** The bytes of a zip of JSON and CSV files with a README. */
  response: z.string(),
});
