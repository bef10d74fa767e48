/**
 * @generated SignedSource<<94c36520501338cdcae10f164c06085d>>
 * @relayHash 4158a130fdb17450414a02254af523a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 407fab224066782b68700d789d28c6f2a161ee8172b8fe2d86261078117b1e9a

import type { ConcreteRequest } from 'relay-runtime';
export type accountSavedCarsMergeMutation$variables = {
  compare: ReadonlyArray<string>;
  favourites: ReadonlyArray<string>;
};
export type accountSavedCarsMergeMutation$data = {
  readonly mergeSavedCars: {
    readonly __typename: "MergeSavedCarsPayload";
    readonly compare: ReadonlyArray<{
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
    readonly favourites: ReadonlyArray<{
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
export type accountSavedCarsMergeMutation = {
  response: accountSavedCarsMergeMutation$data;
  variables: accountSavedCarsMergeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "compare"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "favourites"
},
v2 = [
  {
    "kind": "Variable",
    "name": "compare",
    "variableName": "compare"
  },
  {
    "kind": "Variable",
    "name": "favourites",
    "variableName": "favourites"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "carId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "make",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "model",
  "storageKey": null
},
v9 = {
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
},
v10 = [
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Car",
    "kind": "LinkedField",
    "name": "car",
    "plural": false,
    "selections": [
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "storageKey": null
  }
],
v11 = [
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Car",
    "kind": "LinkedField",
    "name": "car",
    "plural": false,
    "selections": [
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "accountSavedCarsMergeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "mergeSavedCars",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedCar",
                "kind": "LinkedField",
                "name": "favourites",
                "plural": true,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedCar",
                "kind": "LinkedField",
                "name": "compare",
                "plural": true,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "MergeSavedCarsPayload",
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
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "accountSavedCarsMergeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "mergeSavedCars",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedCar",
                "kind": "LinkedField",
                "name": "favourites",
                "plural": true,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedCar",
                "kind": "LinkedField",
                "name": "compare",
                "plural": true,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "MergeSavedCarsPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "407fab224066782b68700d789d28c6f2a161ee8172b8fe2d86261078117b1e9a",
    "metadata": {},
    "name": "accountSavedCarsMergeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1ddead3f7dc1b60ed33984a427a5c8fc";

export default node;
