import * as z from 'zod/mini';
import { DishAllergens } from './allergens';
import { ADMIN_ROLES } from './admin';
import { endpoint, id, text } from './core';
import { isoDate } from './dates';
import { DiningType, MealKind } from './enums';

// Calendar feeds and the open menu feed (decision 073). A child's feed is reached by a private
// link whose random token the server keeps only as a hash; the school's menu feed is public only
// while the school's console switch is on.

/** 32 random bytes, base64url: the private part of a child's calendar link. */
export const FeedToken = text().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

/** The longest range the public menu feed answers in one call. */
export const MENU_FEED_MAX_DAYS = 62;

export const CalendarFeedState = z.object({
  associatedUserId: z.int(),
  /** A link is live (it was issued and not revoked since). */
  active: z.boolean(),
  /** When the live link was issued, ISO; null without one. */
  issuedAt: z.nullable(z.string()),
});
export type CalendarFeedState = z.infer<typeof CalendarFeedState>;

/** Shown once, when issued: the server cannot show it again (it keeps only the hash). */
export const IssuedCalendarFeed = z.object({
  associatedUserId: z.int(),
  /** https: for copying; the same address as `webcal:` for the phone's calendar. */
  url: z.string(),
  webcal: z.string(),
  issuedAt: z.string(),
});
export type IssuedCalendarFeed = z.infer<typeof IssuedCalendarFeed>;

const childPath = z.object({ associatedUserId: id });

/** The calling account's children and whether each has a live calendar link. */
export const calendarFeeds = endpoint({
  method: 'GET',
  path: '/api/feed/calendar',
  response: z.array(CalendarFeedState),
});

/** Issues a new link for the child; any earlier one stops answering. */
export const issueCalendarFeed = endpoint({
  method: 'POST',
  path: '/api/feed/calendar/{associatedUserId}',
  params: childPath,
  response: IssuedCalendarFeed,
});

export const revokeCalendarFeed = endpoint({
  method: 'DELETE',
  path: '/api/feed/calendar/{associatedUserId}',
  params: childPath,
  response: CalendarFeedState,
});

/** The child's meals, leave, days off and order cut-offs as iCalendar (text/calendar). */
export const childCalendar = endpoint({
  method: 'GET',
  path: '/api/feed/child/{token}/calendar.ics',
  public: true,
  raw: true,
  mediaType: 'text/calendar',
  params: z.object({ token: FeedToken }),
  response: z.string(),
});

const menuRange = z.object({
  /** The first date; the school's today when absent. */
  from: z.optional(isoDate),
  /** The last date, at most MENU_FEED_MAX_DAYS days after `from`; a week after it when absent. */
  to: z.optional(isoDate),
});

export const MenuFeedDish = z.object({
  name: z.string(),
  weightGrams: z.int(),
  /** Allergen codes; null when the school has not recorded them (not "none"). */
  allergens: DishAllergens,
  /**
   * Only while the school shows ratings (decision 078): the average overall score, 1 to 5, of
   * the meals with this dish in the ISO week of the meal's date, and how many scores; never who.
   */
  rating: z.optional(z.object({ average: z.nullable(z.number()), ratings: z.int() })),
});

export const MenuFeedMeal = z.object({
  date: isoDate,
  diningType: DiningType,
  mealKind: MealKind,
  /** Serving time, school time zone, `HH:mm`. */
  serveStart: z.string(),
  serveEnd: z.string(),
  /** The published version (decision 063): a republication raises it. */
  version: z.int(),
  dishes: z.array(MenuFeedDish),
});

export const MenuFeed = z.object({
  school: z.object({ id: z.int(), name: z.string(), timeZone: z.string() }),
  from: isoDate,
  to: isoDate,
  meals: z.array(MenuFeedMeal),
});
export type MenuFeed = z.infer<typeof MenuFeed>;

/** The school's published menus as JSON, for anyone, while the school allows it. */
export const menuFeed = endpoint({
  method: 'GET',
  path: '/api/feed/school/{schoolId}/menus',
  public: true,
  raw: true,
  params: z.object({ schoolId: id }),
  query: menuRange,
  response: MenuFeed,
});

/** The same menus as iCalendar. */
export const menuCalendar = endpoint({
  method: 'GET',
  path: '/api/feed/school/{schoolId}/menus.ics',
  public: true,
  raw: true,
  mediaType: 'text/calendar',
  params: z.object({ schoolId: id }),
  query: menuRange,
  response: z.string(),
});

export const MenuFeedSetting = z.object({
  open: z.boolean(),
  /** Where the feeds answer (absolute), shown in the console to pass on. */
  jsonUrl: z.string(),
  calendarUrl: z.string(),
});
export type MenuFeedSetting = z.infer<typeof MenuFeedSetting>;

export const adminMenuFeed = endpoint({
  method: 'GET',
  path: '/api/admin/feed/menus',
  roles: ADMIN_ROLES,
  response: MenuFeedSetting,
});

export const saveAdminMenuFeed = endpoint({
  method: 'PUT',
  path: '/api/admin/feed/menus',
  roles: ADMIN_ROLES,
  body: z.object({ open: z.boolean() }),
  response: MenuFeedSetting,
});
