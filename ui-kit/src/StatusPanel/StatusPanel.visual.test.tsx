import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './StatusPanel.stories.tsx';

describe('StatusPanel looks', () => {
  itMatchesScreenshots(stories, ['NotFound', 'Maintenance', 'Forbidden', 'NotAvailableYet']);
});
