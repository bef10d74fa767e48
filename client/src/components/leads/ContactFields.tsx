import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '@forecourt/schema/leads/form-messages';
import { TextField } from './TextField';

/** Who is asking: name, e-mail address and phone, each filled in by the browser where it can. */
export function ContactFields() {
  return (
    <>
      <TextField
        name="name"
        label="Name"
        autoComplete="name"
        maxLength={MAX_NAME_LENGTH}
        required
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={MAX_EMAIL_LENGTH}
        required
      />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
      />
    </>
  );
}
