import { PageTitle } from '@atelier/ui-kit';
import { DocumentTitle } from '../shell/DocumentTitle.tsx';
import { RecordTree, type RecordTreeProps } from './RecordTree.tsx';

export interface TreeScreenProps extends RecordTreeProps {
  /** The page's heading and, with the product's name, its document title. */
  title: string;
  /** One sentence under the heading: what the tree holds and how to go through it. */
  intro: string;
}

/** A page holding one lazy tree (the operations catalogue, the geography): its title, what it holds, the tree. */
export function TreeScreen({ title, intro, ...tree }: TreeScreenProps) {
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page={title} />
      <div className="flex flex-col gap-2">
        <PageTitle>{title}</PageTitle>
        <p className="max-w-prose text-ink-muted forced-colors:text-[CanvasText]">{intro}</p>
      </div>
      <RecordTree {...tree} />
    </div>
  );
}
