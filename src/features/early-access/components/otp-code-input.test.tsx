import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_CODE, OtpCodeInput, parsePastedCode } from './otp-code-input';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [digits, setDigits] = useState<string[]>([...EMPTY_CODE]);
  return <OtpCodeInput value={digits} onChange={setDigits} onComplete={onComplete} />;
}

const boxes = () => screen.getAllByRole('textbox');
const box = (index: number) => screen.getByLabelText(`Digit ${index + 1} of 6`);

describe('parsePastedCode', () => {
  it('takes the first 6 characters only when all are digits', () => {
    expect(parsePastedCode('123456')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(parsePastedCode(' 1234567890')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(parsePastedCode('12a456')).toBeNull();
    expect(parsePastedCode('12345')).toBeNull();
  });
});

describe('OtpCodeInput', () => {
  it('renders six labelled boxes; the first autofills one-time codes with a numeric keyboard', () => {
    render(<Harness onComplete={vi.fn()} />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveAttribute('autocomplete', 'one-time-code');
    for (const box of boxes()) expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Digit 2 of 6')).toHaveAttribute('autocomplete', 'off');
  });

  it('accepts digits only, one per box, moving focus forward', async () => {
    render(<Harness onComplete={vi.fn()} />);
    await userEvent.click(box(0));
    await userEvent.keyboard('a1-b2');
    expect(box(0)).toHaveValue('1');
    expect(box(1)).toHaveValue('2');
    expect(box(2)).toHaveFocus();
  });

  it('moves focus back on Backspace in an empty box', async () => {
    render(<Harness onComplete={vi.fn()} />);
    await userEvent.click(box(0));
    await userEvent.keyboard('12');
    expect(box(2)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(box(1)).toHaveValue('');
    await userEvent.keyboard('{Backspace}');
    expect(box(0)).toHaveFocus();
  });

  it('fills every box from a pasted 6-digit code and submits by itself', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(box(0));
    await userEvent.paste('98765432');
    expect(boxes().map((box) => (box as HTMLInputElement).value).join('')).toBe('987654');
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('ignores a paste that is not 6 digits', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(box(0));
    await userEvent.paste('12-456');
    for (const box of boxes()) expect(box).toHaveValue('');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('submits by itself once the sixth digit is typed', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(box(0));
    await userEvent.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('takes a whole code autofilled into the first box', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(box(0), { target: { value: '246810' } });
    expect(onComplete).toHaveBeenCalledWith('246810');
    expect(box(5)).toHaveValue('0');
  });
});
