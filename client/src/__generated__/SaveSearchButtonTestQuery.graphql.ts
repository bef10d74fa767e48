/**
 * @generated SignedSource<<51a7cfd3f8fb3cbe1102e39ed7177a6c>>
 * @relayHash e7dfb74710fdd097735b24ee6d6740bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a04c94948675b9a8b6a79a2a3386f487079d0a4f43c017ae81a9d03dbbae875b

import type { ConcreteRequest } from 'relay-runtime';
export type SaveSearchButtonTestQuery$variables = Record<PropertyKey, never>;
export type SaveSearchButtonTestQuery$data = {
  readonly site: {
    readonly name: string;
  };
};
export type SaveSearchButtonTestQuery = {
  response: SaveSearchButtonTestQuery$data;
  variables: SaveSearchButtonTestQuery$variables;
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
    "name": "SaveSearchButtonTestQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SaveSearchButtonTestQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a04c94948675b9a8b6a79a2a3386f487079d0a4f43c017ae81a9d03dbbae875b",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.name": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "SaveSearchButtonTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "17acdb1aa2550bb4266c5cab02b895e8";

export default node;
