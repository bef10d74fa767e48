/**
 * @generated SignedSource<<64121b228e993e53437f4ce4d34b223f>>
 * @relayHash 29f529b4456572c57ae7c8aaf8277757
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 964cc4fb8f5864168281f58a85cef3d9ed0b4ce240ca2d2be59af662db084d99

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
    "id": "964cc4fb8f5864168281f58a85cef3d9ed0b4ce240ca2d2be59af662db084d99",
    "metadata": {},
    "name": "DeliveryCalculatorQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cc00606ed9b465ee27dd5a4f9fc7cbaa";

export default node;
