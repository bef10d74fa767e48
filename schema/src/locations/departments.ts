/** A location department (the LocationType enum) as the pages name it. */
const DEPARTMENT_LABELS: Readonly<Record<string, string>> = {
  SALES: 'Sales',
  SERVICE: 'Service',
  PARTS: 'Parts',
};

export function departmentLabel(department: string | null): string {
  if (department === null) return 'All departments';
  return DEPARTMENT_LABELS[department] ?? department.charAt(0) + department.slice(1).toLowerCase();
}
