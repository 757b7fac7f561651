import { listCareerPositions, type CareerPositionRow, type Db } from '@maison/db';
import { DEFAULT_LOCALE, type Locale } from '@maison/domain';
import type { JobPosition } from '@maison/services/jobs';

/** Our positions in one language (the default language's texts where one is missing). */
function positionsIn(rows: CareerPositionRow[], language: Locale): JobPosition[] {
  return rows.flatMap((row) => {
    const texts = row.texts[language] ?? row.texts[DEFAULT_LOCALE];
    if (!texts) return [];
    return [
      {
        id: String(row.id),
        office: row.office,
        department: row.department,
        recruitingCategory: row.recruiting_category,
        name: texts.name,
        jobDescriptions: texts.jobDescriptions,
        employmentType: row.employment_type,
        seniority: row.seniority,
        schedule: row.schedule,
        yearsOfExperience: row.years_of_experience,
        occupation: row.occupation,
        occupationCategory: row.occupation_category,
        createdAt: row.created_at.toISOString(),
      },
    ];
  });
}

export async function storedPositions(db: Db, language: Locale): Promise<JobPosition[]> {
  return positionsIn(await listCareerPositions(db), language);
}

/** A position on the wire (001 §3 "Job position"): the spec names its sections jobDescription. */
export function positionBody({ jobDescriptions, ...position }: JobPosition) {
  return { ...position, jobDescription: jobDescriptions };
}
