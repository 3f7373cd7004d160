import { checklistRules, NO_ADMISSION_FACTS, pipelineCandidate, programDate, type PipelineCandidate, type Teacher } from 'shared-domain';
import type { Repositories } from '../repositories';

/**
 * Every candidate on a path as the pipeline counts it (pipelineCandidate: the stage, the filters' facts, the clocks
 * past due or due soon) on the program's today. Only the records with a path are read, a page of them at a time.
 * The pipeline, the dashboard's work queue and the path clocks' reminders all read it.
 */
export async function pathCandidates(
  repos: Pick<Repositories, 'path' | 'teachers' | 'settings'>,
  timeZone: string,
  now: Date,
): Promise<PipelineCandidate[]> {
  const { path, teachers, settings } = repos;
  const [{ entries, admissions }, holidays, saved] = await Promise.all([path.everyPath(), path.holidays(), settings.get()]);
  const today = programDate(now, timeZone);
  const rules = checklistRules(saved);
  const candidates: PipelineCandidate[] = [];
  if (!entries.size) return candidates;
  await teachers.eachOf([...entries.keys()], (page) => {
    for (const j of page) {
      const teacher = JSON.parse(j) as Teacher;
      const own = entries.get(teacher._id)!;
      const admission = admissions.get(teacher._id) ?? { ...NO_ADMISSION_FACTS };
      const c = pipelineCandidate({ teacher, entries: own, admission, holidays, today, rules, timeZone });
      if (c) candidates.push(c);
    }
  });
  return candidates;
}
