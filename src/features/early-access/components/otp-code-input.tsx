import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@/config/constants';
import { cn } from '@/lib/cn';

/** Six empty boxes. */
export const EMPTY_CODE: readonly string[] = Array.from({ length: OTP_LENGTH }, () => '');

/** The first OTP_LENGTH characters of `text` as digits, or null unless all of them are digits (spec §5). */
export function parsePastedCode(text: string): string[] | null {
  const head = text.trim().slice(0, OTP_LENGTH);
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(head) ? head.split('') : null;
}

interface OtpCodeInputProps {
  value: readonly string[];
  onChange: (digits: string[]) => void;
  /** Called once all boxes hold a digit: the login verifies by itself at 6 digits. */
  onComplete: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The one-time code as six one-digit boxes. Only digits are accepted; typing moves to the next box,
 * Backspace on an empty box moves back, a pasted (or autofilled) 6-digit code fills every box.
 */
export function OtpCodeInput({ value, onChange, onComplete, disabled, invalid, describedBy }: OtpCodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    onChange(next);
    if (next.every((digit) => digit !== '')) onComplete(next.join(''));
  };

  const fillAll = (digits: string[]) => {
    commit(digits);
    focusBox(OTP_LENGTH - 1);
  };

  const handleInput = (index: number, raw: string) => {
    // Autofill (autocomplete=one-time-code) may put the whole code into one box.
    if (raw.length > 1) {
      const whole = parsePastedCode(raw);
      if (whole) return fillAll(whole);
    }
    const digit = raw.replace(/\D/g, '').slice(-1);
    if (raw !== '' && digit === '') return; // a letter or symbol: ignored
    const next = [...value];
    next[index] = digit;
    commit(next);
    if (digit && index < OTP_LENGTH - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = parsePastedCode(event.clipboardData.getData('text'));
    if (digits) fillAll(digits);
  };

  return (
    <div role="group" aria-label="Verification code" aria-describedby={describedBy} className="flex justify-between gap-2">
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? OTP_LENGTH : 1}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid ? true : undefined}
          disabled={disabled}
          value={digit}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
          className={cn(
            'h-12 w-full min-w-0 max-w-12 rounded-md border border-input bg-card text-center text-lg font-semibold text-foreground shadow-xs',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background',
            'disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive',
          )}
        />
      ))}
    </div>
  );
}
