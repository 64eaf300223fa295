import {
  ErrorBody,
  envelope,
  LanguageQuery,
  StaffSurvey,
  StaffSurveyList,
  Survey,
  SurveyDraft,
  SurveyIdParams,
  SurveyResponseBody,
  SurveyResults,
  SurveySlugParams,
  SurveyState,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { memberOf } from '../../plugins/app/auth';
import * as repo from './surveys.repository';
import { createSurvey, deleteSurvey, respond, results, updateSurvey } from './surveys.service';

const tags = ['surveys'];
const security = [{ accessToken: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Everyone reads surveys (the page and the invitation); answering is for members. */
export const surveyReadRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/survey/current?language= – the newest open survey of the language, or null
  app.get(
    '/v2/survey/current',
    {
      config: { publicCache: true },
      schema: { tags, querystring: LanguageQuery, response: { 200: envelope(Survey.nullable()), ...errors } },
    },
    async (req) => {
      const row = await repo.findCurrentSurvey(app.db, req.query.language);
      return ok(row ? repo.toSurvey(row) : null);
    },
  );

  // GET /v2/survey/:slug?language= – one survey, open or closed (isOpen says which)
  app.get(
    '/v2/survey/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags,
        params: SurveySlugParams,
        querystring: LanguageQuery,
        response: { 200: envelope(Survey), ...errors },
      },
    },
    async (req) => {
      const row = await repo.findSurveyBySlug(app.db, req.query.language, req.params.slug);
      if (!row) throw new AppError('SURVEY_NOT_FOUND');
      return ok(repo.toSurvey(row));
    },
  );
};

export const surveyMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/member/survey/:id – whether the member has answered
  app.get(
    '/v2/member/survey/:id',
    {
      schema: { tags, security, params: SurveyIdParams, response: { 200: envelope(SurveyState), ...errors } },
    },
    async (req) => {
      if (!(await repo.findSurveyById(app.db, req.params.id))) throw new AppError('SURVEY_NOT_FOUND');
      return ok({ answered: await repo.hasAnswered(app.db, req.params.id, memberOf(req).id) });
    },
  );

  // POST /v2/member/survey/:id {answers, revision} – the member's answers, once, to the questions as they are
  app.post(
    '/v2/member/survey/:id',
    {
      schema: {
        tags,
        security,
        params: SurveyIdParams,
        body: SurveyResponseBody,
        response: { 200: envelope(SurveyState), ...errors },
      },
    },
    async (req) => {
      await respond(app.db, req.params.id, memberOf(req).id, req.body.answers, req.body.revision);
      return ok({ answered: true }, 'SURVEY_ANSWERED');
    },
  );
};

export const surveyStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  // an editor's change shows at once in the survey's page and the invitation (this process's
  // kept answers of GET v2/survey/…; the web drops its own copies)
  const changed = <T>(answer: T) => {
    app.forgetPublicAnswers('/v2/survey/');
    return answer;
  };

  // GET /v2/staff/surveys – every survey, newest first, with its number of responses
  app.get(
    '/v2/staff/surveys',
    { schema: { tags, security, response: { 200: envelope(StaffSurveyList), ...errors } } },
    async () => ok(await repo.listSurveys(app.db)),
  );

  // POST /v2/staff/survey – an editor writes a new survey (SURVEY_CREATED)
  app.post(
    '/v2/staff/survey',
    { schema: { tags, security, body: SurveyDraft, response: { 200: envelope(Survey), ...errors } } },
    async (req) => changed(ok(repo.toSurvey(await createSurvey(app.db, req.body)), 'SURVEY_CREATED')),
  );

  // GET /v2/staff/survey/:id – one survey as the editors' list shows it (the edit form reads it)
  app.get(
    '/v2/staff/survey/:id',
    {
      schema: { tags, security, params: SurveyIdParams, response: { 200: envelope(StaffSurvey), ...errors } },
    },
    async (req) => {
      const [survey] = await repo.listSurveys(app.db, req.params.id);
      if (!survey) throw new AppError('SURVEY_NOT_FOUND');
      return ok(survey);
    },
  );

  // PUT /v2/staff/survey/:id – an editor rewrites a survey no one has answered yet (SURVEY_UPDATED)
  app.put(
    '/v2/staff/survey/:id',
    {
      schema: {
        tags,
        security,
        params: SurveyIdParams,
        body: SurveyDraft,
        response: { 200: envelope(Survey), ...errors },
      },
    },
    async (req) =>
      changed(ok(repo.toSurvey(await updateSurvey(app.db, req.params.id, req.body)), 'SURVEY_UPDATED')),
  );

  // DELETE /v2/staff/survey/:id – a survey no one has answered, written by mistake (SURVEY_DELETED)
  app.delete(
    '/v2/staff/survey/:id',
    {
      schema: { tags, security, params: SurveyIdParams, response: { 200: envelope(z.null()), ...errors } },
    },
    async (req) => {
      await deleteSurvey(app.db, req.params.id);
      return changed(ok(null, 'SURVEY_DELETED'));
    },
  );

  // GET /v2/staff/survey/:id/results – for the editors
  app.get(
    '/v2/staff/survey/:id/results',
    {
      schema: {
        tags,
        security,
        params: SurveyIdParams,
        response: { 200: envelope(SurveyResults), ...errors },
      },
    },
    async (req) => ok(await results(app.db, req.params.id)),
  );

  // POST /v2/staff/survey/:id/close – readers can no longer answer (the results stay)
  // POST /v2/staff/survey/:id/reopen – readers can answer again (a past closing date is dropped)
  for (const [action, status, message] of [
    ['close', 'closed', 'SURVEY_STOPPED'],
    ['reopen', 'open', 'SURVEY_REOPENED'],
  ] as const) {
    app.post(
      `/v2/staff/survey/:id/${action}`,
      { schema: { tags, security, params: SurveyIdParams, response: { 200: envelope(Survey), ...errors } } },
      async (req) => {
        const row = await repo.setSurveyStatus(app.db, req.params.id, status);
        if (!row) throw new AppError('SURVEY_NOT_FOUND');
        return changed(ok(repo.toSurvey(row), message));
      },
    );
  }
};
