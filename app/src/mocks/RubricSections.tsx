import type { ReactNode } from 'react';
import { isEssential, type MsdRubric } from '@atelier/contracts';
import { rubricHeadingId } from '../operations/sims/msd/msd-api.ts';
import { EssentialMark } from '../operations/sims/rubrics/RubricValue.tsx';
import { msdRubric } from './msd.ts';

/** Some rubrics of a report, each under its heading as the rubric layout shows it, then what the story renders of it (a value, an editor). */
export function RubricSections({ rubrics, gap = 'gap-6', render }: { rubrics: string[]; gap?: string; render: (msd: MsdRubric) => ReactNode }) {
  return (
    <div className={`flex flex-col ${gap}`}>
      {rubrics.map((idMas) => {
        const msd = msdRubric(idMas);
        return (
          <section key={idMas} className="flex flex-col gap-3">
            <h2 id={rubricHeadingId(idMas)} tabIndex={-1} className="flex flex-wrap items-center gap-2 text-xl font-bold">
              <span>
                {idMas} <span lang="fr">{msd.masLabelLg1}</span>
              </span>
              {isEssential(msd) && <EssentialMark />}
            </h2>
            {render(msd)}
          </section>
        );
      })}
    </div>
  );
}
