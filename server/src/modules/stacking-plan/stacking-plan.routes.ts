import { recordIdSchema } from '@common/properties';
import {
  stackingBuildingListSchema,
  stackingPlanSchema,
  stackingSpaceDetailsSchema,
} from '@common/stacking-plan';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { organisationToday } from '../settings/time-zone.service';
import { getStackingSpaceDetails } from './space-details.service';
import { getStackingPlan, listStackingBuildings } from './stacking-plan.service';

const planParamsSchema = z.object({ propertyId: recordIdSchema });
const spaceParamsSchema = z.object({ propertyId: recordIdSchema, spaceId: recordIdSchema });

export const stackingPlanRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/api/stacking-plan/buildings',
    { schema: { response: { 200: stackingBuildingListSchema } } },
    async () => listStackingBuildings(db),
  );

  app.get(
    '/api/stacking-plan/:propertyId',
    { schema: { params: planParamsSchema, response: { 200: stackingPlanSchema } } },
    async (request) => getStackingPlan(db, request.params.propertyId, await organisationToday(db, clock())),
  );

  app.get(
    '/api/stacking-plan/:propertyId/spaces/:spaceId',
    { schema: { params: spaceParamsSchema, response: { 200: stackingSpaceDetailsSchema } } },
    async (request) =>
      getStackingSpaceDetails(
        db,
        request.params.propertyId,
        request.params.spaceId,
        await organisationToday(db, clock()),
      ),
  );
};
