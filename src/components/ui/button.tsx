import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';

/** The classes are defined in src/index.css (layer components), so a className of utilities overrides them. */
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-default',
      secondary: 'btn-secondary',
      outline: 'btn-outline',
      ghost: 'btn-ghost',
      destructive: 'btn-destructive',
      link: 'btn-link',
    },
    size: {
      default: 'btn-size-default',
      sm: 'btn-size-sm',
      lg: 'btn-size-lg',
      icon: 'btn-size-icon',
      'icon-sm': 'btn-size-icon-sm',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={cx(buttonVariants({ variant, size }), className)}
      // A plain <button> defaults to submit inside forms; make that explicit instead.
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  );
}
