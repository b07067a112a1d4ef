import { idParamsSchema } from '@common/properties';
import {
  createTrainingLessonSchema,
  lessonPdfFileName,
  trainingCategoryParamsSchema,
  trainingCategorySchema,
  trainingLessonSchema,
  trainingLessonSummarySchema,
  trainingSearchParamsSchema,
  trainingSearchQuerySchema,
  updateTrainingLessonSchema,
} from '@common/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { sendDownload } from '../../http/send-download';
import { requireRole, userOf } from '../../plugins/session';
import { renderLessonPdf } from './lesson-pdf';
import {
  createLesson,
  getLesson,
  getPrintableLesson,
  lessonsInCategory,
  listCategories,
  searchLessons,
  updateLesson,
} from './training.service';

export type TrainingRoutesOptions = { db: Database; clock: () => Date };

const lessonList = { 200: z.array(trainingLessonSummarySchema) };

export const trainingRoutes: FastifyPluginAsyncZod<TrainingRoutesOptions> = async (app, { db, clock }) => {
  app.get(
    '/api/training/categories',
    { schema: { response: { 200: z.array(trainingCategorySchema) } } },
    async () => listCategories(db),
  );

  app.get(
    '/api/training/categories/:name',
    { schema: { params: trainingCategoryParamsSchema, response: lessonList } },
    async (request) => lessonsInCategory(db, request.params.name),
  );

  // Empty search text returns every lesson (the New Lessons list), with or without the slash.
  for (const url of ['/api/training/search', '/api/training/search/']) {
    app.get(
      url,
      { schema: { querystring: trainingSearchQuerySchema, response: lessonList } },
      async (request) => searchLessons(db, '', request.query.category),
    );
  }

  app.get(
    '/api/training/search/:text',
    {
      schema: {
        params: trainingSearchParamsSchema,
        querystring: trainingSearchQuerySchema,
        response: lessonList,
      },
    },
    async (request) => searchLessons(db, request.params.text, request.query.category),
  );

  app.get(
    '/api/training/content/:id',
    { schema: { params: idParamsSchema, response: { 200: trainingLessonSchema } } },
    async (request) => getLesson(db, request.params.id),
  );

  app.get('/api/training/content/:id/pdf', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const lesson = await getPrintableLesson(db, request.params.id);
    return sendDownload(reply, {
      fileName: lessonPdfFileName(lesson.title),
      contentType: 'application/pdf',
      body: await renderLessonPdf(lesson),
    });
  });

  // Writing lessons is the asset side's job; brokers and leasing read them.
  app.post(
    '/api/training/content',
    {
      // Checked before the body is validated, so a role that may not write learns nothing from a 400.
      preValidation: requireRole('admin', 'asset_manager'),
      schema: { body: createTrainingLessonSchema, response: { 201: trainingLessonSchema } },
    },
    async (request, reply) => {
      const created = await createLesson(db, clock(), userOf(request).id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/training/content/:id',
    {
      preValidation: requireRole('admin', 'asset_manager'),
      schema: {
        params: idParamsSchema,
        body: updateTrainingLessonSchema,
        response: { 200: trainingLessonSchema },
      },
    },
    async (request) => updateLesson(db, clock(), request.params.id, request.body),
  );
};
