import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type ChangeEvent } from 'react';

interface FileButtonProps extends Omit<ButtonProps, 'onChange' | 'component'> {
  accept: string;
  multiple?: boolean;
  /** The hidden file input's accessible name (tests and assistive tools find the input by it). */
  inputLabel: string;
  inputId?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A button that opens the file chooser: a real <button> beside a hidden file input. (MUI's
 * `component="label"` gives a <label> role="button", which ARIA does not allow: Lighthouse and axe fail it.)
 */
export function FileButton({ accept, multiple, inputLabel, inputId, onChange, disabled, children, ...button }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input ref={input} id={inputId} hidden type="file" accept={accept} multiple={multiple} aria-label={inputLabel} disabled={disabled} onChange={onChange} />
    </>
  );
}
