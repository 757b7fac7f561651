import {
  careerFileChunks,
  dueCareerForwards,
  markCareerForwarded,
  markCareerForwardFailed,
  type Db,
} from '@maison/db';
import { APPLICATION_FORWARD_BACKOFF_MAX_S, APPLICATION_FORWARD_BACKOFF_S } from '@maison/domain';
import type { Logger } from '@maison/services/logging/local';
import type { JobsPort } from '@maison/services/jobs';

/** Ours: applications forwarded per pass of the outbox. */
const FORWARD_BATCH = 20;

/** The wait before the next try after `attempts` failed ones: 1, 2, 4, … minutes, at most an hour. */
const forwardBackoffS = (attempts: number) =>
  Math.min(APPLICATION_FORWARD_BACKOFF_S * 2 ** attempts, APPLICATION_FORWARD_BACKOFF_MAX_S);

/**
 * One pass of the outbox towards the recruiting system (issue 20: nothing is lost when Personio
 * fails): each due application's documents, then the application naming them. A failure keeps
 * the application pending with its next try; the stored rows are never removed.
 */
export async function forwardDueApplications(
  db: Db,
  jobs: JobsPort,
  logger: Logger,
  now = new Date(),
): Promise<{ forwarded: number; failed: number }> {
  if (!jobs.forwardsApplications) return { forwarded: 0, failed: 0 };
  let forwarded = 0;
  let failed = 0;
  for (const application of await dueCareerForwards(db, now, FORWARD_BATCH)) {
    try {
      const files = [];
      for (const file of application.files) {
        const { uuid } = await jobs.uploadDocument({
          original_filename: file.original_filename,
          content_type: file.content_type,
          size: file.size,
          chunks: () => careerFileChunks(db, file.uuid),
        });
        files.push({ uuid, original_filename: file.original_filename, category: file.category! });
      }
      await jobs.submitApplication({
        first_name: application.first_name,
        last_name: application.last_name,
        email: application.email,
        job_position_id: String(application.position_id),
        files,
        attributes: application.attributes,
      });
      await markCareerForwarded(db, application.id);
      forwarded++;
    } catch (error) {
      failed++;
      const message = (error as Error).message;
      logger.warn({ application: application.uuid, err: message }, 'application forward failed');
      await markCareerForwardFailed(db, application.id, {
        error: message.slice(0, 1000),
        nextAt: new Date(now.getTime() + forwardBackoffS(application.forward_attempts) * 1000),
      });
    }
  }
  return { forwarded, failed };
}
