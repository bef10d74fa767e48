/**
 * @generated SignedSource<<3c945480da5459a13000b117eb40562c>>
 * @relayHash 3349c5d52d6d5bddcc0297fc95479465
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 081e67ab0316e36d4733428bd5348fff50767d72a2a3de35bba3a8d484694545

import type { ConcreteRequest } from 'relay-runtime';
export type SuccessPageQuery$variables = Record<PropertyKey, never>;
export type SuccessPageQuery$data = {
  readonly site: {
    readonly name: string;
  };
};
export type SuccessPageQuery = {
  response: SuccessPageQuery$data;
  variables: SuccessPageQuery$variables;
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
    "name": "SuccessPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SuccessPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "081e67ab0316e36d4733428bd5348fff50767d72a2a3de35bba3a8d484694545",
    "metadata": {},
    "name": "SuccessPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cf7ce58b7bf23451b886ac8d07bc553d";

export default node;
