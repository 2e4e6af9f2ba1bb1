import type { FastifyInstance } from 'fastify';
import {
  mealBox,
  mealCommentItems,
  mealCommentOf,
  mealDay,
  mealLogs,
  mealMonth,
  mealYear,
  orderCount,
  rateMeal,
} from '../../../lib/contract/meal';
import { nutritionWeek } from '../../../lib/contract/nutrition';
import { invalidField } from '../../core/errors';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';

function checkedDate(y: number, m: number, d: number): string {
  const date = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw invalidField('d');
  }
  return date;
}

// The meal axis, meal boxes, ratings and meal logs (decision 008); the service business's calls are
// the business domain's. Everything
// is for the caller's selected child (the verified `associatedUser` header) or, for id routes,
// for things of the caller's own children: anything else answers 404.
export function registerMealRoutes(app: FastifyInstance, services: Services): void {
  const {
    mealAxis: axis,
    mealRecords: records,
    mealComments: comments,
    mealNutrition: nutrition,
  } = services;

  route(app, services, mealMonth, async ({ params, query, caller }) =>
    axis.month(await axis.childOf(caller), params.y, params.m, query.diningType),
  );
  route(app, services, mealDay, async ({ params, query, caller }) =>
    axis.day(
      await axis.childOf(caller),
      checkedDate(params.y, params.m, params.d),
      query.diningType,
    ),
  );
  route(app, services, mealYear, async ({ query, caller }) =>
    records.yearSummary(await axis.childOf(caller), query.diningType, query.year),
  );
  route(app, services, mealBox, async ({ params, query, caller }) =>
    records.box(await axis.childOf(caller), params.id, query.diningType),
  );
  route(app, services, mealLogs, async ({ query, caller }) =>
    records.logs(await axis.childOf(caller), query.year),
  );
  route(app, services, orderCount, async ({ params, caller }) => ({
    count: await records.orderCount(await axis.childOf(caller, params.associatedUserId)),
  }));

  // Decision 081: the selected child's ordered meals of a week against WS/T 554-2017.
  route(app, services, nutritionWeek, async ({ query, caller }) =>
    nutrition.week(await axis.childOf(caller), query.start),
  );

  route(app, services, mealCommentItems, () => comments.items());
  route(app, services, mealCommentOf, async ({ query, caller }) =>
    comments.find(await axis.childOf(caller), query.mealsDate, query.diningType),
  );
  // Idempotent like leave (decision 026): a rating waiting in the outbox is resent under its key
  // until an answer arrives, and a replay must answer the first rating, not "already rated".
  route(app, services, rateMeal, {
    prepare: ({ caller }) => axis.childOf(caller),
    run: ({ body, tx, prepared: child }) =>
      comments.rate(child, body.mealsDate, body.diningType, body.items, tx),
  });
}
