/**
 * @generated SignedSource<<ac3aa9bef6e823818cf3eeb942f0e0e0>>
 * @relayHash d53425e46211a101c8fc93af1f87bac6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e3da2a0bc48003d899490a6db8bc8883491740f5abba062f70401d3c5655b83

import type { ConcreteRequest } from 'relay-runtime';
export type SavedCarList = "COMPARE" | "FAVOURITES" | "%future added value";
export type accountSavedCarsSetMutation$variables = {
  carId: string;
  list: SavedCarList;
  saved: boolean;
};
export type accountSavedCarsSetMutation$data = {
  readonly setSavedCar: {
    readonly __typename: "SetSavedCarPayload";
    readonly savedCars: ReadonlyArray<{
      readonly car: {
        readonly make: string;
        readonly model: string;
        readonly name: string;
        readonly primaryImage: {
          readonly url: string;
        } | null | undefined;
        readonly slug: string;
      } | null | undefined;
      readonly carId: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type accountSavedCarsSetMutation = {
  response: accountSavedCarsSetMutation$data;
  variables: accountSavedCarsSetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "carId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "list"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "saved"
},
v3 = [
  {
    "kind": "Variable",
    "name": "carId",
    "variableName": "carId"
  },
  {
    "kind": "Variable",
    "name": "list",
    "variableName": "list"
  },
  {
    "kind": "Variable",
    "name": "saved",
    "variableName": "saved"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "carId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "make",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "model",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "CarImage",
  "kind": "LinkedField",
  "name": "primaryImage",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "accountSavedCarsSetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setSavedCar",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedCar",
                "kind": "LinkedField",
                "name": "savedCars",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Car",
                    "kind": "LinkedField",
                    "name": "car",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SetSavedCarPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "accountSavedCarsSetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setSavedCar",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedCar",
                "kind": "LinkedField",
                "name": "savedCars",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Car",
                    "kind": "LinkedField",
                    "name": "car",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
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
                ],
                "storageKey": null
              }
            ],
            "type": "SetSavedCarPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6e3da2a0bc48003d899490a6db8bc8883491740f5abba062f70401d3c5655b83",
    "metadata": {},
    "name": "accountSavedCarsSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "947d7cf830a4a31cc5cacc3688ff1d09";

export default node;
