/**
 * The frame of every form dialog: a Modal holding one form whose body scrolls while its footer (the
 * save and cancel buttons) stays at the dialog's bottom edge, so a long form never hides its buttons.
 * Enter moves to the next field (focus-next.ts) unless `enterMovesFocus` is false. Lay the fields out
 * with FormGrid; bring the first error into view with useRevealFirstError (its `ref` is `formRef`).
 */
import { Box, Modal, type MantineSize } from '@mantine/core';
import type { FormEvent, ReactNode, Ref } from 'react';
import { focusNextOnEnter } from './focus-next';

/**
 * `form`: wide enough for FormGrid's two columns on a desktop (content ≥ 768 px; `calc()` keeps Mantine
 * from scaling it with the size setting, which would drop below that at "mini"); `narrow`: a field or two;
 * `lines`: a form with a grid of lines (a voucher).
 */
const DIALOG_SIZES = { form: 'calc(52rem)', narrow: 'md', lines: 'calc(72rem)' } as const;

type Props = {
  title: ReactNode;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The buttons at the foot (DialogButtons), kept in view. */
  footer: ReactNode;
  children: ReactNode;
  opened?: boolean;
  size?: keyof typeof DIALOG_SIZES | MantineSize | (string & {});
  /** The dialog's automation hook (`data-ht`). */
  hook?: string;
  formRef?: Ref<HTMLFormElement>;
  enterMovesFocus?: boolean;
};

/** The footer covers the body's bottom padding, so nothing scrolls visibly beneath it. */
const PAD = 'var(--mb-padding, var(--mantine-spacing-md))';

export function FormDialog({ title, onClose, onSubmit, footer, children, opened = true, size = 'form', hook, formRef, enterMovesFocus = true }: Props) {
  const width = size in DIALOG_SIZES ? DIALOG_SIZES[size as keyof typeof DIALOG_SIZES] : size;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={width} data-ht={hook}>
      <form ref={formRef} onSubmit={onSubmit} onKeyDown={enterMovesFocus ? focusNextOnEnter : undefined} noValidate>
        {children}
        <Box
          data-ht="dialog-footer"
          pos="sticky"
          bottom={0}
          bg="var(--mantine-color-body)"
          mt="md"
          pt="sm"
          style={{ zIndex: 1000, marginBottom: `calc(-1 * ${PAD})`, paddingBottom: PAD, borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          {footer}
        </Box>
      </form>
    </Modal>
  );
}
