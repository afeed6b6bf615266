import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './Tile.stories.tsx';

describe('Tile looks', () => {
  itMatchesScreenshots(stories, ['Default', 'Grid', 'NotAvailableYet']);
});
