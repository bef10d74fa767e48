/** Opens the browser's print dialog; on screen only (the sheet's print styles hide it). */
export function PrintThisPageButton() {
  return (
    <button
      type="button"
      className="button button--primary print-sheet__print"
      onClick={() => window.print()}
    >
      Print this page
    </button>
  );
}
