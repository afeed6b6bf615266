import { describe, expect, it } from 'vitest';
import { summaryOf } from './form.tsx';

describe('the error summary of a record form', () => {
  it('lists the fields in the form’s order, and each invalid field of an entry of ordered parts by its control’s name', () => {
    const errors = {
      prefLabelLg1: { type: 'custom', message: 'The property Title (French) is required.' },
      columns: [undefined, { width: { type: 'custom', message: 'Width (Column 2): at most 100.' } }, { list: { type: 'custom', message: 'Code list (Column 3) is required.' }, note: { type: 'custom', message: 'Note (Column 3): at most 20 characters.' } }],
      disseminationStatus: { type: 'custom', message: 'The property Dissemination status is required.' },
    };
    expect(summaryOf(errors as never, ['prefLabelLg1', 'columns', 'disseminationStatus'])).toEqual([
      { name: 'prefLabelLg1', message: 'The property Title (French) is required.' },
      { name: 'columns.1.width', message: 'Width (Column 2): at most 100.' },
      { name: 'columns.2.list', message: 'Code list (Column 3) is required.' },
      { name: 'columns.2.note', message: 'Note (Column 3): at most 20 characters.' },
      { name: 'disseminationStatus', message: 'The property Dissemination status is required.' },
    ]);
  });

  it('names the list itself when the list is refused (no entry where one is required)', () => {
    expect(summaryOf({ columns: { type: 'custom', message: 'The property Columns is required.' } }, ['columns'])).toEqual([
      { name: 'columns', message: 'The property Columns is required.' },
    ]);
  });
});
