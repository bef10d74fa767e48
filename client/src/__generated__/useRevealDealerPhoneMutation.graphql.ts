/**
 * @generated SignedSource<<db32f9029156d5b4d21a98221dc0bfab>>
 * @relayHash efc909155afce2ff927804109e07fba7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5da3bbc930d01833e5e69b123554adc80756bbebcd9ee574b2f854ff87d8713d

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
    "id": "5da3bbc930d01833e5e69b123554adc80756bbebcd9ee574b2f854ff87d8713d",
    "metadata": {},
    "name": "useRevealDealerPhoneMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "519281795c6d1f9fbf952adb83822599";

export default node;
