import { builder } from '../../builder.js';

export const LocationModeEnum = builder.enumType('LocationMode', {
  description: 'Which locations a location block shows (spec 2 §2).',
  values: {
    PRIMARY: { value: 'primary', description: 'The primary location (else the first).' },
    SALES: { value: 'sales', description: 'Sales locations (a location without a type is one).' },
    SERVICE: { value: 'service', description: 'Service locations.' },
    PARTS: { value: 'parts', description: 'Parts locations.' },
    SERVICE_AND_PARTS: { value: 'serviceAndParts', description: 'Service and parts locations.' },
    ALL: { value: 'all', description: 'Every location.' },
  } as const,
});
