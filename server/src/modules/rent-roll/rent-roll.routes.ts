import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';

/** TEMP stand-in: the rent roll report and its CSV and .xlsx exports. */
export const rentRollRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async () => {};
