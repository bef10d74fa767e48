/**
 * @generated SignedSource<<32e4493a7addadd7efd3cbac6509fbdd>>
 * @relayHash ff5286cbfa2d7e992939637c6b7a2efd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7881eb10cb1351afac7991101477423ea4d7d443a674c3d89b7aa6e9d2451647

import type { ConcreteRequest } from 'relay-runtime';
export type useRemoveCarFromWatchlistMutation$variables = {
  carId: string;
  returnTo?: string | null | undefined;
};
export type useRemoveCarFromWatchlistMutation$data = {
  readonly removeCarFromWatchlist: {
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
export type useRemoveCarFromWatchlistMutation = {
  response: useRemoveCarFromWatchlistMutation$data;
  variables: useRemoveCarFromWatchlistMutation$variables;
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
    "name": "removeCarFromWatchlist",
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
        "type": "RemoveCarFromWatchlistPayload",
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
    "name": "useRemoveCarFromWatchlistMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveCarFromWatchlistMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "7881eb10cb1351afac7991101477423ea4d7d443a674c3d89b7aa6e9d2451647",
    "metadata": {},
    "name": "useRemoveCarFromWatchlistMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5c40ca145895ab6769bd726044f595a7";

export default node;
