import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  citationParamsSchema,
  citationQuerySchema,
  type LawKind,
  lawCodesReplySchema,
  lawIdParamsSchema,
  lawSearchReplySchema,
  lawSectionDetailSchema,
  lawTreeQuerySchema,
  lawTreeReplySchema,
  regSearchQuerySchema,
  statuteSearchQuerySchema,
} from '@statehouse/shared/statutes/statutes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { getSection, getTree, listCodes, resolveCitation, searchLaw } from './statutes.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * Statutes (/api/statutes/...) and regulations (/api/regs/...): public law, every signed-in role. The two
 * families are the same calls over statute_sections and regulation_sections; regs/search adds rule and part.
 */
export const statutesRoutes: FastifyPluginAsyncZod = async (app) => {
  const families = [
    { kind: 'statute', prefix: '/statutes', tag: 'statutes', noun: 'statute', Noun: 'Statute' },
    { kind: 'regulation', prefix: '/regs', tag: 'regs', noun: 'regulation', Noun: 'Regulation' },
  ] as const satisfies readonly { kind: LawKind; prefix: string; tag: string; noun: string; Noun: string }[];

  for (const family of families) {
    const tags = [family.tag];
    app.get(
      `${family.prefix}/search`,
      {
        preHandler: requireUser,
        schema: {
          tags,
          operationId: family.kind === 'statute' ? 'searchStatutes' : 'searchRegs',
          summary: `Search ${family.noun} sections: ranked full-text with snippets and facets, or a plain-language question (searchMode ai)`,
          description:
            'Refused with 400 "The question has no words to search for: say what it is about, e.g. "Is food taxed?"" ' +
            'when a searchMode ai question holds only words too common to search for.',
          querystring: family.kind === 'statute' ? statuteSearchQuerySchema : regSearchQuerySchema,
          response: { 200: lawSearchReplySchema, ...errors },
        },
      },
      async (request) => searchLaw({ db: app.db, kind: family.kind, params: request.query }),
    );

    app.get(
      `${family.prefix}/codes`,
      {
        preHandler: requireUser,
        schema: {
          tags,
          operationId: family.kind === 'statute' ? 'getStatuteCodes' : 'getRegCodes',
          summary: `The ${family.noun} codes held, by jurisdiction, with their section counts (the pickers)`,
          response: { 200: lawCodesReplySchema, 401: errorBodySchema },
        },
      },
      async () => listCodes({ db: app.db, kind: family.kind }),
    );

    app.get(
      `${family.prefix}/tree`,
      {
        preHandler: requireUser,
        schema: {
          tags,
          operationId: family.kind === 'statute' ? 'getStatuteTree' : 'getRegTree',
          summary: `Browse a ${family.noun} code: the levels (title, chapter, subchapter, part) and sections under a path`,
          querystring: lawTreeQuerySchema,
          response: { 200: lawTreeReplySchema, ...errors },
        },
      },
      async (request) => getTree({ db: app.db, kind: family.kind, query: request.query }),
    );

    app.get(
      `${family.prefix}/id/:id`,
      {
        preHandler: requireUser,
        schema: {
          tags,
          operationId: family.kind === 'statute' ? 'getStatute' : 'getReg',
          summary: `${family.Noun} section: text, hierarchy, previous and next, history notes, and the bills that amend or cite it`,
          params: lawIdParamsSchema,
          response: { 200: lawSectionDetailSchema, ...errors },
        },
      },
      async (request) => getSection({ db: app.db, kind: family.kind, id: request.params.id }),
    );
  }

  app.get(
    '/statutes/:statutoryCode/:reference',
    {
      preHandler: requireUser,
      schema: {
        tags: ['statutes'],
        operationId: 'resolveStatuteCitation',
        description:
          'Refused with 400 “"…" is not a section number: write it as cited, e.g. 151.0101 or 2-1402.11” for a ' +
          'reference that cannot be a section.',
        summary:
          'A citation as written ("Tax Code" 151.0101, "D.C. Code" 2-1402.11, "27 CFR" 447.11) to its section; 404 suggests the closest',
        params: citationParamsSchema,
        querystring: citationQuerySchema,
        response: { 200: lawSectionDetailSchema, ...errors },
      },
    },
    async (request) => resolveCitation({ db: app.db, params: request.params, query: request.query }),
  );
};
