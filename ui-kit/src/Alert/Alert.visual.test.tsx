import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './Alert.stories.tsx';

describe('Alert looks', () => {
  itMatchesScreenshots(stories, ['Info', 'Success', 'Warning', 'Error', 'WithAction', 'LongFrenchText']);
});
