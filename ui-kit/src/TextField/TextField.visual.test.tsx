import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './TextField.stories.tsx';

describe('TextField looks', () => {
  itMatchesScreenshots(stories, [
    'Default',
    'RequiredWithDescription',
    'Invalid',
    'Disabled',
    'ReadOnly',
    'WithCharacterLimit',
    'LongFrenchLabel',
  ]);
});
