/**
 * @generated SignedSource<<e96a3abe3aeb0230f73046e0e78c3dfb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useRevealDealerPhoneMutation$variables = {
  carId: string;
};
export type useRevealDealerPhoneMutation$data = {
  readonly revealDealerPhone: {
    readonly car: {
      readonly id: string;
      readonly views: number;
    };
  };
};
export type useRevealDealerPhoneMutation = {
  response: useRevealDealerPhoneMutation$data;
  variables: useRevealDealerPhoneMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "carId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "carId",
        "variableName": "carId"
      }
    ],
    "concreteType": "RevealDealerPhonePayload",
    "kind": "LinkedField",
    "name": "revealDealerPhone",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "views",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRevealDealerPhoneMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevealDealerPhoneMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "efc909155afce2ff927804109e07fba7",
    "id": null,
    "metadata": {},
    "name": "useRevealDealerPhoneMutation",
    "operationKind": "mutation",
    "text": "mutation useRevealDealerPhoneMutation(\n  $carId: ID!\n) {\n  revealDealerPhone(carId: $carId) {\n    car {\n      id\n      views\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "519281795c6d1f9fbf952adb83822599";

export default node;
