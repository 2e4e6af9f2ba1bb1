import * as z from 'zod/mini';
import { endpoint, id, text } from './core';
import { ADMIN_ROLES } from './admin';
import { isoDate } from './dates';
import { AuditStatus } from './schoolInfo';

// The school's content in the console (decision 051): news, agreements and the origins the
// webview may show (decision 057). The publicity menus
// are the published menus (adminMenus). Prepayments and coupons: adminPrepaid.ts.

const byId = z.object({ id });

export const AdminNews = z.object({
  id: z.int(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  public: z.boolean(),
  publishedAt: z.string(),
});
export type AdminNews = z.infer<typeof AdminNews>;

export const adminNews = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/news',
  response: z.array(AdminNews),
});

export const publishNews = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/news',
  body: z.object({
    title: text().check(z.minLength(1), z.maxLength(60)),
    summary: text().check(z.maxLength(200)),
    content: text(true).check(z.minLength(1), z.maxLength(20_000)),
    /** Public news is open to anyone; the other only to the school's signed-in families. */
    public: z.boolean(),
  }),
  response: AdminNews,
});

export const removeNews = endpoint({
  roles: ADMIN_ROLES,
  method: 'DELETE',
  path: '/api/admin/news/{id}',
  params: byId,
  response: z.object({ removed: z.boolean() }),
});

export const AdminAgreement = z.object({
  id: z.int(),
  userType: z.string(),
  title: z.string(),
  partyName: z.string(),
  content: z.string(),
  auditStatus: AuditStatus,
  signedOn: z.nullable(z.string()),
  validUntil: z.nullable(z.string()),
});
export type AdminAgreement = z.infer<typeof AdminAgreement>;

export const adminAgreements = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/agreements',
  response: z.array(AdminAgreement),
});

export const saveAgreement = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/agreements',
  body: z.object({
    // PrivacyNotice: the notice guardians consent to when linking a child (decision 070).
    userType: z.enum(['Student', 'HEAD_TEACHER', 'RESPONSIBLE_TEACHER', 'PrivacyNotice']),
    title: text().check(z.minLength(1), z.maxLength(60)),
    partyName: text().check(z.minLength(1), z.maxLength(60)),
    content: text(true).check(z.minLength(1), z.maxLength(50_000)),
    auditStatus: AuditStatus,
    signedOn: z.nullable(isoDate),
    validUntil: z.nullable(isoDate),
  }),
  response: AdminAgreement,
});

export const removeAgreement = endpoint({
  roles: ADMIN_ROLES,
  method: 'DELETE',
  path: '/api/admin/agreements/{id}',
  params: byId,
  response: z.object({ removed: z.boolean() }),
});

/**
 * The https origin `value` names, as a browser spells it (`https://host[:port]`, lower case), or
 * null: another scheme, credentials, a path, a query or a fragment are refused. Only a trailing
 * `/` is forgiven. The webview compares a page's origin to exactly this (decision 024).
 */
export function httpsOriginOf(value: string): string | null {
  const trimmed = value.trim();
  if (!/^https:\/\/[^/?#@\\\s]+\/?$/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'https:' || url.username || url.password || url.pathname !== '/')
      return null;
    return url.origin;
  } catch {
    return null;
  }
}

export const AllowedOrigins = z.object({ origins: z.array(z.string()) });

export const allowedOrigins = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/origins',
  response: AllowedOrigins,
});

const originBody = z.object({ origin: text().check(z.maxLength(200)) });

/** Adds an https origin; anything else answers 400 `ORIGIN_INVALID` with the reason. */
export const addOrigin = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/origins',
  body: originBody,
  response: AllowedOrigins,
});

export const removeOrigin = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/origins/remove',
  body: originBody,
  response: AllowedOrigins,
});
