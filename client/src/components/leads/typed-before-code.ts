import { createContext, useContext } from 'react';

/** A form's fields as the browser would post them: name and value, in the form's order. */
export type PostedFields = [name: string, value: string][];

/**
 * What the shopper typed into server-rendered lead forms before their code arrived, each form's
 * fields as the browser would post them: the forms React renders in their place start from it
 * (the vehicle page keeps its server-rendered forms as plain HTML until they are wanted).
 */
export const TypedBeforeCodeContext = createContext<readonly PostedFields[]>([]);

export const useTypedBeforeCode = (): readonly PostedFields[] => useContext(TypedBeforeCodeContext);
