/**
 * @generated SignedSource<<d44a4a4824b555f875f2c2ffd1d776f8>>
 * @relayHash d6a680af2f6cd05fa096d56675f4ac20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5646941e9a210ebe7398bb3d1eac5f6a852c7676e2822feaf0130126a9242a8d

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type accountSavedCarsMergeMutation$variables = {
  compare: ReadonlyArray<string>;
  favourites: ReadonlyArray<string>;
};
export type accountSavedCarsMergeMutation$data = {
  readonly mergeSavedCars: {
    readonly __typename: "MergeSavedCarsPayload";
    readonly compare: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"accountSavedCars_savedCar">;
    }>;
    readonly favourites: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"accountSavedCars_savedCar">;
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
  {
    "kind": "InlineDataFragmentSpread",
    "name": "accountSavedCars_savedCar",
    "selections": [
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
    "args": null,
    "argumentDefinitions": ([]/*:: as any*/)
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
    "id": "5646941e9a210ebe7398bb3d1eac5f6a852c7676e2822feaf0130126a9242a8d",
    "metadata": {},
    "name": "accountSavedCarsMergeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "99e709d1457b1073765072dfafa9282c";

export default node;
