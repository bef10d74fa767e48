/**
 * @generated SignedSource<<9f54ada10b4de7ad04d8fad56ac0e84d>>
 * @relayHash 671dcce6335c0211e9794d730bf97175
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a61aeb7f99eb33b2a103c0b6188c6577d40c33f7666aca59532faf0aba4eafd

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"accountSavedCars_savedCar">;
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
                  {
                    "kind": "InlineDataFragmentSpread",
                    "name": "accountSavedCars_savedCar",
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
                    "args": null,
                    "argumentDefinitions": []
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
    "id": "4a61aeb7f99eb33b2a103c0b6188c6577d40c33f7666aca59532faf0aba4eafd",
    "metadata": {},
    "name": "accountSavedCarsSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dd60405e6c53a09aac47d061660f447d";

export default node;
