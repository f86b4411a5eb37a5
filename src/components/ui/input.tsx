import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

/** The .input class is defined in src/index.css (layer components), so a className of utilities overrides it. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cx('input', className)} {...props} />;
}
