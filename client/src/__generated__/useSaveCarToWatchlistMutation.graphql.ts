/**
 * @generated SignedSource<<5389591073388753c32f52f38a8cf165>>
 * @relayHash 4c5a7fa7febda64a07b1a8f1ba6aafa4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65ea49e1c6fbc163dd28d2456c0220854698fbafd4ef3df48cc428dfc9c2f05b

import type { ConcreteRequest } from 'relay-runtime';
export type useSaveCarToWatchlistMutation$variables = {
  carId: string;
  returnTo?: string | null | undefined;
};
export type useSaveCarToWatchlistMutation$data = {
  readonly saveCarToWatchlist: {
    readonly __typename: string;
    readonly car?: {
      readonly id: string;
      readonly inWatchlist: boolean;
    };
    readonly message?: string;
    readonly signInPath?: string;
    readonly success?: boolean;
  };
};
export type useSaveCarToWatchlistMutation = {
  response: useSaveCarToWatchlistMutation$data;
  variables: useSaveCarToWatchlistMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "carId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "returnTo"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "signInPath",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "carId",
        "variableName": "carId"
      },
      {
        "kind": "Variable",
        "name": "returnTo",
        "variableName": "returnTo"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveCarToWatchlist",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "success",
            "storageKey": null
          },
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
                "name": "inWatchlist",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SaveCarToWatchlistPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "WatchlistSignInNeededError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "WatchlistPhoneNeededError",
        "abstractKey": null
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
    "name": "useSaveCarToWatchlistMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveCarToWatchlistMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "65ea49e1c6fbc163dd28d2456c0220854698fbafd4ef3df48cc428dfc9c2f05b",
    "metadata": {},
    "name": "useSaveCarToWatchlistMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d869eac2869b2115bca991380a716cfe";

export default node;
