import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';

/** TEMP stand-in: the portfolio analytics routes (expiry, occupancy, WALT, tenants, heatmap). */
export const analyticsRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async () => {};
