/**
 * @generated SignedSource<<d8f1f45234136aaca6caf042328089e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "3bdece56b20c18ee18eed4b45b339b7a",
    "id": null,
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
    "text": "query UnsubscribePageTestQuery {\n  site {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "1804a4ece9c4a93186827b9a09d8f037";

export default node;
