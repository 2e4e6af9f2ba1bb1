import * as z from 'zod/mini';
import { DishAllergens } from './allergens';
import { endpoint, paged, text } from './core';
import { DiningType, MealKind } from './enums';
import { isoDate } from './meal';
import { id } from './user';

// What a school publishes (decision 023): agreements and the caterer's qualifications
// for its signed-in families; its publicity menus and news for anyone who knows the school.

/** (docs/product.md, "What the app keeps"): Pass (approved), NotPass (not approved), ToAudit (waiting for review). */
export const AuditStatus = z.enum(['Pass', 'NotPass', 'ToAudit']);
export type AuditStatus = z.infer<typeof AuditStatus>;

/** (docs/product.md, "Rules and limits") page sizes. */
export const AGREEMENT_PAGE_SIZE = 4;
export const QUALIFICATION_PAGE_SIZE = 4;
export const PUBLICITY_PAGE_SIZE = 10;
export const NEWS_PAGE_SIZE = 10;

const sizedPage = (size: number) =>
  z.object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
    size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), size),
  });

export const Agreement = z.object({
  id: z.int(),
  unitId: z.int(),
  title: z.string(),
  /** The other party (the catering company). */
  partyName: z.string(),
  content: z.string(),
  auditStatus: AuditStatus,
  /** Who the agreement is for (a user type of (docs/product.md, "Roles")). */
  userType: z.string(),
  signedOn: z.nullable(isoDate),
  validUntil: z.nullable(isoDate),
  /** How many contract images it has (tenant type `agreement.contract`). */
  imageCount: z.int(),
});
export type Agreement = z.infer<typeof Agreement>;

/** The selected identity's school, for the given user type (default: the identity's own). */
export const agreementList = endpoint({
  method: 'GET',
  path: '/api/agreement/list',
  query: z.extend(sizedPage(AGREEMENT_PAGE_SIZE), {
    userType: z.optional(text().check(z.maxLength(40))),
  }),
  response: paged(Agreement),
});

export const schoolAgreements = endpoint({
  method: 'GET',
  path: '/api/agreement/list/{schoolId}',
  params: z.object({ schoolId: id }),
  query: sizedPage(AGREEMENT_PAGE_SIZE),
  response: paged(Agreement),
});

export const agreementDetail = endpoint({
  method: 'GET',
  path: '/api/agreement/detail/{id}',
  params: z.object({ id }),
  response: Agreement,
});

/** A stored file that belongs to a school record (an agreement, a qualification). */
export const SchoolFile = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
});
export type SchoolFile = z.infer<typeof SchoolFile>;

export const QualificationKind = z.enum(['Qualification', 'Certificate']);
export type QualificationKind = z.infer<typeof QualificationKind>;

export const Qualification = z.object({
  id: z.int(),
  unitId: z.int(),
  kind: QualificationKind,
  name: z.string(),
  issuer: z.string(),
  validUntil: z.nullable(isoDate),
  images: z.array(SchoolFile),
});
export type Qualification = z.infer<typeof Qualification>;

/** The catering company's qualifications (or certificates) for the selected identity's school. */
export const qualifications = endpoint({
  method: 'GET',
  path: '/api/enterprise/qualifications',
  query: z.extend(sizedPage(QUALIFICATION_PAGE_SIZE), {
    kind: z._default(QualificationKind, 'Qualification'),
  }),
  response: paged(Qualification),
});

export const qualificationDetail = endpoint({
  method: 'GET',
  path: '/api/enterprise/qualifications/{id}',
  params: z.object({ id }),
  response: Qualification,
});

/** One dish of a publicity entry. */
export const PublicityDish = z.object({
  id: z.int(),
  name: z.string(),
  weightGrams: z.int(),
  allergens: DishAllergens,
  /**
   * Only while the school shows ratings (decision 078): the average overall score, 1 to 5, of the
   * meals with this dish in the week of the date, and how many scores; never who.
   */
  rating: z.optional(z.object({ average: z.nullable(z.number()), ratings: z.int() })),
});

/** One menu of the day, an entry with its `carteId` (the carte is the menu; docs/product.md, "What the app keeps"). */
export const PublicityEntry = z.object({
  carteId: z.int(),
  diningType: DiningType,
  mealKind: MealKind,
  dishes: z.array(PublicityDish),
});
export type PublicityEntry = z.infer<typeof PublicityEntry>;

export const PublicityDay = z.object({
  date: isoDate,
  entries: z.array(PublicityEntry),
});
export type PublicityDay = z.infer<typeof PublicityDay>;

const schoolPath = z.object({ schoolId: id });

/** Public: the school's menus by date, from today on, 10 dates a page. */
export const publicityMenus = endpoint({
  method: 'GET',
  path: '/api/publicity/{schoolId}/menus',
  public: true,
  params: schoolPath,
  query: z.extend(sizedPage(PUBLICITY_PAGE_SIZE), { from: z.optional(isoDate) }),
  response: z.extend(paged(PublicityDay), {
    /** The school's today (its time zone) and when the server answered, ISO. */
    today: isoDate,
    generatedAt: z.string(),
  }),
});

export const publicityDay = endpoint({
  method: 'GET',
  path: '/api/publicity/{schoolId}/menus/{date}',
  public: true,
  params: z.object({ schoolId: id, date: isoDate }),
  response: PublicityDay,
});

/** Public: what a school shows strangers (name, webview origins). */
export const SchoolProfile = z.object({
  id: z.int(),
  name: z.string(),
  /** Origins `container/webview` may show, e.g. `https://www.example.edu.cn`. */
  allowedOrigins: z.array(z.string()),
});
export type SchoolProfile = z.infer<typeof SchoolProfile>;

export const schoolProfile = endpoint({
  method: 'GET',
  path: '/api/publicity/{schoolId}/profile',
  public: true,
  params: schoolPath,
  response: SchoolProfile,
});

export const NewsItem = z.object({
  id: z.int(),
  unitId: z.int(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  publishedAt: z.string(),
});
export type NewsItem = z.infer<typeof NewsItem>;

/**
 * The school's news (decision 023: our own server, not the spec's placeholder feed). Public
 * items are open to anyone; a signed-in family of the school also sees its members-only items.
 */
export const schoolNews = endpoint({
  method: 'GET',
  path: '/api/news/{schoolId}',
  public: true,
  optionalAuth: true,
  params: schoolPath,
  query: sizedPage(NEWS_PAGE_SIZE),
  response: paged(NewsItem),
});

export const newsDetail = endpoint({
  method: 'GET',
  path: '/api/news/{schoolId}/{id}',
  public: true,
  optionalAuth: true,
  params: z.object({ schoolId: id, id }),
  response: NewsItem,
});
