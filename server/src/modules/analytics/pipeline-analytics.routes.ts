import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';

/** TEMP stand-in: the pipeline funnel and comps analytics routes. */
export const pipelineAnalyticsRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async () => {};
