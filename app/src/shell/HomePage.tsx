import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tile, TileGrid } from '@atelier/ui-kit';
import { useAuthorization } from '../auth/privileges.ts';
import { loadCatalogs } from '../lib/i18n.ts';
import { useAppContext } from './app-context.ts';
import { DocumentTitle } from './DocumentTitle.tsx';
import { MainContent } from './MainContent.tsx';
import { MODULES } from './modules.ts';

// Its words are in the `records` catalog (lingui.config.ts), loaded with it.
const NoModuleAlert = lazy(() => Promise.all([import('./NoModuleAlert.tsx'), loadCatalogs(['records'])]).then(([alert]) => alert));

/**
 * One tile per configured module for which the user holds a privilege; a module without screens yet
 * says so on its tile.
 */
export function HomePage() {
  const { t, i18n } = useLingui();
  const { modules } = useAppContext();
  const { canEnter } = useAuthorization();
  const available = modules.filter(canEnter).map((name) => MODULES[name]);
  return (
    <MainContent>
      <DocumentTitle page={t`Home`} />
      <h1 className="text-3xl font-bold">
        <Trans>Reference metadata</Trans>
      </h1>
      <p className="mt-3 mb-8 max-w-prose text-ink-muted">
        <Trans>
          Create, edit and publish the concepts, classifications, statistical operations, structures, datasets and
          code lists of the office, in French and in English.
        </Trans>
      </p>
      {available.length > 0 ? (
        <TileGrid label={t`Modules`}>
          {available.map(({ name, title, description, accent, icon: Icon, hasScreens }) => (
            <Tile
              key={name}
              href={`/${name}`}
              accent={accent}
              title={i18n._(title)}
              description={i18n._(description)}
              icon={<Icon className="size-6" />}
              {...(hasScreens ? {} : { unavailable: t`Not available yet` })}
            />
          ))}
        </TileGrid>
      ) : (
        <Suspense>
          <NoModuleAlert />
        </Suspense>
      )}
    </MainContent>
  );
}
