import { XMLBuilder } from 'fast-xml-parser';
import type { JobPosition } from '../types';

/**
 * Our positions as Personio's XML feed (`workzag-jobs` / `position`), so the site reads its own
 * feed as it would read Personio's (issue 20). Descriptions go in CDATA, as Personio sends them.
 */

const builder = new XMLBuilder({
  format: true,
  indentBy: '  ',
  cdataPropName: '#cdata',
  suppressEmptyNode: false,
});

/** `]]>` cannot occur inside CDATA: split it across two sections. */
const cdata = (html: string) => ({ '#cdata': html.replaceAll(']]>', ']]]]><![CDATA[>') });

export function renderJobsFeed(positions: JobPosition[]): string {
  const document = {
    'workzag-jobs': {
      position: positions.map((p) => ({
        id: p.id,
        office: p.office,
        department: p.department,
        recruitingCategory: p.recruitingCategory,
        name: p.name,
        jobDescriptions: {
          jobDescription: p.jobDescriptions.map((d) => ({ name: d.name, value: cdata(d.value) })),
        },
        employmentType: p.employmentType,
        seniority: p.seniority,
        schedule: p.schedule,
        yearsOfExperience: p.yearsOfExperience,
        occupation: p.occupation,
        occupationCategory: p.occupationCategory,
        ...(p.createdAt ? { createdAt: p.createdAt } : {}),
      })),
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(document) as string}`;
}
