import { describe } from 'vitest';
import { itMatchesForcedColorsScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './PublicationStatusBadge.stories.tsx';

describe('PublicationStatusBadge looks', () => {
  itMatchesForcedColorsScreenshots(stories, ['AllStates']);
});
