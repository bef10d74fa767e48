/** Sends the browser to the sign-in page: a page of its own (its forms work without JavaScript). */
export function goToSignIn(path: string): void {
  window.location.assign(path);
}
