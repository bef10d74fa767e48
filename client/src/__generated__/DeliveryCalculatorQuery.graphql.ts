/**
 * @generated SignedSource<<ac402885cfe2d43090c557bf6cff6e13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeliveryCalculatorQuery$variables = {
  postcode: string;
  slug: string;
};
export type DeliveryCalculatorQuery$data = {
  readonly car: {
    readonly deliveryEstimate: {
      readonly available: boolean;
      readonly message: string | null | undefined;
      readonly price: number | null | undefined;
      readonly regionName: string | null | undefined;
    };
  } | null | undefined;
};
export type DeliveryCalculatorQuery = {
  response: DeliveryCalculatorQuery$data;
  variables: DeliveryCalculatorQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "postcode"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v3 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "postcode",
      "variableName": "postcode"
    }
  ],
  "concreteType": "DeliveryEstimate",
  "kind": "LinkedField",
  "name": "deliveryEstimate",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "regionName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeliveryCalculatorQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DeliveryCalculatorQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "29f529b4456572c57ae7c8aaf8277757",
    "id": null,
    "metadata": {},
    "name": "DeliveryCalculatorQuery",
    "operationKind": "query",
    "text": "query DeliveryCalculatorQuery(\n  $slug: String!\n  $postcode: String!\n) {\n  car(slug: $slug) {\n    deliveryEstimate(postcode: $postcode) {\n      available\n      price\n      regionName\n      message\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "cc00606ed9b465ee27dd5a4f9fc7cbaa";

export default node;
