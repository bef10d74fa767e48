/**
 * @generated SignedSource<<df99190bf0b966e1ca2a1bdebf2f2077>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useLeadFormTokenMutation$variables = Record<PropertyKey, never>;
export type useLeadFormTokenMutation$data = {
  readonly startLeadForm: {
    readonly expiresAt: string;
    readonly token: string;
  };
};
export type useLeadFormTokenMutation = {
  response: useLeadFormTokenMutation$data;
  variables: useLeadFormTokenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StartLeadFormPayload",
    "kind": "LinkedField",
    "name": "startLeadForm",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLeadFormTokenMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useLeadFormTokenMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "e3cd21464da1de86398046f48f1836e1",
    "id": null,
    "metadata": {},
    "name": "useLeadFormTokenMutation",
    "operationKind": "mutation",
    "text": "mutation useLeadFormTokenMutation {\n  startLeadForm {\n    token\n    expiresAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "a2e5c9eb5877d9aef4284a3fb29aa034";

export default node;
