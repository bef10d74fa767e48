/**
 * @generated SignedSource<<3295b1a28b15ab9ad5b8e2410cc8f898>>
 * @relayHash e3cd21464da1de86398046f48f1836e1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e3a0002fbdb3cc8b2f0f96252d6aaff0ad0fc3ab63975528ed3848e5c37b9ef

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
    "id": "0e3a0002fbdb3cc8b2f0f96252d6aaff0ad0fc3ab63975528ed3848e5c37b9ef",
    "metadata": {},
    "name": "useLeadFormTokenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a2e5c9eb5877d9aef4284a3fb29aa034";

export default node;
