import { apiRoute } from '@/lib/api/handler';
import { correctSeriesResult, previewCorrection } from '@/lib/services/results/correct-result';
import { correctSeriesResultOperation } from './operations';

export const POST = apiRoute(correctSeriesResultOperation, async ({ actor, db, params, query, body }) =>
  (query.preview ? previewCorrection : correctSeriesResult)(db, actor, { ...body, matchId: params.id }),
);
