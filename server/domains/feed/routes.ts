import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  calendarFeeds,
  childCalendar,
  issueCalendarFeed,
  menuCalendar,
  menuFeed,
  revokeCalendarFeed,
} from '../../../lib/contract/feed';
import { routerPath } from '../../../lib/contract/core';
import { etagMatches, etagOf } from '../../core/http/etag';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';

// The feeds' calls (decision 073). The child's calendar is no-store like every private answer;
// the menu feed may be kept five minutes by anyone and is open to every origin, GET only, without
// credentials. Both carry an ETag and answer 304 to a matching If-None-Match.

/** The public feed's headers: any origin may read it, with no cookie or token. */
const OPEN = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag',
  vary: 'Origin',
};
const PUBLIC_CACHE = 'public, max-age=300, must-revalidate';

/** DTSTAMP is the time of answering: left out of the tag so an unchanged feed keeps its tag. */
const tagOf = (body: string) => etagOf(body.replace(/^DTSTAMP:.*$/gm, ''));

function tagged(request: FastifyRequest, reply: FastifyReply, body: string, type: string): string {
  const tag = tagOf(body);
  reply.header('etag', tag).type(type);
  if (etagMatches(request.headers['if-none-match'], tag)) {
    reply.code(304);
    return '';
  }
  return body;
}

export function registerFeedRoutes(app: FastifyInstance, services: Services) {
  const { calendarLinks, childCalendarOf, menuFeeds } = services;

  route(app, services, calendarFeeds, ({ caller }) => calendarLinks.states(caller.accountId));
  route(app, services, issueCalendarFeed, {
    inTransaction: true,
    run: ({ caller, params, tx }) =>
      calendarLinks.issue(tx, caller.accountId, params.associatedUserId),
  });
  route(app, services, revokeCalendarFeed, {
    inTransaction: true,
    run: ({ caller, params, tx }) =>
      calendarLinks.revoke(tx, caller.accountId, params.associatedUserId),
  });
  route(app, services, childCalendar, async ({ params, request, reply }) => {
    const child = await calendarLinks.childOfToken(params.token);
    const body = await childCalendarOf(child);
    return tagged(request, reply, body, 'text/calendar; charset=utf-8');
  });

  route(app, services, menuFeed, async ({ params, query, request, reply }) => {
    reply.headers(OPEN).header('cache-control', PUBLIC_CACHE);
    const feed = await menuFeeds.menusOf(params.schoolId, query);
    // Sent as the text its ETag was computed from; the object was checked against the contract's
    // type above (`menusOf` returns MenuFeed).
    const answer = tagged(request, reply, JSON.stringify(feed), 'application/json; charset=utf-8');
    return answer as never;
  });
  route(app, services, menuCalendar, async ({ params, query, request, reply }) => {
    reply.headers(OPEN).header('cache-control', PUBLIC_CACHE);
    const body = await menuFeeds.calendarOf(params.schoolId, query);
    return tagged(request, reply, body, 'text/calendar; charset=utf-8');
  });
  // A browser asks before sending If-None-Match from a page of another origin: GET only.
  for (const descriptor of [menuFeed, menuCalendar])
    app.options(routerPath(descriptor.path), (_request, reply) =>
      reply
        .code(204)
        .headers({
          ...OPEN,
          'access-control-allow-methods': 'GET',
          'access-control-allow-headers': 'If-None-Match',
          'access-control-max-age': '600',
        })
        .send(),
    );
}
