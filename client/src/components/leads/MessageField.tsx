import { MAX_MESSAGE_LENGTH } from '@forecourt/schema/leads/form-messages';
import { useLeadFormContext } from './lead-form-context';
import { TextAreaField } from './TextAreaField';

/** Spec 2 §5: the message, required unless the site or the form makes it optional. */
export function MessageField({ optional, label }: { optional?: boolean; label?: string }) {
  const { options } = useLeadFormContext();
  return (
    <TextAreaField
      name="message"
      label={label ?? 'Message'}
      required={!(optional ?? options.messageOptional)}
      maxLength={MAX_MESSAGE_LENGTH}
    />
  );
}
