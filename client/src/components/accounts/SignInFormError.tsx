/** The sign-in form's own error (not one field's), read out as it appears. */
export function SignInFormError({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="sign-in__banner" role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
