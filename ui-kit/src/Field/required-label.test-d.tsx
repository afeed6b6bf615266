// Compiled by `npm run typecheck`, never run: every form control of the kit requires a label.
// Each `@ts-expect-error` fails the typecheck if its line ever compiles without the label.
import { BilingualField } from '../BilingualField/BilingualField.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup.tsx';
import { ComboBox } from '../ComboBox/ComboBox.tsx';
import { DateField } from '../DateField/DateField.tsx';
import { DatePicker } from '../DatePicker/DatePicker.tsx';
import { FileDropZone } from '../FileDropZone/FileDropZone.tsx';
import { NumberField } from '../NumberField/NumberField.tsx';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { RichTextEditor } from '../RichTextEditor/RichTextEditor.tsx';
import { Select } from '../Select/Select.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { TagField } from '../TagField/TagField.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { UrlField } from '../UrlField/UrlField.tsx';

const label = 'label';
const items = [{ id: 'a', label }];
const loadOptions = async () => items;
const side = { lang: 'fr' };

export const withoutLabel = (
  <>
    {/* @ts-expect-error label is required */}
    <TextField />
    {/* @ts-expect-error label is required */}
    <TextArea />
    {/* @ts-expect-error label is required */}
    <NumberField />
    {/* @ts-expect-error label is required */}
    <DateField />
    {/* @ts-expect-error label is required */}
    <DatePicker />
    {/* @ts-expect-error label is required */}
    <Checkbox />
    {/* @ts-expect-error label is required */}
    <CheckboxGroup>{null}</CheckboxGroup>
    {/* @ts-expect-error label is required */}
    <RadioGroup>{null}</RadioGroup>
    {/* @ts-expect-error label is required */}
    <Radio value="a" />
    {/* @ts-expect-error label is required */}
    <Switch />
    {/* @ts-expect-error label is required */}
    <Select items={items} />
    {/* @ts-expect-error label is required */}
    <ComboBox loadOptions={loadOptions} />
    {/* @ts-expect-error label is required */}
    <TagField />
    {/* @ts-expect-error label is required */}
    <UrlField />
    {/* @ts-expect-error label is required */}
    <FileDropZone />
    {/* @ts-expect-error label is required */}
    <BilingualField lg1={side} lg2={side} />
    {/* @ts-expect-error label is required */}
    <RichTextEditor />
  </>
);

export const withLabel = (
  <>
    <TextField label={label} />
    <TextArea label={label} />
    <NumberField label={label} />
    <DateField label={label} />
    <DatePicker label={label} />
    <Checkbox label={label} />
    <CheckboxGroup label={label}>{null}</CheckboxGroup>
    <RadioGroup label={label}>{null}</RadioGroup>
    <Radio value="a" label={label} />
    <Switch label={label} />
    <Select label={label} items={items} />
    <ComboBox label={label} loadOptions={loadOptions} />
    <TagField label={label} />
    <UrlField label={label} />
    <FileDropZone label={label} />
    <BilingualField label={label} lg1={side} lg2={side} />
    <RichTextEditor label={label} />
  </>
);
