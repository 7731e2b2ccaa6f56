import type { TextFieldProps } from '@mui/material/TextField';
import type { CSSProperties } from 'react';

/** Chromium 123+ sizes a textarea to its text in CSS (`field-sizing: content`, app/fields.css). */
const cssSizing = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

type Growing = Pick<TextFieldProps, 'multiline' | 'rows' | 'minRows' | 'maxRows' | 'className' | 'style' | 'slotProps'>;
type SlotProps = { htmlInput?: Record<string, unknown>; input?: Record<string, unknown> };

/**
 * A multiline MUI TextField's props (with the field's own `slotProps`) for a field that grows with
 * its text from `minRows` to `maxRows` lines. Where CSS can, a plain textarea grows by itself;
 * elsewhere MUI's TextareaAutosize measures a hidden copy of the text on mount and on each change
 * (a forced layout of the page while it is being built).
 */
export function growingText(minRows: number, maxRows: number, slotProps: SlotProps = {}): Growing {
  if (!cssSizing) {
    return { multiline: true, minRows, maxRows, slotProps };
  }
  return {
    multiline: true,
    rows: minRows,
    className: 'grows',
    style: { '--grow-min': minRows, '--grow-max': maxRows } as CSSProperties,
    // An input component of its own keeps MUI from using TextareaAutosize for a multiline field.
    slotProps: { ...slotProps, input: { ...slotProps.input, inputComponent: 'textarea' } },
  };
}
