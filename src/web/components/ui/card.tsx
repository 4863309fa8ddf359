import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn.ts';

// Children carry the horizontal padding and the card the vertical rhythm, so any subset of the parts lines up.
export function Card({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      {...props}
      className={cn('flex flex-col gap-4 rounded-lg border border-slate-200 bg-white py-6 text-slate-900 shadow-sm', className)}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={cn('flex flex-col gap-1.5 px-6', className)} />;
}

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export type CardTitleProps = ComponentPropsWithRef<'h2'> & {
  /** Heading level that fits the page outline. */
  as?: HeadingLevel;
};

export function CardTitle({ as: Heading = 'h2', className, ...props }: CardTitleProps) {
  return <Heading {...props} className={cn('text-lg leading-tight font-semibold', className)} />;
}

export function CardDescription({ className, ...props }: ComponentPropsWithRef<'p'>) {
  return <p {...props} className={cn('text-sm text-slate-600', className)} />;
}

export function CardContent({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={cn('px-6', className)} />;
}

export function CardFooter({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={cn('flex items-center gap-2 px-6', className)} />;
}
