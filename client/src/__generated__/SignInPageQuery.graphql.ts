/**
 * @generated SignedSource<<0dbb2a139cef879b97be651c99b28bb8>>
 * @relayHash 1ea60a00e69e1edf49263501d96a81ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55a3565cf5f3aaf5f90d8be3182aa81db545f6bb9c6f10b6038351282f03073e

import type { ConcreteRequest } from 'relay-runtime';
export type SignInPageQuery$variables = Record<PropertyKey, never>;
export type SignInPageQuery$data = {
  readonly site: {
    readonly name: string;
  };
};
export type SignInPageQuery = {
  response: SignInPageQuery$data;
  variables: SignInPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Site",
    "kind": "LinkedField",
    "name": "site",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
    "name": "SignInPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SignInPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "55a3565cf5f3aaf5f90d8be3182aa81db545f6bb9c6f10b6038351282f03073e",
    "metadata": {},
    "name": "SignInPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e8fa4f1cdd9144312c948fcf97c03a71";

export default node;
