/**
 * @generated SignedSource<<dd566543e3777a19b4765e20a9fb51c4>>
 * @relayHash 3bdece56b20c18ee18eed4b45b339b7a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c4e72c93b84c462cbf878b9ef0758acbb3591c88bcbf1a5c9acf15a22a54453

import type { ConcreteRequest } from 'relay-runtime';
export type UnsubscribePageTestQuery$variables = Record<PropertyKey, never>;
export type UnsubscribePageTestQuery$data = {
  readonly site: {
    readonly __typename: "Site";
  };
};
export type UnsubscribePageTestQuery = {
  response: UnsubscribePageTestQuery$data;
  variables: UnsubscribePageTestQuery$variables;
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
        "name": "__typename",
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
    "name": "UnsubscribePageTestQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UnsubscribePageTestQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "6c4e72c93b84c462cbf878b9ef0758acbb3591c88bcbf1a5c9acf15a22a54453",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.__typename": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "UnsubscribePageTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1804a4ece9c4a93186827b9a09d8f037";

export default node;
